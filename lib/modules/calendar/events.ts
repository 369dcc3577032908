import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { companyLogs, events } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type Relation, type ResourceContext, type Row } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, datetime, flag, recurrence, ref, refs, text, textArea } from '@/lib/engine/fields';
import { reachable, reachedIn } from '@/lib/engine/reach';
import { belongsTo, userName } from '@/lib/engine/relations';
import { companyLogsResource } from '@/lib/modules/workspace/company-logs';
import { normalizeRule, ruleProblem } from '@/lib/modules/sales/recurrence';
import { isKnownZone } from '@/lib/time-zones';
import { zoneOfEvent } from './event-zone';
import { rescheduleRemindersOf } from './reminder-schedule';
import { calendarsResource, calendarTypesResource } from './calendars';
import { eventsInRange, RANGE_PARAMS } from './event-range';
import { occurrenceActions } from './event-occurrences';
import { importantDatesView } from './important-dates';
import { recordDatesView } from './record-dates';
import { hasCount, lastEnd, TooManyOccurrences, type Series } from './occurrences';

type Event = typeof events.$inferSelect;

export const eventInput = z.object({
  calendar_id: ref('Calendar', { required: true }),
  type_id: ref('Type'),
  display_name: text('Title', { required: true }),
  starts_at: datetime('Start'),
  ends_at: datetime('End'),
  all_day: flag('All day'),
  time_zone: text('Time zone', { max: 64 }),
  rule: recurrence('Repeats'),
  until_date: date('Until'),
  indefinite: flag('Repeats indefinitely'),
  user_ids: refs('People'),
  customer_ids: refs('Contacts'),
  job_id: ref('Job'),
  work_order_id: ref('Work order'),
  customer_id: ref('Customer'),
  employee_id: ref('Employee'),
  location: text('Location'),
  notes: textArea('Notes'),
  is_public: flag('Public'),
});
export type EventInput = z.infer<typeof eventInput>;

/**
 * The checks an event's fields make together, and what follows from them: an end after the
 * start, a known zone, a rule that ends (an until day, a count, or "indefinite" chosen) within
 * MAX_OCCURRENCES occurrences, and when its last occurrence ends. Each refusal names its field.
 */
function prepareEvent(ctx: ResourceContext, input: Partial<EventInput>, existing: Event | null): Partial<typeof events.$inferInsert> {
  const startsAt = input.starts_at === undefined ? existing?.startsAt : input.starts_at;
  const endsAt = input.ends_at === undefined ? existing?.endsAt : input.ends_at;
  if (!startsAt) throw ValidationError.field('starts_at', say('blank', { field: 'Start' }));
  if (!endsAt) throw ValidationError.field('ends_at', say('blank', { field: 'End' }));
  if (endsAt <= startsAt) throw ValidationError.field('ends_at', say('endAfterStart'));
  const timeZone = input.time_zone === undefined ? (existing?.timeZone ?? null) : input.time_zone;
  if (timeZone && !isKnownZone(timeZone)) throw ValidationError.field('time_zone', say('notTimeZone', { value: timeZone, example: 'America/New_York' }));
  const rawRule = input.rule === undefined ? (existing?.rule ?? null) : input.rule;
  const problem = rawRule ? ruleProblem(rawRule) : null;
  if (problem) throw ValidationError.field('rule', problem);
  const rule = rawRule ? normalizeRule(rawRule) : null;
  const series: Series = {
    startsAt,
    endsAt,
    rule,
    untilDate: input.until_date === undefined ? (existing?.untilDate ?? null) : input.until_date,
    indefinite: input.indefinite ?? existing?.indefinite ?? 0,
    exdates: existing?.exdates ?? [],
  };
  if (rule && !series.untilDate && !hasCount(rule) && !series.indefinite) {
    throw ValidationError.field('indefinite', say('eventNeedsEnd'));
  }
  if (series.untilDate && rule && hasCount(rule)) throw ValidationError.field('until_date', say('eventEndOneWay'));
  let lastEndsAt: Date | null;
  try {
    lastEndsAt = lastEnd(series, zoneOfEvent(ctx, { timeZone }));
  } catch (error) {
    if (error instanceof TooManyOccurrences) throw ValidationError.field('rule', say('eventTooManyTimes'));
    throw error;
  }
  return { rule, lastEndsAt, ...(existing ? {} : { ownerId: ctx.user.id }) };
}

/** The company log's entries about the events (`updates`): who changed what, read as the log is (its scope). */
const updates: Relation<never> = {
  kind: 'many',
  target: companyLogsResource,
  async load(ctx, parents) {
    const ids = [...new Set(parents.map((p) => p.id))];
    if (!ids.length) return new Map();
    const rows = await ctx.tx
      .select()
      .from(companyLogs)
      .where(and(...reachable(companyLogsResource, ctx), eq(companyLogs.collection, 'events'), inArray(companyLogs.recordId, ids)))
      .orderBy(companyLogs.id);
    const byEvent = new Map<number, Row[]>();
    for (const row of rows) if (row.recordId !== null) byEvent.set(row.recordId, [...(byEvent.get(row.recordId) ?? []), row]);
    return byEvent;
  },
};

/**
 * Calendar events (190). `GET /events?date=` (or `from` and `to`, and `calendar`) answers the
 * occurrences of a month instead of the records (./event-range.ts); the actions change or delete
 * one occurrence, it and the following ones, or all (./event-occurrences.ts).
 */
export const eventsResource = defineResource({
  name: 'events',
  domainId: 190,
  table: events,
  input: eventInput,
  columns: ['calendar_id', 'display_name', 'starts_at'],
  search: ['display_name', 'location'],
  sort: ['display_name', 'starts_at', 'created_at'],
  filter: ['status', 'calendar_id', 'type_id', 'job_id', 'work_order_id', 'customer_id', 'employee_id', 'is_public'],
  ranges: ['starts_at'],
  refs: {
    calendar_id: 'calendars',
    type_id: 'calendar-type',
    user_ids: 'users',
    customer_ids: 'customers',
    job_id: 'jobs',
    work_order_id: 'work-orders',
    customer_id: 'customers',
    employee_id: 'employees',
  },
  hidden: ['last_ends_at'],
  expand: {
    calendar: belongsTo(calendarsResource, 'calendarId'),
    eventColor: belongsTo(calendarTypesResource, 'typeId'),
    updates,
    ownerName: userName('ownerId'),
  },
  kinds: { rule: 'recurrence' },
  terminology: 'event',
  titleField: 'display_name',
  permission: 'calendar',
  // An event is seen where its calendar is (a personal calendar: by its owner alone).
  partOf: (ctx) => reachedIn(calendarsResource, ctx, events.calendarId),
  prepare: prepareEvent,
  listing: { params: RANGE_PARAMS, rows: eventsInRange },
  actions: occurrenceActions,
  // Birthdays, hiring anniversaries and due dates; jobs' and work orders' days: each through its own collection's scope.
  collectionViews: { 'important-dates': importantDatesView, 'record-dates': recordDatesView },
  async afterWrite(ctx, row, op) {
    if (op !== 'delete') await rescheduleRemindersOf(ctx, { eventId: row.id });
  },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
