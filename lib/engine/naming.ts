import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '@/lib/engine/errors';

/** API fields are the spec's snake_case names; table keys are their camelCase twins. */
export const toCamel = (field: string) => field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table column behind an API field, if any. */
export function columnOf(table: PgTable, field: string): AnyPgColumn | undefined {
  return columnsOf(table)[toCamel(field)];
}

/** A table's columns by table key, whatever its type (Drizzle types a generic table's columns loosely). */
export const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;

/** Whether a column holds integers (as filters and cursors take them). */
export const isIntegerColumn = (column: AnyPgColumn) => ['PgInteger', 'PgSmallInt', 'PgSerial'].includes(column.columnType);

/** One value of `filter[field]=a,b` as its column takes it ("null" for none), or a 400 that names the filter. */
export function filterValue(column: AnyPgColumn, field: string, raw: string): unknown {
  if (raw === 'null') return null;
  if (column.columnType === 'PgTimestamp') throw badRequest(`Invalid value for filter[${field}]: only "null" is accepted.`);
  if (isIntegerColumn(column)) {
    if (!/^-?\d{1,9}$/.test(raw)) throw badRequest(`Invalid value for filter[${field}]: an integer is expected.`);
    return Number(raw);
  }
  if (column.columnType === 'PgBoolean') return raw === '1' || raw === 'true';
  return raw;
}

/** "account_number" -> "Account number", for messages that name a field. */
export const humanize = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
