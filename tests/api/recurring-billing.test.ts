import { describe, expect, inject, it } from 'vitest';
import { TIME_ZONES, todayIn } from '@/lib/time-zones';
import { dayAfter, issued, scheduled } from '../support/recurring';

/** The instant (ms) at which the clocks of `zone` read 00:00 of `iso`. */
function midnightIn(zone: string, iso: string): number {
  const wall = Date.parse(`${iso}T00:00:00Z`);
  const parts = (at: number) =>
    Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const offset = (at: number) => {
    const p = parts(at);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at;
  };
  return wall - offset(wall - offset(wall));
}

/** A day as the API gives dates (unix seconds). */
const u = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('recurring billing', { timeout: 90_000 }, () => {
  it('issues one invoice per occurrence up to a day, posted like any invoice, and nothing more when run again', async () => {
    const s = await scheduled('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-01');
    expect(s.schedule.next_date).toBe(u('2026-01-01'));
    const first = await s.call('POST', 'recurring-billing/run', { as_of: '2026-03-15' });
    expect(first.body).toEqual({ issued: 3, occurrences: 3 });
    const again = await s.call('POST', 'recurring-billing/run', { as_of: '2026-03-15' });
    expect(again.body).toEqual({ issued: 0, occurrences: 0 });
    const made = await issued(s);
    expect(made.map((i) => i.occurrence)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01'].map(u));
    expect(made.every((i) => i.total_amount === '120.00' && i.state === 'posted')).toBe(true);
    expect((await s.call('GET', `recurring-billing/${s.schedule.id}`)).body.next_date).toBe(u('2026-04-01'));
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('360.00');
    // A later run picks up where the last one ended.
    expect((await s.call('POST', 'recurring-billing/run', { as_of: '2026-04-01' })).body).toEqual({ issued: 1, occurrences: 1 });
  });

  it('previews the next occurrences, stops at its until date, and checks its rule', async () => {
    const s = await scheduled('FREQ=WEEKLY;BYDAY=MO,TH', '2026-11-01', { until_date: '2026-11-12' });
    const preview = await s.call('GET', `recurring-billing/${s.schedule.id}/preview`);
    expect(preview.body).toEqual({ next_date: '2026-11-02', occurrences: ['2026-11-02', '2026-11-05', '2026-11-09', '2026-11-12'].map((date) => ({ date })) });
    await s.call('POST', 'recurring-billing/run', { as_of: '2026-12-31' });
    expect((await s.call('GET', `recurring-billing/${s.schedule.id}`)).body.next_date).toBeNull();

    const bad = await s.call('PUT', `recurring-billing/${s.schedule.id}`, { rule: 'FREQ=HOURLY' });
    expect(bad.body).toEqual([{ field: 'rule', message: 'The recurrence must repeat daily, weekly, monthly or yearly.', code: 'ruleFrequency', params: {} }]);
    const own = await s.call('PUT', `recurring-billing/${s.schedule.id}`, { rule: 'FREQ=DAILY;UNTIL=20270101T000000Z' });
    expect(own.body[0]).toMatchObject({ field: 'rule' });
    const junk = await s.call('PUT', `recurring-billing/${s.schedule.id}`, { rule: 'every tuesday' });
    expect(junk.body[0].message).toMatch(/not a valid rule/);
    const backwards = await s.call('PUT', `recurring-billing/${s.schedule.id}`, { until_date: '2026-10-01' });
    expect(backwards.body).toEqual([{ field: 'until_date', message: 'Until must be on or after the start date.', code: 'untilAfterStartDate', params: {} }]);
  });

  it('issues only from a template invoice, and keeps a schedule that issued invoices (inactivate instead)', async () => {
    const s = await scheduled('FREQ=MONTHLY', '2026-01-10');
    const plain = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-01-10', lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] });
    const wrong = await s.call('POST', 'recurring-billing', { display_name: 'X', customer_id: s.customerId, template_id: plain.body.id, rule: 'FREQ=MONTHLY', start_date: '2026-01-10' });
    expect(wrong.body).toEqual([{ field: 'template_id', message: 'Choose an invoice saved as a template.', code: 'templateChoose', params: {} }]);
    await s.call('POST', 'recurring-billing/run', { as_of: '2026-01-31' });
    const refused = await s.call('DELETE', `recurring-billing/${s.schedule.id}`);
    expect(refused.body).toEqual([{ field: 'id', message: 'This schedule has issued invoices: inactivate it instead.', code: 'scheduleIssued', params: {} }]);
    // An inactive schedule issues nothing.
    await s.call('POST', `recurring-billing/${s.schedule.id}/inactivate`);
    expect((await s.call('POST', 'recurring-billing/run', { as_of: '2026-06-30' })).body).toEqual({ issued: 0, occurrences: 0 });
  });

  it('merges a customer’s same-day invoices of merging schedules into one', async () => {
    const s = await scheduled('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-01', { merge_same_day: 1 });
    const goods = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-01-01', lines: [{ type: 'good', item_id: s.items.widget, quantity: '10' }], is_template: 1 });
    await s.call('POST', 'recurring-billing', { display_name: 'Widgets', customer_id: s.customerId, template_id: goods.body.id, rule: 'FREQ=MONTHLY;BYMONTHDAY=1', start_date: '2026-01-01', merge_same_day: 1 });
    expect((await s.call('POST', 'recurring-billing/run', { as_of: '2026-02-01' })).body).toEqual({ issued: 2, occurrences: 4 });
    const made = await issued(s);
    expect(made).toHaveLength(2);
    const one = (await s.call('GET', `invoices/${made[0].id}?expand=lines`)).body;
    expect(one.lines.map((l: { type: string }) => l.type)).toEqual(['service', 'good']);
  });

  it.skipIf(!inject('databaseUrl'))('issues each occurrence once when two runs start at once (PostgreSQL)', async () => {
    const s = await scheduled('FREQ=DAILY', '2026-01-01');
    const runs = await Promise.all([1, 2, 3].map(() => s.call('POST', 'recurring-billing/run', { as_of: '2026-01-20' })));
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(runs.reduce((n, r) => n + r.body.issued, 0)).toBe(20);
    const made = await issued(s);
    expect(new Set(made.map((i) => i.occurrence)).size).toBe(20);
    expect(made).toHaveLength(20);
  });
});

describe('recurring billing as a daily job', { timeout: 90_000 }, () => {
  it('is queued once per company for its next midnight in its own time zone, and issues what is due when it runs', async () => {
    const { and, eq, sql } = await import('drizzle-orm');
    const { queueJobs } = await import('@/db/schema');
    const { appWorker, scheduleDailyJobs } = await import('@/lib/api/jobs');
    const { asWorker } = await import('@/lib/jobs/queue');
    const { RECURRING_BILLING_JOB } = await import('@/lib/modules/sales/recurring-billing');
    // A company in Auckland (UTC+12/+13): its midnight and its today are not UTC's.
    const zone = TIME_ZONES.indexOf('Pacific/Auckland');
    const there = todayIn(zone);
    const start = dayAfter(there, -3);
    const s = await scheduled('FREQ=DAILY', start);
    expect((await s.call('PUT', 'settings', { time_zone: zone })).status).toBe(200);
    await scheduleDailyJobs();
    await scheduleDailyJobs();
    const mine = () => asWorker((tx) => tx.select().from(queueJobs).where(and(eq(queueJobs.companyId, s.company.id), eq(queueJobs.kind, RECURRING_BILLING_JOB))));
    const [job, ...more] = await mine();
    expect(more).toEqual([]);
    expect(job.runAt.getTime()).toBe(midnightIn(TIME_ZONES[zone], dayAfter(there, 1)));
    // Midnight comes: the job runs (only this company's is due) and issues the occurrences up to its today.
    await asWorker((tx) => tx.update(queueJobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(queueJobs.id, job.id)));
    await appWorker({ kinds: [RECURRING_BILLING_JOB] }).drain();
    expect((await issued(s)).length).toBe(4);
    const [done, next] = (await mine()).sort((a, b) => a.id - b.id);
    expect(done.state).toBe('done');
    expect(next).toBeUndefined();
    await scheduleDailyJobs();
    expect((await mine()).filter((j) => j.state === 'queued')).toHaveLength(1);
  });
});
