import { and, eq } from 'drizzle-orm';
import { events, reminders, reminderSends, tasks, users } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { notifySystem } from '@/lib/engine/events';
import type { JobHandler } from '@/lib/engine/module';
import { enqueue } from '@/lib/jobs/queue';
import { canMail, queueEmail } from '@/lib/modules/messaging/send';
import { momentOf, zoneOf, zoneShownTo } from '@/lib/time-zones';
import { translatorOf } from '@/lib/translator';
import { companyZone, zoneOfEvent } from './event-zone';
import { occurrencesBetween } from './occurrences';

type Reminder = typeof reminders.$inferSelect;

export const REMINDER_JOB = 'calendar.reminder';

const MINUTE = 60_000;
/** A reminder is not sent for an occurrence that started longer ago than this (a queue that stood still for a day). */
const STALE = 60 * MINUTE;

/** What a reminder's time is worked out from. */
type Reminding = Pick<Reminder, 'eventId' | 'taskId' | 'minutes'> & { id?: number };

/**
 * The next occurrence to remind of, from `now`: of an event, the first not yet started (or
 * started less than STALE ago) whose reminder was not sent; of a task, its due day's start in the
 * company's zone. Null when nothing is left (a past due day, an ended series).
 */
async function nextOccurrence(ctx: ResourceContext, reminder: Reminding, now = new Date()): Promise<Date | null> {
  const sent = reminder.id ? await ctx.tx.select({ at: reminderSends.occurrence }).from(reminderSends).where(eq(reminderSends.reminderId, reminder.id)) : [];
  const done = new Set(sent.map((s) => s.at.getTime()));
  const from = new Date(now.getTime() - STALE);
  if (reminder.taskId) {
    const [task] = await ctx.tx.select({ due: tasks.dueDate, state: tasks.state }).from(tasks).where(eq(tasks.id, reminder.taskId));
    if (!task?.due || task.state === 'completed') return null;
    const at = new Date(momentOf(companyZone(ctx), `${task.due}T00:00`)! * 1000);
    return at >= from && !done.has(at.getTime()) ? at : null;
  }
  const [event] = await ctx.tx.select().from(events).where(eq(events.id, reminder.eventId!));
  if (!event) return null;
  // Looked for over a year from now, or from its first start where that is later (an event years ahead).
  const year = 366 * 24 * 60 * MINUTE;
  const ahead = occurrencesBetween(event, zoneOfEvent(ctx, event), from, new Date(Math.max(now.getTime(), event.startsAt.getTime()) + year), 400);
  return ahead.map((o) => o.start).find((start) => start >= from && !done.has(start.getTime())) ?? null;
}

/** When the reminder next goes: its next occurrence less its minutes; null when nothing is left to remind of. */
export async function nextReminderAt(ctx: ResourceContext, reminder: Reminding): Promise<Date | null> {
  const occurrence = await nextOccurrence(ctx, reminder);
  return occurrence ? new Date(occurrence.getTime() - reminder.minutes * MINUTE) : null;
}

/**
 * Sets when the reminder next goes and queues its job for then. The job's key names the time, so
 * scheduling again (an event moved) queues another; whichever runs first for an occurrence sends
 * it, the others find it sent (`reminder_sends`).
 */
export async function scheduleReminder(ctx: ResourceContext, reminder: Reminder): Promise<void> {
  const nextAt = await nextReminderAt(ctx, reminder);
  if (nextAt?.getTime() !== reminder.nextAt?.getTime()) await ctx.tx.update(reminders).set({ nextAt }).where(eq(reminders.id, reminder.id));
  if (nextAt) await enqueue(ctx, REMINDER_JOB, { reminder_id: reminder.id }, { runAt: nextAt, singletonKey: `${REMINDER_JOB}:${reminder.id}:${nextAt.getTime()}` });
}

/** Schedules again the reminders of an event or a task whose times changed (its `afterWrite`). */
export async function rescheduleRemindersOf(ctx: ResourceContext, of: { eventId?: number; taskId?: number }) {
  const condition = of.eventId ? eq(reminders.eventId, of.eventId) : eq(reminders.taskId, of.taskId!);
  for (const reminder of await ctx.tx.select().from(reminders).where(and(eq(reminders.companyId, ctx.company.id), condition))) await scheduleReminder(ctx, reminder);
}

/**
 * The reminder's job: the occurrence now due, sent once as a notification and (where the company
 * can e-mail) an e-mail to its person, then the next one scheduled. The reminder's row is locked
 * and the sending recorded under a unique key in the same transaction: two workers, or two jobs of
 * one reminder, send an occurrence once.
 */
export const reminderJob: JobHandler = {
  async run(ctx: WriteContext, payload) {
    const [reminder] = await ctx.tx.select().from(reminders).where(eq(reminders.id, Number(payload.reminder_id))).for('update');
    if (!reminder) return;
    const occurrence = await nextOccurrence(ctx, reminder);
    if (!occurrence || occurrence.getTime() - reminder.minutes * MINUTE > Date.now()) return scheduleReminder(ctx, reminder);
    const [recorded] = await ctx.tx.insert(reminderSends).values({ companyId: ctx.company.id, reminderId: reminder.id, occurrence }).onConflictDoNothing().returning({ id: reminderSends.id });
    if (recorded) await send(ctx, reminder, occurrence);
    await scheduleReminder(ctx, reminder);
  },
};

/**
 * The reminder told to its person: a notification, and an e-mail where the company can mail, in
 * their language and with the time on their clock (their own zone where set, else the company's).
 */
async function send(ctx: WriteContext, reminder: Reminder, occurrence: Date) {
  const [about] = reminder.eventId
    ? await ctx.tx.select({ title: events.displayName }).from(events).where(eq(events.id, reminder.eventId))
    : await ctx.tx.select({ title: tasks.displayName }).from(tasks).where(eq(tasks.id, reminder.taskId!));
  const collection = reminder.eventId ? 'events' : 'tasks';
  const recordId = reminder.eventId ?? reminder.taskId!;
  const [person] = await ctx.tx.select({ email: users.email, locale: users.locale, timeZone: users.timeZone }).from(users).where(eq(users.id, reminder.userId));
  const t = translatorOf(person?.locale ?? 'en');
  const title = about?.title ?? '';
  const when = new Intl.DateTimeFormat(t('calendar.reminderMail.dateLocale'), { dateStyle: 'full', timeStyle: 'short', timeZone: zoneShownTo(zoneOf(ctx.company.settings), person?.timeZone) }).format(occurrence);
  await notifySystem(ctx, [reminder.userId], { verb: 'reminder', collection, recordId, title, message: when });
  if (person && (await canMail(ctx))) {
    await queueEmail(ctx, { to: person.email, subject: t('calendar.reminderMail.subject', { title }), body: t('calendar.reminderMail.body', { title, when }), values: { company_name: ctx.company.name } }, null);
  }
}
