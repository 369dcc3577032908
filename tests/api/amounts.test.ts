import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

const LARGEST = '999999999999.99';

describe('the largest amounts', () => {
  it('a month that holds the largest entry still takes more postings, and reversals', async () => {
    const books = await booksCompany('big');
    const first = await books.entry('2026-06-01', [['1000', LARGEST, null], ['3000', null, LARGEST]]);
    expect(first.status).toBe(201);
    const second = await books.entry('2026-06-02', [['1000', LARGEST, null], ['3000', null, LARGEST]]);
    expect(second.status).toBe(201);
    expect((await books.entry('2026-06-03', [['1000', '1.00', null], ['4000', null, '1.00']])).status).toBe(201);
    expect((await books.call('POST', `journal-entries/${first.body.id}/reverse`, {})).status).toBe(201);
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-06-30');
    expect(tb.status).toBe(200);
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
  });

  it('refuses a document or journal whose total passes the largest amount, saying what it is', async () => {
    const books = await booksCompany('over');
    const check = await books.call('POST', 'checks', {
      bank_account_id: books.account('1000'),
      date: '2026-06-05',
      payee_name: 'Too much',
      lines: [{ account_id: books.account('6400'), amount: '600000000000.00' }, { account_id: books.account('6300'), amount: '600000000000.00' }],
    });
    expect(check.status).toBe(422);
    expect(check.body).toMatchObject([{ field: 'lines', message: 'A check may total at most 999,999,999,999.99.' }]);
    const deposit = await books.call('POST', 'bank-deposits', { bank_account_id: books.account('1000'), date: '2026-06-05', lines: [{ account_id: books.account('4000'), amount: LARGEST }, { account_id: books.account('4000'), amount: '0.01' }] });
    expect(deposit.body).toMatchObject([{ field: 'lines', message: 'A deposit may total at most 999,999,999,999.99.' }]);
    const entry = await books.entry('2026-06-05', [['1000', LARGEST, null], ['1010', '1.00', null], ['3000', null, LARGEST], ['3000', null, '1.00']]);
    expect(entry.status).toBe(422);
    expect(entry.body[0]).toMatchObject({ field: 'lines', message: 'A journal may total at most 999,999,999,999.99.' });
    expect((await books.call('GET', 'checks/count')).body.count).toBe(0);
    expect((await books.call('GET', 'journal-entries/count')).body.count).toBe(0);
  });
});
