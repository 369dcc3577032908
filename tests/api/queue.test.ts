import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { notifications, queueJobs } from '@/db/schema';
import { resources as registry } from '@/lib/api/registry';
import type { WriteContext } from '@/lib/engine/define';
import { asWorker, enqueue, queueLag, Worker, type Handlers } from '@/lib/jobs/queue';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { makeCompany } from '../support/api';

const onPostgres = !!inject('databaseUrl');

/** A new company and a way to enqueue in its transaction, as a request does. */
async function company() {
  const made = await makeCompany('queue');
  const inTx = <T>(fn: (ctx: WriteContext) => Promise<T>) =>
    withTenant(made.company.id, async (tx) => fn({ tx, company: made.company, user: (await loadUser(tx, { id: made.owner.id }))!, registry }));
  const put = (kind: string, payload: Record<string, unknown> = {}, options = {}) => inTx((ctx) => enqueue(ctx, kind, payload, options));
  const job = async (id: number) => (await asWorker((tx) => tx.select().from(queueJobs).where(eq(queueJobs.id, id))))[0];
  return { ...made, inTx, put, job };
}

/** Every worker of a test sees only its own kinds' jobs as due work of others' tests too: each test uses kinds of its own. */
const kindOf = (name: string) => `test.${name}.${Math.random().toString(36).slice(2, 8)}`;

