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
import type { SessionUser } from '@/lib/users/session-user';
import { resources } from './registry';
import { reportReadable, reports } from './report-registry';
import { xlsxPieces, XLSX_TYPE } from './spreadsheet';
import { contentDisposition } from './file-name';

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

/** What `/meta` tells of a report: its parameters (kind, required, default) and its columns (null where the answer carries them). */
const describeReport = (def: AnyReport) => ({ name: def.name, collection: def.permission, period: def.period, params: reportParams(def), columns: Array.isArray(def.columns) ? def.columns : null });

// GET /api/v1/reports/{name}[?format=csv|xlsx|pdf], GET /api/v1/reports/meta (the reports the user may read)
export async function report(req: Request, url: URL, name: string | undefined, company: Company, user: SessionUser): Promise<Response> {
  if (req.method !== 'GET') throw new ApiError(405, `Method ${req.method} is not allowed on reports.`);
  if (name === 'meta') return Response.json({ reports: [...reports.values()].filter((r) => reportReadable(r, user)).map(describeReport) });
  const def = name === undefined ? undefined : reports.get(name);
  if (!def) throw notFound(`Unknown report "${name ?? ''}". Reports: ${[...reports.keys()].join(', ')}.`);
  if (!reportReadable(def, user)) throw new ApiError(403, 'You are not allowed to perform this action.');
  const format = url.searchParams.get('format') ?? 'json';
  if (!FORMATS.includes(format)) throw badRequest('Invalid value for parameter "format": json, csv, xlsx or pdf.');
  const params = parseReportParams(def, url.searchParams, today(company));
  // Read-only: a report never writes, and reads one snapshot of the books.
  const answer = await withTenant(company.id, (tx) => def.run({ tx, company, user, registry: resources }, params), { readOnly: true });
  if (format === 'json') return Response.json(answer);
  const labels = reportLabels(user.locale);
  const columns = typeof def.columns === 'function' ? (def.columns as (a: unknown) => ReportColumn[])(answer) : def.columns;
  const table = reportTable(columns, answer as ReportAnswer, labels, def.totals);
  const title = [labels.report(def.name), company.name, periodOf(def, company, params, labels)];
  const file = (ext: string) => fileName(def.name, company, params, ext);
  if (format === 'csv') return new Response(toCsv(title, table), { headers: attachment('text/csv; charset=utf-8', file('csv')) });
  if (format === 'xlsx') return new Response(new Uint8Array(await toXlsx(title[0], table)), { headers: attachment(XLSX_TYPE, file('xlsx')) });
  const pdf = await reportPdf({ title: title[0], company: company.name, subtitle: title[2], table, labels, money: moneyStyleOf(company) });
  return new Response(new Uint8Array(pdf), { headers: attachment('application/pdf', file('pdf')) });
}
