import { and, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { events } from '@/db/schema';
import { action, type ActionContext, type Resource, type ResourceTable } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { datetime, textChoice } from '@/lib/engine/fields';
import { findRecord } from '@/lib/engine/query';
import { createRecord, deleteRecord, updateRecord } from '@/lib/engine/write';
import { zoneOfEvent } from './event-zone';
import { countOf, dayIn, hasCount, isOccurrence, occurrencesBefore, occurrencesBetween, withCount, withoutCount } from './occurrences';

type Event = typeof events.$inferSelect;
type Events = Resource<typeof events & ResourceTable>;

/** Which occurrences a change or a deletion of one takes (the spec's "this one / this and following / all"). */
const SCOPES = { this: 'Only this one', following: 'This and following', all: 'All of them' };

const occurrenceInput = z.object({
  original_start: datetime('Occurrence'),
  scope: textChoice('Which occurrences', SCOPES, { required: true }),
});

/** The fields an event's copy starts from (one occurrence made an event of its own, the series after a split). */
const inputOf = (e: Event) => ({
  calendar_id: e.calendarId,
  type_id: e.typeId,
  display_name: e.displayName,
  all_day: e.allDay,
  time_zone: e.timeZone,
  user_ids: e.userIds,
  customer_ids: e.customerIds,
  job_id: e.jobId,
  work_order_id: e.workOrderId,
  customer_id: e.customerId,
  employee_id: e.employeeId,
  location: e.location,
  notes: e.notes,
  is_public: e.isPublic,
});

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The body's event fields: what the action was sent less its own two. */
function changesOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const { original_start: _at, scope: _scope, ...changes } = Object.fromEntries(Object.entries(body));
  return changes;
}

/**
 * The series and the occurrence an action names: the action's record (or the series it is a
 * changed occurrence of) and `original_start`, which must be one of its occurrences.
 */
async function occurrenceOf(ctx: ActionContext, row: Event, at: Date | null | undefined) {
  const def = ctx.def as Events;
  const series = row.seriesId ? await findRecord(def, ctx, row.seriesId, { lock: true }) : row;
  const zone = zoneOfEvent(ctx, series);
  if (!at) throw ValidationError.field('original_start', say('blank', { field: 'Occurrence' }));
  const known = (row.originalStart && row.originalStart.getTime() === at.getTime()) || isOccurrence(series, zone, at);
  if (!series.rule || !known) throw ValidationError.field('original_start', say('notOccurrence'));
  const [occurrence] = occurrencesBetween({ ...series, exdates: [] }, zone, at, new Date(at.getTime() + 60_000));
  const [changed] = await ctx.tx.select().from(events).where(and(eq(events.seriesId, series.id), eq(events.originalStart, at)));
  return { def, series, zone, at, end: occurrence?.end ?? new Date(at.getTime() + (series.endsAt.getTime() - series.startsAt.getTime())), changed };
}

type Found = Awaited<ReturnType<typeof occurrenceOf>>;

/** Ends the series before `at`: by its last day before it (a COUNT becomes that day). Answers the occurrences it kept. */
async function endBefore(ctx: ActionContext, { def, series, zone, at }: Found): Promise<number> {
  const before = occurrencesBefore(series, zone, at);
  if (!before.length) return 0;
  await updateRecord(def, ctx, series.id, { rule: withoutCount(series.rule!), until_date: dayIn(zone, before[before.length - 1].start), indefinite: 0 });
  await ctx.tx.update(events).set({ exdates: series.exdates.filter((d) => d < at) }).where(eq(events.id, series.id));
  await ctx.tx.delete(events).where(and(eq(events.seriesId, series.id), gte(events.originalStart, at)));
  return before.length;
}

