import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { postedSalesDocument } from '../support/receivables';

/** A company whose customer overpaid an invoice: 130.00 against 100.00, 30.00 of credit. */
async function overpaid() {
  const books = await booksCompany('overpay');
  const customer = (await books.call('POST', 'customers', { display_name: 'Nimbus Ltd' })).body.id as number;
  const where = { host: books.host, token: books.owner.authKey };
  const first = await postedSalesDocument(where, { customerId: customer, date: '2026-03-01', amount: '100.00' });
  const payment = (await books.call('POST', 'payments', { customer_id: customer, date: '2026-03-10', amount: '130.00', applications: [{ invoice_id: first, amount: '100.00' }] })).body;
  expect(payment.unapplied_amount).toBe('30.00');
  const service = (rate: string) => ({ type: 'service', description: 'Work', quantity: '1', rate, account_id: books.account('4000') });
  const overPayment = (amount: string, paymentId = payment.id as number) => ({ type: 'over_payment', payment_id: paymentId, amount, description: 'Over payment' });
  const tb = async () => {
    const rows = (await books.call('GET', 'reports/trial-balance?date=2026-12-31')).body.rows as { number: string; debit: string; credit: string }[];
    const sum = (k: 'debit' | 'credit') => rows.reduce((t, r) => t + Math.round(Number(r[k]) * 100), 0);
    return { balanced: sum('debit') === sum('credit'), of: (n: string) => rows.find((r) => r.number === n) };
  };
  const owed = async () => (await books.call('GET', `customers/${customer}`)).body.balance as string;
  const unapplied = async () => (await books.call('GET', `payments/${payment.id}`)).body.unapplied_amount as string;
  return { ...books, customer, payment, service, overPayment, tb, owed, unapplied };
}

