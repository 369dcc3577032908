import { createHash, randomBytes } from 'node:crypto';
import { and, arrayContains, eq, gt, isNull, or } from 'drizzle-orm';
import { calendarFeeds, events, tasks } from '@/db/schema';
import { collectionAction, type Registry, type ResourceContext } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser, USER_ACTIVE } from '@/lib/users/session-user';
import { zoneOfEvent } from './event-zone';
import { toIcs } from './ics';

/**
 * A person's iCalendar feed (/events/feed/{token}, no sign-in, for a phone's calendar): the events
 * they own or are invited to and the tasks they answer for or are on, as they themselves reach
 * them. The token is a secret of 32 random bytes; only its hash is kept, so a new one (or none)
 * replaces it and the old address stops at once.
 */

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Events that ended longer ago than this are left out of a feed. */
const PAST_DAYS = 90;

/** `POST /calendars/feed`: a new secret address of the person's feed (the old one stops); `POST /calendars/revoke-feed`: none. */
export const feedActions = {
  feed: collectionAction({
    permission: 'view',
    async run(ctx) {
      const token = randomBytes(32).toString('base64url');
      await ctx.tx.delete(calendarFeeds).where(and(eq(calendarFeeds.companyId, ctx.company.id), eq(calendarFeeds.userId, ctx.user.id)));
      await ctx.tx.insert(calendarFeeds).values({ companyId: ctx.company.id, userId: ctx.user.id, tokenHash: hash(token) });
      return { data: { url: `${ctx.origin ?? ''}/events/feed/${token}` }, status: 201 };
    },
  }),
  'revoke-feed': collectionAction({
    permission: 'view',
    async run(ctx) {
      await ctx.tx.delete(calendarFeeds).where(and(eq(calendarFeeds.companyId, ctx.company.id), eq(calendarFeeds.userId, ctx.user.id)));
      return { data: null, status: 200 };
    },
  }),
};

/** The feed of the token's person, as .ics text; null for a token that is not (or no longer) one of the company's. */
export async function feedOf(company: Company, token: string, registry: Registry): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return withTenant(
    company.id,
    async (tx) => {
      const [feed] = await tx.select().from(calendarFeeds).where(and(eq(calendarFeeds.companyId, company.id), eq(calendarFeeds.tokenHash, hash(token))));
      const user = feed ? await loadUser(tx, { id: feed.userId }) : null;
      if (!user || user.status !== USER_ACTIVE) return null;
      const ctx: ResourceContext & { registry: Registry } = { tx, company, user, registry };
      const since = new Date(Date.now() - PAST_DAYS * 86_400_000);
      const theirs = await tx
        .select()
        .from(events)
        .where(and(...reachable(registry.get('events')!, ctx), eq(events.status, 1), or(isNull(events.lastEndsAt), gt(events.lastEndsAt, since)), or(eq(events.ownerId, user.id), arrayContains(events.userIds, [user.id]))));
      const todo = await tx
        .select()
        .from(tasks)
        .where(and(...reachable(registry.get('tasks')!, ctx), eq(tasks.status, 1), or(eq(tasks.responsibleId, user.id), arrayContains(tasks.userIds, [user.id]))));
      return toIcs({ name: `${company.name} · ${user.displayName}`, slug: company.slug, events: theirs, tasks: todo, zoneOf: (e) => zoneOfEvent(ctx, e) });
    },
    { readOnly: true },
  );
}
