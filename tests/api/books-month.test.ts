import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany, postBakeryJune } from '../support/books';

/**
 * A bakery's first month, June 2026, worked by hand. Every figure below was computed on paper
 * from these transactions (in the test's comments), then compared with the reports to the cent.
 *
 *  1 Jun 01  owner invests 20,000.00 .................. Dr Checking 20,000.00    Cr Owner's Capital 20,000.00
 *  2 Jun 02  bank loan deposited 10,000.00 ............ Dr Checking 10,000.00    Cr Bank Loan 10,000.00
 *  3 Jun 03  oven bought 6,000.00 from checking ....... Dr Equipment 6,000.00    Cr Checking 6,000.00   (60 months, no salvage)
 *  4 Jun 05  flour on the card 1,500.00 ............... Dr Inventory 1,500.00    Cr Credit Card 1,500.00
 *  5 Jun 10  cash sales deposited 4,250.00 ............ Dr Checking 4,250.00     Cr Sales 4,250.00
 *  6 Jun 15  flour used 900.00 ........................ Dr COGS 900.00           Cr Inventory 900.00
 *  7 Jun 20  check: rent 1,800.00 ..................... Dr Rent 1,800.00         Cr Checking 1,800.00
 *  8 Jun 25  check: utilities 245.67 .................. Dr Utilities 245.67      Cr Checking 245.67
 *  9 Jun 28  transfer to savings 2,000.00 ............. Dr Savings 2,000.00      Cr Checking 2,000.00
 * 10 Jun 30  check: loan payment 250.00 ............... Dr Interest 100.00, Dr Bank Loan 150.00   Cr Checking 250.00
 * 11 Jun 30  depreciation run: 6,000 / 60 = 100.00 .... Dr Depreciation 100.00  Cr Accumulated Depreciation 100.00
 * 12 Jun 30  bank fee 12.50 .......................... Dr Bank Fees 12.50      Cr Checking 12.50
 *
 * Checking: 20,000 + 10,000 - 6,000 + 4,250 - 1,800 - 245.67 - 2,000 - 250 - 12.50 = 23,941.83
 * Assets: 23,941.83 + 2,000 (savings) + 600 (inventory) + 6,000 - 100 = 32,441.83
 * Liabilities: 1,500 (card) + 9,850 (loan) = 11,350.00
 * Net income: 4,250 - 900 = 3,350 gross profit; - (1,800 + 245.67 + 100 + 12.50 = 2,158.17) = 1,191.83
 *             operating income; - 100 interest = 1,091.83
 * Equity: 20,000 + 1,091.83 = 21,091.83;  liabilities + equity = 32,441.83 = assets
 * Trial balance: debits = credits = 35,700.00
 * Statement of June 30 clears everything but the utilities check: 23,941.83 + 245.67 = 24,187.50
 */
let books: Awaited<ReturnType<typeof booksCompany>>;

beforeAll(async () => {
  books = await booksCompany('bakery');
  await postBakeryJune(books);
});

const amountOf = (rows: { number: string | null; name: string; amount: string }[], key: string) => rows.find((r) => r.number === key || r.name === key)?.amount;

