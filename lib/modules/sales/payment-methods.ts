import { z } from 'zod';
import { paymentMethods } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { namedSalesList } from '@/lib/modules/sales/named-lists';
import { seedNames } from '@/lib/translator';

/** Payment methods of spec section 9, by their code: every company starts with them. */
export const PAYMENT_METHODS: Record<number, string> = seedNames('paymentMethods');

/**
 * Payment methods [-55] (acct-payment-methods): the spec's coded methods, which documents name by
 * code and so are never deleted (inactivated instead), and the company's own.
 */
export const paymentMethodsResource = defineResource({
  name: 'acct-payment-methods',
  domainId: -55,
  table: paymentMethods,
  input: z.object({ display_name: text('Name', { required: true, max: 64 }) }),
  columns: ['display_name', 'code', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'code', 'created_at'],
  filter: ['status', 'code'],
  ...namedSalesList(),
  terminology: 'payment_method',
  deletable: async (_ctx, row) => (row.code !== null ? say('paymentMethodCoded') : null),
});
