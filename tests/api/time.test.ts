import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { salesItems } from '@/db/schema';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

type Company = Awaited<ReturnType<typeof salesCompany>>;
type Call = Company['call'];

const query = async <T = Record<string, unknown>>(companyId: number, text: ReturnType<typeof sql>) => rowsOf<T>(await withTenant(companyId, (tx) => tx.execute(text)));

const made = async (call: Call, collection: string, body: Record<string, unknown>) => {
  const res = await call('POST', collection, body);
  if (res.status !== 201) throw new Error(`${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
};

/** A time entry, approved unless told otherwise. */
async function worked(call: Call, body: Record<string, unknown>, approve = true) {
  const id = await made(call, 'time-worked', body);
  if (approve) expect((await call('POST', `time-worked/${id}/approve`, {})).status).toBe(200);
  return id;
}

/** A sales company with an employee and a reimbursable-expenses item (other charge, Service Revenue 4100). */
async function timeCompany(prefix: string) {
  const sales = await salesCompany(prefix);
  const employeeId = await made(sales.call, 'employees', { display_name: 'Rosa Diaz' });
  const [expenses] = await withTenant(sales.company.id, (tx) =>
    tx.insert(salesItems).values({ companyId: sales.company.id, kind: 'other_charge', displayName: 'Reimbursable expenses', rate: null, isTaxable: false, incomeAccountId: sales.account('4100') }).returning(),
  );
  return { ...sales, employeeId, expenseItem: expenses.id };
}

const billings = (companyId: number) =>
  query<{ invoice_id: number; time_entry_id: number | null; expense_id: number | null; amount: string }>(companyId, sql`select invoice_id, time_entry_id, expense_id, amount::text from time_billings order by id`);

describe('time worked: bad input is a 422 naming the field, nothing written', () => {
  it('refuses negative hours, more than 24 hours a day for one employee, billable time without a customer, and another company’s employee or customer', async () => {
    const t = await timeCompany('timebad');
    const other = await booksCompany('timeother');
    const stranger = await made(other.call, 'employees', { display_name: 'Not Ours' });
    const foreignCustomer = await made(other.call, 'customers', { display_name: 'Not Ours Either' });
    const count = async () => (await query<{ n: number }>(t.company.id, sql`select count(*)::int as n from time_entries`))[0].n;
    const field = (res: { status: number; body: { field: string }[] }) => [res.status, res.body.map((e) => e.field)];

    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, date: '2026-06-01', hours: '-1' }))).toEqual([422, ['hours']]);
    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, date: '2026-06-01', hours: '0' }))).toEqual([422, ['hours']]);
    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, date: '2026-06-01', hours: '24.5' }))).toEqual([422, ['hours']]);

    // 16 + 8 fit a day; 16 + 8.25 do not, whichever entry makes the difference.
    const first = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-01', hours: '16' }, false);
    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, date: '2026-06-01', hours: '8.25' }))).toEqual([422, ['hours']]);
    const second = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-01', hours: '8' }, false);
    expect(field(await t.call('PUT', `time-worked/${second}`, { hours: '8.01' }))).toEqual([422, ['hours']]);
    // Moving an entry onto a full day counts there; another day is free.
    const third = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-02', hours: '1' }, false);
    expect(field(await t.call('PUT', `time-worked/${third}`, { date: '2026-06-01' }))).toEqual([422, ['hours']]);
    expect((await t.call('PUT', `time-worked/${first}`, { hours: '15.75' })).status).toBe(200);
    expect(await count()).toBe(3);

    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, date: '2026-06-03', hours: '2', is_billable: 1 }))).toEqual([422, ['customer_id']]);
    expect(field(await t.call('POST', 'time-worked', { employee_id: stranger, date: '2026-06-03', hours: '2' }))).toEqual([422, ['employee_id']]);
    expect(field(await t.call('POST', 'time-worked', { employee_id: t.employeeId, customer_id: foreignCustomer, date: '2026-06-03', hours: '2' }))).toEqual([422, ['customer_id']]);
    expect(await count()).toBe(3);
  });

  it('sends changed approved time back for approval', async () => {
    const t = await timeCompany('timeappr');
    const id = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-01', hours: '2' });
    expect((await t.call('GET', `time-worked/${id}`)).body.approval).toBe('approved');
    expect((await t.call('POST', `time-worked/${id}/approve`, {})).status).toBe(422);
    expect((await t.call('PUT', `time-worked/${id}`, { hours: '3' })).body.approval).toBe('pending');
    expect((await t.call('POST', `time-worked/${id}/deny`, {})).body.approval).toBe('denied');
  });
});

describe('mileage and expenses', () => {
  it('prices mileage at the company’s rate per mile (kept on the entry), to the cent; refuses what is missing', async () => {
    const t = await timeCompany('miles');
    const trip = { kind: 'mileage', employee_id: t.employeeId, date: '2026-06-04', miles: '12.35' };
    const refused = await t.call('POST', 'mileage-expenses', trip);
    expect([refused.status, refused.body.map((e: { field: string }) => e.field)]).toEqual([422, ['rate_per_mile']]);
    expect((await t.call('PUT', 'settings', { mileage_rate: '0.655' })).status).toBe(200);
    const id = await made(t.call, 'mileage-expenses', trip);
    // 12.35 x 0.655 = 8.08925 -> 8.09
    expect((await t.call('GET', `mileage-expenses/${id}`)).body).toMatchObject({ amount: '8.09', rate_per_mile: '0.6550' });
    // The company's rate changes; the trip recorded stays at its own.
    expect((await t.call('PUT', 'settings', { mileage_rate: '0.70' })).status).toBe(200);
    expect((await t.call('PUT', `mileage-expenses/${id}`, { description: 'Site visit' })).body.amount).toBe('8.09');
    const bad = await t.call('POST', 'mileage-expenses', { kind: 'expense', employee_id: t.employeeId, date: '2026-06-04', amount: '0' });
    expect([bad.status, bad.body.map((e: { field: string }) => e.field)]).toEqual([422, ['amount']]);
    const noMiles = await t.call('POST', 'mileage-expenses', { kind: 'mileage', employee_id: t.employeeId, date: '2026-06-04' });
    expect(noMiles.body.map((e: { field: string }) => e.field)).toEqual(['miles']);
  });
});

describe('billable time and expenses on invoices (the time-billed sub-ledger)', () => {
  it('shows each on a Time & Expenses line exactly once; a change frees what it drops, a void frees everything', async () => {
    const t = await timeCompany('billing');
    const other = await made(t.call, 'customers', { display_name: 'Other Customer' });
    const entry = (hours: string, more: Record<string, unknown> = {}) => ({ employee_id: t.employeeId, date: '2026-06-08', hours, customer_id: t.customerId, item_id: t.items.design, is_billable: 1, ...more });
    const a = await worked(t.call, entry('3'));
    const b = await worked(t.call, entry('2.5', { date: '2026-06-09', rate: '100' }));
    await worked(t.call, entry('1', { date: '2026-06-10' }), false); // pending: not billed yet
    await worked(t.call, entry('1', { date: '2026-06-11', is_billable: 0 })); // not billable
    await worked(t.call, entry('4', { date: '2026-06-12', customer_id: other })); // another customer's
    const spent = await made(t.call, 'mileage-expenses', { kind: 'expense', employee_id: t.employeeId, date: '2026-06-09', amount: '45.10', description: 'Permit fee', customer_id: t.customerId, item_id: t.expenseItem, is_billable: 1 });
    const drove = await made(t.call, 'mileage-expenses', { kind: 'mileage', employee_id: t.employeeId, date: '2026-06-09', miles: '10', rate_per_mile: '0.655', customer_id: t.customerId, item_id: t.expenseItem, is_billable: 1 });

    const invoice = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', lines: [{ type: 'time_expense' }] });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const id = invoice.body.id as number;
    const lines = (await t.call('GET', `invoices/${id}?expand=lines`)).body.lines as Record<string, unknown>[];
    expect(lines.map((l) => [l.type, l.time_entry_id, l.expense_id, l.quantity, l.amount, l.account_id])).toEqual([
      ['time_expense', a, null, '3.0000', '360.00', t.account('4100')],
      ['time_expense', b, null, '2.5000', '250.00', t.account('4100')],
      ['time_expense', null, spent, null, '45.10', t.account('4100')],
      ['time_expense', null, drove, null, '6.55', t.account('4100')],
    ]);
    expect(invoice.body.total_amount).toBe('661.65');
    expect(await billings(t.company.id)).toEqual([
      { invoice_id: id, time_entry_id: a, expense_id: null, amount: '360.00' },
      { invoice_id: id, time_entry_id: b, expense_id: null, amount: '250.00' },
      { invoice_id: id, time_entry_id: null, expense_id: spent, amount: '45.10' },
      { invoice_id: id, time_entry_id: null, expense_id: drove, amount: '6.55' },
    ]);
    expect((await t.call('GET', `time-worked/${a}`)).body).toMatchObject({ invoice_id: id, billing_status: 'billed' });
    expect((await t.call('GET', `mileage-expenses/${drove}`)).body).toMatchObject({ invoice_id: id, billing_status: 'billed' });

    // Never twice: another invoice finds nothing left to pull, and one naming a billed entry is refused.
    const again = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', lines: [{ type: 'time_expense' }] });
    expect([again.status, again.body.map((e: { field: string }) => e.field)]).toEqual([422, ['lines.0.type']]);
    const named = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', lines: [{ type: 'time_expense', time_entry_id: a }] });
    expect([named.status, named.body.map((e: { field: string }) => e.field)]).toEqual([422, ['lines.0.time_entry_id']]);
    // Another customer's time is not this invoice's; a credit memo bills none.
    const foreign = await t.call('POST', 'invoices', { customer_id: other, date: '2026-06-30', lines: [{ type: 'time_expense', time_entry_id: a }] });
    expect(foreign.body.map((e: { field: string }) => e.field)).toEqual(['lines.0.time_entry_id']);
    const memo = await t.call('POST', 'credit-memos', { customer_id: t.customerId, date: '2026-06-30', lines: [{ type: 'time_expense' }] });
    expect([memo.status, memo.body.map((e: { field: string }) => e.field)]).toEqual([422, ['lines.0.type']]);
    // Billed time is the invoice's: not changed nor deleted under it.
    expect((await t.call('PUT', `time-worked/${a}`, { hours: '4' })).status).toBe(422);
    expect((await t.call('DELETE', `time-worked/${a}`)).status).toBe(422);
    expect((await billings(t.company.id)).length).toBe(4);

    // A change that keeps the lines keeps the billing; one that drops the mileage frees it alone.
    expect((await t.call('PUT', `invoices/${id}`, { memo: 'June work' })).status).toBe(200);
    expect((await billings(t.company.id)).length).toBe(4);
    const kept = lines.filter((l) => l.expense_id !== drove).map((l) => ({ type: 'time_expense', time_entry_id: l.time_entry_id, expense_id: l.expense_id }));
    const changed = await t.call('PUT', `invoices/${id}`, { lines: kept });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.total_amount).toBe('655.10');
    expect((await billings(t.company.id)).map((r) => r.expense_id ?? r.time_entry_id)).toEqual([a, b, spent]);
    expect((await t.call('GET', `mileage-expenses/${drove}`)).body).toMatchObject({ invoice_id: null, billing_status: 'unbilled' });

    // Void frees everything: a new invoice bills it all again.
    expect((await t.call('POST', `invoices/${id}/void`, {})).status).toBe(200);
    expect(await billings(t.company.id)).toEqual([]);
    expect((await t.call('GET', `time-worked/${a}`)).body).toMatchObject({ invoice_id: null, billing_status: 'unbilled' });
    const rebilled = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-07-01', lines: [{ type: 'time_expense' }] });
    expect(rebilled.status).toBe(201);
    expect(rebilled.body.total_amount).toBe('661.65');
    expect((await billings(t.company.id)).every((r) => r.invoice_id === rebilled.body.id)).toBe(true);
  });

  it('on recurring invoices: the template holds a placeholder that bills nothing; each invoice made bills what is unbilled then, and leaves the line out when there is none', async () => {
    const t = await timeCompany('billrecur');
    const entry = (date: string) => ({ employee_id: t.employeeId, date, hours: '2', customer_id: t.customerId, item_id: t.items.design, is_billable: 1 });
    const early = await worked(t.call, entry('2026-01-05'));
    // A template names no entry: each invoice made from it bills what is unbilled when it is made.
    const naming = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-01-01', is_template: 1, lines: [{ type: 'time_expense', time_entry_id: early }] });
    expect([naming.status, naming.body.map((e: { field: string }) => e.field)]).toEqual([422, ['lines.0.time_entry_id']]);
    // Its placeholder bills nothing (the time stays unbilled) and a template of time alone is worth 0.00.
    const onlyTime = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-01-01', is_template: 1, lines: [{ type: 'time_expense' }] });
    expect([onlyTime.status, onlyTime.body.total_amount], JSON.stringify(onlyTime.body)).toEqual([201, '0.00']);
    const template = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-01-01', is_template: 1, lines: [{ type: 'service', item_id: t.items.design, quantity: '1' }, { type: 'time_expense' }] });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    expect(await billings(t.company.id)).toEqual([]);
    expect((await t.call('GET', `time-worked/${early}`)).body).toMatchObject({ invoice_id: null, billing_status: 'unbilled' });

    for (const id of [template.body.id, onlyTime.body.id]) {
      const schedule = await t.call('POST', 'recurring-billing', { display_name: `Monthly ${id}`, customer_id: t.customerId, template_id: id, rule: 'FREQ=MONTHLY;BYMONTHDAY=1', start_date: '2026-02-01' });
      expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
    }
    // February: the first invoice made bills January's time; the second finds none left, and with nothing else to bill is not made.
    expect((await t.call('POST', 'recurring-billing/run', { as_of: '2026-02-01' })).body).toEqual({ issued: 1, occurrences: 2 });
    const invoices = async () => ((await t.call('GET', 'invoices?filter[is_template]=0&sort=id')).body.items as { id: number; total_amount: string }[]);
    const [february] = await invoices();
    expect((await t.call('GET', `time-worked/${early}`)).body).toMatchObject({ invoice_id: february.id, billing_status: 'billed' });
    // March: new time is billed by one; with none left the other passes; the service alone when no time is owed.
    const late = await worked(t.call, entry('2026-02-10'));
    expect((await t.call('POST', 'recurring-billing/run', { as_of: '2026-03-01' })).body).toEqual({ issued: 1, occurrences: 2 });
    expect((await t.call('POST', 'recurring-billing/run', { as_of: '2026-04-01' })).body).toEqual({ issued: 1, occurrences: 2 });
    const made = await invoices();
    expect(made.length).toBe(3);
    expect((await t.call('GET', `time-worked/${late}`)).body).toMatchObject({ invoice_id: made[1].id, billing_status: 'billed' });
    const april = (await t.call('GET', `invoices/${made[2].id}?expand=lines`)).body.lines as { type: string }[];
    expect(april.map((l) => l.type)).toEqual(['service']);
    expect((await billings(t.company.id)).map((r) => [r.invoice_id, r.time_entry_id])).toEqual([
      [february.id, early],
      [made[1].id, late],
    ]);
  });

  it('a draft bills nothing until it is posted; posting it bills its entries, once', async () => {
    const t = await timeCompany('billdraft');
    const a = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-08', hours: '2', customer_id: t.customerId, item_id: t.items.design, is_billable: 1 });
    const draft = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', state: 'draft', lines: [{ type: 'time_expense' }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(await billings(t.company.id)).toEqual([]);
    expect((await t.call('GET', `time-worked/${a}`)).body.billing_status).toBe('unbilled');
    const posted = await t.call('POST', `invoices/${draft.body.id}/post`, {});
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(await billings(t.company.id)).toEqual([{ invoice_id: draft.body.id, time_entry_id: a, expense_id: null, amount: '240.00' }]);
    expect((await t.call('GET', `time-worked/${a}`)).body).toMatchObject({ invoice_id: draft.body.id, billing_status: 'billed' });
    // Another draft naming it is kept, but cannot be posted while the first stands.
    const second = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', state: 'draft', lines: [{ type: 'time_expense', time_entry_id: a }] });
    expect(second.status).toBe(201);
    const refused = await t.call('POST', `invoices/${second.body.id}/post`, {});
    expect([refused.status, refused.body.map((e: { field: string }) => e.field)]).toEqual([422, ['lines.0.time_entry_id']]);
    expect((await billings(t.company.id)).length).toBe(1);
  });

  it('an invoice waiting for approval holds its time; rejecting or deleting it frees the time', async () => {
    const t = await timeCompany('billheld');
    await t.settings({ approvalRequired: true });
    const a = await worked(t.call, { employee_id: t.employeeId, date: '2026-06-08', hours: '1', customer_id: t.customerId, item_id: t.items.design, is_billable: 1 });
    const held = await t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-06-30', lines: [{ type: 'time_expense' }] });
    expect([held.status, held.body.is_tba], JSON.stringify(held.body)).toEqual([201, true]);
    const id = held.body.id as number;
    expect((await billings(t.company.id)).map((r) => [r.invoice_id, r.time_entry_id])).toEqual([[id, a]]);
    expect((await t.call('POST', `invoices/${id}/reject`, {})).status).toBe(200);
    expect(await billings(t.company.id)).toEqual([]);
    expect((await t.call('GET', `time-worked/${a}`)).body.billing_status).toBe('unbilled');
    // Submitted again by posting: held again, holding the time; deleted: freed.
    expect((await t.call('POST', `invoices/${id}/post`, {})).status).toBe(200);
    expect((await billings(t.company.id)).length).toBe(1);
    expect((await t.call('DELETE', `invoices/${id}`)).status).toBe(204);
    expect(await billings(t.company.id)).toEqual([]);
    expect((await t.call('GET', `time-worked/${a}`)).body).toMatchObject({ invoice_id: null, billing_status: 'unbilled' });
  });

  it('two invoices at once never bill the same hours (PostgreSQL: row locks, the second finds them billed)', async () => {
    const t = await timeCompany('billrace');
    for (let round = 0; round < 4; round++) {
      const ids = [
        await worked(t.call, { employee_id: t.employeeId, date: `2026-07-0${round + 1}`, hours: '2', customer_id: t.customerId, item_id: t.items.design, is_billable: 1 }),
        await worked(t.call, { employee_id: t.employeeId, date: `2026-07-0${round + 1}`, hours: '1', customer_id: t.customerId, item_id: t.items.design, is_billable: 1 }),
      ];
      // Round by round: bare lines pulling the unbilled, then lines naming the same entry.
      const lines = round % 2 ? [{ type: 'time_expense', time_entry_id: ids[0] }, { type: 'time_expense', time_entry_id: ids[1] }] : [{ type: 'time_expense' }];
      const results = await Promise.all(Array.from({ length: 3 }, () => t.call('POST', 'invoices', { customer_id: t.customerId, date: '2026-07-10', lines })));
      expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.body))).toEqual([201, 422, 422]);
      const winner = results.find((r) => r.status === 201)!.body;
      expect(winner.total_amount).toBe('360.00');
      const rows = await query<{ time_entry_id: number; n: number; invoice_id: number }>(
        t.company.id,
        sql`select time_entry_id, count(*)::int as n, min(invoice_id) as invoice_id from time_billings where time_entry_id in ${ids} group by time_entry_id order by time_entry_id`,
      );
      expect(rows).toEqual(ids.map((time_entry_id) => ({ time_entry_id, n: 1, invoice_id: winner.id })));
    }
  }, 120_000);
});

describe('time off', () => {
  it('accrues an hour per 30 approved hours worked; approving paid time off never passes the balance', async () => {
    const t = await timeCompany('timeoff');
    for (const day of ['2026-05-04', '2026-05-05', '2026-05-06']) await worked(t.call, { employee_id: t.employeeId, date: day, hours: '20' });
    await worked(t.call, { employee_id: t.employeeId, date: '2026-05-07', hours: '10' }, false); // pending: earns nothing yet
    const balance = async () => (await t.call('GET', `time-off/balance?employee_id=${t.employeeId}`)).body;
    expect(await balance()).toEqual({ employee_id: t.employeeId, hours_worked: '60.00', accrued: '2.00', taken: '0.00', balance: '2.00' });

    const tooMuch = await made(t.call, 'time-off', { employee_id: t.employeeId, date: '2026-06-01', hours: '2.5', type: 'vacation' });
    const refused = await t.call('POST', `time-off/${tooMuch}/approve`, {});
    expect([refused.status, refused.body.map((e: { field: string }) => e.field)]).toEqual([422, ['hours']]);
    expect((await t.call('GET', `time-off/${tooMuch}`)).body.approval).toBe('pending');
    expect((await t.call('POST', `time-off/${tooMuch}/deny`, {})).body.approval).toBe('denied');

    const sick = await made(t.call, 'time-off', { employee_id: t.employeeId, date: '2026-06-02', hours: '1.5', type: 'sick' });
    expect((await t.call('POST', `time-off/${sick}/approve`, {})).status).toBe(200);
    const unpaid = await made(t.call, 'time-off', { employee_id: t.employeeId, date: '2026-06-03', hours: '8', type: 'unpaid' });
    expect((await t.call('POST', `time-off/${unpaid}/approve`, {})).status).toBe(200);
    expect(await balance()).toMatchObject({ accrued: '2.00', taken: '1.50', balance: '0.50' });
    // A changed request waits for approval again, and then no longer counts.
    expect((await t.call('PUT', `time-off/${sick}`, { hours: '1' })).body.approval).toBe('pending');
    expect(await balance()).toMatchObject({ taken: '0.00', balance: '2.00' });
    const bad = await t.call('POST', 'time-off', { employee_id: t.employeeId, date: '2026-06-04', hours: '-2', type: 'sick' });
    expect([bad.status, bad.body.map((e: { field: string }) => e.field)]).toEqual([422, ['hours']]);
  });
});

describe('the weekly timesheet (POST /time-worked/week)', () => {
  it('saves a week’s cells in one transaction: new hours made, changed ones changed, emptied ones deleted; a refusal names its cell and writes nothing', async () => {
    const t = await timeCompany('week');
    const row = { customer_id: t.customerId, item_id: t.items.design, is_billable: 1 };
    const week = (cells: Record<string, unknown>[]) => t.call('POST', 'time-worked/week', { employee_id: t.employeeId, cells });
    const stored = async () =>
      (await t.call('GET', `time-worked?filter[employee_id]=${t.employeeId}&sort=date&per-page=50`)).body.items.map((e: Record<string, unknown>) => [new Date((e.date as number) * 1000).toISOString().slice(0, 10), e.hours, e.customer_id]).sort();

    const first = await week([
      { ...row, date: '2026-06-01', hours: '8' },
      { ...row, date: '2026-06-02', hours: '7.5' },
      { date: '2026-06-02', hours: '0.5' },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await stored()).toEqual([['2026-06-01', '8.00', t.customerId], ['2026-06-02', '0.50', null], ['2026-06-02', '7.50', t.customerId]]);
    const [monday, tuesday] = (first.body.items ?? first.body).map((e: { id: number }) => e.id);

    // Monday emptied, Tuesday changed, Wednesday new; a day past 24 hours refuses the week.
    const refused = await week([{ ...row, id: monday, date: '2026-06-01', hours: '' }, { ...row, date: '2026-06-03', hours: '20' }, { date: '2026-06-03', hours: '5' }]);
    expect([refused.status, refused.body.map((e: { field: string }) => e.field)]).toEqual([422, ['cells.2.hours']]);
    expect(await stored()).toHaveLength(3);
    const second = await week([{ ...row, id: monday, date: '2026-06-01', hours: '' }, { ...row, id: tuesday, date: '2026-06-02', hours: '6' }, { ...row, date: '2026-06-03', hours: '20' }]);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await stored()).toEqual([['2026-06-02', '0.50', null], ['2026-06-02', '6.00', t.customerId], ['2026-06-03', '20.00', t.customerId]]);
  });
});
