import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customIndex, customValues, documentColumns, documentStateCheck, keptTotal, money, nameIndex, recordColumns, sameCompany, tenantColumn, tenantKey } from './columns';
import { vendors } from './crm';
import { accounts, journals } from './ledger';

/** A quantity or unit cost: exact decimal with 4 places. */
const measure = () => numeric({ precision: 14, scale: 4 });

// ---------------------------------------------------------------------------------------------
// Inventory (spec section 3 "Inventory item", "Warehouse", "Warehouse location"; section 7
// `in-items`, `warehouses`, `warehouse-locations`, `adjust-inventory`)
// ---------------------------------------------------------------------------------------------

/** Warehouses: where stock is kept, in locations. */
export const warehouses = pgTable(
  'warehouses',
  { ...recordColumns(), displayName: text().notNull(), address: text(), notes: text() },
  (t) => [tenantKey('warehouses', t), nameIndex('warehouses', t), uniqueIndex('warehouses_display_name_key').on(t.companyId, sql`lower(${t.displayName})`)],
);

/** A location (a shelf, a bin, a room) of a warehouse: where a quantity of an item is on hand. */
export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    ...recordColumns(),
    warehouseId: integer().notNull(),
    displayName: text().notNull(),
    notes: text(),
  },
  (t) => [
    tenantKey('warehouse_locations', t), nameIndex('warehouse_locations', t),
    uniqueIndex('warehouse_locations_display_name_key').on(t.companyId, sql`lower(${t.displayName})`, t.warehouseId), index('warehouse_locations_warehouse_idx').on(t.companyId, t.warehouseId), sameCompany('warehouse_locations_warehouse_fk', t, t.warehouseId, warehouses)],
);

/**
 * Inventory items (`in-items`, [10]): goods kept in stock, sold at `sales_price`, valued at moving
 * average cost per location (their bins, `stock_bins`). `cost` is the purchase cost a receipt
 * without a cost of its own takes, and what goes out where a bin holds none (negative stock).
 */
export const inItems = pgTable(
  'in_items',
  {
    ...recordColumns(), ...customValues(),
    number: text(),
    displayName: text().notNull(),
    description: text(),
    unit: text(),
    salesPrice: measure(),
    cost: measure(),
    isTaxable: boolean().notNull().default(true),
    incomeAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    assetAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    cogsAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    reorderPoint: measure(),
    preferredVendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    /** Where a sale that names no location takes it from. */
    locationId: integer(),
  },
  (t) => [
    tenantKey('in_items', t), customIndex('in_items', t), nameIndex('in_items', t),
    uniqueIndex('in_items_number_key').on(t.companyId, sql`lower(${t.number})`),
    sameCompany('in_items_location_fk', t, t.locationId, warehouseLocations),
  ],
);

/**
 * What is on hand of an item at a location: its quantity and value (the sum of its moves), kept
 * by the stock ledger (lib/modules/inventory/stock-ledger.ts) and read from here, never summed.
 * Its average cost is value / quantity.
 */
export const stockBins = pgTable(
  'stock_bins',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    itemId: integer().notNull(),
    locationId: integer().notNull(),
    quantity: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
    value: keptTotal().notNull().default('0'),
  },
  (t) => [
    uniqueIndex('stock_bins_item_location_key').on(t.companyId, t.itemId, t.locationId),
    index('stock_bins_location_idx').on(t.companyId, t.locationId),
    sameCompany('stock_bins_item_fk', t, t.itemId, inItems),
    sameCompany('stock_bins_location_fk', t, t.locationId, warehouseLocations),
  ],
);

/**
 * The stock ledger: every move of a quantity and its value into (positive) or out of (negative)
 * a bin, by the document that made it (`source_type`, `source_id`). A reversal marks the live
 * moves and writes their counter-moves (`reversed`), as the journal reverses.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    sourceType: text().notNull(),
    sourceId: integer().notNull(),
    lineNo: smallint().notNull().default(0),
    date: date().notNull(),
    itemId: integer().notNull(),
    locationId: integer().notNull(),
    quantity: measure().notNull(),
    value: money().notNull(),
    reversed: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_moves_source_idx').on(t.companyId, t.sourceType, t.sourceId),
    index('stock_moves_item_idx').on(t.companyId, t.itemId, t.date),
    sameCompany('stock_moves_item_fk', t, t.itemId, inItems),
    sameCompany('stock_moves_location_fk', t, t.locationId, warehouseLocations),
  ],
);

export const ADJUSTMENT_KINDS = ['adjustment', 'transfer'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * Adjust inventory: counts and write-downs of a warehouse's stock with a reason, posted against
 * an adjustment account (`adjustment`), or moves between locations (`transfer`, no journal).
 */
export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    ...documentColumns(),
    number: text().notNull(),
    date: date().notNull(),
    kind: text({ enum: ADJUSTMENT_KINDS }).notNull().default('adjustment'),
    warehouseId: integer().notNull(),
    reason: text(),
    adjustmentAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    memo: text(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    tenantKey('inventory_adjustments', t),
    index('inventory_adjustments_number_idx').on(t.companyId, t.number),
    documentStateCheck('inventory_adjustments', t),
    check('inventory_adjustments_kind_check', sql`${t.kind} in ('adjustment', 'transfer')`),
    sameCompany('inventory_adjustments_warehouse_fk', t, t.warehouseId, warehouses),
  ],
);

/**
 * An adjustment's lines: an item at a location and its change (`quantity`, signed), or the
 * quantity a count found (`counted`); an increase at `unit_cost`; a transfer's `to_location_id`.
 */
export const inventoryAdjustmentLines = pgTable(
  'inventory_adjustment_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    adjustmentId: integer()
      .notNull()
      .references(() => inventoryAdjustments.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    locationId: integer().notNull(),
    toLocationId: integer(),
    quantity: measure(),
    counted: measure(),
    unitCost: measure(),
    description: text(),
  },
  (t) => [
    index('inventory_adjustment_lines_owner_idx').on(t.companyId, t.adjustmentId),
    sameCompany('inventory_adjustment_lines_item_fk', t, t.itemId, inItems),
    sameCompany('inventory_adjustment_lines_location_fk', t, t.locationId, warehouseLocations),
    sameCompany('inventory_adjustment_lines_to_location_fk', t, t.toLocationId, warehouseLocations),
  ],
);
