import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { journals, purchaseOrderLines, purchaseOrderReceipts, purchaseOrders, receivingBills, receivingLines, receivings } from '@/db/schema';
import { action, type ResourceContext, type Shape, type WriteContext } from '@/lib/engine/define';
import { today } from '@/lib/engine/date-params';
import { createRecord } from '@/lib/engine/write';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';
import { date, decimal, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { fromCents, MAX_AMOUNT, scaled, toCents } from '@/lib/money';
import { accountsResource } from '@/lib/modules/books/accounts';
import { systemAccount } from '@/lib/modules/books/chart';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { settingsOf } from '@/lib/settings/company-settings';
import { inItemsResource, inventoryItemsById, outsideOf, warehouseOfLocations } from './items';
import { costOf, isExpensedLine, purchaseOrdersResource, SERVICE_ACCOUNT_TYPES, settleOrderStatus, vendorPrices } from './purchase-orders';
import { qtyOf, qtyText, stockLedger, stockPostingLines, takingBackGuard } from './stock-ledger';
import { warehouseLocationsResource, warehousesResource } from './warehouses';
import { entryText } from '@/lib/modules/books/entry-text';

const lineInput = z.object({
  order_line_id: ref('Purchase order line'),
  item_id: ref('Item', { collection: 'in-items' }),
  location_id: ref('Location', { collection: 'warehouse-locations' }),
  // A service confirmed done: its expense account (an order's service line names it), no item or location.
  account_id: ref('Account', { where: { type: SERVICE_ACCOUNT_TYPES }, mustBe: 'mustBeServiceAccount' }),
  description: text('Description', { max: 1000 }),
  quantity: decimal('Quantity'),
  unit_cost: decimal('Unit cost', { min: 0 }),
});
type Line = z.infer<typeof lineInput> & { amount?: string };
type Doc = typeof receivings.$inferSelect;
type OrderLineRow = typeof purchaseOrderLines.$inferSelect;

export const lineShape: Shape = {
  table: receivingLines,
  hidden: ['receiving_id'],
  expand: { item: belongsTo(inItemsResource, 'itemId'), location: belongsTo(warehouseLocationsResource, 'locationId'), account: belongsTo(accountsResource, 'accountId') },
};

const input = z.object({
  number: text('Number', { max: 32 }),
  vendor_id: ref('Vendor', { required: true }),
  purchase_order_id: ref('Purchase order'),
  warehouse_id: ref('Warehouse', { required: true }),
  date: date('Date', { required: true }),
  memo: textArea('Memo'),
  lines: z.array(lineInput).max(200, { error: 'At most 200 lines.' }).optional(),
});

/** The purchase order a receiving names: this company's, posted, to the same vendor, not closed (422 on purchase_order_id). */
async function orderOf(ctx: ResourceContext, orderId: number | null | undefined, vendorId: number, existing: Doc | null) {
  if (!orderId) return null;
  const [order] = await ctx.tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.id, orderId)));
  const refuse = (said: Said) => {
    throw ValidationError.field('purchase_order_id', said);
  };
  if (!order) return refuse(say('invalid', { field: 'Purchase order' }));
  if (order.state !== 'posted') refuse(say(order.state === 'draft' ? 'receivingOrderDraft' : 'receivingOrderVoid', { number: order.number }));
  if (order.vendorId !== vendorId) refuse(say('receivingOrderOtherVendor', { number: order.number }));
  // A closed order takes no new receiving; one already standing against it may still be corrected.
  if (order.status === 'closed' && existing?.purchaseOrderId !== order.id) refuse(say('receivingOrderClosed', { number: order.number }));
  const lines = await ctx.tx.select().from(purchaseOrderLines).where(and(eq(purchaseOrderLines.companyId, ctx.company.id), eq(purchaseOrderLines.orderId, order.id))).orderBy(asc(purchaseOrderLines.lineNo));
  return { order, lines };
}

/**
 * The lines as kept. A receiving against an order that gives no lines receives what is still
 * to come of each of its lines. A line of the order takes its item, unit cost and location from
 * it (and the item's own location); a line of no order takes the vendor's price for the item,
 * else the item's cost. Each receives a quantity above zero into a location of the receiving's
 * warehouse; quantity x unit cost is at most the largest amount.
 */
