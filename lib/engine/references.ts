import { getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Json, Registry, Resource, ResourceTable } from '@/lib/engine/define';
import { fieldInfo, type FieldInfo } from '@/lib/engine/fields';
import { foreignTableOf, linesSchema } from '@/lib/engine/kinds';
import { columnOf, toCamel } from '@/lib/engine/naming';
import { fixedConditions } from '@/lib/engine/query';

/**
 * Every reference a resource's input carries, and where an id of each must be found: the input's
 * own fields its `refs` declares, and the fields of each set of lines (an invoice's accounts,
 * taxes and items), whose collection another field of the line chooses or the foreign key of the
 * table the lines are kept in names (the relation of the same name, as /meta describes them).
 * lib/engine/batch.ts checks them all against the company, drafts and templates included, so a
 * new kind of line is checked the day it is declared.
 */

/**
 * Where an id is looked for: a collection's table with its fixed values (and, through `def`, who
 * may see which of its records), or a foreign key's table.
 */
export type RefTarget = { key: string; table: ResourceTable; fixed: SQL[]; def?: Resource };

export type Reference = {
  /** The set of lines whose rows hold the field (`lines`); none for a field of the input itself. */
  lines?: string;
  field: string;
  info?: FieldInfo;
  /** Where the ids of `holder` (the input, or one of its lines) are looked for; null: the resource checks them itself. */
  target(holder: Json, registry: Registry): RefTarget | null;
};

/** The table a set of lines is kept in: its relation of the same name (`lines`, or `lineItems`). */
export function linesTable(def: Pick<Resource, 'expand'>, name: string): PgTable | undefined {
  const relation = def.expand?.[name] ?? def.expand?.[toCamel(name)];
  return relation && relation.kind !== 'value' ? relation.target.table : undefined;
}

const ofCollection = (registry: Registry, owner: string, field: string, collection: string): RefTarget => {
  const target = registry.get(collection);
  if (!target) throw new Error(`${owner}.${field} names an unknown collection "${collection}"`);
  return { key: collection, table: target.table, fixed: fixedConditions(target), def: target };
};

const ofTable = (table: PgTable): RefTarget => ({ key: `table:${getTableName(table)}`, table: table as ResourceTable, fixed: [] });

const isReference = (info: FieldInfo | undefined): info is FieldInfo => info?.kind === 'ref' || info?.kind === 'refs';

const cache = new WeakMap<Resource, Reference[]>();

/** The references of a resource's input (read once per resource). */
export function referencesOf(def: Resource): Reference[] {
  const known = cache.get(def);
  if (known) return known;
  const found: Reference[] = [];
  for (const [name, schema] of Object.entries(def.input.shape)) {
    const rows = linesSchema(schema as z.ZodType);
    if (!rows) {
      // A field of the input whose collection another field chooses (a check's payee) is the resource's to check.
      const declared = def.refs?.[name];
      if (declared) found.push({ field: name, info: fieldInfo.get(schema as z.ZodType), target: (_holder, registry) => ofCollection(registry, def.name, name, declared) });
      continue;
    }
    const table = linesTable(def, name);
    for (const [field, lineSchema] of Object.entries(rows.shape)) {
      const info = fieldInfo.get(lineSchema as z.ZodType);
      if (!isReference(info)) continue;
      const column = table ? columnOf(table, field) : undefined;
      const foreign = table && column ? foreignTableOf(table, column) : undefined;
      if (info.collection_by) found.push({ lines: name, field, info, target: chosen(def.name, field, info, foreign) });
      else if (foreign) found.push({ lines: name, field, info, target: () => ofTable(foreign) });
    }
  }
  cache.set(def, found);
  return found;
}

/**
 * A line's reference whose collection another field of the line chooses (its type picks the
 * items' collection): that collection, else the foreign key's table.
 */
function chosen(owner: string, field: string, info: FieldInfo, foreign: PgTable | undefined): Reference['target'] {
  const { field: by, collections } = info.collection_by!;
  return (holder, registry) => {
    const value = holder[by];
    const collection = typeof value === 'string' && Object.hasOwn(collections, value) ? collections[value] : undefined;
    if (collection) return ofCollection(registry, owner, field, collection);
    return foreign ? ofTable(foreign) : null;
  };
}
