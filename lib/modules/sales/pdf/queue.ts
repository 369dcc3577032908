import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { salesDocuments, type SalesDocumentKind } from '@/db/schema';
import { action, collectionAction, type ActionContext, type FileAnswer } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { reachableRows } from '@/lib/engine/reach';
import { flag, idItem } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { requireMailServer } from '@/lib/modules/messaging/send';
import { batchPdfStream, pdfFileName } from './render';

type Doc = typeof salesDocuments.$inferSelect;

/**
 * `POST /{c}/{id}/queue {print, email}`: puts the document in (1) or takes it out of (0) the
 * print queue and the e-mail queue (the list flags Print Queue and Email Queue); a flag not
 * given stays as it is. The Save menu's save and print, save and e-mail.
 */
export const queueAction = action<Doc, z.ZodObject<{ print: ReturnType<typeof flag>; email: ReturnType<typeof flag> }>>({
  input: z.object({ print: flag('Print queue'), email: flag('Email queue') }),
  async run(ctx, row, input) {
    // The e-mail queue is for documents to be sent: without a mail server none can be (told now, not queued).
    if (input.email === 1 && !row.isInEmailQue) await requireMailServer(ctx);
    const set: Partial<Doc> = {};
    if (input.print !== undefined) set.isInPrintQue = input.print === 1;
    if (input.email !== undefined) set.isInEmailQue = input.email === 1;
    if (!Object.keys(set).length) return { record: row };
    const [updated] = await ctx.tx.update(salesDocuments).set(set).where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.id, row.id))).returning();
    return { record: updated };
  },
});

/**
 * Prints queued documents as one PDF, in date order, each on its own pages (streamed: the first
 * pages are sent while later ones are drawn), and takes them out of the print queue: the chosen ones (else the whole print queue), of one kind or (`kind` null, the
 * Processing hub) of every kind. At most 500 at once.
 */
export async function printQueued(ctx: ActionContext, kind: SalesDocumentKind | null, ids: number[] | undefined): Promise<FileAnswer> {
  // Those the person reaches (lib/engine/reach.ts): a chosen id secured to others, or of a kind
  // they may not see, is as one that does not exist.
  const mine = and(reachableRows(ctx, salesDocuments), kind ? eq(salesDocuments.kind, kind) : undefined);
  const docs = await ctx.tx
    .select({ id: salesDocuments.id, kind: salesDocuments.kind, number: salesDocuments.number })
    .from(salesDocuments)
    .where(and(mine, ids?.length ? inArray(salesDocuments.id, ids) : eq(salesDocuments.isInPrintQue, true)))
    .orderBy(asc(salesDocuments.date), asc(salesDocuments.id))
    .limit(500);
  if (!docs.length) throw ValidationError.field('ids', say('printQueueEmpty'));
  const chosen = docs.map((d) => d.id);
  await ctx.tx.update(salesDocuments).set({ isInPrintQue: false }).where(and(eq(salesDocuments.companyId, ctx.company.id), inArray(salesDocuments.id, chosen)));
  const fileName = docs.length === 1 ? pdfFileName(docs[0].kind, docs[0].number) : kind ? pdfFileName(kind, `queue-${docs.length}`) : `Documents-${docs.length}.pdf`;
  // Streamed: drawn while it is sent, after this transaction commits (docs/decisions.md).
  return { file: { body: batchPdfStream(ctx.company.id, chosen, fileName.replace(/\.pdf$/, '')), contentType: 'application/pdf', fileName, inline: true } };
}

const printInput = z.object({ ids: z.array(idItem('Some of the chosen documents do not exist.')).max(500).optional() });

/**
 * `POST /{c}/print {ids?}`: the chosen documents of the collection's kind (else its whole print
 * queue) as one PDF; `POST /processing/print` does the same for documents of every kind.
 */
export const printAction = (kind: SalesDocumentKind | null) => collectionAction({ input: printInput, permission: 'print', run: (ctx, input) => printQueued(ctx, kind, input.ids) });
