import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { salesCompany } from '../support/sales';

const unix = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

/**
 * What an invoice's window fills in as the person types (issue 36), computed as saving it
 * would: the customer's addresses and the default terms, and the due date the terms give.
 */
describe('the values a sales document fills as it is typed', () => {
  it('answers a customer’s addresses and the default terms, and the due date of terms for a date, as a save gives them', async () => {
    const s = await salesCompany('fills');
    await s.settings({ defaultTermsId: s.terms.net30 });
    const defaults = await s.call('GET', `customers/${s.customerId}/document-defaults`);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({ billing_address: '1 Main St\nSpringfield, IL 62701', delivery_address: null, terms_id: s.terms.net30 });

    const due = await s.call('GET', `ar-terms/${s.terms.net30}/due-date?date=2026-11-27`);
    expect(due.body).toEqual({ due_date: unix('2026-12-27') });
    // A bad date is a 400 naming it.
    const bad = await s.call('GET', `ar-terms/${s.terms.net30}/due-date?date=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('date');

    // Saved without them, the invoice takes the same.
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-11-27', lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }] });
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({ billing_address: defaults.body.billing_address, terms_id: s.terms.net30, due_date: due.body.due_date });
  });

  it('answers a save with the lines asked for and the new version, so a window edits on without reading it again', async () => {
    const s = await salesCompany('answer');
    const made = await s.call('POST', 'invoices?expand=lines', { customer_id: s.customerId, date: '2026-11-27', lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] });
    expect(made.body.lines).toMatchObject([{ type: 'service', quantity: '2.0000', amount: '240.00' }]);
    const version = made.headers.get('etag');
    expect(version).toBeTruthy();
    // A change sent with that version, its lines given back as the form has them, keeps them.
    const lines = made.body.lines.map(({ type, item_id, description, quantity, rate }: Record<string, unknown>) => ({ type, item_id, description, quantity, rate }));
    const changed = await api('PUT', `invoices/${made.body.id}?expand=lines`, { host: s.host, token: s.owner.authKey, body: { memo: 'Second save', lines }, headers: { 'if-match': version! } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ memo: 'Second save', total_amount: '240.00', lines: [{ amount: '240.00' }] });
  });
});
