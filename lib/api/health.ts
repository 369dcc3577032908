import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { pendingMigrations } from '@/db/migrate';
import { queueLag } from '@/lib/jobs/queue';

export type Health = {
  status: 'ok' | 'failing';
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
  pending?: string[];
  /** The job queue: the oldest due job's wait in seconds, due jobs, and dead letters (informative: a lag does not fail the check). */
  queue?: { lag_seconds: number; due: number; dead: number };
};

/**
 * What a load balancer asks (`GET /api/health`): the database answers and holds every migration
 * this code needs. Says nothing of companies or users; 503 when failing, so the instance is taken
 * out of rotation. It also tells the job queue's lag, for a monitor to alert on: a lagging
 * queue does not make this instance unfit to serve.
 */
export async function health(): Promise<Health> {
  try {
    const db = await getDb();
    const pending = await pendingMigrations(async (text) => ({ rows: rowsOf(await db.execute(sql.raw(text))) }));
    if (pending.length) return { status: 'failing', database: 'ok', migrations: 'pending', pending };
    return { status: 'ok', database: 'ok', migrations: 'current', queue: await queueLag() };
  } catch {
    return { status: 'failing', database: 'unreachable', migrations: 'unknown' };
  }
}
