import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, transact, writeAlong } from '@/db/client';

/**
 * Writes whose answer nothing waits for (db/client.ts `writeAlong`: a company log line) are sent
 * and awaited with the COMMIT: kept with the transaction, and failing it with their own error.
 */
describe('a write along', () => {
  beforeAll(async () => {
    await transact('', (tx) => tx.execute(sql`create table if not exists write_along_probe (id int primary key)`));
  });
  const count = () => transact('', async (tx) => Number(rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n from write_along_probe`))[0].n));

  it('is kept with the transaction, in its place among its statements', async () => {
    const seen = await transact('', async (tx) => {
      await writeAlong(tx, tx.execute(sql`insert into write_along_probe values (1)`));
      // A statement after it sees it: it ran first.
      return Number(rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n from write_along_probe where id = 1`))[0].n);
    });
    expect(seen).toBe(1);
    expect(await count()).toBe(1);
  });

  it('fails the transaction with its own error, and nothing of it is kept', async () => {
    const failed = transact('', async (tx) => {
      await tx.execute(sql`insert into write_along_probe values (2)`);
      await writeAlong(tx, tx.execute(sql`insert into write_along_probe values (1)`));
      await tx.execute(sql`select 1`).catch(() => undefined);
      return 'done';
    });
    await expect(failed).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await count()).toBe(1);
  });
});