describe('the bakery’s June', () => {
  it('has a trial balance of 35,700.00 on each side', async () => {
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-06-30');
    expect(tb.status).toBe(200);
    expect(tb.body.totals).toEqual({ debit: '35700.00', credit: '35700.00', difference: '0.00' });
    const line = (n: string) => tb.body.rows.find((r: { number: string }) => r.number === n);
    // One table: every line is an account with a Debit and a Credit column, never a negative.
    expect(line('1000')).toEqual({ account_id: books.account('1000'), number: '1000', name: expect.any(String), type: 1, debit: '23941.83', credit: '0.00' });
    expect(line('1590')).toMatchObject({ debit: '0.00', credit: '100.00' }); // accumulated depreciation: a credit balance
    expect(line('2700')).toMatchObject({ debit: '0.00', credit: '9850.00' });
    expect(line('3000')).toMatchObject({ debit: '0.00', credit: '20000.00' });
    expect(line('4000')).toMatchObject({ debit: '0.00', credit: '4250.00' });
    expect(line('6400')).toMatchObject({ debit: '1800.00', credit: '0.00' });
    for (const r of tb.body.rows) expect([r.debit, r.credit].filter((v: string) => v !== '0.00')).toHaveLength(1);
    const sum = (k: 'debit' | 'credit') => tb.body.rows.reduce((s: number, r: Record<string, string>) => s + Math.round(Number(r[k]) * 100), 0);
    expect(sum('debit')).toBe(3570000);
    expect(sum('credit')).toBe(3570000);
  });

  it('compares the balance sheet with another date, line by line', async () => {
    const bs = await books.call('GET', 'reports/balance-sheet?date=2026-06-30&compare_date=2026-06-15');
    expect(bs.status).toBe(200);
    expect(bs.body.totals.assets).toBe('32441.83');
    // Jun 15: checking 28,250.00; savings and accumulated depreciation not yet there.
    expect(bs.body.rows.find((r: { number: string }) => r.number === '1000')).toMatchObject({ amount: '23941.83', compare_amount: '28250.00' });
    expect(bs.body.rows.find((r: { number: string }) => r.number === '1010')).toMatchObject({ amount: '2000.00', compare_amount: '0.00' });
    expect(bs.body.compare_totals.difference).toBe('0.00');
    expect(bs.body.rows.find((r: { line?: string }) => r.line === 'net_income')).toMatchObject({ amount: '1091.83' });
  });

  it('lists the chart of accounts by type, then by number, with balances', async () => {
    const coa = await books.call('GET', 'reports/chart-of-accounts?date=2026-06-30');
    expect(coa.status).toBe(200);
    const rows: { number: string; type: number; balance: string }[] = coa.body.rows;
    const types = rows.map((r) => r.type);
    expect(types).toEqual([...types].sort((a, b) => a - b));
    for (const type of new Set(types)) {
      const numbers = rows.filter((r) => r.type === type).map((r) => r.number);
      expect(numbers).toEqual([...numbers].sort());
    }
    expect(rows.find((r) => r.number === '1000')).toMatchObject({ type: 1, balance: '23941.83' });
    expect(rows.find((r) => r.number === '1590')).toMatchObject({ type: 5, balance: '-100.00' });
    expect(rows.find((r) => r.number === '2700')?.balance).toBe('9850.00');
    expect(rows.findIndex((r) => r.number === '1010')).toBeLessThan(rows.findIndex((r) => r.number === '1200'));
  });

  it('has a balance sheet where assets 32,441.83 = liabilities 11,350.00 + equity 21,091.83', async () => {
    const bs = await books.call('GET', 'reports/balance-sheet?date=2026-06-30');
    expect(bs.body.totals).toEqual({ assets: '32441.83', liabilities: '11350.00', equity: '21091.83', liabilities_and_equity: '32441.83', difference: '0.00' });
    expect(amountOf(bs.body.rows, '1000')).toBe('23941.83');
    expect(amountOf(bs.body.rows, '1400')).toBe('600.00');
    expect(amountOf(bs.body.rows, '1590')).toBe('-100.00');
    expect(amountOf(bs.body.rows, '2100')).toBe('1500.00');
    expect(amountOf(bs.body.rows, 'Net Income')).toBe('1091.83');
  });

  it('reads the same from the kept monthly balances once June is a past month', async () => {
    const bs = await books.call('GET', 'reports/balance-sheet?date=2026-07-31');
    expect(bs.body.totals.assets).toBe('32441.83');
    expect(bs.body.totals.equity).toBe('21091.83');
  });

  it('has a profit and loss of 1,091.83 net income, beside an empty May', async () => {
    const pl = await books.call('GET', 'reports/profit-and-loss?from=2026-06-01&to=2026-06-30&compare_from=2026-05-01&compare_to=2026-05-31');
    expect(pl.body.totals).toEqual({
      income: '4250.00',
      cost_of_sale: '900.00',
      gross_profit: '3350.00',
      expense: '2158.17',
      operating_income: '1191.83',
      other_income: '0.00',
      other_expense: '100.00',
      net_income: '1091.83',
    });
    expect(pl.body.compare_totals.net_income).toBe('0.00');
    expect(pl.body.rows.find((r: { number: string }) => r.number === '6500')).toMatchObject({ amount: '245.67', section: 'expense', compare_amount: '0.00' });
  });

  it('shows mid-month balances from the lines of the month', async () => {
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-06-15');
    // 20,000 + 10,000 - 6,000 + 4,250
    expect(tb.body.rows.find((r: { number: string }) => r.number === '1000').debit).toBe('28250.00');
  });

  it('gives the checking ledger with a running balance', async () => {
    const ledger = await books.call('GET', `accounts/${books.account('1000')}/ledger?from=2026-06-01&to=2026-06-30`);
    expect(ledger.body.opening_balance).toBe('0.00');
    expect(ledger.body.closing_balance).toBe('23941.83');
    const balances = ledger.body.items.map((i: { balance: string }) => i.balance);
    expect(balances).toEqual(['20000.00', '30000.00', '24000.00', '28250.00', '26450.00', '26204.33', '24204.33', '23954.33', '23941.83']);
    const later = await books.call('GET', `accounts/${books.account('1000')}/ledger?from=2026-06-20&to=2026-06-30`);
    expect(later.body.opening_balance).toBe('28250.00');
  });

  it('shows income against expense by month, for the gem’s chart', async () => {
    const ive = await books.call('GET', 'reports/income-vs-expense?year=2026');
    expect(ive.body.rows[5]).toEqual({ month: 6, income: '4250.00', expense: '3158.17', net: '1091.83' });
    expect(ive.body.rows[4]).toEqual({ month: 5, income: '0.00', expense: '0.00', net: '0.00' });
  });

  it('exports a report as CSV: a title block, readable headers, type names, a totals line', async () => {
    const res = await fetchRaw('reports/trial-balance?date=2026-06-30&format=csv');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="trial-balance-${books.company.slug}-2026-06-30.csv"`);
    const lines = (await res.text()).split('\n');
    expect(lines.slice(0, 5)).toEqual(['Trial Balance', books.company.name, '"As of June 30, 2026"', '', 'Number,Account,Type,Debit,Credit']);
    expect(lines).toContain('1000,Business Checking,Bank,23941.83,0.00');
    expect(lines).toContain(',Total,,35700.00,35700.00');
  });

  it('writes the CSV and PDF in the person’s language', async () => {
    const me = await books.call('GET', 'users?per-page=1');
    const id = me.body.items[0].id;
    expect((await books.call('PUT', `users/${id}`, { locale: 'es' })).status).toBe(200);
    try {
      const csv = (await fetchCsv('reports/profit-and-loss?from=2026-06-01&to=2026-06-30&compare_from=2026-05-01&compare_to=2026-05-31&format=csv')).split('\n');
      expect(csv.slice(0, 5)).toEqual(['Estado de resultados', books.company.name, 'Del 1 de junio de 2026 al 30 de junio de 2026 · Comparado con Del 1 de mayo de 2026 al 31 de mayo de 2026', '', 'Sección,Número,Cuenta,Importe,Comparación']);
      expect(csv).toContain('Gastos,6500,Utilities,245.67,0.00');
      const ive = (await fetchCsv('reports/income-vs-expense?year=2026&format=csv')).split('\n');
      expect(ive[4]).toBe('Mes,Ingresos,Gastos,Neto');
      expect(ive[10]).toBe('junio,4250.00,3158.17,1091.83');
      const tb = (await fetchCsv('reports/trial-balance?date=2026-06-30&format=csv')).split('\n');
      expect(tb[4]).toBe('Número,Cuenta,Tipo,Debe,Haber');
      expect(tb).toContain('1000,Business Checking,Banco,23941.83,0.00');
      const pdf = Buffer.from(await (await fetchRaw('reports/trial-balance?date=2026-06-30&format=pdf')).arrayBuffer());
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();
      expect(text).toContain('Balanza de comprobación');
      expect(text).toMatch(/Número\s+Cuenta\s+Tipo\s+Debe\s+Haber/);
      expect(text).toContain('Al 30 de junio de 2026');
      expect(text).toContain('Página 1 / 1');
    } finally {
      await books.call('PUT', `users/${id}`, { locale: 'en' });
    }
  });

  it('exports a report as a PDF', async () => {
    const res = await fetchRaw('reports/balance-sheet?date=2026-06-30&format=pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('reconciles June’s statement: not at a difference, then at 0.00 with everything but the utilities check', async () => {
    const { call, account } = books;
    const rec = await call('POST', 'reconciliations', { account_id: account('1000'), statement_date: '2026-06-30', ending_balance: '24187.50' });
    expect(rec.status).toBe(201);
    const summary = await call('GET', `reconciliations/${rec.body.id}/summary`);
    expect(summary.body.difference).toBe('24187.50');
    const utilities = summary.body.items.find((i: { credit: string }) => i.credit === '245.67');
    const cleared = summary.body.items.filter((i: { id: number }) => i.id !== utilities.id).map((i: { id: number }) => i.id);

    const early = await call('POST', `reconciliations/${rec.body.id}/finish`);
    expect(early.status).toBe(422);
    expect(early.body[0].message).toContain('24187.50');

    await call('PUT', `reconciliations/${rec.body.id}`, { cleared_line_ids: cleared });
    expect((await call('GET', `reconciliations/${rec.body.id}/summary`)).body).toMatchObject({ cleared_balance: '24187.50', difference: '0.00' });
    const done = await call('POST', `reconciliations/${rec.body.id}/finish`);
    expect(done.status).toBe(200);
    expect(done.body.state).toBe('posted');

    const ledger = await call('GET', `accounts/${account('1000')}/ledger?from=2026-06-01&to=2026-06-30`);
    expect(ledger.body.items.filter((i: { cleared: number }) => i.cleared === 0).map((i: { credit: string }) => i.credit)).toEqual(['245.67']);
    const next = await call('POST', 'reconciliations', { account_id: account('1000'), statement_date: '2026-07-31', ending_balance: '23941.83' });
    expect(next.body.beginning_balance).toBe('24187.50');
  });
});

async function fetchRaw(path: string): Promise<Response> {
  const { handleApi } = await import('@/lib/api/handle');
  return handleApi(new Request(`http://${books.host}/api/v1/${path}`, { headers: { host: books.host, authorization: `Bearer ${books.owner.authKey}` } }));
}

async function fetchCsv(path: string): Promise<string> {
  const res = await fetchRaw(path);
  expect(res.headers.get('content-type')).toContain('text/csv');
  return res.text();
}