describe('job queue', { timeout: 120_000 }, () => {
  it('enqueues in the request transaction: a rolled-back one queues nothing', async () => {
    const c = await company();
    const kind = kindOf('rollback');
    await expect(
      c.inTx(async (ctx) => {
        await enqueue(ctx, kind, {});
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    const id = await c.put(kind);
    const queued = await asWorker((tx) => tx.select().from(queueJobs).where(eq(queueJobs.kind, kind)));
    expect(queued.map((j) => j.id)).toEqual([id]);
  });

  it('runs a job in its company transaction, its writes and its completion together', async () => {
    const c = await company();
    const kind = kindOf('run');
    const handlers: Handlers = {
      [kind]: {
        async run(ctx, payload) {
          await ctx.tx.insert(notifications).values({ companyId: ctx.company.id, userId: ctx.user.id, verb: 'ran', collection: 'jobs', recordId: 1, title: String(payload.title) });
        },
      },
    };
    const id = (await c.put(kind, { title: 'hello' }))!;
    const worker = new Worker(handlers, registry);
    const [claimed] = await worker.claim(1000).then((jobs) => jobs.filter((j) => j.kind === kind));
    expect(claimed).toMatchObject({ id, state: 'running', attempts: 1 });
    expect(await worker.run(claimed)).toBe('done');
    expect(await c.job(id)).toMatchObject({ state: 'done', lockedBy: null });
    const written = await withTenant(c.company.id, (tx) => tx.select().from(notifications).where(eq(notifications.title, 'hello')));
    expect(written).toHaveLength(1);
  });

  it('retries a failing job with backoff, then gives it up as dead with its reason, where its company sees it', async () => {
    const c = await company();
    const kind = kindOf('fail');
    const deaths: string[] = [];
    const waits: number[] = [];
    const handlers: Handlers = {
      [kind]: {
        maxAttempts: 3,
        async run() {
          throw new Error('550 mailbox unavailable');
        },
        async dead(_ctx, _payload, reason) {
          deaths.push(reason);
        },
      },
    };
    const id = (await c.put(kind, {}, { maxAttempts: 3 }))!;
    const worker = new Worker(handlers, registry, { backoff: (n) => (waits.push(n), 0) });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const job = (await worker.claim(1000)).find((j) => j.id === id)!;
      outcomes.push(await worker.run(job));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'dead']);
    expect(waits).toEqual([1, 2]);
    expect(deaths).toEqual(['550 mailbox unavailable']);
    expect(await c.job(id)).toMatchObject({ state: 'dead', attempts: 3, lastError: '550 mailbox unavailable' });
    expect((await worker.claim(1000)).find((j) => j.id === id)).toBeUndefined();
    // The dead-letter list: its company's administrators see it through the API.
    const { api } = await import('../support/api');
    const login = await api('POST', 'site/login', { host: c.host, body: { email: c.email, password: 'correct horse battery' } });
    const listed = await api('GET', 'queue-jobs?filter[state]=dead', { host: c.host, token: login.body.auth_key });
    expect(listed.body.items.map((j: { id: number; last_error: string }) => [j.id, j.last_error])).toEqual([[id, '550 mailbox unavailable']]);
  });

  it('runs a scheduled job only once it is due, and reports the lag of due jobs', async () => {
    const c = await company();
    const kind = kindOf('later');
    let ran = 0;
    const worker = new Worker({ [kind]: { run: async () => void ran++ } }, registry);
    const id = (await c.put(kind, {}, { runAt: new Date(Date.now() + 60_000) }))!;
    expect((await worker.claim(1000)).some((j) => j.id === id)).toBe(false);
    await asWorker((tx) => tx.update(queueJobs).set({ runAt: sql`now() - interval '90 seconds'` }).where(eq(queueJobs.id, id)));
    expect((await queueLag()).lag_seconds).toBeGreaterThanOrEqual(90);
    const job = (await worker.claim(1000)).find((j) => j.id === id)!;
    expect(await worker.run(job)).toBe('done');
    expect(ran).toBe(1);
  });

  it("runs a job again exactly once when its worker died holding it; the dead worker's late finish is refused and rolled back", async () => {
    const c = await company();
    const kind = kindOf('lease');
    const runs: string[] = [];
    const handlers: Handlers = {
      [kind]: {
        async run(ctx) {
          runs.push(ctx.company.slug);
          await ctx.tx.insert(notifications).values({ companyId: ctx.company.id, userId: ctx.user.id, verb: 'ran', collection: 'jobs', recordId: 1, title: kind });
        },
      },
    };
    const id = (await c.put(kind))!;
    const dying = new Worker(handlers, registry, { leaseMs: 300 });
    const held = (await dying.claim(1000)).find((j) => j.id === id)!;
    expect(held).toBeDefined();
    const [b, d] = [new Worker(handlers, registry), new Worker(handlers, registry)];
    expect((await b.claim(1000)).some((j) => j.id === id)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [fromB, fromD] = await Promise.all([b.claim(1000), d.claim(1000)]);
    const taken = [...fromB, ...fromD].filter((j) => j.id === id);
    expect(taken).toHaveLength(1);
    expect(taken[0].attempts).toBe(2);
    const winner = fromB.includes(taken[0]) ? b : d;
    expect(await winner.run(taken[0])).toBe('done');
    expect(await dying.run(held)).toBe('lost');
    expect(runs).toHaveLength(2);
    const written = await withTenant(c.company.id, (tx) => tx.select().from(notifications).where(eq(notifications.title, kind)));
    expect(written).toHaveLength(1);
    expect(await c.job(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it("keeps a company's jobs from another company's transaction", async () => {
    const [a, b] = [await company(), await company()];
    await a.put(kindOf('private'));
    const seen = await withTenant(b.company.id, (tx) => tx.execute(sql`select count(*)::int as n from queue_jobs where company_id <> ${b.company.id}`));
    expect(rowsOf(seen)).toEqual([{ n: 0 }]);
  });

  it.runIf(onPostgres)('runs 1,000 jobs once each with two workers draining at once', async () => {
    const c = await company();
    const kind = kindOf('thousand');
    const runs = new Map<number, number>();
    const handlers: Handlers = { [kind]: { run: async (_ctx, _p, job) => void runs.set(job.id, (runs.get(job.id) ?? 0) + 1) } };
    await c.inTx(async (ctx) => {
      for (let i = 0; i < 1000; i++) await enqueue(ctx, kind, { i });
    });
    const workers = [new Worker(handlers, registry, { batch: 20 }), new Worker(handlers, registry, { batch: 20 })];
    const ran = await Promise.all(workers.map((w) => w.drain()));
    expect(runs.size).toBe(1000);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(ran[0]).toBeGreaterThan(0);
    expect(ran[1]).toBeGreaterThan(0);
    const left = await asWorker((tx) => tx.execute(sql`select count(*)::int as n from queue_jobs where kind = ${kind} and state <> 'done'`));
    expect(rowsOf(left)).toEqual([{ n: 0 }]);
  });
});
