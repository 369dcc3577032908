import { describe, expect, it } from 'vitest';
import { queryCounter } from '@/db/client';
import { salesCompany } from '../support/sales';

/**
 * The invoice write path's statements (issue 43): under 50 clients an invoice waits on the
 * numbering series' row lock, held from the number it takes to its commit, so every statement
 * it sends is one that the company's next invoice waits for. This fixes how many there are: a
 * new invoice deletes no lines it cannot have, marks no time it does not bill, reads no stock
 * moves it did not make, reads the invoice settings once, and takes a number and checks it is
 * free in one statement.
 */
describe('an invoice of service lines', () => {
  it('is written in a fixed number of statements, whatever its count of lines', async () => {
    const s = await salesCompany('wpath');
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'service', item_id: s.items.design, quantity: String(i + 1) }));
    const invoice = async (n: number) => {
      const before = queryCounter.count;
      const made = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: lines(n) });
      expect(made.status).toBe(201);
      return queryCounter.count - before;
    };
    await invoice(1); // the session, the series' row and the settings' row are made or warmed
    const one = await invoice(1);
    const ten = await invoice(10);
    expect(ten).toBe(one);
    // Counted when written: 19 sent to PostgreSQL (BEGIN with the tenant prelude, 5 reads, the
    // number, the document, its lines, the accounts' check, the journal's number, its lines, the
    // kept balances, the customer's balance, the document's state, the company log, COMMIT), 21
    // as the embedded database's driver counts them; 32 before (issue 43).
    expect(one).toBeLessThanOrEqual(21);
  });
});
