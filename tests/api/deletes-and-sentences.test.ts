import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { api, makeCompany } from '../support/api';
import { getFile, pdfText } from '../support/pdf';
import { salesCompany } from '../support/sales';

/**
 * Issue 36, items 5 and 8: `/meta` says whether a resource's records may be deleted (the windows
 * offer Delete from it), a delete the definition never allows is a 422 saying why, and the company
 * log reads as sentences in the reader's language, values formatted by their kind.
 */
let s: Awaited<ReturnType<typeof salesCompany>>;
const line = () => [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }];
const summaries = async (query: string) => {
  const res = await s.call('GET', `company-logs?sort=id&per-page=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.items.map((e: { summary: string }) => e.summary);
};

beforeAll(async () => {
  s = await salesCompany('deletes');
});

describe('deleting', () => {
  it('is offered by /meta where the definition allows it', async () => {
    const deletable = async (name: string) => (await s.call('GET', `${name}/meta`)).body.features.deletable;
    expect(await deletable('invoices')).toBe(true);
    expect(await deletable('customers')).toBe(true);
    expect(await deletable('checks')).toBe(true);
    // Never deleted: journal entries are reversed, payments voided; catalogues and logs are read-only.
    expect(await deletable('journal-entries')).toBe(false);
    expect(await deletable('payments')).toBe(false);
    expect(await deletable('company-logs')).toBe(false);
    expect(await deletable('settings')).toBe(false);
    for (const [name, def] of resources) if (def.features.readOnly) expect(await deletable(name), name).toBe(false);
  });

  it('refuses what is never deleted, and a posted record, with a 422 saying why', async () => {
    const entry = await s.entry('2026-06-01', [['1000', '5.00', null], ['3000', null, '5.00']]);
    const refused = await s.call('DELETE', `journal-entries/${entry.body.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'id', message: 'Posted journals are never deleted: reverse or void the entry instead.' });

    const posted = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line() });
    const kept = await s.call('DELETE', `invoices/${posted.body.id}`);
    expect(kept.status).toBe(422);
    expect(kept.body[0].message).toBe('A posted invoice is never deleted: void it instead.');

    const draft = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line(), state: 'draft' });
    expect((await s.call('DELETE', `invoices/${draft.body.id}`)).status).toBe(204);
    expect((await s.call('GET', `invoices/${draft.body.id}`)).status).toBe(404);
  });
});

describe('the company log as sentences', () => {
  it('names who did what to which record, each change by its label and values by their kind', async () => {
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line(), terms_id: s.terms.net30 });
    const number = invoice.body.number;
    await s.call('PUT', `invoices/${invoice.body.id}`, { due_date: '2026-08-01', memo: 'Thanks' });
    const customer = await s.call('POST', 'customers', { display_name: 'Logged Co' });
    await s.call('POST', `customers/${customer.body.id}/inactivate`);
    await s.call('DELETE', `customers/${customer.body.id}`);

    const invoiceLog = await summaries(`filter[collection]=invoices&filter[record_id]=${invoice.body.id}`);
    expect(invoiceLog[0]).toBe(`Owner added the invoice ${number}.`);
    expect(invoiceLog[1]).toMatch(new RegExp(`^Owner changed the invoice ${number}’s .*due date from 07/10/2026 to 08/01/2026`));
    expect(invoiceLog[1]).toContain('memo to “Thanks”');
    expect(await summaries(`filter[collection]=customers&filter[record_id]=${customer.body.id}`)).toEqual([
      'Owner added the customer Logged Co.',
      'Owner made the customer Logged Co inactive.',
      'Owner deleted the customer Logged Co.',
    ]);
    // No internals: neither JSON nor a bare id.
    for (const summary of await summaries('')) expect(summary).not.toMatch(/[{[]|#\d/);
  });

  it('says a reference by its title, money in the company’s style, a decimal and a flag as Yes or No', async () => {
    const other = await s.call('POST', 'customers', { display_name: 'Beta Corp' });
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line() });
    await s.call('PUT', `invoices/${invoice.body.id}`, { customer_id: other.body.id });
    const [, changed] = await summaries(`filter[collection]=invoices&filter[record_id]=${invoice.body.id}`);
    expect(changed).toContain('customer from Acme Ltd to Beta Corp');
    const item = await s.call('POST', 'ar-services', { display_name: 'Audit', rate: '650.00', is_taxable: 0, income_account_id: s.account('4100') });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    await s.call('PUT', `ar-services/${item.body.id}`, { rate: '700.00', is_taxable: 1 });
    const [, priced] = await summaries(`filter[collection]=ar-services&filter[record_id]=${item.body.id}`);
    expect(priced).toContain('rate from 650.00 to 700.00');
    expect(priced).toMatch(/from No to Yes/);
    const limited = await s.call('POST', 'customers', { display_name: 'Gamma', credit_limit: '1500.00' });
    await s.call('PUT', `customers/${limited.body.id}`, { credit_limit: '2500.50' });
    const [, raised] = await summaries(`filter[collection]=customers&filter[record_id]=${limited.body.id}`);
    expect(raised).toBe('Owner changed the customer Gamma’s credit limit from $1,500.00 to $2,500.50.');
  });

  it('speaks the reader’s language', async () => {
    expect((await s.call('PUT', `users/${s.owner.id}`, { locale: 'es' })).status).toBe(200);
    try {
      const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line(), terms_id: s.terms.net30 });
      await s.call('PUT', `invoices/${invoice.body.id}`, { due_date: '2026-08-01' });
      const [made, changed] = await summaries(`filter[collection]=invoices&filter[record_id]=${invoice.body.id}`);
      expect(made).toBe(`Owner creó la factura ${invoice.body.number}.`);
      expect(changed).toMatch(new RegExp(`^Owner cambió en la factura ${invoice.body.number}: .*fecha de vencimiento de 10/07/2026 a 01/08/2026`));
    } finally {
      await s.call('PUT', `users/${s.owner.id}`, { locale: 'en' });
    }
  });
});

