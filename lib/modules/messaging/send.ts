import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { emails, emailSignatures, mailSettings, sentEmails } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { enqueue, PermanentFailure, type JobHandler } from '@/lib/jobs/queue';
import { bodies, merge, type MergeValues } from '@/lib/mail/merge';
import { mailFailure, mailReadiness, refusedForGood, sendMail } from '@/lib/mail/transport';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { assertService, serviceOn } from '@/lib/engine/services';

/** Sent state (spec section 4): 0 Pending (Queued), 1 Sent, anything else Declined. */
export const PENDING = 0;
export const SENT = 1;
export const DECLINED = 2;

export const SEND_EMAIL = 'email.send';

/** The acting user's signature: their newest active one, if any. */
export async function signatureOf(ctx: ResourceContext): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ body: emailSignatures.body })
    .from(emailSignatures)
    .where(and(eq(emailSignatures.companyId, ctx.company.id), eq(emailSignatures.createdBy, ctx.user.id), eq(emailSignatures.status, 1)))
    .orderBy(desc(emailSignatures.id))
    .limit(1);
  return row?.body ?? null;
}

/**
 * Refuses (422 on `mail_server`, saying where it is set up) an e-mail that cannot go now: no mail
 * server, or no sender address, for the company. Asked before anything is queued, so the person
 * is told at once rather than by a Declined row after the retries.
 */
export async function requireMailServer(ctx: ResourceContext): Promise<void> {
  const readiness = await readinessOf(ctx);
  if (readiness !== 'ready') throw ValidationError.field('mail_server', say(readiness === 'no_server' ? 'noMailServer' : 'noMailSender'));
}

async function readinessOf(ctx: ResourceContext) {
  const [server] = await ctx.tx.select().from(mailSettings).where(eq(mailSettings.companyId, ctx.company.id));
  return mailReadiness(server ?? null);
}

/** Whether the company can e-mail now (its E-mail service on, its server set up): what sends only if it can (a reminder) asks first. */
export const canMail = async (ctx: ResourceContext) => serviceOn(ctx.company, 'service_email') && (await readinessOf(ctx)) === 'ready';

/**
 * An e-mail still waiting to go (Pending) to `to` with this attachment (an invoice): asked before
 * queueing another, so that one click (or two) sends the document once.
 */
export async function pendingEmailOf(ctx: ResourceContext, attachment: { kind: string; id: number }, to: string) {
  const [row] = await ctx.tx
    .select({ id: sentEmails.id })
    .from(sentEmails)
    .where(and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.isSent, PENDING), eq(sentEmails.toEmail, to), sql`${sentEmails.attachments} @> ${JSON.stringify([attachment])}::jsonb`))
    .limit(1);
  return row ?? null;
}

export type Outgoing = { to: string; subject: string; body: string; values: MergeValues; emailId?: number; blastId?: number; attachments?: { kind: string; id: number }[]; sendAt?: Date | null };

/**
 * Queues one e-mail in the caller's transaction: a Pending (Queued) sent e-mail, merged and
 * signed now, and the job that sends it at `sendAt` (now when absent). Rolls back with the caller.
 */
export async function queueEmail(ctx: ResourceContext, mail: Outgoing, signature: string | null) {
  // Every e-mail of the company is queued here: with the E-mail service off, none is.
  assertService(ctx.company, 'service_email');
  // One to go now needs a server now; one scheduled later may find it set up by then (else it is
  // Declined at its time, and its author told).
  if (!mail.sendAt || mail.sendAt.getTime() <= Date.now()) await requireMailServer(ctx);
  const { text, html } = bodies(merge(mail.body, mail.values), signature);
  const [row] = await ctx.tx
    .insert(sentEmails)
    .values({
      companyId: ctx.company.id,
      createdBy: ctx.user.id,
      emailId: mail.emailId ?? null,
      blastId: mail.blastId ?? null,
      toEmail: mail.to,
      subject: merge(mail.subject, mail.values),
      bodyText: text,
      bodyHtml: html,
      attachments: mail.attachments ?? [],
      sendAt: mail.sendAt ?? null,
    })
    .returning();
  await enqueue(ctx, SEND_EMAIL, { sent_email_id: row.id }, { runAt: mail.sendAt ?? undefined });
  return row;
}

