import { z } from 'zod';

/**
 * Field rules shared by every resource's input schema (spec section 5): text at most 256
 * characters, text areas 1000, e-mail and phone formats, money with 2 places, dates as
 * YYYY-MM-DD (or unix seconds), checkboxes 1/0. Optional fields take '' or null as empty.
 */
/**
 * How a window draws and shows a field (lib/engine/describe.ts publishes it in `/meta`): money,
 * a date, a timestamp (`datetime`), a time of day, a whole number, a checkbox (`flag`), one of
 * coded `options` (`choice`), a record of another collection (`ref`), text, or a set of lines.
 */
export const FIELD_KINDS = ['text', 'textarea', 'email', 'password', 'phone', 'money', 'date', 'datetime', 'time', 'integer', 'choice', 'flag', 'ref', 'lines'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type FieldInfo = {
  kind: FieldKind;
  label: string;
  required: boolean;
  max?: number;
  min?: number;
  options?: Record<number, string>;
  /** A reference's filter: the records it may name have one of these values in each column (`filter[...]`). */
  where?: RefWhere;
  /** What a record outside `where` is told it must be ("a bank account"). */
  must_be?: string;
  /** A reference whose collection another field chooses: that field's value -> collection. */
  collection_by?: { field: string; collections: Record<string, string> };
};
export type RefWhere = Record<string, (number | string)[]>;

export const fieldInfo = new WeakMap<z.ZodType, FieldInfo>();

function described<T extends z.ZodType>(schema: T, info: FieldInfo): T {
  fieldInfo.set(schema, info);
  return schema;
}

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToNull, schema.nullable()).optional();
}

const string = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} cannot be blank.` : `${label} must be a string.`) })
    .trim()
    .max(max, { error: `${label} should contain at most ${max} characters.` });

export function text(label: string, { required = false, max = 256 } = {}) {
  const base = string(label, max);
  return described(required ? base.min(1, { error: `${label} cannot be blank.` }) : optional(base), { kind: max > 256 ? 'textarea' : 'text', label, required, max });
}

export const textArea = (label: string, options: { required?: boolean } = {}) => text(label, { ...options, max: 1000 });

export function email(label: string, { required = false } = {}) {
  const base = string(label, 256).toLowerCase().pipe(z.email({ error: `${label} is not a valid email address.` }));
  return described(required ? base : optional(base), { kind: 'email', label, required, max: 256 });
}

const PHONE = /^\+?[0-9 ().\-]{3,32}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
export const phone = (label: string) =>
  described(optional(string(label, 40).regex(PHONE, { error: `${label} is not a valid phone number.` })), { kind: 'phone', label, required: false, max: 40 });

const MONEY = /^-?\d{1,12}(?:\.\d{1,2})?$/;
/** Money as an exact decimal string with 2 places; never a binary float. */
export function money(label: string, { required = false, min }: { required?: boolean; min?: number } = {}) {
  const base = z
    .union([z.string(), z.number()], { error: `${label} must be a number.` })
    .transform((v) => String(v).trim())
    .refine((v) => MONEY.test(v), { error: `${label} must be a number with at most 2 decimal places.` })
    .refine((v) => min === undefined || Number(v) >= min, { error: `${label} must be no less than ${min}.` })
    .transform((v) => {
      const [whole, cents = ''] = v.split('.');
      return `${whole}.${cents.padEnd(2, '0')}`;
    });
  return described(required ? base : optional(base), { kind: 'money', label, required, min });
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date, stored as YYYY-MM-DD; accepts that form or unix seconds. */
export function date(label: string, { required = false } = {}) {
  const base = z
    .union([z.string(), z.number().int()], { error: `${label} must be a date (YYYY-MM-DD).` })
    .transform((v, ctx) => {
      const iso = typeof v === 'number' ? new Date(v * 1000).toISOString().slice(0, 10) : v.trim();
      const m = DATE.exec(iso);
      const d = m && new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
      if (!m || !d || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD).` });
        return z.NEVER;
      }
      return iso;
    });
  return described(required ? base : optional(base), { kind: 'date', label, required });
}

export function integer(label: string, { required = false, min, max }: { required?: boolean; min?: number; max?: number } = {}) {
  let base = z.coerce.number({ error: `${label} must be an integer.` }).int({ error: `${label} must be an integer.` });
  if (min !== undefined) base = base.min(min, { error: `${label} must be no less than ${min}.` });
  if (max !== undefined) base = base.max(max, { error: `${label} must be no greater than ${max}.` });
  return described(required ? base : optional(base), { kind: 'integer', label, required, min, max });
}

/** One of the coded values of a list (statuses, stages), given as {code: label}. */
export function choice(label: string, codes: Record<number, string>, { required = false } = {}) {
  const allowed = Object.keys(codes).map(Number);
  const base = z.coerce
    .number({ error: `${label} is invalid.` })
    .refine((v) => allowed.includes(v), { error: `${label} must be one of ${allowed.join(', ')}.` });
  return described(required ? base : optional(base), { kind: 'choice', label, required, options: codes });
}

/** A password: 8 to 256 characters, never shown back (the definition hashes it). */
export const password = (label: string, { min = 8 } = {}) =>
  described(
    z
      .string({ error: `${label} cannot be blank.` })
      .min(min, { error: `${label} should contain at least ${min} characters.` })
      .max(256, { error: `${label} should contain at most 256 characters.` }),
    { kind: 'password', label, required: true, max: 256 },
  );

/** A checkbox: 1 or 0 (true/false and "1"/"0" accepted). */
export const flag = (label: string) =>
  described(
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: `${label} must be 1 or 0.` })
      .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))
      .optional(),
    { kind: 'flag', label, required: false },
  );

type RefOptions = {
  required?: boolean;
  /** Only records with these column values may be named: `/meta` publishes it, the picker offers only them, a write checks it. */
  where?: RefWhere;
  /** Completes "<label> must be ...", e.g. 'a bank account'. */
  mustBe?: string;
  /** The collection is chosen by another field of the same input (a check's payee type). */
  collectionBy?: FieldInfo['collection_by'];
};

/** The id of another record; the engine checks it belongs to the same company (`refs`) and meets `where`. */
export const ref = (label: string, { required = false, where, mustBe, collectionBy }: RefOptions = {}) => {
  const base = z.coerce.number({ error: `${label} is invalid.` }).int({ error: `${label} is invalid.` }).positive({ error: `${label} is invalid.` });
  return described(required ? base : optional(base), { kind: 'ref', label, required, where, must_be: mustBe, collection_by: collectionBy });
};
