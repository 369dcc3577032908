import { describe, expect, it } from 'vitest';
import { payablesCompany } from '../support/payables';

/** A date as the API gives it: unix seconds. */
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe('payable bills and vendor credits', { timeout: 240_000 }, () => {
  it('post Dr expense / Cr Accounts Payable (credits the mirror) and keep the vendor’s balance equal to its open items', async () => {
    const ap = await payablesCompany();
    const net30 = (await ap.call('POST', 'ar-terms', { display_name: 'Vendor net 30', net_days: 30 })).body.id;
    const bill = await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '120.50'], ['1500', '879.50']], { number: 'INV-77', terms_id: net30 });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    expect(bill.body).toMatchObject({ state: 'posted', number: 'INV-77', due_date: day('2026-03-31'), total_amount: '1000.00', balance_due: '1000.00' });
    expect(await ap.balance('6300')).toBe('120.50');
    expect(await ap.balance('1500')).toBe('879.50');
    expect(await ap.balance('2000')).toBe('-1000.00');
    expect(await ap.owed(ap.acme)).toBe('1000.00');

    // Quantity x rate is priced as sales lines are: half-up to the cent.
    const priced = await ap.call('POST', 'ap-bills', { vendor_id: ap.acme, date: '2026-03-02', lines: [{ account_id: ap.account('6400'), quantity: '3', rate: '33.3350' }] });
    expect(priced.body).toMatchObject({ total_amount: '100.01', due_date: day('2026-03-02') });

    const credit = await ap.credit(ap.acme, '2026-03-05', [['6300', '20.50']]);
    expect(credit.balance_due).toBe('20.50');
    expect(await ap.balance('6300')).toBe('100.00');
    expect(await ap.owed(ap.acme)).toBe('1079.51');
    expect(await ap.openItems(ap.acme)).toBe(1079.51);

    // A change reposts; a void reverses: the vendor's balance follows every posting.
    const changed = await ap.call('PUT', `ap-bills/${priced.body.id}`, { lines: [{ account_id: ap.account('6400'), amount: '50.00' }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ total_amount: '50.00', balance_due: '50.00' });
    expect(await ap.owed(ap.acme)).toBe('1029.50');
    expect((await ap.call('POST', `ap-credits/${credit.id}/void`, {})).status).toBe(200);
    expect(await ap.owed(ap.acme)).toBe('1050.00');
    expect(await ap.openItems(ap.acme)).toBe(1050);
    expect(await ap.balance('2000')).toBe('-1050.00');
    expect(await ap.owed(ap.zenith)).toBe('0.00');
  });

  it('refuse a payables account of another type, a vendor’s number used twice and empty bills; drafts post nothing', async () => {
    const ap = await payablesCompany();
    const wrong = await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '10.00']], { ap_account_id: ap.account('1000') });
    expect(wrong.status).toBe(422);
    expect(wrong.body[0]).toMatchObject({ field: 'ap_account_id', code: 'mustBePayable' });
    await ap.bill(ap.acme, '2026-03-01', [['6300', '10.00']], { number: 'A-1' });
    expect((await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '10.00']], { number: 'a-1' })).body[0]).toMatchObject({ field: 'number', code: 'numberTaken' });
    // Another vendor may use the same number.
    expect((await ap.enter('ap-bills', ap.zenith, '2026-03-01', [['6300', '10.00']], { number: 'A-1' })).status).toBe(201);
    expect((await ap.enter('ap-bills', ap.acme, '2026-03-01', [])).body[0].field).toBe('lines');
    const draft = await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '5.00']], { state: 'draft' });
    expect(draft.body).toMatchObject({ state: 'draft', journal_id: null });
    expect(await ap.owed(ap.acme)).toBe('10.00');
  });
});

