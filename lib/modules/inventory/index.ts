import { defineModule } from '@/lib/engine/module';
import { adjustInventoryResource } from './adjustments';
import { inItemsResource } from './items';
import { inventoryReports } from './reports';
import { warehouseLocationsResource, warehousesResource } from './warehouses';

/** Inventory: items kept in stock, warehouses and their locations, the stock ledger, adjustments and transfers. */
export const inventoryModule = defineModule({
  name: 'inventory',
  resources: [inItemsResource, warehousesResource, warehouseLocationsResource, adjustInventoryResource],
  reports: inventoryReports,
  permissions: ['inventory'],
  hubs: [{ tabs: ['in-items', 'warehouses', 'warehouse-locations', 'adjust-inventory'] }],
  windows: { 'in-items': { width: 890 }, 'adjust-inventory': { width: 890 } },
  terms: {
    inventory_item: { en: ['Inventory Item', 'Inventory Items', 'an'], es: ['Artículo de inventario', 'Artículos de inventario', 'un'] },
    warehouse: { en: ['Warehouse', 'Warehouses', 'a'], es: ['Almacén', 'Almacenes', 'un'] },
    warehouse_location: { en: ['Warehouse Location', 'Warehouse Locations', 'a'], es: ['Ubicación de almacén', 'Ubicaciones de almacén', 'una'] },
    inventory_adjustment: { en: ['Inventory Adjustment', 'Inventory Adjustments', 'an'], es: ['Ajuste de inventario', 'Ajustes de inventario', 'un'] },
  },
});