/** An attachment's kind (an invoice): its file for the mail job, and what follows its sending; registered by the module that owns it. */
export type AttachmentKind = {
  file(ctx: WriteContext, id: number): Promise<{ filename: string; content: Buffer; contentType: string } | null>;
  sent?(ctx: WriteContext, id: number): Promise<void>;
};

/** The composed e-mail's sent state follows its messages: Sent once all went, Declined if any was declined. */
async function settleEmail(ctx: WriteContext, emailId: number | null) {
  if (!emailId) return;
  await ctx.tx.execute(sql`
    update emails set is_sent = (case when bool_or_declined then ${DECLINED}::int when all_sent then ${SENT}::int else ${PENDING}::int end)::smallint, updated_at = now()
    from (select bool_or(is_sent = ${DECLINED}::smallint) as bool_or_declined, bool_and(is_sent = ${SENT}::smallint) as all_sent from sent_emails where company_id = ${ctx.company.id} and email_id = ${emailId}) s
    where emails.id = ${emailId} and emails.company_id = ${ctx.company.id}`);
}

/** The job that sends one sent e-mail: already sent is done; a refusal for good is Declined at once with the server's words, another failure retries, and at the last is Declined. */
export const sendEmailJob = (attachments: Record<string, AttachmentKind>): JobHandler => ({
  async run(ctx, payload) {
    const [row] = await ctx.tx.select().from(sentEmails).where(and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.id, Number(payload.sent_email_id))));
    if (!row || row.isSent === SENT) return;
    const [server] = await ctx.tx.select().from(mailSettings).where(eq(mailSettings.companyId, ctx.company.id));
    const files = [];
    for (const attachment of row.attachments) {
      const file = await attachments[attachment.kind]?.file(ctx, attachment.id);
      if (file) files.push(file);
    }
    try {
      await sendMail(server ?? null, { to: row.toEmail, subject: row.subject, text: row.bodyText, html: row.bodyHtml, attachments: files });
    } catch (error) {
      // Refused for good (550 no such user): Declined now. Anything else (4xx, no connection) is tried again.
      throw refusedForGood(error) ? new PermanentFailure(mailFailure(error)) : new Error(mailFailure(error));
    }
    await ctx.tx.update(sentEmails).set({ isSent: SENT, reason: null, sentAt: new Date(), updatedAt: new Date() }).where(eq(sentEmails.id, row.id));
    for (const attachment of row.attachments) await attachments[attachment.kind]?.sent?.(ctx, attachment.id);
    await settleEmail(ctx, row.emailId);
  },
  async about(ctx, payload) {
    const [row] = await ctx.tx.select({ id: sentEmails.id, to: sentEmails.toEmail, subject: sentEmails.subject }).from(sentEmails).where(and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.id, Number(payload.sent_email_id))));
    return row ? { collection: 'sent-emails', id: row.id, title: `${row.to}: ${row.subject}` } : null;
  },
  async dead(ctx, payload, reason) {
    const [row] = await ctx.tx
      .update(sentEmails)
      .set({ isSent: DECLINED, reason, updatedAt: new Date() })
      .where(and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.id, Number(payload.sent_email_id))))
      .returning();
    if (row) await settleEmail(ctx, row.emailId);
  },
});

/**
 * Sends a sent e-mail again (resend): Pending (Queued) anew, with a new job. One already pending
 * (a second click) is answered as it is, with no second job: it would be sent twice.
 */
export async function resend(ctx: ResourceContext, id: number) {
  await requireMailServer(ctx);
  const mine = and(eq(sentEmails.companyId, ctx.company.id), eq(sentEmails.id, id));
  const [row] = await ctx.tx.update(sentEmails).set({ isSent: PENDING, reason: null, updatedAt: new Date() }).where(and(mine, ne(sentEmails.isSent, PENDING))).returning();
  if (!row) return (await ctx.tx.select().from(sentEmails).where(mine))[0];
  await enqueue(ctx, SEND_EMAIL, { sent_email_id: id });
  if (row.emailId) await ctx.tx.update(emails).set({ isSent: PENDING }).where(eq(emails.id, row.emailId));
  return row;
}