describe('paying bills by check', { timeout: 240_000 }, () => {
  it('pays bills in full and in part with a vendor credit used, posts Dr AP / Cr bank, and a void owes them again', async () => {
    const ap = await payablesCompany();
    const a = await ap.bill(ap.acme, '2026-03-01', [['6300', '300.00']]);
    const b = await ap.bill(ap.acme, '2026-03-02', [['6400', '200.00']]);
    const c = await ap.credit(ap.acme, '2026-03-03', [['6300', '50.00']]);
    const pay = (body: Record<string, unknown>) => ap.call('POST', 'checks', { bank_account_id: ap.account('1000'), date: '2026-03-20', payee_type: 'vendor', payee_id: ap.acme, ...body });
    const check = await pay({ bills: [{ bill_id: a.id, amount: '300.00' }, { bill_id: b.id, amount: '100.00' }], credits: [{ credit_id: c.id, amount: '50.00' }] });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    expect(check.body).toMatchObject({ amount: '350.00', payee_name: 'Acme Supplies', state: 'posted', amount_in_words: 'Three hundred fifty and 00/100' });
    expect(await ap.balance('1000')).toBe('-350.00');
    expect(await ap.balance('2000')).toBe('-100.00');
    expect(await ap.owed(ap.acme)).toBe('100.00');
    expect(await ap.openItems(ap.acme)).toBe(100);
    const balances = async () => Promise.all([`ap-bills/${a.id}`, `ap-bills/${b.id}`, `ap-credits/${c.id}`].map(async (p) => (await ap.call('GET', p)).body.balance_due));
    expect(await balances()).toEqual(['0.00', '100.00', '0.00']);
    const got = await ap.call('GET', `checks/${check.body.id}?expand=applications`);
    expect(got.body.applications.map((x: { document_id: number; amount: string }) => [x.document_id, x.amount])).toEqual([[a.id, '300.00'], [b.id, '100.00'], [c.id, '50.00']]);
    // Its window reads back what it paid under the body's names, as a document's lines.
    const paid = await ap.call('GET', `checks/${check.body.id}?expand=bills,credits`);
    expect(paid.body.bills.map((x: { bill_id: number; amount: string }) => [x.bill_id, x.amount])).toEqual([[a.id, '300.00'], [b.id, '100.00']]);
    expect(paid.body.credits.map((x: { credit_id: number; amount: string }) => [x.credit_id, x.amount])).toEqual([[c.id, '50.00']]);
    const fields = (await ap.call('GET', 'checks/meta')).body.fields as { name: string; expand?: string }[];
    expect(fields.filter((f) => f.name === 'bills' || f.name === 'credits').map((f) => f.expand)).toEqual(['bills', 'credits']);

    // A paid bill is neither changed nor voided, as an invoice with payments is not.
    const change = await ap.call('PUT', `ap-bills/${a.id}`, { memo: 'late' });
    expect(change.status).toBe(422);
    expect(change.body[0]).toMatchObject({ field: 'id', code: 'payableApplied' });
    expect((await ap.call('POST', `ap-bills/${a.id}/void`, {})).body[0]).toMatchObject({ code: 'payableApplied' });

    // The rest of b: more than its balance, a bill named twice, another vendor's bill, a payee that is not the vendor.
    expect((await pay({ bills: [{ bill_id: b.id, amount: '100.01' }] })).body[0]).toMatchObject({ field: 'bills.0.amount', code: 'payableOverBalance' });
    expect((await pay({ bills: [{ bill_id: b.id, amount: '50.00' }, { bill_id: b.id, amount: '50.00' }] })).body[0]).toMatchObject({ field: 'bills.1.bill_id', code: 'payableNamedTwice' });
    const theirs = await ap.bill(ap.zenith, '2026-03-01', [['6400', '75.00']]);
    expect((await pay({ bills: [{ bill_id: theirs.id, amount: '75.00' }] })).body[0]).toMatchObject({ field: 'bills.0.bill_id', code: 'payableOtherVendor' });
    expect((await pay({ payee_type: 'other', payee_id: null, payee_name: 'Someone', bills: [{ bill_id: b.id, amount: '1.00' }] })).body[0]).toMatchObject({ field: 'payee_id', code: 'billPaymentPayee' });
    expect((await pay({ bills: [{ bill_id: b.id, amount: '1.00' }], lines: [{ account_id: ap.account('6400'), amount: '1.00' }] })).body[0]).toMatchObject({ field: 'lines', code: 'billPaymentLines' });
    expect(await ap.balance('1000')).toBe('-350.00');

    // Void: the bills and the credit are open again, the vendor is owed what they were.
    expect((await ap.call('POST', `checks/${check.body.id}/void`, {})).status).toBe(200);
    expect(await balances()).toEqual(['300.00', '200.00', '50.00']);
    expect(await ap.owed(ap.acme)).toBe('450.00');
    expect(await ap.openItems(ap.acme)).toBe(450);
    expect(await ap.balance('1000')).toBe('0.00');
    expect((await ap.call('PUT', `ap-bills/${a.id}`, { memo: 'late' })).status).toBe(200);
  });
});

