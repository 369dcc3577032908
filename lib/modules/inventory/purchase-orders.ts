import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inItemPrices, purchaseOrderLines, purchaseOrderReceipts, purchaseOrders } from '@/db/schema';
import { action, type ResourceContext, type Shape, type WriteContext } from '@/lib/engine/define';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { divideHalfUp, fromCents, MAX_AMOUNT, scaled, toCents } from '@/lib/money';
import { accountsResource } from '@/lib/modules/books/accounts';
import { codesOf } from '@/lib/modules/books/account-types';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { inItemsResource, inventoryItemsById, outsideOf, warehouseOfLocations } from './items';
import { reorderAction } from './reorder';
import { QTY, qtyOf, qtyText } from './stock-ledger';
import { warehouseLocationsResource, warehousesResource } from './warehouses';

/** What a service or non-stock good line is charged to when received: a cost of sale, an expense or other expense. */
export const SERVICE_ACCOUNT_TYPES = codesOf('cost_of_sale', 'expense', 'other_expense');

export const PURCHASE_LINE_TYPES = { item: 'Inventory item', good: 'Good (not stocked)', service: 'Service' };
// Columns of one type of line only (a line of no type is an item's, as before types).
const ITEM_LINE = { field: 'type', values: ['item', ''] };
const SERVICE_LINE = { field: 'type', values: ['good', 'service'] };

/** A line expensed to its account when received, never stocked: a service, or a good not kept in stock. */
export const isExpensedLine = (type: string | null | undefined) => type === 'service' || type === 'good';

const lineInput = z.object({
  type: textChoice('Type', PURCHASE_LINE_TYPES),
  item_id: ref('Item', { collection: 'in-items', shownWhen: ITEM_LINE }),
  account_id: ref('Account', { where: { type: SERVICE_ACCOUNT_TYPES }, mustBe: 'mustBeServiceAccount', shownWhen: SERVICE_LINE }),
  location_id: ref('Location', { collection: 'warehouse-locations', shownWhen: ITEM_LINE }),
  description: text('Description', { max: 1000 }),
  quantity: decimal('Quantity'),
  rate: decimal('Rate', { min: 0 }),
});
type OrderLine = z.infer<typeof lineInput> & { amount?: string; line_no?: number };
type Doc = typeof purchaseOrders.$inferSelect;

const lineShape: Shape = {
  table: purchaseOrderLines,
  hidden: ['order_id'],
  expand: { item: belongsTo(inItemsResource, 'itemId'), location: belongsTo(warehouseLocationsResource, 'locationId'), account: belongsTo(accountsResource, 'accountId') },
};

const STATUSES = { open: 'Open', partial: 'Partially received', received: 'Received', closed: 'Closed' };

/** quantity x unit cost (both 4 places, scaled by QTY) in cents, half-up. */
export const costOf = (quantity: bigint, unitCost: bigint) => divideHalfUp(quantity * unitCost, (QTY * QTY) / 100n);

/** Each item's price from a vendor (its `prices`), by item id. */
export async function vendorPrices(ctx: ResourceContext, vendorId: number, itemIds: number[]): Promise<Map<number, string>> {
  if (!itemIds.length) return new Map();
  const rows = await ctx.tx
    .select({ itemId: inItemPrices.itemId, price: inItemPrices.price })
    .from(inItemPrices)
    .where(and(eq(inItemPrices.companyId, ctx.company.id), eq(inItemPrices.vendorId, vendorId), inArray(inItemPrices.itemId, itemIds)));
  return new Map(rows.map((r) => [r.itemId, r.price]));
}

/**
 * The lines as kept: each item's description, its rate from the vendor's price for it, else the
 * item's cost; a quantity above zero; quantity x rate to the cent, at most the largest amount;
 * a location of the order's warehouse. A service line names its account, a description and a
 * rate, and no item or location (it is never stocked). 422s name each bad field of each line.
 */
async function completeOrderLines(ctx: WriteContext, vendorId: number, warehouseId: number | null | undefined, lines: OrderLine[]): Promise<OrderLine[]> {
  const ids = [...new Set(lines.flatMap((l) => (!isExpensedLine(l.type) && l.item_id ? [l.item_id] : [])))];
  const [items, prices, warehouseOf] = await Promise.all([inventoryItemsById(ctx, ids), vendorPrices(ctx, vendorId, ids), warehouseOfLocations(ctx, lines.flatMap((l) => (l.location_id ? [l.location_id] : [])))]);
  const errors = new FieldErrors();
  const done = lines.map((line, i) => {
    const at = errors.of('lines', i);
    const quantity = scaled(line.quantity, 4);
    if (quantity === null || quantity <= 0n) at('quantity', say('orderQuantity'));
    if (isExpensedLine(line.type)) {
      const good = line.type === 'good';
      if (line.item_id) at('item_id', say(good ? 'orderGoodNoItem' : 'orderServiceNoItem'));
      if (line.location_id) at('location_id', say(good ? 'goodNoLocation' : 'serviceNoLocation'));
      if (!line.account_id) at('account_id', say(good ? 'orderGoodAccount' : 'orderServiceAccount'));
      if (!line.description?.trim()) at('description', say(good ? 'orderGoodDescription' : 'orderServiceDescription'));
      if (line.rate === null || line.rate === undefined) at('rate', say(good ? 'orderGoodRate' : 'orderServiceRate'));
      const amount = quantity !== null && quantity > 0n && line.rate ? costOf(quantity, qtyOf(line.rate)) : 0n;
      if (amount > MAX_AMOUNT) at('rate', say('lineOverLargest'));
      return { ...line, item_id: null, location_id: null, rate: line.rate ? qtyText(qtyOf(line.rate)) : line.rate, amount: fromCents(amount), line_no: i + 1 };
    }
    if (line.account_id) at('account_id', say('orderItemNoAccount'));
    const item = line.item_id ? items.get(line.item_id) : undefined;
    if (!item) {
      at('item_id', say('orderChooseItem'));
      return line;
    }
    const rate = line.rate ?? prices.get(item.id) ?? item.cost;
    if (rate === null || rate === undefined) at('rate', say('unitCostNeeded'));
    if (line.location_id && warehouseId && outsideOf(warehouseOf, line.location_id, warehouseId)) at('location_id', say('orderLocationOutside'));
    const amount = quantity !== null && quantity > 0n && rate ? costOf(quantity, qtyOf(rate)) : 0n;
    if (amount > MAX_AMOUNT) at('rate', say('lineOverLargest'));
    return { ...line, type: 'item' as const, description: line.description ?? item.displayName, rate: rate ? qtyText(qtyOf(rate)) : rate, amount: fromCents(amount), line_no: i + 1 };
  });
  errors.throwIfAny();
  return done;
}

