import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { journalLines, journals } from '@/db/schema';
import { postJournal } from '@/lib/modules/books/post';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** How many journals and lines the company has: what a refused posting must leave unchanged. */
async function ledgerSize(books: Books) {
  const res = await withTenant(books.company.id, (tx) => tx.execute(sql`select (select count(*) from journals)::int as journals, (select count(*) from journal_lines)::int as lines`));
  return rowsOf<{ journals: number; lines: number }>(res)[0];
}

/** The kept monthly balances against a fresh aggregate over every line: rows that differ. */
async function balanceDrift(books: Books) {
  const res = await withTenant(books.company.id, (tx) =>
    tx.execute(sql`
      with fresh as (
        select account_id, date_trunc('month', date)::date as period, sum(debit) as debit, sum(credit) as credit
        from journal_lines group by 1, 2
      )
      select coalesce(f.account_id, b.account_id) as account_id from fresh f
      full join account_balances b on b.account_id = f.account_id and b.period = f.period
      where coalesce(f.debit, 0) <> coalesce(b.debit, 0) or coalesce(f.credit, 0) <> coalesce(b.credit, 0)`),
  );
  return rowsOf(res);
}

async function unbalancedJournals(books: Books) {
  const res = await withTenant(books.company.id, (tx) =>
    tx.execute(sql`select j.id from journals j join journal_lines l on l.journal_id = j.id group by j.id having sum(l.debit) <> sum(l.credit) or sum(l.debit) <> min(j.amount) or count(*) < 2`),
  );
  return rowsOf(res);
}

