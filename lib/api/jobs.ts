import { sql } from 'drizzle-orm';
import { asWorker, Worker, type Handlers, type WorkerOptions } from '@/lib/jobs/queue';
import { app } from './modules';
import { resources } from './registry';
import { env } from '@/lib/env';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@/lib/time-zones';

/** Every kind of job the app runs, by name: folded from the modules' `jobs` (lib/api/modules.ts). */
export const jobHandlers: Handlers = app.jobs;

/** The kinds of job run every day for every company (recurring billing, the store's orphan cleanup): those declared `daily`. */
export const DAILY_JOBS = Object.entries(jobHandlers).flatMap(([kind, handler]) => (handler.daily ? [kind] : []));

/**
 * The daily jobs: each company has one job of each daily kind queued for its next midnight, in
 * its own time zone (the day its occurrences are counted in, lib/time-zones.ts `zoneOf`: the
 * default zone until one is chosen, UTC for a value out of the list). The singleton key makes
 * this safe to call often and from several processes at once; a company made since gets its run
 * at the next call. A zone changed while a run is queued counts from the run after it.
 */
export async function scheduleDailyJobs(): Promise<void> {
  await asWorker((tx) =>
    tx.execute(sql`
      insert into queue_jobs (company_id, kind, run_at, singleton_key)
      select c.id, k.kind, (date_trunc('day', now() at time zone z.name) + interval '1 day') at time zone z.name, k.kind
      from companies c
      cross join unnest(string_to_array(${DAILY_JOBS.join(',')}, ',')) as k(kind)
      cross join lateral (
        select coalesce((string_to_array(${TIME_ZONES.join(',')}, ','))[
          case when c.settings->>'time_zone' ~ '^[0-9]{1,3}$' then (c.settings->>'time_zone')::int else ${DEFAULT_TIME_ZONE}::int end + 1
        ], 'UTC') as name
      ) z
      on conflict do nothing`),
  );
}

/** A worker of every kind of job (in-process, `npm run worker`, or the cron route's drain). */
export const appWorker = (options?: WorkerOptions) => new Worker(jobHandlers, resources, options);

/** Starts a worker polling in this process until it exits (the server's, or `npm run worker`'s). */
export async function startAppWorker(options?: WorkerOptions): Promise<Worker> {
  const worker = appWorker(options);
  await scheduleDailyJobs();
  setInterval(() => scheduleDailyJobs().catch((error: unknown) => console.error('job queue: scheduling the daily jobs failed', error)), 3_600_000).unref();
  worker.start();
  return worker;
}

/**
 * GET /api/jobs/drain, called by a cron (Vercel's sends `Authorization: Bearer $CRON_SECRET`):
 * runs due jobs for up to 45 seconds, then answers how many ran. Refused without the secret.
 */
export async function drainRequest(req: Request): Promise<Response> {
  const secret = env().CRON_SECRET;
  if (!secret || req.headers.get('authorization') !== `Bearer ${secret}`) return Response.json({ message: 'Unauthorized.', status: 401 }, { status: 401 });
  await scheduleDailyJobs();
  const ran = await appWorker().drain({ deadline: Date.now() + 45_000 });
  return Response.json({ ran }, { headers: { 'cache-control': 'no-store' } });
}
