import { RRule } from 'rrule';
import { normalizeRule } from '@/lib/modules/sales/recurrence';
import { momentOfReading, wallClockOf } from '@/lib/time-zones';

/**
 * The occurrences of a recurring event, worked out on its wall clock: the rule runs over
 * "floating" times (the zone's clock read as if it were UTC), and each occurrence's clock reading
 * becomes a moment in the event's zone. So a weekly 9:00 meeting stays at 9:00 across a change to
 * or from summer time, as RFC 5545 means a DTSTART with a TZID.
 */

/** No question of occurrences (a range read, an event's end) walks more of them than this. */
export const MAX_OCCURRENCES = 10_000;

/** An event as its occurrences are made from it. */
export type Series = {
  startsAt: Date;
  endsAt: Date;
  rule: string | null;
  untilDate: string | null;
  indefinite: number;
  exdates: Date[];
};

export type Occurrence = { start: Date; end: Date };

/** Thrown when a question would walk more than MAX_OCCURRENCES occurrences. */
export class TooManyOccurrences extends Error {
  constructor() {
    super(`More than ${MAX_OCCURRENCES} occurrences.`);
  }
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const floating = (wall: string) => new Date(`${wall}:00Z`);
const wallOf = (zone: string, at: Date) => wallClockOf(zone, at.getTime() / 1000);
const momentFor = (zone: string, floatingTime: Date) => new Date(momentOfReading(zone, Math.floor(floatingTime.getTime() / 60_000) * 60) * 1000);

/** Whether a rule ends by itself (a COUNT). */
export const hasCount = (rule: string) => /(^|;)COUNT=/i.test(normalizeRule(rule));

function rruleOf(series: Series, zone: string): RRule {
  const options = RRule.parseString(normalizeRule(series.rule!));
  return new RRule({ ...options, dtstart: floating(wallOf(zone, series.startsAt)), until: untilOf(series), tzid: null });
}

/** The until day is the zone's: every occurrence starting on it, whatever its time (floating). */
const untilOf = (series: Series) => (series.untilDate ? new Date(`${series.untilDate}T23:59:59Z`) : null);

/**
 * The step of a rule that only repeats every n days or weeks (no BYDAY or other part, but COUNT):
 * its occurrences are its start plus whole steps on the floating clock, worked out without
 * rrule, whose set-up per series is most of a month view's time. Null for any other rule.
 */
function plainStep(rule: string): { step: number; count: number | null } | null {
  const parts = new Map(normalizeRule(rule).split(';').map((part) => part.split('=') as [string, string]));
  if ([...parts.keys()].some((key) => !['FREQ', 'INTERVAL', 'COUNT', 'WKST'].includes(key))) return null;
  const days = { DAILY: 1, WEEKLY: 7 }[parts.get('FREQ') ?? ''];
  const interval = Number(parts.get('INTERVAL') ?? 1);
  const count = parts.has('COUNT') ? Number(parts.get('COUNT')) : null;
  if (!days || !Number.isInteger(interval) || interval < 1 || (count !== null && !Number.isInteger(count))) return null;
  return { step: days * interval * DAY, count };
}

/** Each floating start of the series' occurrences from `after` to `before`, both included, in order. */
function eachStart(series: Series, zone: string, after: Date, before: Date, visit: (floatingStart: Date) => void) {
  const plain = plainStep(series.rule!);
  if (!plain) {
    rruleOf(series, zone).between(after, before, true, (date) => (visit(date), true));
    return;
  }
  const first = floating(wallOf(zone, series.startsAt)).getTime();
  const until = untilOf(series)?.getTime() ?? Infinity;
  const last = Math.min(before.getTime(), until);
  for (let k = Math.max(0, Math.ceil((after.getTime() - first) / plain.step)); plain.count === null || k < plain.count; k++) {
    const at = first + k * plain.step;
    if (at > last) break;
    visit(new Date(at));
  }
}

/**
 * Every occurrence whose time overlaps [from, to), in order, less the `exdates`. A single event is
 * its one occurrence. More than `limit` is TooManyOccurrences.
 */
export function occurrencesBetween(series: Series, zone: string, from: Date, to: Date, limit = MAX_OCCURRENCES): Occurrence[] {
  if (!series.rule) return series.startsAt < to && series.endsAt > from ? [{ start: series.startsAt, end: series.endsAt }] : [];
  const startWall = floating(wallOf(zone, series.startsAt));
  // The length on the clock: an 9:00 to 10:00 meeting ends at 10:00 whatever the offset does.
  const length = floating(wallOf(zone, series.endsAt)).getTime() - startWall.getTime();
  const skipped = new Set(series.exdates.map((d) => d.getTime()));
  const found: Occurrence[] = [];
  // Floating times stand within a day of the moments they read as (offsets are under 15 hours).
  const after = new Date(from.getTime() - length - DAY);
  const before = new Date(to.getTime() + DAY);
  eachStart(series, zone, after, before, (date) => {
    const start = momentFor(zone, date);
    const end = momentFor(zone, new Date(date.getTime() + length));
    if (start < to && end > from && !skipped.has(start.getTime())) {
      if (found.length >= limit) throw new TooManyOccurrences();
      found.push({ start, end });
    }
  });
  return found;
}

/** The occurrences from the first up to (not including) `at`, at most MAX_OCCURRENCES. */
export const occurrencesBefore = (series: Series, zone: string, at: Date) => occurrencesBetween({ ...series, exdates: [] }, zone, new Date(series.startsAt.getTime() - MINUTE), at).filter((o) => o.start < at);

/**
 * When the event's last occurrence ends: its end if it does not repeat, null if it repeats for
 * ever; TooManyOccurrences if it would repeat more than MAX_OCCURRENCES times.
 */
export function lastEnd(series: Series, zone: string): Date | null {
  if (!series.rule) return series.endsAt;
  if (!series.untilDate && !hasCount(series.rule)) return null;
  if (countOf(series.rule) > MAX_OCCURRENCES) throw new TooManyOccurrences();
  const all = occurrencesBetween({ ...series, exdates: [] }, zone, new Date(series.startsAt.getTime() - MINUTE), new Date('9999-12-31T00:00:00Z'));
  return all.length ? all[all.length - 1].end : series.endsAt;
}

/** Whether `at` is an occurrence of the series (before its exceptions). */
export function isOccurrence(series: Series, zone: string, at: Date): boolean {
  return occurrencesBetween({ ...series, exdates: [] }, zone, at, new Date(at.getTime() + MINUTE)).some((o) => o.start.getTime() === at.getTime());
}

/** The zone's calendar day of a moment (YYYY-MM-DD). */
export const dayIn = (zone: string, at: Date) => wallOf(zone, at).slice(0, 10);

/** The rule without its COUNT (a series cut by a date instead). */
export const withoutCount = (rule: string) =>
  normalizeRule(rule)
    .split(';')
    .filter((part) => !part.startsWith('COUNT='))
    .join(';');

/** The rule with another COUNT. */
export const withCount = (rule: string, count: number) => `${withoutCount(rule)};COUNT=${count}`;

/** The count of a rule that has one. */
export const countOf = (rule: string) => Number(/(?:^|;)COUNT=(\d+)/.exec(normalizeRule(rule))?.[1] ?? 0);
