import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { notifications, reminders, tasks } from '@/db/schema';
import { app } from '@/lib/api/modules';
import { resources as registry } from '@/lib/api/registry';
import { asWorker, Worker } from '@/lib/jobs/queue';
import { AUTOMATED_TASK_JOB } from '@/lib/modules/calendar/automated-tasks';
import { REMINDER_JOB } from '@/lib/modules/calendar/reminder-schedule';
import { withTenant } from '@/lib/tenant/transaction';
import { todayIn, DEFAULT_TIME_ZONE } from '@/lib/time-zones';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
const call = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });
const workers = () => [new Worker(app.jobs, registry, { kinds: [AUTOMATED_TASK_JOB, REMINDER_JOB] }), new Worker(app.jobs, registry, { kinds: [AUTOMATED_TASK_JOB, REMINDER_JOB] })];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// The company's zone is the default one.
const today = () => todayIn(DEFAULT_TIME_ZONE);

const tasksOf = (id: number) => withTenant(co.company.id, (tx) => tx.select().from(tasks).where(eq(tasks.automatedTaskId, id)).orderBy(tasks.occurrence));

beforeAll(async () => {
  co = await makeCompany('automated');
});

describe('automated tasks', { timeout: 180_000 }, () => {
  it('make each occurrence’s task and its reminder once, with two workers running the queue twice', async () => {
    const start = addDays(today(), -2);
    const made = await call('POST', 'automated-tasks', { display_name: 'Check the fridge log', rule: 'FREQ=DAILY', start_date: start, until_date: addDays(today(), 5), due_after_days: 1, reminder_minutes: 24 * 60, responsible_id: co.owner.id });
    expect(made.status).toBe(201);
    // A second job of the same template, as a retry racing the first would be.
    await asWorker((tx) => tx.execute(sql`insert into queue_jobs (company_id, kind, payload) values (${co.company.id}, ${AUTOMATED_TASK_JOB}, ${JSON.stringify({ automated_task_id: made.body.id })}::jsonb)`));
    for (let round = 0; round < 2; round++) await Promise.all(workers().map((w) => w.drain()));

    const made3 = await tasksOf(made.body.id);
    expect(made3.map((t) => [t.occurrence, t.dueDate, t.responsibleId])).toEqual([
      [start, addDays(start, 1), co.owner.id],
      [addDays(start, 1), addDays(start, 2), co.owner.id],
      [today(), addDays(today(), 1), co.owner.id],
    ]);
    // Each with one reminder of its responsible person, a day before its due day.
    const theirs = await withTenant(co.company.id, (tx) => tx.select().from(reminders).where(eq(reminders.userId, co.owner.id)));
    expect(theirs.filter((r) => made3.some((t) => t.id === r.taskId)).map((r) => r.minutes)).toEqual([1440, 1440, 1440]);
    // Today's task (due tomorrow) was reminded of now, once; the next day is queued once, for its start.
    const told = await withTenant(co.company.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.verb, 'reminder'), eq(notifications.collection, 'tasks'), eq(notifications.recordId, made3[2].id))));
    expect(told).toHaveLength(1);
    const queued = await asWorker((tx) => tx.execute(sql`select count(*)::int as n from queue_jobs where kind = ${AUTOMATED_TASK_JOB} and state = 'queued' and payload->>'automated_task_id' = ${String(made.body.id)}`));
    expect(rowsOf(queued)).toEqual([{ n: 1 }]);
    expect((await call('GET', `automated-tasks/${made.body.id}`)).body.done_through).toBe(Date.parse(today()) / 1000);

    // Running again makes nothing more.
    await asWorker((tx) => tx.execute(sql`insert into queue_jobs (company_id, kind, payload) values (${co.company.id}, ${AUTOMATED_TASK_JOB}, ${JSON.stringify({ automated_task_id: made.body.id })}::jsonb)`));
    for (let round = 0; round < 2; round++) await Promise.all(workers().map((w) => w.drain()));
    expect(await tasksOf(made.body.id)).toHaveLength(3);
  });

  it.each([
    ['a rule that never ends, with no "indefinitely"', { rule: 'FREQ=WEEKLY;BYDAY=MO' }, 'indefinite'],
    ['an until day before the start', { rule: 'FREQ=WEEKLY;BYDAY=MO', until_date: '2026-12-01' }, 'until_date'],
    ['more than 10,000 times', { rule: 'FREQ=DAILY;COUNT=20000' }, 'rule'],
    ['no rule', { rule: '' }, 'rule'],
  ])('refuses %s, naming the field, and writes nothing', async (_what, body, field) => {
    const before = (await call('GET', 'automated-tasks/count')).body.count;
    const res = await call('POST', 'automated-tasks', { display_name: 'Bad', start_date: '2027-01-04', ...body });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe(field);
    expect((await call('GET', 'automated-tasks/count')).body.count).toBe(before);
  });
});
