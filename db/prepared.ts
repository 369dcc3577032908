import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { objectRows, type Tx } from './client';

/**
 * A statement whose SQL text is rendered once: built with `sql.placeholder(name)` where its values
 * go, then run with those values. Drizzle renders a statement's SQL on every call (walking and
 * type-checking each chunk), which was the largest share of its CPU in a listing request.
 * For statements of a fixed shape only: whatever varies in their text must not be in `build`.
 */
export function prepared<T = Record<string, unknown>>(build: () => SQL) {
  let query: Query | undefined;
  return async (tx: Tx, values: Record<string, unknown>): Promise<T[]> => {
    query ??= dialectOf(tx).sqlToQuery(build());
    return runQuery<T>(tx, query, values);
  };
}

// Drizzle's transaction keeps its dialect protected: it is what its own execute() renders with.
export const dialectOf = (tx: Tx) => (tx as unknown as { dialect: PgDialect }).dialect;

/** Runs a rendered statement (its text and parameters, `values` filling its placeholders) on `tx`, answering its rows. */
export function runQuery<T = Record<string, unknown>>(tx: Tx, query: Query, values?: Record<string, unknown>): Promise<T[]> {
  return objectRows<T>(tx, query.sql, values ? fillPlaceholders(query.params, values) : query.params);
}

/** `column = any($n)`: a list of values as one array parameter, the placeholder `name`, where `inArray` makes one each. */
export const anyOf = (column: AnyPgColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)})`;
