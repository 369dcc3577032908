import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rowsOf, transact } from '@/db/client';

const backendPid = () => transact('', async (tx) => rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`))[0].pid);

/** Ends the given server processes as an administrator would (pg_terminate_backend: 57P01). */
async function terminate(pids: number[]) {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  } finally {
    await admin.end();
  }
}

describe('the PostgreSQL pool', () => {
  it.skipIf(!process.env.DATABASE_URL)('outlives the server ending its idle connections', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Two at once, so the pool holds two connections, both idle afterwards.
      const pids = [...new Set(await Promise.all([backendPid(), backendPid()]))];
      await terminate(pids);
      // Right away, before the pool has heard of every ended connection: a borrowed dead one is
      // noticed by the first statement, and the transaction runs again on a live one.
      const again = await Promise.all([backendPid(), backendPid(), backendPid()]);
      for (const pid of again) expect(pids).not.toContain(pid);
      // The pool hears of each ended idle connection as an 'error' event (57P01), logged, not thrown.
      await vi.waitFor(() => expect(errors.mock.calls.join('\n')).toContain('terminat'), { timeout: 5000 });
    } finally {
      errors.mockRestore();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)('runs again, once, a transaction whose connection the server ended before it committed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const pids: number[] = [];
      const last = await transact('', async (tx) => {
        const pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0].pid;
        pids.push(pid);
        if (pids.length === 1) await terminate([pid]);
        await tx.execute(sql`select pg_sleep(0.05)`);
        return pid;
      });
      expect(pids).toHaveLength(2);
      expect(last).toBe(pids[1]);
      expect(pids[1]).not.toBe(pids[0]);
    } finally {
      errors.mockRestore();
    }
  });

  // The prelude travels unawaited with the first statement (db/client.ts): when it fails, that
  // statement must fail with it rather than run without the tenant's scope.
  it('runs no statement of a transaction whose prelude failed', async () => {
    const ran: string[] = [];
    const failing = transact(`select set_config('role', 'no_such_role_here', true)`, async (tx) => {
      ran.push(rowsOf<{ who: string }>(await tx.execute(sql`select current_user as who`))[0].who);
    });
    await expect(failing).rejects.toThrow();
    expect(ran).toEqual([]);
    // The connection it borrowed is usable again.
    expect(await backendPid()).toBeGreaterThan(0);
  });

  it('reads its own writes and keeps statements in order within one transaction', async () => {
    const seen = await transact(`select set_config('app.probe', 'one', true)`, async (tx) => {
      const [first, second] = await Promise.all([
        tx.execute(sql`select current_setting('app.probe') as v`),
        tx.execute(sql`select set_config('app.probe', 'two', true) as v`),
      ]);
      const third = await tx.execute(sql`select current_setting('app.probe') as v`);
      return [first, second, third].map((r) => rowsOf<{ v: string }>(r)[0].v);
    });
    expect(seen).toEqual(['one', 'two', 'two']);
  });
});
