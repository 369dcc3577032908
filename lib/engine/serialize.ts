import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Json, ResourceContext, Row, Shape } from '@/lib/engine/define';
import { toSnake } from '@/lib/engine/naming';

/** A date column's 'YYYY-MM-DD' as unix seconds (midnight UTC), as the API shows every date. */
export const dateToUnix = (value: string) => Math.floor(Date.parse(`${value}T00:00:00Z`) / 1000);

type Plan = { key: string; field: string; isDate: boolean }[];

// Which columns a shape shows, under which names: worked out once per shape, not per row.
const plans = new WeakMap<Shape, Plan>();

function planOf(shape: Shape): Plan {
  let plan = plans.get(shape);
  if (!plan) {
    const hidden = new Set(['company_id', ...(shape.hidden ?? [])]);
    plan = Object.entries(getTableColumns(shape.table) as Record<string, AnyPgColumn>)
      .map(([key, column]) => ({ key, field: toSnake(key), isDate: column.columnType === 'PgDateString' }))
      .filter((c) => !hidden.has(c.field));
    plans.set(shape, plan);
  }
  return plan;
}

/** A row as the API answers it: snake_case fields, unix seconds, money as 2-place strings. */
export function serializeRow(shape: Shape, row: Row, ctx: ResourceContext): Json {
  const out: Json = {};
  for (const { key, field, isDate } of planOf(shape)) {
    const value = row[key];
    out[field] =
      value === null || value === undefined
        ? null
        : value instanceof Date
          ? Math.floor(value.getTime() / 1000)
          : isDate && typeof value === 'string'
            ? dateToUnix(value)
            : value;
  }
  return shape.computed ? { ...out, ...shape.computed(row, ctx) } : out;
}

/** A row as the company log keeps it: as the API shows it, less the fields the shape keeps out of logs. */
export function loggedRow(shape: Shape, row: Row, ctx: ResourceContext): Json {
  const out = serializeRow(shape, row, ctx);
  for (const field of shape.unlogged ?? []) delete out[field];
  return out;
}
