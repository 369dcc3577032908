import { and, eq, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inItems, inventoryAdjustmentLines, inventoryAdjustments, journals, stockBins, stockMoves } from '@/db/schema';
import type { ResourceContext, Shape } from '@/lib/engine/define';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, money, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { codesOf, EQUITY } from '@/lib/modules/books/account-types';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { systemAccount } from '@/lib/modules/books/chart';
import { defineDocument } from '@/lib/modules/books/documents';
import { scaled, toCents } from '@/lib/money';
import { outsideOf, warehouseOfLocations } from './items';
import { qtyOf, stockLedger, stockPostingLines, takingBackGuard } from './stock-ledger';
import { warehousesResource } from './warehouses';
import { entryText } from '@/lib/modules/books/entry-text';

/** What an adjustment may post against: equity (opening stock), cost of sale, expenses, other income. */
export const ADJUSTMENT_ACCOUNT_TYPES = [EQUITY, ...codesOf('cost_of_sale', 'expense', 'other_income', 'other_expense')];

/** What scrap is written off to: a cost of sale (the system's Inventory Write-offs, by default), an expense or other expense. */
export const SCRAP_ACCOUNT_TYPES = codesOf('cost_of_sale', 'expense', 'other_expense');

const KINDS = { adjustment: 'Adjustment', transfer: 'Transfer', scrap: 'Scrap' };

const lineInput = z.object({
  item_id: ref('Item', { required: true }),
  location_id: ref('Location', { required: true }),
  to_location_id: ref('To location'),
  quantity: decimal('Quantity'),
  counted: decimal('Counted', { min: 0 }),
  unit_cost: decimal('Unit cost', { min: 0 }),
  // A write-down of value alone (obsolete or damaged stock marked down, nothing leaves): an adjustment's.
  write_down: money('Write-down', { min: 0.01 }),
  description: text('Description', { max: 1000 }),
});
type Line = z.infer<typeof lineInput>;
type Doc = typeof inventoryAdjustments.$inferSelect;

const lineShape: Shape = { table: inventoryAdjustmentLines, hidden: ['adjustment_id'] };

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The lines checked against the kind: 422s naming each bad field of each line. */
async function checkLines(ctx: Parameters<typeof warehouseOfLocations>[0], kind: string, warehouseId: number, lines: Line[]) {
  if (!lines.length) throw ValidationError.field('lines', say('adjustmentNeedsLine'));
  const warehouseOf = await warehouseOfLocations(ctx, lines.map((l) => l.location_id));
  const errors = new FieldErrors();
  lines.forEach((l, i) => {
    const at = errors.of('lines', i);
    const quantity = scaled(l.quantity, 4);
    if (outsideOf(warehouseOf, l.location_id, warehouseId)) at('location_id', say('adjustmentLocationOutside'));
    if (kind === 'transfer') {
      if (quantity === null || quantity <= 0n) at('quantity', say('transferQuantity'));
      if (!l.to_location_id) at('to_location_id', say('transferNeedsTo'));
      else if (l.to_location_id === l.location_id) at('to_location_id', say('transferSameLocation'));
      if (given(l.counted)) at('counted', say('transferNoCount'));
      if (given(l.unit_cost)) at('unit_cost', say('transferNoUnitCost'));
      if (given(l.write_down)) at('write_down', say('transferNoWriteDown'));
      return;
    }
    if (given(l.to_location_id)) at('to_location_id', say('onlyTransferMoves'));
    if (given(l.write_down)) {
      if (kind !== 'adjustment') at('write_down', say('writeDownOnlyAdjustment'));
      else if (given(l.quantity) || given(l.counted)) at('write_down', say('writeDownAlone'));
      if (given(l.unit_cost)) at('unit_cost', say('writeDownNoUnitCost'));
      return;
    }
    if (kind === 'scrap') {
      if (quantity === null || quantity <= 0n) at('quantity', say('scrapQuantity'));
      if (given(l.counted)) at('counted', say('scrapNoCount'));
      if (given(l.unit_cost)) at('unit_cost', say('scrapNoUnitCost'));
      return;
    }
    if (given(l.quantity) === given(l.counted)) at('quantity', say('adjustmentOneOf'));
    else if (quantity === 0n) at('quantity', say('adjustmentNotZero'));
    if (given(l.unit_cost) && !(quantity !== null && quantity > 0n)) at('unit_cost', say('adjustmentUnitCostIncrease'));
  });
  errors.throwIfAny();
}

const stock = stockLedger<Doc, unknown, Line>({
  sourceType: 'inventory_adjustment',
  date: (doc) => doc.date,
  requests: (_ctx, doc, lines) =>
    lines.map((l, i) => {
      const quantity = scaled(l.quantity, 4);
      return {
        field: `lines.${i}`,
        lineNo: i + 1,
        itemId: l.item_id,
        locationId: l.location_id,
        // A transfer takes the quantity out of its location, into its destination; scrap takes it out.
        quantity: doc.kind !== 'adjustment' && quantity !== null ? -quantity : quantity,
        counted: scaled(l.counted, 4),
        unitCost: scaled(l.unit_cost, 4),
        toLocationId: doc.kind === 'transfer' ? l.to_location_id : null,
        writeDown: l.write_down ? toCents(l.write_down) : null,
      };
    }),
});

const guard = takingBackGuard('inventory_adjustment', 'adjustmentTakeBackShort');

/**
 * A write-down's value comes back (a void, or a change that drops or lowers it) only onto stock
 * still there: refused (422 on `id`) where its location now holds nothing, as the value would be
 * left in an empty bin. `after`: the change is written; else (before a void) the bins are locked
 * first, in the one (item, location) order.
 */
