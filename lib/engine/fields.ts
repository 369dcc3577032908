import { z } from 'zod';
import { isCalendarDate } from '@/lib/engine/date-params';
import type { FieldError } from '@/lib/engine/errors';
import { english, zodIssue, zodSays, type MessageCode, type Said } from './messages';
import { RIGHTS } from './rights';

/**
 * A file part of a multipart body, as a resource taking files receives it: spooled to this
 * machine's disk at `path` while its request runs (never held in memory); `type` is what the
 * browser claimed, which nothing should trust (lib/storage/sniff.ts reads the content).
 */
export type UploadedFile = { name: string; type: string; size: number; path: string };

/**
 * Field rules shared by every resource's input schema (spec section 5): text at most 256
 * characters, text areas 1000, e-mail and phone formats, money with 2 places, dates as
 * YYYY-MM-DD (or unix seconds), checkboxes 1/0. Optional fields take '' or null as empty.
 * Their messages are coded (lib/engine/messages.ts), so the workspace can translate them.
 */
/**
 * How a window draws and shows a field (lib/engine/describe.ts publishes it in `/meta`): money,
 * an exact decimal of more places (`decimal`: a tax rate, a unit price), a date, a timestamp
 * (`datetime`), a time of day, a whole number, a checkbox (`flag`), one of coded `options`
 * (`choice`), a record of another collection (`ref`) or several (`refs`), text, a set of lines, or
 * a recurrence rule, or a role's rights (section -> rights: the form draws a grid of checkboxes).
 */
