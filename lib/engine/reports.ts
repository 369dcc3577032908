import { z } from 'zod';
import type { Registry, WriteContext } from './define';
import { isCalendarDate } from './date-params';
import { ApiError, badRequest, notFound } from './errors';
import { MAX_INT } from './fields';
import { can } from './rights';
import { say } from './messages';

/**
 * Declared reports: a report is one `defineReport` in its area's module (its name, the right it
 * needs, its parameters as a zod object, what it runs and the columns it shows). The API
 * (lib/api/report.ts) validates the parameters, checks the right, runs the report in a read-only
 * transaction and writes JSON, CSV, XLSX or PDF from the columns; `/meta` lists them, and the report
 * window draws its controls and its table from that list. The engine knows no report.
 */

/**
 * How a column's cells read in a file and on screen: `account` is an account's name, or the words
 * of a computed line (`line`: Net Income); `month` a month number (1-12) written as its name;
 * `account-type` a type code written as its name; `section` a statement's section key. A column
 * `group`s the rows (drawn as headings; it must come first), and a `compared` one shows only when
 * the answer stands beside another period (it has `compare_totals`).
 */
/**
 * `word`: a code the reader's language words (`reports.words.{code}`), as `section` does for a
 * statement's sections. `decimal`: a quantity that is not money (hours), in the reader's number format.
 */
export type ReportColumnKind = 'text' | 'money' | 'decimal' | 'date' | 'integer' | 'month' | 'account-type' | 'section' | 'account' | 'word';
export type ReportColumn = { key: string; kind: ReportColumnKind; label?: string; group?: true; compared?: true };

/** What a parameter is, for the report window's controls and the API's messages. */
export type ReportParamKind = { kind: 'date'; as_of?: true } | { kind: 'year' } | { kind: 'id'; collection: string; what: string } | { kind: 'choice'; options: string[] };
/** A parameter's default: a value, or today (a date) or this year (a year) where the company is. */
export type ReportParamMeta = ReportParamKind & { required: boolean; default?: string };

const paramMeta = z.registry<ReportParamMeta>();

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Made anew for each parameter: its declaration is registered on the schema itself.
const day = () => z.string().refine((v) => {
  const m = ISO.exec(v);
  return m !== null && isCalendarDate(+m[1], +m[2], +m[3]);
});
const year = () =>
  z
    .string()
  .regex(/^\d{4}$/)
  .refine((v) => Number(v) >= 1)
  .transform(Number);
// A positive whole number; one above any id a column holds is a 404 (checked by the engine).
const id = () => z.string().transform(Number).pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

function param<S extends z.ZodType>(schema: S, meta: ReportParamKind & { default?: string }): S {
  paramMeta.add(schema as z.ZodType, { ...meta, required: meta.default === undefined } as ReportParamMeta);
  return schema;
}
function optional<S extends z.ZodType>(schema: S, meta: ReportParamKind): z.ZodOptional<S> {
  const declared = schema.optional();
  paramMeta.add(declared as z.ZodType, { ...meta, required: false } as ReportParamMeta);
  return declared;
}

/**
 * The kinds of report parameters. A date or year may default to the company's today (`'today'`,
 * `'this-year'`); parameters named `from`/`to` (or `<prefix>from`/`<prefix>to`) are a range: from
 * after to is refused, and a given `from` needs its `to`. `id` names a record of a collection (`what`
 * words the 404 of an id no record can have).
 */
export const reportParam = {
  date: (opts?: { default?: 'today' }) => param(day(), { kind: 'date', default: opts?.default }),
  /**
   * The day a report counts from (an aging's days past due): today unless another day is picked,
   * and picked as a day, never taken from a period's end (which would count days not yet come).
   */
  asOf: () => param(day(), { kind: 'date', default: 'today', as_of: true }),
  optionalDate: () => optional(day(), { kind: 'date' }),
  year: (opts?: { default?: 'this-year' }) => param(year(), { kind: 'year', default: opts?.default }),
  id: (collection: string, what: string) => param(id(), { kind: 'id', collection, what }),
  optionalId: (collection: string, what: string) => optional(id(), { kind: 'id', collection, what }),
  choice: <const T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) => param(z.enum(options), { kind: 'choice', options: [...options], default: fallback }),
};

/** What a file's title says the report covers: a day (its `date`, else today), a range (`from`-`to`) or a year (`year`). */
export type ReportPeriod = 'as-of' | 'range' | 'year';

/**
 * How the totals show under a file's rows. A totals row under the columns carries the totals named
 * like a column, with "Total" in the `label` column (the first by default); each other total is a
 * line of its own, its words in the `label` column and its amount in the `value` column (the last
 * by default; a compared column gets the other period's), unless `lines` is false. A line's total
 * is an amount unless `kinds` says it is a count (`integer`) or a quantity (`decimal`).
 */
export type ReportTotals = { label?: string; value?: string; lines?: false; kinds?: Record<string, 'integer' | 'decimal'> };

export type ReportShape = z.ZodObject<z.ZodRawShape>;

