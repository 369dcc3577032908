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
 * result. Field errors, from the schema or thrown by `save` as a 422, come back onto the fields.
 */
export async function submitForm<S extends z.ZodType>(form: FormData, schema: S, save: (input: z.infer<S>) => Promise<void>): Promise<FormState> {
  const raw = Object.fromEntries([...form.entries()].filter(([k, v]) => typeof v === 'string' && !k.startsWith('$')));
  const values = Object.fromEntries(Object.entries(raw).filter(([k]) => !SECRET_FIELDS.has(k))) as Record<string, string>;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { errors: byField(fieldErrorsFromZod(parsed.error)), values };
  try {
    await save(parsed.data);
    return { done: true };
  } catch (error) {
    if (error instanceof ValidationError) return { errors: byField(error.errors), values };
    if (error instanceof ApiError && error.status === 429) return { refused: 'rate_limited', values };
    throw error;
  }
}

function byField(errors: FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}
