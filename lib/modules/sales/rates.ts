import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rates } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { decimal, ref } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { customersResource } from '@/lib/modules/crm/customers';
import { itemsResource } from '@/lib/modules/sales/items';

/**
 * Rates (rates): what an item costs one customer, or everyone (no customer: the default rate).
 * One rate per item and customer, the default included (the unique index treats "no customer"
 * as one value, which the engine's `unique` would not).
 */
export const ratesResource = defineResource({
  name: 'rates',
  table: rates,
  input: z.object({
    item_id: ref('Item', { required: true, where: { status: [1] }, mustBe: 'mustBeActiveItem' }),
    customer_id: ref('Customer'),
    rate: decimal('Rate', { required: true, min: 0 }),
  }),
  columns: ['item_id', 'customer_id', 'rate'],
  search: [],
  sort: ['rate', 'created_at'],
  filter: ['item_id', 'customer_id'],
  // Any kind of item (ar-items): the four item collections share the sales_items table.
  refs: { item_id: 'ar-items', customer_id: 'customers' },
  expand: { item: belongsTo(itemsResource, 'itemId'), customer: belongsTo(customersResource, 'customerId') },
  terminology: 'rate',
  titleField: 'rate',
  permission: 'invoice',
  features: { bookmarks: true },
  async prepare(ctx, input, existing) {
    const itemId = input.item_id ?? existing?.itemId;
    const customerId = input.customer_id !== undefined ? input.customer_id : (existing?.customerId ?? null);
    const same: SQL[] = [eq(rates.companyId, ctx.company.id), eq(rates.itemId, itemId!), customerId === null ? isNull(rates.customerId) : eq(rates.customerId, customerId)];
    if (existing) same.push(ne(rates.id, existing.id));
    const [taken] = await ctx.tx.select({ id: rates.id }).from(rates).where(and(...same));
    if (taken) throw ValidationError.field('item_id', say(customerId === null ? 'rateDefaultTaken' : 'rateCustomerTaken'));
    return {};
  },
});
