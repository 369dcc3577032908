import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { transact } from '@/db/client';
import { insertRows } from '@/db/insert-rows';

const probe = pgTable('insert_rows_probe', { id: serial().primaryKey(), kind: text().notNull().default('a'), note: text(), data: jsonb(), count: integer() });

/** Inserts from texts rendered once per shape (db/insert-rows.ts) write what Drizzle's would. */
describe('insertRows', () => {
  beforeAll(async () => {
    await transact('', (tx) => tx.execute(sql`create table if not exists insert_rows_probe (id serial primary key, kind text not null default 'a', note text, data jsonb, count integer)`));
  });

  it('writes each row’s values, the column’s default where a row gives none, and answers the rows as Drizzle does', async () => {
    const made = await transact('', (tx) =>
      insertRows<typeof probe.$inferSelect>(tx, probe, [{ note: 'first', data: { a: [1, 'x'] }, count: 2 }], true),
    );
    expect(made).toEqual([{ id: expect.any(Number), kind: 'a', note: 'first', data: { a: [1, 'x'] }, count: 2 }]);
    // Rows that give different columns (the second a kind, the first none) keep every value given.
    const mixed = await transact('', (tx) => insertRows<typeof probe.$inferSelect>(tx, probe, [{ note: 'one' }, { note: 'two', kind: 'b' }, { note: null, kind: 'c' }], true));
    expect(mixed.map((r) => [r.kind, r.note])).toEqual([['a', 'one'], ['b', 'two'], ['c', null]]);
    // A value given as SQL is computed by the database.
    const computed = await transact('', (tx) => insertRows<typeof probe.$inferSelect>(tx, probe, [{ note: sql`upper('z')` }, { note: 'plain' }], true));
    expect(computed.map((r) => r.note)).toEqual(['Z', 'plain']);
    // The same shape again (its text rendered already), answering nothing.
    expect(await transact('', (tx) => insertRows(tx, probe, [{ note: 'again', data: [1], count: 3 }], false))).toEqual([]);
    const stored = await transact('', (tx) => tx.select().from(probe).where(sql`${probe.note} = 'again'`));
    expect(stored).toMatchObject([{ kind: 'a', data: [1], count: 3 }]);
  });
});
