import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ApiError, fieldErrorsFromZod, ValidationError, type FieldError } from '@/lib/engine/errors';

/**
 * What a form's server action answers: field errors and the values to show again, a refusal of
 * the whole form (too many tries: a code the form translates), or done.
 */
export type FormState = { errors?: Record<string, string>; values?: Record<string, string>; refused?: 'rate_limited'; done?: boolean };

const SECRET_FIELDS = new Set(['password']);

/**
 * Validates a submitted form with the same zod schema the API uses and runs `save` with the
 * result. Field errors, from the schema or thrown by `save` as a 422, come back onto the fields,
 * in the person's language where the error carries a code (`errors.{code}`, the field named by
 * its label on the form: `labels`).
 */
export async function submitForm<S extends z.ZodType>(form: FormData, schema: S, save: (input: z.infer<S>) => Promise<void>, labels: Record<string, string> = {}): Promise<FormState> {
  const raw = Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === 'string' && !k.startsWith('$')));
  const values = Object.fromEntries(Object.entries(raw).filter(([k]) => !SECRET_FIELDS.has(k))) as Record<string, string>;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { errors: await byField(fieldErrorsFromZod(parsed.error), labels), values };
  try {
    await save(parsed.data);
    return { done: true };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: await byField(error.errors, labels), values };
    if (error instanceof ApiError && error.status === 429) return { refused: 'rate_limited', values };
    throw error;
  }
}

async function byField(errors: FieldError[], labels: Record<string, string>): Promise<Record<string, string>> {
  const t = await getTranslations('errors');
  const map: Record<string, string> = {};
  for (const { field, message, code, params } of errors) {
    map[field] ??= code && t.has(code) ? t(code, { ...params, ...(labels[field] ? { field: labels[field] } : {}) }) : message;
  }
  return map;
}
