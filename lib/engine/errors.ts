import { z } from 'zod';
// Types only: errors reach the windows' bundle, and messages.ts carries the English catalogue.
import type { MessageCode, MessageParams, Said } from './messages';

/** A 422 item: the English message, and its code and params where it has one (lib/engine/messages.ts). */
export type FieldError = { field: string; message: string; code?: MessageCode; params?: MessageParams };

export const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** An error the API answers with its own status and message (spec section 8). */
export class ApiError extends Error {
  /** The message's code and params where it has one (lib/engine/messages.ts): the windows say it in the person's language. */
  readonly said?: Pick<Said, 'code' | 'params'>;

  constructor(
    readonly status: number,
    message: string | Said,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof message === 'string' ? message : message.message);
    if (typeof message !== 'string') this.said = { code: message.code, params: message.params };
  }
}

/** Field errors, answered as 422 `[{field, message}]`. */
export class ValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }

  static field(field: string, message: string | Said): ValidationError {
    return new ValidationError([typeof message === 'string' ? { field, message } : { field, ...message }]);
  }
}

/**
 * A 422 in the making: a form's field errors and its rows' (`lines.2.quantity`), thrown together
 * by `throwIfAny` so a person sees every fault of a document at once, not one per save.
 */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string, said: Said): void {
    this.list.push({ field, ...said });
  }

  /** Says errors of row `i` of `rows` (a document's `lines`, a run's `earnings`) by the row's field. */
  of(rows: string, i: number): (field: string, said: Said) => void {
    return (field, said) => this.add(`${rows}.${i}.${field}`, said);
  }

  throwIfAny(): void {
    if (this.list.length) throw new ValidationError(this.list);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const notFound = (message = 'The requested item does not exist.') => new ApiError(404, message);
export const unauthorized = (message = 'Your request was made with invalid credentials.') => new ApiError(401, message);

/** The code and params a zod issue carries, if zodSays or zodIssue (lib/engine/messages.ts) made its message. */
function saidOf(issue: z.core.$ZodIssue): Pick<Said, 'code' | 'params'> | undefined {
  return (issue as { params?: { said?: Pick<Said, 'code' | 'params'> } }).params?.said;
}

export function fieldErrorsFromZod(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || '_', message: issue.message, ...saidOf(issue) }));
}
