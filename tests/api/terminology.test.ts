import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { getFile, pdfText } from '../support/pdf';
import { salesCompany } from '../support/sales';

const squeeze = (text: string) => text.replace(/[ \t\u00a0\u202f]+/g, ' ');

describe('terminology editor (302): renaming terms', () => {
  it('saves a language at once, returns terms to their defaults, and refuses half a rename', async () => {
    const s = await salesCompany('terms');
    const saved = await s.call('POST', 'terminologies/rename', {
      locale: 'en',
      terms: [
        { name: 'customer', singular: 'Patient', plural: 'Patients', article: 'a' },
        { name: 'invoice', singular: 'Bill', plural: 'Bills', article: 'a' },
        { name: 'vendor', singular: 'Vendor', plural: 'Vendors', article: '' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.terms.customer).toEqual({ singular: 'Patient', plural: 'Patients', article: 'a' });
    expect(saved.body.terms.vendor.singular).toBe('Vendor');
    const rows = await s.call('GET', 'terminologies/all?locale=en');
    // The vendor's own words are the defaults: nothing is kept for it.
    expect(rows.body.items.map((r: { name: string }) => r.name).sort()).toEqual(['customer', 'invoice']);

    const half = await s.call('POST', 'terminologies/rename', { locale: 'en', terms: [{ name: 'vendor', singular: 'Supplier', plural: '' }] });
    expect(half.status).toBe(422);
    expect(half.body).toEqual([{ field: 'terms.0.plural', message: 'Plural is required when a singular is given.', code: 'termPluralNeeded', params: {} }]);
    const unknown = await s.call('POST', 'terminologies/rename', { locale: 'fr', terms: [{ name: 'kitten', singular: 'a', plural: 'b' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.map((e: { field: string }) => e.field).sort()).toEqual(['locale', 'terms.0.name']);

    const back = await s.call('POST', 'terminologies/rename', { locale: 'en', terms: [{ name: 'invoice', singular: '', plural: '' }] });
    expect(back.body.terms.invoice.singular).toBe('Invoice');
    expect(back.body.terms.customer.singular).toBe('Patient');

    const staff = await addUser(s.host, s.owner.authKey);
    const refused = await api('POST', 'terminologies/rename', { host: s.host, token: staff.token, body: { locale: 'en', terms: [] } });
    expect(refused.status).toBe(403);
  });

  it("puts the company's words on its PDFs, in the document's language", async () => {
    const s = await salesCompany('termspdf');
    const inv = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }] });
    expect(inv.status).toBe(201);
    // The layout prints the customer's name with its label.
    const layout = (await s.call('GET', 'ar-invoice-layouts?filter[document_type]=invoice&filter[is_default]=1')).body.items[0];
    const entries = layout.entries.map((e: { item: string }) => (e.item === 'customer_name' ? { ...e, print: 1 } : e));
    expect((await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { entries })).status).toBe(200);
    const before = squeeze(pdfText((await getFile(s, `invoices/${inv.body.id}/pdf`)).bytes));
    expect(before).toContain('INVOICE');
    expect(before).toContain('Customer Acme Ltd');
    const renamed = await s.call('POST', 'terminologies/rename', {
      locale: 'en',
      terms: [
        { name: 'invoice', singular: 'Bill', plural: 'Bills', article: 'a' },
        { name: 'customer', singular: 'Patient', plural: 'Patients', article: 'a' },
      ],
    });
    expect(renamed.status).toBe(200);
    const after = squeeze(pdfText((await getFile(s, `invoices/${inv.body.id}/pdf`)).bytes));
    expect(after).toContain(`BILL ${inv.body.number}`);
    expect(after).toContain('Patient Acme Ltd');
    expect(after).not.toMatch(/INVOICE|Customer/);
    // The statement names the postings with the company's words too.
    const statement = squeeze(pdfText((await getFile(s, `customers/${s.customerId}/statement/pdf?from=2026-06-01&to=2026-06-30`)).bytes));
    expect(statement).toContain(`Bill ${inv.body.number}`);
    // A Spanish customer's documents take the Spanish words.
    expect((await s.call('POST', 'terminologies/rename', { locale: 'es', terms: [{ name: 'invoice', singular: 'Cuenta', plural: 'Cuentas', article: 'una' }] })).status).toBe(200);
    expect((await s.call('PUT', `customers/${s.customerId}`, { language: 'es' })).status).toBe(200);
    expect((await s.call('POST', 'terminologies/rename', { locale: 'es', terms: [{ name: 'customer', singular: 'Paciente', plural: 'Pacientes', article: 'un' }] })).status).toBe(200);
    const spanish = squeeze(pdfText((await getFile(s, `invoices/${inv.body.id}/pdf`)).bytes));
    expect(spanish).toContain(`CUENTA ${inv.body.number}`);
    expect(spanish).toContain('Paciente Acme Ltd');
  });
});
