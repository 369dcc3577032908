import { eq, sql, type SQL } from 'drizzle-orm';
import { anyOf, prepared } from '@/db/prepared';
import { preparedSelectAll } from '@/db/select-all';
import { users } from '@/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Relation, ResourceContext, Row, Shape } from '@/lib/engine/define';

function group(rows: Row[], key: (row: Row) => unknown): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const k = key(row) as number;
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

/**
 * The rows of `target` in the company whose `column` is one of a list of ids, ordered by id: one
 * statement per relation, its SQL rendered once.
 */
function selectIn(target: Shape, column: AnyPgColumn, extra?: SQL) {
  const run = preparedSelectAll<Row>(
    target.table,
    sql`where ${target.table.companyId} = ${sql.placeholder('company')} and ${anyOf(column, 'ids')}${extra ? sql` and ${extra}` : sql``} order by ${target.table.id}`,
  );
  return async (ctx: ResourceContext, ids: number[]): Promise<Row[]> => (ids.length ? run(ctx.tx, { company: ctx.company.id, ids }) : []);
}

/** The record a foreign key of the parent points at (`jobs.customer_id` -> `customer`). */
export function belongsTo(target: Shape, foreignKey: string): Relation {
  const select = selectIn(target, target.table.id);
  return {
    kind: 'one',
    target,
    async load(ctx, parents) {
      const ids = [...new Set(parents.map((p) => p[foreignKey]).filter((v): v is number => typeof v === 'number'))];
      const byId = group(await select(ctx, ids), (r) => r.id);
      return new Map(parents.map((p) => [p.id, byId.get(p[foreignKey] as number) ?? []]));
    },
  };
}

/** Rows of another table whose foreign key (a table key, `customerId`) is the parent's id. */
export function hasMany(target: Shape, foreignKey: string, kind: 'one' | 'many' = 'many'): Relation {
  const select = selectIn(target, (target.table as unknown as Record<string, AnyPgColumn>)[foreignKey]);
  return {
    kind,
    target,
    async load(ctx, parents) {
      const rows = await select(ctx, parents.map((p) => p.id));
      return group(rows, (r) => r[foreignKey]);
    },
  };
}

/** Shared sub-records (addresses, contact people) owned by a record of `ownerType`. */
export function ownedBy(target: Shape & { table: Shape['table'] & { ownerType: AnyPgColumn; ownerId: AnyPgColumn } }, ownerType: string): Relation {
  const select = selectIn(target, target.table.ownerId, eq(target.table.ownerType, ownerType));
  return {
    kind: 'many',
    target,
    async load(ctx, parents) {
      const rows = await select(ctx, parents.map((p) => p.id));
      return group(rows, (r) => r.ownerId);
    },
  };
}

const userNames = prepared<{ id: number; name: string }>(
  () => sql`select ${users.id} as id, ${users.displayName} as name from ${users} where ${users.companyId} = ${sql.placeholder('company')} and ${anyOf(users.id, 'ids')}`,
);

/** The display name of the user a column names (`userName` of notifications and logs). */
export function userName(foreignKey: string): Relation {
  return {
    kind: 'value',
    async load(ctx, rows) {
      const ids = [...new Set(rows.map((r) => r[foreignKey]).filter((v): v is number => typeof v === 'number'))];
      const found = ids.length ? await userNames(ctx.tx, { company: ctx.company.id, ids }) : [];
      const names = new Map(found.map((u) => [u.id, u.name]));
      return new Map(rows.map((r) => [r.id, names.get(r[foreignKey] as number) ?? null]));
    },
  };
}