async function completeReceivingLines(ctx: WriteContext, body: z.infer<typeof input>, given: Line[], existing: Doc | null): Promise<Line[]> {
  const found = await orderOf(ctx, body.purchase_order_id, body.vendor_id, existing);
  const orderLines = new Map<number, OrderLineRow>(found?.lines.map((l) => [l.id, l]) ?? []);
  // A line of an item the order names, given without its order line (as a person fills the form: the item and how many), receives against that line.
  const lines: Line[] =
    given.length || !found
      ? matchOrderLines(given, found?.lines ?? [])
      : found.lines.flatMap((l) => {
          const left = qtyOf(l.quantity) - qtyOf(l.quantityReceived);
          return left > 0n ? [{ order_line_id: l.id, item_id: l.itemId, location_id: l.locationId, account_id: l.accountId, description: l.description, quantity: qtyText(left), unit_cost: null }] : [];
        });
  const itemIds = [...new Set(lines.flatMap((l) => [l.item_id, l.order_line_id ? orderLines.get(l.order_line_id)?.itemId : null]).filter((id): id is number => !!id))];
  const [items, prices] = await Promise.all([inventoryItemsById(ctx, itemIds), vendorPrices(ctx, body.vendor_id, itemIds)]);
  const errors = new FieldErrors();
  const done = lines.map((line, i) => {
    const at = errors.of('lines', i);
    const ordered = line.order_line_id ? orderLines.get(line.order_line_id) : undefined;
    if (line.order_line_id && !ordered) at('order_line_id', found ? say('receivingLineNotOfOrder') : say('receivingLineNeedsOrder'));
    if (ordered && line.item_id && line.item_id !== ordered.itemId) at('item_id', say('receivingNotOrderedItem'));
    // A service confirmed done, or a good not kept in stock received: charged to its account; nothing goes into stock.
    if (isExpensedLine(ordered?.type) || (!ordered && !line.item_id && line.account_id)) return expensedLine(line, ordered, at);
    const itemId = line.item_id ?? ordered?.itemId;
    const item = itemId ? items.get(itemId) : undefined;
    if (!item) {
      at('item_id', say('receivingChooseItem'));
      return line;
    }
    const quantity = scaled(line.quantity, 4);
    if (quantity === null || quantity <= 0n) at('quantity', say('receivingQuantity'));
    const unitCost = line.unit_cost ?? ordered?.rate ?? prices.get(item.id) ?? item.cost;
    if (unitCost === null || unitCost === undefined) at('unit_cost', say('unitCostNeeded'));
    const locationId = line.location_id ?? ordered?.locationId ?? item.locationId;
    if (!locationId) at('location_id', say('receivingChooseLocation'));
    const amount = quantity !== null && quantity > 0n && unitCost ? costOf(quantity, qtyOf(unitCost)) : 0n;
    if (amount > MAX_AMOUNT) at('unit_cost', say('lineOverLargest'));
    return { ...line, item_id: item.id, location_id: locationId, description: line.description ?? item.displayName, unit_cost: unitCost ? qtyText(qtyOf(unitCost)) : null, amount: fromCents(amount) };
  });
  const warehouseOf = await warehouseOfLocations(ctx, done.flatMap((l) => (l.location_id ? [l.location_id] : [])));
  done.forEach((l, i) => {
    if (l.location_id && outsideOf(warehouseOf, l.location_id, body.warehouse_id)) errors.of('lines', i)('location_id', say('receivingLocationOutside'));
  });
  errors.throwIfAny();
  if (!done.length) throw ValidationError.field('lines', found ? say('receivingNothingLeft') : say('receivingNeedsLine'));
  return done;
}

/**
 * The order line each given line receives against: its own `order_line_id`, else, for an item,
 * the order's first line of that item with something still to receive (else its first line of
 * that item); a line of an item the order does not name stays a line of no order.
 */
export function matchOrderLines(lines: Line[], orderLines: OrderLineRow[]): Line[] {
  const taken = new Set(lines.flatMap((l) => (l.order_line_id ? [l.order_line_id] : [])));
  return lines.map((line) => {
    if (line.order_line_id || !line.item_id) return line;
    const ofItem = orderLines.filter((o) => o.itemId === line.item_id && !taken.has(o.id));
    const match = ofItem.find((o) => qtyOf(o.quantity) > qtyOf(o.quantityReceived)) ?? ofItem[0];
    if (!match) return line;
    taken.add(match.id);
    return { ...line, order_line_id: match.id };
  });
}

/** What a receiving line charged to an account says of itself: a service done, or a good not kept in stock. */
const EXPENSED_WORDS = {
  service: {
    location: say('serviceNoLocation'),
    account: say('receivingServiceAccount'),
    cost: say('receivingServiceCost'),
    description: say('receivingServiceDescription'),
  },
  good: {
    location: say('goodNoLocation'),
    account: say('receivingGoodAccount'),
    cost: say('receivingGoodCost'),
    description: say('receivingGoodDescription'),
  },
};

/**
 * A line receiving a service done, or goods not kept in stock (an order's goods line): a quantity
 * above zero at the order line's rate (or its own unit cost), charged to the order line's account
 * (or its own), with no item or location.
 */
