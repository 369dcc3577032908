import { z } from 'zod';
import { inputError } from '@/db/errors';
import { ApiError, fieldErrorsFromZod, STATUS_NAMES, ValidationError, type FieldError } from '@/lib/engine/errors';
import { say, type MessageCode, type Said } from '@/lib/engine/messages';
import { humanize } from '@/lib/engine/naming';
import { logServerError } from '@/lib/logging/log';

/** What a data exception (class 22) of PostgreSQL says to the person who sent the value. */
const DATA_MESSAGES: Record<string, MessageCode> = {
  '22001': 'dbTextTooLong',
  '22003': 'numberTooLarge',
  '22007': 'dbDateInvalid',
  '22008': 'dbDateOutOfRange',
  '22021': 'dbTextBytes',
  '22P05': 'dbTextNul',
  '22P02': 'dbValueInvalid',
};

/** What an integrity refusal (class 23) says, naming `field` where it knows it ('_' where not). */
function integrityMessage(e: { code: string; table?: string; constraint?: string }, field: string): [string, Said] {
  if (e.code === '23505') {
    const prefix = `${e.table ?? ''}_`;
    const named = e.table && e.constraint?.startsWith(prefix) && e.constraint.endsWith('_key') ? e.constraint.slice(prefix.length, -'_key'.length) : null;
    return named ? [named, say('alreadyTaken', { field: named.replace(/_/g, ' ') })] : [field, say('dbDuplicate')];
  }
  if (e.code === '23503') return [field, say('dbMissingRecord')];
  if (e.code === '23502') return [field, field === '_' ? say('dbBlank') : say('blank', { field: humanize(field) })];
  return [field, say('dbRule')];
}

/**
 * A database error that input caused, as a 4xx: never a 500. A unique violation of the index
 * `{table}_{field}_key` names its field; other refusals name the column when PostgreSQL does.
 * Reads (GET) answer 400; writes 422 with the field, as a validation error would. Each says its
 * message code, so the workspace shows it in the person's language.
 */
function fromDatabase(error: unknown, method: string | undefined): Response | null {
  const e = inputError(error);
  if (!e) return null;
  const [field, said] = e.code.startsWith('23') ? integrityMessage(e, e.column ?? '_') : [e.column ?? '_', say(DATA_MESSAGES[e.code] ?? 'dbValueInvalid')];
  if (method === 'GET' || method === 'HEAD') return Response.json({ name: STATUS_NAMES[400], status: 400, ...said }, { status: 400 });
  const errors: FieldError[] = [{ field, ...said }];
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
