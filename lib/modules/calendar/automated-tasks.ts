import { and, eq } from 'drizzle-orm';
import { RRule } from 'rrule';
import { z } from 'zod';
import { automatedTasks, reminders, tasks } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, flag, integer, recurrence, ref, refs, text, textArea } from '@/lib/engine/fields';
import type { JobHandler } from '@/lib/engine/module';
import { userName, usersSimple } from '@/lib/engine/relations';
import { createRecord } from '@/lib/engine/write';
import { enqueue } from '@/lib/jobs/queue';
import { normalizeRule, ruleProblem } from '@/lib/modules/sales/recurrence';
import { momentOf, todayIn, zoneOf } from '@/lib/time-zones';
import { companyZone } from './event-zone';
import { hasCount, lastEnd, TooManyOccurrences, type Series } from './occurrences';
import { scheduleReminder } from './reminder-schedule';
import { tasksResource } from './tasks';

type AutomatedTask = typeof automatedTasks.$inferSelect;

export const AUTOMATED_TASK_JOB = 'calendar.automated-task';

/** Occurrences one run of the job makes tasks for; more wait for the next run, queued at once. */
const BATCH = 50;
const DAY = 86_400_000;

/** The template as a series of whole days in the company's zone: each occurrence a day. */
function seriesOf(ctx: ResourceContext, t: Pick<AutomatedTask, 'rule' | 'startDate' | 'untilDate' | 'indefinite'>): { series: Series; zone: string } {
  const zone = companyZone(ctx);
  const startsAt = new Date(momentOf(zone, `${t.startDate}T00:00`)! * 1000);
  return { zone, series: { startsAt, endsAt: new Date(startsAt.getTime() + 60_000), rule: t.rule, untilDate: t.untilDate, indefinite: t.indefinite, exdates: [] } };
}

/**
 * The occurrence days after `after` (a day, or none: from the start) up to `through`, at most
 * `limit`: the rule runs over calendar days (each day as UTC midnight), as recurring billing's do.
 */
function daysBetween(t: AutomatedTask, after: string | null, through: string, limit: number): string[] {
  const dtstart = new Date(`${t.startDate}T00:00:00Z`);
  const until = t.untilDate ? new Date(`${t.untilDate}T23:59:59Z`) : null;
  const rule = new RRule({ ...RRule.parseString(normalizeRule(t.rule)), dtstart, until, tzid: null });
  const from = after ? new Date(Date.parse(`${after}T00:00:00Z`) + DAY) : dtstart;
  const to = new Date(`${through}T23:59:59Z`);
  const days: string[] = [];
  if (from > to) return days;
  rule.between(from, to, true, (d) => {
    days.push(d.toISOString().slice(0, 10));
    return days.length < limit;
  });
  return days;
}

/** The first occurrence day after `after` (or from its start), or null when the series has ended. */
function nextDay(t: AutomatedTask, after: string | null): string | null {
  const base = after ?? t.startDate;
  const [day] = daysBetween(t, after, new Date(Date.parse(`${base}T00:00:00Z`) + 3 * 366 * DAY).toISOString().slice(0, 10), 1);
  return day ?? null;
}

/**
 * Queues the template's job for its next occurrence day (its start in the company's zone), or at
 * once where days are already due. The singleton key names the day: queuing again (an edit, a
 * second run) adds nothing; the job itself makes each day's task once.
 */
export async function scheduleAutomatedTask(ctx: ResourceContext, t: AutomatedTask) {
  if (t.status !== 1) return;
  const day = nextDay(t, t.doneThrough);
  if (!day) return;
  const at = new Date(momentOf(companyZone(ctx), `${day}T00:00`)! * 1000);
  await enqueue(ctx, AUTOMATED_TASK_JOB, { automated_task_id: t.id }, { runAt: at, singletonKey: `${AUTOMATED_TASK_JOB}:${t.id}:${day}` });
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The job: the template's row locked, a task made for each occurrence day come (to today, in the
 * company's zone) and not yet made, with its reminder for the responsible person; `done_through`
 * moved on and the next day queued. The lock and the unique (template, day) key of tasks make each
 * day's task once, however many workers run the queue and however often.
 */
export const automatedTaskJob: JobHandler = {
  async run(ctx: WriteContext, payload) {
    const [t] = await ctx.tx.select().from(automatedTasks).where(eq(automatedTasks.id, Number(payload.automated_task_id))).for('update');
    if (!t || t.status !== 1) return;
    const today = todayIn(zoneOf(ctx.company.settings));
    const days = daysBetween(t, t.doneThrough, today, BATCH);
    for (const day of days) {
      const [made] = await ctx.tx.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.automatedTaskId, t.id), eq(tasks.occurrence, day)));
      if (made) continue;
      const task = await createRecord(tasksResource, ctx, {
        display_name: t.displayName,
        tasklist_id: t.tasklistId,
        responsible_id: t.responsibleId,
        user_ids: t.userIds,
        due_date: addDays(day, t.dueAfterDays),
        notes: t.notes,
      });
      await ctx.tx.update(tasks).set({ automatedTaskId: t.id, occurrence: day }).where(eq(tasks.id, task.id));
      if (t.reminderMinutes !== null && t.responsibleId) {
        const [reminder] = await ctx.tx.insert(reminders).values({ companyId: ctx.company.id, userId: t.responsibleId, taskId: task.id, minutes: t.reminderMinutes }).returning();
        await scheduleReminder(ctx, reminder);
      }
    }
    const done = days.length ? days[days.length - 1] : t.doneThrough;
    if (done !== t.doneThrough) await ctx.tx.update(automatedTasks).set({ doneThrough: done }).where(eq(automatedTasks.id, t.id));
    await scheduleAutomatedTask(ctx, { ...t, doneThrough: done });
  },
};

