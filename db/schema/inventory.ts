import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customIndex, customValues, documentColumns, documentStateCheck, keptTotal, money, nameIndex, recordColumns, sameCompany, tenantColumn, tenantKey } from './columns';
import { vendors } from './crm';
import { accounts, fixedAssets, journals } from './ledger';

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

/**
 * A location where a quantity of an item is on hand: a shelf, a bin, a room of a warehouse, or
 * a place on a fixed asset such as a truck (`asset_id`): one of the two, never both.
 */
export const warehouseLocations = pgTable(
  'warehouse_locations',
  {
    ...recordColumns(),
    warehouseId: integer(),
    assetId: integer(),
    displayName: text().notNull(),
    notes: text(),
  },
  (t) => [
    tenantKey('warehouse_locations', t), nameIndex('warehouse_locations', t),
    uniqueIndex('warehouse_locations_display_name_key').on(t.companyId, sql`lower(${t.displayName})`, t.warehouseId), index('warehouse_locations_warehouse_idx').on(t.companyId, t.warehouseId), sameCompany('warehouse_locations_warehouse_fk', t, t.warehouseId, warehouses),
    uniqueIndex('warehouse_locations_asset_name_key').on(t.companyId, sql`lower(${t.displayName})`, t.assetId), sameCompany('warehouse_locations_asset_fk', t, t.assetId, fixedAssets),
    check('warehouse_locations_owner_check', sql`(${t.warehouseId} is null) <> (${t.assetId} is null)`),
  ],
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
    /** What open sales orders hold of it (their `stock_reservations`): available is quantity − reserved. */
    reserved: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
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

export const ADJUSTMENT_KINDS = ['adjustment', 'transfer', 'scrap'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/**
 * Adjust inventory: counts and write-downs of a warehouse's stock with a reason, posted against
 * an adjustment account (`adjustment`), moves between locations (`transfer`, no journal), or
 * damaged stock written off with its reason to an expense or cost of sale account (`scrap`).
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
    check('inventory_adjustments_kind_check', sql`${t.kind} in ('adjustment', 'transfer', 'scrap')`),
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
    /** A write-down of value alone (no quantity): what is taken off the bin's value. */
    writeDown: money(),
    description: text(),
  },
  (t) => [
    index('inventory_adjustment_lines_owner_idx').on(t.companyId, t.adjustmentId),
    sameCompany('inventory_adjustment_lines_item_fk', t, t.itemId, inItems),
    sameCompany('inventory_adjustment_lines_location_fk', t, t.locationId, warehouseLocations),
    sameCompany('inventory_adjustment_lines_to_location_fk', t, t.toLocationId, warehouseLocations),
  ],
);

/** An item's price from a vendor (`prices` of an inventory item): what a purchase order line to that vendor costs by default. */
export const inItemPrices = pgTable(
  'in_item_prices',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    itemId: integer()
      .notNull()
      .references(() => inItems.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    price: measure().notNull(),
  },
  (t) => [uniqueIndex('in_item_prices_item_vendor_key').on(t.companyId, t.itemId, t.vendorId), index('in_item_prices_vendor_idx').on(t.companyId, t.vendorId)],
);

export const PURCHASE_ORDER_STATUSES = ['open', 'partial', 'received', 'closed'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * Purchase orders (`purchase-orders`, [203]): inventory items ordered from a vendor. They post
 * nothing; receivings against them (`receivings`) move the stock. `received_amount` and each
 * line's `quantity_received` are kept by the receivings' ledger (`purchase_order_receipts`);
 * `status` follows from them (open, partially received, received) unless the order is closed.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...documentColumns(),
    number: text().notNull(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    date: date().notNull(),
    expectedDate: date(),
    warehouseId: integer(),
    memo: text(),
    totalAmount: money().notNull().default('0'),
    receivedAmount: keptTotal().notNull().default('0'),
    status: text({ enum: PURCHASE_ORDER_STATUSES }).notNull().default('open'),
  },
  (t) => [
    tenantKey('purchase_orders', t),
    uniqueIndex('purchase_orders_number_key').on(t.companyId, sql`lower(${t.number})`),
    index('purchase_orders_vendor_idx').on(t.companyId, t.vendorId),
    documentStateCheck('purchase_orders', t),
    check('purchase_orders_status_check', sql`${t.status} in ('open', 'partial', 'received', 'closed')`),
    sameCompany('purchase_orders_warehouse_fk', t, t.warehouseId, warehouses),
  ],
);

