import type { PrintedDocumentKind, SalesDocumentKind } from '@/db/schema';
import type { Tx } from '@/db/client';
import { TtlCache } from '@/lib/cache';
import type { ActionContext, FileAnswer } from '@/lib/engine/define';
import { notFound } from '@/lib/engine/errors';
import { holdsVersion } from '@/lib/engine/version';
import { lazyDrawing } from '@/lib/pdf/draw';
import { withTenant } from '@/lib/tenant/transaction';
import { joinedPdfStream } from './join';
import { printableOf, versionOfPrintable, type Printable } from './printable';

/** A document's PDF: its bytes, the file name to save it as, and its version (the HTTP ETag). */
export type DocumentPdf = { body: Buffer; fileName: string; etag: string };

const FILE_NOUNS: Record<PrintedDocumentKind, string> = { invoice: 'Invoice', estimate: 'Estimate', sales_receipt: 'Sales-Receipt', credit_memo: 'Credit-Memo', return_item: 'Return-Item', sales_order: 'Sales-Order', purchase_order: 'Purchase-Order' };

/** `Invoice-1042.pdf`: the kind and the number, with anything a file name should not hold replaced. */
export const pdfFileName = (kind: PrintedDocumentKind, number: string) => `${FILE_NOUNS[kind]}-${number.replace(/[^\w.-]+/g, '_')}.pdf`;

// Rendered PDFs by document version: a second download of an unchanged document is not drawn
// again. Bounded: at most 200 documents, each kept 10 minutes.
const rendered = new TtlCache<Buffer>(10 * 60_000, 200);
let renders = 0;
/** How many PDFs this process has drawn (the cache's misses), for tests and the benchmark. */
export const renderCount = () => renders;
/** Forgets every drawn PDF, as a process that has drawn none (tests: another instance, an expired cache). */
export const forgetDrawnPdfs = () => rendered.deletePrefix('');

// The drawing library loads with the first PDF drawn (lib/pdf/draw.ts).
const drawPdf = lazyDrawing(async () => (await import('./document-pdf')).documentPdf);

/** A document's PDF version, the HTTP ETag: a new one whenever anything it draws changes. */
const etagOf = (p: Printable) => `"${versionOfPrintable(p)}"`;

async function bytesOf(p: Printable, etag = etagOf(p)): Promise<Buffer> {
  const hit = rendered.get(etag);
  if (hit) return hit;
  renders++;
  const body = await drawPdf(p);
  rendered.set(etag, body);
  return body;
}

async function printableIn(tx: Tx, companyId: number, documentId: number, kind?: SalesDocumentKind) {
  const p = await printableOf(tx, companyId, documentId);
  return !p || (kind && p.doc.kind !== kind) ? null : p;
}

/** A printable's PDF: drawn (or taken from the cache), with its file name and version. */
export async function pdfOfPrintable(p: Printable): Promise<DocumentPdf> {
  const etag = etagOf(p);
  return { body: await bytesOf(p, etag), fileName: pdfFileName(p.doc.kind, p.doc.number), etag };
}

/** The PDF of a company's sales document read in the caller's tenant transaction; null when it has none by that id. */
export async function documentPdfIn(tx: Tx, companyId: number, documentId: number, kind?: SalesDocumentKind): Promise<DocumentPdf | null> {
  const p = await printableIn(tx, companyId, documentId, kind);
  return p ? pdfOfPrintable(p) : null;
}

/**
 * A document's PDF for an HTTP GET: as `documentPdfIn`, but a request that holds this version
 * already (its `If-None-Match` names the ETag) gets no body and nothing is drawn: its answer is a
 * 304, even where this process has not drawn the document (another instance, an expired cache).
 */
export async function documentPdfFor(req: Request, tx: Tx, companyId: number, documentId: number, kind?: SalesDocumentKind): Promise<(Omit<DocumentPdf, 'body'> & { body: Buffer | null }) | null> {
  const p = await printableIn(tx, companyId, documentId, kind);
  if (!p) return null;
  const etag = etagOf(p);
  return { body: holdsVersion(req, etag) ? null : await bytesOf(p, etag), fileName: pdfFileName(p.doc.kind, p.doc.number), etag };
}

/**
 * The PDF of a company's sales document (invoice, estimate, sales receipt, credit memo, return
 * item) as its customer receives it, for callers outside a request: e-mail attachments, the
 * client portal. Null when the company has no document by that id.
 */
export function renderDocumentPdf(companyId: number, documentId: number, kind?: SalesDocumentKind): Promise<DocumentPdf | null> {
  return withTenant(companyId, (tx) => documentPdfIn(tx, companyId, documentId, kind), { readOnly: true });
}

/** Drawn PDFs of printables, one at a time (taken from the cache where drawn already). */
export async function* drawnOneByOne(printables: AsyncIterable<Printable>): AsyncIterable<Uint8Array> {
  for await (const p of printables) yield await bytesOf(p);
}

/**
 * Several documents of the company as one PDF, in the order given, streamed: each document is
 * read in a short read-only transaction of its own when the client has taken the one before,
 * drawn and its pages written on (ids the company does not have are skipped), so memory holds
 * one document whatever the batch's size. The caller's transaction has committed by then.
 */
export function batchPdfStream(companyId: number, documentIds: number[], title: string): ReadableStream<Uint8Array> {
  async function* read() {
    for (const id of documentIds) {
      const p = await withTenant(companyId, (tx) => printableOf(tx, companyId, id), { readOnly: true });
      if (p) yield p;
    }
  }
  return joinedPdfStream(drawnOneByOne(read()), title);
}

/**
 * A printed document's PDF as the answer of a GET `{id}/pdf[?inline=1]`: 404 when there is none;
 * no body when the client holds this version (its `If-None-Match`), answered as a 304
 * (lib/api/collection.ts) without drawing anything.
 */
export async function printableFile(ctx: ActionContext, p: Printable | null): Promise<FileAnswer> {
  if (!p) throw notFound();
  const etag = etagOf(p);
  const body = holdsVersion(ctx.req, etag) ? null : await bytesOf(p, etag);
  return { file: { body: body ?? new Uint8Array(0), contentType: 'application/pdf', fileName: pdfFileName(p.doc.kind, p.doc.number), etag, inline: ctx.url.searchParams.get('inline') === '1' } };
}

/** GET /{invoices|estimates|ar-sales-receipts|credit-memos|return-items}/{id}/pdf[?inline=1]: the document's PDF as a file. */
export async function pdfView(ctx: ActionContext, row: { id: number; kind: SalesDocumentKind }): Promise<FileAnswer> {
  return printableFile(ctx, await printableIn(ctx.tx, ctx.company.id, row.id, row.kind));
}
