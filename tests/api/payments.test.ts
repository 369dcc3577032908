import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { postedSalesDocument } from '../support/receivables';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** A company with a customer and helpers to bill them and read the books. */
async function receivables() {
  const books = await booksCompany('pay');
  const customer = (await books.call('POST', 'customers', { display_name: 'Nimbus Ltd' })).body.id as number;
  const invoice = (amount: string, date = '2026-03-01', dueDate = date, customerId = customer) => postedSalesDocument({ host: books.host, token: books.owner.authKey }, { customerId, date, dueDate, amount });
  const creditMemo = (amount: string, date = '2026-03-05') => postedSalesDocument({ host: books.host, token: books.owner.authKey }, { kind: 'credit_memo', customerId: customer, date, amount });
  return { ...books, customer, invoice, creditMemo, ...readers(books, customer) };
}

function readers(books: Books, customer: number) {
  /** An account's balance in the trial balance (debit positive, credit negative). */
  const balance = async (number: string, date = '2026-12-31') => {
    const row = (await books.call('GET', `reports/trial-balance?date=${date}`)).body.rows.find((r: { number: string }) => r.number === number);
    return row ? (row.debit !== '0.00' ? row.debit : `-${row.credit}`) : '0.00';
  };
  const owed = async () => (await books.call('GET', `customers/${customer}`)).body.balance as string;
  return { balance, owed };
}

describe('payments (funds received)', () => {
  it('apply to open invoices, post Dr Undeposited Funds / Cr receivables, and keep the rest as credit', async () => {
    const r = await receivables();
    const a = await r.invoice('300.00');
    const b = await r.invoice('200.00');
    expect(await r.owed()).toBe('500.00');
    const paid = await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', method: 2, reference: 'chk 881', amount: '450.00', applications: [{ invoice_id: a, amount: '300.00' }, { invoice_id: b, amount: '100.00' }] });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ state: 'posted', amount: '450.00', applied_amount: '400.00', unapplied_amount: '50.00', method_label: 'Check', is_deposited: 0 });
    expect(await r.balance('1150')).toBe('450.00');
    expect(await r.balance('1200')).toBe('50.00');
    expect(await r.owed()).toBe('50.00');
    const got = await r.call('GET', `payments/${paid.body.id}?expand=invoices,customer,depositAccount`);
    expect(got.body.invoices.map((i: { invoice_id: number; amount: string }) => [i.invoice_id, i.amount])).toEqual([[a, '300.00'], [b, '100.00']]);
    expect(got.body.customer.display_name).toBe('Nimbus Ltd');
    expect(got.body.depositAccount.number).toBe('1150');
    const open = await r.call('GET', 'reports/open-receivables?date=2026-12-31');
    expect(open.body.rows.map((x: { id: number; balance_due: string }) => [x.id, x.balance_due])).toEqual([[b, '100.00']]);
  });

  it('refuse more than an invoice’s balance, another customer’s invoice, an invoice named twice, or applications above the amount', async () => {
    const r = await receivables();
    const a = await r.invoice('100.00');
    const other = (await r.call('POST', 'customers', { display_name: 'Other Co' })).body.id;
    const theirs = await r.invoice('80.00', '2026-03-01', '2026-03-01', other);
    const pay = (amount: string, applications: unknown[]) => r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount, applications });
    const over = await pay('150.00', [{ invoice_id: a, amount: '100.01' }]);
    expect(over.status).toBe(422);
    expect(over.body[0]).toMatchObject({ field: 'applications.0.amount', message: expect.stringContaining('100.00') });
    expect((await pay('80.00', [{ invoice_id: theirs, amount: '80.00' }])).body[0]).toMatchObject({ field: 'applications.0.invoice_id', message: 'This invoice is of another customer.', code: 'invoiceOtherCustomer', params: {} });
    expect((await pay('80.00', [{ invoice_id: a, amount: '40.00' }, { invoice_id: a, amount: '40.00' }])).body[0].field).toBe('applications.1.invoice_id');
    expect((await pay('50.00', [{ invoice_id: a, amount: '60.00' }])).body[0]).toMatchObject({ field: 'applications' });
    expect((await pay('0.00', [])).body[0].field).toBe('amount');
    // Nothing was written: the invoice is owed whole, no payment exists.
    expect((await r.call('GET', 'payments/count')).body.count).toBe(0);
    expect(await r.owed()).toBe('100.00');
  });

  it('re-apply on a change and give the invoices back on void', async () => {
    const r = await receivables();
    const a = await r.invoice('100.00');
    const b = await r.invoice('100.00');
    const paid = await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '100.00', applications: [{ invoice_id: a, amount: '100.00' }] });
    const moved = await r.call('PUT', `payments/${paid.body.id}`, { amount: '120.00', applications: [{ invoice_id: b, amount: '70.00' }] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ applied_amount: '70.00', unapplied_amount: '50.00' });
    const open = async () => (await r.call('GET', 'reports/open-receivables?date=2026-12-31')).body.rows.map((x: { id: number; balance_due: string }) => [x.id, x.balance_due]);
    expect(await open()).toEqual([[a, '100.00'], [b, '30.00']]);
    // A change that names no applications keeps them.
    expect((await r.call('PUT', `payments/${paid.body.id}`, { memo: 'kept' })).body.applied_amount).toBe('70.00');
    expect(await r.owed()).toBe('80.00');
    const voided = await r.call('POST', `payments/${paid.body.id}/void`, {});
    expect(voided.body.state).toBe('void');
    expect(await open()).toEqual([[a, '100.00'], [b, '100.00']]);
    expect(await r.owed()).toBe('200.00');
    expect(await r.balance('1150')).toBe('0.00');
  });

  it('never over-apply an invoice when two payments are applied to it at once', async () => {
    const r = await receivables();
    const a = await r.invoice('100.00');
    const pay = () => r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '70.00', applications: [{ invoice_id: a, amount: '70.00' }] });
    const results = await Promise.all([pay(), pay(), pay()]);
    expect(results.map((x) => x.status).sort()).toEqual([201, 422, 422]);
    const open = await r.call('GET', 'reports/open-receivables?date=2026-12-31');
    expect(open.body.rows).toEqual([expect.objectContaining({ id: a, balance_due: '30.00' })]);
  });
});

