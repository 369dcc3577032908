import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS } from '@/lib/engine/rights';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { payrollCompany, type Payroll } from '../support/payroll';

/**
 * Issue 40: the time and payroll reports name employees, customers and jobs only where the reader
 * reaches them through their own collection (lib/engine/reach.ts). A role without the employees'
 * view right (and one employee secured away from a reader with every right) sees the hours and
 * figures, in one unnamed row, never the names.
 */
describe('time and payroll reports reach the records they name', () => {
  let p: Payroll;
  type Report = { rows: Record<string, string>[]; totals: Record<string, string> };
  const as = (who: { token: string }) => async (path: string) => {
    const res = await api('GET', path, { host: p.host, token: who.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Report;
  };
  const role = async (without?: string) => {
    const made = await p.call('POST', 'roles', { display_name: `Without ${without ?? 'nothing'}`, rights: { '*': [...RIGHTS], ...(without ? { [without]: [] } : {}) } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return addUser(p.host, p.owner.authKey, { role_id: made.body.id });
  };
  const TIME = 'reports/time-summary?from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    p = await payrollCompany('payreach');
    const customer = (await p.call('POST', 'customers', { display_name: 'Harbor Co' })).body.id;
    await p.worked(p.alice, '2026-03-09', '8');
    await p.worked(p.bob, '2026-03-10', '6');
    const billable = await p.call('POST', 'time-worked', { employee_id: p.bob, date: '2026-03-11', hours: '2', customer_id: customer, is_billable: 1 });
    expect((await p.call('POST', `time-worked/${billable.body.id}/approve`, {})).status).toBe(200);
    const run = await p.call('POST', 'pay-runs', { bank_account_id: p.accounts.bank, period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20', lines: [{ employee_id: p.alice }, { employee_id: p.bob }] });
    expect(run.status, JSON.stringify(run.body)).toBe(201);
  });

  it('the owner sees every name (what the others must not)', async () => {
    const owner = as({ token: p.owner.authKey });
    expect((await owner(`${TIME}&by=employee`)).rows.map((r) => r.name)).toEqual(['Alice Archer', 'Bob Baker']);
    expect((await owner(`${TIME}&by=customer`)).rows.map((r) => r.name)).toEqual(['Harbor Co', '']);
    expect((await owner('reports/payroll-employee-earnings?from=2026-03-01&to=2026-03-31')).rows.map((r) => r.employee)).toEqual(['Alice Archer', 'Bob Baker']);
  });

  it('without the employees’ view right: the hours and figures in one unnamed row, no employee’s name', async () => {
    const clerk = as(await role('employee'));
    const time = await clerk(`${TIME}&by=employee`);
    expect(time.rows.map((r) => Object.values(r))).toEqual([['', '16.00', '2.00', '14.00', '0.00', '2.00', '16.00']]);
    expect(time.totals.hours).toBe('16.00');
    const earnings = await clerk('reports/payroll-employee-earnings?from=2026-03-01&to=2026-03-31');
    expect(earnings.rows.map((r) => [r.employee, r.hours])).toEqual([['', '16.00']]);
    const ytd = await clerk('reports/payroll-year-to-date?year=2026');
    expect(ytd.rows.map((r) => r.employee)).toEqual(['']);
    for (const answer of [time, earnings, ytd]) expect(JSON.stringify(answer)).not.toMatch(/Alice|Bob/);
    // The attendance of a day lists no employee it may not see.
    expect(JSON.stringify(await clerk('reports/attendance?date=2026-03-09'))).not.toMatch(/Alice|Bob/);
  });

  it('without the customers’ view right: the customer’s time counts with time for no customer', async () => {
    const clerk = as(await role('customer'));
    const time = await clerk(`${TIME}&by=customer`);
    expect(time.rows.map((r) => [r.name, r.hours])).toEqual([['', '16.00']]);
    expect(JSON.stringify(time)).not.toContain('Harbor');
  });

  it('an employee secured away from a reader with every right is not named', async () => {
    const reader = await role();
    expect((await p.call('PUT', `employees/${p.alice}/secure`, { user_ids: [p.owner.id] })).status).toBe(200);
    const time = await as(reader)(`${TIME}&by=employee`);
    expect(time.rows.map((r) => [r.name, r.hours])).toEqual([
      ['Bob Baker', '8.00'],
      ['', '8.00'],
    ]);
    const earnings = await as(reader)('reports/payroll-employee-earnings?from=2026-03-01&to=2026-03-31');
    expect(earnings.rows.map((r) => [r.employee, r.hours])).toEqual([
      ['Bob Baker', '8.00'],
      ['', '8.00'],
    ]);
    expect(JSON.stringify(time) + JSON.stringify(earnings)).not.toContain('Alice');
    expect((await p.call('PUT', `employees/${p.alice}/secure`, { user_ids: [] })).status).toBe(200);
  });
});
