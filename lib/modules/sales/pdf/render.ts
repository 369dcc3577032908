import { PDFDocument } from 'pdf-lib';
import type { SalesDocumentKind } from '@/db/schema';
import type { Tx } from '@/db/client';
import { TtlCache } from '@/lib/cache';
import type { ActionContext, FileAnswer } from '@/lib/engine/define';
import { notFound } from '@/lib/engine/errors';
import { lazyDrawing } from '@/lib/pdf/draw';
import { withTenant } from '@/lib/tenant/transaction';
import { printableOf, versionOfPrintable, type Printable } from './printable';

/** A document's PDF: its bytes, the file name to save it as, and its version (the HTTP ETag). */
export type DocumentPdf = { body: Buffer; fileName: string; etag: string };

const FILE_NOUNS: Record<SalesDocumentKind, string> = { invoice: 'Invoice', estimate: 'Estimate', sales_receipt: 'Sales-Receipt', credit_memo: 'Credit-Memo', return_item: 'Return-Item' };

/** `Invoice-1042.pdf`: the kind and the number, with anything a file name should not hold replaced. */
export const pdfFileName = (kind: SalesDocumentKind, number: string) => `${FILE_NOUNS[kind]}-${number.replace(/[^\w.-]+/g, '_')}.pdf`;

// Rendered PDFs by document version: a second download of an unchanged document is not drawn
// again. Bounded: at most 200 documents, each kept 10 minutes.
const rendered = new TtlCache<Buffer>(10 * 60_000, 200);
let renders = 0;
/** How many PDFs this process has drawn (the cache's misses), for tests and the benchmark. */
export const renderCount = () => renders;

// The drawing library loads with the first PDF drawn (lib/pdf/draw.ts).
const drawPdf = lazyDrawing(async () => (await import('./document-pdf')).documentsPdf);

async function bytesOf(p: Printable): Promise<{ body: Buffer; etag: string }> {
  const etag = `"${versionOfPrintable(p)}"`;
  const hit = rendered.get(etag);
  if (hit) return { body: hit, etag };
  renders++;
  const body = await drawPdf([p]);
  rendered.set(etag, body);
  return { body, etag };
}

/** The PDF of a company's sales document read in the caller's tenant transaction; null when it has none by that id. */
export async function documentPdfIn(tx: Tx, companyId: number, documentId: number, kind?: SalesDocumentKind): Promise<DocumentPdf | null> {
  const p = await printableOf(tx, companyId, documentId);
  if (!p || (kind && p.doc.kind !== kind)) return null;
  return { ...(await bytesOf(p)), fileName: pdfFileName(p.doc.kind, p.doc.number) };
}

/**
 * The PDF of a company's sales document (invoice, estimate, sales receipt, credit memo, return
 * item) as its customer receives it, for callers outside a request: e-mail attachments, the
 * client portal. Null when the company has no document by that id.
 */
export function renderDocumentPdf(companyId: number, documentId: number, kind?: SalesDocumentKind): Promise<DocumentPdf | null> {
  return withTenant(companyId, (tx) => documentPdfIn(tx, companyId, documentId, kind), { readOnly: true });
}

/**
 * PDFs joined into one, in order, from a source that yields one document's bytes at a time: each
 * is parsed, its pages copied into the output and let go, so memory holds the output and one
 * document, never the drawing of the whole batch.
 */
export async function joinPdfs(parts: AsyncIterable<Uint8Array>): Promise<{ body: Uint8Array; count: number }> {
  const out = await PDFDocument.create();
  let count = 0;
  for await (const bytes of parts) {
    const one = await PDFDocument.load(bytes);
    for (const page of await out.copyPages(one, one.getPageIndices())) out.addPage(page);
    count++;
  }
  return { body: await out.save(), count };
}

/** Drawn PDFs of printables, one at a time (taken from the cache where drawn already). */
export async function* drawnOneByOne(printables: AsyncIterable<Printable>): AsyncIterable<Uint8Array> {
  for await (const p of printables) yield (await bytesOf(p)).body;
}

/** Several documents of the company as one PDF, in the order given; ids it does not have are skipped. */
export function batchPdf(tx: Tx, companyId: number, documentIds: number[]): Promise<{ body: Uint8Array; count: number }> {
  async function* read() {
    for (const id of documentIds) {
      const p = await printableOf(tx, companyId, id);
      if (p) yield p;
    }
  }
  return joinPdfs(drawnOneByOne(read()));
}

/** GET /{invoices|estimates|ar-sales-receipts|credit-memos|return-items}/{id}/pdf[?inline=1]: the document's PDF as a file. */
export async function pdfView(ctx: ActionContext, row: { id: number; kind: SalesDocumentKind }): Promise<FileAnswer> {
  const pdf = await documentPdfIn(ctx.tx, ctx.company.id, row.id, row.kind);
  if (!pdf) throw notFound();
  return { file: { body: pdf.body, contentType: 'application/pdf', fileName: pdf.fileName, etag: pdf.etag, inline: ctx.url.searchParams.get('inline') === '1' } };
}