describe('bank deposits of funds received', () => {
  it('credit Undeposited Funds for each payment, refuse a payment in another deposit, and release them on void', async () => {
    const r = await receivables();
    const a = await r.invoice('300.00');
    const p1 = (await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '300.00', applications: [{ invoice_id: a, amount: '300.00' }] })).body;
    const p2 = (await r.call('POST', 'other-fund-received', { received_from: 'Owner', date: '2026-03-11', amount: '25.00', credit_account_id: r.account('3000') })).body;
    const waiting = await r.call('GET', 'reports/undeposited-funds');
    expect(waiting.body.rows.map((x: { id: number }) => x.id)).toEqual([p1.id, p2.id]);

    const deposit = await r.call('POST', 'bank-deposits', { bank_account_id: r.account('1000'), date: '2026-03-12', payment_ids: [p1.id, p2.id] });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    expect(deposit.body.amount).toBe('325.00');
    expect(await r.balance('1000')).toBe('325.00');
    expect(await r.balance('1150')).toBe('0.00');
    expect((await r.call('GET', `payments/${p1.id}`)).body).toMatchObject({ deposit_id: deposit.body.id, is_deposited: 1 });
    // A saved deposit says whom each came from, as the undeposited-funds report did: the customer, or who was named.
    const held = (await r.call('GET', `bank-deposits/${deposit.body.id}?expand=payments`)).body.payments;
    expect(held.map((x: { id: number; received_from: string }) => [x.id, x.received_from])).toEqual([
      [p1.id, waiting.body.rows[0].received_from],
      [p2.id, 'Owner'],
    ]);
    expect(waiting.body.rows[0].received_from).toBeTruthy();
    expect((await r.call('GET', 'reports/undeposited-funds')).body.rows).toEqual([]);

    const twice = await r.call('POST', 'bank-deposits', { bank_account_id: r.account('1000'), date: '2026-03-12', payment_ids: [p1.id] });
    expect(twice.status).toBe(422);
    expect(twice.body[0]).toMatchObject({ field: 'payment_ids.0', message: expect.stringContaining('another deposit') });
    const voidPayment = await r.call('POST', `payments/${p1.id}/void`, {});
    expect(voidPayment.status).toBe(422);
    expect(voidPayment.body[0].message).toMatch(/void the deposit first/);
    expect((await r.call('PUT', `payments/${p1.id}`, { amount: '310.00' })).status).toBe(422);

    // A change that drops a payment releases it; void releases the rest.
    const changed = await r.call('PUT', `bank-deposits/${deposit.body.id}`, { payment_ids: [p1.id] });
    expect(changed.body.amount).toBe('300.00');
    expect((await r.call('GET', `other-fund-received/${p2.id}`)).body.deposit_id).toBeNull();
    expect((await r.call('POST', `bank-deposits/${deposit.body.id}/void`, {})).body.state).toBe('void');
    expect((await r.call('GET', `payments/${p1.id}`)).body.deposit_id).toBeNull();
    expect(await r.balance('1000')).toBe('0.00');
    expect(await r.balance('1150')).toBe('325.00');
    expect((await r.call('POST', `payments/${p1.id}/void`, {})).body.state).toBe('void');
  });

  it('refuse funds that went straight to a bank', async () => {
    const r = await receivables();
    const p = (await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '40.00', deposit_account_id: r.account('1000') })).body;
    expect(p.unapplied_amount).toBe('40.00');
    expect(await r.balance('1000')).toBe('40.00');
    const refused = await r.call('POST', 'bank-deposits', { bank_account_id: r.account('1010'), date: '2026-03-12', payment_ids: [p.id] });
    expect(refused.body[0].message).toMatch(/straight into a bank/);
    expect((await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '40.00', deposit_account_id: r.account('6300') })).body[0].field).toBe('deposit_account_id');
  });
});

