import { z } from 'zod';
import { emailSignatures, emailTemplates } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text, textArea } from '@/lib/engine/fields';

const SENT_STATES = { 0: 'Pending (Queued)', 1: 'Sent', 2: 'Declined' };
/** The spec's sent states as a choice (section 4): 0 Pending (Queued), 1 Sent, 2 Declined. */
export const sentStateKind = { kind: 'choice', options: SENT_STATES } as const;

/** Email templates: subject and body with merge fields ({{customer_name}}, {{invoice_number}}, {{amount_due}}, {{due_date}}, {{company_name}}, {{portal_link}}). */
export const emailTemplatesResource = defineResource({
  name: 'email-templates',
  table: emailTemplates,
  input: z.object({
    display_name: text('Name', { required: true }),
    subject: text('Subject', { required: true }),
    body: textArea('Body', { required: true }),
  }),
  columns: ['display_name', 'subject', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'subject'],
  sort: ['display_name', 'subject', 'created_at'],
  terminology: 'email_template',
  permission: 'email',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});

/** Email signatures (screen 209): each user's; their newest active one ends the e-mails they send. Activated and deactivated. */
export const emailSignaturesResource = defineResource({
  name: 'email-signatures',
  table: emailSignatures,
  input: z.object({
    display_name: text('Name', { required: true }),
    body: textArea('Signature', { required: true }),
  }),
  columns: ['display_name', 'status', 'created_at'],
  titleField: 'display_name',
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  terminology: 'email_signature',
  permission: 'email',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, ownerPrivate: 'created_by' },
});
