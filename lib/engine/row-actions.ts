import { and, eq, inArray, sql } from 'drizzle-orm';
import { anyOf, prepared } from '@/db/prepared';
import { z } from 'zod';
import { bookmarks, secureItems, users } from '@/db/schema';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import type { Resource, ResourceContext } from '@/lib/engine/define';
import { notify } from '@/lib/engine/events';
import { idItem, textArea } from '@/lib/engine/fields';
import { findRecord } from '@/lib/engine/query';
import { assertService } from '@/lib/engine/services';

/** Bookmarks or un-bookmarks a record for the current user (list menu "My bookmarks"). */
export async function setBookmark(def: Resource, ctx: ResourceContext, id: number, on: boolean) {
  await findRecord(def, ctx, id);
  const key = { companyId: ctx.company.id, userId: ctx.user.id, collection: def.name, recordId: id };
  if (on) await ctx.tx.insert(bookmarks).values(key).onConflictDoNothing();
  else {
    await ctx.tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.companyId, key.companyId), eq(bookmarks.userId, key.userId), eq(bookmarks.collection, key.collection), eq(bookmarks.recordId, id)));
  }
  return { id, is_bookmarked: on ? 1 : 0 };
}

const bookmarkedIn = prepared<{ id: number }>(
  () =>
    sql`select ${bookmarks.recordId} as id from ${bookmarks} where ${bookmarks.companyId} = ${sql.placeholder('company')} and ${bookmarks.userId} = ${sql.placeholder('user')} and ${bookmarks.collection} = ${sql.placeholder('collection')} and ${anyOf(bookmarks.recordId, 'ids')}`,
);

/** Which of `ids` the current user has bookmarked: one query for a whole page. */
export async function bookmarkedAmong(def: Resource, ctx: ResourceContext, ids: number[]): Promise<Set<number>> {
  if (!def.features.bookmarks || ids.length === 0) return new Set();
  const rows = await bookmarkedIn(ctx.tx, { company: ctx.company.id, user: ctx.user.id, collection: def.name, ids });
  return new Set(rows.map((r) => r.id));
}

const announceInput = z.object({
  user_ids: z.array(idItem('Users must be a list of user ids.'), { error: 'Users cannot be blank.' }).min(1, { error: 'Choose at least one user.' }).max(500),
  message: textArea('Message'),
});

/** Chosen users (`user_ids`, no id twice) must be active users of the company: a 422 naming the field otherwise. */
async function assertActiveUsers(ctx: ResourceContext, ids: number[]) {
  const found = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, ctx.company.id), eq(users.status, 1), inArray(users.id, ids)));
  if (found.length !== ids.length) throw ValidationError.field('user_ids', say('usersMissing'));
}

/** Announce: tells chosen users of the company about a record, with an optional message. */
export async function announce(def: Resource, ctx: ResourceContext, id: number, body: unknown) {
  assertService(ctx.company, 'service_announce');
  const parsed = announceInput.safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const record = await findRecord(def, ctx, id);
  const wanted = [...new Set(parsed.data.user_ids)];
  await assertActiveUsers(ctx, wanted);
  const notified = await notify(ctx, wanted, { verb: 'announced', collection: def.name, record, message: parsed.data.message });
  return { notified };
}

const secureInput = z.object({
  user_ids: z.array(idItem('Users must be a list of user ids.'), { error: 'Users must be a list of user ids.' }).max(500),
});

const mine = (def: Resource, ctx: ResourceContext, id: number) =>
  and(eq(secureItems.companyId, ctx.company.id), eq(secureItems.collection, def.name), eq(secureItems.recordId, id));

/** GET /{c}/{id}/secure: whom the record is secured to (nobody: `user_ids` empty). */
export async function securedTo(def: Resource, ctx: ResourceContext, id: number) {
  assertService(ctx.company, 'service_secure_items');
  await findRecord(def, ctx, id);
  const [row] = await ctx.tx.select().from(secureItems).where(mine(def, ctx, id));
  return { id, user_ids: row?.userIds ?? [], secured_by: row?.securedBy ?? null, updated_at: row ? Math.floor(row.updatedAt.getTime() / 1000) : null };
}

/** PUT /{c}/{id}/secure `{user_ids}`: secures the record to these users (and its securer); none lifts it. */
export async function secureRecord(def: Resource, ctx: ResourceContext, id: number, body: unknown) {
  assertService(ctx.company, 'service_secure_items');
  const parsed = secureInput.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  await findRecord(def, ctx, id, { lock: true });
  const chosen = [...new Set(parsed.data.user_ids)];
  if (chosen.length === 0) {
    await ctx.tx.delete(secureItems).where(mine(def, ctx, id));
    return securedTo(def, ctx, id);
  }
  await assertActiveUsers(ctx, chosen);
  const userIds = [...new Set([...chosen, ctx.user.id])].sort((a, b) => a - b);
  await ctx.tx
    .insert(secureItems)
    .values({ companyId: ctx.company.id, collection: def.name, recordId: id, userIds, securedBy: ctx.user.id })
    .onConflictDoUpdate({ target: [secureItems.companyId, secureItems.collection, secureItems.recordId], set: { userIds, securedBy: ctx.user.id, updatedAt: new Date() } });
  return securedTo(def, ctx, id);
}