describe('apply credits', () => {
  it('set an over payment or a credit memo against another invoice, moving no money, and give it back on void', async () => {
    const r = await receivables();
    const a = await r.invoice('100.00');
    const b = await r.invoice('90.00');
    const p = (await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '130.00', applications: [{ invoice_id: a, amount: '100.00' }] })).body;
    const cm = await r.creditMemo('50.00');
    expect(await r.owed()).toBe('10.00');
    const fromPayment = await r.call('POST', 'apply-credits', { customer_id: r.customer, date: '2026-03-15', payment_id: p.id, invoice_id: b, amount: '30.00' });
    expect(fromPayment.status, JSON.stringify(fromPayment.body)).toBe(201);
    expect((await r.call('GET', `payments/${p.id}`)).body).toMatchObject({ applied_amount: '130.00', unapplied_amount: '0.00' });
    const tooMuch = await r.call('POST', 'apply-credits', { customer_id: r.customer, date: '2026-03-15', credit_memo_id: cm, invoice_id: b, amount: '60.01' });
    expect(tooMuch.body[0]).toMatchObject({ field: 'amount', message: expect.stringContaining('50.00') });
    const fromMemo = await r.call('POST', 'apply-credits', { customer_id: r.customer, date: '2026-03-16', credit_memo_id: cm, invoice_id: b, amount: '50.00' });
    expect(fromMemo.status).toBe(201);
    const open = async () => (await r.call('GET', 'reports/open-receivables?date=2026-12-31')).body.rows.map((x: { id: number; balance_due: string }) => [x.id, x.balance_due]);
    expect(await open()).toEqual([[b, '10.00']]);
    expect(await r.owed()).toBe('10.00');
    expect((await r.call('POST', 'apply-credits', { customer_id: r.customer, date: '2026-03-16', invoice_id: b, amount: '1.00' })).body[0].field).toBe('credit_memo_id');
    // The payment's credit is in use: the payment is not voided until the applied credit is.
    expect((await r.call('POST', `payments/${p.id}/void`, {})).status).toBe(422);
    expect((await r.call('POST', `apply-credits/${fromPayment.body.id}/void`, {})).body.state).toBe('void');
    expect((await r.call('GET', `payments/${p.id}`)).body.unapplied_amount).toBe('30.00');
    expect(await open()).toEqual([[b, '40.00']]);
    expect((await r.call('PUT', `apply-credits/${fromMemo.body.id}`, { amount: '1.00' })).status).toBe(422);
  });
});

describe('write-offs', () => {
  it('write off the balance as bad debt (6050 unless the settings name another) and restore it on void', async () => {
    const r = await receivables();
    const a = await r.invoice('100.00');
    await r.call('POST', 'payments', { customer_id: r.customer, date: '2026-03-10', amount: '60.00', applications: [{ invoice_id: a, amount: '60.00' }] });
    const off = await r.call('POST', 'write-offs', { invoice_id: a, date: '2026-04-01' });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect(off.body).toMatchObject({ amount: '40.00', customer_id: r.customer });
    const chart = (await r.call('GET', 'accounts?q=Bad%20Debt')).body.items;
    expect(chart[0]).toMatchObject({ number: '6050', type: 14 });
    expect(await r.balance('6050')).toBe('40.00');
    expect(await r.owed()).toBe('0.00');
    expect(await r.balance('1200')).toBe('0.00');
    expect((await r.call('GET', 'reports/open-receivables?date=2026-12-31')).body.rows).toEqual([]);
    expect((await r.call('POST', 'write-offs', { invoice_id: a, date: '2026-04-02', amount: '1.00' })).status).toBe(422);
    expect((await r.call('POST', `write-offs/${off.body.id}/void`, {})).body.state).toBe('void');
    expect(await r.owed()).toBe('40.00');
    expect(await r.balance('6050')).toBe('0.00');
  });
});

describe('other funds received', () => {
  it('post Dr the deposit account, Cr the account named, never receivables', async () => {
    const r = await receivables();
    const loan = await r.call('POST', 'other-fund-received', { received_from: 'First Bank', date: '2026-03-01', amount: '1000.00', credit_account_id: r.account('2700'), deposit_account_id: r.account('1000') });
    expect(loan.status, JSON.stringify(loan.body)).toBe(201);
    expect(await r.balance('1000')).toBe('1000.00');
    expect(await r.balance('2700')).toBe('-1000.00');
    expect((await r.call('POST', 'other-fund-received', { received_from: 'X', date: '2026-03-01', amount: '1.00', credit_account_id: r.account('1200') })).body[0].field).toBe('credit_account_id');
    // Its number is its own sequence's; payments are not among other funds.
    expect((await r.call('GET', 'payments/count')).body.count).toBe(0);
  });
});
