import { and, asc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { customers, fixedAssets, inItems, purchaseOrderLines, purchaseOrders, salesDocuments, stockBins, stockMoves, stockReservations, vendors, warehouseLocations, warehouses } from '@/db/schema';
import { rowsOf } from '@/db/client';
import type { ResourceContext } from '@/lib/engine/define';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { columnTotal, dateColumn, decimalColumn, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { qtyOf, qtyText } from './stock-ledger';

/**
 * A bin's average cost, value / quantity to 4 places rounded half away from zero (as
 * `averageCost` does in code), in exact numeric arithmetic; none where nothing is on hand.
 */
export const averageCostOf = (quantity: SQLWrapper, value: SQLWrapper) =>
  sql<string | null>`case when ${quantity} > 0 then (sign(${value}) * div(2 * abs(${value}) * 10000 + ${quantity}, 2 * ${quantity}) / 10000)::numeric(24,4)::text end`;

/**
 * The company's bins with their warehouse (or asset), location and item, for the stock reports,
 * which leave out the empty ones after it. Not before: under row-level security PostgreSQL may not
 * read a table's statistics for an operator that is not leakproof (numeric `<>`), so it guessed
 * one non-empty bin of 10,000 and joined them by 40,000 index lookups (nested loops); the bins of
 * a company it estimates right (an integer `=`), and joins them by hashing. `offset 0` keeps the
 * filter out of this subquery (docs/decisions.md "The stock reports' plan under row-level security").
 */
const binsOf = (also: SQL, ctx: ResourceContext) => sql`
  select b.id, coalesce(w.display_name, fa.display_name) as warehouse, l.display_name as location, i.number, i.display_name as item, i.unit, b.quantity, b.value, b.reserved
  from ${stockBins} b
  join ${inItems} i on i.id = b.item_id
  join ${warehouseLocations} l on l.id = b.location_id
  left join ${warehouses} w on w.id = l.warehouse_id
  left join ${fixedAssets} fa on fa.id = l.asset_id
  where b.company_id = ${ctx.company.id} ${also}
  offset 0`;

/**
 * Runs a stock report's statement with its joins hashed: every table it joins is under row-level
 * security, whose company condition the planner estimates at a few rows each, so it looks up
 * each of 10,000 bins' item, location and warehouse by index (about twice the time of hashing
 * them; measured in bench/inventory.mts). Scoped to this statement: the setting is put back right after it.
 */
async function hashJoined(ctx: ResourceContext, statement: SQL) {
  await ctx.tx.execute(sql`set local enable_nestloop = off`);
  const res = await ctx.tx.execute(statement);
  // (After a failure the transaction is over, setting and all.)
  await ctx.tx.execute(sql`set local enable_nestloop = on`);
  return res;
}

type BinRow = { id: number; warehouse: string; location: string; item: string };

/**
 * A stock report's bins in its order: warehouse, location, item name, then the bin (for items of
 * one name), without the bin's id. Sorted here, not by the statement: a sorted statement holds
 * every row back until it has read the last, so the database's work and the driver's reading add
 * up instead of overlapping (the valuation of 10,000 bins in about two thirds of the time,
 * bench/inventory.mts). Names compare by UTF-16 code unit, as the database's C.UTF-8 collation
 * does by code point except between characters above U+E000 and those beyond U+FFFF.
 */
function inPlaceOrder<R extends BinRow>(rows: R[]): Omit<R, 'id'>[] {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => byName(a.warehouse, b.warehouse) || byName(a.location, b.location) || byName(a.item, b.item) || a.id - b.id);
  return rows.map(({ id: _, ...row }) => row);
}

/**
 * Stock on hand and its value by warehouse and location (inventory valuation): each bin that
 * holds a quantity or a value, read from the kept bins (never summed from the moves), at its
 * moving average cost. Its total is the inventory accounts' balance. The figures are written as
 * text by the database (a valuation of 10,000 items formatted in code cost more than its query).
 */
export async function stockValuation(ctx: ResourceContext, warehouseId?: number): Promise<TableReport> {
  // Read as plain rows: mapping 10,000 rows through the query builder cost more than the query.
  const res = await hashJoined(ctx, sql`
    select id, warehouse, location, number, item, unit, quantity::numeric(18,4)::text as quantity, ${averageCostOf(sql`quantity`, sql`value`)} as average_cost, value::numeric(38,2)::text as value
    from (${binsOf(warehouseId ? sql`and w.id = ${warehouseId}` : sql``, ctx)}) b
    where quantity <> 0 or value <> 0`);
  const rows = inPlaceOrder(rowsOf<BinRow & { number: string | null; unit: string | null; quantity: string; average_cost: string | null; value: string }>(res));
  return {
    columns: [textColumn('warehouse'), textColumn('location'), textColumn('number'), textColumn('item'), textColumn('unit'), decimalColumn('quantity'), decimalColumn('average_cost'), moneyColumn('value')],
    rows,
    totals: { value: columnTotal(rows, 'value') },
  };
}

/**
 * Items at or below their reorder point (the level at which more is ordered): what is on hand
 * over all locations (the kept bins), what is still to come on posted orders not closed, and the
 * preferred vendor to order from. Items with no reorder point are not listed.
 */
export async function reorderRows(ctx: ResourceContext, vendorId?: number) {
  const onHand = sql<string>`coalesce((select sum(b.quantity) from ${stockBins} b where b.company_id = ${inItems.companyId} and b.item_id = ${inItems.id}), 0)`;
  const onOrder = sql<string>`coalesce((select sum(l.quantity - l.quantity_received) from ${purchaseOrderLines} l join ${purchaseOrders} o on o.id = l.order_id
    where l.company_id = ${inItems.companyId} and l.item_id = ${inItems.id} and o.state = 'posted' and o.status in ('open', 'partial') and l.quantity > l.quantity_received), 0)`;
  return ctx.tx
    .select({ itemId: inItems.id, vendorId: inItems.preferredVendorId, number: inItems.number, item: inItems.displayName, unit: inItems.unit, on_hand: onHand, on_order: onOrder, reorder_point: inItems.reorderPoint, vendor: vendors.displayName })
    .from(inItems)
    .leftJoin(vendors, eq(vendors.id, inItems.preferredVendorId))
    .where(and(eq(inItems.companyId, ctx.company.id), eq(inItems.status, 1), isNotNull(inItems.reorderPoint), sql`${onHand} <= ${inItems.reorderPoint}`, vendorId ? eq(inItems.preferredVendorId, vendorId) : undefined))
    .orderBy(asc(vendors.displayName), asc(inItems.displayName), asc(inItems.id));
}

/** The items to reorder as a report. */
export async function itemsToReorder(ctx: ResourceContext, vendorId?: number): Promise<TableReport> {
  const rows = await reorderRows(ctx, vendorId);
  const shown = rows.map(({ itemId: _i, vendorId: _v, ...r }) => ({ ...r, on_hand: qtyText(qtyOf(r.on_hand)), on_order: qtyText(qtyOf(r.on_order)), reorder_point: qtyText(qtyOf(r.reorder_point)) }));
  return {
    columns: [textColumn('number'), textColumn('item'), textColumn('unit'), decimalColumn('on_hand'), decimalColumn('on_order'), decimalColumn('reorder_point'), textColumn('vendor')],
    rows: shown,
    totals: {},
  };
}

/**
 * Stock on hand by warehouse and location: each bin's quantity on hand, what sales orders hold of
 * it and what is available (on hand − reserved), from the kept bins; optionally of one warehouse
 * or one item. Bins holding nothing and reserving nothing are left out.
 */
export async function stockOnHand(ctx: ResourceContext, p: { warehouse_id?: number; item_id?: number }): Promise<TableReport> {
  const res = await hashJoined(ctx, sql`
    select id, warehouse, location, number, item, unit, quantity::numeric(18,4)::text as on_hand, reserved::numeric(18,4)::text as reserved, (quantity - reserved)::numeric(18,4)::text as available
    from (${binsOf(sql`${p.warehouse_id ? sql`and w.id = ${p.warehouse_id}` : sql``} ${p.item_id ? sql`and i.id = ${p.item_id}` : sql``}`, ctx)}) b
    where quantity <> 0 or reserved <> 0`);
  return {
    columns: [textColumn('warehouse'), textColumn('location'), textColumn('number'), textColumn('item'), textColumn('unit'), decimalColumn('on_hand'), decimalColumn('reserved'), decimalColumn('available')],
    rows: inPlaceOrder(rowsOf<BinRow>(res)),
    totals: {},
  };
}

/** Purchase orders still to receive: posted, open or partially received, with what was received and what is left; optionally of one vendor. */
export async function openPurchaseOrders(ctx: ResourceContext, vendorId?: number): Promise<TableReport> {
  const rows = await ctx.tx
    .select({ number: purchaseOrders.number, vendor: vendors.displayName, date: purchaseOrders.date, expected_date: purchaseOrders.expectedDate, status: purchaseOrders.status, amount: purchaseOrders.totalAmount, received: purchaseOrders.receivedAmount, balance: sql<string>`(${purchaseOrders.totalAmount} - ${purchaseOrders.receivedAmount})::numeric(14,2)::text` })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.state, 'posted'), sql`${purchaseOrders.status} in ('open', 'partial')`, vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined))
    .orderBy(asc(purchaseOrders.expectedDate), asc(purchaseOrders.date), asc(purchaseOrders.id));
  return {
    columns: [textColumn('number'), textColumn('vendor'), dateColumn('date'), dateColumn('expected_date'), textColumn('status'), moneyColumn('amount'), moneyColumn('received'), moneyColumn('balance')],
    rows,
    totals: { amount: columnTotal(rows, 'amount'), received: columnTotal(rows, 'received'), balance: columnTotal(rows, 'balance') },
  };
}

