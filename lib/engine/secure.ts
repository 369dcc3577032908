import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { secureItems, users } from '@/db/schema';
import type { Resource, ResourceContext } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { idItem } from '@/lib/engine/fields';
import { findRecord } from '@/lib/engine/query';

/**
 * Secure Item (214): a record of a resource with `features.secure` may be secured to chosen users.
 * Then only they and the company's administrators see it: in lists, counts, reads, writes and
 * actions alike (the condition is part of every query's scope, so a secured record answers 404
 * to the others as a record of another company would). Administrators always see it so that a
 * record is never lost to everyone when its users leave; the person who secures a record stays
 * among its users, so nobody locks themselves out.
 */
export function secureCondition(def: Resource, ctx: ResourceContext): SQL | null {
  if (!def.features.secure || ctx.user.isAdmin) return null;
  return sql`not exists (select 1 from ${secureItems} where ${secureItems.companyId} = ${ctx.company.id} and ${secureItems.collection} = ${def.name} and ${secureItems.recordId} = ${def.table.id} and not (${ctx.user.id} = any(${secureItems.userIds})))`;
}

const secureInput = z.object({
  user_ids: z.array(idItem('Users must be a list of user ids.'), { error: 'Users must be a list of user ids.' }).max(500),
});

const mine = (def: Resource, ctx: ResourceContext, id: number) =>
  and(eq(secureItems.companyId, ctx.company.id), eq(secureItems.collection, def.name), eq(secureItems.recordId, id));

/** GET /{c}/{id}/secure: whom the record is secured to (nobody: `user_ids` empty). */
export async function securedTo(def: Resource, ctx: ResourceContext, id: number) {
  await findRecord(def, ctx, id);
  const [row] = await ctx.tx.select().from(secureItems).where(mine(def, ctx, id));
  return { id, user_ids: row?.userIds ?? [], secured_by: row?.securedBy ?? null, updated_at: row ? Math.floor(row.updatedAt.getTime() / 1000) : null };
}

/** PUT /{c}/{id}/secure `{user_ids}`: secures the record to these users (and its securer); none lifts it. */
export async function secureRecord(def: Resource, ctx: ResourceContext, id: number, body: unknown) {
  const parsed = secureInput.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  await findRecord(def, ctx, id, { lock: true });
  const chosen = [...new Set(parsed.data.user_ids)];
  if (chosen.length === 0) {
    await ctx.tx.delete(secureItems).where(mine(def, ctx, id));
    return securedTo(def, ctx, id);
  }
  const found = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.company.id), eq(users.status, 1), inArray(users.id, chosen)));
  if (found.length !== chosen.length) throw ValidationError.field('user_ids', 'Some of the chosen users do not exist or are not active.');
  const userIds = [...new Set([...chosen, ctx.user.id])].sort((a, b) => a - b);
  await ctx.tx
    .insert(secureItems)
    .values({ companyId: ctx.company.id, collection: def.name, recordId: id, userIds, securedBy: ctx.user.id })
    .onConflictDoUpdate({ target: [secureItems.companyId, secureItems.collection, secureItems.recordId], set: { userIds, securedBy: ctx.user.id, updatedAt: new Date() } });
  return securedTo(def, ctx, id);
}
