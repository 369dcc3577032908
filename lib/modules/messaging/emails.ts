import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { customers, emails, emailTemplates, sentEmails } from '@/db/schema';
import { ACTIVE_INACTIVE, action, defineResource, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { reachable } from '@/lib/engine/reach';
import { datetime, ref, refs, text, textArea } from '@/lib/engine/fields';
import { belongsTo, fieldOf } from '@/lib/engine/relations';
import { DECLINED, PENDING, queueEmail, resend, signatureOf } from './send';
import { emailTemplatesResource, sentStateKind } from './templates';

type Email = typeof emails.$inferSelect;

const ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
/** The addresses typed in `to_emails` (comma, semicolon or space apart). */
const addressesOf = (list: string | null | undefined) => (list ?? '').split(/[\s,;]+/).filter(Boolean);

const input = z.object({
  display_name: text('Name', { required: true }),
  template_id: ref('Template'),
  subject: text('Subject'),
  body: textArea('Body'),
  customer_ids: refs('Customers'),
  to_emails: text('Other addresses', { max: 1000 }),
  schedule_time: datetime('Send at', { empty: 'sendNow' }),
});
type Input = z.infer<typeof input>;

/** Subject and body from the template where not written; every address checked. */
async function prepare(ctx: ResourceContext, body: Partial<Input>) {
  const values: Partial<typeof emails.$inferInsert> = {};
  if (body.template_id) {
    const [template] = await ctx.tx.select().from(emailTemplates).where(and(...reachable(emailTemplatesResource, ctx), eq(emailTemplates.id, body.template_id)));
    if (template) {
      values.subject = body.subject || template.subject;
      values.body = body.body || template.body;
    }
  }
  if (!(values.subject ?? body.subject)) throw ValidationError.field('subject', say('blank', { field: 'Subject' }));
  const bad = addressesOf(body.to_emails).find((a) => !ADDRESS.test(a));
  if (bad) throw ValidationError.field('to_emails', say('notEmailAddress', { value: bad }));
  if (!body.customer_ids?.length && !addressesOf(body.to_emails).length) throw ValidationError.field('customer_ids', say('chooseRecipient'));
  return values;
}

/** One sent e-mail per person, merged with their name and signed by the sender, queued for the schedule time. */
async function queueAll(ctx: ResourceContext, email: Email) {
  const people = email.customerIds.length
    ? await ctx.tx.select({ id: customers.id, name: customers.displayName, email: customers.email }).from(customers).where(and(eq(customers.companyId, ctx.company.id), inArray(customers.id, email.customerIds)))
    : [];
  const without = people.find((p) => !p.email);
  if (without) throw ValidationError.field('customer_ids', say('recipientNoEmail', { name: without.name }));
  const signature = await signatureOf(ctx);
  const recipients = [...people.map((p) => ({ to: p.email!, name: p.name })), ...addressesOf(email.toEmails).map((to) => ({ to, name: '' }))];
  for (const r of recipients) {
    await queueEmail(ctx, { to: r.to, subject: email.subject, body: email.body, values: { customer_name: r.name, company_name: ctx.company.name }, emailId: email.id, sendAt: email.scheduleTime }, signature);
  }
}

/**
 * Emails [208] (also the Scheduler of screens 209 and 300): an e-mail composed to people of the
 * company's contacts, from a template or written, sent now (schedule_time 0) or at its time,
 * through the job queue. is_sent: 0 Pending (Queued), 1 Sent, 2 Declined.
 */
export const emailsResource = defineResource({
  name: 'emails',
  service: 'service_email',
  domainId: 208,
  table: emails,
  input,
  columns: ['display_name', 'subject', 'peopleCount', 'schedule_time', 'is_sent', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'subject'],
  sort: ['display_name', 'schedule_time', 'created_at'],
  filter: ['status', 'is_sent'],
  refs: { template_id: 'email-templates', customer_ids: 'customers' },
  expand: { template: belongsTo(emailTemplatesResource, 'templateId') },
  computed: (row) => ({ peopleCount: row.customerIds.length + addressesOf(row.toEmails).length }),
  kinds: { is_sent: sentStateKind, peopleCount: 'integer' },
  terminology: 'email',
  permission: 'email',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, unchangeable: 'An e-mail is not changed once queued: send another.' },
  prepare: (ctx, body) => prepare(ctx, body),
  async afterWrite(ctx, row, op) {
    if (op === 'create') await queueAll(ctx, row);
  },
  actions: {
    /** POST /emails/{id}/resend: its declined messages queued again (what an e-mail offers in place of Edit). */
    resend: action<Email>({
      when: { is_sent: [DECLINED] },
      refusal: say('emailResendDeclined'),
      async run(ctx, row) {
        const declined = await ctx.tx.select({ id: sentEmails.id }).from(sentEmails).where(and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.emailId, row.id), eq(sentEmails.isSent, DECLINED)));
        for (const { id } of declined) await resend(ctx, id);
        const [again] = await ctx.tx.select().from(emails).where(eq(emails.id, row.id));
        return { record: again };
      },
    }),
  },
});

/** Sent emails [210]: each message the queue sends, Pending (Queued), Sent or Declined with the server's reason; resend. */
export const sentEmailsResource = defineResource({
  name: 'sent-emails',
  domainId: 210,
  table: sentEmails,
  input: z.object({}),
  columns: ['to_email', 'subject', 'email_id', 'is_sent', 'reason', 'created_at'],
  titleField: 'subject',
  search: ['to_email', 'subject'],
  sort: ['to_email', 'subject', 'created_at'],
  filter: ['is_sent', 'email_id', 'blast_id'],
  hidden: ['body_html', 'attachments'],
  refs: { email_id: 'emails', blast_id: 'email-blasts' },
  // Spec section 7's `sent-emails?expand=email`, and section 3's `emailName` (the composed e-mail's name, through its reach).
  expand: { email: belongsTo(emailsResource, 'emailId'), emailName: fieldOf(belongsTo(emailsResource, 'emailId'), 'displayName') },
  kinds: { is_sent: sentStateKind },
  terminology: 'sent_email',
  permission: 'email',
  features: { readOnly: true },
  actions: {
    /** POST /sent-emails/{id}/resend: queued again (a Declined one, or a Sent one wanted twice). */
    resend: action<typeof sentEmails.$inferSelect>({
      async run(ctx, row) {
        if (row.isSent === PENDING) throw ValidationError.field('is_sent', say('emailQueued'));
        return { record: await resend(ctx, row.id) };
      },
    }),
  },
});

/**
 * Schedulers (screens 209 and 300): the same composed e-mails seen as schedules — their time
 * ("Send Now" when none), how many people, and their sent state.
 */
export const schedularsResource = defineResource({
  ...emailsResource,
  name: 'schedulars',
  domainId: undefined,
  columns: ['display_name', 'peopleCount', 'schedule_time', 'is_sent', 'status', 'created_at'],
  terminology: 'schedule',
});
