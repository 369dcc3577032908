import { z } from 'zod';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { KindDeclaration, Registry, Relation, Resource, Shape } from '@/lib/engine/define';
import type { FieldInfo, FieldKind } from '@/lib/engine/fields';
import { columnOf, toCamel } from '@/lib/engine/naming';

/**
 * Field kinds read from the definition, never guessed from names: the Drizzle column's type,
 * the table's foreign keys, a resource's declared `kinds`.
 */

/** The kind a table column's type tells: numeric(_, 2) money (other scales decimal), date, timestamp, integer, boolean. */
export function kindOfColumn(column: AnyPgColumn): FieldKind {
  switch (column.columnType) {
    case 'PgNumeric':
      return (column as AnyPgColumn & { scale?: number }).scale === 2 ? 'money' : 'decimal';
    case 'PgDate':
    case 'PgDateString':
      return 'date';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return 'datetime';
    case 'PgTime':
      return 'time';
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgSerial':
    case 'PgSmallSerial':
    case 'PgBigInt53':
    case 'PgBigSerial53':
      return 'integer';
    case 'PgBoolean':
      return 'flag';
    default:
      return 'text';
  }
}

/** The values a text column is declared to take (`text({ enum: [...] })`), as a choice's options. */
export function enumChoice(column: AnyPgColumn): Record<number, string> | undefined {
  const values = (column as AnyPgColumn & { enumValues?: readonly string[] }).enumValues;
  return values?.length ? Object.fromEntries(values.map((v) => [v, v])) : undefined;
}

// A table's foreign keys by column name: read once per table.
const foreignKeys = new WeakMap<PgTable, Map<string, PgTable>>();

/** The table a column's foreign key points at, if it has one. */
export function foreignTableOf(table: PgTable, column: AnyPgColumn): PgTable | undefined {
  let keys = foreignKeys.get(table);
  if (!keys) {
    keys = new Map();
    for (const fk of getTableConfig(table).foreignKeys) {
      const reference = fk.reference();
      // A key of one column, or a tenant's (company_id, x_id) -> (company_id, id): the column is x_id.
      // (A key declared beside the table names its columns by other objects: compared by name.)
      const own = reference.columns.filter((c) => c.name !== columnOf(table, 'company_id')?.name);
      if (own.length === 1) keys.set(own[0].name, reference.foreignTable);
    }
    foreignKeys.set(table, keys);
  }
  return keys.get(column.name);
}

/** The collection whose records live in `table` (the first registered on it). */
export function collectionOfTable(registry: Registry, table: PgTable): string | undefined {
  for (const def of registry.values()) if (def.table === table) return def.name;
  return undefined;
}

/** The relation of `shape` that loads the record a foreign key field (`bank_account_id`) names. */
export function relationOf(shape: Pick<Shape, 'expand'>, field: string): string | undefined {
  const key = toCamel(field);
  return Object.entries(shape.expand ?? {}).find(([, relation]: [string, Relation]) => relation.kind !== 'many' && relation.foreignKey === key)?.[0];
}

/** A declared kind as field information. */
export function declared(declaration: KindDeclaration, label: string): FieldInfo & { collection?: string } {
  if (typeof declaration === 'string') return { kind: declaration, label, required: false };
  return { kind: declaration.kind, label, required: false, ...(declaration.options && { options: declaration.options as Record<number, string> }), ...(declaration.collection && { collection: declaration.collection }) };
}

/** The active/inactive status of a resource with the inactive feature, as a choice. */
export function inactiveChoice(def: Resource): Record<number, string> | undefined {
  const rule = def.features.inactive;
  return rule ? { [rule.active]: 'Active', [rule.inactive]: 'In-active' } : undefined;
}

/** The title field of a collection, if it is registered and names one. */
export const titleFieldOf = (registry: Registry, collection: string) => registry.get(collection)?.titleField;

/** The row schema of a set of lines (`lines: [{...}]`), through optional and refinements; null for any other field. */
export function linesSchema(schema: z.ZodType): z.ZodObject<z.ZodRawShape> | null {
  let s: z.ZodType = schema;
  for (let i = 0; i < 5; i++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else break;
  }
  if (!(s instanceof z.ZodArray)) return null;
  let item = s.element as z.ZodType;
  if (item instanceof z.ZodPipe) item = item.in as z.ZodType;
  return item instanceof z.ZodObject ? item : null;
}
