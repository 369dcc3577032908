import { strToU8, zipSync } from 'fflate';
import { createTranslator } from 'use-intl/core';
import { isLocale, type Locale } from '@/i18n/locales';
import { unixToIsoDate } from '@/lib/format';
import { can } from '@/lib/auth/permissions';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { ActionContext, Resource } from '@/lib/engine/define';
import { customColumns } from '@/lib/engine/custom-fields';
import { describeResource, type FieldDescription } from '@/lib/engine/describe';
import { today } from '@/lib/engine/date-params';
import { ApiError, badRequest } from '@/lib/engine/errors';
import { cellValue, expandsFor, refTitle } from '@/lib/engine/list-columns';
import { parseListParams, type ListParams } from '@/lib/engine/params';
import { listRecords, type ListView } from '@/lib/engine/query';
import { resources } from '@/lib/api/registry';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import type { RequestContext } from './context';
import { toCsvText } from './csv';
import { toXlsx, XLSX_TYPE, type SheetTable } from './spreadsheet';
import type { Reply } from './idempotency';
import { present } from './present';

const MESSAGES: Record<Locale, typeof en> = { en, es };

/** The server's translator of the person's language (English for anything else). */
export const translatorOf = (locale: string) => {
  const lang: Locale = isLocale(locale) ? locale : 'en';
  return createTranslator({ locale: lang, messages: MESSAGES[lang] });
};

/** Unix seconds as the ISO day (dates, lib/format's) or instant (timestamps) a spreadsheet reads. */
const isoOf = (seconds: number, kind: string) => (kind === 'date' ? unixToIsoDate(seconds) : new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'));

/** A field's label in a translator's language: its first label key the language has, else the definition's. */
export function labelIn(t: ReturnType<typeof createTranslator<typeof en>>, f: FieldDescription): string {
  const key = f.label_keys.find((k) => t.has(k as never));
  return key ? t(key as never) : f.label;
}

/**
 * A list as its window shows it, for a file (CSV or XLSX: the one source of both): the list's
 * columns with their labels in the person's language, references by their records' titles,
 * choices by their labels, flags Yes/No; amounts stay plain numbers (1500.50) and dates ISO
 * (2026-11-25), which each writer keeps as text (CSV) or turns into numbers and dates (XLSX).
 */
export function listTable(fields: FieldDescription[], items: Record<string, unknown>[], locale: string): SheetTable {
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
  return { columns: fields.map((f) => ({ label: labelIn(t, f), kind: f.kind })), rows: items.map((row) => fields.map((f) => cell(f, row))) };
}

/** The most rows one list's export writes (a larger list is exported in parts, by filters). */
export const EXPORT_CAP = 100_000;
const EXPORT_PAGE = 1000;

/** Every row of `def` the list params let through (up to the cap), as its list's table; `any`: inactive ones too. */
async function tableOf(call: ActionContext, def: Resource, params: ListParams, view: ListView = 'default'): Promise<SheetTable> {
  const described = describeResource(def, resources);
  const expand = expandsFor(described.column_fields, described.expand);
  const items: Record<string, unknown>[] = [];
  for (let page = 1; items.length < EXPORT_CAP; page++) {
    const { rows } = await listRecords(def, call, { ...params, cursor: null, page, perPage: EXPORT_PAGE }, view);
    items.push(...(await present(call, rows, def, expand)));
    if (rows.length < EXPORT_PAGE) break;
  }
  // Every custom field of the company's is exported, shown in its list or not.
  return listTable([...described.column_fields, ...(await customColumns(def, call, { all: true }))], items.slice(0, EXPORT_CAP), call.user.locale);
}

/** A list's table as CSV text, formulae escaped. */
const csvText = (table: SheetTable) => `${toCsvText(table.rows, table.columns.map((c) => c.label))}\n`;

const csvFile = (csv: string, fileName: string): Reply => ({ status: 200, body: null, file: { body: strToU8(csv), contentType: 'text/csv; charset=utf-8', fileName } });

const FORMATS = ['csv', 'xlsx'] as const;

/**
 * GET /{c}/export: the list as CSV (or `format=xlsx`), as its window shows it (the same `q`,
 * filters and sort; every page). Any other format is a 400 naming `format`.
 */
export async function exportList(call: ActionContext): Promise<Reply> {
  const format = call.url.searchParams.get('format') ?? 'csv';
  if (!(FORMATS as readonly string[]).includes(format)) throw badRequest(`Invalid value for parameter "format": it must be csv or xlsx.`);
  const params = new URLSearchParams(call.url.searchParams);
  params.delete('format');
  const table = await tableOf(call, call.def, parseListParams(call.def, params));
  const name = `${call.def.name}-${call.company.slug}-${today(call.company)}`;
  if (format === 'xlsx') return { status: 200, body: null, file: { body: await toXlsx(table, call.def.name), contentType: XLSX_TYPE, fileName: `${name}.xlsx` } };
  return csvFile(csvText(table), `${name}.csv`);
}

/**
 * GET /export: the whole company as a zip of CSVs, one per collection, active and inactive records
 * (catalogues, the product's own lists, left out), read in one snapshot. Administrators only: it is every record at once.
 */
export async function exportCompany(ctx: RequestContext, user: SessionUser): Promise<Response> {
  if (ctx.req.method !== 'GET') throw new ApiError(405, `Method ${ctx.req.method} is not allowed on export.`);
  if (!user.isAdmin) throw new ApiError(403, 'You are not allowed to perform this action.');
  const company = ctx.company!;
  const files = await withTenant(
    company.id,
    async (tx) => {
      const out: Record<string, Uint8Array> = {};
      for (const def of resources.values()) {
        if (catalogueOf(def) || !can(user, def.permission, 'view')) continue;
        const call = { tx, company, user, registry: resources, origin: '', req: ctx.req, url: new URL(ctx.url.origin), def, body: undefined };
        out[`${def.name}.csv`] = strToU8(csvText(await tableOf(call, def, parseListParams(def, new URLSearchParams()), 'any')));
      }
      return out;
    },
    { readOnly: true },
  );
  const zip = zipSync(files, { level: 6 });
  return new Response(zip, { headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${company.slug}-export-${today(company)}.zip"` } });
}
