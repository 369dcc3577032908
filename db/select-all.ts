import { Column, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Tx } from './client';
import { prepared } from './prepared';

type Reader = { list: SQL; columns: { key: string; name: string; decode?: (value: unknown) => unknown }[] };

// The client is built with casing 'snake_case'; the same converter names the columns here.
const casing = new CasingCache('snake_case');
const readers = new WeakMap<PgTable, Reader>();

function readerOf(table: PgTable): Reader {
  let reader = readers.get(table);
  if (!reader) {
    const tableName = getTableName(table);
    // Only the columns whose type changes what the driver hands over (timestamps, integers...) decode.
    const columns = Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>).map(([key, column]) => ({
      key,
      name: casing.getColumnCasing(column),
      decode: column.mapFromDriverValue === Column.prototype.mapFromDriverValue ? undefined : (value: unknown) => column.mapFromDriverValue(value),
    }));
    const list = sql.raw(columns.map((c) => `"${tableName}"."${c.name}"`).join(', '));
    reader = { list, columns };
    readers.set(table, reader);
  }
  return reader;
}

function decodeRows<T>(table: PgTable, raw: Record<string, unknown>[]): T[] {
  const { columns } = readerOf(table);
  return raw.map((record) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = record[name];
      row[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
    }
    return row as T;
  });
}

/**
 * `select * from table <rest>`, answered as Drizzle's `select().from(table)` answers (table keys,
 * values decoded by their columns). Drizzle rebuilds and re-checks the whole column list on every
 * query and again per cell when mapping rows, which was half the CPU of a listing request; here the
 * list is built once per table and `rest` (where, order, limit) is all that is built per query.
 */
export async function selectAll<T = Record<string, unknown>>(tx: Tx, table: PgTable, rest: SQL): Promise<T[]> {
  return decodeRows<T>(table, rowsOf(await tx.execute(sql`select ${readerOf(table).list} from ${table} ${rest}`)));
}

/**
 * `selectAll` of one page of a set read once, with how many the set holds: `within` (where,
 * order, limit) picks the set, of which only the ids and the `kept` columns (what `page` and
 * `order` read) are held, under the table's own name; `page` (where, order, limit) takes the
 * page's ids from them, whose rows are then read by id and answered in `order`. `total` is null
 * when the page is empty. A searched list's page and its count then cost one scan of the matches.
 */
export async function selectAllWithin<T = Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  { kept, within, page, order }: { kept: AnyPgColumn[]; within: SQL; page: SQL; order: SQL },
): Promise<{ rows: T[]; total: number | null }> {
  const name = getTableName(table);
  const held = sql.identifier(name);
  const columns = sql.raw([...new Set(['id', ...kept.map((c) => casing.getColumnCasing(c))])].map((c) => `"${name}"."${c}"`).join(', '));
  // Under the held set's name an unqualified name is the set; the table itself is named with its schema.
  const whole = sql.raw(`"${getTableConfig(table).schema ?? 'public'}"."${name}" as "${name}"`);
  const raw = rowsOf(
    await tx.execute(
      sql`with ${held} as materialized (select ${columns} from ${table} ${within}) select ${readerOf(table).list}, (select count(*)::int from ${held}) as ws_total from ${whole} join (select ${held}."id" as ws_id from ${held} ${page}) ws_page on ${held}."id" = ws_page.ws_id order by ${order}`,
    ),
  );
  return { rows: decodeRows<T>(table, raw), total: raw.length ? Number(raw[0].ws_total) : null };
}

/** `selectAll` of a fixed shape, its SQL rendered once (see `prepared`): `rest` uses placeholders. */
export function preparedSelectAll<T = Record<string, unknown>>(table: PgTable, rest: SQL) {
  const run = prepared(() => sql`select ${readerOf(table).list} from ${table} ${rest}`);
  return async (tx: Tx, values: Record<string, unknown>) => decodeRows<T>(table, await run(tx, values));
}

/**
 * The table's columns as a RETURNING (or select) list, each named `<prefix><column>`: what a
 * statement answering rows of two tables at once returns of one of them (post.ts).
 */
export function columnList(table: PgTable, prefix = ''): SQL {
  return sql.raw(columnListText(table, prefix));
}

/** `columnList`'s text. */
export function columnListText(table: PgTable, prefix = ''): string {
  const tableName = getTableName(table);
  return readerOf(table).columns.map((c) => `"${tableName}"."${c.name}" as "${prefix}${c.name}"`).join(', ');
}

/** Rows answered under `columnList(table, prefix)`, as `selectAll` answers them; a row whose id is null (none joined) is left out. */
export function decodeAs<T>(table: PgTable, raw: Record<string, unknown>[], prefix = ''): T[] {
  const named = raw.filter((r) => r[`${prefix}id`] !== null && r[`${prefix}id`] !== undefined).map((r) => Object.fromEntries(readerOf(table).columns.map(({ name }) => [name, r[`${prefix}${name}`]])));
  return decodeRows<T>(table, named);
}
