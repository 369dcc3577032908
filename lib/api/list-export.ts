import { Zip, ZipDeflate } from 'fflate';
import { unixToIsoDate } from '@/lib/format';
import { contentDisposition } from './file-name';
import { can } from '@/lib/engine/rights';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { ActionContext, Resource } from '@/lib/engine/define';
import { customColumns } from '@/lib/engine/custom-fields';
import { describeResource, type FieldDescription } from '@/lib/engine/describe';
import { today } from '@/lib/engine/date-params';
import { ApiError, badRequest } from '@/lib/engine/errors';
import { cellValue, expandsFor, refTitle } from '@/lib/engine/list-columns';
import { parseListParams } from '@/lib/engine/params';
import { listRecords, type ListView } from '@/lib/engine/query';
import { resources } from '@/lib/api/registry';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { labelIn, translatorOf } from '@/lib/translator';
import type { RequestContext } from './context';
import { toCsvText } from './csv';
import { xlsxPieces, XLSX_TYPE, type SheetColumn, type SheetRows } from './spreadsheet';
import type { Reply } from './idempotency';
import { present } from './present';
import { say } from '@/lib/engine/messages';

/** Unix seconds as the ISO day (dates, lib/format's) or instant (timestamps) a spreadsheet reads. */
const isoOf = (seconds: number, kind: string) => (kind === 'date' ? unixToIsoDate(seconds) : new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));

/**
 * A list's rows as its window shows them, for a file (CSV or XLSX: the one source of both): the
 * list's columns with their labels in the person's language, references by their records'
 * titles, choices by their labels, flags Yes/No; amounts stay plain numbers (1500.50) and dates
 * ISO (2026-11-25), which each writer keeps as text (CSV) or turns into numbers and dates (XLSX).
 * Answers the columns and the function turning a presented record into its cells.
 */
export function listColumns(fields: FieldDescription[], locale: string): { columns: SheetColumn[]; cells: (row: Record<string, unknown>) => unknown[] } {
  const t = translatorOf(locale);
  const [yes, no] = [t('list.yes'), t('list.no')];
  const cell = (f: FieldDescription, row: Record<string, unknown>): unknown => {
    const value = cellValue(f, row);
    if (f.kind === 'ref') return refTitle(f, row);
    if (value === null || value === undefined) return '';
    if ((f.kind === 'date' || f.kind === 'datetime') && typeof value === 'number') return isoOf(value, f.kind);
    if (f.kind === 'flag') return value === true || value === 1 || value === '1' ? yes : no;
    if (f.kind === 'choice') return (f.options as Record<string, string> | undefined)?.[String(value)] ?? value;
    return typeof value === 'object' ? JSON.stringify(value) : value;
  };
  return { columns: fields.map((f) => ({ label: labelIn(t, f), kind: f.kind })), cells: (row) => fields.map((f) => cell(f, row)) };
}

/** The most rows one list's export writes (a larger list is exported in parts, by filters). */
export const EXPORT_CAP = 100_000;
/** Rows read, presented and written at a time: only one page of records is held while a file is made. */
export const EXPORT_PAGE = 1000;

/**
 * Every row of `def` the list's query lets through (its search, filters and sort; up to the
 * cap), as its list's columns and, page after page, the rows' cells: each page is read after
 * the last one's last row (keyset), so a large list costs each page the same. `any`: inactive
 * records too. Every custom field of the company's is exported, shown in its list or not.
 */
async function exportRows(call: ActionContext, def: Resource, query: URLSearchParams, view: ListView = 'default'): Promise<SheetRows> {
  const described = describeResource(def, resources);
  const expand = expandsFor(described.column_fields, described.expand);
  const { columns, cells } = listColumns([...described.column_fields, ...(await customColumns(def, call, { all: true }))], call.user.locale);
  const paging = new URLSearchParams(query);
  for (const name of ['page', 'per-page', 'after', 'before']) paging.delete(name);
  async function* pages() {
    let written = 0;
    for (let after: string | null = null; written < EXPORT_CAP; ) {
      if (after) paging.set('after', after);
      const { rows, nextCursor } = await listRecords(def, call, { ...parseListParams(def, paging), perPage: Math.min(EXPORT_PAGE, EXPORT_CAP - written) }, view);
      if (!rows.length) return;
      yield (await present(call, rows, def, expand)).map(cells);
      written += rows.length;
      if (!nextCursor) return;
      after = nextCursor;
    }
  }
  return { columns, pages: pages() };
}

