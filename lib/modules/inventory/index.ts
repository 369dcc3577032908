import { defineModule } from '@/lib/engine/module';
import { adjustInventoryResource } from './adjustments';
import { inItemsResource } from './items';
import { purchaseOrdersResource } from './purchase-orders';
import { receivingsResource } from './receivings';
import { goodsReceivingResource, inventoryReceivingItemsResource, serviceReceivingResource } from './receiving-views';
import { inventoryReports } from './reports';
import { warehouseLocationsResource, warehousesResource } from './warehouses';

/** Inventory: items kept in stock, warehouses and their locations, the stock ledger, adjustments and transfers, purchase orders and receiving. */
export const inventoryModule = defineModule({
  name: 'inventory',
  resources: [inItemsResource, warehousesResource, warehouseLocationsResource, adjustInventoryResource, purchaseOrdersResource, receivingsResource, goodsReceivingResource, serviceReceivingResource, inventoryReceivingItemsResource],
  reports: inventoryReports,
  permissions: ['inventory', 'purchase_order'],
  hubs: [{ tabs: ['in-items', 'warehouses', 'warehouse-locations', 'adjust-inventory', 'purchase-orders', 'receiving'] }],
  windows: { 'in-items': { width: 890, form: 'in-item' }, 'adjust-inventory': { width: 890 }, 'purchase-orders': { width: 890 }, receiving: { width: 890 } },
  terms: {
    inventory_item: { en: ['Inventory Item', 'Inventory Items', 'an'], es: ['Artículo de inventario', 'Artículos de inventario', 'un'] },
    warehouse: { en: ['Warehouse', 'Warehouses', 'a'], es: ['Almacén', 'Almacenes', 'un'] },
    warehouse_location: { en: ['Warehouse Location', 'Warehouse Locations', 'a'], es: ['Ubicación de almacén', 'Ubicaciones de almacén', 'una'] },
    inventory_adjustment: { en: ['Inventory Adjustment', 'Inventory Adjustments', 'an'], es: ['Ajuste de inventario', 'Ajustes de inventario', 'un'] },
    receiving: { en: ['Receiving', 'Receivings', 'a'], es: ['Recepción', 'Recepciones', 'una'] },
  },
});
