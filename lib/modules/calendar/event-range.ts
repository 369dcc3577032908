import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { events } from '@/db/schema';
import { dateParam, today } from '@/lib/engine/date-params';
import type { ActionContext, Row } from '@/lib/engine/define';
import { badRequest } from '@/lib/engine/errors';
import { reachable } from '@/lib/engine/reach';
import { momentOf } from '@/lib/time-zones';
import { zoneOfEvent, zoneShown } from './event-zone';
import { MAX_OCCURRENCES, occurrencesBetween, TooManyOccurrences } from './occurrences';

/** The parameters that make `GET /events` answer occurrences (spec section 7: `date` and `calendar`). */
export const RANGE_PARAMS = ['date', 'from', 'to', 'calendar'];

/** At most this many days are read at once (a year's agenda). */
const MAX_DAYS = 400;

const tooMany = () => badRequest(`Invalid value for parameter "date": the days asked hold more than ${MAX_OCCURRENCES} occurrences; ask for fewer days (from, to) or one calendar.`);

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The days asked for: `from` to `to` (both included), or the six weeks a month view of `date`'s
 * month shows (from the Sunday on or before its first day: the week starts on Sunday), or this
 * month's.
 */
function daysAsked(query: URLSearchParams, todayIs: string): { first: string; last: string } {
  if (query.has('from') || query.has('to')) {
    const first = dateParam(query, 'from');
    const last = dateParam(query, 'to');
    if (last < first) throw badRequest('Invalid value for parameter "to": it is before "from".');
    if (Date.parse(last) - Date.parse(first) > MAX_DAYS * 86_400_000) throw badRequest(`Invalid value for parameter "to": at most ${MAX_DAYS} days are read at once.`);
    return { first, last };
  }
  const day = dateParam(query, 'date', todayIs);
  const monthStart = `${day.slice(0, 8)}01`;
  const first = addDays(monthStart, -new Date(`${monthStart}T00:00:00Z`).getUTCDay());
  return { first, last: addDays(first, 41) };
}

/** `calendar=1,2`: calendar ids (400 naming the parameter otherwise). */
function calendarsAsked(query: URLSearchParams): number[] | null {
  const raw = query.get('calendar');
  if (raw === null || raw === '') return null;
  const ids = raw.split(',').map((v) => v.trim());
  if (!ids.every((v) => /^\d{1,9}$/.test(v) && Number(v) > 0)) throw badRequest('Invalid value for parameter "calendar": calendar ids, comma apart, are expected.');
  return ids.map(Number);
}

/**
 * The occurrences of the events this person reaches in the days asked, in their zone (zoneShown),
 * ordered by start: a single event once, a recurring one at each occurrence (its `starts_at` and
 * `ends_at` those of the occurrence, `original_start` the occurrence it is) less those removed or
 * changed one by one (which are events of their own, found as the others are). One query reads
 * the events whose span meets the days (`last_ends_at`), one the changed occurrences of the
 * recurring ones.
 */
export async function eventsInRange(ctx: ActionContext, query: URLSearchParams): Promise<Row[]> {
  // The days are the person's (their own zone where set): a Madrid reader's Tuesday.
  const zone = zoneShown(ctx);
  const { first, last } = daysAsked(query, today(ctx.company));
  const from = new Date(momentOf(zone, `${first}T00:00`)! * 1000);
  const to = new Date(momentOf(zone, `${addDays(last, 1)}T00:00`)! * 1000);
  const calendarIds = calendarsAsked(query);
  const found = await ctx.tx
    .select()
    .from(events)
    .where(
      and(
        ...reachable(ctx.def, ctx),
        lt(events.startsAt, to),
        or(isNull(events.lastEndsAt), gt(events.lastEndsAt, from)),
        calendarIds ? inArray(events.calendarId, calendarIds) : undefined,
        // The inactive are put aside as in any listing.
        eq(events.status, 1),
      ),
    );
  const recurring = found.filter((e) => e.rule);
  const changed = recurring.length
    ? await ctx.tx
        .select({ seriesId: events.seriesId, originalStart: events.originalStart })
        .from(events)
        .where(and(...reachable(ctx.def, ctx), inArray(events.seriesId, recurring.map((e) => e.id)), isNotNull(events.originalStart)))
    : [];
  const replaced = new Set(changed.map((c) => `${c.seriesId}:${c.originalStart!.getTime()}`));
  const rows: Row[] = [];
  try {
    for (const event of found) {
      if (!event.rule) {
        rows.push(event);
        continue;
      }
      for (const o of occurrencesBetween(event, zoneOfEvent(ctx, event), from, to, MAX_OCCURRENCES - rows.length)) {
        if (!replaced.has(`${event.id}:${o.start.getTime()}`)) rows.push({ ...event, startsAt: o.start, endsAt: o.end, originalStart: o.start });
      }
    }
  } catch (error) {
    if (error instanceof TooManyOccurrences) throw tooMany();
    throw error;
  }
  if (rows.length > MAX_OCCURRENCES) throw tooMany();
  const at = (r: Row) => (r.startsAt instanceof Date ? r.startsAt.getTime() : 0);
  return rows.sort((a, b) => at(a) - at(b) || a.id - b.id);
}
