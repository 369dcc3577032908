import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from '@/db/client';
import { insertRows } from '@/db/insert-rows';
import type { ResourceContext, ResourceTable, TableRow } from '@/lib/engine/define';
import { perRequest } from '@/lib/engine/per-request';

/** Column values by table key: the table's own, or SQL (`sql\`now()\``) for any of them. */
export type ColumnValues = Record<string, unknown>;

/*
 * Writes to a table known only by its type parameter (a document's, an open item's, a generic
 * resource's): Drizzle's generic table types neither the values it takes nor the rows it returns,
 * so the assertion that they are the table's is made once here rather than in each caller.
 */

/** Inserts one row of `values` (table keys) and answers it as the table's row. */
export async function insertReturning<T extends ResourceTable>(tx: Tx, table: T, values: ColumnValues): Promise<TableRow<T>> {
  const [row] = await insertRows<TableRow<T>>(tx, table, [values], true);
  return row;
}

/**
 * Takes the next id of `table`'s serial id column, as its insert would: the rows that name a row
 * by its id (a document's lines) can then be sent right behind its insert, in the same round
 * trip, rather than after its answer (issue 43). Unused, it leaves a gap in the ids, as a
 * rolled-back insert does.
 */
export async function reserveId(tx: Tx, table: ResourceTable): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id`));
  return row.id;
}

/** Ids taken ahead (`reserveIdAhead`), by request and table, each for the request's next insert into it. */
const reserved = perRequest((ctx, table: ResourceTable) => reserveId(ctx.tx, table), getTableName);

/**
 * Takes the id of the request's next insert into `table` now (a write's `prefetch`), so that its
 * statement travels with the reads sent now; `takeReservedId` then answers it.
 */
export function reserveIdAhead(ctx: ResourceContext, table: ResourceTable): void {
  void reserved(ctx, table);
}

/** The id taken ahead for this insert into `table` (once), else one taken now. */
export function takeReservedId(ctx: ResourceContext, table: ResourceTable): Promise<number> {
  const id = reserved(ctx, table);
  reserved.forget(ctx, table);
  return id;
}

/** Sets `values` (table keys) on the row `id` and answers it as the table's row. */
export async function updateReturning<T extends ResourceTable>(tx: Tx, table: T, id: number, values: ColumnValues): Promise<TableRow<T>> {
  const rows: unknown = await tx.update(table).set(values as never).where(eq(table.id, id)).returning();
  return (rows as TableRow<T>[])[0];
}

/** Inserts rows of `values` (table keys) and answers them as the table's rows. */
export async function insertAllReturning<T extends ResourceTable>(tx: Tx, table: T, values: ColumnValues[]): Promise<TableRow<T>[]> {
  return insertRows<TableRow<T>>(tx, table, values, true);
}

/** Inserts rows of `values` (table keys). */
export async function insertAll(tx: Tx, table: PgTable, values: ColumnValues[]): Promise<void> {
  await insertRows(tx, table, values, false);
}

/** Sets `values` (table keys) on the rows `where` selects; answers how many it changed. */
export async function updateWhere(tx: Tx, table: PgTable, values: ColumnValues, where: SQL | undefined): Promise<number> {
  const changed = await tx.update(table).set(values as never).where(where).returning({ one: sql`1` });
  return changed.length;
}
