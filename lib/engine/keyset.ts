import { and, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isCalendarDate } from '@/lib/engine/date-params';
import { badRequest } from '@/lib/engine/errors';
import { columnOf, isIntegerColumn, toCamel } from '@/lib/engine/naming';

/** One term of a listing's `sort` (`-date` is date descending). */
export type SortTerm = { field: string; desc: boolean };

/**
 * Keyset paging: a page starts right after (or ends right before) a row of the listing's order,
 * named by that row's sort values, so that page 18,000 costs what page 1 costs; OFFSET walks
 * every earlier row. The order always ends with the id, so a position is never ambiguous.
 */
export type SortKey = {
  column: AnyPgColumn;
  /** What is ordered and compared: the column, or for a timestamp the column to the millisecond. */
  expr: SQL;
  desc: boolean;
  /** The row property it reads. */
  key: string;
};

/** `after`/`before` of a listing: the boundary row's sort values, or the end of the listing. */
export type Cursor = { direction: 'after' | 'before'; values: unknown[] | 'end' };

export const END = 'end';

/** The keys a listing is ordered by: the requested sort, then the id (newest first) unless named. */
export function sortKeys(table: Parameters<typeof columnOf>[0], sort: SortTerm[]): SortKey[] {
  return [...sort, ...(sort.some((s) => s.field === 'id') ? [] : [{ field: 'id', desc: true }])].map(({ field, desc }) => {
    const column = columnOf(table, field)!;
    // PostgreSQL keeps microseconds, a JavaScript Date (and so a cursor) milliseconds: ordering and
    // comparing at the millisecond keeps a row from coming again on the next page.
    const expr = column.columnType === 'PgTimestamp' ? sql`date_trunc('milliseconds', ${column})` : sql`${column}`;
    return { column, expr, desc, key: toCamel(field) };
  });
}

/** A cursor as the API hands it out: the sort values as base64url JSON (ids and dates readable to a client). */
export function encodeCursor(keys: SortKey[], row: Record<string, unknown>): string {
  const values = keys.map(({ key }) => {
    const value = row[key];
    return value instanceof Date ? value.toISOString() : (value ?? null);
  });
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** One cursor value, checked against its column so that a forged cursor is a 400 and never reaches SQL badly typed. */
function decodeValue(column: AnyPgColumn, value: unknown, parameter: string): unknown {
  const bad = () => badRequest(`Invalid value for parameter "${parameter}": it does not fit this listing's sort.`);
  if (value === null) {
    if (column.notNull) throw bad();
    return null;
  }
  const type = column.columnType;
  if (isIntegerColumn(column)) {
    // What an integer column holds: -2^31 to 2^31 - 1.
    if (!Number.isSafeInteger(value) || (value as number) < -(2 ** 31) || (value as number) >= 2 ** 31) throw bad();
    return value;
  }
  // A bigint held as a JS number (a file's size): any safe integer.
  if (type === 'PgBigInt53') {
    if (!Number.isSafeInteger(value)) throw bad();
    return value;
  }
  if (type === 'PgBoolean') {
    if (typeof value !== 'boolean') throw bad();
    return value;
  }
  if (typeof value !== 'string' || value.length > 1000 || value.includes('\u0000')) throw bad();
  if (type === 'PgTimestamp') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) throw bad();
    return date;
  }
  if (type === 'PgDateString' && !(/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(+value.slice(0, 4), +value.slice(5, 7), +value.slice(8, 10)))) throw bad();
  if (type === 'PgNumeric' && !/^-?\d{1,15}(\.\d{1,6})?$/.test(value)) throw bad();
  if (!['PgText', 'PgVarchar', 'PgDateString', 'PgNumeric'].includes(type)) throw bad();
  return value;
}

/** `after=` / `before=` of a query string (at most one of them; `end` names the end of the listing). */
export function parseCursor(params: URLSearchParams, keys: SortKey[]): Cursor | null {
  const after = params.get('after');
  const before = params.get('before');
  if (after !== null && before !== null) throw badRequest('Invalid parameters: give "after" or "before", not both.');
  const direction = after !== null ? 'after' : before !== null ? 'before' : null;
  if (!direction) return null;
  if (params.has('page')) throw badRequest(`Invalid parameters: give "page" or "${direction}", not both.`);
  const raw = (after ?? before)!;
  if (direction === 'before' && raw === END) return { direction, values: END };
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(raw, 'base64url').toString());
  } catch {
    values = undefined;
  }
  if (!Array.isArray(values) || values.length !== keys.length) throw badRequest(`Invalid value for parameter "${direction}": it does not fit this listing's sort.`);
  return { direction, values: values.map((v, i) => decodeValue(keys[i].column, v, direction)) };
}

/** The same order walked the other way: PostgreSQL's NULLS LAST going up is NULLS FIRST going down. */
export const reversed = (keys: SortKey[]): SortKey[] => keys.map((k) => ({ ...k, desc: !k.desc }));

/** A cursor value as SQL compares it with the key (a Date as an instant, whatever the driver). */
const bound = (value: unknown) => (value instanceof Date ? sql`${value.toISOString()}::timestamptz` : value);

const same = (key: SortKey, value: unknown) => (value === null ? isNull(key.expr) : eq(key.expr, bound(value)));

/** Rows past `value` on this key alone, where NULLs sort last going up and first going down. */
function past(key: SortKey, value: unknown): SQL | undefined {
  if (value === null) return key.desc ? isNotNull(key.expr) : undefined;
  const beyond = key.desc ? lt(key.expr, bound(value)) : gt(key.expr, bound(value));
  return !key.desc && !key.column.notNull ? or(beyond, isNull(key.expr)) : beyond;
}

/** The rows strictly after `values` in the order `keys`: equal on the first keys, past on the next. */
export function afterCondition(keys: SortKey[], values: unknown[]): SQL {
  const branches: SQL[] = [];
  keys.forEach((key, i) => {
    const beyond = past(key, values[i]);
    if (beyond) branches.push(and(...keys.slice(0, i).map((k, j) => same(k, values[j])), beyond)!);
  });
  // Never empty: the last key is the id, which is never NULL.
  return or(...branches)!;
}
