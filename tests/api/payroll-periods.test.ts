import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fields, payrollCompany, query, type Payroll } from '../support/payroll';

/** Each of the employee's time entries: [date, hours, approval, paid by run]. */
const timeOf = async (p: Payroll, employeeId: number) =>
  (await query<{ date: string; hours: string; approval: string; pay_run_id: number | null }>(p.company.id, sql`select date::text, hours::text, approval, pay_run_id from time_entries where employee_id = ${employeeId} order by date, id`)).map((r) => [r.date, r.hours, r.approval, r.pay_run_id]);

describe('time paid by a pay run, and the pay period it closes', () => {
  let p: Payroll;
  let run: number;
  const ids: Record<string, number> = {};
  const week = { period_start: '2026-04-06', period_end: '2026-04-12', pay_date: '2026-04-17' };
  beforeAll(async () => {
    p = await payrollCompany('payclose');
    for (const day of ['06', '07', '08']) {
      const res = await p.call('POST', 'time-worked', { employee_id: p.alice, date: `2026-04-${day}`, hours: '8' });
      ids[day] = res.body.id;
      expect((await p.call('POST', `time-worked/${res.body.id}/approve`, {})).status).toBe(200);
    }
    // Pending on the Saturday: not paid; and a day of the next week, open.
    ids.pending = (await p.call('POST', 'time-worked', { employee_id: p.alice, date: '2026-04-11', hours: '2' })).body.id;
    ids.next = (await p.call('POST', 'time-worked', { employee_id: p.alice, date: '2026-04-13', hours: '8' })).body.id;
    // Bob's time that week is not in the run: his period stays open.
    ids.bob = (await p.call('POST', 'time-worked', { employee_id: p.bob, date: '2026-04-07', hours: '8' })).body.id;
  });

  it('marks the approved time of the period paid by the run that pays it; pending time stays unpaid', async () => {
    const res = await p.call('POST', 'pay-runs', { ...week, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    run = res.body.id;
    expect(res.body.gross).toBe('480.00');
    expect(await timeOf(p, p.alice)).toEqual([
      ['2026-04-06', '8.00', 'approved', run],
      ['2026-04-07', '8.00', 'approved', run],
      ['2026-04-08', '8.00', 'approved', run],
      ['2026-04-11', '2.00', 'pending', null],
      ['2026-04-13', '8.00', 'pending', null],
    ]);
    const listed = await p.call('GET', `time-worked?filter[pay_run_id]=${run}&sort=date`);
    expect(listed.body.items.map((i: { id: number }) => i.id)).toEqual([ids['06'], ids['07'], ids['08']]);
  });

  it('refuses to change, delete or pay again paid time, naming the field, and changes nothing', async () => {
    expect(fields(await p.call('PATCH', `time-worked/${ids['06']}`, { hours: '7' }))).toEqual([422, ['id']]);
    expect((await p.call('DELETE', `time-worked/${ids['06']}`)).status).toBe(422);
    expect(fields(await p.call('POST', `time-worked/${ids['06']}/deny`, {}))[0]).toBe(422);
    const again = await p.call('POST', 'pay-runs', { ...week, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }] });
    expect(fields(again)).toEqual([422, ['lines.0.employee_id']]);
    expect((await timeOf(p, p.alice))[0]).toEqual(['2026-04-06', '8.00', 'approved', run]);
  });

  it('closes the period for the employee: no new time in it, no change into or out of it, no approval in it', async () => {
    expect(fields(await p.call('POST', 'time-worked', { employee_id: p.alice, date: '2026-04-09', hours: '4' }))).toEqual([422, ['date']]);
    expect(fields(await p.call('PATCH', `time-worked/${ids.pending}`, { hours: '3' }))).toEqual([422, ['date']]);
    expect(fields(await p.call('PATCH', `time-worked/${ids.next}`, { date: '2026-04-10' }))).toEqual([422, ['date']]);
    expect(fields(await p.call('POST', `time-worked/${ids.pending}/approve`, {}))).toEqual([422, ['date']]);
    expect((await p.call('DELETE', `time-worked/${ids.pending}`)).status).toBe(422);
    // The timesheet grid names its cell.
    expect(fields(await p.call('POST', 'time-worked/week', { employee_id: p.alice, cells: [{ date: '2026-04-10', hours: '5' }] }))).toEqual([422, ['cells.0.date']]);
    // Its edges: the day after the period is open, and another employee's same days are open.
    expect((await p.call('PATCH', `time-worked/${ids.next}`, { hours: '7.5' })).status).toBe(200);
    expect((await p.call('PATCH', `time-worked/${ids.bob}`, { hours: '7.5' })).status).toBe(200);
    expect((await p.call('POST', 'time-worked', { employee_id: p.bob, date: '2026-04-09', hours: '4' })).status).toBe(201);
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from time_entries where employee_id = ${p.alice} and date = '2026-04-09'`))[0].n).toBe(0);
  });

  it('voiding the run frees the time and reopens the period', async () => {
    expect((await p.call('POST', `pay-runs/${run}/void`, {})).status).toBe(200);
    expect((await timeOf(p, p.alice)).map((t) => t[3])).toEqual([null, null, null, null, null]);
    expect((await p.call('PATCH', `time-worked/${ids.pending}`, { hours: '3' })).status).toBe(200);
    expect((await p.call('POST', `time-worked/${ids.pending}/approve`, {})).status).toBe(200);
    expect((await p.call('PATCH', `time-worked/${ids['06']}`, { hours: '7' })).status).toBe(200);
    expect((await p.call('POST', `time-worked/${ids['06']}/approve`, {})).status).toBe(200);
    // Paid again by a new run: 7 + 8 + 8 + 3 hours.
    const rerun = await p.call('POST', 'pay-runs', { ...week, bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }] });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(201);
    expect(rerun.body.gross).toBe('520.00');
    expect((await timeOf(p, p.alice)).map((t) => t[3])).toEqual([rerun.body.id, rerun.body.id, rerun.body.id, rerun.body.id, null]);
  });

  it('a draft run marks nothing and closes nothing; posting it does', async () => {
    const q = await payrollCompany('paydraft');
    await q.worked(q.bob, '2026-04-07', '8');
    const draft = await q.call('POST', 'pay-runs', { ...week, bank_account_id: q.accounts.bank, state: 'draft', lines: [{ employee_id: q.bob }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await timeOf(q, q.bob))[0][3]).toBeNull();
    expect((await q.call('POST', 'time-worked', { employee_id: q.bob, date: '2026-04-08', hours: '2' })).status).toBe(201);
    expect((await q.call('POST', `pay-runs/${draft.body.id}/post`, {})).status).toBe(200);
    expect((await timeOf(q, q.bob))[0][3]).toBe(draft.body.id);
    expect(fields(await q.call('POST', 'time-worked', { employee_id: q.bob, date: '2026-04-09', hours: '2' }))).toEqual([422, ['date']]);
  });
});

describe('a pay run and time approved at once (PostgreSQL: the employee’s time lock)', () => {
  it('never leaves approved time unpaid in a closed period: the approval is paid by the run, or refused', async () => {
    const p = await payrollCompany('payclose-race');
    // Monday is approved before: the run always pays something.
    await p.worked(p.alice, '2026-04-06', '8');
    const ids: number[] = [];
    for (const day of ['07', '08', '09', '10']) ids.push((await p.call('POST', 'time-worked', { employee_id: p.alice, date: `2026-04-${day}`, hours: '8' })).body.id);
    const [run, ...approvals] = await Promise.all([
      p.call('POST', 'pay-runs', { period_start: '2026-04-06', period_end: '2026-04-12', pay_date: '2026-04-17', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.alice }] }),
      ...ids.map((id) => p.call('POST', `time-worked/${id}/approve`, {})),
    ]);
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    const approved = approvals.filter((a) => a.status === 200).length;
    for (const a of approvals) if (a.status !== 200) expect(fields(a)).toEqual([422, ['date']]);
    const unpaid = await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from time_entries where approval = 'approved' and pay_run_id is null`);
    expect(unpaid[0].n).toBe(0);
    expect(run.body.gross).toBe(((1 + approved) * 8 * 20).toFixed(2));
  }, 120_000);
});