const encoder = new TextEncoder();

/** A list's rows as CSV (formulae escaped), a page at a time: the header line, then each page's lines. */
async function* csvPieces({ columns, pages }: SheetRows): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${toCsvText([columns.map((c) => c.label)])}\n`);
  for await (const page of pages) yield encoder.encode(`${toCsvText(page)}\n`);
}

/** Pieces of a file as one body (the file's bytes, outside the JavaScript heap). */
async function joined(pieces: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const piece of pieces) parts.push(piece);
  return Buffer.concat(parts);
}

const FORMATS = ['csv', 'xlsx'] as const;

/**
 * GET /{c}/export: the list as CSV (or `format=xlsx`), as its window shows it (the same `q`,
 * filters and sort; every page). Any other format is a 400 naming `format`. The file is made in
 * the request's transaction a page of records at a time; its bytes are held until it is sent.
 */
export async function exportList(call: ActionContext): Promise<Reply> {
  const format = call.url.searchParams.get('format') ?? 'csv';
  if (!(FORMATS as readonly string[]).includes(format)) throw badRequest(`Invalid value for parameter "format": it must be csv or xlsx.`);
  const query = new URLSearchParams(call.url.searchParams);
  query.delete('format');
  const rows = await exportRows(call, call.def, query);
  const name = `${call.def.name}-${call.company.slug}-${today(call.company)}`;
  if (format === 'xlsx') return { status: 200, body: null, file: { body: await joined(xlsxPieces(rows, call.def.name)), contentType: XLSX_TYPE, fileName: `${name}.xlsx` } };
  return { status: 200, body: null, file: { body: await joined(csvPieces(rows)), contentType: 'text/csv; charset=utf-8', fileName: `${name}.csv` } };
}

/**
 * GET /export: the whole company as a zip of CSVs, one per collection, active and inactive records
 * (catalogues, the product's own lists, left out), read in one snapshot. Administrators only: it is every record at once.
 */
export async function exportCompany(ctx: RequestContext, user: SessionUser): Promise<Response> {
  if (ctx.req.method !== 'GET') throw new ApiError(405, `Method ${ctx.req.method} is not allowed on export.`);
  if (!user.isAdmin) throw new ApiError(403, say('notAllowed'));
  const company = ctx.company!;
  const zipped = await withTenant(
    company.id,
    async (tx) => {
      // Each collection's CSV is compressed into the zip as its pages are read: the zip's bytes
      // are held, never a collection's records or text whole. Made afresh if the transaction is
      // tried again.
      const parts: Uint8Array[] = [];
      const zip = new Zip((error, chunk) => {
        if (error) throw error;
        parts.push(chunk);
      });
      for (const def of resources.values()) {
        if (catalogueOf(def) || !can(user, def.permission, 'view')) continue;
        const call = { tx, company, user, registry: resources, origin: '', req: ctx.req, url: new URL(ctx.url.origin), def, body: undefined };
        const file = new ZipDeflate(`${def.name}.csv`, { level: 6 });
        zip.add(file);
        for await (const piece of csvPieces(await exportRows(call, def, new URLSearchParams(), 'any'))) file.push(piece);
        file.push(new Uint8Array(0), true);
      }
      zip.end();
      return Buffer.concat(parts);
    },
    { readOnly: true },
  );
  return new Response(zipped, { headers: { 'content-type': 'application/zip', 'content-disposition': contentDisposition('attachment', `${company.slug}-export-${today(company)}.zip`) } });
}
