import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { salesDocuments } from '@/db/schema';
import { app } from '@/lib/api/modules';
import { withTenant } from '@/lib/tenant/transaction';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { postedSalesDocument } from '../support/receivables';
import { salesCompany } from '../support/sales';

type Company = Awaited<ReturnType<typeof salesCompany>>;
let co: Company;
let employee: number;
let invoice: number;
let bill: number;
let order: number;

beforeAll(async () => {
  co = await salesCompany('important');
  employee = (await co.call('POST', 'employees', { display_name: 'Ana Ruiz', birthdate: '1992-02-29', hire_date: '2021-03-05' })).body.id;
  await co.call('POST', 'employees', { display_name: 'No dates' });
  invoice = await postedSalesDocument({ host: co.host, token: co.owner.authKey }, { customerId: co.customerId, date: '2027-02-01', dueDate: '2027-03-03', amount: '250.00' });
  // A paid-up invoice due the same day is not an important date.
  const paid = await postedSalesDocument({ host: co.host, token: co.owner.authKey }, { customerId: co.customerId, date: '2027-02-01', dueDate: '2027-03-03', amount: '10.00' });
  await withTenant(co.company.id, (tx) => tx.update(salesDocuments).set({ totalPaid: '10.00', balanceDue: '0' }).where(eq(salesDocuments.id, paid)));
  const vendor = (await co.call('POST', 'vendors', { display_name: 'Paper Co' })).body.id;
  const made = await co.call('POST', 'ap-bills', { vendor_id: vendor, date: '2027-02-10', due_date: '2027-03-10', lines: [{ account_id: co.account('5000'), amount: '80.00' }] });
  expect(made.status).toBe(201);
  bill = made.body.id;
  order = (await co.call('POST', 'work-orders', { display_name: 'Fix the boiler', due_date: '2027-03-20' })).body.id;
  await co.call('POST', 'work-orders', { display_name: 'Done already', due_date: '2027-03-21', stage: 4 });
});

describe('important dates', () => {
  it('gathers birthdays, hiring anniversaries and open due dates of the days asked', async () => {
    const res = await co.call('GET', 'events/important-dates?from=2027-02-20&to=2027-03-31');
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: { date: string; kind: string; record_id: number; years: number | null; amount: string | null }) => [d.date, d.kind, d.record_id, d.years, d.amount])).toEqual([
      // 29 February in a common year: the 28th.
      ['2027-02-28', 'birthday', employee, null, null],
      ['2027-03-03', 'invoice_due', invoice, null, '250.00'],
      ['2027-03-05', 'hire_anniversary', employee, 6, null],
      ['2027-03-10', 'bill_due', bill, null, '80.00'],
      ['2027-03-20', 'work_order_due', order, null, null],
    ]);
  });

  it('the report of gems 14 and 190 reads the same, and the gems open it', async () => {
    const res = await co.call('GET', 'reports/important-dates?date=2027-02-20&days=30');
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { what: string }) => r.what)).toEqual(['birthday', 'invoice_due', 'hire_anniversary', 'bill_due', 'work_order_due']);
    const gems = app.desk.gems.filter((g) => g.id === 14 || g.id === 190);
    expect(gems.map((g) => g.window)).toEqual([
      { kind: 'report', report: 'important-dates' },
      { kind: 'report', report: 'important-dates' },
    ]);
  });

  it('shows each source only to a role that may see it', async () => {
    const role = await co.call('POST', 'roles', { display_name: 'Scheduler', rights: { calendar: ['view'], employee: ['view'] } });
    expect(role.status).toBe(201);
    const staff = await addUser(co.host, co.owner.authKey, { role_id: role.body.id });
    const res = await api('GET', 'events/important-dates?from=2027-02-20&to=2027-03-31', { host: co.host, token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: { kind: string }) => d.kind)).toEqual(['birthday', 'hire_anniversary']);
    // Without the calendar, nothing at all.
    const none = await co.call('POST', 'roles', { display_name: 'Books only', rights: { invoice: ['view'] } });
    const clerk = await addUser(co.host, co.owner.authKey, { role_id: none.body.id });
    expect((await api('GET', 'events/important-dates', { host: co.host, token: clerk.token })).status).toBe(403);
  });

  it('names a bad parameter in a 400', async () => {
    for (const [query, name] of [
      ['from=2027-13-01', 'from'],
      ['from=2027-03-01&to=2027-02-01', 'to'],
      ['from=2027-01-01&to=2028-06-01', 'to'],
    ]) {
      const res = await co.call('GET', `events/important-dates?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`"${name}"`);
    }
  });
});

describe('jobs and work orders on the calendar', () => {
  it('show on their days, move by a change of the record itself, and only to who may see and change them', async () => {
    const job = (await co.call('POST', 'jobs', { display_name: 'Roof repair', start_date: '2027-04-05', end_date: '2027-04-07' })).body.id;
    const onlyEnd = (await co.call('POST', 'jobs', { display_name: 'Inspection', end_date: '2027-04-20' })).body.id;
    const wo = (await co.call('POST', 'work-orders', { display_name: 'Replace tiles', due_date: '2027-04-06' })).body.id;
    const read = async (token: string) => {
      const res = await api('GET', 'events/record-dates?from=2027-04-01&to=2027-04-30', { host: co.host, token });
      expect(res.status).toBe(200);
      return res.body.items.map((r: { collection: string; id: number; start: string; end: string }) => [r.collection, r.id, r.start, r.end]);
    };
    expect(await read(co.owner.authKey)).toEqual([
      ['jobs', job, '2027-04-05', '2027-04-07'],
      ['jobs', onlyEnd, '2027-04-20', '2027-04-20'],
      ['work-orders', wo, '2027-04-06', '2027-04-06'],
    ]);
    // A job that ends before the month still shows where it overlaps; one wholly before does not.
    expect((await api('GET', 'events/record-dates?from=2027-04-06&to=2027-04-06', { host: co.host, token: co.owner.authKey })).body.items).toHaveLength(2);

    // Moved in the calendar: the calendar sends the record's own change.
    expect((await co.call('PUT', `jobs/${job}`, { start_date: '2027-04-12', end_date: '2027-04-14' })).status).toBe(200);
    expect((await co.call('PUT', `work-orders/${wo}`, { due_date: '2027-04-13' })).status).toBe(200);
    expect(await read(co.owner.authKey)).toEqual([
      ['jobs', job, '2027-04-12', '2027-04-14'],
      ['jobs', onlyEnd, '2027-04-20', '2027-04-20'],
      ['work-orders', wo, '2027-04-13', '2027-04-13'],
    ]);

    // A role that sees the jobs but may not change them: shown, and its move refused by the job's own right.
    const role = await co.call('POST', 'roles', { display_name: 'Job viewer', rights: { calendar: ['view'], job: ['view'] } });
    const viewer = await addUser(co.host, co.owner.authKey, { role_id: role.body.id });
    expect((await read(viewer.token)).map((r: unknown[]) => r[0])).toEqual(['jobs', 'jobs']);
    expect((await api('PUT', `jobs/${job}`, { host: co.host, token: viewer.token, body: { start_date: '2027-04-15' } })).status).toBe(403);
    // Another company's calendar shows none of them.
    const other = await salesCompany('important-b');
    expect((await api('GET', 'events/record-dates?from=2027-04-01&to=2027-04-30', { host: other.host, token: other.owner.authKey })).body.items).toEqual([]);
  });
});
