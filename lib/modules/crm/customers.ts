import { z } from 'zod';
import { customerRates, customers } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type Shape } from '@/lib/engine/define';
import { date, email, money, phone, text, textArea, textChoice } from '@/lib/engine/fields';
import { hasMany } from '@/lib/engine/relations';
import { replaceChildren } from '@/lib/engine/children';
import { addressesAndContacts } from '@/lib/modules/crm/sub-records';

const rateShape = { table: customerRates, hidden: ['customer_id'] } satisfies Shape;
const owned = addressesAndContacts('customers');

export const customerInput = z.object({
  display_name: text('Display name', { required: true }),
  account_number: text('Account number', { max: 64 }),
  contact: text('Contact'),
  primary_number: phone('Primary number'),
  email: email('E-mail'),
  website: text('Website'),
  since: date('Since'),
  credit_limit: money('Credit limit', { min: 0 }),
  notes: textArea('Notes'),
  language: textChoice('Language', { en: 'English', es: 'Español' }),
  rates: z
    .array(z.object({ display_name: text('Rate name', { required: true }), rate: money('Rate', { required: true, min: 0 }) }))
    .max(100, { error: 'At most 100 rates.' })
    .optional(),
  ...owned.input,
});

/** Customers [34]: the people and businesses the company sells to. */
export const customersResource = defineResource({
  name: 'customers',
  domainId: 34,
  table: customers,
  input: customerInput,
  columns: ['display_name', 'account_number', 'contact', 'primary_number', 'since', 'balance'],
  search: ['display_name', 'account_number', 'contact', 'email'],
  sort: ['display_name', 'account_number', 'contact', 'since', 'balance', 'created_at'],
  unique: ['account_number'],
  expand: { ...owned.expand, rates: hasMany(rateShape, 'customerId') },
  nested: { ...owned.nested, rates: replaceChildren(customerRates, (customerId) => ({ customerId })) },
  terminology: 'customer',
  titleField: 'display_name',
  permission: 'customer',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true, secure: true },
});
