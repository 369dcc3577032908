import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, rowsOf, transact } from '@/db/client';

/** The server session's prepared statements named by the app (db/client.ts `preparePooled`). */
const namedHere = async (tx: Parameters<Parameters<typeof transact>[1]>[0]) =>
  rowsOf<{ name: string; statement: string }>(await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'ws\_%' and statement like '%named_statement_probe%'`));

describe.skipIf(!process.env.DATABASE_URL)('statements by name on PostgreSQL', () => {
  // Test files share a process (vitest.config.ts): a pool of its own starts with names on and none
  // counted, whatever the files before did; closed after, so the files after get names back.
  beforeAll(closeDb);
  afterAll(closeDb);

  it('sends a statement with parameters by name, prepared once on its connection', async () => {
    const seen = await transact('', async (tx) => {
      for (let i = 0; i < 3; i++) await tx.execute(sql`select ${i}::int as named_statement_probe`);
      return namedHere(tx);
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].name).toMatch(/^ws_[0-9a-f]{24}$/);
  });

  it('sends a search unnamed, to be planned for its pattern each time', async () => {
    const seen = await transact('', async (tx) => {
      for (let i = 0; i < 7; i++) await tx.execute(sql`select ${`probe ${i}`}::text ~~~* ${'%probe%'} as named_statement_probe`);
      return (await namedHere(tx)).filter((s) => s.statement.includes('~~~*'));
    });
    expect(seen).toEqual([]);
  });

  it("sends a batch's statement of many values unnamed, planned for the table as it is each time", async () => {
    // An import chunk's uniqueness check names each of its values; a plan kept by name from when
    // the table was empty read every row for each later chunk (db/client.ts MAX_NAMED_VALUES).
    const values = (n: number) => sql.join(Array.from({ length: n }, (_, i) => sql`(${`v${i}`})`), sql`, `);
    const seen = await transact('', async (tx) => {
      for (let i = 0; i < 7; i++) await tx.execute(sql`select 'batch' as named_statement_probe where 'v1' in (${values(500)})`);
      await tx.execute(sql`select 'few' as named_statement_probe where 'v1' in (${values(3)})`);
      return (await namedHere(tx)).flatMap((s) => ['batch', 'few'].filter((probe) => s.statement.includes(`'${probe}'`)));
    });
    expect(seen).toEqual(['few']);
  });

  it('turns names off and runs the transaction again when the server lacks one (a pooler between)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let runs = 0;
      const answer = await transact('', async (tx) => {
        runs++;
        await tx.execute(sql`select ${1}::int as named_statement_probe`);
        const [probe] = await namedHere(tx);
        // As a transaction pooler's other server session would be: the name unknown there.
        if (probe) await tx.execute(sql.raw(`deallocate ${probe.name}`));
        return rowsOf<{ named_statement_probe: number }>(await tx.execute(sql`select ${2}::int as named_statement_probe`))[0].named_statement_probe;
      });
      expect(answer).toBe(2);
      expect(runs).toBe(2);
      expect(errors.mock.calls.join('\n')).toContain('statement names turned off');
      // From then on nothing is named.
      const after = await transact('', async (tx) => {
        await tx.execute(sql`select ${3}::int as named_statement_probe, 'after' as x`);
        return (await namedHere(tx)).filter((s) => s.statement.includes('after'));
      });
      expect(after).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
