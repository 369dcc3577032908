import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { postedSalesDocument } from '../support/receivables';
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

/**
 * Sub-ledgers under contention (lib/modules/books/sub-ledgers.ts): payments applied at once to
 * the same invoices, and a deposit taking a payment while it is voided. On PostgreSQL these
 * wait on each other's row locks, taken in one order: none deadlocks and none loses an update.
 */
describe('payments applied to the same invoices at once', () => {
  it('never over-apply an invoice, never deadlock, and keep each invoice’s balance equal to its applications', async () => {
    const books = await booksCompany('apply');
    const customer = (await books.call('POST', 'customers', { display_name: 'Contended Co' })).body.id as number;
    const invoice = (amount: string) => postedSalesDocument({ host: books.host, token: books.owner.authKey }, { customerId: customer, date: '2026-07-01', amount });
    const [a, b, c] = [await invoice('100.00'), await invoice('100.00'), await invoice('100.00')];
    const pay = (applications: { invoice_id: number; amount: string }[]) => books.call('POST', 'payments', { customer_id: customer, date: '2026-07-02', amount: '60.00', applications });
    // Eight payments naming A and B in opposite orders (all fit), ten naming C for 30 (three fit).
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => pay(i % 2 ? [{ invoice_id: a, amount: '5.00' }, { invoice_id: b, amount: '5.00' }] : [{ invoice_id: b, amount: '5.00' }, { invoice_id: a, amount: '5.00' }])),
      ...Array.from({ length: 10 }, () => pay([{ invoice_id: c, amount: '30.00' }])),
    ]);
    expect(results.filter((r) => r.status !== 201 && r.status !== 422).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(results.slice(0, 8).every((r) => r.status === 201)).toBe(true);
    expect(results.slice(8).filter((r) => r.status === 201)).toHaveLength(3);
    const kept = await withTenant(books.company.id, (tx) =>
      tx.execute(sql`select d.id, d.total_paid::text as paid, d.balance_due::text as due, (select coalesce(sum(amount), 0) from receivable_applications r where r.invoice_id = d.id)::numeric(14,2)::text as applied
                     from sales_documents d where d.id in (${a}, ${b}, ${c}) order by d.id`),
    );
    expect(rowsOf(kept)).toEqual([
      { id: a, paid: '40.00', due: '60.00', applied: '40.00' },
      { id: b, paid: '40.00', due: '60.00', applied: '40.00' },
      { id: c, paid: '90.00', due: '10.00', applied: '90.00' },
    ]);
  }, 120_000);

  it('a deposit taking a payment and the payment’s void: exactly one wins', async () => {
    const books = await booksCompany('depvoid');
    const bank = books.account('1000');
    for (let round = 0; round < 4; round++) {
      const payment = (await books.call('POST', 'other-fund-received', { received_from: 'Walk-in', date: '2026-07-01', amount: '10.00', credit_account_id: books.account('3000') })).body.id as number;
      const [deposit, voided] = await Promise.all([
        books.call('POST', 'bank-deposits', { bank_account_id: bank, date: '2026-07-02', payment_ids: [payment] }),
        books.call('POST', `other-fund-received/${payment}/void`, {}),
      ]);
      expect([[201, 422], [422, 200]], JSON.stringify([deposit.body, voided.body])).toContainEqual([deposit.status, voided.status]);
      const [row] = rowsOf<{ state: string; deposit_id: number | null }>(await withTenant(books.company.id, (tx) => tx.execute(sql`select state, deposit_id from customer_payments where id = ${payment}`)));
      expect(row).toEqual(deposit.status === 201 ? { state: 'posted', deposit_id: deposit.body.id } : { state: 'void', deposit_id: null });
    }
  }, 120_000);
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
