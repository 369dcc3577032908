import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { fields, net, payrollCompany, query, type Payroll } from '../support/payroll';

/** The report's rows as [item, owed, paid, balance], and its totals. */
const liabilities = async (p: Payroll, from: string, to: string) => {
  const res = await p.call('GET', `reports/payroll-liabilities?from=${from}&to=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { rows: res.body.rows.map((r: Record<string, string>) => [r.item, r.owed, r.paid, r.balance]), totals: res.body.totals };
};

/** The whole ledger's debits less its credits: 0.00 when every journal balances. */
const ledgerOff = async (p: Payroll) => (await query<{ off: string }>(p.company.id, sql`select coalesce(sum(debit - credit), 0)::numeric(14,2)::text as off from journal_lines`))[0].off;

describe('paying the payroll liabilities', () => {
  let p: Payroll;
  let payment: number;
  beforeAll(async () => {
    p = await payrollCompany('payliab');
    // Carol's week: federal 799.23, social security 248.00 and the company's 248.00, unemployment 24.00.
    const run = await p.call('POST', 'pay-runs', { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
  });

  it('shows what is owed, none of it paid yet', async () => {
    expect(await liabilities(p, '2026-03-01', '2026-03-31')).toEqual({
      rows: [
        ['Federal income tax', '799.23', '0.00', '799.23'],
        ['Social security', '248.00', '0.00', '248.00'],
        ['Social security (company)', '248.00', '0.00', '248.00'],
        ['Unemployment (company)', '24.00', '0.00', '24.00'],
      ],
      totals: { owed: '1319.23', paid: '0.00', balance: '1319.23' },
    });
  });

  it('answers what an item owes on a day, as the window fills a payment line with it', async () => {
    const owed = async (item: number, date: string) => (await p.call('GET', `payroll-items/${item}/owed?date=${date}`)).body.owed;
    expect(await owed(p.items.federal, '2026-04-15')).toBe('799.23');
    expect(await owed(p.items.federal, '2026-03-12')).toBe('0.00');
    expect(await owed(p.items.salary, '2026-04-15')).toBe('0.00');
    expect((await p.call('GET', `payroll-items/${p.items.federal}/owed?date=2026-02-30`)).status).toBe(400);
    const meta = await p.call('GET', 'liability-payments/meta');
    const field = JSON.stringify(meta.body);
    expect(field).toContain('"fills_via":{"view":"owed","params":["date"]}');
  });

  it('pays the items named, each what it owes unless an amount is given: Dr each liability, Cr the bank, the ledger balanced', async () => {
    const bankBefore = await net(p, p.accounts.bank);
    const res = await p.call('POST', 'liability-payments', {
      date: '2026-04-15',
      bank_account_id: p.accounts.bank,
      payee: 'United States Treasury',
      reference: 'EFTPS 4471',
      lines: [{ payroll_item_id: p.items.federal }, { payroll_item_id: p.items.ss }, { payroll_item_id: p.items.employerSs, amount: '200.00' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    payment = res.body.id;
    expect(res.body).toMatchObject({ state: 'posted', amount: '1247.23' });
    const journal = await query<{ account_id: number; debit: string; credit: string }>(
      p.company.id,
      sql`select l.account_id, l.debit::text as debit, l.credit::text as credit from journal_lines l join payroll_liability_payments x on x.journal_id = l.journal_id where x.id = ${payment} order by l.id`,
    );
    expect(journal.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [p.accounts.federalOwed, '799.23', '0.00'],
      [p.accounts.ssOwed, '448.00', '0.00'],
      [p.accounts.bank, '0.00', '1247.23'],
    ]);
    expect(await net(p, p.accounts.federalOwed)).toBe('0.00');
    expect(await net(p, p.accounts.ssOwed)).toBe('-48.00');
    expect(await net(p, p.accounts.bank)).toBe((Number(bankBefore) - 1247.23).toFixed(2));
    expect(await ledgerOff(p)).toBe('0.00');
    // March owed it, April paid it; at April's end only what is left is owed.
    expect((await liabilities(p, '2026-03-01', '2026-03-31')).totals).toEqual({ owed: '1319.23', paid: '0.00', balance: '1319.23' });
    expect(await liabilities(p, '2026-04-01', '2026-04-30')).toEqual({
      rows: [
        ['Federal income tax', '0.00', '799.23', '0.00'],
        ['Social security', '0.00', '248.00', '0.00'],
        ['Social security (company)', '0.00', '200.00', '48.00'],
        ['Unemployment (company)', '0.00', '0.00', '24.00'],
      ],
      totals: { owed: '0.00', paid: '1247.23', balance: '72.00' },
    });
  });

  it('refuses, naming the field and writing nothing: more than is owed, what is not owed yet, an earning, another company’s item, a non-bank account', async () => {
    const before = (await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from payroll_liability_payments`))[0].n;
    const pay = (body: Record<string, unknown>) => p.call('POST', 'liability-payments', { date: '2026-04-15', bank_account_id: p.accounts.bank, ...body });
    expect(fields(await pay({ lines: [{ payroll_item_id: p.items.employerSs, amount: '48.01' }] }))).toEqual([422, ['lines.0.amount']]);
    expect(fields(await pay({ lines: [{ payroll_item_id: p.items.futa, amount: '20.00' }, { payroll_item_id: p.items.futa, amount: '4.01' }] }))).toEqual([422, ['lines.1.amount']]);
    expect(fields(await pay({ lines: [{ payroll_item_id: p.items.federal }] }))).toEqual([422, ['lines.0.amount']]);
    expect(fields(await pay({ date: '2026-03-10', lines: [{ payroll_item_id: p.items.futa }] }))).toEqual([422, ['lines.0.amount']]);
    expect(fields(await pay({ lines: [{ payroll_item_id: p.items.salary, amount: '5.00' }] }))).toEqual([422, ['lines.0.payroll_item_id']]);
    const other = await booksCompany('payliab-other');
    const theirs = (await other.call('POST', 'payroll-items', { display_name: 'Their tax', kind: 'withholding', rate: '1', liability_account_id: other.account('2200') })).body.id;
    expect(fields(await pay({ lines: [{ payroll_item_id: theirs, amount: '1.00' }] }))).toEqual([422, ['lines.0.payroll_item_id']]);
    expect(fields(await pay({ bank_account_id: p.accounts.federalOwed, lines: [{ payroll_item_id: p.items.futa }] }))).toEqual([422, ['bank_account_id']]);
    expect(fields(await pay({ lines: [] }))).toEqual([422, ['lines']]);
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from payroll_liability_payments`))[0].n).toBe(before);
  });

  it('voiding the payment makes it owed again; the ledger still balances', async () => {
    expect((await p.call('POST', `liability-payments/${payment}/void`, {})).status).toBe(200);
    expect(await net(p, p.accounts.federalOwed)).toBe('-799.23');
    expect((await liabilities(p, '2026-04-01', '2026-04-30')).totals).toEqual({ owed: '0.00', paid: '0.00', balance: '1319.23' });
    expect(await ledgerOff(p)).toBe('0.00');
  });
});

describe('liability payments at once (PostgreSQL: a lock per payroll item)', () => {
  it('pays what is owed once, whichever payment commits first', async () => {
    const p = await payrollCompany('payliabrace');
    expect((await p.call('POST', 'pay-runs', { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] })).status).toBe(201);
    const pay = () => p.call('POST', 'liability-payments', { date: '2026-04-15', bank_account_id: p.accounts.bank, lines: [{ payroll_item_id: p.items.futa }] });
    const both = await Promise.all([pay(), pay(), pay()]);
    expect(both.map((r) => r.status).sort(), JSON.stringify(both.map((r) => r.body))).toEqual([201, 422, 422]);
    expect(await net(p, p.accounts.futaOwed)).toBe('0.00');
  }, 120_000);
});
