import { z } from 'zod';
import { paymentMethods } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';

/** Payment methods of spec section 9, by their code: every company starts with them. */
export const PAYMENT_METHODS: Record<number, string> = {
  1: 'Cash', 2: 'Check', 3: 'Debit Card', 5: 'Other Credit Card', 7: 'American Express', 8: 'Discover', 9: 'Master Card',
  10: 'Visa', 11: 'Electronic Cash', 12: 'Electronic Check', 13: 'Electronic Funds Transfer', 14: 'Money Order', 15: 'Pay Pal', 16: 'Other',
};

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
  unique: ['display_name'],
  terminology: 'payment_method',
  titleField: 'display_name',
  permission: 'invoice',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  deletable: async (_ctx, row) => (row.code !== null ? 'This payment method is one of the spec’s coded methods: inactivate it instead.' : null),
});
