import { z } from 'zod';
import { email, phone, text, textArea } from '@/lib/engine/fields';
import { addressesAndContacts } from '@/lib/modules/crm/sub-records';

/**
 * The card that prospects, other contacts and private contacts share (spec: display_name,
 * number, contact, phone, fax), with addresses and contact people.
 */
export function contactCard(collection: string) {
  const owned = addressesAndContacts(collection);
  return {
    input: z.object({
      display_name: text('Display name', { required: true }),
      number: text('Number', { max: 64 }),
      contact: text('Contact'),
      phone: phone('Phone'),
      fax: phone('Fax'),
      email: email('E-mail'),
      notes: textArea('Notes'),
      ...owned.input,
    }),
    columns: ['display_name', 'number', 'contact', 'phone', 'fax'],
    search: ['display_name', 'number', 'contact', 'email', 'phone'],
    sort: ['display_name', 'number', 'contact', 'created_at'],
    expand: owned.expand,
    nested: owned.nested,
  };
}
