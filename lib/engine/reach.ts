import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { catalogueOf } from '@/lib/engine/catalogue';
import type { Registry, Resource, ResourceContext, ResourceTable, Shape, WriteContext } from '@/lib/engine/define';
import { mayView, narrowing, NOTHING, reachable, scope } from '@/lib/engine/query';
import { namedNotSecuredAway, notSecuredAway } from '@/lib/engine/secure';
import { serviceOn } from '@/lib/engine/services';

/**
 * The one way a person's records are found, whatever the path: a list, a record by id, an action
 * on chosen ids, a print, a queue, a report, an expansion, a gem's figure, a statement, an export.
 * A record is reached through its resource: its scope (the company, its fixed values, a private
 * record's owner, the users a record is secured to, the record it is part of) and the view right
 * of its section. One not reached is as one that does not exist: a 404 on its path, "invalid"
 * where a body names it, absent from a list, a report, an expansion or a count.
 *
 * A path that reads a collection's table on its own (a join, a raw report, a queue) limits it with
 * `reachable` (its own resource), `reachableRows` (any table: through the collections standing on
 * it) or `reachedIn` (a column naming records of another resource); never by the company alone.
 */

// Kept beside `scope` (a search by a named record's name reaches it the same way), given here with the rest.
export { mayView, reachable };

/** The collections whose rows `table` holds (several where a table holds several, by their fixed values); catalogues hold none. */
const standingOn = new WeakMap<Registry, Map<ResourceTable, Resource[]>>();
function collectionsOn(registry: Registry, table: ResourceTable): Resource[] {
  let byTable = standingOn.get(registry);
  if (!byTable) {
    byTable = new Map();
    for (const def of registry.values()) if (!catalogueOf(def)) byTable.set(def.table, [...(byTable.get(def.table) ?? []), def]);
    standingOn.set(registry, byTable);
  }
  return byTable.get(table) ?? [];
}

/**
 * The condition on rows of any table that this person reaches: through one of the collections
 * standing on it (a sales document through its kind's collection, a journal line through the
 * journal view or the transactions). A table no collection stands on holds parts of records
 * reached through their owner (lines, addresses): its company's rows. `naming`: the rows a body
 * may name (a check's payee, as `refs` are checked: lib/engine/batch.ts), which needs no view
 * right of their section (a clerk writing checks names the vendor), only their scope.
 */
export function reachableRows(ctx: ResourceContext & { registry: Registry }, table: ResourceTable, { naming = false } = {}): SQL {
  const on = collectionsOn(ctx.registry, table);
  if (!on.length) return eq(table.companyId, ctx.company.id);
  const each = on.map((def) => and(...(naming ? scope(def, ctx) : reachable(def, ctx)))!);
  return each.length === 1 ? each[0] : or(...each)!;
}

/**
 * The condition that the record of `def` a column names (`invoice_id`, or a raw query's `d.id`)
 * is reached: no condition where the person sees every record of the company there (nothing
 * narrows it), none reached without the view right.
 */
export function reachedIn(def: Resource, ctx: ResourceContext, column: AnyPgColumn | SQL): SQL | undefined {
  if (!mayView(def, ctx)) return NOTHING;
  const narrowed = narrowing(def, ctx);
  if (!narrowed.length) return undefined;
  // Secured items alone narrow most collections: asked of the secured items directly.
  const securedOnly = !def.features.ownerPrivate && !def.features.participants && !def.partOf && !def.ownScope;
  if (securedOnly) return notSecuredAway(ctx, def.name, column);
  return sql`${column} in (select ${def.table.id} from ${def.table} where ${and(eq(def.table.companyId, ctx.company.id), ...narrowed)})`;
}

/**
 * The conditions on rows that name a record by its collection and id (a company log entry, a file
 * linked to a record) that this person reads that record: its collection's view right (and its
 * service on); not secured to others; of a private collection (quick notes, messages: `ownerPrivate`,
 * `participants`), only their own, found through that collection's scope. Without the registry to
 * tell the collections (no request's context), none.
 */
export function namingReadable(ctx: ResourceContext, collection: AnyPgColumn, recordId: AnyPgColumn): SQL[] {
  if (!ctx.registry) return [NOTHING];
  const readable = [...ctx.registry.values()].filter((r) => mayView(r, ctx) && (!r.service || serviceOn(ctx.company, r.service)));
  const conditions = [readable.length ? inArray(collection, readable.map((r) => r.name)) : NOTHING];
  for (const def of readable.filter((r) => r.features.ownerPrivate || r.features.participants)) {
    const own = ctx.tx.select({ id: def.table.id }).from(def.table).where(and(...scope(def, ctx)));
    conditions.push(or(ne(collection, def.name), inArray(recordId, own))!);
  }
  const secured = namedNotSecuredAway(ctx, collection, recordId);
  return secured ? [...conditions, secured] : conditions;
}

/** Whether a relation's target is a collection's definition, rather than the shape of a table's rows. */
const isResource = (shape: Shape): shape is Resource => 'permission' in shape && 'features' in shape;

/**
 * The condition on the rows an expansion loads (a relation's target, lib/engine/relations.ts):
 * a collection's, through it; a bare table's, through the collections standing on it. Undefined
 * where the person reaches every row of the company there, as most do most of the time (the
 * loader then runs its prepared statement).
 */
export function reachOf(ctx: WriteContext, target: Shape): SQL | undefined {
  const defs = isResource(target) ? [target] : collectionsOn(ctx.registry, target.table);
  const whole = defs.every((def) => mayView(def, ctx) && !narrowing(def, ctx).length) && !(isResource(target) && target.fixed);
  if (whole) return undefined;
  return isResource(target) ? and(...reachable(target, ctx)) : reachableRows(ctx, target.table);
}