describe('checks paying one bill at once', { timeout: 300_000 }, () => {
  it('never pay it twice: 50 clients paying 10.00 of a 100.00 bill, ten are written, numbered apart, and the rest refused', async () => {
    const ap = await payablesCompany('apcc');
    const bill = await ap.bill(ap.acme, '2026-05-01', [['6300', '100.00']]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ap.call('POST', 'checks', { bank_account_id: ap.account('1000'), date: '2026-05-20', payee_type: 'vendor', payee_id: ap.acme, bills: [{ bill_id: bill.id, amount: '10.00' }] }),
      ),
    );
    const written = results.filter((r) => r.status === 201);
    expect(results.filter((r) => r.status !== 201 && !(r.status === 422 && r.body[0]?.code === 'payableNotOpen')).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(written).toHaveLength(10);
    expect(new Set(written.map((r) => r.body.number)).size).toBe(10);
    expect((await ap.call('GET', `ap-bills/${bill.id}`)).body).toMatchObject({ balance_due: '0.00', total_paid: '100.00' });
    expect(await ap.owed(ap.acme)).toBe('0.00');
    expect(await ap.balance('1000')).toBe('-100.00');
  });

  it('pays approved bills once: 50 clients at once, half paying To Be Paid and half writing checks for the same bills, never two checks numbered alike', async () => {
    const ap = await payablesCompany('apcb');
    const bills = [
      await ap.bill(ap.acme, '2026-05-01', [['6300', '100.00']]),
      await ap.bill(ap.acme, '2026-05-02', [['6300', '50.00']]),
      await ap.bill(ap.zenith, '2026-05-03', [['6400', '70.00']]),
    ];
    const batch = await ap.call('POST', 'ap-tbas', { items: bills.map((b) => ({ bill_id: b.id, amount: b.balance_due })) });
    expect((await ap.call('POST', `ap-tbas/${batch.body.id}/approve`, {})).status).toBe(200);
    const bank = ap.account('1000');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        n % 2 === 0
          ? ap.call('POST', 'ap-batch-items/pay', { bank_account_id: bank, date: '2026-05-20' })
          : ap.call('POST', 'checks', { bank_account_id: bank, date: '2026-05-20', payee_type: 'vendor', payee_id: ap.acme, bills: [{ bill_id: bills[0].id, amount: '10.00' }] }),
      ),
    );
    const expected = new Set(['toPayNone', 'toPayMissing', 'payableNotOpen', 'payableOverBalance']);
    expect(results.filter((r) => r.status >= 300 && !(r.status === 422 && expected.has(r.body[0]?.code))).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const checks = (await ap.call('GET', `checks/all?filter[bank_account_id]=${bank}`)).body.items as { number: number; amount: string; state: string }[];
    expect(new Set(checks.map((c) => c.number)).size).toBe(checks.length);
    // Every bill paid no more than its amount; the bank paid out exactly what the bills lost.
    const paid = await Promise.all(bills.map(async (b) => (await ap.call('GET', `ap-bills/${b.id}`)).body.total_paid as string));
    paid.forEach((p, i) => expect(Number(p)).toBeLessThanOrEqual(Number(bills[i].balance_due)));
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(checks.reduce((s, c) => s + cents(c.amount), 0)).toBe(paid.reduce((s, p) => s + cents(p), 0));
    expect(await ap.balance('1000')).toBe(`-${(paid.reduce((s, p) => s + cents(p), 0) / 100).toFixed(2)}`);
    // What the batch items say they were paid is what their bills were paid, by To Be Paid's checks and the others
    // alike (every payment of a bill uses its approval up: lib/modules/payables/approvals.ts).
    const items = (await ap.call('GET', `ap-batch-items/all?filter[batch_id]=${batch.body.id}`)).body.items as { paid_amount: string }[];
    expect(checks.filter((c) => (c as { memo?: string }).memo?.startsWith('Bills ')).length).toBeGreaterThan(0);
    expect(items.reduce((s, i) => s + cents(i.paid_amount), 0)).toBe(checks.reduce((s, c) => s + cents(c.amount), 0));
  });
});
