import { z } from 'zod';
import { zodIssue, zodSays } from './messages';

/**
 * Field rules shared by every resource's input schema (spec section 5): text at most 256
 * characters, text areas 1000, e-mail and phone formats, money with 2 places, dates as
 * YYYY-MM-DD (or unix seconds), checkboxes 1/0. Optional fields take '' or null as empty.
 * Their messages are coded (lib/engine/messages.ts), so the workspace can translate them.
 */
/**
 * How a window draws and shows a field (lib/engine/describe.ts publishes it in `/meta`): money,
 * a date, a timestamp (`datetime`), a time of day, a whole number, a checkbox (`flag`), one of
 * coded `options` (`choice`), a record of another collection (`ref`), text, or a set of lines.
 */
export const FIELD_KINDS = ['text', 'textarea', 'email', 'password', 'phone', 'money', 'date', 'datetime', 'time', 'integer', 'choice', 'flag', 'ref', 'lines'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export type FieldInfo = { kind: FieldKind; label: string; required: boolean; max?: number; min?: number; options?: Record<number, string> };

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
    .string({ error: (issue) => zodSays(issue.input === undefined || issue.input === null ? 'blank' : 'notText', { field: label })(issue) })
    .trim()
    .max(max, { error: zodSays('tooLong', { field: label, max }) });

export function text(label: string, { required = false, max = 256 } = {}) {
  const base = string(label, max);
  return described(required ? base.min(1, { error: zodSays('blank', { field: label }) }) : optional(base), { kind: max > 256 ? 'textarea' : 'text', label, required, max });
}

export const textArea = (label: string, options: { required?: boolean } = {}) => text(label, { ...options, max: 1000 });

export function email(label: string, { required = false } = {}) {
  const base = string(label, 256).toLowerCase().pipe(z.email({ error: zodSays('email', { field: label }) }));
  return described(required ? base : optional(base), { kind: 'email', label, required, max: 256 });
}

const PHONE = /^\+?[0-9 ().\-]{3,32}(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;
export const phone = (label: string) =>
  described(optional(string(label, 40).regex(PHONE, { error: zodSays('phone', { field: label }) })), { kind: 'phone', label, required: false, max: 40 });

const MONEY = /^-?\d{1,12}(?:\.\d{1,2})?$/;
/** Money as an exact decimal string with 2 places; never a binary float. */
export function money(label: string, { required = false, min }: { required?: boolean; min?: number } = {}) {
  const base = z
    .union([z.string(), z.number()], { error: zodSays('number', { field: label }) })
    .transform((v) => String(v).trim())
    .refine((v) => MONEY.test(v), { error: zodSays('money', { field: label }) })
    .refine((v) => min === undefined || Number(v) >= min, { error: zodSays('tooSmall', { field: label, min: min ?? 0 }) })
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
    .union([z.string(), z.number().int()], { error: zodSays('date', { field: label }) })
    .transform((v, ctx) => {
      const iso = typeof v === 'number' ? new Date(v * 1000).toISOString().slice(0, 10) : v.trim();
      const m = DATE.exec(iso);
      const d = m && new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
      if (!m || !d || d.getUTCMonth() !== +m[2] - 1 || d.getUTCDate() !== +m[3]) {
        ctx.addIssue(zodIssue('date', { field: label }));
        return z.NEVER;
      }
      return iso;
    });
  return described(required ? base : optional(base), { kind: 'date', label, required });
}

export function integer(label: string, { required = false, min, max }: { required?: boolean; min?: number; max?: number } = {}) {
  let base = z.coerce.number({ error: zodSays('integer', { field: label }) }).int({ error: zodSays('integer', { field: label }) });
  if (min !== undefined) base = base.min(min, { error: zodSays('tooSmall', { field: label, min }) });
  if (max !== undefined) base = base.max(max, { error: zodSays('tooLarge', { field: label, max }) });
  return described(required ? base : optional(base), { kind: 'integer', label, required, min, max });
}

/** One of the coded values of a list (statuses, stages), given as {code: label}. */
export function choice(label: string, codes: Record<number, string>, { required = false } = {}) {
  const allowed = Object.keys(codes).map(Number);
  const base = z.coerce
    .number({ error: zodSays('invalid', { field: label }) })
    .refine((v) => allowed.includes(v), { error: zodSays('oneOf', { field: label, allowed: allowed.join(', ') }) });
  return described(required ? base : optional(base), { kind: 'choice', label, required, options: codes });
}

/** A password: 8 to 256 characters, never shown back (the definition hashes it). */
export const password = (label: string, { min = 8 } = {}) =>
  described(
    z
      .string({ error: zodSays('blank', { field: label }) })
      .min(min, { error: zodSays('tooShort', { field: label, min }) })
      .max(256, { error: zodSays('tooLong', { field: label, max: 256 }) }),
    { kind: 'password', label, required: true, max: 256 },
  );

/** A checkbox: 1 or 0 (true/false and "1"/"0" accepted). */
export const flag = (label: string) =>
  described(
    z
      .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: zodSays('flag', { field: label }) })
      .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0))
      .optional(),
    { kind: 'flag', label, required: false },
  );

/** The id of another record; the engine checks it belongs to the same company (`refs`). */
export const ref = (label: string, { required = false } = {}) => {
  const base = z.coerce.number({ error: zodSays('invalid', { field: label }) }).int({ error: zodSays('invalid', { field: label }) }).positive({ error: zodSays('invalid', { field: label }) });
  return described(required ? base : optional(base), { kind: 'ref', label, required });
};
