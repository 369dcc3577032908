import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/time-zones';
import { dayAfter, issued, scheduled } from '../support/recurring';

/** A day as the API gives dates (unix seconds). */
const u = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/** Runs the queued batches of recurring runs (only those: other files' jobs stay where they are) with `workers` workers at once. */
async function drainRuns(workers = 1) {
  const { appWorker } = await import('@/lib/api/jobs');
  const { RUN_BATCH_JOB } = await import('@/lib/modules/sales/recurring-runs');
  const ran = await Promise.all(Array.from({ length: workers }, () => appWorker({ kinds: [RUN_BATCH_JOB] }).drain()));
  return ran.reduce((a, b) => a + b, 0);
}

describe('recurring billing runs in batches (issue 35, finding 3)', { timeout: 120_000 }, () => {
  it('answers 202 with a run to follow when more than a batch is due, and the queue issues it in short batches', async () => {
    const s = await scheduled('FREQ=DAILY', '2026-01-01');
    const started = await s.call('POST', 'recurring-billing/run', { as_of: '2026-09-07' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ state: 'queued', as_of: u('2026-09-07'), planned: 250, issued: 0 });
    expect(started.headers.get('location')).toBe(`/api/v1/recurring-billing-runs/${started.body.id}`);
    // More than a queued batch (RUN_BATCH_INVOICES, 200) is due. Nothing is issued by the request itself.
    expect(await issued(s)).toHaveLength(0);

    expect(await drainRuns()).toBeGreaterThan(1);
    const run = (await s.call('GET', `recurring-billing-runs/${started.body.id}`)).body;
    expect(run).toMatchObject({ state: 'done', planned: 250, issued: 250, occurrences: 250, error: null });
    const made = await issued(s);
    expect(made).toHaveLength(250);
    expect(new Set(made.map((i) => i.occurrence)).size).toBe(250);
    expect(made.every((i) => i.state === 'posted')).toBe(true);
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('30000.00');
    expect((await s.call('GET', `recurring-billing/${s.schedule.id}`)).body.next_date).toBe(u('2026-09-08'));
  });

  it('issues each occurrence once when two runs go at once, and never again even from a schedule set back', async () => {
    const s = await scheduled('FREQ=DAILY', '2026-01-01');
    const runs = await Promise.all([1, 2].map(() => s.call('POST', 'recurring-billing/run', { as_of: '2026-02-19' })));
    expect(runs.map((r) => r.status)).toEqual([202, 202]);
    await drainRuns(2);
    const done = await Promise.all(runs.map(async (r) => (await s.call('GET', `recurring-billing-runs/${r.body.id}`)).body));
    expect(done.map((r) => r.state)).toEqual(['done', 'done']);
    expect(done[0].issued + done[1].issued).toBe(50);
    const made = await issued(s);
    expect(made).toHaveLength(50);
    expect(new Set(made.map((i) => i.occurrence)).size).toBe(50);

    // A schedule whose next date went back (a stale batch, a retried one) finds every occurrence issued.
    const { eq } = await import('drizzle-orm');
    const { recurringBilling } = await import('@/db/schema');
    const { withTenant } = await import('@/lib/tenant/transaction');
    await withTenant(s.company.id, (tx) => tx.update(recurringBilling).set({ nextDate: '2026-01-01' }).where(eq(recurringBilling.id, s.schedule.id)));
    expect((await s.call('POST', 'recurring-billing/run', { as_of: '2026-01-20' })).body).toEqual({ issued: 0, occurrences: 0 });
    expect(await issued(s)).toHaveLength(50);
    expect((await s.call('GET', `recurring-billing/${s.schedule.id}`)).body.next_date).toBe(u('2026-01-21'));
  });

  it('ends a batch when its time is up, even among schedules due the same day, leaving the rest due', async () => {
    const s = await scheduled('FREQ=MONTHLY;BYMONTHDAY=1', '2026-01-01');
    for (const n of [2, 3]) {
      const more = await s.call('POST', 'recurring-billing', { display_name: `Retainer ${n}`, customer_id: s.customerId, template_id: s.template.id, rule: 'FREQ=MONTHLY;BYMONTHDAY=1', start_date: '2026-01-01' });
      expect(more.status).toBe(201);
    }
    const { issueBatch } = await import('@/lib/modules/sales/recurring-issue');
    const { resources } = await import('@/lib/api/registry');
    const { withTenant } = await import('@/lib/tenant/transaction');
    const { loadUser } = await import('@/lib/users/session-user');
    const batch = await withTenant(s.company.id, async (tx) => issueBatch({ tx, company: s.company, user: (await loadUser(tx, { id: s.owner.id }))!, registry: resources }, '2026-01-31', { ms: 1 }));
    expect(batch).toEqual({ issued: 1, occurrences: 1, more: true });
    const schedules = (await s.call('GET', 'recurring-billing/all?sort=created_at')).body.items.map((r: { next_date: number }) => r.next_date);
    expect(schedules).toEqual([u('2026-02-01'), u('2026-01-01'), u('2026-01-01')]);
  });

  it('refuses an as_of more than 366 days ahead, and a schedule owing more than 10,000 invoices, naming as_of', async () => {
    const s = await scheduled('FREQ=DAILY', '1990-01-01');
    const today = todayIn(0);
    const far = await s.call('POST', 'recurring-billing/run', { as_of: dayAfter(today, 400) });
    expect(far.status).toBe(422);
    expect(far.body).toEqual([expect.objectContaining({ field: 'as_of', code: 'asOfHorizon' })]);
    const many = await s.call('POST', 'recurring-billing/run', { as_of: '2026-01-01' });
    expect(many.status).toBe(422);
    expect(many.body).toEqual([expect.objectContaining({ field: 'as_of', message: '“Monthly retainer” owes more than 10000 invoices up to this day: choose an earlier day.' })]);
    expect(await issued(s)).toHaveLength(0);
  });
});