export const FIELD_KINDS = ['text', 'textarea', 'email', 'password', 'phone', 'money', 'decimal', 'date', 'datetime', 'time', 'integer', 'choice', 'flag', 'ref', 'refs', 'lines', 'recurrence', 'rights', 'file'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type FieldInfo = {
  kind: FieldKind;
  label: string;
  required: boolean;
  max?: number;
  min?: number;
  /** A decimal's places (4: 8.2500). */
  places?: number;
  options?: Record<number, string>;
  /** A reference's filter: the records it may name have one of these values in each column (`filter[...]`). */
  where?: RefWhere;
  /** The message code a record outside `where` gets ('mustBeBank': "{field} must be a bank account."). */
  must_be?: MessageCode;
  /** A reference whose collection another field chooses: that field's value -> collection. */
  collection_by?: { field: string; collections: Record<string, string> };
  /** What picking a record fills in beside it: field -> the record's fields to take it from, first present wins (an item's rate). */
  fills?: Record<string, string[]>;
  /**
   * Where the picked record for `fills` is read: a view of its collection (`{collection}/{id}/{view}`)
   * given the owner's fields as query parameters (an item priced for the document's customer).
   */
  fills_via?: { view: string; params: string[] };
  /** What an empty value means, as a message code the windows show in its place (`sendNow`: a schedule time of none). */
  empty?: string;
  /**
   * A line's field that only some lines have, by another field of the line (an Inventory Item
   * line's location): the windows draw its column only while a line has one of these values.
   */
  shown_when?: { field: string; values: string[] };
};
export type RefWhere = Record<string, (number | string | boolean)[]>;

export const fieldInfo = new WeakMap<z.ZodType, FieldInfo>();

/** Sets of lines a new record's form starts without rows: `startsEmpty(z.array(...).optional())`. */
export const emptyAtStart = new WeakSet<z.ZodType>();
export function startsEmpty<T extends z.ZodType>(schema: T): T {
  emptyAtStart.add(schema);
  return schema;
}

/**
 * Where a field's value is offered from (`startsFrom`): the record it is about names, in its
 * `field`, a record of `collection`, whose `take` the window starts the field with (an invoice's
 * e-mail goes to its customer's address unless the person writes another).
 */
export type StartsFrom = { field: string; collection: string; take: string };
export const startsFromRecord = new WeakMap<z.ZodType, StartsFrom>();
export function startsFrom<T extends z.ZodType>(schema: T, from: StartsFrom): T {
  startsFromRecord.set(schema, from);
  return schema;
}

/** Fields a new record's form starts with a value in (`startsAs(flag('Print check number'), 1)`), as the column's default would have it. */
export const initialValue = new WeakMap<z.ZodType, string | number>();
export function startsAs<T extends z.ZodType>(schema: T, value: string | number): T {
  initialValue.set(schema, value);
  return schema;
}

function described<T extends z.ZodType>(schema: T, info: FieldInfo): T {
  fieldInfo.set(schema, info);
  return schema;
}

/** The largest id and whole number a column holds (PostgreSQL `integer`, 2^31 - 1). */
export const MAX_INT = 2_147_483_647;

/** What a text holding U+0000 is told: PostgreSQL cannot store it in text. */
export const nulMessage = (label: string) => english('nul', { field: label });

/**
 * Every string of a parsed body (keys included) holding a NUL character, as field errors:
 * the edge refuses them before any schema or the database sees them.
 */
export function nulCharacterErrors(value: unknown, path: string[] = []): FieldError[] {
  const name = (p: string[]) => p.join('.') || '_';
  const label = (p: string[]) => {
    const last = [...p].reverse().find((s) => !/^\d+$/.test(s)) ?? 'The request body';
    const words = last.replace(/\u0000/g, '').replace(/_id$/, '').replace(/_/g, ' ') || 'A field name';
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  if (typeof value === 'string') return value.includes('\u0000') ? [{ field: name(path), message: nulMessage(label(path)) }] : [];
  if (typeof value !== 'object' || value === null) return [];
  const errors: FieldError[] = [];
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    if (key.includes('\u0000')) errors.push({ field: name(at).replace(/\u0000/g, ''), message: nulMessage(label(at)) });
    else errors.push(...nulCharacterErrors(inner, at));
  }
  return errors;
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * An optional field: absent or null is none. So is an empty text, which a text field and a date or
 * amount typed in a form may send; a field holding a number (`numeric`: a whole number, a choice,
 * a reference) is never sent '' for none, and takes '' as the wrong value it is.
 */
function optional<T extends z.ZodType>(schema: T, { numeric = false } = {}) {
  return z.preprocess(numeric ? (value: unknown) => value ?? null : emptyToNull, schema.nullable()).optional();
}

/** A field's schema as `required` says: typed so that a required field's value is never null. */
type Requirable<R extends boolean, T extends z.ZodType> = R extends true ? T : ReturnType<typeof optional<T>>;
function requirable<R extends boolean, T extends z.ZodType>(required: R, base: T, info: FieldInfo, { numeric = false } = {}): Requirable<R, T> {
  // TypeScript does not narrow a conditional type by the value of `required`.
  return described(required ? base : optional(base, { numeric }), info) as Requirable<R, T>;
}

/** Line breaks and control characters (a tab aside), which one line of text never holds: a header (`From:`) built from it could be split. */
const CONTROL = /[\u0001-\u0008\u000a-\u001f\u007f\u0085\u2028\u2029]/;

/** A text of at most `max` characters, trimmed, without NUL; `singleLine`, without line breaks or control characters either. */
const string = (label: string, max: number, { singleLine = true } = {}) =>
  z
    .string({ error: (issue) => zodSays(issue.input === undefined || issue.input === null ? 'blank' : 'notText', { field: label })(issue) })
    .trim()
    .max(max, { error: zodSays('tooLong', { field: label, max }) })
    .refine((v) => !v.includes('\u0000'), { error: zodSays('nul', { field: label }) })
    .refine((v) => !singleLine || !CONTROL.test(v), { error: zodSays('singleLine', { field: label }) });

/** Digits, a sign allowed, spaces around: the text of a whole number (never `0x10`, `1e3` or empty). */
const WHOLE = /^\s*[+-]?\d+\s*$/;

/**
 * A whole number as a body may give it: a JSON number, or the text of one (a form's, a file's).
 * JavaScript's Number() would also take "0x10" as 16, "1e3", "" and [] as 0 and true as 1: none is.
 */
export const wholeNumber = <T extends z.ZodType<number>>(schema: T) => z.preprocess((v) => (typeof v === 'string' && WHOLE.test(v) ? Number(v) : v), schema);

/** Text of one line (at most 256 characters, a form's input) or, with a larger `max`, a text area whose lines may break. */
export function text<R extends boolean = false>(label: string, { required = false as R, max = 256 }: { required?: R; max?: number } = {}) {
  const base = string(label, max, { singleLine: max <= 256 });
  return requirable(required, required ? base.min(1, { error: zodSays('blank', { field: label }) }) : base, { kind: max > 256 ? 'textarea' : 'text', label, required, max });
}

export const textArea = <R extends boolean = false>(label: string, options: { required?: R } = {}) => text(label, { ...options, max: 1000 });

export function email<R extends boolean = false>(label: string, { required = false as R }: { required?: R } = {}) {
  const base = string(label, 256).toLowerCase().pipe(z.email({ error: zodSays('email', { field: label }) }));
  return requirable(required, base, { kind: 'email', label, required, max: 256 });
}

/** Whether a text is an absolute http or https address with a host (never `javascript:` or `file:`). */
export const isWebAddress = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '';

/** A web address a saved link opens: http or https only, so a click can never run script. */
export function url<R extends boolean = false>(label: string, { required = false as R }: { required?: R } = {}) {
  const base = string(label, 2000).refine(isWebAddress, { error: zodSays('url', { field: label }) });
  return requirable(required, required ? base.min(1, { error: zodSays('blank', { field: label }) }) : base, { kind: 'text', label, required, max: 2000 });
}

const PHONE = /^\+?[0-9 ().\-]{3,32}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
export const phone = (label: string) =>
  described(optional(string(label, 40).regex(PHONE, { error: zodSays('phone', { field: label }) })), { kind: 'phone', label, required: false, max: 40 });

const MONEY = /^-?\d{1,12}(?:\.\d{1,2})?$/;
/** Money as an exact decimal string with 2 places; never a binary float. */
export function money<R extends boolean = false>(label: string, { required = false as R, min }: { required?: R; min?: number } = {}) {
  const base = z
    .union([z.string(), z.number()], { error: zodSays('number', { field: label }) })
    .transform((v) => String(v).trim())
    .refine((v) => MONEY.test(v), { error: zodSays('money', { field: label }) })
    .refine((v) => min === undefined || Number(v) >= min, { error: zodSays('tooSmall', { field: label, min: min ?? 0 }) })
    .transform((v) => {
      const [whole, cents = ''] = v.split('.');
      return `${whole}.${cents.padEnd(2, '0')}`;
    });
  return requirable(required, base, { kind: 'money', label, required, min });
}

/** `value` (a decimal string) compared with a whole number, exactly: -1, 0 or 1. */
function compareDecimal(value: string, limit: number): number {
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const sign = value.startsWith('-') ? -1n : 1n;
  const scale = 10n ** BigInt(fraction.length);
  const scaled = sign * (BigInt(whole) * scale + BigInt(fraction || '0'));
  const bound = BigInt(limit) * scale;
  return scaled < bound ? -1 : scaled > bound ? 1 : 0;
}

/**
 * An exact decimal with at most `places` places (a tax rate 8.2500, a unit price 82.3750), as a
 * string padded to its places; never a binary float. `min` and `max` are whole numbers.
 */
export function decimal<R extends boolean = false>(label: string, { required = false as R, places = 4, min, max }: { required?: R; places?: number; min?: number; max?: number } = {}) {
  const pattern = new RegExp(`^-?\\d{1,10}(?:\\.\\d{1,${places}})?$`);
  const base = z
    .union([z.string(), z.number()], { error: zodSays('number', { field: label }) })
    .transform((v) => String(v).trim())
    .refine((v) => pattern.test(v), { error: zodSays('decimal', { field: label, places }) })
    .refine((v) => !pattern.test(v) || min === undefined || compareDecimal(v, min) >= 0, { error: zodSays('tooSmall', { field: label, min: min ?? 0 }) })
    .refine((v) => !pattern.test(v) || max === undefined || compareDecimal(v, max) <= 0, { error: zodSays('tooLarge', { field: label, max: max ?? 0 }) })
    .transform((v) => {
      const [whole, fraction = ''] = v.split('.');
      return `${whole}.${fraction.padEnd(places, '0')}`;
    });
  return requirable(required, base, { kind: 'decimal', label, required, min, max, places });
}

/** One of a list of named values (`good`, `service`...), each with its label: a choice kept as text. */
export function textChoice<const V extends string, R extends boolean = false>(label: string, values: Record<V, string>, { required = false as R }: { required?: R } = {}) {
  const names = Object.keys(values) as [V, ...V[]];
  const base = z.enum(names, { error: zodSays('oneOf', { field: label, allowed: names.join(', ') }) });
  return requirable(required, base, { kind: 'choice', label, required, options: values as unknown as Record<number, string> });
}

/** Unix seconds of 0001-01-01 and of the day after 9999-12-31: the dates a person can mean. */
const UNIX_RANGE = [-62_135_596_800, 253_402_300_800] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date of years 1 to 9999, stored as YYYY-MM-DD; accepts that form or unix seconds. */
export function date<R extends boolean = false>(label: string, { required = false as R }: { required?: R } = {}) {
  const base = z
    .union([z.string(), z.number().int()], { error: zodSays('date', { field: label }) })
    .transform((v, ctx) => {
      if (typeof v === 'number' && (v < UNIX_RANGE[0] || v >= UNIX_RANGE[1])) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date between the years 1 and 9999.` });
        return z.NEVER;
      }
      const iso = typeof v === 'number' ? new Date(v * 1000).toISOString().slice(0, 10) : v.trim();
      const m = DATE.exec(iso);
      if (!m || !isCalendarDate(+m[1], +m[2], +m[3])) {
        ctx.addIssue(zodIssue(m && +m[1] === 0 ? 'dateRange' : 'date', { field: label }));
        return z.NEVER;
      }
      return iso;
    });
  return requirable(required, base, { kind: 'date', label, required });
}

/**
 * A moment (a scheduled send): unix seconds or an ISO 8601 date and time; 0, empty or absent is
 * none (the spec's schedule_time 0: "Send Now").
 */
export function datetime(label: string, { empty }: { empty?: string } = {}) {
  const base = z
    .union([z.number().int(), z.string().trim()], { error: zodSays('date', { field: label }) })
    .transform((v, ctx) => {
      if (v === 0 || v === '' || v === '0') return null;
      const ms = typeof v === 'number' ? v * 1000 : Date.parse(v);
      if (!Number.isFinite(ms) || ms < UNIX_RANGE[0] * 1000 || ms >= UNIX_RANGE[1] * 1000) {
        ctx.addIssue(zodIssue('date', { field: label }));
        return z.NEVER;
      }
      return new Date(ms);
    });
  return described(optional(base), { kind: 'datetime', label, required: false, ...(empty && { empty }) });
}

/** A whole number; at most what an `integer` column holds unless `max` says less. */
export function integer<R extends boolean = false>(label: string, { required = false as R, min, max }: { required?: R; min?: number; max?: number } = {}) {
  let base = z.number({ error: zodSays('integer', { field: label }) }).int({ error: zodSays('integer', { field: label }) });
  if (min !== undefined) base = base.min(min, { error: zodSays('tooSmall', { field: label, min }) });
  base = base.max(max ?? MAX_INT, { error: zodSays('tooLarge', { field: label, max: max ?? MAX_INT }) });
  return requirable(required, wholeNumber(base), { kind: 'integer', label, required, min, max }, { numeric: true });
}

/** One of the coded values of a list (statuses, stages), given as {code: label}. */
export function choice<R extends boolean = false>(label: string, codes: Record<number, string>, { required = false as R }: { required?: R } = {}) {
  const allowed = Object.keys(codes).map(Number);
  const base = z.number({ error: zodSays('oneOf', { field: label, allowed: allowed.join(', ') }) }).refine((v) => allowed.includes(v), { error: zodSays('oneOf', { field: label, allowed: allowed.join(', ') }) });
  return requirable(required, wholeNumber(base), { kind: 'choice', label, required, options: codes }, { numeric: true });
}

/** A password: 8 to 256 characters, never shown back (the definition hashes or seals it); one kept already may be left out (`required: false`). */
export const password = (label: string, { min = 8, required = true } = {}) => {
  const base = z
    .string({ error: zodSays('blank', { field: label }) })
    .min(min, { error: zodSays('tooShort', { field: label, min }) })
    .max(256, { error: zodSays('tooLong', { field: label, max: 256 }) });
  return described(required ? base : optional(base), { kind: 'password', label, required, max: 256 });
};

/** A role's rights: permission section (or `*`, every other) -> the rights held there (lib/engine/rights.ts). */
export const rightsMap = (label: string) =>
  described(z.record(z.string().min(1).max(60), z.array(z.enum(RIGHTS)).max(RIGHTS.length)).optional(), { kind: 'rights', label, required: false });

/** A recurrence rule (RFC 5545 RRULE text, `FREQ=MONTHLY;BYMONTHDAY=1`): the form draws a recurrence editor. */
export const recurrence = (label: string, { required = false } = {}) => described(text(label, { required, max: 500 }), { kind: 'recurrence', label, required, max: 500 });

/** A file sent in a multipart body (a resource with `features.files`), as UploadedFile; its checks are the resource's. */
export const file = (label: string) =>
  described(
    z.custom<UploadedFile>((v) => typeof v === 'object' && v !== null && typeof (v as UploadedFile).path === 'string', { error: zodSays('blank', { field: label }) }).nullable().optional(),
    { kind: 'file', label, required: false },
  );

/** A checkbox: 1 or 0 (true/false and "1"/"0" accepted); `shownWhen`: drawn only while another field has one of some values. */
export const flag = (label: string, { shownWhen }: { shownWhen?: FieldInfo['shown_when'] } = {}) =>
  described(
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: zodSays('flag', { field: label }) })
      .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))
      .optional(),
    { kind: 'flag', label, required: false, ...(shownWhen ? { shown_when: shownWhen } : {}) },
  );

/** One id of a list of ids (`user_ids`, `ids`): a positive integer an id column can hold, else `message` (said with its code where it has one). */
export const idItem = (said: string | Said) => {
  const message = typeof said === 'string' ? said : zodSays(said.code, said.params);
  return z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });
};

type RefOptions<R extends boolean = boolean> = {
  required?: R;
  /** Only records with these column values may be named: `/meta` publishes it, the picker offers only them, a write checks it. */
  where?: RefWhere;
  /** What a write naming a record outside `where` is told: a message code ('mustBeBank'), `{field}` the label. */
  mustBe?: MessageCode;
  /** The collection is chosen by another field of the same input (a check's payee type). */
  collectionBy?: FieldInfo['collection_by'];
  fills?: FieldInfo['fills'];
  fillsVia?: FieldInfo['fills_via'];
  shownWhen?: FieldInfo['shown_when'];
  /**
   * The collection `/meta` names where no `refs` of a resource declares it: an action's input,
   * whose run checks the record itself (a reconciliation's service charge account).
   */
  collection?: string;
};

/**
 * Several records of another collection, as a list of ids (a tax group's member taxes): the
 * engine checks each belongs to the company and meets `where`, as for `ref`.
 */
export const refs = (
  label: string,
  {
    where,
    mustBe,
    collection,
  }: Omit<RefOptions, 'required' | 'collectionBy'> & {
    /** The collection `/meta` names where the resource checks the ids itself rather than through `refs` (a deposit's funds: payments and other funds). */
    collection?: string;
  } = {},
) => {
  const invalid = zodSays('invalid', { field: label });
  return described(z.array(idItem(english('invalid', { field: label })), { error: invalid }).max(100, { error: zodSays('tooLong', { field: label, max: 100 }) }).optional(), {
    kind: 'refs',
    label,
    required: false,
    where,
    must_be: mustBe,
    ...(collection ? { collection } : {}),
  });
};

/** The id of another record; the engine checks it belongs to the same company (`refs`) and meets `where`. */
export const ref = <R extends boolean = false>(label: string, { required = false as R, where, mustBe, collectionBy, fills, fillsVia, shownWhen, collection }: RefOptions<R> = {}) => {
  const invalid = zodSays('invalid', { field: label });
  const base = wholeNumber(z.number({ error: invalid }).int({ error: invalid }).positive({ error: invalid }).max(MAX_INT, { error: invalid }));
  return requirable(required, base, { kind: 'ref', label, required, where, must_be: mustBe, collection_by: collectionBy, fills, fills_via: fillsVia, shown_when: shownWhen, ...(collection ? { collection } : {}) }, { numeric: true });
};