describe('the posting engine refuses what is not a journal, writing nothing', () => {
  it('answers 422 naming the problem for unbalanced, one-sided, negative and foreign lines', async () => {
    const books = await booksCompany();
    const other = await booksCompany('other');
    const before = await ledgerSize(books);
    const cases: [unknown[], string, RegExp][] = [
      [[['1000', '100.00', null], ['3000', null, '99.99']], 'lines', /debits and credits must be equal/i],
      [[['1000', '100.00', null]], 'lines', /at least two lines/],
      [[['1000', '100.00', '100.00'], ['3000', null, '100.00']], 'lines.0.debit', /a debit or a credit, not both/],
      [[['1000', '-5.00', null], ['3000', null, '-5.00']], 'lines.0.debit', /no less than|negative/],
      [[['1000', '0', null], ['3000', null, '0']], 'lines.0.debit', /a debit or a credit/],
    ];
    for (const [lines, field, message] of cases) {
      const res = await books.entry('2026-06-01', lines as [string, string | null, string | null][]);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      const error = res.body.find((e: { field: string }) => e.field === field);
      expect(error?.message, JSON.stringify(res.body)).toMatch(message);
    }
    const foreign = await books.call('POST', 'journal-entries', {
      date: '2026-06-01',
      lines: [{ account_id: other.account('1000'), debit: '5' }, { account_id: books.account('3000'), credit: '5' }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toContainEqual(expect.objectContaining({ field: 'lines.0.account_id', message: 'Account is invalid.' }));
    expect(await ledgerSize(books)).toEqual(before);
  });

  it('has the database refuse an unbalanced journal written behind the engine’s back', async () => {
    const books = await booksCompany();
    await expect(
      withTenant(books.company.id, async (tx) => {
        const [j] = await tx.insert(journals).values({ companyId: books.company.id, number: 'RAW-1', date: '2026-06-01', sourceType: 'raw', amount: '10.00' }).returning();
        await tx.insert(journalLines).values([
          { companyId: books.company.id, journalId: j.id, lineNo: 1, date: '2026-06-01', accountId: books.account('1000'), debit: '10.00' },
          { companyId: books.company.id, journalId: j.id, lineNo: 2, date: '2026-06-01', accountId: books.account('3000'), credit: '9.00' },
        ]);
      }),
    ).rejects.toThrow();
    expect((await ledgerSize(books)).journals).toBe(0);
  });

  it('has the database refuse a line added later to a journal of an earlier transaction, and lines added apart that end unbalanced (issue 43: checked once per journal)', async () => {
    const books = await booksCompany();
    const posted = await books.entry('2026-06-01', [['1000', '10.00', null], ['3000', null, '10.00']]);
    await expect(
      withTenant(books.company.id, (tx) =>
        tx.insert(journalLines).values({ companyId: books.company.id, journalId: posted.body.id, lineNo: 3, date: '2026-06-01', accountId: books.account('1000'), debit: '1.00' }),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(books.company.id, async (tx) => {
        const [j] = await tx.insert(journals).values({ companyId: books.company.id, number: 'RAW-2', date: '2026-06-01', sourceType: 'raw', amount: '10.00' }).returning();
        await tx.insert(journalLines).values({ companyId: books.company.id, journalId: j.id, lineNo: 1, date: '2026-06-01', accountId: books.account('1000'), debit: '10.00' });
        await tx.insert(journalLines).values({ companyId: books.company.id, journalId: j.id, lineNo: 2, date: '2026-06-01', accountId: books.account('3000'), credit: '10.00' });
        await tx.insert(journalLines).values({ companyId: books.company.id, journalId: j.id, lineNo: 3, date: '2026-06-01', accountId: books.account('3000'), credit: '0.01' });
      }),
    ).rejects.toThrow();
    expect((await ledgerSize(books)).journals).toBe(1);
  });

  it('has the database refuse editing or deleting a posted line', async () => {
    const books = await booksCompany();
    const posted = await books.entry('2026-06-01', [['1000', '10.00', null], ['3000', null, '10.00']]);
    await expect(withTenant(books.company.id, (tx) => tx.execute(sql`update journal_lines set debit = 20 where journal_id = ${posted.body.id} and debit > 0`))).rejects.toThrow();
    await expect(withTenant(books.company.id, (tx) => tx.execute(sql`delete from journal_lines where journal_id = ${posted.body.id}`))).rejects.toThrow();
    await expect(withTenant(books.company.id, (tx) => tx.execute(sql`update journals set amount = 1 where id = ${posted.body.id}`))).rejects.toThrow();
  });

  it('leaves nothing behind when the transaction fails after posting', async () => {
    const books = await booksCompany();
    await expect(
      withTenant(books.company.id, async (tx) => {
        await postJournal({ tx, company: books.company, user: books.owner }, { date: '2026-06-01', sourceType: 'test', lines: [{ accountId: books.account('1000'), debit: '5.00' }, { accountId: books.account('3000'), credit: '5.00' }] });
        throw new Error('the document insert after the posting failed');
      }),
    ).rejects.toThrow('document insert');
    expect(await ledgerSize(books)).toEqual({ journals: 0, lines: 0 });
    expect(await balanceDrift(books)).toEqual([]);
  });
});

describe('posted journals change only by reversal', () => {
  it('reverses an entry, refuses a second reversal, and re-posts a changed entry keeping both', async () => {
    const books = await booksCompany();
    const first = await books.entry('2026-06-05', [['6300', '80.00', null], ['1000', null, '80.00']], 'Paper');
    const reversal = await books.call('POST', `journal-entries/${first.body.id}/reverse`, { date: '2026-06-06' });
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({ reverses_id: first.body.id, amount: '80.00' });
    const lines = await books.call('GET', `journal-entries/${reversal.body.id}?expand=lines`);
    expect(lines.body.lines.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([['0.00', '80.00'], ['80.00', '0.00']]);
    expect((await books.call('GET', `journal-entries/${first.body.id}`)).body.reversed_by_id).toBe(reversal.body.id);
    expect((await books.call('POST', `journal-entries/${first.body.id}/reverse`)).status).toBe(422);

    const second = await books.entry('2026-06-07', [['6300', '50.00', null], ['1000', null, '50.00']]);
    const changed = await books.call('PUT', `journal-entries/${second.body.id}`, {
      lines: [{ account_id: books.account('6300'), debit: '55.00' }, { account_id: books.account('1000'), credit: '55.00' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.id).not.toBe(second.body.id);
    expect(changed.body.amount).toBe('55.00');
    const original = await books.call('GET', `journal-entries/${second.body.id}`);
    expect(original.body).toMatchObject({ amount: '50.00', is_reversed: 1 });
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-06-30');
    expect(tb.body.rows.find((r: { number: string }) => r.number === '6300').debit).toBe('55.00');
    expect(await balanceDrift(books)).toEqual([]);
    expect((await books.call('DELETE', `journal-entries/${second.body.id}`)).status).toBe(422);
  });

  it('re-posts a changed entry with the fields its change leaves out, as stored (an adjusting entry stays adjusting)', async () => {
    const books = await booksCompany();
    const made = await books.call('POST', 'journal-entries', {
      date: '2026-06-30',
      memo: 'Accrued rent',
      is_adjusting: 1,
      lines: [{ account_id: books.account('6300'), debit: '20.00' }, { account_id: books.account('1000'), credit: '20.00' }],
    });
    expect(made.body).toMatchObject({ is_adjusting: true, memo: 'Accrued rent' });
    const changed = await books.call('PUT', `journal-entries/${made.body.id}`, {
      lines: [{ account_id: books.account('6300'), debit: '25.00' }, { account_id: books.account('1000'), credit: '25.00' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ is_adjusting: true, memo: 'Accrued rent', date: made.body.date, amount: '25.00' });
  });
});

describe('under load and at random', () => {
  it('gives 50 entries posted at once 50 distinct numbers', async () => {
    const books = await booksCompany();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => books.entry('2026-06-10', [['1000', `${i + 1}.00`, null], ['4000', null, `${i + 1}.00`]])),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.number)).size).toBe(50);
    expect(await balanceDrift(books)).toEqual([]);
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-06-30');
    expect(tb.body.totals.debit).toBe('1275.00'); // 1 + 2 + ... + 50
  });

  it('keeps assets = liabilities + equity (with net income) and every journal balanced, whatever is posted', async () => {
    const books = await booksCompany('prop');
    // Every type but receivables and payables (1200, 2000), which only the documents keeping their open items post to.
    const numbers = ['1000', '1010', '1400', '1500', '2100', '2700', '3000', '4000', '5000', '6300', '6400', '7000', '8000'];
    const cents = fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));
    const line = fc.record({ account: fc.constantFrom(...numbers), amount: cents, debit: fc.boolean() });
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-0${1 + (d % 6)}-${String(d).padStart(2, '0')}`);
    const valid = fc.record({ day, lines: fc.array(line, { minLength: 1, maxLength: 5 }) });
    const unbalanced = fc.record({ day, lines: fc.array(line, { minLength: 2, maxLength: 5 }) });

    await fc.assert(
      fc.asyncProperty(fc.array(valid, { minLength: 1, maxLength: 6 }), fc.array(unbalanced, { maxLength: 3 }), async (postings, bad) => {
        for (const p of postings) {
          // Balance each random set of lines with one more line on the other side.
          const entries: [string, string | null, string | null][] = p.lines.map((l) => [l.account, l.debit ? l.amount : null, l.debit ? null : l.amount]);
          const net = p.lines.reduce((sum, l) => sum + (l.debit ? 1 : -1) * Math.round(Number(l.amount) * 100), 0);
          if (net === 0) continue;
          entries.push(['3000', net < 0 ? (-net / 100).toFixed(2) : null, net > 0 ? (net / 100).toFixed(2) : null]);
          expect((await books.entry(p.day, entries)).status).toBe(201);
        }
        for (const p of bad) {
          const net = p.lines.reduce((sum, l) => sum + (l.debit ? 1 : -1) * Math.round(Number(l.amount) * 100), 0);
          if (net === 0) continue; // balanced by chance: not a refusal to test
          const before = await ledgerSize(books);
          const res = await books.entry(p.day, p.lines.map((l) => [l.account, l.debit ? l.amount : null, l.debit ? null : l.amount]));
          expect(res.status).toBe(422);
          expect(await ledgerSize(books)).toEqual(before);
        }
        for (const date of ['2026-03-31', '2026-06-30']) {
          const bs = await books.call('GET', `reports/balance-sheet?date=${date}`);
          expect(bs.body.totals.difference).toBe('0.00');
          const tb = await books.call('GET', `reports/trial-balance?date=${date}`);
          expect(tb.body.totals.difference).toBe('0.00');
        }
        expect(await unbalancedJournals(books)).toEqual([]);
        expect(await balanceDrift(books)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
