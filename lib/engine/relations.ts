import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { anyOf, prepared } from '@/db/prepared';
import { preparedSelectAll, selectAll } from '@/db/select-all';
import { users } from '@/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Relation, ResourceTable, Row, Shape, WriteContext } from '@/lib/engine/define';
import { reachOf } from '@/lib/engine/reach';

/** A numeric key of a row (an id, a foreign key), or null where it holds none. */
const idAt = (row: Row, key: string): number | null => {
  const value = row[key];
  return typeof value === 'number' ? value : null;
};

/** Rows by a numeric key; a row whose key is null belongs to no parent. */
function group(rows: Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const k = idAt(row, key);
    if (k !== null) map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

/**
 * The rows of `target` this person reaches (lib/engine/reach.ts: a record secured to others, or of
 * a section they may not see, is not there) whose `column` is one of a list of ids, ordered by id:
 * one statement per relation, its SQL rendered once where the company's rows are all reached.
 */
function selectIn(target: Shape, column: AnyPgColumn, extra?: SQL) {
  const run = preparedSelectAll<Row>(
    target.table,
    sql`where ${target.table.companyId} = ${sql.placeholder('company')} and ${anyOf(column, 'ids')}${extra ? sql` and ${extra}` : sql``} order by ${target.table.id}`,
  );
  return async (ctx: WriteContext, ids: number[]): Promise<Row[]> => {
    if (!ids.length) return [];
    const reach = reachOf(ctx, target);
    if (!reach) return run(ctx.tx, { company: ctx.company.id, ids });
    return selectAll<Row>(ctx.tx, target.table, sql`where ${and(reach, inArray(column, ids), extra)} order by ${target.table.id}`);
  };
}

/** The record a foreign key of the parent points at (`jobs.customer_id` -> `customer`). */
export function belongsTo<K extends string>(target: Shape, foreignKey: K): Relation<K> {
  const select = selectIn(target, target.table.id);
  return {
    kind: 'one',
    target,
    foreignKey,
    async load(ctx, parents) {
      const ids = [...new Set(parents.map((p) => idAt(p, foreignKey)).filter((v) => v !== null))];
      const byId = group(await select(ctx, ids), 'id');
      return new Map(
        parents.map((p) => {
          const key = idAt(p, foreignKey);
          return [p.id, key === null ? [] : (byId.get(key) ?? [])];
        }),
      );
    },
  };
}

/**
 * Rows of another table whose foreign key (a key of the target's table, `customerId`: checked
 * against it when the shape's table is known) is the parent's id; `where` keeps some of them
 * (a check's applications to bills, apart from those to credits).
 */
export function hasMany<T extends ResourceTable>(target: Shape & { table: T }, foreignKey: keyof T['_']['columns'] & string, kind: 'one' | 'many' = 'many', where?: SQL): Relation<never> {
  const select = selectIn(target, getTableColumns(target.table)[foreignKey], where);
  return {
    kind,
    target,
    async load(ctx, parents) {
      const rows = await select(ctx, parents.map((p) => p.id));
      return group(rows, foreignKey);
    },
  };
}

/** Shared sub-records (addresses, contact people) owned by a record of `ownerType`. */
export function ownedBy(target: Shape & { table: Shape['table'] & { ownerType: AnyPgColumn; ownerId: AnyPgColumn } }, ownerType: string): Relation<never> {
  const select = selectIn(target, target.table.ownerId, eq(target.table.ownerType, ownerType));
  return {
    kind: 'many',
    target,
    async load(ctx, parents) {
      const rows = await select(ctx, parents.map((p) => p.id));
      return group(rows, 'ownerId');
    },
  };
}

const userNames = prepared<{ id: number; name: string }>(
  () => sql`select ${users.id} as id, ${users.displayName} as name from ${users} where ${users.companyId} = ${sql.placeholder('company')} and ${anyOf(users.id, 'ids')}`,
);

/** The display name of the user a column names (`userName` of notifications and logs). */
export function userName<K extends string>(foreignKey: K): Relation<K> {
  return {
    kind: 'value',
    foreignKey,
    async load(ctx, rows) {
      const ids = [...new Set(rows.map((r) => idAt(r, foreignKey)).filter((v) => v !== null))];
      const found = ids.length ? await userNames(ctx.tx, { company: ctx.company.id, ids }) : [];
      const names = new Map(found.map((u) => [u.id, u.name]));
      return new Map(
        rows.map((r) => {
          const key = idAt(r, foreignKey);
          return [r.id, key === null ? null : (names.get(key) ?? null)];
        }),
      );
    },
  };
}

/**
 * A value computed for each parent (an account's balance), its loader given the rows typed by
 * the parent's table, so that a renamed column fails the type check.
 */
export function computedValue<T extends ResourceTable>(_parent: T, load: (ctx: WriteContext, parents: (T['$inferSelect'] & { id: number })[]) => Promise<Map<number, unknown>>): Relation<never> {
  return {
    kind: 'value',
    // A relation's parents are untyped engine rows; these are rows of `_parent`'s table (the
    // resource whose expand holds this relation), selected whole by the engine.
    load: (ctx, parents) => load(ctx, parents as (T['$inferSelect'] & { id: number })[]),
  };
}

/**
 * The users a column names, each as `{ id, display_name }` (the spec's `responsibleSimple` and
 * `peopleSimple`): one for a key holding a user's id, a list for one holding several.
 */
export function usersSimple<K extends string>(key: K): Relation<K> {
  return {
    kind: 'value',
    foreignKey: key,
    async load(ctx, rows) {
      const idsOf = (r: Row): number[] => (Array.isArray(r[key]) ? (r[key] as number[]) : typeof r[key] === 'number' ? [r[key] as number] : []);
      const ids = [...new Set(rows.flatMap(idsOf))];
      const found = ids.length ? await userNames(ctx.tx, { company: ctx.company.id, ids }) : [];
      const simple = new Map(found.map((u) => [u.id, { id: u.id, display_name: u.name }]));
      return new Map(rows.map((r) => [r.id, Array.isArray(r[key]) ? idsOf(r).flatMap((id) => simple.get(id) ?? []) : (simple.get(idsOf(r)[0]) ?? null)]));
    },
  };
}

/**
 * A field of the record a `belongsTo` loads, as a value (the spec's `vendorName`, `accountName`,
 * `billNumber`): read through that relation, so through its target's reach — a record the person
 * does not reach names nothing (null). `field` is a key of the target's rows (`displayName`).
 */
export function fieldOf(relation: Relation, field: string): Relation<never> {
  if (relation.kind === 'value') throw new Error('fieldOf reads a relation that loads records.');
  return {
    kind: 'value',
    from: relation.target,
    async load(ctx, parents) {
      const loaded = await relation.load(ctx, parents);
      return new Map(parents.map((p) => [p.id, loaded.get(p.id)?.[0]?.[field] ?? null]));
    },
  };
}

/**
 * The records reached through another relation's records (a journal's accounts: through its
 * lines, each line's account), each once per parent in the order first met: two loads for a
 * whole page, each through its own target's reach.
 */
export function through(first: Relation, second: Relation): Relation<never> {
  if (first.kind === 'value' || second.kind === 'value') throw new Error('through follows relations that load records.');
  return {
    kind: 'many',
    target: second.target,
    async load(ctx, parents) {
      const middle = await first.load(ctx, parents);
      const children = [...new Map([...middle.values()].flat().map((r) => [r.id, r])).values()];
      const ends = await second.load(ctx, children);
      return new Map(
        parents.map((p) => {
          const found = new Map<number, Row>();
          for (const child of middle.get(p.id) ?? []) for (const end of ends.get(child.id) ?? []) found.set(end.id, end);
          return [p.id, [...found.values()]];
        }),
      );
    },
  };
}

/** A field of the row itself under the spec's name (`entityName` of a deposit: its `entity_name`), for lists that ask for it as an expansion. */
export function ownField<T extends ResourceTable>(_parent: T, key: keyof T['$inferSelect'] & string): Relation<never> {
  return { kind: 'value', load: async (_ctx, parents) => new Map(parents.map((p) => [p.id, p[key] ?? null])) };
}
