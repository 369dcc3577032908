import { otherContacts } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { contactCard } from '@/lib/modules/crm/contact-card';

/** Other contacts [148]: anyone the company deals with who is not a customer or vendor. */
export const otherContactsResource = defineResource({
  ...contactCard('other-contacts'),
  name: 'other-contacts',
  domainId: 148,
  table: otherContacts,
  terminology: 'other_contact',
  titleField: 'display_name',
  permission: 'other_contact',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
});
