import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/time-zones';
import { api, makeCompany } from '../support/api';
import { dayAfter, scheduled } from '../support/recurring';

type Company = Awaited<ReturnType<typeof makeCompany>>;

/** Company B, with a page of customers to list. */
async function lister() {
  const b = await makeCompany('stall-b');
  const form = new FormData();
  form.set('file', new File([['Display name', ...Array.from({ length: 60 }, (_, i) => `Listed ${i}`)].join('\n')], 'b.csv', { type: 'text/csv' }));
  form.set('mode', 'all');
  expect((await api('POST', 'customers/import', { host: b.host, token: b.owner.authKey, form })).status).toBe(200);
  return b;
}

/**
 * B lists its customers every 50 ms (a busy person's pace, or a few people's), one request after
 * another, while `busy` (another company's work) goes on, for at most `maxMs`: the time each list
 * took in ms, counted from when it was due, so that a process too busy to start it counts too.
 */
async function listWhile(b: Company, busy: () => boolean, maxMs: number): Promise<number[]> {
  const took: number[] = [];
  const until = Date.now() + maxMs;
  while (busy() && Date.now() < until) {
    const due = performance.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await api('GET', 'customers?per-page=50&sort=-id', { host: b.host, token: b.owner.authKey });
    took.push(performance.now() - due);
    expect(res.status).toBe(200);
  }
  return took;
}

/**
 * B's longest wait allowed. Stalled, B waits out A's whole run or import: the 10 s it is watched
 * for at least (18 s before the batches). Batched, B waits at most one of A's batches: a p99 of
 * 0.3–0.8 s measured with the machine at load 18 (bench/RESULTS.md), 1.0–1.2 s seen in a CI run
 * beside other sessions' work. The figures are the benchmark's to report; this bound tells a
 * stall from a batch.
 */
const WAIT_BOUND_MS = 3_000;

const p99 = (times: number[]) => [...times].sort((x, y) => x - y)[Math.max(0, Math.ceil(times.length * 0.99) - 1)];

describe('no tenant stalls the others (issue 35, finding 3)', { timeout: 180_000 }, () => {
  it('while company A runs the largest recurring run allowed, B lists its customers waiting at most one batch of A (p99)', async () => {
    const { appWorker } = await import('@/lib/api/jobs');
    const { RUN_BATCH_JOB, HORIZON_DAYS } = await import('@/lib/modules/sales/recurring-runs');
    const { MAX_OCCURRENCES } = await import('@/lib/modules/sales/recurrence');
    // A daily schedule owing exactly the most one run issues, up to the furthest day allowed.
    const asOf = dayAfter(todayIn(0), HORIZON_DAYS - 1);
    const a = await scheduled('FREQ=DAILY', dayAfter(asOf, 1 - MAX_OCCURRENCES));
    const b = await lister();
    const alone = await listWhile(b, () => true, 3_000);
    let busy = true;
    const listing = listWhile(b, () => busy, 10_000);
    const worker = appWorker({ kinds: [RUN_BATCH_JOB], idleMs: 50 });
    const started = await a.call('POST', 'recurring-billing/run', { as_of: asOf });
    worker.start();
    expect(started.status).toBe(202);
    expect(started.body.planned).toBe(MAX_OCCURRENCES);
    const took = await listing.finally(() => worker.stop());
    busy = false;
    const run = (await a.call('GET', `recurring-billing-runs/${started.body.id}`)).body;
    console.log(`recurring: B alone p99 ${p99(alone).toFixed(0)} ms; B listed ${took.length} times, p99 ${p99(took).toFixed(0)} ms, max ${Math.max(...took).toFixed(0)} ms; A issued ${run.issued} meanwhile`);
    expect(run.issued).toBeGreaterThan(0);
    expect(p99(took)).toBeLessThan(WAIT_BOUND_MS);
  });

  it('while company A imports 20,000 customers, B lists its customers waiting at most one batch of A (p99)', async () => {
    const a = await makeCompany('stall-a');
    const b = await lister();
    const alone = await listWhile(b, () => true, 3_000);
    const form = new FormData();
    form.set('file', new File([['Display name,Account number', ...Array.from({ length: 20_000 }, (_, i) => `Imported ${i},A-${i}`)].join('\n')], 'a.csv', { type: 'text/csv' }));
    form.set('mode', 'all');
    let busy = true;
    const importing = api('POST', 'customers/import', { host: a.host, token: a.owner.authKey, form }).finally(() => (busy = false));
    const took = await listWhile(b, () => busy, 120_000);
    const done = await importing;
    console.log(`import: B alone p99 ${p99(alone).toFixed(0)} ms; B listed ${took.length} times, p99 ${p99(took).toFixed(0)} ms, max ${Math.max(...took).toFixed(0)} ms`);
    expect(done.body).toMatchObject({ written: 20_000 });
    expect(p99(took)).toBeLessThan(WAIT_BOUND_MS);
  });
});
