import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Summary = { difference: string; cleared_balance: string; items: { id: number; journal_id: number; debit: string; credit: string; cleared: number }[] };

/**
 * A reconciliation records what its statement shows and the books lack — the bank's service
 * charge, the interest it paid — from its own window: a journal entry against the chosen expense
 * or income account, dated within the statement, whose line of the account is cleared at once; and
 * it finishes only at a difference of 0.00, the refusal naming the difference.
 */
describe('a reconciliation’s service charge and interest', () => {
  it('brings a −12.00 difference to 0.00 with a service charge, then finishes; interest on the next statement', async () => {
    const books = await booksCompany('rec-adjust');
    const checking = books.account('1000');
    expect((await books.entry('2026-03-05', [['1000', '500.00', null], ['3000', null, '500.00']], 'Owner investment')).status).toBe(201);
    const rec = await books.call('POST', 'reconciliations', { account_id: checking, statement_date: '2026-03-31', ending_balance: '488.00' });
    expect(rec.status).toBe(201);
    const summary = async (id = rec.body.id): Promise<Summary> => (await books.call('GET', `reconciliations/${id}/summary`)).body;
    await books.call('PUT', `reconciliations/${rec.body.id}`, { cleared_line_ids: (await summary()).items.map((i) => i.id) });
    expect((await summary()).difference).toBe('-12.00');

    // Finishing while a difference remains is refused, naming it; nothing is marked.
    const early = await books.call('POST', `reconciliations/${rec.body.id}/finish`);
    expect(early.status).toBe(422);
    expect(early.body[0]).toMatchObject({ code: 'differenceNotZero', params: { difference: '-12.00' } });

    const charge = await books.call('POST', `reconciliations/${rec.body.id}/charge`, { amount: '12.00', account_id: books.account('6100') });
    expect(charge.status, JSON.stringify(charge.body)).toBe(200);
    const after = await summary();
    expect(after.difference).toBe('0.00');
    const line = after.items.find((i) => i.credit === '12.00')!;
    expect(line.cleared).toBe(1);
    // A journal entry of its own, dated on the statement: Dr Bank Fees, Cr the bank.
    const entry = (await books.call('GET', `journal-entries/${line.journal_id}?expand=lines`)).body;
    expect(entry).toMatchObject({ source_type: 'journal_entry', memo: 'Bank service charge', date: Date.UTC(2026, 2, 31) / 1000 });
    expect(entry.lines.map((l: { account_id: number; debit: string; credit: string }) => [l.account_id, l.debit, l.credit])).toEqual([[books.account('6100'), '12.00', '0.00'], [checking, '0.00', '12.00']]);
    expect((await books.call('POST', `reconciliations/${rec.body.id}/finish`)).status).toBe(200);
    // Finished, it records nothing more.
    expect((await books.call('POST', `reconciliations/${rec.body.id}/charge`, { amount: '1.00', account_id: books.account('6100') })).status).toBe(422);

    // The next statement: interest earned, into Interest Income, on a day of that statement.
    const next = await books.call('POST', 'reconciliations', { account_id: checking, statement_date: '2026-04-30', ending_balance: '489.25' });
    const before = await books.call('POST', `reconciliations/${next.body.id}/interest`, { amount: '1.25', account_id: books.account('7000'), date: '2026-03-31' });
    expect(before.body[0]).toMatchObject({ field: 'date', code: 'adjustmentBeforeStatement' });
    const later = await books.call('POST', `reconciliations/${next.body.id}/interest`, { amount: '1.25', account_id: books.account('7000'), date: '2026-05-01' });
    expect(later.body[0]).toMatchObject({ field: 'date', code: 'adjustmentAfterStatement' });
    const wrongAccount = await books.call('POST', `reconciliations/${next.body.id}/interest`, { amount: '1.25', account_id: books.account('6100') });
    expect(wrongAccount.body[0]).toMatchObject({ field: 'account_id' });
    const interest = await books.call('POST', `reconciliations/${next.body.id}/interest`, { amount: '1.25', account_id: books.account('7000'), date: '2026-04-30', memo: 'April interest' });
    expect(interest.status).toBe(200);
    expect((await summary(next.body.id)).difference).toBe('0.00');
    const pl = await books.call('GET', 'reports/profit-and-loss?from=2026-03-01&to=2026-04-30');
    expect(pl.body.rows.find((r: { number: string }) => r.number === '7000')).toMatchObject({ amount: '1.25' });
    expect(pl.body.rows.find((r: { number: string }) => r.number === '6100')).toMatchObject({ amount: '12.00' });
    expect((await books.call('POST', `reconciliations/${next.body.id}/finish`)).status).toBe(200);
  });

  it('refuses a bad amount and writes nothing', async () => {
    const books = await booksCompany('rec-adjust-bad');
    const rec = await books.call('POST', 'reconciliations', { account_id: books.account('1000'), statement_date: '2026-03-31', ending_balance: '0.00' });
    for (const amount of ['0.00', '-5.00', 'abc']) {
      const res = await books.call('POST', `reconciliations/${rec.body.id}/charge`, { amount, account_id: books.account('6100') });
      expect(res.status).toBe(422);
      expect(res.body[0].field).toBe('amount');
    }
    expect((await books.call('GET', 'journal-entries')).body.items).toEqual([]);
    expect((await books.call('GET', `reconciliations/${rec.body.id}`)).body.cleared_line_ids).toEqual([]);
  });
});