/** Whether any receiving stands against the order. */
async function hasReceipts(ctx: ResourceContext, orderId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: purchaseOrderReceipts.id })
    .from(purchaseOrderReceipts)
    .where(and(eq(purchaseOrderReceipts.companyId, ctx.company.id), eq(purchaseOrderReceipts.orderId, orderId)))
    .limit(1);
  return !!row;
}

/**
 * An order's status from what was received of its lines: received when every line is, partially
 * received when anything is, else open; a closed order stays closed.
 */
export async function settleOrderStatus(ctx: WriteContext, orderId: number): Promise<void> {
  await ctx.tx
    .update(purchaseOrders)
    .set({
      status: sql`case when ${purchaseOrders.status} = 'closed' then 'closed'
        when not exists (select 1 from ${purchaseOrderLines} l where l.order_id = ${orderId} and l.quantity_received < l.quantity) then 'received'
        when exists (select 1 from ${purchaseOrderLines} l where l.order_id = ${orderId} and l.quantity_received > 0) then 'partial'
        else 'open' end`,
    })
    .where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.id, orderId)));
}

/**
 * Purchase orders (`purchase-orders`, [203]): inventory items ordered from a vendor at a unit cost
 * (the vendor's price for the item by default). An order posts nothing: receivings against it
 * move the stock (./receivings.ts), and its status follows what they received (open, partially
 * received, received) until it is closed. Once anything is received it is no longer changed or
 * voided (void the receivings first); it may be closed, which ends receiving against it.
 */
export const purchaseOrdersResource = defineDocument({
  name: 'purchase-orders',
  domainId: 203,
  table: purchaseOrders,
  numbering: { series: 'purchase_order', caseless: true },
  input: z.object({
    number: text('Number', { max: 32 }),
    vendor_id: ref('Vendor', { required: true }),
    date: date('Date', { required: true }),
    expected_date: date('Expected date'),
    warehouse_id: ref('Warehouse'),
    memo: textArea('Memo'),
    lines: z.array(lineInput).max(200, { error: 'At most 200 lines.' }).optional(),
  }),
  columns: ['number', 'vendor_id', 'date', 'expected_date', 'total_amount', 'received_amount', 'balance', 'status', 'state'],
  search: ['number', 'memo'],
  sort: ['number', 'date', 'expected_date', 'total_amount', 'created_at'],
  filter: ['state', 'status', 'vendor_id'],
  refs: { vendor_id: 'vendors', warehouse_id: 'warehouses' },
  computed: (row: Doc) => ({ balance: fromCents(toCents(row.totalAmount) - toCents(row.receivedAmount)) }),
  kinds: { balance: 'money', status: { kind: 'choice', options: STATUSES } },
  expand: {
    lines: hasMany(lineShape, 'orderId'),
    vendor: belongsTo(vendorsResource, 'vendorId'),
    warehouse: belongsTo(warehousesResource, 'warehouseId'),
  },
  terminology: 'purchase_order',
  titleField: 'number',
  permission: 'purchase_order',
  features: { bookmarks: true },
  collectionActions: { reorder: reorderAction },
  actions: {
    close: action<Doc>({
      confirm: 'Close this purchase order? Nothing more is received against it.',
      when: { state: ['posted'], status: ['open', 'partial'] },
      refusal: say('orderCloseRefused'),
      async run(ctx, row) {
        const [closed] = await ctx.tx.update(purchaseOrders).set({ status: 'closed', updatedAt: sql`now()` }).where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.id, row.id))).returning();
        return { record: closed };
      },
    }),
  },
  document: {
    noun: 'purchase order',
    sourceType: 'purchase_order',
    lines: { table: purchaseOrderLines, ownerKey: 'orderId' },
    drafts: true,
    voidConfirm: 'Void this purchase order? It stays listed as void; nothing is received against it.',
    completeLines: (ctx, input, lines: OrderLine[]) => completeOrderLines(ctx, input.vendor_id, input.warehouse_id, lines),
    async header(_ctx, input, lines: OrderLine[], existing) {
      return {
        number: input.number ?? undefined,
        vendorId: input.vendor_id,
        date: input.date,
        expectedDate: input.expected_date ?? null,
        warehouseId: input.warehouse_id ?? null,
        memo: input.memo ?? null,
        totalAmount: documentTotal('purchase order', lines.map((l) => l.amount)),
        status: existing?.status ?? 'open',
      };
    },
    // An order posts no journal: it commits nothing to the books until stock is received.
    posts: () => false,
    posting: (doc) => ({ date: doc.date, memo: null, lines: [] }),
    async onChange(ctx, doc) {
      if (await hasReceipts(ctx, doc.id)) throw ValidationError.field('id', say('orderReceived'));
    },
  },
});