function expensedLine(line: Line, ordered: OrderLineRow | undefined, at: (field: string, said: Said) => void): Line {
  const words = EXPENSED_WORDS[ordered?.type === 'good' ? 'good' : 'service'];
  if (line.location_id) at('location_id', words.location);
  if (ordered && line.account_id && line.account_id !== ordered.accountId) at('account_id', words.account);
  const quantity = scaled(line.quantity, 4);
  if (quantity === null || quantity <= 0n) at('quantity', say('receivingQuantity'));
  const unitCost = line.unit_cost ?? ordered?.rate;
  if (unitCost === null || unitCost === undefined) at('unit_cost', words.cost);
  const description = line.description ?? ordered?.description;
  if (!description?.trim()) at('description', words.description);
  const amount = quantity !== null && quantity > 0n && unitCost ? costOf(quantity, qtyOf(unitCost)) : 0n;
  if (amount > MAX_AMOUNT) at('unit_cost', say('lineOverLargest'));
  return { ...line, item_id: null, location_id: null, account_id: line.account_id ?? ordered?.accountId ?? null, description, unit_cost: unitCost ? qtyText(qtyOf(unitCost)) : null, amount: fromCents(amount) };
}

/** The stock a receiving brings in: each item line's quantity into its location at its unit cost (a service line moves no stock). */
const stock = stockLedger<Doc, unknown, Line>({
  sourceType: 'receiving',
  date: (doc) => doc.date,
  requests: (_ctx, _doc, lines) =>
    lines.flatMap((l, i) => (l.item_id ? [{ field: `lines.${i}`, lineNo: i + 1, itemId: l.item_id, locationId: l.location_id!, quantity: scaled(l.quantity, 4), unitCost: scaled(l.unit_cost, 4) }] : [])),
});

/**
 * What a receiving received of its order's lines, moving each line's quantity received and the
 * order's amount received. More than is still to come of a line is refused (422 on the line's
 * quantity) unless the company allows receiving more than ordered. The order's lines are locked
 * first (FOR NO KEY UPDATE: the receiving's own lines already hold a key-share lock on them, by
 * their foreign key), so two receivings of one order at once see each other's quantities.
 */
const receipts = defineSubLedger<typeof purchaseOrderReceipts, Doc, unknown, Line>({
  table: purchaseOrderReceipts,
  of: (doc) => eq(purchaseOrderReceipts.receivingId, doc.id),
  async rows(ctx, doc, lines) {
    const lineIds = [...new Set(lines.flatMap((l) => (l.order_line_id ? [l.order_line_id] : [])))];
    if (!doc.purchaseOrderId || !lineIds.length) return [];
    const locked = await ctx.tx
      .select({ id: purchaseOrderLines.id, quantity: purchaseOrderLines.quantity, received: purchaseOrderLines.quantityReceived })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.companyId, ctx.company.id), inArray(purchaseOrderLines.id, lineIds)))
      .orderBy(asc(purchaseOrderLines.id))
      .for('no key update');
    const left = new Map(locked.map((l) => [l.id, { ordered: qtyOf(l.quantity), left: qtyOf(l.quantity) - qtyOf(l.received) }]));
    const overAllowed = settingsOf(ctx.company).allow_over_receiving === 1;
    const errors = new FieldErrors();
    const rows = lines.flatMap((l, i) => {
      const of = l.order_line_id ? left.get(l.order_line_id) : undefined;
      if (!of) return [];
      const quantity = scaled(l.quantity, 4) ?? 0n;
      if (quantity > of.left && !overAllowed)
        errors.of('lines', i)('quantity', say('receivingOverOrdered', { left: qtyText(of.left > 0n ? of.left : 0n), ordered: qtyText(of.ordered) }));
      of.left -= quantity;
      return [{ receivingId: doc.id, orderId: doc.purchaseOrderId!, orderLineId: l.order_line_id!, quantity: qtyText(quantity), amount: l.amount ?? '0.00' }];
    });
    errors.throwIfAny();
    return rows;
  },
  reversal: 'delete',
  balances: [
    { table: purchaseOrderLines, key: (r) => ({ id: r.orderLineId }), moves: (r) => ({ quantityReceived: r.quantity }) },
    { table: purchaseOrders, key: (r) => ({ id: r.orderId }), moves: (r) => ({ receivedAmount: r.amount }) },
  ],
  async settled(ctx, doc) {
    if (doc.purchaseOrderId) await settleOrderStatus(ctx, doc.purchaseOrderId);
  },
});

const guard = takingBackGuard('receiving', 'receivingTakeBackShort');

/** The bill that bills a receiving, if one does. */
async function billOf(ctx: ResourceContext, receivingId: number) {
  const [row] = await ctx.tx.select({ billId: receivingBills.billId }).from(receivingBills).where(and(eq(receivingBills.companyId, ctx.company.id), eq(receivingBills.receivingId, receivingId)));
  return row?.billId ?? null;
}

