import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

/**
 * Documents of every kind posted at once on one bank account. PGlite runs one connection and
 * never shows a deadlock; on PostgreSQL this mix deadlocked (a check locked its bank account and
 * waited for the journal number, a journal entry held the number and waited on the account).
 */
describe('documents posted at once on one bank account', () => {
  it('all succeed, numbered apart, the books balanced', async () => {
    const books = await booksCompany('mix');
    const bank = books.account('1000');
    const kinds = [
      () => books.call('POST', 'checks', { bank_account_id: bank, date: '2026-07-01', payee_name: 'Landlord', lines: [{ account_id: books.account('6400'), amount: '10.00' }] }),
      () => books.entry('2026-07-01', [['1000', '5.00', null], ['4000', null, '5.00']]),
      () => books.call('POST', 'bank-deposits', { bank_account_id: bank, date: '2026-07-01', lines: [{ account_id: books.account('4000'), amount: '7.00' }] }),
      () => books.call('POST', 'transfers', { from_account_id: bank, to_account_id: books.account('1010'), date: '2026-07-01', amount: '3.00' }),
    ];
    const results = [];
    for (let round = 0; round < 4; round++) {
      results.push(...(await Promise.all(Array.from({ length: 24 }, (_, i) => kinds[i % kinds.length]()))));
    }
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const checks = await books.call('GET', 'checks/all');
    expect(new Set(checks.body.items.map((c: { number: number }) => c.number)).size).toBe(24);
    const journals = await books.call('GET', 'journal-entries/all');
    expect(new Set(journals.body.items.map((j: { number: string }) => j.number)).size).toBe(96);
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-07-31');
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
  });
});

describe('invoices made at once', () => {
  it('take 50 distinct numbers and post 50 balanced journals, the customer owing their sum', async () => {
    const s = await salesCompany('inv50');
    const made = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-07-01', tax_id: s.taxes.group, lines: [{ type: 'good', item_id: s.items.widget, quantity: String(i + 1) }] }),
      ),
    );
    expect(made.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const numbers = made.map((r) => r.body.number);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const unbalanced = await withTenant(s.company.id, (tx) =>
      tx.execute(sql`select j.id from journals j join journal_lines l on l.journal_id = j.id group by j.id having sum(l.debit) <> sum(l.credit) or count(*) < 2`),
    );
    expect(rowsOf(unbalanced)).toEqual([]);
    const total = made.reduce((sum, r) => sum + BigInt(r.body.total_amount.replace('.', '')), 0n);
    const balance = (await s.call('GET', `customers/${s.customerId}`)).body.balance;
    expect(balance.replace('.', '')).toBe(String(total));
  }, 180_000);
});

describe('the one transaction helper', () => {
  it('runs a transaction again when PostgreSQL picks it as a deadlock victim, and gives up on other errors', async () => {
    const { withTenant } = await import('@/lib/tenant/transaction');
    const books = await booksCompany('retry');
    let calls = 0;
    const answer = await withTenant(books.company.id, async () => {
      calls++;
      if (calls < 3) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect([answer, calls]).toEqual(['done', 3]);
    calls = 0;
    await expect(withTenant(books.company.id, async () => (calls++, Promise.reject(Object.assign(new Error('bad'), { code: '23505' }))))).rejects.toThrow('bad');
    expect(calls).toBe(1);
  });
});
