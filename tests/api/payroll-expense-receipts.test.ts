import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesItems } from '@/db/schema';
import { withTenant } from '@/lib/tenant/transaction';
import { api } from '../support/api';
import { booksCompany } from '../support/books';
import { fields, net, payrollCompany, query } from '../support/payroll';

/** A small PDF: a receipt as scanned. */
const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Mileage and expenses with their receipts (docs/decisions.md, "Issue 40: mileage and expense
 * receipts"): entered, the receipt filed with the entry, approved, then paid back on a pay run's
 * reimbursement line or billed to a customer on a Time & Expenses line.
 */
describe('mileage and expense receipts: approved, then reimbursed on a pay run or billed to a customer', () => {
  it('walks the flow end to end through the API', { timeout: 240_000 }, async () => {
    const p = await payrollCompany('receipts');
    const reimbursements = await p.made('accounts', { number: '6700', display_name: 'Employee Reimbursements', type: 14 });
    const travel = await p.made('payroll-items', { display_name: 'Travel reimbursement', kind: 'reimbursement', expense_account_id: reimbursements });
    const bonus = await p.made('payroll-items', { display_name: 'Bonus', kind: 'bonus', expense_account_id: p.accounts.wages });
    const customer = await p.made('customers', { display_name: 'Harbor Foods' });
    const [item] = await withTenant(p.company.id, (tx) =>
      tx.insert(salesItems).values({ companyId: p.company.id, kind: 'other_charge', displayName: 'Reimbursable expenses', rate: null, isTaxable: false, incomeAccountId: p.account('4000') }).returning(),
    );
    const entry = (body: Record<string, unknown>) => p.made('mileage-expenses', { employee_id: p.bob, date: '2026-03-04', ...body });
    const receipt = async (id: number) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(RECEIPT)], { type: 'application/pdf' }), `receipt-${id}.pdf`);
      form.set('linked_to', 'mileage-expenses');
      form.set('record_id', String(id));
      const res = await api('POST', 'files', { host: p.host, token: p.owner.authKey, form });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const state = async (id: number) => {
      const e = (await p.call('GET', `mileage-expenses/${id}`)).body;
      return [e.approval, e.reimbursement_status, e.pay_run_id, e.billing_status];
    };

    // Bob drove 120 miles at 0.70 (84.00) and paid 45.30 for parking; a 60.00 part is billed to Harbor Foods.
    const trip = await entry({ kind: 'mileage', miles: '120', rate_per_mile: '0.70', description: 'Site visits' });
    const parking = await entry({ kind: 'expense', amount: '45.30', description: 'Parking' });
    const part = await entry({ kind: 'expense', amount: '60.00', description: 'Valve', customer_id: customer, item_id: item.id, is_billable: 1 });
    const lunch = await entry({ kind: 'expense', amount: '12.00', description: 'Lunch' });
    expect(await state(trip)).toEqual(['pending', 'unreimbursed', null, 'not_billable']);

    // An expense is approved with its receipt filed with it; a trip's miles need none.
    expect(fields(await p.call('POST', `mileage-expenses/${parking}/approve`, {}))).toEqual([422, ['id']]);
    await receipt(parking);
    await receipt(part);
    for (const id of [trip, parking, part]) expect((await p.call('POST', `mileage-expenses/${id}/approve`, {})).status).toBe(200);
    expect((await p.call('GET', `files?filter[linked_to]=mileage-expenses&filter[record_id]=${parking}`)).body.items.map((f: { display_name: string }) => f.display_name)).toEqual([`receipt-${parking}.pdf`]);
    // Changed once approved, it is approved again.
    expect((await p.call('PUT', `mileage-expenses/${part}`, { description: 'Valve and gasket' })).body.approval).toBe('pending');
    expect((await p.call('POST', `mileage-expenses/${part}/approve`, {})).status).toBe(200);

    const week = { period_start: '2026-03-02', period_end: '2026-03-08', pay_date: '2026-03-13', bank_account_id: p.accounts.bank, lines: [{ employee_id: p.bob, regular_hours: '40' }] };
    const pays = (...earnings: Record<string, unknown>[]) => ({ ...week, earnings: earnings.map((e) => ({ employee_id: p.bob, payroll_item_id: travel, ...e })) });
    const before = (await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from pay_runs`))[0].n;
    // Refused, nothing written: not the line's amount, another item's kind, another employee's line, named twice, another company's, not approved.
    const other = await booksCompany('receipts-other');
    const foreign = (await other.call('POST', 'mileage-expenses', { kind: 'expense', employee_id: (await other.call('POST', 'employees', { display_name: 'Zed' })).body.id, date: '2026-03-04', amount: '45.30' })).body.id;
    expect(fields(await p.call('POST', 'pay-runs', pays({ expense_id: parking, amount: '45.00' })))).toEqual([422, ['earnings.0.expense_id']]);
    expect(fields(await p.call('POST', 'pay-runs', pays({ expense_id: parking, amount: '45.30', payroll_item_id: bonus })))).toEqual([422, ['earnings.0.expense_id']]);
    expect(fields(await p.call('POST', 'pay-runs', { ...pays(), lines: [...week.lines, { employee_id: p.alice, regular_hours: '40' }], earnings: [{ employee_id: p.alice, payroll_item_id: travel, expense_id: parking, amount: '45.30' }] }))).toEqual([
      422,
      ['earnings.0.expense_id'],
    ]);
    expect(fields(await p.call('POST', 'pay-runs', pays({ expense_id: parking, amount: '45.30' }, { expense_id: parking, amount: '45.30' })))).toEqual([422, ['earnings.1.expense_id']]);
    expect(fields(await p.call('POST', 'pay-runs', pays({ expense_id: foreign, amount: '45.30' })))).toEqual([422, ['earnings.0.expense_id']]);
    expect(fields(await p.call('POST', 'pay-runs', pays({ expense_id: lunch, amount: '12.00' })))).toEqual([422, ['earnings.0.expense_id']]);
    expect((await query<{ n: number }>(p.company.id, sql`select count(*)::int as n from pay_runs`))[0].n).toBe(before);
    expect(await state(lunch)).toEqual(['pending', 'unreimbursed', null, 'not_billable']);

    // Reimbursed on Bob's paycheck: 40 × 18.50 = 740.00, federal 81.11, social security 45.88, net 613.01, plus 84.00 + 45.30 paid back = 742.31.
    const run = await p.call('POST', 'pay-runs', pays({ expense_id: trip, amount: '84.00' }, { expense_id: parking, amount: '45.30' }));
    expect(run.status, JSON.stringify(run.body)).toBe(201);
    expect(run.body).toMatchObject({ gross: '740.00', net: '742.31' });
    expect(await net(p, reimbursements)).toBe('129.30');
    expect(await state(trip)).toEqual(['approved', 'reimbursed', run.body.id, 'not_billable']);
    expect(await state(parking)).toEqual(['approved', 'reimbursed', run.body.id, 'not_billable']);
    expect((await p.call('GET', `mileage-expenses?filter[pay_run_id]=${run.body.id}&sort=id`)).body.items.map((e: { id: number }) => e.id)).toEqual([trip, parking]);
    // Reimbursed, it is neither changed, decided again nor deleted; nor paid back twice.
    expect(fields(await p.call('PUT', `mileage-expenses/${parking}`, { description: 'Parking, garage' }))).toEqual([422, ['id']]);
    expect((await p.call('POST', `mileage-expenses/${parking}/deny`, {})).status).toBe(422);
    expect((await p.call('DELETE', `mileage-expenses/${parking}`)).status).toBe(422);
    const again = await p.call('POST', 'pay-runs', { ...pays({ expense_id: parking, amount: '45.30' }), period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20' });
    expect(fields(again)).toEqual([422, ['earnings.0.expense_id']]);
    expect(JSON.stringify(again.body)).toContain(`pay run ${run.body.number}`);

    // The part is billed to the customer on a Time & Expenses line, once.
    const invoice = await p.call('POST', 'invoices', { customer_id: customer, date: '2026-03-31', lines: [{ type: 'time_expense' }] });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.total_amount).toBe('60.00');
    const lines = (await p.call('GET', `invoices/${invoice.body.id}?expand=lines`)).body.lines as Record<string, unknown>[];
    expect(lines.map((l) => [l.expense_id, l.amount, l.description])).toEqual([[part, '60.00', expect.stringContaining('Valve and gasket')]]);
    expect(await state(part)).toEqual(['approved', 'unreimbursed', null, 'billed']);

    // The pay run voided, what it paid back is reimbursable again.
    expect((await p.call('POST', `pay-runs/${run.body.id}/void`, {})).status).toBe(200);
    expect(await state(parking)).toEqual(['approved', 'unreimbursed', null, 'not_billable']);
    expect(await net(p, reimbursements)).toBe('0.00');
    const rerun = await p.call('POST', 'pay-runs', { ...pays({ expense_id: parking, amount: '45.30' }), period_start: '2026-03-09', period_end: '2026-03-15', pay_date: '2026-03-20' });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(201);
    expect(await state(parking)).toEqual(['approved', 'reimbursed', rerun.body.id, 'not_billable']);
  });
});
