import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type LedgerLine = { journal_id: number; source_type: string; source: { collection: string; id: number } };

describe('the ledger and the chart of accounts as windows read them', () => {
  it('names the document each ledger line comes from, and lists inactive accounts apart', async () => {
    const books = await booksCompany('ledger-src');
    const entry = await books.entry('2026-03-01', [['1000', '500.00', null], ['3000', null, '500.00']]);
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-03-02', payee_name: 'Acme Supply', lines: [{ account_id: books.account('6300'), amount: '20.00' }] });
    expect(check.status).toBe(201);
    const ledger = await books.call('GET', `accounts/${books.account('1000')}/ledger?from=2026-03-01&to=2026-03-31`);
    const lines: LedgerLine[] = ledger.body.items;
    expect(lines.map((l) => l.source)).toEqual([
      { collection: 'journal-entries', id: entry.body.id },
      { collection: 'checks', id: check.body.id },
    ]);

    const spare = await books.call('POST', 'accounts', { display_name: 'Old Petty Cash', number: '1090', type: 1 });
    await books.call('POST', `accounts/${spare.body.id}/inactivate`);
    const names = async (view: string) => (await books.call('GET', `reports/chart-of-accounts?view=${view}`)).body.rows.map((r: { name: string }) => r.name);
    expect(await names('inactive')).toEqual(['Old Petty Cash']);
    expect(await names('all')).not.toContain('Old Petty Cash');
    const bad = await books.call('GET', 'reports/chart-of-accounts?view=gone');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('view');
  }, 120_000);
});