describe('a company signed up in Spanish', () => {
  it('starts with its accounts, terms, payment methods and layouts named in Spanish, its owner speaking it, and prints its invoices in it', async () => {
    const company = await makeCompany('es', 'es');
    const call = (method: string, path: string, body?: unknown) => api(method, path, { host: company.host, token: company.owner.authKey, body });
    expect(company.owner.locale).toBe('es');
    expect((await call('GET', 'settings')).body.language).toBe('es');
    const names = async (path: string) => (await call('GET', path)).body.items.map((r: { display_name: string }) => r.display_name);
    expect(await names('accounts/all')).toEqual(expect.arrayContaining(['Cuenta corriente', 'Cuentas por cobrar', 'Ingresos por servicios', 'Patrimonio de saldos iniciales']));
    expect(await names('ar-terms/all')).toEqual(expect.arrayContaining(['Pago al recibir', 'Neto 30']));
    expect(await names('acct-payment-methods/all')).toEqual(expect.arrayContaining(['Efectivo', 'Cheque']));
    expect(await names('ar-invoice-layouts/all')).toContain('Factura');
    expect(await names('roles/all')).toEqual(expect.arrayContaining(['Propietario', 'Administrador', 'Solo lectura']));

    const accounts = (await call('GET', 'accounts/all')).body.items as { id: number; number: string }[];
    const income = accounts.find((a) => a.number === '4100')!.id;
    const customer = await call('POST', 'customers', { display_name: 'Cliente SA' });
    const item = await call('POST', 'ar-services', { display_name: 'Diseño', rate: '100.00', income_account_id: income });
    const terms = (await call('GET', 'ar-terms/all')).body.items.find((t: { display_name: string }) => t.display_name === 'Neto 30');
    const invoice = await call('POST', 'invoices', { customer_id: customer.body.id, date: '2026-06-10', terms_id: terms.id, lines: [{ type: 'service', item_id: item.body.id, quantity: '1' }] });
    expect(invoice.status).toBe(201);
    const text = pdfText((await getFile(company, `invoices/${invoice.body.id}/pdf`)).bytes).replace(/ +/g, ' ');
    expect(text).toContain('FACTURA');
    expect(text).toContain('Neto 30');
    // An English company's stay English.
    expect((await s.call('GET', 'ar-terms/all')).body.items.map((t: { display_name: string }) => t.display_name)).toContain('Net 30');
  });

  it('shows a sales document’s status as a choice the windows translate', async () => {
    const meta = (await s.call('GET', 'invoices/meta')).body;
    const status = meta.column_fields.find((f: { name: string }) => f.name === 'display_status');
    expect(status.kind).toBe('choice');
    expect(Object.keys(status.options)).toEqual(expect.arrayContaining(['Open', 'Draft', 'Complete', 'Open (TBA)']));
  });
});
