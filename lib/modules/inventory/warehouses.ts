import { z } from 'zod';
import { warehouseLocations, warehouses } from '@/db/schema';
import { fixedAssetsResource } from '@/lib/modules/books/fixed-assets';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';

/** Warehouses (spec section 3: display_name, created_at): where stock is kept, in locations. */
export const warehousesResource = defineResource({
  name: 'warehouses',
  table: warehouses,
  input: z.object({ display_name: text('Name', { required: true }), address: textArea('Address'), notes: textArea('Notes') }),
  columns: ['display_name', 'address', 'created_at'],
  search: ['display_name', 'address'],
  sort: ['display_name', 'created_at'],
  unique: ['display_name'],
  terminology: 'warehouse',
  titleField: 'display_name',
  permission: 'inventory',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});

/**
 * Locations (spec section 3: display_name, asset or warehouse, created_by, created_at): a shelf,
 * a bin, a room of a warehouse, or a place on a fixed asset such as a truck — one of the two.
 */
export const warehouseLocationsResource = defineResource({
  name: 'warehouse-locations',
  table: warehouseLocations,
  input: z.object({ warehouse_id: ref('Warehouse'), asset_id: ref('Asset'), display_name: text('Name', { required: true }), notes: textArea('Notes') }),
  columns: ['display_name', 'warehouse_id', 'asset_id', 'created_by', 'created_at'],
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  filter: ['status', 'warehouse_id', 'asset_id'],
  refs: { warehouse_id: 'warehouses', asset_id: 'assets' },
  unique: [['display_name', 'warehouse_id'], ['display_name', 'asset_id']],
  expand: { warehouse: belongsTo(warehousesResource, 'warehouseId'), asset: belongsTo(fixedAssetsResource, 'assetId') },
  terminology: 'warehouse_location',
  titleField: 'display_name',
  permission: 'inventory',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  // A location belongs to a warehouse or to an asset: exactly one (a 422 on warehouse_id otherwise).
  prepare(_ctx, input, existing) {
    const warehouseId = input.warehouse_id !== undefined ? input.warehouse_id : (existing?.warehouseId ?? null);
    const assetId = input.asset_id !== undefined ? input.asset_id : (existing?.assetId ?? null);
    if (!warehouseId === !assetId) throw ValidationError.field('warehouse_id', say('locationOwner'));
    return {};
  },
});
