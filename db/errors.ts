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
