import { and, asc, eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { inItems, stockBins, warehouseLocations, warehouses } from '@/db/schema';
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

export const inventoryReports = [
  defineReport({
    name: 'inventory-valuation',
    permission: 'in-items',
    params: z.object({ warehouse_id: reportParam.optionalId('warehouses', 'warehouse') }),
    run: (ctx, p) => stockValuation(ctx, p.warehouse_id),
    columns: answerColumns,
    period: 'as-of',
  }),
];
