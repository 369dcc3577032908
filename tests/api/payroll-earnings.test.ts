import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { getFile, pdfText } from '../support/pdf';
import { fields, net, payrollCompany, query, ytd, type Payroll } from '../support/payroll';

/**
 * Bonuses, commissions and reimbursements given on a pay run's earnings lines, and a salary
 * prorated for an employee hired mid-period (docs/decisions.md, "Issue 40: bonuses, commissions,
 * reimbursements, salary prorated"), worked by hand to the cent.
 */
describe('a pay run with a bonus, a commission, a reimbursement and a salary prorated', () => {
  let p: Payroll;
  let items: { bonus: number; commission: number; travel: number };
  let reimbursed: number;
  let run: number;
  const week = { period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20' };
  beforeAll(async () => {
    p = await payrollCompany('earnings');
    reimbursed = await p.made('accounts', { number: '6700', display_name: 'Employee Reimbursements', type: 14 });
    items = {
      bonus: await p.made('payroll-items', { display_name: 'Bonus', kind: 'bonus', expense_account_id: p.accounts.wages }),
      commission: await p.made('payroll-items', { display_name: 'Commission', kind: 'commission', expense_account_id: p.accounts.wages }),
      travel: await p.made('payroll-items', { display_name: 'Travel reimbursement', kind: 'reimbursement', expense_account_id: reimbursed }),
    };
    // Carol (208,000.00 a year, weekly) was hired on Wednesday 11 March.
    expect((await p.call('PUT', `employees/${p.carol}`, { hire_date: '2026-03-11' })).status).toBe(200);
  });

  it('checks the items: an earnings item has an expense account, and no liability, rate or amount of its own', async () => {
    expect(fields(await p.call('POST', 'payroll-items', { display_name: 'Bonus 2', kind: 'bonus' }))).toEqual([422, ['expense_account_id']]);
    expect(fields(await p.call('POST', 'payroll-items', { display_name: 'Mileage', kind: 'reimbursement', expense_account_id: reimbursed, liability_account_id: p.accounts.ssOwed }))).toEqual([422, ['liability_account_id']]);
    // Their amounts are typed on the run: a pay setup does not take them.
    const dave = await p.made('employees', { display_name: 'Dave Dunn' });
    expect(fields(await p.call('POST', 'pay-setups', { employee_id: dave, pay_rate: '20', pay_frequency: 'weekly', items: [{ payroll_item_id: p.items.hourly }, { payroll_item_id: items.bonus }] }))).toEqual([422, ['items.1.payroll_item_id']]);
  });

  it('refuses earnings lines of the wrong kind, another company, a negative or too large amount, or an employee not paid by the run, writing nothing', async () => {
    const other = await booksCompany('earnings-other');
    const foreign = (await other.call('POST', 'payroll-items', { display_name: 'Bonus', kind: 'bonus', expense_account_id: other.account('6600') })).body.id;
    const before = (await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from pay_runs`))[0].n;
    const body = (earnings: Record<string, unknown>[]) => ({ ...week, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.bob, regular_hours: '40' }], earnings });
    const bad = async (earning: Record<string, unknown>) => fields(await p.call('POST', 'pay-runs', body([{ employee_id: p.bob, payroll_item_id: items.bonus, amount: '10', ...earning }])));
    expect(await bad({ payroll_item_id: p.items.salary })).toEqual([422, ['earnings.0.payroll_item_id']]);
    expect(await bad({ payroll_item_id: foreign })).toEqual([422, ['earnings.0.payroll_item_id']]);
    expect(await bad({ amount: '-5' })).toEqual([422, ['earnings.0.amount']]);
    expect(await bad({ amount: '1000000000000.00' })).toEqual([422, ['earnings.0.amount']]);
    expect(await bad({ amount: null })).toEqual([422, ['earnings.0.amount']]);
    expect(await bad({ employee_id: p.alice })).toEqual([422, ['earnings.0.employee_id']]);
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from pay_runs`))[0].n).toBe(before);
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from pay_run_earnings`))[0].n).toBe(0);
  });

  it('keeps the earnings lines of a draft, and pays them when it is posted', async () => {
    const draft = await p.call('POST', 'pay-runs', { ...week, state: 'draft', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.bob, regular_hours: '40' }], earnings: [{ employee_id: p.bob, payroll_item_id: items.bonus, amount: '1' }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const read = await p.call('GET', `pay-runs/${draft.body.id}?expand=earnings`);
    expect(read.body.earnings.map((e: Record<string, unknown>) => [e.employee_id, e.payroll_item_id, e.amount])).toEqual([[p.bob, items.bonus, '1.00']]);
    expect((await p.call('DELETE', `pay-runs/${draft.body.id}`)).status).toBe(204);
  });

  it('pays Bob a bonus and a reimbursement, Alice a commission, Carol three days of her week: every figure by hand', async () => {
    const res = await p.call('POST', 'pay-runs', {
      ...week,
      bank_account_id: p.accounts.bank,
      lines: [{ employee_id: p.alice, regular_hours: '40' }, { employee_id: p.bob, regular_hours: '40' }, { employee_id: p.carol }],
      earnings: [
        { employee_id: p.bob, payroll_item_id: items.bonus, amount: '260.00' },
        { employee_id: p.bob, payroll_item_id: items.travel, amount: '45.30' },
        { employee_id: p.alice, payroll_item_id: items.commission, amount: '100.00' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    run = res.body.id;
    // Gross 900.00 + 1,000.00 + 2,400.00; net 694.66 + 870.99 + 1,803.97; employer 263.81 + 25.53.
    expect(res.body).toMatchObject({ state: 'posted', gross: '4300.00', net: '3369.62', employer_taxes: '289.34' });

    const stubs = (await p.call('GET', `pay-runs/${run}/stubs`)).body as { employee_id: number; gross: string; net: string; ytd_net: string; items: { name: string; kind: string; current: string; wages: string; ytd: string }[] }[];
    const figures = (id: number) => stubs.find((s) => s.employee_id === id)!.items.map((i) => [i.name, i.current, i.wages]);
    // Bob (married): 40 × 18.50 = 740.00 + the 260.00 bonus = 1,000.00, all taxable; federal
    // 1,000.00 × 52 = 52,000.00, 2,000.00 + 32,000.00 × 12 % = 5,840.00, / 52 = 112.3076... ->
    // 112.31; social security 62.00; the 45.30 reimbursement is neither gross nor taxed:
    // net 1,000.00 − 112.31 − 62.00 + 45.30 = 870.99.
    expect(figures(p.bob)).toEqual([
      ['Hourly wage', '740.00', '0.00'],
      ['Bonus', '260.00', '0.00'],
      ['Federal income tax', '112.31', '1000.00'],
      ['Social security', '62.00', '1000.00'],
      ['Social security (company)', '62.00', '1000.00'],
      ['Unemployment (company)', '6.00', '1000.00'],
      ['Travel reimbursement', '45.30', '0.00'],
    ]);
    // Alice: 800.00 + a 100.00 commission = 900.00; retirement 5 % of it 45.00; taxable 855.00;
    // federal 44,460.00 a year: 1,000.00 + 3,600.00 + 4,460.00 × 22 % = 5,581.20, / 52 = 107.33;
    // social security 53.01; net 694.66.
    expect(figures(p.alice)).toEqual([
      ['Hourly wage', '800.00', '0.00'],
      ['Commission', '100.00', '0.00'],
      ['Retirement plan', '45.00', '0.00'],
      ['Federal income tax', '107.33', '855.00'],
      ['Social security', '53.01', '855.00'],
      ['Social security (company)', '53.01', '855.00'],
      ['Unemployment (company)', '5.13', '855.00'],
    ]);
    // Carol, hired Wednesday: 3 of the week's 5 working days of 4,000.00 = 2,400.00; federal
    // 124,800.00 a year: 4,600.00 + 84,800.00 × 22 % = 23,256.00, / 52 = 447.23; social security 148.80.
    expect(figures(p.carol)).toEqual([
      ['Salary', '2400.00', '0.00'],
      ['Federal income tax', '447.23', '2400.00'],
      ['Social security', '148.80', '2400.00'],
      ['Social security (company)', '148.80', '2400.00'],
      ['Unemployment (company)', '14.40', '2400.00'],
    ]);
    expect(stubs.map((s) => [s.employee_id, s.gross, s.net, s.ytd_net])).toEqual([
      [p.alice, '900.00', '694.66', '694.66'],
      [p.bob, '1000.00', '870.99', '870.99'],
      [p.carol, '2400.00', '1803.97', '1803.97'],
    ]);

    // The journal balances: Dr wages 4,300.00, payroll taxes 289.34 and reimbursements 45.30
    // (4,634.64); Cr federal 666.87, social security 527.62, retirement 45.00, unemployment 25.53
    // and the bank the net 3,369.62.
    const journal = await query<{ account_id: number; debit: string; credit: string }>(
      p.company.id,
      sql`select l.account_id, l.debit::text as debit, l.credit::text as credit from journal_lines l join pay_runs r on r.journal_id = l.journal_id where r.id = ${run} order by l.id`,
    );
    const a = p.accounts;
    expect(journal.map((l) => [l.account_id, l.debit, l.credit])).toEqual([
      [a.wages, '4300.00', '0.00'],
      [a.taxExpense, '289.34', '0.00'],
      [reimbursed, '45.30', '0.00'],
      [a.federalOwed, '0.00', '666.87'],
      [a.ssOwed, '0.00', '527.62'],
      [a.retirementOwed, '0.00', '45.00'],
      [a.futaOwed, '0.00', '25.53'],
      [a.bank, '0.00', '3369.62'],
    ]);
    // The year to date keeps them: the bonus and the reimbursement, no wages taxed on either.
    expect((await ytd(p, p.bob))[items.bonus]).toEqual(['260.00', '0.00']);
    expect((await ytd(p, p.bob))[items.travel]).toEqual(['45.30', '0.00']);
    expect((await ytd(p, p.carol))[p.items.salary]).toEqual(['2400.00', '0.00']);
    const summary = await p.call('GET', 'reports/payroll-summary?from=2026-03-01&to=2026-03-31');
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    expect(summary.body.totals).toMatchObject({ gross: '4300.00', net: '3369.62' });
  });

  it('prints the bonus and the reimbursement on the stub PDF', async () => {
    const stub = await getFile(p, `pay-runs/${run}/stubs-pdf`);
    expect(stub.status).toBe(200);
    const text = pdfText(stub.bytes).replace(/ +/g, ' ');
    expect(text).toMatch(/Earnings: Bonus 260\.00 260\.00/);
    expect(text).toMatch(/Reimbursements: Travel reimbursement 45\.30 45\.30/);
    expect(text).toMatch(/Net pay 870\.99 870\.99/);
  });

  it('voids the run: the reimbursement and the bonus reversed with the rest', async () => {
    expect((await p.call('POST', `pay-runs/${run}/void`, {})).status).toBe(200);
    expect(await net(p, reimbursed)).toBe('0.00');
    expect(await net(p, p.accounts.bank)).toBe('0.00');
    expect((await ytd(p, p.bob))[items.bonus]).toEqual(['0.00', '0.00']);
    expect((await ytd(p, p.bob))[items.travel]).toEqual(['0.00', '0.00']);
  });

  it('pays a salaried employee terminated mid-period to the last day worked, and nothing when gone before the period', async () => {
    expect(fields(await p.call('PUT', `employees/${p.carol}`, { termination_date: '2026-03-10' }))).toEqual([422, ['termination_date']]);
    expect((await p.call('PUT', `employees/${p.carol}`, { hire_date: '2020-01-06', termination_date: '2026-03-24' })).status).toBe(200);
    // Week of 23 March: Monday and Tuesday of 5 days, 2 × 800.00 = 1,600.00.
    const res = await p.call('POST', 'pay-runs', { period_start: '2026-03-23', period_end: '2026-03-29', pay_date: '2026-04-03', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.gross).toBe('1600.00');
    const after = await p.call('POST', 'pay-runs', { period_start: '2026-03-30', period_end: '2026-04-05', pay_date: '2026-04-10', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.carol }] });
    expect(fields(after)).toEqual([422, ['lines.0.employee_id']]);
  });
});
