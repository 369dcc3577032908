import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

/**
 * The hand-worked scenario, checked to the cent. Sales tax 8.25 % (2300); Design, a
 * service at 120.00 (4100, not taxable); Widget, a good at 12.50 (4000, taxable); a 10 %
 * discount (4000). Invoices need approval.
 *
 * INV1, converted from an estimate on 03-02: Design x 3 = 360.00, Widget x 10 = 125.00, discount
 *   10 % of 485.00 = -48.50 (its taxable share 48.50 x 125 / 485 = 12.50), taxable 112.50, tax
 *   9.28125 -> 9.28; total 436.50 + 9.28 = 445.78.
 * INV2 03-05: Design x 1 = 120.00.  INV3 03-28, due 04-27: Widget x 4 = 50.00, tax 4.125 -> 4.13; 54.13.
 * P1 03-10: 200.00 to INV1 (owes 245.78).  P2 03-20: 300.00, 245.78 to INV1, 54.22 over.
 * Deposit 03-21: P1 + P2 = 500.00 to Business Checking.
 * Apply credit 03-21: P2's 54.22 to INV2 (owes 65.78).  CM1 03-25: Design x 0.5 = 60.00, applied to INV2 (owes 5.78).
 * Write-off 03-31: INV2's 5.78 to Bad Debt Expense 6050.
 *
 * Afterwards (05-31): AR 1200 = 445.78 + 120.00 + 54.13 - 500.00 - 60.00 - 5.78 = 54.13 (INV3
 * alone, 34 days past due); Undeposited Funds 0.00; bank 500.00; Service Revenue 360 + 120 - 60 =
 * 420.00; Sales 125 - 48.50 + 50 = 126.50; Sales Tax Payable 9.28 + 4.13 = 13.41; bad debt 5.78;
 * net income 420.00 + 126.50 - 5.78 = 540.72; assets 554.13 = liabilities 13.41 + equity 540.72.
 */
