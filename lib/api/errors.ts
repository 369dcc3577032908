import { z } from 'zod';
import { inputError } from '@/db/errors';
import { ApiError, fieldErrorsFromZod, STATUS_NAMES, ValidationError, type FieldError } from '@/lib/engine/errors';
import { english } from '@/lib/engine/messages';
import { humanize } from '@/lib/engine/naming';
import { logServerError } from '@/lib/logging/log';

/** What a data exception (class 22) of PostgreSQL says to the person who sent the value. */
const DATA_MESSAGES: Record<string, string> = {
  '22001': 'A text is too long to be kept.',
  '22003': english('numberTooLarge'),
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'A text may not contain a NUL character or bytes that are not UTF-8.',
  '22P05': 'A text may not contain a NUL character.',
  '22P02': 'A value is not valid for its field.',
};

/**
 * A database error that input caused, as a 4xx: never a 500. A unique violation of the index
 * `{table}_{field}_key` names its field; other refusals name the column when PostgreSQL does.
 * Reads (GET) answer 400; writes 422 with the field, as a validation error would.
 */
function fromDatabase(error: unknown, method: string | undefined): Response | null {
  const e = inputError(error);
  if (!e) return null;
  let field = e.column ?? '_';
  let message: string;
  if (e.code === '23505') {
    const prefix = `${e.table ?? ''}_`;
    const named = e.table && e.constraint?.startsWith(prefix) && e.constraint.endsWith('_key') ? e.constraint.slice(prefix.length, -'_key'.length) : null;
    if (named) field = named;
    message = named ? `This ${named.replace(/_/g, ' ')} has already been taken.` : 'This record would duplicate another one.';
  } else if (e.code === '23503') message = 'This refers to a record that does not exist, or is still used by other records.';
  else if (e.code === '23502') message = field === '_' ? 'A field cannot be blank.' : `${humanize(field)} cannot be blank.`;
  else if (e.code.startsWith('23')) message = 'This change would break a rule of the records.';
  else message = DATA_MESSAGES[e.code] ?? 'A value is not valid for its field.';
  if (method === 'GET' || method === 'HEAD') return Response.json({ name: STATUS_NAMES[400], message, status: 400 }, { status: 400 });
  const errors: FieldError[] = [{ field, message }];
  return Response.json(errors, { status: 422 });
}

/** Turns anything thrown by a handler into the API's error response; unknown errors are logged. */
export function errorResponse(error: unknown, method?: string, logFields: Record<string, string | number | null> = {}): Response {
  if (error instanceof ValidationError) return Response.json(error.errors, { status: 422 });
  if (error instanceof z.ZodError) return Response.json(fieldErrorsFromZod(error), { status: 422 });
  if (error instanceof ApiError) {
    const body =
      error.status === 401
        ? { message: error.message, status: 401 }
        : { name: STATUS_NAMES[error.status] ?? 'Error', message: error.message, status: error.status, ...error.said };
    return Response.json(body, { status: error.status, headers: error.headers });
  }
  const fromDb = fromDatabase(error, method);
  if (fromDb) {
    // The caller is answered; the log still shows which check at the edge let the value through.
    logServerError(error, logFields);
    return fromDb;
  }
  logServerError(error, logFields);
  return Response.json(
    { name: STATUS_NAMES[500], message: 'An internal server error occurred.', status: 500 },
    { status: 500 },
  );
}