interface ReportBase<P extends ReportShape, A> {
  name: string;
  /** The collection whose view right reading the report needs (its records are what it reads). */
  permission: string;
  params: P;
  /** Runs read-only; `ctx.registry` reaches other areas' collections through their scope (the important dates read invoices and bills). */
  run(ctx: WriteContext, params: z.output<P>): Promise<A>;
  period: ReportPeriod;
  totals?: ReportTotals;
}

/** The columns, or (where they depend on the company's settings, as aging periods do) read from the answer. */
type ReportColumns<A> = { columns: ReportColumn[] | ((answer: A) => ReportColumn[]) };

/** A report. */
export type ReportDefinition<P extends ReportShape = ReportShape, A = unknown> = ReportBase<P, A> & ReportColumns<A>;

/** A report of any parameters and answer, as the API and `/meta` hold them. */
export type AnyReport = ReportBase<ReportShape, never> & { run(ctx: WriteContext, params: Record<string, unknown>): Promise<unknown>; columns: ReportColumn[] | ((answer: never) => ReportColumn[]) };

/** Columns a report's answer carries itself (`columns`: key and kind), as the table reports do. */
const answerColumns = (answer: { columns: ReportColumn[] }) => answer.columns;

/** Declares a report; one whose answer carries its columns (a table report) may leave `columns` out: the answer's are its. */
export function defineReport<P extends ReportShape, A extends { columns: ReportColumn[] }>(def: ReportBase<P, A> & Partial<ReportColumns<A>>): AnyReport;
export function defineReport<P extends ReportShape, A>(def: ReportDefinition<P, A>): AnyReport;
export function defineReport(def: { columns?: unknown }): AnyReport {
  return { columns: answerColumns, ...def } as unknown as AnyReport;
}

/** Each parameter's kind, requirement and default, in the order declared. */
export function reportParams(def: Pick<AnyReport, 'params'>): (ReportParamMeta & { name: string })[] {
  return Object.entries(def.params.shape).map(([name, schema]) => ({ name, ...paramMeta.get(schema as z.ZodType)! }));
}

/** The message of a refused parameter, as the API has always worded it. */
function refusal(name: string, meta: ReportParamMeta, given: boolean): string {
  switch (meta.kind) {
    case 'date':
      return given ? `Invalid value for parameter "${name}": a date YYYY-MM-DD of the years 0001 to 9999 is expected.` : `Missing required parameter: ${name}`;
    case 'year':
      return `Invalid value for parameter "${name}": a year YYYY from 0001 to 9999 is expected.`;
    case 'id':
      return `Missing or invalid parameter: ${name}`;
    case 'choice':
      return `Invalid "${name}": ${meta.options.join(' or ')}.`;
  }
}

/**
 * The query's parameters checked against the report's schema, defaults filled (`today` is the
 * company's day): a 400 naming the first bad parameter, a 404 for an id no record can have.
 */
export function parseReportParams(def: Pick<AnyReport, 'params'>, query: URLSearchParams, today: string): Record<string, unknown> {
  const params = reportParams(def);
  const input: Record<string, string> = {};
  for (const p of params) {
    const value = query.get(p.name) ?? (p.default === 'today' ? today : p.default === 'this-year' ? today.slice(0, 4) : p.default);
    if (value !== undefined) input[p.name] = value;
  }
  // A range's end is needed once its start is given (the start of an optional range, a comparison).
  for (const p of params) {
    const end = p.name.replace(/from$/, 'to');
    if (p.name.endsWith('from') && end !== p.name && input[p.name] !== undefined && input[end] === undefined) throw badRequest(`Missing required parameter: ${end}`);
  }
  const parsed = def.params.safeParse(input);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0].path[0]);
    throw badRequest(refusal(name, params.find((p) => p.name === name)!, query.has(name)));
  }
  const values = parsed.data as Record<string, unknown>;
  for (const p of params) {
    if (p.kind === 'id' && typeof values[p.name] === 'number' && (values[p.name] as number) > MAX_INT) throw notFound(`This ${p.what} does not exist.`);
    const end = p.name.replace(/from$/, 'to');
    if (p.name.endsWith('from') && end !== p.name && typeof values[p.name] === 'string' && (values[p.name] as string) > (values[end] as string)) {
      throw badRequest(`Invalid range: "${p.name}" is after "${end}".`);
    }
  }
  return values;
}

/**
 * Whether `user` may read a report, by whatever path draws it (its own GET, a customer's statement
 * as a PDF): the view right of the collection it reads. A person who may not open the chart of
 * accounts may not read the books' reports either, nor the aging of invoices without the invoices.
 */
export function reportReadable(report: Pick<AnyReport, 'permission'>, registry: Registry, user: Parameters<typeof can>[0]): boolean {
  const reads = registry.get(report.permission);
  return !!reads && can(user, reads.permission, 'view');
}

/** A 403 where `reportReadable` says no. */
export function assertReportReadable(report: Pick<AnyReport, 'permission'>, ctx: WriteContext): void {
  if (!reportReadable(report, ctx.registry, ctx.user)) throw new ApiError(403, say('notAllowed'));
}

