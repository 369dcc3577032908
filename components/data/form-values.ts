import type { FieldDescription } from '@/lib/engine/describe';
import { emptyLine, isBalanced, isBlankLine } from './lines';

/**
 * A record as a form edits it and back, pure: dates and amounts as the person writes them, in
 * their format (`Formats`: the window's useInputFormats), and what the API is sent.
 */

type Values = Record<string, unknown>;

/** The reading and writing of typed dates and amounts a form needs (useInputFormats gives them). */
export type Formats = {
  date(unix: number | null | undefined): string;
  isoDate(iso: string): string;
  today(): string;
  wallClock(seconds: number): string;
  amount(value: string | null | undefined): string;
  decimal(value: string | null | undefined): string;
  parseDate(text: string): string | null;
  parseDecimal(text: string): string | null;
  moment(wall: string): number | null;
};

/** How a field of a resource's own window is loaded (a payment's invoices): from the record's `expand`. */
export type CustomLoad = { expand: string; value(related: unknown): unknown };
export type CustomLoads = Record<string, { load?: CustomLoad }>;

/** Whether a field is drawn for these values (a record's, or a line's): one with `shown_when` only while its other field holds one of those values. */
export const shownFor = (f: Pick<FieldDescription, 'shown_when'>, values: Values) => !f.shown_when || f.shown_when.values.includes(String(values[f.shown_when.field] ?? ''));

/** The relations a form reads its record with: each set of lines' (and a custom field's) expansion, and a read-only reference's (its title). */
export function expansionsOf(fields: FieldDescription[], custom: CustomLoads = {}): string[] {
  return fields.flatMap((f) => (custom[f.name]?.load ? [custom[f.name].load!.expand] : (f.kind === 'lines' || f.kind === 'refs' || (f.read_only && f.kind === 'ref')) && f.expand ? [f.expand] : []));
}

/**
 * The record as the form edits it: empty as '', nested sets as rows. A new record's required
 * date is today (what a bookkeeper writes most), and its sets start with one empty line, two
 * where lines balance (an entry has two sides). A saved record's lines are its `expand`'s.
 */
export function toFormValues(fields: FieldDescription[], record: Values | null, formats: Formats, custom: CustomLoads = {}): Values {
  return Object.fromEntries(
    fields.map((f) => {
      const own = custom[f.name];
      if (own) return [f.name, own.load && record ? own.load.value(record[own.load.expand]) : (record?.[f.name] ?? (f.kind === 'lines' || f.kind === 'refs' ? [] : null))];
      if (f.kind === 'lines') {
        const start = Array.from({ length: isBalanced(f.fields ?? []) ? 2 : 1 }, () => emptyLine(f.fields ?? []));
        const rows = (record?.[f.name] ?? (f.expand ? record?.[f.expand] : undefined) ?? (record || f.starts_empty ? [] : start)) as Values[];
        return [f.name, rows.map((row) => toFormValues(f.fields ?? [], row, formats))];
      }
      if (!record && f.starts_as !== undefined) return [f.name, f.kind === 'flag' ? f.starts_as : String(f.starts_as)];
      return [f.name, fieldValue(f, record?.[f.name], formats, !record && f.required)];
    }),
  );
}

/** One field's value as the form shows it; `startToday`: an empty date is today. */
export function fieldValue(f: Pick<FieldDescription, 'kind'>, v: unknown, formats: Formats, startToday = false): unknown {
  if (f.kind === 'date') return typeof v === 'number' ? formats.date(v) : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formats.isoDate(v) : startToday ? formats.isoDate(formats.today()) : '';
  if (f.kind === 'datetime') return typeof v === 'number' && v > 0 ? formats.wallClock(v) : '';
  if (f.kind === 'money') return typeof v === 'string' || typeof v === 'number' ? formats.amount(String(v)) : '';
  if (f.kind === 'decimal') return typeof v === 'string' || typeof v === 'number' ? formats.decimal(String(v)) : '';
  if (f.kind === 'refs') return (v ?? []) as number[];
  if (f.kind === 'flag') return v === 1 || v === true ? 1 : 0;
  if (f.kind === 'ref') return v ?? null;
  return v === null || v === undefined ? '' : String(v);
}

/** A field's value as the API takes it: dates as YYYY-MM-DD, amounts as plain decimals; what cannot be read goes as typed, for the server to refuse. */
export function apiValue(f: Pick<FieldDescription, 'kind'>, v: unknown, formats: Formats): unknown {
  // What cannot be read goes as typed, for the server to refuse.
  if (f.kind === 'datetime') return typeof v === 'string' && v ? (formats.moment(v) ?? v) : null;
  const read = typeof v !== 'string' ? v : f.kind === 'date' ? formats.parseDate(v) : f.kind === 'money' || f.kind === 'decimal' ? formats.parseDecimal(v) : v;
  const sent = read === null ? v : read;
  return sent === '' ? null : sent;
}