/** "Only this one": the occurrence becomes an event of its own (or its own is changed), naming the series and the occurrence it replaces. */
async function changeOne(ctx: ActionContext, found: Found, changes: Record<string, unknown>) {
  for (const field of ['rule', 'until_date', 'indefinite']) if (field in changes) throw ValidationError.field(field, say('occurrenceNoRepeat'));
  if (found.changed) return updateRecord(found.def, ctx, found.changed.id, changes);
  const made = await createRecord(found.def, ctx, { ...inputOf(found.series), starts_at: seconds(found.at), ends_at: seconds(found.end), ...changes });
  const [linked] = await ctx.tx.update(events).set({ seriesId: found.series.id, originalStart: found.at }).where(eq(events.id, made.id)).returning();
  return linked;
}

/** "All": the series changes; a new time given for this occurrence moves every occurrence by as much. */
async function changeAll(ctx: ActionContext, { def, series, at, end }: Found, changes: Record<string, unknown>) {
  const parsed = def.input.partial().safeParse(changes);
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const input = parsed.data;
  const start = input.starts_at ?? at;
  const length = (input.ends_at ?? end).getTime() - start.getTime();
  const startsAt = new Date(series.startsAt.getTime() + (start.getTime() - at.getTime()));
  return updateRecord(def, ctx, series.id, { ...changes, starts_at: seconds(startsAt), ends_at: seconds(new Date(startsAt.getTime() + length)) });
}

/**
 * "This and following": the series ends before the occurrence, and a new one starts at it (with
 * the changes, the rest of a COUNT, the series' end), taking over the occurrences changed or
 * removed from there on.
 */
async function changeFollowing(ctx: ActionContext, found: Found, changes: Record<string, unknown>) {
  const { def, series, at, end } = found;
  const kept = await endBefore(ctx, { ...found, series: { ...series } });
  if (!kept) return changeAll(ctx, found, changes);
  const rule = hasCount(series.rule!) ? withCount(series.rule!, countOf(series.rule!) - kept) : series.rule;
  const made = await createRecord(def, ctx, {
    ...inputOf(series),
    starts_at: seconds(at),
    ends_at: seconds(end),
    rule,
    until_date: series.untilDate,
    indefinite: series.indefinite,
    ...changes,
  });
  const [moved] = await ctx.tx.update(events).set({ exdates: series.exdates.filter((d) => d >= at) }).where(eq(events.id, made.id)).returning();
  return moved;
}

async function deleteOccurrences(ctx: ActionContext, found: Found, scope: keyof typeof SCOPES) {
  const { def, series, at } = found;
  if (scope === 'all' || (scope === 'following' && !(await endBefore(ctx, found)))) {
    await deleteRecord(def, ctx, series.id);
    return null;
  }
  if (scope === 'this') {
    if (found.changed) await deleteRecord(def, ctx, found.changed.id);
    await ctx.tx.update(events).set({ exdates: [...series.exdates.filter((d) => d.getTime() !== at.getTime()), at] }).where(eq(events.id, series.id));
  }
  return findRecord(def, ctx, series.id);
}

/**
 * `POST /events/{id}/change-occurrence` (the event's fields, `original_start` and `scope`) and
 * `/delete-occurrence`: on a recurring event (or one of its changed occurrences), as the person
 * chose in the calendar after a drag or an edit.
 */
export const occurrenceActions = {
  'change-occurrence': action({
    input: occurrenceInput.loose(),
    async run(ctx: ActionContext, row: Event, input) {
      const found = await occurrenceOf(ctx, row, input.original_start);
      const changes = changesOf(ctx.body);
      const record = input.scope === 'this' ? await changeOne(ctx, found, changes) : input.scope === 'all' ? await changeAll(ctx, found, changes) : await changeFollowing(ctx, found, changes);
      return { record };
    },
  }),
  'delete-occurrence': action({
    input: occurrenceInput,
    permission: 'delete',
    async run(ctx: ActionContext, row: Event, input) {
      const record = await deleteOccurrences(ctx, await occurrenceOf(ctx, row, input.original_start), input.scope);
      return record ? { record } : { data: null, status: 200 };
    },
  }),
};
