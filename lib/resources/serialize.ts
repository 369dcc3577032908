import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Json, ResourceContext, Row, Shape } from './define';
import { toSnake } from './naming';

/** A date column's 'YYYY-MM-DD' as unix seconds (midnight UTC), as the API shows every date. */
const dateToUnix = (value: string) => Math.floor(Date.parse(`${value}T00:00:00Z`) / 1000);

function jsonValue(column: AnyPgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  if (column.columnType === 'PgDateString' && typeof value === 'string') return dateToUnix(value);
  return value;
}

/** A row as the API answers it: snake_case fields, unix seconds, money as 2-place strings. */
export function serializeRow(shape: Shape, row: Row, ctx: ResourceContext): Json {
  const out: Json = {};
  const hidden = new Set(['company_id', ...(shape.hidden ?? [])]);
  for (const [key, column] of Object.entries(getTableColumns(shape.table) as Record<string, AnyPgColumn>)) {
    const field = toSnake(key);
    if (!hidden.has(field)) out[field] = jsonValue(column, row[key]);
  }
  return shape.computed ? { ...out, ...shape.computed(row, ctx) } : out;
}
