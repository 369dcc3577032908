import { ACTIVE_INACTIVE } from '@/lib/engine/define';

/**
 * What the named lists of the sales settings share (taxes, terms, messages, delivery and payment
 * methods): a record is named by its display name, unique in the company; lists are bookmarked
 * and inactivated; the invoices' permission section covers them.
 */
export const namedSalesList = () => ({
  titleField: 'display_name',
  unique: ['display_name'],
  permission: 'invoice',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