export const PURCHASE_LINE_TYPES = ['item', 'good', 'service'] as const;

/**
 * A purchase order's lines: an inventory item (`item`), a good not kept in stock (`good`) or a
 * service (`service`) — the last two an expense account and a description, never stocked — the quantity ordered at a unit cost (`rate`), and
 * the quantity received so far (kept; of a service, confirmed done).
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    type: text({ enum: PURCHASE_LINE_TYPES }).notNull().default('item'),
    itemId: integer(),
    accountId: integer(),
    locationId: integer(),
    description: text(),
    quantity: measure().notNull(),
    rate: measure().notNull(),
    amount: money().notNull(),
    quantityReceived: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    tenantKey('purchase_order_lines', t),
    index('purchase_order_lines_owner_idx').on(t.companyId, t.orderId),
    sameCompany('purchase_order_lines_item_fk', t, t.itemId, inItems),
    sameCompany('purchase_order_lines_account_fk', t, t.accountId, accounts),
    check('purchase_order_lines_type_check', sql`(${t.type} = 'item' and ${t.itemId} is not null) or (${t.type} in ('good', 'service') and ${t.accountId} is not null and ${t.itemId} is null)`),
    sameCompany('purchase_order_lines_location_fk', t, t.locationId, warehouseLocations),
  ],
);

/**
 * Receivings (`receiving`, goods receiving -54): stock received from a vendor into a warehouse's
 * locations, against a purchase order or not. Posting moves the stock in at its cost and posts Dr
 * each item's inventory account / Cr Received Not Billed; the vendor's bill naming it clears that
 * accrual (`receiving_bills`).
 */
export const receivings = pgTable(
  'receivings',
  {
    ...documentColumns(),
    number: text().notNull(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    purchaseOrderId: integer(),
    warehouseId: integer().notNull(),
    date: date().notNull(),
    memo: text(),
    totalAmount: money().notNull().default('0'),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    tenantKey('receivings', t),
    uniqueIndex('receivings_number_key').on(t.companyId, sql`lower(${t.number})`),
    index('receivings_order_idx').on(t.companyId, t.purchaseOrderId),
    documentStateCheck('receivings', t),
    sameCompany('receivings_order_fk', t, t.purchaseOrderId, purchaseOrders),
    sameCompany('receivings_warehouse_fk', t, t.warehouseId, warehouses),
  ],
);

/**
 * A receiving's lines: an item into a location, or a service confirmed done (its expense
 * account, no item or location), its quantity and unit cost; the purchase order line it receives.
 */
export const receivingLines = pgTable(
  'receiving_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    receivingId: integer()
      .notNull()
      .references(() => receivings.id, { onDelete: 'cascade' }),
    orderLineId: integer(),
    itemId: integer(),
    locationId: integer(),
    accountId: integer(),
    description: text(),
    quantity: measure().notNull(),
    unitCost: measure().notNull(),
    amount: money().notNull(),
  },
  (t) => [
    index('receiving_lines_owner_idx').on(t.companyId, t.receivingId),
    sameCompany('receiving_lines_order_line_fk', t, t.orderLineId, purchaseOrderLines),
    sameCompany('receiving_lines_item_fk', t, t.itemId, inItems),
    sameCompany('receiving_lines_location_fk', t, t.locationId, warehouseLocations),
    sameCompany('receiving_lines_account_fk', t, t.accountId, accounts),
    check('receiving_lines_kind_check', sql`(${t.itemId} is not null and ${t.locationId} is not null and ${t.accountId} is null) or (${t.itemId} is null and ${t.locationId} is null and ${t.accountId} is not null)`),
  ],
);

/**
 * What a posted receiving received of each purchase order line: the receivings' ledger, whose
 * rows move the line's `quantity_received` and the order's `received_amount`. Replaced whole
 * when the receiving changes, deleted when it is voided.
 */
export const purchaseOrderReceipts = pgTable(
  'purchase_order_receipts',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    receivingId: integer().notNull(),
    orderId: integer().notNull(),
    orderLineId: integer().notNull(),
    quantity: measure().notNull(),
    amount: money().notNull(),
  },
  (t) => [
    index('purchase_order_receipts_receiving_idx').on(t.companyId, t.receivingId),
    sameCompany('purchase_order_receipts_receiving_fk', t, t.receivingId, receivings),
    sameCompany('purchase_order_receipts_order_fk', t, t.orderId, purchaseOrders),
    sameCompany('purchase_order_receipts_order_line_fk', t, t.orderLineId, purchaseOrderLines),
  ],
);
