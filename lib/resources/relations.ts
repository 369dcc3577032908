import { and, eq, sql } from 'drizzle-orm';
import { anyOf, selectAll } from '@/db/select-all';
import { users } from '@/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Relation, ResourceContext, Row, Shape } from './define';

function group(rows: Row[], key: (row: Row) => unknown): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const k = key(row) as number;
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

async function selectIn(ctx: ResourceContext, target: Shape, column: AnyPgColumn, ids: number[], extra?: ReturnType<typeof eq>) {
  if (ids.length === 0) return [];
  const where = and(eq(target.table.companyId, ctx.company.id), anyOf(column, ids), extra);
  return selectAll<Row>(ctx.tx, target.table, sql`where ${where} order by ${target.table.id}`);
}

/** The record a foreign key of the parent points at (`jobs.customer_id` -> `customer`). */
export function belongsTo(target: Shape, foreignKey: string): Relation {
  return {
    kind: 'one',
    target,
    async load(ctx, parents) {
      const ids = [...new Set(parents.map((p) => p[foreignKey]).filter((v): v is number => typeof v === 'number'))];
      const byId = group(await selectIn(ctx, target, target.table.id, ids), (r) => r.id);
      return new Map(parents.map((p) => [p.id, byId.get(p[foreignKey] as number) ?? []]));
    },
  };
}

/** Rows of another table whose foreign key (a table key, `customerId`) is the parent's id. */
export function hasMany(target: Shape, foreignKey: string, kind: 'one' | 'many' = 'many'): Relation {
  const column = (target.table as unknown as Record<string, AnyPgColumn>)[foreignKey];
  return {
    kind,
    target,
    async load(ctx, parents) {
      const rows = await selectIn(ctx, target, column, parents.map((p) => p.id));
      return group(rows, (r) => r[foreignKey]);
    },
  };
}

/** Shared sub-records (addresses, contact people) owned by a record of `ownerType`. */
export function ownedBy(target: Shape & { table: Shape['table'] & { ownerType: AnyPgColumn; ownerId: AnyPgColumn } }, ownerType: string): Relation {
  return {
    kind: 'many',
    target,
    async load(ctx, parents) {
      const rows = await selectIn(ctx, target, target.table.ownerId, parents.map((p) => p.id), eq(target.table.ownerType, ownerType));
      return group(rows, (r) => r.ownerId);
    },
  };
}

/** The display name of the user a column names (`userName` of notifications and logs). */
export function userName(foreignKey: string): Relation {
  return {
    kind: 'value',
    async load(ctx, rows) {
      const ids = [...new Set(rows.map((r) => r[foreignKey]).filter((v): v is number => typeof v === 'number'))];
      const found = ids.length
        ? await ctx.tx
            .select({ id: users.id, name: users.displayName })
            .from(users)
            .where(and(eq(users.companyId, ctx.company.id), anyOf(users.id, ids)))
        : [];
      const names = new Map(found.map((u) => [u.id, u.name]));
      return new Map(rows.map((r) => [r.id, names.get(r[foreignKey] as number) ?? null]));
    },
  };
}
