// The job queue (npx tsx bench/queue.mts [jobs]): on a fresh PostgreSQL database of DATABASE_URL's
// server, `jobs` jobs (default 5000) of a no-op kind are queued in one transaction and drained by
// one worker, then again by two workers at once (each its own claims, as two processes would be):
// jobs per second. Then the delay from due time to run: 200 jobs are queued due over 10 seconds
// while a polling worker (the in-process default, 1 s idle poll) runs; each job's start minus its
// due time. The baseline is the least a queue needs, in the same run: UPDATE ... SKIP LOCKED
// claims of the same batch size with no job work, from one connection.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withBenchDatabase } from './in-process.mts';

const JOBS = Number(process.argv[2] ?? 5000);

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function main() {
  await withBenchDatabase('q', 10, async (url) => {
    const { signupCompany } = await import('@/lib/auth/signup');
    const { closeDb } = await import('@/db/client');
    // The no-op jobs write through no collection: an empty registry.
    const resources = new Map();
    const { enqueue, Worker } = await import('@/lib/jobs/queue');
    const { loadUser } = await import('@/lib/users/session-user');
    const { withTenant } = await import('@/lib/tenant/transaction');
    const slug = `bench-${randomBytes(3).toString('hex')}`;
    const { company, user: made } = await signupCompany({ company_name: 'Bench', slug, display_name: 'Owner', email: `o@${slug}.test`, password: 'bench-password-1' }, '198.51.100.1');
    const queue = (kind: string, n: number, runAt?: (i: number) => Date) =>
      withTenant(company.id, async (tx) => {
        const ctx = { tx, company, user: (await loadUser(tx, { id: made.id }))! };
        for (let i = 0; i < n; i++) await enqueue(ctx, kind, { i }, { runAt: runAt?.(i) });
      });
    const started = new Map<number, number>();
    const handlers = { noop: { run: async () => {} }, timed: { run: async (_c: unknown, _p: unknown, job: { id: number }) => void started.set(job.id, Date.now()) } };
    const worker = () => new Worker(handlers, resources, { batch: 20, kinds: ['noop'] });

    const rows: string[] = [];
    for (const count of [1, 2]) {
      await queue('noop', JOBS);
      const t0 = performance.now();
      await Promise.all(Array.from({ length: count }, () => worker().drain()));
      const s = (performance.now() - t0) / 1000;
      rows.push(`| ${count} | ${JOBS} | ${s.toFixed(1)} | ${Math.round(JOBS / s)} |`);
    }

    // The baseline: bare claims of 20 rows (UPDATE ... SKIP LOCKED), one connection, no job transaction.
    const bare = new pg.Client({ connectionString: url });
    await bare.connect();
    await bare.query(`insert into queue_jobs (company_id, kind) select $1, 'bare' from generate_series(1, $2)`, [company.id, JOBS]);
    const b0 = performance.now();
    for (;;) {
      const r = await bare.query(`update queue_jobs set state = 'done' where id in (select id from queue_jobs where state = 'queued' and kind = 'bare' and run_at <= now() order by run_at, id limit 20 for update skip locked) returning id`);
      if (!r.rowCount) break;
    }
    const bareRate = Math.round(JOBS / ((performance.now() - b0) / 1000));
    await bare.end();

    // Due-to-run delay under the polling worker.
    const polling = new Worker(handlers, resources, { kinds: ['timed'] });
    const base = Date.now() + 2000;
    const due = new Map<number, number>();
    await withTenant(company.id, async (tx) => {
      const ctx = { tx, company, user: (await loadUser(tx, { id: made.id }))! };
      for (let i = 0; i < 200; i++) {
        const at = base + i * 50;
        due.set((await enqueue(ctx, 'timed', {}, { runAt: new Date(at) }))!, at);
      }
    });
    polling.start();
    while (started.size < 200) await new Promise((r) => setTimeout(r, 200));
    await polling.stop();
    const delays = [...started].map(([id, at]) => at - due.get(id)!);

    const version = new pg.Client({ connectionString: url });
    await version.connect();
    const server = await version.query<{ v: string }>('select version() as v');
    await version.end();
    console.log(`\n## Job queue\n\nRun ${new Date().toISOString()} with \`npx tsx bench/queue.mts ${JOBS}\` on Node ${process.version}, ${server.rows[0].v.split(' on ')[0]}. Each job is claimed (batches of 20, FOR UPDATE SKIP LOCKED, a lease), run in its company's transaction (company and user loaded, RLS role set) and marked done there.\n`);
    console.log('| workers | jobs | seconds | jobs/s |\n|---|---|---|---|');
    console.log(rows.join('\n'));
    console.log(`\nBaseline in the same run: bare claims of 20 rows marked done in the claim itself (no job transaction), one connection: ${bareRate} rows/s.\n`);
    console.log(`Due-to-run delay, 200 jobs due 50 ms apart, one in-process worker polling every second when idle: p50 ${pct(delays, 50)} ms, p95 ${pct(delays, 95)} ms, max ${Math.max(...delays)} ms.`);
    await closeDb();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