/** What is sent: only the fields the form shows, empty text as null, blank rows left out. */
export function toBody(fields: FieldDescription[], values: Values, isNew: boolean, formats: Formats, custom: CustomLoads = {}): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = values[f.name];
    if (custom[f.name]) body[f.name] = v;
    else if (f.read_only || (f.kind === 'password' && !v && !isNew)) continue;
    else if (f.kind === 'lines') body[f.name] = (v as Values[]).filter((row) => !isBlankLine(row)).map((row) => toBody(f.fields ?? [], row, true, formats));
    else body[f.name] = apiValue(f, v, formats);
  }
  return body;
}

/** The field a 422 item names ("lines.0.amount" is the lines' amount), for its label. */
export function fieldAt(fields: FieldDescription[], path: string): FieldDescription | undefined {
  const [name, , sub] = path.split('.');
  const field = fields.find((f) => f.name === name);
  return sub ? field?.fields?.find((f) => f.name === sub) : field;
}

/**
 * The company's own fields (GET /meta `custom_fieldsets`): the API names them `custom.<id>` and
 * keeps their values in the record's `custom`; the form keeps them as `custom_<id>`
 * (react-hook-form would read `custom.12` as the 13th item of a list).
 */
export const CUSTOM = 'custom.';
export const formName = (apiName: string) => (apiName.startsWith(CUSTOM) ? `custom_${apiName.slice(CUSTOM.length)}` : apiName);
export const customSections = (sets: { id: number; display_name: string; fields: FieldDescription[] }[] | undefined) =>
  (sets ?? []).map((set) => ({ ...set, fields: set.fields.map((f) => ({ ...f, name: formName(f.name) })) }));

/** A record with its custom values beside its own fields, under their form names. */
export const withCustom = (record: Values | null): Values | null =>
  record && Object.fromEntries([...Object.entries(record), ...Object.entries((record.custom as Values | undefined) ?? {}).map(([id, v]) => [`custom_${id}`, v])]);

/** The custom fields' part of a body: `custom: {"<id>": value}`. */
export const customBody = (body: Values): Values => Object.fromEntries(Object.entries(body).map(([name, v]) => [name.slice('custom_'.length), v]));

/**
 * The order a form draws (and Tab walks) its fields: the header's single fields first, then the
 * sets of lines and the fields drawn as a whole section (a payment's invoices), which end in
 * their totals just above the footer.
 */
export function drawOrder<F extends Pick<FieldDescription, 'kind' | 'name'>>(fields: F[], wide: (f: F) => boolean): { header: F[]; sections: F[] } {
  return { header: fields.filter((f) => !wide(f)), sections: fields.filter(wide) };
}

/**
 * What picking a record fills beside it (`fills`: field -> the picked record's fields, the first
 * present wins), in the form's format. Where the answer names the field but has no value, the
 * field is emptied (another customer's address must not stay).
 */
export function filledFrom(answer: Values, fills: Record<string, string[]>, fields: Pick<FieldDescription, 'name' | 'kind'>[], formats: Formats, { empties }: { empties: boolean }): Values {
  const filled: Values = {};
  for (const [name, sources] of Object.entries(fills)) {
    const field = fields.find((f) => f.name === name);
    if (!field) continue;
    const source = sources.map((s) => answer[s]).find((v) => v !== null && v !== undefined && v !== '');
    if (source !== undefined) filled[name] = fieldValue(field, source, formats);
    else if (empties && sources.some((s) => s in answer)) filled[name] = fieldValue(field, null, formats);
  }
  return filled;
}

/** The fields a template sets (its lines always, read from its `expand` when it has them so) as the form keeps them: what Load template writes. */
export function templateValues(fields: FieldDescription[], template: Values, formats: Formats, custom: CustomLoads = {}): Values {
  const values = toFormValues(fields, template, formats, custom);
  const given = (f: FieldDescription) => (f.kind === 'lines' ? (template[f.name] ?? (f.expand ? template[f.expand] : undefined)) : template[f.name]);
  return Object.fromEntries(fields.filter((f) => given(f) !== undefined && given(f) !== null).map((f) => [f.name, values[f.name]]));
}

/** A new record's given fields (`customer_id=4&memo=x`, from the window that opened it): blanks dropped, whole numbers as numbers. */
export const prefillOf = (query: string): Values =>
  Object.fromEntries([...new URLSearchParams(query)].filter(([, v]) => v !== '').map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));

/**
 * A 422's items as the form shows them: each field's first message, under the form's name of the
 * field it belongs to (a line's error under its set of lines, a custom field's under `custom_<id>`),
 * and the lines' own messages by their path (`lines.2.amount`), for the line beneath which they go.
 */
export function fieldErrors<I extends { field: string }>(items: I[], say: (item: I) => string): { fields: Record<string, string>; lines: Record<string, string> } {
  const messages: Record<string, string> = {};
  for (const item of items) messages[item.field] ??= say(item);
  const lines = Object.fromEntries(Object.entries(messages).filter(([k]) => k.includes('.') && !k.startsWith(CUSTOM)));
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(messages)) fields[field.startsWith(CUSTOM) ? formName(field) : field.split('.')[0]] = message;
  return { fields, lines };
}
