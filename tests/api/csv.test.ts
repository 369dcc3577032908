import { expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { booksCompany } from '../support/books';

it('a CSV export writes what a spreadsheet would run as a formula as text, and keeps amounts numbers', async () => {
  const books = await booksCompany('csv');
  const names = ['=HYPERLINK("http://evil.example","x")', '+cmd|calc', '@SUM(A1)', '-2+3', '\tTabbed'];
  for (const [i, name] of names.entries()) {
    const account = await books.call('POST', 'accounts', { display_name: name, number: `19${i}0`, type: 3 });
    expect(account.status).toBe(201);
    await books.call('POST', 'journal-entries', { date: '2026-06-01', lines: [{ account_id: account.body.id, debit: '10.00' }, { account_id: books.account('3000'), credit: '10.00' }] });
  }
  await books.entry('2026-06-02', [['1000', null, '25.50'], ['3000', '25.50', null]]);
  const res = await handleApi(new Request(`http://${books.host}/api/v1/reports/trial-balance?date=2026-06-30&format=csv`, { headers: { host: books.host, authorization: `Bearer ${books.owner.authKey}` } }));
  expect(res.headers.get('content-type')).toContain('text/csv');
  const raw = await res.text();
  for (const name of names) expect(raw).not.toMatch(new RegExp(`(^|,|")${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  expect(raw).toContain("'+cmd|calc");
  expect(raw).toContain("'@SUM(A1)");
  expect(raw).toContain("'-2+3");
  expect(raw).toMatch(/,-?25\.50(,|$)/m);
});

it('a CSV export opens with the report, the company and the period, then readable headers and type names', async () => {
  const books = await booksCompany('csvtitle');
  await books.entry('2026-06-02', [['1000', '25.50', null], ['3000', null, '25.50']]);
  const res = await handleApi(new Request(`http://${books.host}/api/v1/reports/balance-sheet?date=2026-06-30&compare_date=2025-06-30&format=csv`, { headers: { host: books.host, authorization: `Bearer ${books.owner.authKey}` } }));
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="balance-sheet-${books.company.slug}-2026-06-30.csv"`);
  const lines = (await res.text()).split('\n');
  expect(lines.slice(0, 5)).toEqual(['Balance Sheet', books.company.name, '"As of June 30, 2026 · Compared with As of June 30, 2025"', '', 'Section,Number,Account,Amount,Comparison']);
  expect(lines).toContain('Assets,1000,Business Checking,25.50,0.00');
  expect(lines).toContain('Equity,,Net Income,0.00,0.00');
  expect(lines).toContain(',,Total assets,25.50,0.00');
  expect(lines.join('\n')).not.toMatch(/account_id|section,|,type,/);
});