describe('the receivables scenario, worked by hand', () => {
  it('leaves every account, the customer, the aging and the statements at the hand figures', async () => {
    const b = await booksCompany('scenario');
    const { call, account } = b;
    const ok = async (res: Promise<{ status: number; body: any }>, status = [200, 201]) => {
      const r = await res;
      expect(status, JSON.stringify(r.body)).toContain(r.status);
      return r.body;
    };
    const tax = (await ok(call('POST', 'ar-taxes', { display_name: 'Sales Tax', rate: '8.25', liability_account_id: account('2300') }))).id;
    const design = (await ok(call('POST', 'ar-services', { display_name: 'Design', rate: '120', is_taxable: 0, income_account_id: account('4100') }))).id;
    const widget = (await ok(call('POST', 'ar-goods', { display_name: 'Widget', rate: '12.50', is_taxable: 1, income_account_id: account('4000'), asset_account_id: account('1400'), expense_account_id: account('5000') }))).id;
    const discount = (await ok(call('POST', 'ar-discounts', { display_name: 'Ten off', percent: '10', income_account_id: account('4000') }))).id;
    await ok(call('PUT', 'invoice-settings', { approval_required: 1 }));
    const acme = (await ok(call('POST', 'customers', { display_name: 'Acme Ltd' }))).id;

    const estimate = await ok(
      call('POST', 'estimates', {
        customer_id: acme,
        date: '2026-03-01',
        tax_id: tax,
        lines: [
          { type: 'service', item_id: design, quantity: '3' },
          { type: 'good', item_id: widget, quantity: '10' },
          { type: 'discount', item_id: discount },
        ],
      }),
    );
    expect(estimate.total_amount).toBe('445.78');
    const held = await ok(call('POST', `estimates/${estimate.id}/convert`, { date: '2026-03-02' }));
    expect(held).toMatchObject({ is_tba: true, state: 'draft' });
    const inv1 = await ok(call('POST', `invoices/${held.id}/approve`));
    expect(inv1).toMatchObject({ state: 'posted', total_amount: '445.78', tax_amount: '9.28', balance_due: '445.78' });
    const approved = async (body: object) => ok(call('POST', `invoices/${(await ok(call('POST', 'invoices', { customer_id: acme, ...body }))).id}/approve`));
    const inv2 = await approved({ date: '2026-03-05', due_date: '2026-04-04', lines: [{ type: 'service', item_id: design, quantity: '1' }] });
    const inv3 = await approved({ date: '2026-03-28', due_date: '2026-04-27', tax_id: tax, lines: [{ type: 'good', item_id: widget, quantity: '4' }] });
    expect(inv3.total_amount).toBe('54.13');
    expect((await ok(call('GET', `customers/${acme}`))).balance).toBe('619.91');

    const p1 = await ok(call('POST', 'payments', { customer_id: acme, date: '2026-03-10', method: 2, amount: '200.00', applications: [{ invoice_id: inv1.id, amount: '200.00' }] }));
    const p2 = await ok(call('POST', 'payments', { customer_id: acme, date: '2026-03-20', method: 2, amount: '300.00', applications: [{ invoice_id: inv1.id, amount: '245.78' }] }));
    expect(p2.unapplied_amount).toBe('54.22');
    expect((await ok(call('GET', `invoices/${inv1.id}`))).balance_due).toBe('0.00');
    await ok(call('POST', 'bank-deposits', { bank_account_id: account('1000'), date: '2026-03-21', payment_ids: [p1.id, p2.id] }));
    await ok(call('POST', 'apply-credits', { customer_id: acme, date: '2026-03-21', payment_id: p2.id, invoice_id: inv2.id, amount: '54.22' }));
    const cm1 = await ok(call('POST', 'credit-memos', { customer_id: acme, date: '2026-03-25', lines: [{ type: 'service', item_id: design, quantity: '0.5' }] }));
    expect(cm1.total_amount).toBe('60.00');
    await ok(call('POST', 'apply-credits', { customer_id: acme, date: '2026-03-25', credit_memo_id: cm1.id, invoice_id: inv2.id, amount: '60.00' }));
    const off = await ok(call('POST', 'write-offs', { invoice_id: inv2.id, date: '2026-03-31' }));
    expect(off.amount).toBe('5.78');
    expect((await ok(call('GET', `invoices/${inv2.id}`))).is_written_off).toBe(true);

    const tb = (await ok(call('GET', 'reports/trial-balance?date=2026-05-31'))).rows as { number: string; debit: string; credit: string }[];
    const at = (number: string) => {
      const row = tb.find((r) => r.number === number);
      return row ? (row.debit !== '0.00' ? `Dr ${row.debit}` : `Cr ${row.credit}`) : 'none';
    };
    expect(Object.fromEntries(['1000', '1150', '1200', '2300', '4000', '4100', '6050'].map((n) => [n, at(n)]))).toEqual({
      '1000': 'Dr 500.00',
      '1150': 'none',
      '1200': 'Dr 54.13',
      '2300': 'Cr 13.41',
      '4000': 'Cr 126.50',
      '4100': 'Cr 420.00',
      '6050': 'Dr 5.78',
    });
    expect((await ok(call('GET', `customers/${acme}`))).balance).toBe('54.13');

    const aging = await ok(call('GET', 'reports/receivables-aging?date=2026-05-31'));
    expect(aging.rows).toEqual([expect.objectContaining({ customer: 'Acme Ltd', current: '0.00', days_1_30: '0.00', days_31_60: '54.13', days_61_90: '0.00', over_90: '0.00', credits: '0.00', total: '54.13' })]);
    // On 03-20, before the credits and the write-off: INV2 owed whole, P2's 54.22 not yet applied (445.78 + 120.00 - 500.00).
    const before = await ok(call('GET', 'reports/receivables-aging?date=2026-03-20'));
    expect(before.totals).toMatchObject({ current: '120.00', credits: '-54.22', total: '65.78' });

    const sheet = await ok(call('GET', 'reports/balance-sheet?date=2026-05-31'));
    expect(sheet.totals).toMatchObject({ assets: '554.13', liabilities: '13.41', equity: '540.72', difference: '0.00' });
    const pl = await ok(call('GET', 'reports/profit-and-loss?from=2026-01-01&to=2026-12-31'));
    expect(pl.totals).toMatchObject({ income: '546.50', expense: '5.78', net_income: '540.72' });
    const statement = await ok(call('GET', `reports/customer-statement?customer_id=${acme}&from=2026-03-01&to=2026-05-31`));
    expect(statement.totals).toEqual({ opening_balance: '0.00', debit: '619.91', credit: '565.78', closing_balance: '54.13' });
  });
});
