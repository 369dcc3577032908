import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customers, emailTemplates, salesDocuments } from '@/db/schema';
import { action, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { reachableRows } from '@/lib/engine/reach';
import { email, ref, startsFrom } from '@/lib/engine/fields';
import { pendingEmailOf, queueEmail, signatureOf, type AttachmentKind } from '@/lib/modules/messaging/send';
import { documentPdfIn } from './pdf/render';

type Doc = typeof salesDocuments.$inferSelect;

const DEFAULT_SUBJECT = 'Invoice {{invoice_number}} from {{company_name}}';
const DEFAULT_BODY = 'Dear {{customer_name}},\n\nPlease find attached invoice {{invoice_number}}: {{amount_due}} due on {{due_date}}.\n\n{{portal_link}}';

/**
 * E-mail of an invoice (its row action, the spec's "e-mail" and "Save and e-mail"): queued
 * through the job queue with its PDF attached, to the customer's address or the one given, from a
 * template or the default words; the invoice stays in the Email Queue until it is sent.
 */
export const emailDocumentAction = action<Doc, z.ZodObject>({
  // The customer's address is offered; another may be written instead.
  input: z.object({ to: startsFrom(email('To'), { field: 'customer_id', collection: 'customers', take: 'email' }), template_id: ref('Template') }),
  service: 'service_email',
  when: { state: ['posted', 'draft'] },
  async run(ctx, doc, input: { to?: string | null; template_id?: number | null }) {
    const [customer] = doc.customerId ? await ctx.tx.select().from(customers).where(and(eq(customers.companyId, ctx.company.id), eq(customers.id, doc.customerId))) : [];
    const to = input.to ?? customer?.email;
    if (!to) throw ValidationError.field('to', say('customerNoEmail'));
    // One click, one e-mail: the invoice is locked, and one already waiting to go to the same
    // address is the answer (a second click, or the queue's Send after the row's) — nothing more is queued.
    const [locked] = await ctx.tx.select().from(salesDocuments).where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.id, doc.id))).for('no key update');
    const values = { customer_name: customer?.displayName ?? '', invoice_number: doc.number, amount_due: doc.balanceDue, due_date: doc.dueDate ?? '', company_name: ctx.company.name, portal_link: ctx.origin ?? '' };
    if (!(await queueDocumentEmail(ctx, { to, templateId: input.template_id, subject: DEFAULT_SUBJECT, body: DEFAULT_BODY, values, attachment: { kind: 'invoice', id: doc.id } }))) return { record: locked };
    const [queued] = await ctx.tx.update(salesDocuments).set({ isInEmailQue: true }).where(eq(salesDocuments.id, doc.id)).returning();
    return { record: queued };
  },
});

/**
 * Queues a document's e-mail with its PDF attached (`attachment`, a kind the mail job draws), to
 * `to`, from the template named (422 on `template_id` when it is not one) or the default words,
 * signed with the sender's signature. False, and nothing queued, when the same document already
 * waits to go to the same address. The caller has locked the document.
 */
export async function queueDocumentEmail(
  ctx: WriteContext,
  mail: { to: string; templateId?: number | null; subject: string; body: string; values: Record<string, string>; attachment: { kind: string; id: number } },
): Promise<boolean> {
  const [template] = mail.templateId ? await ctx.tx.select().from(emailTemplates).where(and(reachableRows(ctx, emailTemplates), eq(emailTemplates.id, mail.templateId))) : [];
  if (mail.templateId && !template) throw ValidationError.field('template_id', say('notValid', { field: 'Template' }));
  if (await pendingEmailOf(ctx, mail.attachment, mail.to)) return false;
  await queueEmail(ctx, { to: mail.to, subject: template?.subject ?? mail.subject, body: template?.body ?? mail.body, values: mail.values, attachments: [mail.attachment] }, await signatureOf(ctx));
  return true;
}

/** The invoice attachment of the mail job: its PDF, drawn in the job's transaction; once sent it leaves the Email Queue. */
export const invoiceAttachment: AttachmentKind = {
  async file(ctx: WriteContext, id: number) {
    const pdf = await documentPdfIn(ctx.tx, ctx.company.id, id);
    return pdf ? { filename: pdf.fileName, content: pdf.body, contentType: 'application/pdf' } : null;
  },
  async sent(ctx: WriteContext, id: number) {
    await ctx.tx.update(salesDocuments).set({ isInEmailQue: false }).where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.id, id)));
  },
};
