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
    expect((await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '10.00']], { number: 'a-1' })).body[0]).toMatchObject({ field: 'number', code: 'taken' });
    // Another vendor may use the same number.
    expect((await ap.enter('ap-bills', ap.zenith, '2026-03-01', [['6300', '10.00']], { number: 'A-1' })).status).toBe(201);
    expect((await ap.enter('ap-bills', ap.acme, '2026-03-01', [])).body[0].field).toBe('lines');
    const draft = await ap.enter('ap-bills', ap.acme, '2026-03-01', [['6300', '5.00']], { state: 'draft' });
    expect(draft.body).toMatchObject({ state: 'draft', journal_id: null });
    expect(await ap.owed(ap.acme)).toBe('10.00');
  });
});
