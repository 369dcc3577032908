import type { salesDocuments } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { inventoryItemsById } from '@/lib/modules/inventory/items';
import { lastSaleCosts, QTY, qtyOf, stockLedger, stockPostingLines } from '@/lib/modules/inventory/stock-ledger';
import type { PostingLine } from '@/lib/modules/books/post';
import { systemAccount } from '@/lib/modules/books/chart';
import { divideHalfUp, fromCents, scaled, type Cents } from '@/lib/money';
import type { SalesLine } from './pricing';

type Doc = typeof salesDocuments.$inferSelect;

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Inventory Item lines (the inventory area's items, sold from a location): each names its item,
 * whose sales price, description, taxable flag and income account fill its blanks as an item's
 * do, and the location it is sold from (the item's own where none is given). It sells a quantity
 * above zero. On a credit memo or return the line brings the quantity back to stock.
 */
export async function withInventoryDefaults(ctx: ResourceContext, lines: SalesLine[], side: 'charge' | 'credit' | null): Promise<SalesLine[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.type === 'inventory_item' && l.inventory_item_id ? [l.inventory_item_id] : [])))];
  const items = await inventoryItemsById(ctx, ids);
  const errors = new FieldErrors();
  const filled = lines.map((line, i) => {
    const at = errors.of('lines', i);
    // Only goods a customer sends back go to scrap: a return's (or credit memo's) Inventory Item line.
    if (line.is_scrap === 1 && (side !== 'credit' || line.type !== 'inventory_item')) at('is_scrap', say('scrapOnlyReturns'));
    if (line.type !== 'inventory_item') return blank(line.inventory_item_id) && blank(line.location_id) ? line : { ...line, inventory_item_id: null, location_id: null };
    const item = line.inventory_item_id ? items.get(line.inventory_item_id) : undefined;
    if (!item) {
      at('inventory_item_id', say('saleChooseItem'));
      return line;
    }
    const quantity = scaled(line.quantity, 4);
    if (!blank(line.quantity) && (quantity === null || quantity <= 0n)) at('quantity', say('saleQuantity'));
    const locationId = line.location_id ?? item.locationId;
    if (!locationId) at('location_id', say('saleChooseLocation'));
    return {
      ...line,
      description: line.description ?? item.description ?? item.displayName,
      is_taxable: line.is_taxable ?? (item.isTaxable ? 1 : 0),
      account_id: line.account_id ?? item.incomeAccountId,
      rate: blank(line.rate) && blank(line.amount) ? item.salesPrice : line.rate,
      location_id: locationId,
    };
  });
  errors.throwIfAny();
  return filled;
}

const RETURNS: string[] = ['credit_memo', 'return_item'];

/**
 * The stock a sales document moves, in its transaction: an invoice or sales receipt takes each
 * Inventory Item line's quantity out of its location at the bin's average cost (stock-ledger.ts);
 * a credit memo or return brings it back in at the cost the item last left at on a sale (else
 * the bin's average, else the item's cost). A template moves none.
 */
export const salesStockLedger = stockLedger<Doc, unknown, SalesLine>({
  sourceType: (doc) => doc.kind,
  date: (doc) => doc.date,
  async requests(ctx, doc, lines) {
    if (doc.isTemplate) return [];
    // A return's line sent to scrap takes nothing back on hand (its cost is reclassified: scrapLines).
    const stocked = lines.flatMap((l, i) => (l.type === 'inventory_item' && l.inventory_item_id && l.location_id && l.is_scrap !== 1 ? [{ i, itemId: l.inventory_item_id, locationId: l.location_id, quantity: scaled(l.quantity, 4) ?? QTY }] : []));
    const returned = RETURNS.includes(doc.kind);
    const costs = returned ? await lastSaleCosts(ctx, stocked.map((l) => l.itemId), doc.date) : new Map<number, bigint>();
    return stocked.map((l) => ({ field: `lines.${l.i}`, lineNo: l.i + 1, itemId: l.itemId, locationId: l.locationId, quantity: returned ? l.quantity : -l.quantity, unitCost: returned ? (costs.get(l.itemId) ?? null) : null }));
  },
});

/**
 * Dr each item's cost of sale / Cr its inventory account for what the document's moves took (a
 * return's, the other way). Its moves are its Inventory Item lines': with none, it moved nothing.
 * A return's lines sent to scrap add their cost's reclassification (scrapLines).
 */
export const costOfSaleLines = async (ctx: ResourceContext, doc: Doc, lines: SalesLine[]): Promise<PostingLine[]> =>
  lines.some((l) => l.type === 'inventory_item') ? [...(await stockPostingLines(ctx, { type: doc.kind, id: doc.id }, (item) => item.cogsAccountId, 'lines')), ...(await scrapLines(ctx, doc, lines))] : [];

/**
 * Goods a customer returns to scrap never come back on hand: no stock move, no inventory entry
 * (their cost left the inventory account when they were sold). The cost their sale expensed is
 * moved from the item's cost of sale to Inventory Write-offs — Dr write-offs / Cr cost of sale —
 * at the cost a return to stock would bring back (the item's latest sale on or before the
 * return's date, else its cost): cost of sale keeps only goods customers kept, the loss shows
 * as a write-off beside scrapped stock (docs/decisions.md).
 */
async function scrapLines(ctx: ResourceContext, doc: Doc, lines: SalesLine[]): Promise<PostingLine[]> {
  if (!RETURNS.includes(doc.kind) || doc.isTemplate) return [];
  const scrapped = lines.flatMap((l, i) => (l.type === 'inventory_item' && l.inventory_item_id && l.is_scrap === 1 ? [{ i, itemId: l.inventory_item_id, quantity: scaled(l.quantity, 4) ?? QTY }] : []));
  if (!scrapped.length) return [];
  const items = await inventoryItemsById(ctx, scrapped.map((l) => l.itemId));
  const costs = await lastSaleCosts(ctx, scrapped.map((l) => l.itemId), doc.date);
  const perItem = new Map<number, Cents>();
  for (const l of scrapped) {
    const unit = costs.get(l.itemId) ?? qtyOf(items.get(l.itemId)?.cost);
    perItem.set(l.itemId, (perItem.get(l.itemId) ?? 0n) + divideHalfUp(l.quantity * unit, (QTY * QTY) / 100n));
  }
  const moved = [...perItem].filter(([, cents]) => cents > 0n);
  if (!moved.length) return [];
  const writeOffs = await systemAccount(ctx, 'inventory_write_offs');
  return moved.flatMap(([itemId, cents]) => {
    const item = items.get(itemId)!;
    if (!item.cogsAccountId) throw ValidationError.field(`lines.${scrapped.find((l) => l.itemId === itemId)!.i}.inventory_item_id`, say('scrapNoCostAccount', { item: item.displayName }));
    const amount = fromCents(cents);
    return [{ accountId: writeOffs, debit: amount, description: item.displayName }, { accountId: item.cogsAccountId, credit: amount, description: item.displayName }];
  });
}
