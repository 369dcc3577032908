import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { salesDocuments, type SalesDocumentKind } from '@/db/schema';
import { action, collectionAction, type ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { flag, idItem } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
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
    const set: Partial<Doc> = {};
    if (input.print !== undefined) set.isInPrintQue = input.print === 1;
    if (input.email !== undefined) set.isInEmailQue = input.email === 1;
    if (!Object.keys(set).length) return { record: row };
    const [updated] = await ctx.tx.update(salesDocuments).set(set).where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.id, row.id))).returning();
    return { record: updated };
  },
});

/** The documents of a kind the batch prints: the chosen ones, else every one in the print queue; by number. */
async function toPrint(ctx: ActionContext, kind: SalesDocumentKind, ids: number[] | undefined) {
  const mine = and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.kind, kind));
  return ctx.tx
    .select({ id: salesDocuments.id, number: salesDocuments.number })
    .from(salesDocuments)
    .where(and(mine, ids?.length ? inArray(salesDocuments.id, ids) : eq(salesDocuments.isInPrintQue, true)))
    .orderBy(asc(salesDocuments.date), asc(salesDocuments.id));
}

/**
 * `POST /{c}/print {ids?}`: the chosen documents (else the whole print queue of this kind) as
 * one PDF, each on its own pages, which takes them out of the print queue. At most 500 at once.
 * The PDF is streamed: its first pages are sent while the later ones are still being drawn.
 */
export const printAction = (kind: SalesDocumentKind) =>
  collectionAction({
    input: z.object({ ids: z.array(idItem('Some of the chosen documents do not exist.')).max(500).optional() }),
    async run(ctx, input) {
      const docs = await toPrint(ctx, kind, input.ids);
      if (!docs.length) throw ValidationError.field('ids', say('printQueueEmpty'));
      const ids = docs.map((d) => d.id);
      await ctx.tx.update(salesDocuments).set({ isInPrintQue: false }).where(and(eq(salesDocuments.companyId, ctx.company.id), inArray(salesDocuments.id, ids)));
      const fileName = docs.length === 1 ? pdfFileName(kind, docs[0].number) : pdfFileName(kind, `queue-${docs.length}`);
      // Drawn while it is sent, after this transaction commits (docs/decisions.md).
      return { file: { body: batchPdfStream(ctx.company.id, ids, fileName.replace(/\.pdf$/, '')), contentType: 'application/pdf', fileName, inline: true } };
    },
  });
