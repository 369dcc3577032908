import { z } from 'zod';
import { arDeliveryMethods } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';
import { namedSalesList } from '@/lib/modules/sales/named-lists';

/** Delivery methods (ar-delivery-methods): how goods reach the customer, named on invoices. */
export const deliveryMethodsResource = defineResource({
  name: 'ar-delivery-methods',
  table: arDeliveryMethods,
  input: z.object({ display_name: text('Name', { required: true, max: 64 }) }),
  columns: ['display_name', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  ...namedSalesList(),
  terminology: 'delivery_method',
});
