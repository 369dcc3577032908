import { RRule } from 'rrule';
import { say, type Said } from '@/lib/engine/messages';

/**
 * Recurrence rules of recurring billing, kept as RFC 5545 RRULE text (`FREQ=MONTHLY;BYMONTHDAY=1`)
 * with the start and end dates beside it, as the schedule's own columns. Dates are calendar days
 * (YYYY-MM-DD), worked out in UTC so that no time zone moves an occurrence to another day.
 */
export type Schedule = { rule: string; startDate: string; untilDate?: string | null };

const FREQUENCIES = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);
/** A schedule yields at most this many occurrences in one question (a preview, one run). */
export const MAX_OCCURRENCES = 10_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Why a rule cannot be a billing schedule, or null if it can: RRULE text of a daily, weekly,
 * monthly or yearly frequency, an interval of 1 to 99, without its own DTSTART or UNTIL (the
 * schedule's start and until dates are those).
 */
export function ruleProblem(rule: string): Said | null {
  const text = rule.trim().replace(/^RRULE:/i, '');
  if (!/^[A-Z]+=[^;]+(;[A-Z]+=[^;]+)*$/i.test(text)) return say('ruleInvalid');
  if (/(^|;)(DTSTART|UNTIL)=/i.test(text)) return say('ruleOwnStartEnd');
  let options;
  try {
    options = RRule.parseString(text);
  } catch {
    return say('ruleInvalid');
  }
  if (options.freq === undefined || !FREQUENCIES.has(options.freq)) return say('ruleFrequency');
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 99)) return say('ruleInterval');
  return null;
}

/** The rule in its stored form: upper case, without an `RRULE:` prefix. */
export const normalizeRule = (rule: string) => rule.trim().replace(/^RRULE:/i, '').toUpperCase();

function ruleOf(schedule: Schedule) {
  const options = RRule.parseString(normalizeRule(schedule.rule));
  return new RRule({ ...options, dtstart: toDate(schedule.startDate), until: schedule.untilDate ? toDate(schedule.untilDate) : null, tzid: null });
}

/**
 * The schedule as seen from one of its own occurrences: the same days from there on, worked out
 * without walking every day from its start (rrule iterates from DTSTART, and a daily schedule of
 * years took a while per question, holding the process). What DTSTART lends a rule without its
 * own BY parts (the weekday, the day of the month, the month) an occurrence shares, and an
 * interval counts on from any of its occurrences; a rule with a COUNT counts from its start.
 */
export const since = (schedule: Schedule, occurrence: string): Schedule => (/(^|;)COUNT=/i.test(schedule.rule) ? schedule : { ...schedule, startDate: occurrence });

/** The schedule's occurrences from `from` to `to` (both days included), at most `limit`. */
export function occurrencesBetween(schedule: Schedule, from: string, to: string, limit = MAX_OCCURRENCES): string[] {
  if (to < from) return [];
  const found: string[] = [];
  ruleOf(schedule).between(toDate(from), toDate(to), true, (date) => {
    found.push(toIso(date));
    return found.length < limit;
  });
  return found;
}

/** The first occurrence on or after `from`, or null once the schedule has ended. */
export function nextOccurrence(schedule: Schedule, from: string): string | null {
  const next = ruleOf(schedule).after(toDate(from), true);
  return next ? toIso(next) : null;
}

/** The next `count` occurrences from `from` (a preview). */
export function upcoming(schedule: Schedule, from: string, count: number): string[] {
  const found: string[] = [];
  ruleOf(schedule).between(toDate(from), toDate('9999-12-31'), true, (date) => {
    found.push(toIso(date));
    return found.length < count;
  });
  return found;
}

/** The day `days` after a date. */
export const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * 86_400_000));

/** The day after a date (the next run starts there). */
export const dayAfter = (iso: string) => addDays(iso, 1);
