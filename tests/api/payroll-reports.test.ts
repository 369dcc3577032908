import { beforeAll, describe, expect, it } from 'vitest';
import { payrollCompany, type Payroll } from '../support/payroll';

/**
 * The payroll reports over the hand-worked runs of tests/api/payroll.test.ts: Carol's week paid on
 * March 13, then Alice (45 h), Bob (47.5 h) and Carol paid on March 20.
 */
describe('the payroll reports (gem 10)', () => {
  let p: Payroll;
  let run2: number;
  const report = async (name: string, query: string) => {
    const res = await p.call('GET', `reports/${name}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { rows: Record<string, string>[]; totals: Record<string, string>; columns: { key: string; kind: string }[] };
  };
  beforeAll(async () => {
    p = await payrollCompany('payreports');
    for (const day of ['09', '10', '11', '12', '13']) await p.worked(p.alice, `2026-03-${day}`, '9');
    for (const day of ['09', '10', '11', '12']) await p.worked(p.bob, `2026-03-${day}`, '11');
    await p.worked(p.bob, '2026-03-13', '3.5');
    const run = (body: Record<string, unknown>) => p.call('POST', 'pay-runs', { bank_account_id: p.accounts.bank, ...body });
    expect((await run({ period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', lines: [{ employee_id: p.carol }] })).status).toBe(201);
    const second = await run({ period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', lines: [{ employee_id: p.alice }, { employee_id: p.bob }, { employee_id: p.carol }] });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    run2 = second.body.id;
  });

  it('the payroll summary: per item, hours and amounts of the period; the paychecks’ totals', async () => {
    const r = await report('payroll-summary', 'from=2026-03-01&to=2026-03-31');
    expect(r.rows.map((x) => [x.item, x.kind, x.hours, x.amount])).toEqual([
      ['Hourly wage', 'hourly', '80.00', '1540.00'],
      ['Overtime', 'overtime', '12.50', '358.13'],
      ['Salary', 'salary', '0.00', '8000.00'],
      ['Retirement plan', 'pre_tax_deduction', '', '47.50'],
      ['Federal income tax', 'withholding', '', '1822.32'],
      ['Social security', 'withholding', '', '610.74'],
      ['Social security (company)', 'employer_tax', '', '610.74'],
      ['Unemployment (company)', 'employer_tax', '', '53.11'],
    ]);
    expect(r.totals).toEqual({ gross: '9898.13', pre_tax: '47.50', withholdings: '2433.06', after_tax: '0.00', net: '7417.57', employer_taxes: '663.85' });
  });

  it('employee earnings: each employee’s hours and paycheck figures of the runs paid in the period', async () => {
    const r = await report('payroll-employee-earnings', 'from=2026-03-14&to=2026-03-31');
    expect(r.columns.map((c) => c.key)).toEqual(['employee', 'hours', 'gross', 'pre_tax', 'withholdings', 'after_tax', 'net', 'employer_taxes']);
    expect(r.rows.map((x) => Object.values(x))).toEqual([
      ['Alice Archer', '45.00', '950.00', '47.50', '173.74', '0.00', '728.76', '61.38'],
      ['Bob Baker', '47.50', '948.13', '0.00', '164.86', '0.00', '783.27', '64.47'],
      ['Carol Cruz', '0.00', '4000.00', '0.00', '1047.23', '0.00', '2952.77', '266.00'],
    ]);
    expect(r.totals).toEqual({ hours: '92.50', gross: '5898.13', pre_tax: '47.50', withholdings: '1385.83', after_tax: '0.00', net: '4464.80', employer_taxes: '391.85' });
  });

  it('time by employee or customer (the timesheet’s Summary): approved hours, billable against not, billed against unbilled, paid by a run', async () => {
    const customer = (await p.call('POST', 'customers', { display_name: 'Harbor Co' })).body.id;
    const entry = await p.call('POST', 'time-worked', { employee_id: p.bob, date: '2026-03-23', hours: '3', customer_id: customer, is_billable: 1 });
    expect((await p.call('POST', `time-worked/${entry.body.id}/approve`, {})).status).toBe(200);
    // Pending time is not counted.
    expect((await p.call('POST', 'time-worked', { employee_id: p.alice, date: '2026-03-24', hours: '5' })).status).toBe(201);
    const time = async (by: string) => (await report('time-summary', `from=2026-03-01&to=2026-03-31&by=${by}`));
    const byEmployee = await time('employee');
    // Hours are quantities, not money: the window shows them and their totals as numbers.
    expect(byEmployee.columns.map((c) => c.kind)).toEqual(['text', 'decimal', 'decimal', 'decimal', 'decimal', 'decimal', 'decimal']);
    const meta = (await p.call('GET', 'reports/meta')).body.reports as { name: string; columns: { key: string; kind: string }[] | null; total_kinds: Record<string, string> | null }[];
    expect(meta.find((r) => r.name === 'attendance')).toMatchObject({ total_kinds: { present: 'integer', on_leave: 'integer', absent: 'integer' } });
    expect(meta.find((r) => r.name === 'attendance')!.columns!.filter((c) => c.kind === 'decimal').map((c) => c.key)).toEqual(['punched', 'worked', 'time_off']);
    expect(byEmployee.rows.map((x) => Object.values(x))).toEqual([
      ['Alice Archer', '45.00', '0.00', '45.00', '0.00', '0.00', '45.00'],
      ['Bob Baker', '50.50', '3.00', '47.50', '0.00', '3.00', '47.50'],
    ]);
    expect(byEmployee.totals).toEqual({ hours: '95.50', billable: '3.00', non_billable: '92.50', billed: '0.00', unbilled: '3.00', paid: '92.50' });
    expect((await time('customer')).rows.map((x) => Object.values(x))).toEqual([
      ['Harbor Co', '3.00', '3.00', '0.00', '0.00', '3.00', '0.00'],
      ['', '92.50', '0.00', '92.50', '0.00', '0.00', '92.50'],
    ]);
    expect((await p.call('GET', 'reports/time-summary?from=2026-03-01&to=2026-03-31&by=week')).status).toBe(400);
  });

  it('the year to date per employee, from the kept balances; a voided run leaves it', async () => {
    const r = await report('payroll-year-to-date', 'year=2026');
    expect(r.rows.map((x) => Object.values(x))).toEqual([
      ['Alice Archer', '950.00', '47.50', '173.74', '0.00', '728.76', '61.38'],
      ['Bob Baker', '948.13', '0.00', '164.86', '0.00', '783.27', '64.47'],
      ['Carol Cruz', '8000.00', '0.00', '2094.46', '0.00', '5905.54', '538.00'],
    ]);
    expect(r.totals.net).toBe('7417.57');
    expect((await report('payroll-year-to-date', 'year=2025')).rows).toEqual([]);
    expect((await p.call('POST', `pay-runs/${run2}/void`, {})).status).toBe(200);
    expect((await report('payroll-year-to-date', 'year=2026')).rows.map((x) => Object.values(x))).toEqual([['Carol Cruz', '4000.00', '0.00', '1047.23', '0.00', '2952.77', '272.00']]);
    expect((await report('payroll-summary', 'from=2026-03-14&to=2026-03-31')).rows).toEqual([]);
  });
});
