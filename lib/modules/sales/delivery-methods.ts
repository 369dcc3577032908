import { z } from 'zod';
import { arDeliveryMethods } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';

/** Delivery methods (ar-delivery-methods): how goods reach the customer, named on invoices. */
export const deliveryMethodsResource = defineResource({
  name: 'ar-delivery-methods',
  table: arDeliveryMethods,
  input: z.object({ display_name: text('Name', { required: true, max: 64 }) }),
  columns: ['display_name', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  unique: ['display_name'],
  terminology: 'delivery_method',
  titleField: 'display_name',
  permission: 'invoice',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