/**
 * Bill this receiving, in one step: a draft bill of its vendor with one line naming it, for the
 * value received, dated today unless given. A draft, so the clerk types the vendor's bill number
 * and what the vendor charged before posting it (a difference goes to Purchase Price Variance).
 */
const billAction = action<typeof receivings.$inferSelect, z.ZodObject<{ date: ReturnType<typeof date> }>>({
  input: z.object({ date: date('Bill date') }),
  opens: 'ap-bills',
  when: { state: ['posted'] },
  refusal: say('receivingBillPostedOnly'),
  async run(ctx, row, input) {
    if (await billOf(ctx, row.id)) throw ValidationError.field('id', say('receivingBilled'));
    const bills = ctx.registry.get('ap-bills')!;
    const line = { receiving_id: row.id, amount: row.totalAmount, description: entryText(ctx, 'receiving', { number: row.number }) };
    const bill = await createRecord(bills, ctx, { vendor_id: row.vendorId, date: input.date ?? today(ctx.company), state: 'draft', lines: [line] });
    return { record: bill, of: bills, status: 201 };
  },
});

/**
 * Receivings (`receiving`, goods receiving -54, [205]): stock received from a vendor into a
 * warehouse's locations, against a purchase order (all that is still to come when no lines are
 * given) or not. Posting moves each line's quantity in at its unit cost (stock-ledger.ts) and
 * posts Dr each item's inventory account / Cr Received Not Billed; the vendor's bill naming it
 * clears that (lib/modules/payables/receipt-billing.ts). A billed receiving is neither changed
 * nor voided until its bill is voided or no longer names it.
 */
export const receivingsResource = defineDocument({
  name: 'receiving',
  domainId: 205,
  table: receivings,
  numbering: { series: 'receiving', caseless: true },
  input,
  columns: ['number', 'vendor_id', 'purchase_order_id', 'date', 'warehouse_id', 'total_amount', 'state'],
  search: ['number', 'memo'],
  sort: ['number', 'date', 'total_amount', 'created_at'],
  filter: ['state', 'vendor_id', 'purchase_order_id', 'warehouse_id'],
  refs: { vendor_id: 'vendors', purchase_order_id: 'purchase-orders', warehouse_id: 'warehouses' },
  expand: {
    lines: hasMany(lineShape, 'receivingId'),
    vendor: belongsTo(vendorsResource, 'vendorId'),
    purchaseOrder: belongsTo(purchaseOrdersResource, 'purchaseOrderId'),
    warehouse: belongsTo(warehousesResource, 'warehouseId'),
    journal: belongsTo({ table: journals }, 'journalId'),
  },
  terminology: 'receiving',
  titleField: 'number',
  permission: 'inventory',
  features: { bookmarks: true },
  actions: { bill: billAction },
  document: {
    noun: 'receiving',
    sourceType: 'receiving',
    lines: { table: receivingLines, ownerKey: 'receivingId' },
    drafts: true,
    voidConfirm: 'Void this receiving? Its stock goes back out at the cost it came in, its posting is reversed and its order shows it as not received.',
    completeLines: (ctx, body, lines: Line[], existing) => completeReceivingLines(ctx, body, lines, existing),
    async header(_ctx, body, lines: Line[]) {
      return {
        number: body.number ?? undefined,
        vendorId: body.vendor_id,
        purchaseOrderId: body.purchase_order_id ?? null,
        warehouseId: body.warehouse_id,
        date: body.date,
        memo: body.memo ?? null,
        totalAmount: documentTotal('receiving', lines.map((l) => l.amount)),
      };
    },
    ledgers: [stock, receipts],
    async posting(doc, kept: Line[], ctx) {
      const accrual = await systemAccount(ctx, 'received_not_billed');
      const lines = await stockPostingLines(ctx, { type: 'receiving', id: doc.id }, () => accrual, 'lines');
      // A service confirmed done: Dr its account / Cr Received Not Billed, which its bill clears.
      for (const l of kept) {
        if (l.item_id || !l.account_id || !l.amount || toCents(l.amount) === 0n) continue;
        lines.push({ accountId: l.account_id, debit: l.amount, description: l.description }, { accountId: accrual, credit: l.amount, description: l.description });
      }
      return { date: doc.date, memo: doc.memo ?? entryText(ctx, 'receiving', { number: doc.number }), lines };
    },
    async onChange(ctx, doc) {
      const billId = await billOf(ctx, doc.id);
      if (billId) throw ValidationError.field('id', say('receivingBilledFixed'));
    },
    // Its stock goes back out: refused where it was sold or moved on since (no silent negative stock).
    onVoid: guard.onVoid,
  },
  afterWrite: guard.afterWrite,
});
