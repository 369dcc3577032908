import { z } from 'zod';
import { warehouseLocations, warehouses } from '@/db/schema';
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

/** A warehouse's locations (spec section 3: display_name, warehouse, created_by, created_at): a shelf, a bin, a room. */
export const warehouseLocationsResource = defineResource({
  name: 'warehouse-locations',
  table: warehouseLocations,
  input: z.object({ warehouse_id: ref('Warehouse', { required: true }), display_name: text('Name', { required: true }), notes: textArea('Notes') }),
  columns: ['display_name', 'warehouse_id', 'created_by', 'created_at'],
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  filter: ['status', 'warehouse_id'],
  refs: { warehouse_id: 'warehouses' },
  unique: [['display_name', 'warehouse_id']],
  expand: { warehouse: belongsTo(warehousesResource, 'warehouseId') },
  terminology: 'warehouse_location',
  titleField: 'display_name',
  permission: 'inventory',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
