import { and, asc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { customers, emailBlasts, emailTemplates, employees, mailOptOuts, otherContacts, prospects, sentEmails, vendors } from '@/db/schema';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { reachable } from '@/lib/engine/reach';
import { ref, text, textChoice } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { env } from '@/lib/env';
import { bodies, merge, type MergeValues } from '@/lib/mail/merge';
import { unsubscribeLink } from '@/lib/mail/unsubscribe';
import { queueEmail, signatureOf } from './send';
import { emailTemplatesResource } from './templates';

/** Who a blast goes to: the active records of one kind of contact that have an e-mail address. */
export const AUDIENCES = { customers: 'Active customers', prospects: 'Prospects', vendors: 'Vendors', employees: 'Employees', contacts: 'Other contacts' } as const;
type Audience = keyof typeof AUDIENCES;

/** A stored blast's audience (written through `audienceField`, so one of AUDIENCES). */
function audienceOf(value: string): Audience {
  const audience = Object.keys(AUDIENCES).find((a): a is Audience => a === value);
  if (!audience) throw new Error(`Unknown audience ${value}`);
  return audience;
}

type Source = { table: typeof customers | typeof prospects | typeof vendors | typeof employees | typeof otherContacts; email: PgColumn; name: PgColumn; where?: SQL };
const SOURCES: Record<Audience, Source> = {
  customers: { table: customers, email: customers.email, name: customers.displayName },
  // A prospect converted to a customer is written to as the customer.
  prospects: { table: prospects, email: prospects.email, name: prospects.displayName, where: isNull(prospects.convertedCustomerId) },
  vendors: { table: vendors, email: vendors.email, name: vendors.displayName },
  employees: { table: employees, email: employees.notificationEmail, name: employees.displayName },
  contacts: { table: otherContacts, email: otherContacts.email, name: otherContacts.displayName },
};

type Recipient = { name: string; email: string };

/**
 * The audience's people with an address (one e-mail per address, the first record's name), and
 * how many of those asked for no bulk mail (they are left out).
 */
async function recipientsOf(ctx: ResourceContext, audience: Audience): Promise<{ recipients: Recipient[]; skipped: number }> {
  const source = SOURCES[audience];
  const rows = (await ctx.tx
    .select({ name: source.name, email: source.email, optedOut: sql<boolean>`${mailOptOuts.id} is not null` })
    .from(source.table)
    .leftJoin(mailOptOuts, and(eq(mailOptOuts.companyId, ctx.company.id), sql`lower(${mailOptOuts.email}) = lower(trim(${source.email}))`))
    .where(and(eq(source.table.companyId, ctx.company.id), eq(source.table.status, 1), isNotNull(source.email), ne(sql`trim(${source.email})`, ''), source.where))
    .orderBy(asc(source.name), asc(source.table.id))) as { name: string; email: string; optedOut: boolean }[];
  const seen = new Set<string>();
  const recipients: Recipient[] = [];
  let skipped = 0;
  for (const row of rows) {
    const address = row.email.trim();
    if (seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    if (row.optedOut) skipped++;
    else recipients.push({ name: row.name, email: address });
  }
  return { recipients, skipped };
}

async function templateOf(ctx: ResourceContext, id: number | null | undefined) {
  const [template] = id ? await ctx.tx.select().from(emailTemplates).where(and(...reachable(emailTemplatesResource, ctx), eq(emailTemplates.id, id))) : [];
  if (!template) throw ValidationError.field('template_id', say('chooseTemplate'));
  if (template.status !== 1) throw ValidationError.field('template_id', say('templateInactive'));
  return template;
}

/** What every blast e-mail ends with: why it came, and the link that stops them; in the sender's language (the template's, most likely). */
const FOOTERS: Record<string, string> = {
  en: '\n\n--\nYou receive this e-mail from {{company_name}}. To receive no more of them: {{unsubscribe_link}}',
  es: '\n\n--\nRecibe este correo de {{company_name}}. Para no recibir más: {{unsubscribe_link}}',
};
const footerOf = (ctx: ResourceContext) => FOOTERS[ctx.user.locale] ?? FOOTERS.en;

const valuesFor = (ctx: ResourceContext, to: Recipient): MergeValues => ({
  customer_name: to.name,
  company_name: ctx.company.name,
  portal_link: ctx.origin ?? '',
  unsubscribe_link: unsubscribeLink(ctx.origin ?? '', ctx.company.id, to.email),
});

/**
 * When the next e-mails of the company's blasts go: at most `per minute` of them share a minute's
 * slot (MAIL_BLAST_PER_MINUTE, 60 by default), the first slot being the latest one its earlier
 * blasts took, if it still has room (docs/decisions.md "E-mail blaster").
 */
async function pacing(ctx: ResourceContext) {
  const perMinute = env().MAIL_BLAST_PER_MINUTE ?? 60;
  const recent = and(eq(sentEmails.companyId, ctx.company.id), isNotNull(sentEmails.blastId), gt(sentEmails.sendAt, sql`now() - interval '1 minute'`));
  const [{ last }] = await ctx.tx.select({ last: sql<Date | string | null>`max(${sentEmails.sendAt})` }).from(sentEmails).where(recent);
  const lastSlot = last ? new Date(last) : null;
  const [{ used }] = lastSlot
    ? await ctx.tx.select({ used: sql<number>`count(*)::int` }).from(sentEmails).where(and(recent, eq(sentEmails.sendAt, lastSlot)))
    : [{ used: 0 }];
  const start = lastSlot?.getTime() ?? Date.now();
  return (i: number) => new Date(start + Math.floor((used + i) / perMinute) * 60_000);
}

const audienceField = textChoice('Recipients', AUDIENCES, { required: true });
const input = z.object({
  display_name: text('Name', { required: true }),
  template_id: ref('Template', { required: true }),
  audience: audienceField,
});

/**
 * E-mail blasts (gem 119): a template sent to everyone of an audience, one e-mail each with its
 * merge fields filled, through the same queue and sent e-mails as every other message, paced per
 * company; every one carries an unsubscribe link, and those who used it are skipped.
 */
export const emailBlastsResource = defineResource({
  name: 'email-blasts',
  service: 'service_email',
  table: emailBlasts,
  input,
  columns: ['display_name', 'template_id', 'audience', 'recipients', 'skipped', 'created_at'],
  titleField: 'display_name',
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  filter: ['audience'],
  refs: { template_id: 'email-templates' },
  expand: { template: belongsTo(emailTemplatesResource, 'templateId') },
  terminology: 'email_blast',
  permission: 'email',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  async prepare(ctx, body, existing) {
    const changed = existing && ((body.template_id != null && body.template_id !== existing.templateId) || (body.audience != null && body.audience !== existing.audience));
    if (changed) throw ValidationError.field('template_id', say('blastSent'));
    // A new blast's input is whole: its template and audience are required.
    if (existing || !body.audience) return {};
    await templateOf(ctx, body.template_id);
    const { recipients, skipped } = await recipientsOf(ctx, body.audience);
    if (!recipients.length) throw ValidationError.field('audience', say('blastNobody'));
    return { recipients: recipients.length, skipped };
  },
  /** One Pending (Queued) sent e-mail and one job per recipient, in the request's transaction. */
  async afterWrite(ctx, row, op) {
    if (op !== 'create') return;
    const template = await templateOf(ctx, row.templateId);
    const { recipients } = await recipientsOf(ctx, audienceOf(row.audience));
    const signature = await signatureOf(ctx);
    const at = await pacing(ctx);
    for (const [i, to] of recipients.entries()) {
      await queueEmail(ctx, { to: to.email, subject: template.subject, body: template.body + footerOf(ctx), values: valuesFor(ctx, to), blastId: row.id, sendAt: at(i) }, signature);
    }
  },
  collectionActions: {
    /** POST /email-blasts/preview: how many it goes to, how many are skipped, and the e-mail the first one gets. */
    preview: collectionAction({
      permission: 'view',
      input: z.object({ template_id: ref('Template', { required: true }), audience: audienceField }),
      async run(ctx, body) {
        const template = await templateOf(ctx, body.template_id);
        const { recipients, skipped } = await recipientsOf(ctx, body.audience);
        const first = recipients[0];
        const values = first ? valuesFor(ctx, first) : { company_name: ctx.company.name };
        const { text } = bodies(merge(template.body + footerOf(ctx), values), await signatureOf(ctx));
        return { data: { count: recipients.length, skipped, to: first ? { name: first.name, email: first.email } : null, subject: merge(template.subject, values), body: text } };
      },
    }),
  },
});

/** Records that an address wants no more bulk mail from the company (an unsubscribe link used); using it twice changes nothing. */
export async function optOut(tx: ResourceContext['tx'], companyId: number, email: string): Promise<void> {
  await tx.insert(mailOptOuts).values({ companyId, email: email.trim().toLowerCase() }).onConflictDoNothing();
}
