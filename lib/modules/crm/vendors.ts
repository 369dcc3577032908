import { z } from 'zod';
import { vendors } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { date, email, phone, text, textArea } from '@/lib/engine/fields';
import { addressesAndContacts } from '@/lib/modules/crm/sub-records';

const owned = addressesAndContacts('vendors');

/** Vendors [18]: who the company buys from. `balance` is kept by payables. */
export const vendorsResource = defineResource({
  name: 'vendors',
  domainId: 18,
  table: vendors,
  input: z.object({
    display_name: text('Display name', { required: true }),
    primary_phone: phone('Primary phone'),
    email: email('E-mail'),
    account_since: date('Account since'),
    account_number: text('Account number', { max: 64 }),
    legal_name: text('Legal name'),
    federal_ein: z.preprocess(
      (v) => (v === '' ? null : v),
      z.string().regex(/^\d{2}-?\d{7}$/, { error: 'Federal EIN must be 9 digits (12-3456789).' }).nullable().optional(),
    ),
    notes: textArea('Notes'),
    ...owned.input,
  }),
  columns: ['display_name', 'primary_phone', 'account_since', 'account_number', 'balance'],
  search: ['display_name', 'account_number', 'legal_name', 'email'],
  sort: ['display_name', 'account_number', 'account_since', 'balance', 'created_at'],
  expand: owned.expand,
  nested: owned.nested,
  terminology: 'vendor',
  titleField: 'display_name',
  permission: 'vendor',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true, secure: true },
});
