import { z } from 'zod';
import { ApiError, fieldErrorsFromZod, STATUS_NAMES, ValidationError } from '@/lib/engine/errors';
import { logError } from '@/lib/logging/errors';

/** Turns anything thrown by a handler into the API's error response; unknown errors are logged. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ValidationError) return Response.json(error.errors, { status: 422 });
  if (error instanceof z.ZodError) return Response.json(fieldErrorsFromZod(error), { status: 422 });
  if (error instanceof ApiError) {
    const body =
      error.status === 401
        ? { message: error.message, status: 401 }
        : { name: STATUS_NAMES[error.status] ?? 'Error', message: error.message, status: error.status };
    return Response.json(body, { status: error.status, headers: error.headers });
  }
  logError(error);
  return Response.json(
    { name: STATUS_NAMES[500], message: 'An internal server error occurred.', status: 500 },
    { status: 500 },
  );
}
