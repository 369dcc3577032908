import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** API fields are the spec's snake_case names; table keys are their camelCase twins. */
export const toCamel = (field: string) => field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The table column behind an API field, if any. */
export function columnOf(table: PgTable, field: string): AnyPgColumn | undefined {
  return (getTableColumns(table) as Record<string, AnyPgColumn>)[toCamel(field)];
}

/** Whether a column holds integers (as filters and cursors take them). */
export const isIntegerColumn = (column: AnyPgColumn) => ['PgInteger', 'PgSmallInt', 'PgSerial'].includes(column.columnType);

/** "account_number" -> "Account number", for messages that name a field. */
export const humanize = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