/**
 * Sales orders still to ship: posted, not cancelled, not shipped in full, with the quantity they
 * still hold of stock (their reservations less what shipped); optionally of one customer.
 */
export async function openSalesOrders(ctx: ResourceContext, customerId?: number): Promise<TableReport> {
  const held = sql<string>`coalesce((select sum(r.quantity) from ${stockReservations} r where r.company_id = ${salesDocuments.companyId} and r.order_id = ${salesDocuments.id}), 0)::numeric(18,4)::text`;
  const rows = await ctx.tx
    .select({ number: salesDocuments.number, customer: customers.displayName, date: salesDocuments.date, status: sql<string>`case when ${salesDocuments.isApproved} then 'partial' else 'open' end`, amount: salesDocuments.totalAmount, held })
    .from(salesDocuments)
    .leftJoin(customers, eq(customers.id, salesDocuments.customerId))
    .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.kind, 'sales_order'), eq(salesDocuments.state, 'posted'), eq(salesDocuments.isTemplate, false), sql`${salesDocuments.convertedToId} is null`, customerId ? eq(salesDocuments.customerId, customerId) : undefined))
    .orderBy(asc(salesDocuments.date), asc(salesDocuments.id));
  return {
    columns: [textColumn('number'), textColumn('customer'), dateColumn('date'), textColumn('status'), moneyColumn('amount'), textColumn('held')],
    rows,
    totals: { amount: columnTotal(rows, 'amount') },
  };
}

