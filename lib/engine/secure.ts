import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { secureItems } from '@/db/schema';
import type { Resource, ResourceContext } from '@/lib/engine/define';

/**
 * Secure Item (214): a record of a resource with `features.secure` may be secured to chosen users.
 * Then only they and the company's administrators see it: in lists, counts, reads, writes and
 * actions alike (the condition is part of every query's scope, so a secured record answers 404
 * to the others as a record of another company would). Administrators always see it so that a
 * record is never lost to everyone when its users leave; the person who secures a record stays
 * among its users, so nobody locks themselves out (lib/engine/row-actions.ts `secureRecord`).
 */
export function secureCondition(def: Resource, ctx: ResourceContext): SQL | null {
  if (!def.features.secure || ctx.user.isAdmin) return null;
  return sql`not exists (select 1 from ${secureItems} where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${def.name} and ${secureItems.recordId} = ${def.table.id} and not (${ctx.user.id} = any(${secureItems.userIds})))`;
}

/**
 * The same rule for records named rather than queried (a company log entry's collection and
 * record id): none secured to others, whatever its collection. Null for an administrator.
 */
export function namedNotSecuredAway(ctx: ResourceContext, collection: AnyPgColumn, recordId: AnyPgColumn): SQL | null {
  if (ctx.user.isAdmin) return null;
  return sql`not exists (select 1 from ${secureItems} where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${collection} and ${secureItems.recordId} = ${recordId} and not (${ctx.user.id} = any(${secureItems.userIds})))`;
}
