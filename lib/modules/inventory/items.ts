import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inItemPrices, inItems, stockBins, warehouseLocations } from '@/db/schema';
import { replaceChildren } from '@/lib/engine/children';
import { ACTIVE_INACTIVE, defineResource, type ResourceContext } from '@/lib/engine/define';
import { decimal, flag, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { codesOf, INVENTORY } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { fromCents, toCents } from '@/lib/money';
import { divideHalfUp } from '@/lib/money';
import { qtyOf, qtyText, QTY } from './stock-ledger';
import { warehouseLocationsResource } from './warehouses';

/** A bin as an item shows it: its location, quantity, what sales orders hold of it, what is available, value and average cost. */
const binShape = { table: stockBins, hidden: ['item_id'], computed: (row: typeof stockBins.$inferSelect) => ({ average_cost: averageCost(row.quantity, row.value), available: qtyText(qtyOf(row.quantity) - qtyOf(row.reserved)) }), expand: { location: belongsTo(warehouseLocationsResource, 'locationId') } };

/** A vendor's price of the item. */
const priceShape = { table: inItemPrices, hidden: ['item_id'], expand: { vendor: belongsTo(vendorsResource, 'vendorId') } };

/** value / quantity to 4 places (half-up); none where nothing is on hand. */
export const averageCost = (quantity: string, value: string): string | null => {
  const q = qtyOf(quantity);
  return q > 0n ? qtyText(divideHalfUp(toCents(value) * QTY * QTY, q * 100n)) : null;
};

/**
 * Inventory items (`in-items`, [10]): number, name, description, unit, sales price, the income,
 * inventory asset and cost-of-sale accounts, reorder point, preferred vendor and each vendor's
 * price (`prices`); their quantity
 * on hand and value, in total and per location (`bins`), read from the kept bins.
 */
export const inItemsResource = defineResource({
  name: 'in-items',
  domainId: 10,
  table: inItems,
  input: z.object({
    number: text('Number', { max: 32 }),
    display_name: text('Name', { required: true }),
    description: textArea('Description'),
    unit: text('Unit', { max: 16 }),
    sales_price: decimal('Sales price', { min: 0 }),
    cost: decimal('Cost', { min: 0 }),
    is_taxable: flag('Taxable'),
    income_account_id: ref('Income account', { required: true, where: { type: codesOf('income', 'other_income') }, mustBe: 'mustBeIncome' }),
    asset_account_id: ref('Inventory account', { required: true, where: { type: [INVENTORY] }, mustBe: 'mustBeInventory' }),
    cogs_account_id: ref('Cost of sale account', { required: true, where: { type: codesOf('cost_of_sale') }, mustBe: 'mustBeCostOfSale' }),
    reorder_point: decimal('Reorder point', { min: 0 }),
    preferred_vendor_id: ref('Preferred vendor'),
    location_id: ref('Location'),
    // What each vendor charges for it: a purchase order line to that vendor costs this by default.
    prices: z
      .array(z.object({ vendor_id: ref('Vendor', { required: true }), price: decimal('Price', { required: true, min: 0 }) }))
      .max(100, { error: 'At most 100 vendor prices.' })
      .refine((rows) => new Set(rows.map((r) => r.vendor_id)).size === rows.length, { error: 'Give each vendor one price.' })
      .optional(),
  }),
  columns: ['number', 'display_name', 'unit', 'sales_price', 'quantity_on_hand', 'quantity_available', 'value', 'reorder_point', 'status'],
  search: ['display_name', 'number', 'description'],
  sort: ['display_name', 'number', 'sales_price', 'created_at'],
  filter: ['status', 'preferred_vendor_id', 'asset_account_id'],
  refs: { income_account_id: 'accounts', asset_account_id: 'accounts', cogs_account_id: 'accounts', preferred_vendor_id: 'vendors', location_id: 'warehouse-locations' },
  unique: ['number'],
  expand: {
    incomeAccount: belongsTo(accountsResource, 'incomeAccountId'),
    location: belongsTo(warehouseLocationsResource, 'locationId'),
    bins: hasMany(binShape, 'itemId'),
    prices: hasMany(priceShape, 'itemId'),
  },
  nested: { prices: replaceChildren(inItemPrices, (itemId) => ({ itemId })) },
  // On hand and value: the sum of the item's bins (one per location it was ever kept at), never of its moves.
  async stored(ctx, rows) {
    const totals = await onHand(ctx, rows.map((r) => r.id));
    return new Map(rows.map((r) => {
      const t = totals.get(r.id) ?? { quantity: '0.0000', value: '0.00', reserved: '0.0000' };
      const available = qtyText(qtyOf(t.quantity) - qtyOf(t.reserved));
      return [r.id, { quantity_on_hand: t.quantity, quantity_reserved: t.reserved, quantity_available: available, value: t.value, average_cost: averageCost(t.quantity, t.value) }];
    }));
  },
  kinds: { quantity_on_hand: 'decimal', quantity_reserved: 'decimal', quantity_available: 'decimal', value: 'money', average_cost: 'decimal' },
  reads: [stockBins],
  terminology: 'inventory_item',
  titleField: 'display_name',
  permission: 'inventory',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  views: {
    /** `GET in-items/{id}/priced`: what an Inventory Item line picking it takes. */
    async priced(_ctx, row) {
      return { display_name: row.displayName, description: row.description, rate: row.salesPrice, is_taxable: row.isTaxable ? 1 : 0, income_account_id: row.incomeAccountId, location_id: row.locationId };
    },
  },
});

/** Each item's quantity on hand, value and quantity reserved by sales orders over its bins. */
export async function onHand(ctx: ResourceContext, itemIds: number[]): Promise<Map<number, { quantity: string; value: string; reserved: string }>> {
  if (!itemIds.length) return new Map();
  const rows = await ctx.tx
    .select({ itemId: stockBins.itemId, quantity: sql<string>`sum(${stockBins.quantity})`, value: sql<string>`sum(${stockBins.value})`, reserved: sql<string>`sum(${stockBins.reserved})` })
    .from(stockBins)
    .where(and(eq(stockBins.companyId, ctx.company.id), inArray(stockBins.itemId, itemIds)))
    .groupBy(stockBins.itemId);
  return new Map(rows.map((r) => [r.itemId, { quantity: qtyText(qtyOf(r.quantity)), value: fromCents(toCents(r.value)), reserved: qtyText(qtyOf(r.reserved)) }]));
}

/** The items an Inventory Item line names, by id (this company's). */
export async function inventoryItemsById(ctx: ResourceContext, ids: number[]) {
  if (!ids.length) return new Map<number, typeof inItems.$inferSelect>();
  const rows = await ctx.tx.select().from(inItems).where(and(eq(inItems.companyId, ctx.company.id), inArray(inItems.id, ids)));
  return new Map(rows.map((i) => [i.id, i]));
}

/**
 * The warehouse of each location, by location id (this company's); null for a location of an
 * asset (a truck), which any document may name whatever its warehouse: `outsideOf` says so.
 */
export async function warehouseOfLocations(ctx: ResourceContext, ids: number[]): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const rows = await ctx.tx.select({ id: warehouseLocations.id, warehouseId: warehouseLocations.warehouseId }).from(warehouseLocations).where(and(eq(warehouseLocations.companyId, ctx.company.id), inArray(warehouseLocations.id, ids)));
  return new Map(rows.map((r) => [r.id, r.warehouseId]));
}

/** Whether a location is not one of `warehouseId`'s (nor an asset's, which every warehouse's documents may name). */
export const outsideOf = (warehouseOf: Map<number, number | null>, locationId: number, warehouseId: number) => !warehouseOf.has(locationId) || (warehouseOf.get(locationId) !== null && warehouseOf.get(locationId) !== warehouseId);
