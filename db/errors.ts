type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error behind `error` (as thrown by pg or PGlite, maybe wrapped by Drizzle). */
function pgError(error: unknown, codes: string[]): PgError | undefined {
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) if (e.code && codes.includes(e.code)) return e;
  return undefined;
}

/** Whether a database error is a unique violation (of `constraint`, if given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error, ['23505']);
  return !!e && (!constraint || e.constraint === constraint);
}

/** Whether a value was too large for its column (numeric overflow, an integer past 2^31). */
export const isOutOfRange = (error: unknown): boolean => !!pgError(error, ['22003']);

/** Whether a write hit a row other rows still refer to (foreign key, RESTRICT or NO ACTION). */
export const isStillReferenced = (error: unknown): boolean => !!pgError(error, ['23503', '23001']);

/**
 * The PostgreSQL error behind `error` when input caused it: class 22 (data exception: a value
 * out of range, a NUL byte, a date past the calendar, text that is no number) or class 23
 * (integrity: unique, foreign key, not null, check). Anything else is the server's fault.
 */
export function inputError(error: unknown): { code: string; table?: string; column?: string; constraint?: string } | undefined {
  for (let e = error as (PgError & { table?: string; column?: string }) | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^2[23][0-9A-Z]{3}$/.test(e.code)) return { code: e.code, table: e.table, column: e.column, constraint: e.constraint };
  }
  return undefined;
}
