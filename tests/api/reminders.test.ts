import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { notifications, reminderSends } from '@/db/schema';
import { appWorker } from '@/lib/api/jobs';
import { app } from '@/lib/api/modules';
import { resources as registry } from '@/lib/api/registry';
import { asWorker, Worker } from '@/lib/jobs/queue';
import { REMINDER_JOB } from '@/lib/modules/calendar/reminder-schedule';
import { withTenant } from '@/lib/tenant/transaction';
import { api, makeCompany } from '../support/api';
import { decoded, mailingCompany, smtp } from '../support/mail';
import { addUser } from '../support/people';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
let calendarId: number;
const call = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const workers = () => [new Worker(app.jobs, registry, { kinds: [REMINDER_JOB] }), new Worker(app.jobs, registry, { kinds: [REMINDER_JOB] })];

beforeAll(async () => {
  co = await makeCompany('reminders');
  calendarId = (await call('POST', 'calendars', { display_name: 'Team', kind: 'people' })).body.id;
});

const remindersOf = (collection: string, recordId: number) =>
  withTenant(co.company.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.verb, 'reminder'), eq(notifications.collection, collection), eq(notifications.recordId, recordId))));

describe('reminders', { timeout: 120_000 }, () => {
  it('go once, as a notification, however many workers run the queue and however often', async () => {
    const event = (await call('POST', 'events', { calendar_id: calendarId, display_name: 'Board meeting', starts_at: inMinutes(10), ends_at: inMinutes(70) })).body;
    const made = await call('POST', 'reminder', { event_id: event.id, minutes: 15 });
    expect(made.status).toBe(201);
    expect(made.body.next_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // A second job for the same reminder, as a reschedule racing the first would queue.
    await asWorker((tx) => tx.execute(sql`insert into queue_jobs (company_id, kind, payload) values (${co.company.id}, ${REMINDER_JOB}, ${JSON.stringify({ reminder_id: made.body.id })}::jsonb)`));
    for (let round = 0; round < 2; round++) await Promise.all(workers().map((w) => w.drain()));
    expect(await remindersOf('events', event.id)).toHaveLength(1);
    const sends = await withTenant(co.company.id, (tx) => tx.select().from(reminderSends).where(eq(reminderSends.reminderId, made.body.id)));
    expect(sends).toHaveLength(1);
    // Nothing more to come: the reminder waits for nothing.
    expect((await call('GET', `reminder/${made.body.id}`)).body.next_at).toBeNull();
  });

  it('remind of each occurrence of a repeating event once', async () => {
    const event = (await call('POST', 'events', { calendar_id: calendarId, display_name: 'Daily check', starts_at: inMinutes(5), ends_at: inMinutes(20), rule: 'FREQ=DAILY;COUNT=3' })).body;
    const made = await call('POST', 'reminder', { event_id: event.id, minutes: 10 });
    for (let round = 0; round < 2; round++) await Promise.all(workers().map((w) => w.drain()));
    expect(await remindersOf('events', event.id)).toHaveLength(1);
    // The next is tomorrow's, queued for then.
    const next = (await call('GET', `reminder/${made.body.id}`)).body.next_at;
    expect(next).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    const queued = await asWorker((tx) => tx.execute(sql`select count(*)::int as n from queue_jobs where kind = ${REMINDER_JOB} and state = 'queued' and payload->>'reminder_id' = ${String(made.body.id)}`));
    expect(rowsOf(queued)).toEqual([{ n: 1 }]);
  });

  it("remind of a task's due day", async () => {
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const task = (await call('POST', 'tasks', { display_name: 'Send the forms', due_date: tomorrow })).body;
    const made = await call('POST', 'reminder', { task_id: task.id, minutes: 3 * 24 * 60 });
    expect(made.status).toBe(201);
    await Promise.all(workers().map((w) => w.drain()));
    expect(await remindersOf('tasks', task.id)).toHaveLength(1);
  });

  it.each([
    ['after the event', (id: number) => ({ event_id: id, minutes: -5 }), 'minutes'],
    ['of an event and a task at once', (id: number, taskId: number) => ({ event_id: id, task_id: taskId, minutes: 5 }), 'event_id'],
  ])('refuses a reminder %s, naming the field, and writes nothing', async (_what, body, field) => {
    const event = (await call('POST', 'events', { calendar_id: calendarId, display_name: 'Later', starts_at: inMinutes(600), ends_at: inMinutes(660) })).body;
    const task = (await call('POST', 'tasks', { display_name: 'Some day', due_date: '2999-01-01' })).body;
    const before = (await call('GET', 'reminder/count')).body.count;
    const res = await call('POST', 'reminder', body(event.id, task.id));
    expect(res.status).toBe(422);
    expect(res.body.map((e: { field: string }) => e.field)).toContain(field);
    expect((await call('GET', 'reminder/count')).body.count).toBe(before);
  });

  it('refuses a reminder of an event already over', async () => {
    const event = (await call('POST', 'events', { calendar_id: calendarId, display_name: 'Gone', starts_at: inMinutes(-600), ends_at: inMinutes(-540) })).body;
    const res = await call('POST', 'reminder', { event_id: event.id, minutes: 5 });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('minutes');
  });
});

describe("reminders by e-mail, in the person's language and on their clock", { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    server = await smtp();
  });
  afterAll(() => server.close());

  /** The next 9:00 in New York (the company's zone) from now, as a moment. */
  function nextNineInNewYork(): Date {
    for (let h = 0; h < 48; h++) {
      const at = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + h * 3600_000);
      if (Number(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(at)) === 9) return at;
    }
    throw new Error('No 9:00 in New York in two days');
  }

  it('send one e-mail per reminder exactly once, to each person in their language, the time on their own clock', async () => {
    const c = await mailingCompany(server.port);
    const calendar = (await c.call('POST', 'calendars', { display_name: 'Board', kind: 'people' })).body.id;
    // A Spanish-speaking person in Madrid; the owner reads English on the company's clock (New York).
    const ana = await addUser(c.host, c.owner.authKey, { admin: true });
    expect((await c.call('PUT', `users/${ana.id}`, { locale: 'es' })).status).toBe(200);
    const asAna = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: ana.token, body });
    expect((await asAna('PUT', 'site/look-and-feel', { time_zone: 'Europe/Madrid' })).body.time_zone).toBe('Europe/Madrid');

    const start = nextNineInNewYork();
    const title = `Junta ${Date.now().toString(36)}`;
    const event = await c.call('POST', 'events', { calendar_id: calendar, display_name: title, starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3600_000).toISOString(), user_ids: [ana.id] });
    expect(event.status).toBe(201);
    // Due now: as many minutes before as it is away, and one more.
    const minutes = Math.ceil((start.getTime() - Date.now()) / 60_000) + 1;
    expect((await c.call('POST', 'reminder', { event_id: event.body.id, minutes })).status).toBe(201);
    expect((await asAna('POST', 'reminder', { event_id: event.body.id, minutes })).status).toBe(201);

    // Two workers, twice, for the reminders and then for the mail they queued.
    const both = () => [appWorker({ backoff: () => 0 }), appWorker({ backoff: () => 0 })];
    for (let round = 0; round < 2; round++) await Promise.all(both().map((w) => w.drain()));

    const toAna = server.received.filter((m) => m.to.includes(ana.email));
    const toOwner = server.received.filter((m) => m.to.includes(c.email));
    expect(toAna).toHaveLength(1);
    expect(toOwner).toHaveLength(1);
    const clock = (zone: string, locale: string) => new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(start);
    // 9:00 in New York is 15:00 in Madrid (14:00 in the weeks the two summer times differ).
    expect(clock('Europe/Madrid', 'es-ES')).toMatch(/^1[45]:00$/);
    const spanish = decoded(toAna[0].raw);
    expect(spanish).toContain(`Subject: Recordatorio: ${title}`);
    expect(spanish).toContain(`Recordatorio de «${title}»`);
    expect(spanish).toContain(clock('Europe/Madrid', 'es-ES'));
    expect(spanish).not.toContain('9:00');
    const english = decoded(toOwner[0].raw);
    expect(english).toContain(`Subject: Reminder: ${title}`);
    expect(english).toContain(`Reminder of “${title}”`);
    expect(english).toContain('9:00 AM');
    // The notification says the same time on Ana's clock.
    const told = await withTenant(c.company.id, (tx) => tx.select().from(notifications).where(and(eq(notifications.verb, 'reminder'), eq(notifications.recordId, event.body.id), eq(notifications.userId, ana.id))));
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain(clock('Europe/Madrid', 'es-ES'));
  });
});
