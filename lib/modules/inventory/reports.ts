import { and, asc, eq, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { inItems, purchaseOrderLines, purchaseOrders, stockBins, vendors, warehouseLocations, warehouses } from '@/db/schema';
import { rowsOf } from '@/db/client';
import type { ResourceContext } from '@/lib/engine/define';
import { answerColumns, defineReport, reportParam } from '@/lib/engine/reports';
import { columnTotal, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { qtyOf, qtyText } from './stock-ledger';

/**
 * A bin's average cost, value / quantity to 4 places rounded half away from zero (as
 * `averageCost` does in code), in exact numeric arithmetic; none where nothing is on hand.
 */
export const averageCostOf = (quantity: SQLWrapper, value: SQLWrapper) =>
  sql<string | null>`case when ${quantity} > 0 then (sign(${value}) * div(2 * abs(${value}) * 10000 + ${quantity}, 2 * ${quantity}) / 10000)::numeric(24,4)::text end`;

/**
 * Stock on hand and its value by warehouse and location (inventory valuation): each bin that
 * holds a quantity or a value, read from the kept bins (never summed from the moves), at its
 * moving average cost. Its total is the inventory accounts' balance. The figures are written as
 * text by the database (a valuation of 10,000 items formatted in code cost more than its query).
 */
export async function stockValuation(ctx: ResourceContext, warehouseId?: number): Promise<TableReport> {
  // Read as plain rows: mapping 10,000 rows through the query builder cost more than the query.
  const res = await ctx.tx.execute(sql`
    select w.display_name as warehouse, l.display_name as location, i.number, i.display_name as item, i.unit,
           b.quantity::numeric(18,4)::text as quantity, ${averageCostOf(sql`b.quantity`, sql`b.value`)} as average_cost, b.value::numeric(38,2)::text as value
    from ${stockBins} b
    join ${inItems} i on i.id = b.item_id
    join ${warehouseLocations} l on l.id = b.location_id
    join ${warehouses} w on w.id = l.warehouse_id
    where b.company_id = ${ctx.company.id} and (b.quantity <> 0 or b.value <> 0) ${warehouseId ? sql`and w.id = ${warehouseId}` : sql``}
    order by w.display_name, l.display_name, i.display_name, b.id`);
  const rows = rowsOf<{ warehouse: string; location: string; number: string | null; item: string; unit: string | null; quantity: string; average_cost: string | null; value: string }>(res);
  return {
    columns: [textColumn('warehouse'), textColumn('location'), textColumn('number'), textColumn('item'), textColumn('unit'), textColumn('quantity'), textColumn('average_cost'), moneyColumn('value')],
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
    columns: [textColumn('number'), textColumn('item'), textColumn('unit'), textColumn('on_hand'), textColumn('on_order'), textColumn('reorder_point'), textColumn('vendor')],
    rows: shown,
    totals: {},
  };
}

export const inventoryReports = [
  defineReport({
    name: 'inventory-valuation',
    permission: 'in-items',
    params: z.object({ warehouse_id: reportParam.optionalId('warehouses', 'warehouse') }),
    run: (ctx, p) => stockValuation(ctx, p.warehouse_id),
    columns: answerColumns,
    period: 'as-of',
  }),
  defineReport({
    name: 'inventory-reorder',
    permission: 'in-items',
    params: z.object({ vendor_id: reportParam.optionalId('vendors', 'vendor') }),
    run: (ctx, p) => itemsToReorder(ctx, p.vendor_id),
    columns: answerColumns,
    period: 'as-of',
  }),
];
