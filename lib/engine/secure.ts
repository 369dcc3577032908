import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { secureItems } from '@/db/schema';
import type { Resource, ResourceContext } from '@/lib/engine/define';

/**
 * Secure Item (214): a record of a resource with `features.secure` may be secured to chosen users.
 * Then only they and the company's administrators see it, on every path: the condition is part of
 * the resource's scope (lib/engine/query.ts), which every path to a record goes through
 * (lib/engine/reach.ts), so a secured record answers 404 to the others as a record of another
 * company would. Administrators always see it so that a record is never lost to everyone when its
 * users leave; the person who secures a record stays among its users, so nobody locks themselves
 * out (lib/engine/row-actions.ts `secureRecord`).
 */
export function secureCondition(def: Resource, ctx: ResourceContext): SQL | null {
  if (!def.features.secure || ctx.user.isAdmin) return null;
  return notSecuredAway(ctx, def.name, def.table.id);
}

/**
 * The record of `collection` whose id `id` holds (its own id, or a column naming it: the journal
 * a line belongs to) is not secured to users other than this one.
 */
export function notSecuredAway(ctx: ResourceContext, collection: string, id: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${secureItems} where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${collection} and ${secureItems.recordId} = ${id} and not (${ctx.user.id} = any(${secureItems.userIds})))`;
}

/**
 * A change that makes a new record of an old one (a journal entry is reversed and posted anew,
 * under a new id) keeps the new one secured to the same users; the old one stays secured, and
 * with it its reversal (a journal is part of the entry it reverses).
 */
export async function keepSecured(ctx: ResourceContext, def: Resource, fromId: number, toId: number): Promise<void> {
  if (!def.features.secure || fromId === toId) return;
  await ctx.tx.execute(sql`
    insert into ${secureItems} (company_id, collection, record_id, user_ids, secured_by)
    select company_id, collection, ${toId}, user_ids, secured_by from ${secureItems}
    where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${def.name} and ${secureItems.recordId} = ${fromId}
    on conflict do nothing`);
}

/**
 * The same rule for records named rather than queried (a company log entry's collection and
 * record id): none secured to others, whatever its collection. Null for an administrator.
 */
export function namedNotSecuredAway(ctx: ResourceContext, collection: AnyPgColumn, recordId: AnyPgColumn): SQL | null {
  if (ctx.user.isAdmin) return null;
  return sql`not exists (select 1 from ${secureItems} where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${collection} and ${secureItems.recordId} = ${recordId} and not (${ctx.user.id} = any(${secureItems.userIds})))`;
}
