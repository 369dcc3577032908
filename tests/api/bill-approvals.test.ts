import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { payablesCompany } from '../support/payables';
import { addUser } from '../support/people';

/**
 * Paying a bill needs its approval where the company requires one (lib/modules/payables/
 * approvals.ts): staff, who may not approve bill payments, pay only what was approved and not
 * paid yet, through every path that pays a bill; nobody pays a rejected bill.
 */
describe('paying bills that need approval', { timeout: 240_000 }, () => {
  async function setUp(prefix: string) {
    const ap = await payablesCompany(prefix);
    const staff = await addUser(ap.host, ap.owner.authKey);
    const asStaff = (method: string, path: string, body?: unknown) => api(method, path, { host: ap.host, token: staff.token, body });
    const check = (bills: { bill_id: number; amount: string }[], date = '2026-04-10') => ({ bank_account_id: ap.account('1000'), date, payee_type: 'vendor', payee_id: ap.acme, bills });
    /** Puts `items` forward as a batch (staff may) and decides each as `decisions` says (the owner). */
    const batch = async (items: { bill_id: number; amount: string }[], decisions: ('approve' | 'reject')[]) => {
      const made = await asStaff('POST', 'ap-tbas', { items });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const rows = (await ap.call('GET', `ap-tbas/${made.body.id}?expand=items`)).body.items as { id: number }[];
      for (const [n, decision] of decisions.entries()) expect((await ap.call('POST', `ap-batch-items/${rows[n].id}/${decision}`, {})).status).toBe(200);
      return rows.map((r) => r.id);
    };
    const bill = async (id: number) => (await ap.call('GET', `ap-bills/${id}`)).body as { balance_due: string };
    const item = async (id: number) => (await ap.call('GET', `ap-batch-items/${id}`)).body as { status: string; paid_amount: string };
    return { ap, staff, asStaff, check, batch, bill, item };
  }

  it('refuses staff a check from the Checks list paying a bill nobody approved, naming the bill', async () => {
    const { ap, asStaff, check, bill } = await setUp('apr-none');
    const b1 = await ap.bill(ap.acme, '2026-04-01', [['6300', '100.00']], { number: 'B-100' });
    const res = await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '100.00' }]));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body[0]).toMatchObject({ field: 'bills.0.bill_id', code: 'billNotApproved', params: { number: 'B-100' } });
    expect(res.body[0].message).toContain('B-100');
    // Waiting for a decision is not approved either.
    expect((await asStaff('POST', 'ap-tbas', { items: [{ bill_id: b1.id, amount: '100.00' }] })).status).toBe(201);
    expect((await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '100.00' }]))).body[0]).toMatchObject({ code: 'billNotApproved' });
    expect((await bill(b1.id)).balance_due).toBe('100.00');
    expect(await ap.balance('1000')).toBe('0.00');
    // Whoever may approve pays it: their payment is their approval.
    expect((await ap.call('POST', 'checks', check([{ bill_id: b1.id, amount: '100.00' }]))).status).toBe(201);
  });

  it('lets staff pay what was approved and no more, from the Checks list and from To Be Paid, each payment using the approval up', async () => {
    const { ap, asStaff, check, batch, bill, item } = await setUp('apr-part');
    const b1 = await ap.bill(ap.acme, '2026-04-01', [['6300', '100.00']], { number: 'B-1' });
    const b2 = await ap.bill(ap.acme, '2026-04-02', [['6300', '50.00']], { number: 'B-2' });
    const [i1, i2] = await batch([{ bill_id: b1.id, amount: '60.00' }, { bill_id: b2.id, amount: '50.00' }], ['approve', 'approve']);

    const over = await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '60.01' }]));
    expect(over.status).toBe(422);
    expect(over.body[0]).toMatchObject({ field: 'bills.0.amount', code: 'billOverApproved', params: { number: 'B-1', approved: '60.00' } });

    // 60.00 paid from the Checks list uses the approval up: the item is paid, the rest of the bill is not approved.
    const paid = await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '60.00' }]));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await item(i1)).toMatchObject({ status: 'paid', paid_amount: '60.00' });
    expect((await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '40.00' }]))).body[0]).toMatchObject({ field: 'bills.0.bill_id', code: 'billNotApproved' });
    expect((await bill(b1.id)).balance_due).toBe('40.00');

    // To Be Paid pays the approved rest (B-2) for staff too.
    const run = await asStaff('POST', 'ap-batch-items/pay', { bank_account_id: ap.account('1000'), date: '2026-04-11' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(await item(i2)).toMatchObject({ status: 'paid', paid_amount: '50.00' });
    expect((await bill(b2.id)).balance_due).toBe('0.00');

    // A void gives the approval back: staff may pay it again.
    expect((await ap.call('POST', `checks/${paid.body.id}/void`, {})).status).toBe(200);
    expect(await item(i1)).toMatchObject({ status: 'approved', paid_amount: '0.00' });
    expect((await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '60.00' }], '2026-04-12'))).status).toBe(201);
    expect(await ap.balance('1000')).toBe('-110.00');
  });

  it('refuses anyone a check paying a rejected bill, until it is approved again', async () => {
    const { ap, asStaff, check, batch, bill } = await setUp('apr-rej');
    const b1 = await ap.bill(ap.acme, '2026-04-01', [['6300', '80.00']], { number: 'B-80' });
    await batch([{ bill_id: b1.id, amount: '80.00' }], ['reject']);
    for (const call of [ap.call, asStaff]) {
      const res = await call('POST', 'checks', check([{ bill_id: b1.id, amount: '80.00' }]));
      expect(res.status).toBe(422);
      expect(res.body[0]).toMatchObject({ field: 'bills.0.bill_id', code: 'billRejected', params: { number: 'B-80' } });
    }
    expect((await bill(b1.id)).balance_due).toBe('80.00');
    // Put forward again and approved, it is paid.
    await batch([{ bill_id: b1.id, amount: '80.00' }], ['approve']);
    expect((await asStaff('POST', 'checks', check([{ bill_id: b1.id, amount: '80.00' }]))).status).toBe(201);
    expect((await bill(b1.id)).balance_due).toBe('0.00');
  });
});