describe('the Over Payment line of an invoice', () => {
  it("carries a payment's over payment to a new invoice: the payment's credit used, the invoice paid by it, the books balanced", async () => {
    const o = await overpaid();
    expect(await o.owed()).toBe('-30.00');
    const made = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('30.00')] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ state: 'posted', total_amount: '80.00', total_paid: '30.00', balance_due: '50.00' });
    const got = (await o.call('GET', `invoices/${made.body.id}?expand=lineItems`)).body;
    expect(got.lineItems.map((l: { type: string; amount: string; payment_id: number | null }) => [l.type, l.amount, l.payment_id])).toEqual([['service', '80.00', null], ['over_payment', '-30.00', o.payment.id]]);
    expect(await o.unapplied()).toBe('0.00');
    // The invoice's journal is its charges alone: the over payment already left receivables with the payment.
    const tb = await o.tb();
    expect(tb.balanced).toBe(true);
    expect(tb.of('4000')?.credit).toBe('180.00');
    expect(await o.owed()).toBe('50.00');
    const open = (await o.call('GET', 'reports/open-receivables?date=2026-12-31')).body.rows.map((x: { id: number; balance_due: string }) => [x.id, x.balance_due]);
    expect(open).toEqual([[made.body.id, '50.00']]);
    // The credit is used: the payment is not voided while the line carries it.
    const voidPayment = await o.call('POST', `payments/${o.payment.id}/void`, {});
    expect(voidPayment.status).toBe(422);
    expect(voidPayment.body[0].message).toMatch(/Over Payment/);
  });

  it('is changed with its invoice and given back on void, so the credit is usable later', async () => {
    const o = await overpaid();
    const made = (await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('30.00')] })).body;
    // A change of the invoice is allowed (the only money set against it is its own line's), and carries it anew.
    const changed = await o.call('PUT', `invoices/${made.id}`, { lines: [o.service('90.00'), o.overPayment('20.00')] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ total_amount: '90.00', total_paid: '20.00', balance_due: '70.00' });
    expect(await o.unapplied()).toBe('10.00');
    expect((await o.tb()).balanced).toBe(true);
    expect(await o.owed()).toBe('60.00');
    const voided = await o.call('POST', `invoices/${made.id}/void`, {});
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(await o.unapplied()).toBe('30.00');
    expect(await o.owed()).toBe('-30.00');
    // Later, the credit is carried to another invoice (or applied with Apply Credits).
    const later = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-05-01', lines: [o.service('25.00'), o.overPayment('25.00')] });
    expect(later.body).toMatchObject({ state: 'posted', balance_due: '0.00' });
    expect(await o.unapplied()).toBe('5.00');
    expect((await o.tb()).balanced).toBe(true);
  });

  it('carries nothing while the invoice waits for approval, and carries it once approved', async () => {
    const o = await overpaid();
    expect((await o.call('PUT', 'invoice-settings', { approval_required: 1 })).status).toBe(200);
    const held = (await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('30.00')] })).body;
    expect(held).toMatchObject({ state: 'draft', is_tba: true, total_paid: '0.00' });
    expect(await o.unapplied()).toBe('30.00');
    const approved = await o.call('POST', `invoices/${held.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ state: 'posted', total_paid: '30.00', balance_due: '50.00' });
    expect(await o.unapplied()).toBe('0.00');
  });

  it('refuses more than the payment left unapplied, more than the invoice comes to, another customer’s payment, and other documents, writing nothing', async () => {
    const o = await overpaid();
    const count = async () => (await o.call('GET', 'invoices/count')).body.count;
    const before = await count();
    const tooMuch = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('30.01')] });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual([{ field: 'lines.1.amount', message: "This is more than the payment's unapplied amount (30.00).", code: 'paymentOverUnapplied', params: { amount: '30.00' } }]);
    const overInvoice = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('20.00'), o.overPayment('30.00')] });
    expect(overInvoice.body[0]).toMatchObject({ field: 'lines.1.amount', message: expect.stringContaining('balance due (20.00)') });
    const other = (await o.call('POST', 'customers', { display_name: 'Other Co' })).body.id;
    const wrongCustomer = await o.call('POST', 'invoices', { customer_id: other, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('10.00')] });
    expect(wrongCustomer.body).toEqual([{ field: 'lines.1.payment_id', message: 'Choose a posted payment of this customer.', code: 'paymentChoosePosted', params: {} }]);
    const noPayment = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), { type: 'over_payment', amount: '5' }] });
    expect(noPayment.body[0].field).toBe('lines.1.payment_id');
    const twice = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('5.00'), o.overPayment('5.00')] });
    expect(twice.body[0]).toMatchObject({ field: 'lines.2.payment_id' });
    const estimate = await o.call('POST', 'estimates', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('5.00')] });
    expect(estimate.body[0]).toMatchObject({ field: 'lines.1.type', message: expect.stringContaining('Apply Credits') });
    const template = await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', is_template: 1, lines: [o.service('80.00'), o.overPayment('5.00')] });
    expect(template.body[0]).toMatchObject({ field: 'lines.1.type' });
    expect(await count()).toBe(before);
    expect(await o.unapplied()).toBe('30.00');
    // A draft carries nothing until it posts.
    const draft = (await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', state: 'draft', lines: [o.service('80.00'), o.overPayment('30.00')] })).body;
    expect(await o.unapplied()).toBe('30.00');
    expect((await o.call('POST', `invoices/${draft.id}/post`, {})).body).toMatchObject({ state: 'posted', balance_due: '50.00' });
    expect(await o.unapplied()).toBe('0.00');
  });

  it('is in the overPayments expansion of the invoice and of the payment, beside an apply-credit; what stands only', async () => {
    const o = await overpaid();
    const made = (await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-01', lines: [o.service('80.00'), o.overPayment('20.00')] })).body;
    const other = (await o.call('POST', 'invoices', { customer_id: o.customer, date: '2026-04-02', lines: [o.service('40.00')] })).body;
    const credit = await o.call('POST', 'apply-credits', { customer_id: o.customer, date: '2026-04-03', payment_id: o.payment.id, invoice_id: other.id, amount: '10.00' });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const invoice = (await o.call('GET', `invoices/${made.id}?expand=overPayments`)).body;
    expect(invoice.overPayments).toEqual([expect.objectContaining({ invoice_id: made.id, payment_id: o.payment.id, apply_credit_id: null, amount: '20.00', carried_by: 'line' })]);
    const listed = (await o.call('GET', 'invoices?per-page=100&expand=overPayments')).body.items.find((i: { id: number }) => i.id === made.id);
    expect(listed.overPayments).toEqual(invoice.overPayments);
    const payment = (await o.call('GET', `payments/${o.payment.id}?expand=overPayments`)).body;
    expect(payment.overPayments.map((p: { invoice_id: number; amount: string; carried_by: string }) => [p.invoice_id, p.amount, p.carried_by])).toEqual([
      [made.id, '20.00', 'line'],
      [other.id, '10.00', 'apply_credit'],
    ]);
    // Voided, the invoice carries nothing: its line's over payment leaves both expansions.
    expect((await o.call('POST', `invoices/${made.id}/void`, {})).status).toBe(200);
    expect((await o.call('GET', `invoices/${made.id}?expand=overPayments`)).body.overPayments).toEqual([]);
    expect((await o.call('GET', `payments/${o.payment.id}?expand=overPayments`)).body.overPayments.map((p: { invoice_id: number }) => p.invoice_id)).toEqual([other.id]);
  });
});
