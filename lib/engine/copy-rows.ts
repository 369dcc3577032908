import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toSnake } from '@/lib/engine/naming';

/**
 * For `insert into <table> (names) select values from <table> <from> ...`, copies of rows made in
 * one statement: the column list of `table` but its id, and, column by column, the value copied
 * from the row aliased `from` unless `set` gives it.
 */
export function copyList(table: PgTable, from: string, set: Record<string, SQL>) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key !== 'id');
  return {
    names: sql.join(columns.map(([key]) => sql.identifier(toSnake(key))), sql`, `),
    values: sql.join(columns.map(([key]) => set[key] ?? sql`${sql.identifier(from)}.${sql.identifier(toSnake(key))}`), sql`, `),
  };
}
