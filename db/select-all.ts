import { Column, fillPlaceholders, getTableColumns, getTableName, sql, type Query, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { arrayRows, type Tx } from './client';
import { dialectOf } from './prepared';
import { rowMaker } from './row-maker';

type Reader = { list: SQL; columns: { key: string; name: string; decode?: (value: unknown) => unknown }[]; fromArray: (values: unknown[]) => Record<string, unknown> };

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
    // A row read as an array (its values in the order of `list`) as the table's row: its keys, each
    // value decoded by its column (null for none).
    const fromArray = rowMaker<Reader['fromArray']>(
      ['values'],
      columns.map((c, i) => ({ key: c.key, value: c.decode ? `values[${i}] == null ? null : decoders[${i}](values[${i}])` : `values[${i}] ?? null` })),
      { decoders: columns.map((c) => c.decode) },
    );
    reader = { list, columns, fromArray };
    readers.set(table, reader);
  }
  return reader;
}

/** Rows read as arrays whose first values are the table's columns in `readerOf`'s order, as the table's rows. */
function decodeArrays<T>(table: PgTable, raw: unknown[][]): T[] {
  return raw.map(readerOf(table).fromArray) as T[];
}

/** `select <the table's columns> from table <rest>`, rendered. */
const selectQuery = (tx: Tx, table: PgTable, rest: SQL): Query => dialectOf(tx).sqlToQuery(sql`select ${readerOf(table).list} from ${table} ${rest}`);

/**
 * `select * from table <rest>`, answered as Drizzle's `select().from(table)` answers (table keys,
 * values decoded by their columns). Drizzle rebuilds and re-checks the whole column list on every
 * query and again per cell when mapping rows, which was half the CPU of a listing request; here the
 * list is built once per table and `rest` (where, order, limit) is all that is built per query.
 */
export async function selectAll<T = Record<string, unknown>>(tx: Tx, table: PgTable, rest: SQL): Promise<T[]> {
  const query = selectQuery(tx, table, rest);
  return decodeArrays<T>(table, await arrayRows(tx, query.sql, query.params));
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
  const query = dialectOf(tx).sqlToQuery(
    sql`with ${held} as materialized (select ${columns} from ${table} ${within}) select ${readerOf(table).list}, (select count(*)::int from ${held}) as ws_total from ${whole} join (select ${held}."id" as ws_id from ${held} ${page}) ws_page on ${held}."id" = ws_page.ws_id order by ${order}`,
  );
  const raw = await arrayRows(tx, query.sql, query.params);
  // The total is the value after the table's columns.
  return { rows: decodeArrays<T>(table, raw), total: raw.length ? Number(raw[0][readerOf(table).columns.length]) : null };
}

/** `selectAll` of a fixed shape, its SQL rendered once (see `prepared`): `rest` uses placeholders. */
export function preparedSelectAll<T = Record<string, unknown>>(table: PgTable, rest: SQL) {
  let query: Query | undefined;
  return async (tx: Tx, values: Record<string, unknown>) => {
    query ??= selectQuery(tx, table, rest);
    return decodeArrays<T>(table, await arrayRows(tx, query.sql, fillPlaceholders(query.params, values)));
  };
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
  const { columns, fromArray } = readerOf(table);
  return raw.filter((r) => r[`${prefix}id`] !== null && r[`${prefix}id`] !== undefined).map((r) => fromArray(columns.map(({ name }) => r[`${prefix}${name}`])) as T);
}