async function refuseStrandedValue(ctx: ResourceContext, id: number, after: boolean) {
  const own = and(eq(stockMoves.companyId, ctx.company.id), eq(stockMoves.sourceType, 'inventory_adjustment'), eq(stockMoves.sourceId, id), eq(stockMoves.quantity, '0'), after ? undefined : not(stockMoves.reversed));
  const rows = await ctx.tx
    .select({ item: inItems.displayName, quantity: stockBins.quantity, value: stockBins.value })
    .from(stockBins)
    .innerJoin(inItems, eq(inItems.id, stockBins.itemId))
    .where(and(eq(stockBins.companyId, ctx.company.id), sql`(${stockBins.itemId}, ${stockBins.locationId}) in (select ${stockMoves.itemId}, ${stockMoves.locationId} from ${stockMoves} where ${own})`))
    .orderBy(stockBins.itemId, stockBins.locationId)
    .for('update', { of: stockBins });
  const empty = rows.find((r) => qtyOf(r.quantity) <= 0n && (!after || toCents(r.value) !== 0n));
  if (empty) throw ValidationError.field('id', say('adjustmentValueBack', { item: empty.item }));
}

/**
 * Adjust inventory (`adjust-inventory`): counts, receipts and write-downs of a warehouse's stock
 * with a reason, each line's value posted Dr/Cr the item's inventory account against the
 * adjustment account; or a transfer between locations, which moves stock at its cost and posts
 * no journal. Drafts move nothing; a change reverses the moves and makes them again; void
 * reverses them. What an increase or a transfer brought in is not taken back (void, or a change
 * lowering it) once it was sold or moved on: a 422 while the company forbids negative stock.
 */
export const adjustInventoryResource = defineDocument({
  name: 'adjust-inventory',
  table: inventoryAdjustments,
  numbering: { series: 'inventory_adjustment' },
  input: z.object({
    kind: textChoice('Kind', KINDS),
    number: text('Number', { max: 32 }),
    date: date('Date', { required: true }),
    warehouse_id: ref('Warehouse', { required: true }),
    reason: text('Reason', { max: 200 }),
    adjustment_account_id: ref('Adjustment account', { where: { type: ADJUSTMENT_ACCOUNT_TYPES }, mustBe: 'mustBeAdjustmentAccount' }),
    memo: textArea('Memo'),
    lines: z.array(lineInput).max(200, { error: 'At most 200 lines.' }).optional(),
  }),
  columns: ['number', 'date', 'kind', 'warehouse_id', 'reason', 'state'],
  search: ['number', 'reason', 'memo'],
  sort: ['number', 'date', 'created_at'],
  filter: ['state', 'kind', 'warehouse_id'],
  refs: { warehouse_id: 'warehouses', adjustment_account_id: 'accounts' },
  expand: {
    lines: hasMany(lineShape, 'adjustmentId'),
    warehouse: belongsTo(warehousesResource, 'warehouseId'),
    adjustmentAccount: belongsTo(accountsResource, 'adjustmentAccountId'),
    journal: belongsTo({ table: journals }, 'journalId'),
  },
  kinds: { kind: { kind: 'choice', options: KINDS } },
  terminology: 'inventory_adjustment',
  titleField: 'number',
  permission: 'inventory',
  features: { bookmarks: true },
  document: {
    noun: 'inventory adjustment',
    sourceType: 'inventory_adjustment',
    lines: { table: inventoryAdjustmentLines, ownerKey: 'adjustmentId' },
    drafts: true,
    voidConfirm: 'Void this inventory adjustment? Its stock moves and its posting are reversed; it stays listed as void.',
    async header(ctx, input, lines) {
      const kind = input.kind ?? 'adjustment';
      let account: number | null = null;
      if (kind === 'adjustment') account = (await requireAccountOfType(ctx, 'adjustment_account_id', input.adjustment_account_id, ADJUSTMENT_ACCOUNT_TYPES)).id;
      if (kind === 'scrap') {
        // Damaged stock is written off with the reason why, to an expense (Inventory Write-offs unless another is named).
        if (!input.reason?.trim()) throw ValidationError.field('reason', say('scrapReason'));
        account = input.adjustment_account_id
          ? (await requireAccountOfType(ctx, 'adjustment_account_id', input.adjustment_account_id, SCRAP_ACCOUNT_TYPES)).id
          : await systemAccount(ctx, 'inventory_write_offs');
      }
      await checkLines(ctx, kind, input.warehouse_id, lines);
      return {
        kind,
        number: input.number ?? undefined,
        date: input.date,
        warehouseId: input.warehouse_id,
        reason: input.reason ?? null,
        adjustmentAccountId: account,
        memo: input.memo ?? null,
      };
    },
    ledgers: [stock],
    // A transfer moves stock between locations of the same books: no journal.
    posts: (doc) => doc.kind !== 'transfer',
    async posting(doc, _lines, ctx) {
      const lines = await stockPostingLines(ctx, { type: 'inventory_adjustment', id: doc.id }, () => doc.adjustmentAccountId, 'lines');
      if (!lines.length) throw ValidationError.field('lines', say(doc.kind === 'scrap' ? 'scrapNoValue' : 'adjustmentNoValue'));
      return { date: doc.date, memo: doc.reason ?? doc.memo ?? entryText(ctx, 'inventoryAdjustment', { number: doc.number }), lines };
    },
    async onVoid(ctx, doc) {
      await guard.onVoid(ctx, doc);
      await refuseStrandedValue(ctx, doc.id, false);
    },
  },
  async afterWrite(ctx, row, op) {
    await guard.afterWrite(ctx, row, op);
    if (op === 'update' && row.state === 'posted') await refuseStrandedValue(ctx, row.id, true);
  },
});
