import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf, transact } from '@/db/client';

const backendPid = () => transact('', async (tx) => rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`))[0].pid);

describe('the PostgreSQL pool', () => {
  it.skipIf(!process.env.DATABASE_URL)('outlives the server ending its idle connections', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Two at once, so the pool holds two connections, both idle afterwards.
      const pids = [...new Set(await Promise.all([backendPid(), backendPid()]))];
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      } finally {
        await admin.end();
      }
      // The pool hears of each ended connection as an 'error' event (57P01) shortly after.
      await vi.waitFor(() => expect(errors.mock.calls.join('\n')).toContain('terminat'), { timeout: 5000 });
      expect(await backendPid()).toBeGreaterThan(0);
    } finally {
      errors.mockRestore();
    }
  });
});
