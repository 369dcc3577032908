import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Json, ResourceContext, Row, Shape } from '@/lib/engine/define';
import { toSnake } from '@/lib/engine/naming';
import { rowMaker } from '@/db/row-maker';

/** A date column's 'YYYY-MM-DD' as unix seconds (midnight UTC), as the API shows every date. */
export const dateToUnix = (value: string) => Math.floor(Date.parse(`${value}T00:00:00Z`) / 1000);

/** A Date as unix seconds; anything else as it is. */
const instant = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? Math.floor(value.getTime() / 1000) : value);

/** A date column's value: a Date, or its 'YYYY-MM-DD', as unix seconds. */
const day = (value: unknown) => (typeof value === 'string' ? dateToUnix(value) : instant(value));

type Serializer = (row: Row) => Json;

// How a shape's columns show, under which names, written once per shape (db/row-maker.ts): only the
// columns of a date type are looked at for a Date or a date's text, the others show as they are.
const serializers = new WeakMap<Shape, Serializer>();

function serializerOf(shape: Shape): Serializer {
  let serializer = serializers.get(shape);
  if (!serializer) {
    const hidden = new Set(['company_id', ...(shape.hidden ?? [])]);
    const fields = Object.entries(getTableColumns(shape.table) as Record<string, AnyPgColumn>)
      .map(([key, column]) => {
        const value = `row[${JSON.stringify(key)}]`;
        const shown = column.columnType === 'PgDateString' ? `day(${value})` : column.columnType === 'PgTimestamp' || column.columnType === 'PgDate' ? `instant(${value})` : `${value} ?? null`;
        return { key: toSnake(key), value: shown };
      })
      .filter((f) => !hidden.has(f.key));
    serializer = rowMaker<Serializer>(['row'], fields, { instant, day });
    serializers.set(shape, serializer);
  }
  return serializer;
}

/** A row as the API answers it: snake_case fields, unix seconds, money as 2-place strings. */
export function serializeRow(shape: Shape, row: Row, ctx: ResourceContext): Json {
  const out = serializerOf(shape)(row);
  return shape.computed ? { ...out, ...shape.computed(row, ctx) } : out;
}

/** A row as the company log keeps it: as the API shows it, less the fields the shape keeps out of logs. */
export function loggedRow(shape: Shape, row: Row, ctx: ResourceContext): Json {
  const out = serializeRow(shape, row, ctx);
  for (const field of shape.unlogged ?? []) delete out[field];
  return out;
}
