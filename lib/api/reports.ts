import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { toCsvText } from './csv';
import { today } from '@/lib/engine/date-params';
import { ApiError, badRequest, notFound } from '@/lib/engine/errors';
import { parseReportParams, reportParams, type AnyReport, type ReportColumn } from '@/lib/engine/reports';
import { reportLabels, type ReportLabels } from '@/lib/reports/labels';
import { reportPdf } from '@/lib/reports/pdf';
import { reportTable, type ReportAnswer, type ReportTable } from '@/lib/reports/table';
import { moneyStyleOf } from '@/lib/settings/company-settings';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { assertCan } from '@/lib/engine/rights';
import { assertService } from '@/lib/engine/services';
import { createRecord } from '@/lib/engine/write';
import type { SessionUser } from '@/lib/users/session-user';
import { present } from './present';
import { getResource, resources } from './registry';
import { reportReadable, reports } from './report-registry';
import { xlsxPieces, XLSX_TYPE } from './spreadsheet';
import { contentDisposition } from './file-name';
import { say } from '@/lib/engine/messages';

type Params = Record<string, unknown>;
const FORMATS = ['json', 'csv', 'xlsx', 'pdf'];

/** The period a report covers, in words: "As of June 30, 2026", "June 1, 2026 to June 30, 2026", "Year 2026", and the compared one. */
function periodOf(def: AnyReport, company: Company, p: Params, l: ReportLabels): string {
  const main = def.period === 'year' ? l.year(p.year as number) : def.period === 'range' ? l.range(p.from as string, p.to as string) : l.asOf((p.date as string | undefined) ?? today(company));
  const compared = p.compare_date ? l.asOf(p.compare_date as string) : p.compare_from ? l.range(p.compare_from as string, p.compare_to as string) : null;
  return compared ? `${main} · ${l.compared(compared)}` : main;
}

/** A report as CSV for a spreadsheet: a title block (report, company, period), a blank line, readable headers and the rows, then the totals. */
function toCsv(title: string[], table: ReportTable): string {
  const body = toCsvText(table.rows, table.header);
  const totals = table.totals.length ? `${toCsvText(table.totals)}\n` : '';
  return `${toCsvText(title.map((t) => [t]))}\n\n${body}\n${totals}`;
}

/** A report as one sheet: headers, rows and totals, amounts as numbers (the title block is the file's name and sheet's). */
async function toXlsx(name: string, table: ReportTable): Promise<Uint8Array> {
  const columns = table.header.map((label, i) => ({ label, kind: table.kinds[i] }));
  async function* pages() {
    yield [...table.rows, ...table.totals];
  }
  const parts: Uint8Array[] = [];
  for await (const piece of xlsxPieces({ columns, pages: pages() }, name)) parts.push(piece);
  return Buffer.concat(parts);
}

/** `<report>-<company>-<date>`: the date the report stands at (its date or end), else today. */
const fileName = (name: string, company: Company, p: Params, ext: string) => `${name}-${company.slug}-${(p.date ?? p.to ?? today(company)) as string}.${ext}`;

const attachment = (type: string, file: string) => ({ 'content-type': type, 'content-disposition': contentDisposition('attachment', file) });

/** What `/meta` tells of a report: its parameters (kind, required, default), its columns (null where the answer carries them) and the kinds of its totals lines that are not amounts. */
const describeReport = (def: AnyReport) => ({ name: def.name, collection: def.permission, period: def.period, params: reportParams(def), columns: Array.isArray(def.columns) ? def.columns : null, total_kinds: def.totals?.kinds ?? null });

/** A report's PDF as the person reads it: the answer drawn with its title, company, period and columns, in their language. */
function pdfOf(def: AnyReport, company: Company, user: SessionUser, params: Params, answer: unknown) {
  const labels = reportLabels(user.locale);
  const table = reportTable(columnsOf(def, answer), answer as ReportAnswer, labels, def.totals);
  const title = labels.report(def.name);
  const period = periodOf(def, company, params, labels);
  return { title, period, pdf: reportPdf({ title, company: company.name, subtitle: period, table, labels, money: moneyStyleOf(company) }) };
}

const columnsOf = (def: AnyReport, answer: unknown) => (typeof def.columns === 'function' ? (def.columns as (a: unknown) => ReportColumn[])(answer) : def.columns);