/**
 * Every stock move of one item, in date order, optionally from/to a date: the document that made
 * it (its kind and id), where, the quantity and value in or out, and the quantity on hand after
 * it over all locations. Reversals show as their counter-moves (the history is kept).
 */
export async function itemStockMoves(ctx: ResourceContext, p: { item_id: number; from?: string; to?: string }): Promise<TableReport> {
  const res = await ctx.tx.execute(sql`
    select m.date::text as date, m.source_type as document, m.source_id as document_id, coalesce(w.display_name, fa.display_name) as warehouse, l.display_name as location,
           m.quantity::numeric(18,4)::text as quantity, m.value::numeric(38,2)::text as value,
           (sum(m.quantity) over (order by m.date, m.id))::numeric(18,4)::text as on_hand_after, m.date >= ${p.from ?? '0001-01-01'} as shown
    from ${stockMoves} m
    join ${warehouseLocations} l on l.id = m.location_id
    left join ${warehouses} w on w.id = l.warehouse_id
    left join ${fixedAssets} fa on fa.id = l.asset_id
    where m.company_id = ${ctx.company.id} and m.item_id = ${p.item_id} ${p.to ? sql`and m.date <= ${p.to}` : sql``}
    order by m.date, m.id`);
  const rows = rowsOf<Record<string, unknown> & { shown: boolean }>(res)
    .filter((r) => r.shown)
    .map(({ shown: _s, ...r }) => r);
  return {
    columns: [dateColumn('date'), textColumn('document'), textColumn('document_id'), textColumn('warehouse'), textColumn('location'), decimalColumn('quantity'), moneyColumn('value'), decimalColumn('on_hand_after')],
    rows,
    totals: { value: columnTotal(rows, 'value') },
  };
}

export const inventoryReports = [
  defineReport({
    name: 'inventory-valuation',
    permission: 'in-items',
    params: z.object({ warehouse_id: reportParam.optionalId('warehouses', 'warehouse') }),
    run: (ctx, p) => stockValuation(ctx, p.warehouse_id),
    period: 'as-of',
  }),
  defineReport({
    name: 'inventory-reorder',
    permission: 'in-items',
    params: z.object({ vendor_id: reportParam.optionalId('vendors', 'vendor') }),
    run: (ctx, p) => itemsToReorder(ctx, p.vendor_id),
    period: 'as-of',
  }),
  defineReport({
    name: 'stock-on-hand',
    permission: 'in-items',
    params: z.object({ warehouse_id: reportParam.optionalId('warehouses', 'warehouse'), item_id: reportParam.optionalId('in-items', 'item') }),
    run: (ctx, p) => stockOnHand(ctx, p),
    period: 'as-of',
  }),
  defineReport({
    name: 'open-purchase-orders',
    permission: 'purchase-orders',
    params: z.object({ vendor_id: reportParam.optionalId('vendors', 'vendor') }),
    run: (ctx, p) => openPurchaseOrders(ctx, p.vendor_id),
    period: 'as-of',
  }),
  defineReport({
    name: 'open-sales-orders',
    permission: 'sales-orders',
    params: z.object({ customer_id: reportParam.optionalId('customers', 'customer') }),
    run: (ctx, p) => openSalesOrders(ctx, p.customer_id),
    period: 'as-of',
  }),
  defineReport({
    name: 'item-stock-moves',
    permission: 'in-items',
    params: z.object({ item_id: reportParam.id('in-items', 'item'), from: reportParam.optionalDate(), to: reportParam.optionalDate() }),
    run: (ctx, p) => itemStockMoves(ctx, p),
    period: 'range',
  }),
];
