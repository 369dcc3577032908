import type { events } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { timeZoneName, zoneOf, zoneShownTo } from '@/lib/time-zones';

/** The company's time zone, by IANA name: the calendar's days and the events without a zone of their own. */
export const companyZone = (ctx: Pick<ResourceContext, 'company'>) => timeZoneName(zoneOf(ctx.company.settings));

/** The zone an event's clock is read in: its own, else the company's. */
export const zoneOfEvent = (ctx: Pick<ResourceContext, 'company'>, event: Pick<typeof events.$inferSelect, 'timeZone'>) => event.timeZone ?? companyZone(ctx);

/**
 * The zone the calendar's days and times are shown in to the person asking: their own where set,
 * else the company's. An event's occurrences are still worked out on its own clock (zoneOfEvent),
 * so everyone sees the same moments, each on their own clock.
 */
export const zoneShown = (ctx: Pick<ResourceContext, 'company' | 'user'>) => zoneShownTo(zoneOf(ctx.company.settings), ctx.user.timeZone);