/** Runs a report read-only: a report never writes, and reads one snapshot of the books. */
const runReport = (def: AnyReport, company: Company, user: SessionUser, params: Params) =>
  withTenant(company.id, (tx) => def.run({ tx, company, user, registry: resources }, params), { readOnly: true });

/**
 * POST /api/v1/reports/{name}/file?{its parameters}: the report saved as a PDF into the Reports filing
 * cabinet (gems 31 and 32): a file of kind `report`, dated today, named by the report and its
 * period, kept as any upload is (the company's limits and quota, the file store, its words read
 * for search). It needs the report's reading and the files' create right; answers the file (201).
 */
async function fileReport(req: Request, url: URL, def: AnyReport, company: Company, user: SessionUser): Promise<Response> {
  const filesDef = getResource('files');
  assertCan(user, filesDef.permission, 'create');
  if (filesDef.service) assertService(company, filesDef.service);
  const format = url.searchParams.get('format') ?? 'pdf';
  if (format !== 'pdf') throw badRequest('Invalid value for parameter "format": a report is filed as a pdf.');
  const params = parseReportParams(def, url.searchParams, today(company));
  const { title, period, pdf } = pdfOf(def, company, user, params, await runReport(def, company, user, params));
  const bytes = await pdf;
  // Kept as an upload is: from a file on disk, removed whatever happens.
  const spooled = path.join(os.tmpdir(), `report-${randomBytes(8).toString('hex')}.pdf`);
  await writeFile(spooled, bytes, { mode: 0o600 });
  try {
    const name = `${title} - ${period}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
    const body = { file: { name, type: 'application/pdf', size: bytes.length, path: spooled }, kind: 'report', date: today(company) };
    const item = await withTenant(company.id, async (tx) => {
      const ctx = { tx, company, user, registry: resources };
      const row = await createRecord(filesDef, ctx, body);
      const [presented] = await present({ ...ctx, req, url: new URL(url.pathname, url), def: filesDef, body }, [row]);
      return presented;
    });
    return Response.json(item, { status: 201 });
  } finally {
    await rm(spooled, { force: true });
  }
}

// GET /api/v1/reports/{name}[?format=csv|xlsx|pdf], GET /api/v1/reports/meta (the reports the user may read),
// POST /api/v1/reports/{name}/file: the report's PDF filed in the Reports cabinet.
export async function report(req: Request, url: URL, name: string | undefined, company: Company, user: SessionUser, sub?: 'file' | string): Promise<Response> {
  if (req.method !== (sub === 'file' && name !== 'meta' ? 'POST' : 'GET')) throw new ApiError(405, `Method ${req.method} is not allowed on ${sub ? `reports/{name}/${sub}` : 'reports'}.`);
  if (name === 'meta') return Response.json({ reports: [...reports.values()].filter((r) => reportReadable(r, user)).map(describeReport) });
  const def = name === undefined ? undefined : reports.get(name);
  if (!def) throw notFound(`Unknown report "${name ?? ''}". Reports: ${[...reports.keys()].join(', ')}.`);
  if (!reportReadable(def, user)) throw new ApiError(403, say('notAllowed'));
  if (sub === 'file') return fileReport(req, url, def, company, user);
  const format = url.searchParams.get('format') ?? 'json';
  if (!FORMATS.includes(format)) throw badRequest('Invalid value for parameter "format": json, csv, xlsx or pdf.');
  const params = parseReportParams(def, url.searchParams, today(company));
  const answer = await runReport(def, company, user, params);
  if (format === 'json') return Response.json(answer);
  const file = (ext: string) => fileName(def.name, company, params, ext);
  if (format === 'pdf') return new Response(new Uint8Array(await pdfOf(def, company, user, params, answer).pdf), { headers: attachment('application/pdf', file('pdf')) });
  const labels = reportLabels(user.locale);
  const table = reportTable(columnsOf(def, answer), answer as ReportAnswer, labels, def.totals);
  const title = [labels.report(def.name), company.name, periodOf(def, company, params, labels)];
  if (format === 'csv') return new Response(toCsv(title, table), { headers: attachment('text/csv; charset=utf-8', file('csv')) });
  return new Response(new Uint8Array(await toXlsx(title[0], table)), { headers: attachment(XLSX_TYPE, file('xlsx')) });
}
