import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/db/client';
import { pendingMigrations } from '@/db/migrate';

export type Health = { status: 'ok' | 'failing'; database: 'ok' | 'unreachable'; migrations: 'current' | 'pending' | 'unknown'; pending?: string[] };

/**
 * What a load balancer asks (`GET /api/health`): the database answers and holds every migration
 * this code needs. Says nothing of companies or users; 503 when failing, so the instance is taken
 * out of rotation. (The job queue's lag joins it once the queue exists.)
 */
export async function health(): Promise<Health> {
  try {
    const db = await getDb();
    const pending = await pendingMigrations(async (text) => ({ rows: rowsOf(await db.execute(sql.raw(text))) }));
    return pending.length ? { status: 'failing', database: 'ok', migrations: 'pending', pending } : { status: 'ok', database: 'ok', migrations: 'current' };
  } catch {
    return { status: 'failing', database: 'unreachable', migrations: 'unknown' };
  }
}
