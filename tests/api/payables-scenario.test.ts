import { describe, expect, it } from 'vitest';
import { checkAmountInWords } from '@/lib/money-words';
import { api } from '../support/api';
import { payablesCompany } from '../support/payables';
import { addUser } from '../support/people';

/**
 * The payables cycle worked by hand, to the cent:
 *
 *   B1 Acme   2026-03-01 due 03-31  6300  1,250.00
 *   B2 Acme   2026-03-10 due 04-09  6400    480.75
 *   B3 Zenith 2026-03-05 due 03-20  6300  2,000.00
 *   C1 Acme   2026-03-12 credit     6400    130.75
 *   AP 3,600.00 (Acme 1,600.00, Zenith 2,000.00); 6300 3,250.00; 6400 350.00.
 *
 * A batch puts forward B1 in full, 300.00 of B2 and B3 in full: 3,550.00. B2's item is rejected,
 * the rest approved. Paid 2026-04-15 from 1000: check 1001 to Acme 1,250.00 less C1 130.75 =
 * 1,119.25; check 1002 to Zenith 2,000.00. 1002 is voided and reissued as 1003.
 * Bank -3,119.25; AP 480.75 (B2, all Acme's); 6300 and 6400 unchanged.
 */
describe('the payables scenario, worked by hand', { timeout: 240_000 }, () => {
  it('bills, a credit, a batch approved but for one item, paid by two checks, one voided and reissued', async () => {
    const ap = await payablesCompany('aps');
    const b1 = await ap.bill(ap.acme, '2026-03-01', [['6300', '1250.00']], { number: 'B1', due_date: '2026-03-31' });
    const b2 = await ap.bill(ap.acme, '2026-03-10', [['6400', '480.75']], { number: 'B2', due_date: '2026-04-09' });
    const b3 = await ap.bill(ap.zenith, '2026-03-05', [['6300', '2000.00']], { number: 'B3', due_date: '2026-03-20' });
    const c1 = await ap.credit(ap.acme, '2026-03-12', [['6400', '130.75']]);
    expect(await ap.balance('2000')).toBe('-3600.00');
    expect([await ap.owed(ap.acme), await ap.owed(ap.zenith)]).toEqual(['1600.00', '2000.00']);

    // Submitted by a person without the approval right.
    const staff = await addUser(ap.host, ap.owner.authKey);
    const asStaff = (method: string, path: string, body?: unknown) => api(method, path, { host: ap.host, token: staff.token, body });
    const over = await asStaff('POST', 'ap-tbas', { items: [{ bill_id: b2.id, amount: '480.76' }] });
    expect(over.status).toBe(422);
    expect(over.body[0]).toMatchObject({ field: 'items.0.amount', code: 'batchOverFree' });
    const submitted = await asStaff('POST', 'ap-tbas', {
      items: [
        { bill_id: b1.id, amount: '1250.00' },
        { bill_id: b2.id, amount: '300.00' },
        { bill_id: b3.id, amount: '2000.00' },
      ],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(submitted.body).toMatchObject({ status: 'pending', amount: '3550.00', submitted_by: staff.id, decided_by: null, pending_items: 3 });
    const batchId = submitted.body.id as number;
    // What a live batch holds of a bill is not put forward again.
    expect((await ap.call('POST', 'ap-tbas', { items: [{ bill_id: b1.id, amount: '0.01' }] })).body[0]).toMatchObject({ field: 'items.0.amount', code: 'batchOverFree' });
    expect((await ap.call('GET', 'ap-tbas/count?filter[status]=pending')).body.count).toBe(1);

    // The approval right is the administrators' (server-side).
    expect((await asStaff('POST', `ap-tbas/${batchId}/approve`, {})).status).toBe(403);
    const items = (await ap.call('GET', `ap-tbas/${batchId}?expand=items`)).body.items as { id: number; bill_id: number }[];
    const itemOf = (billId: number) => items.find((i) => i.bill_id === billId)!.id;
    expect((await asStaff('POST', `ap-batch-items/${itemOf(b2.id)}/reject`, {})).status).toBe(403);
    const rejected = await ap.call('POST', `ap-batch-items/${itemOf(b2.id)}/reject`, {});
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'reject', decided_by: ap.owner.id });
    expect((await ap.call('GET', `ap-tbas/${batchId}`)).body).toMatchObject({ status: 'pending', pending_items: 2 });
    const approved = await ap.call('POST', `ap-tbas/${batchId}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: ap.owner.id, pending_items: 0 });
    expect(approved.body.decided_at).toBeGreaterThan(0);
    expect((await ap.call('POST', `ap-tbas/${batchId}/reject`, {})).status).toBe(422);
    expect((await ap.call('GET', 'ap-tbas/count?filter[status]=pending')).body.count).toBe(0);
    expect((await ap.call('GET', 'ap-batch-items/count?filter[status]=approved')).body.count).toBe(2);

    // The preview: one check per vendor, Acme's credit applied.
    const pay = { bank_account_id: ap.account('1000'), date: '2026-04-15' };
    const preview = await ap.call('POST', 'ap-batch-items/preview', pay);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.total).toBe('3119.25');
    expect(preview.body.checks.map((c: { payee_name: string; bills_total: string; credits_total: string; amount: string }) => [c.payee_name, c.bills_total, c.credits_total, c.amount])).toEqual([
      ['Acme Supplies', '1250.00', '130.75', '1119.25'],
      ['Zenith Rentals', '2000.00', '0.00', '2000.00'],
    ]);
    expect(preview.body.checks[0].credits).toEqual([{ credit_id: c1.id, number: expect.any(String), date: expect.anything(), amount: '130.75' }]);
    expect(await ap.balance('1000')).toBe('0.00');

    const paid = await ap.call('POST', 'ap-batch-items/pay', pay);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const checks = paid.body.items ?? paid.body;
    expect(checks.map((c: { number: number; amount: string; payee_name: string; amount_in_words: string }) => [c.number, c.payee_name, c.amount, c.amount_in_words])).toEqual([
      [1001, 'Acme Supplies', '1119.25', 'One thousand one hundred nineteen and 25/100'],
      [1002, 'Zenith Rentals', '2000.00', 'Two thousand and 00/100'],
    ]);
    expect(checkAmountInWords(111925n)).toBe('One thousand one hundred nineteen and 25/100');
    expect((await ap.call('GET', 'ap-batch-items/count?filter[status]=paid')).body.count).toBe(2);
    expect((await ap.call('POST', 'ap-batch-items/preview', pay)).body[0]).toMatchObject({ field: 'items', code: 'toPayNone' });

    // Void 1002: B3 owes again and its item waits in To Be Paid; reissued as 1003.
    const zenithCheck = checks[1].id as number;
    expect((await ap.call('POST', `checks/${zenithCheck}/void`, { date: '2026-04-16' })).status).toBe(200);
    expect(await ap.owed(ap.zenith)).toBe('2000.00');
    const waiting = (await ap.call('GET', 'ap-batch-items/all?filter[status]=approved')).body.items;
    expect(waiting.map((i: { bill_id: number; paid_amount: string; left_to_pay: string }) => [i.bill_id, i.paid_amount, i.left_to_pay])).toEqual([[b3.id, '0.00', '2000.00']]);
    const reissued = await ap.call('POST', 'ap-batch-items/pay', { ...pay, date: '2026-04-16' });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    const reissue = (reissued.body.items ?? reissued.body)[0];
    expect([reissue.number, reissue.amount, reissue.amount_in_words]).toEqual([1003, '2000.00', 'Two thousand and 00/100']);

    // The books, to the cent.
    expect(await ap.balance('1000')).toBe('-3119.25');
    expect(await ap.balance('2000')).toBe('-480.75');
    expect(await ap.balance('6300')).toBe('3250.00');
    expect(await ap.balance('6400')).toBe('350.00');
    expect([await ap.owed(ap.acme), await ap.owed(ap.zenith)]).toEqual(['480.75', '0.00']);
    expect(await ap.openItems(ap.acme)).toBe(480.75);
    // The aging at a date before the payments sees the documents as they stood; totals tie to AP.
    const aging = async (date: string) => (await ap.call('GET', `reports/payables-aging?date=${date}`)).body;
    const march = await aging('2026-03-31');
    expect(march.columns.map((c: { key: string }) => c.key)).toEqual(['vendor', 'current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90', 'credits', 'total']);
    expect(march.rows.map((r: Record<string, string>) => [r.vendor, r.current, r.days_1_30, r.credits, r.total])).toEqual([
      ['Acme Supplies', '1730.75', '0.00', '-130.75', '1600.00'],
      ['Zenith Rentals', '0.00', '2000.00', '0.00', '2000.00'],
    ]);
    expect(march.totals.total).toBe('3600.00');
    expect(await ap.balance('2000', '2026-03-31')).toBe('-3600.00');
    const april = await aging('2026-04-30');
    expect(april.rows.map((r: Record<string, string>) => [r.vendor, r.current, r.days_1_30, r.credits, r.total])).toEqual([['Acme Supplies', '0.00', '480.75', '0.00', '480.75']]);
    expect(april.totals.total).toBe('480.75');
    const open = (await ap.call('GET', `reports/open-payables?date=2026-04-30&vendor_id=${ap.acme}`)).body;
    expect(open.rows.map((r: Record<string, unknown>) => [r.number, r.balance_due, r.days_overdue])).toEqual([['B2', '480.75', 21]]);
    // The company's own periods: 1-15, 16-45, 46-90 days.
    const periods = await ap.call('PUT', 'payables-aging-settings', { period_1: 15, period_2: 30, period_3: 45 });
    expect(periods.status, JSON.stringify(periods.body)).toBe(200);
    expect((await ap.call('PUT', 'payables-aging-settings', { period_1: 0 })).body[0]).toMatchObject({ field: 'period_1' });
    const custom = await aging('2026-04-30');
    expect(custom.columns.map((c: { key: string }) => c.key)).toEqual(['vendor', 'current', 'days_1_15', 'days_16_45', 'days_46_90', 'over_90', 'credits', 'total']);
    expect(custom.rows[0]).toMatchObject({ days_1_15: '0.00', days_16_45: '480.75', total: '480.75' });

    const docs = await Promise.all([`ap-bills/${b1.id}`, `ap-bills/${b2.id}`, `ap-bills/${b3.id}`, `ap-credits/${c1.id}`].map(async (p) => (await ap.call('GET', p)).body.balance_due));
    expect(docs).toEqual(['0.00', '480.75', '0.00', '0.00']);
    const finalItems = (await ap.call('GET', `ap-batch-items/all?filter[batch_id]=${batchId}&sort=id`)).body.items;
    expect(finalItems.map((i: { status: string; paid_amount: string }) => [i.status, i.paid_amount])).toEqual([
      ['paid', '1250.00'],
      ['reject', '0.00'],
      ['paid', '2000.00'],
    ]);
  });
});
