import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inItems, purchaseOrderLines, purchaseOrders, stockBins, vendors, warehouseLocations, warehouses } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { answerColumns, defineReport, reportParam } from '@/lib/engine/reports';
import { columnTotal, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, toCents } from '@/lib/money';
import { averageCost } from './items';
import { qtyOf, qtyText } from './stock-ledger';

/**
 * Stock on hand and its value by warehouse and location (inventory valuation): each bin that
 * holds a quantity or a value, read from the kept bins (never summed from the moves), at its
 * moving average cost. Its total is the inventory accounts' balance.
 */
export async function stockValuation(ctx: ResourceContext, warehouseId?: number): Promise<TableReport> {
  const rows = await ctx.tx
    .select({
      warehouse: warehouses.displayName,
      location: warehouseLocations.displayName,
      number: inItems.number,
      item: inItems.displayName,
      unit: inItems.unit,
      quantity: stockBins.quantity,
      value: stockBins.value,
    })
    .from(stockBins)
    .innerJoin(inItems, eq(inItems.id, stockBins.itemId))
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockBins.locationId))
    .innerJoin(warehouses, eq(warehouses.id, warehouseLocations.warehouseId))
    .where(and(eq(stockBins.companyId, ctx.company.id), or(ne(stockBins.quantity, '0'), ne(stockBins.value, '0')), warehouseId ? eq(warehouses.id, warehouseId) : undefined))
    .orderBy(asc(warehouses.displayName), asc(warehouseLocations.displayName), asc(inItems.displayName), asc(stockBins.id));
  const shown = rows.map((r) => ({ ...r, quantity: qtyText(qtyOf(r.quantity)), average_cost: averageCost(r.quantity, r.value), value: fromCents(toCents(r.value)) }));
  return {
    columns: [textColumn('warehouse'), textColumn('location'), textColumn('number'), textColumn('item'), textColumn('unit'), textColumn('quantity'), textColumn('average_cost'), moneyColumn('value')],
    rows: shown,
    totals: { value: columnTotal(shown, 'value') },
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
