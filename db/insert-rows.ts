import { getTableColumns, getTableName, is, Param, SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client';
import { runQuery } from './prepared';
import { columnListText, decodeAs } from './select-all';

/** Column values by table key, as Drizzle's `insert().values()` takes them (undefined: the column's default). */
type Values = Record<string, unknown>;

const casing = new CasingCache('snake_case');
/** Each table's statement texts by the columns written, the number of rows and whether rows are answered. */
const texts = new WeakMap<PgTable, Map<string, string>>();

function textOf(table: PgTable, columns: [string, AnyPgColumn][], rows: number, returning: boolean): string {
  let byShape = texts.get(table);
  if (!byShape) texts.set(table, (byShape = new Map()));
  const shape = `${columns.map(([key]) => key).join(',')}|${rows}|${returning}`;
  let text = byShape.get(shape);
  if (!text) {
    let n = 0;
    const tuple = () => `(${columns.map(() => `$${++n}`).join(', ')})`;
    const names = columns.map(([, column]) => `"${casing.getColumnCasing(column)}"`).join(', ');
    const values = Array.from({ length: rows }, tuple).join(', ');
    text = `insert into "${getTableName(table)}" (${names}) values ${values}${returning ? ` returning ${columnListText(table)}` : ''}`;
    byShape.set(shape, text);
  }
  return text;
}

/**
 * A multi-row INSERT of `rows` (table keys) in a statement whose text is rendered once per table
 * and shape, then sent with its values alone, answering the rows inserted (`returning`) as Drizzle
 * answers them. Drizzle builds an insert's text anew on each call, checking every column and
 * value, and maps every cell it answers: for an invoice's header of 48 columns and its lines that
 * was more of the process' time than anything else it did (issue 43). Rows that do not all give
 * the same columns, or give a value as SQL (`sql\`now()\``), go through Drizzle as before.
 */
export async function insertRows<T>(tx: Tx, table: PgTable, rows: Values[], returning: boolean): Promise<T[]> {
  if (!rows.length) return [];
  const all = Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>);
  const columns = all.filter(([key]) => rows[0][key] !== undefined);
  const given = (value: unknown) => value !== undefined && !is(value, SQL) && !is(value, Param);
  const uniform = rows.every((row) => all.every(([key]) => (row[key] === undefined ? rows[0][key] === undefined : rows[0][key] !== undefined && given(row[key]))));
  if (!uniform) {
    const query = tx.insert(table).values(rows as never);
    return (returning ? await query.returning() : (await query, [])) as T[];
  }
  const params = rows.flatMap((row) => columns.map(([key, column]) => (row[key] === null ? null : column.mapToDriverValue(row[key]))));
  const answered = await runQuery(tx, { sql: textOf(table, columns, rows.length, returning), params });
  return returning ? decodeAs<T>(table, answered) : [];
}
