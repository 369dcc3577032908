import { privateContacts } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { contactCard } from '@/lib/modules/crm/contact-card';

/** Private contacts [149]: a user's own address book, which no other user sees (owner_id). */
export const privateContactsResource = defineResource({
  ...contactCard('private-contacts'),
  name: 'private-contacts',
  domainId: 149,
  table: privateContacts,
  terminology: 'private_contact',
  titleField: 'display_name',
  permission: 'other_contact',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, ownerPrivate: 'owner_id' },
});