/** Its rule checked as an event's is: valid, ending (an until day, a count, or "indefinitely" chosen), at most 10,000 times. */
function prepareAutomatedTask(ctx: ResourceContext, input: Partial<z.infer<typeof automatedTaskInput>>, existing: AutomatedTask | null) {
  const raw = input.rule ?? existing?.rule;
  if (!raw) throw ValidationError.field('rule', say('blank', { field: 'Repeats' }));
  const problem = ruleProblem(raw);
  if (problem) throw ValidationError.field('rule', problem);
  const rule = normalizeRule(raw);
  const startDate = input.start_date ?? existing?.startDate;
  if (!startDate) throw ValidationError.field('start_date', say('blank', { field: 'Starts' }));
  const untilDate = input.until_date === undefined ? (existing?.untilDate ?? null) : input.until_date;
  const indefinite = input.indefinite ?? existing?.indefinite ?? 0;
  if (untilDate && untilDate < startDate) throw ValidationError.field('until_date', say('untilAfterStart'));
  if (!untilDate && !hasCount(rule) && !indefinite) throw ValidationError.field('indefinite', say('taskNeedsEnd'));
  if (untilDate && hasCount(rule)) throw ValidationError.field('until_date', say('taskEndOneWay'));
  try {
    const { series, zone } = seriesOf(ctx, { rule, startDate, untilDate, indefinite });
    lastEnd(series, zone);
  } catch (error) {
    if (error instanceof TooManyOccurrences) throw ValidationError.field('rule', say('taskTooManyTimes'));
    throw error;
  }
  // A changed rule or start begins again from the start: days already made keep their tasks (the unique key).
  const restart = existing && (rule !== existing.rule || startDate !== existing.startDate);
  return { rule, ...(restart ? { doneThrough: null } : {}) };
}

const automatedTaskInput = z.object({
  display_name: text('Task', { required: true }),
  rule: recurrence('Repeats', { required: true }),
  start_date: date('Starts', { required: true }),
  until_date: date('Until'),
  indefinite: flag('Repeats indefinitely'),
  due_after_days: integer('Due after (days)', { min: 0, max: 365 }),
  reminder_minutes: integer('Reminder (minutes before the due day)', { min: 0, max: 60 * 24 * 60 }),
  responsible_id: ref('Responsible'),
  user_ids: refs('People'),
  tasklist_id: ref('Task list'),
  notes: textArea('Notes'),
});

/**
 * Automated tasks (304, Create Automated Task 305): a task template with a recurrence; on each
 * occurrence day the queue makes the task (due `due_after_days` later) and its reminder.
 */
export const automatedTasksResource = defineResource({
  name: 'automated-tasks',
  domainId: 304,
  table: automatedTasks,
  input: automatedTaskInput,
  columns: ['display_name', 'rule', 'responsible_id', 'reminder_minutes', 'due_after_days', 'done_through', 'status'],
  search: ['display_name'],
  sort: ['display_name', 'start_date', 'done_through', 'created_at'],
  filter: ['status', 'responsible_id', 'tasklist_id'],
  refs: { responsible_id: 'users', user_ids: 'users', tasklist_id: 'tasklists' },
  kinds: { rule: 'recurrence' },
  expand: { responsibleSimple: usersSimple('responsibleId'), peopleSimple: usersSimple('userIds'), responsibleName: userName('responsibleId') },
  terminology: 'automated_task',
  titleField: 'display_name',
  permission: 'task',
  prepare: prepareAutomatedTask,
  async afterWrite(ctx, row, op) {
    if (op !== 'delete') await scheduleAutomatedTask(ctx, row);
  },
  writes: [tasks, reminders],
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
