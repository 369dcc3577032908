import { describe, expect, it } from 'vitest';
import { clientLoginWithToken } from '@/lib/auth/login';
import { portalAccount, portalInvoicePdf } from '@/lib/modules/sales/portal';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

describe('client portal', () => {
  it("shows a client their own customer's issued invoices and balance, and nothing of another customer or company", async () => {
    const s = await salesCompany('portal');
    const line = [{ type: 'service', item_id: s.items.design, quantity: '1' }];
    const invoice = (body: Record<string, unknown>) => s.call('POST', 'invoices', { customer_id: s.customerId, terms_id: s.terms.net30, lines: line, ...body });
    const paid = await invoice({ date: '2026-05-01' });
    const overdue = await invoice({ date: '2026-06-01' });
    const open = await invoice({ date: '2026-11-20' });
    const draft = await invoice({ date: '2026-06-02', state: 'draft' });
    await invoice({ date: '2026-06-03', is_template: 1 });
    const voided = await invoice({ date: '2026-06-04' });
    expect((await s.call('POST', `invoices/${voided.body.id}/void`)).status).toBe(200);
    expect((await s.call('POST', 'payments', { customer_id: s.customerId, date: '2026-05-20', amount: '120.00', applications: [{ invoice_id: paid.body.id, amount: '120.00' }] })).status).toBe(201);
    const other = await s.call('POST', 'customers', { display_name: 'Other Ltd' });
    const othersInvoice = await s.call('POST', 'invoices', { customer_id: other.body.id, date: '2026-06-01', lines: line });

    const client = await s.call('POST', 'clients', { display_name: 'Acme accounts', status: 10, customer_id: s.customerId });
    expect(client.status).toBe(201);
    expect(client.body.customer_id).toBe(s.customerId);
    const account = await withTenant(s.company.id, (tx) => portalAccount(tx, s.company.id, client.body.customer_id, '2026-11-24'));
    expect(account.customer).toEqual({ name: 'Acme Ltd', balance: '240.00' });
    expect(account.invoices.map((i) => [i.id, i.balanceDue, i.status])).toEqual([
      [open.body.id, '120.00', 'open'],
      [overdue.body.id, '120.00', 'overdue'],
      [paid.body.id, '0.00', 'paid'],
    ]);

    // The PDF of a listed invoice, and nothing for a draft or another customer's invoice.
    const pdfOf = (id: number, headers: Record<string, string> = {}) =>
      withTenant(s.company.id, (tx) => portalInvoicePdf(new Request('http://portal.test/', { headers }), tx, s.company.id, s.customerId, id));
    const shown = await pdfOf(open.body.id);
    expect(shown?.fileName).toBe(`Invoice-${open.body.number}.pdf`);
    expect(shown?.body?.length).toBeGreaterThan(0);
    // A browser that holds this version gets nothing (the route answers 304).
    expect((await pdfOf(open.body.id, { 'if-none-match': shown!.etag }))?.body).toBeNull();
    expect(await pdfOf(draft.body.id)).toBeNull();
    expect(await pdfOf(othersInvoice.body.id)).toBeNull();

    // Another company's customer id, even the same number, shows nothing of it.
    const stranger = await booksCompany('portal-other');
    const theirs = await withTenant(stranger.company.id, (tx) => portalAccount(tx, stranger.company.id, s.customerId, '2026-11-24'));
    expect(theirs).toEqual({ customer: null, invoices: [] });
    // Staff cannot link a client to another company's customer.
    const crossed = await stranger.call('POST', 'clients', { display_name: 'Crossed', customer_id: s.customerId });
    expect(crossed.status).toBe(422);
    expect(crossed.body[0].field).toBe('customer_id');
    // A client linked to no customer sees none.
    expect(await withTenant(s.company.id, (tx) => portalAccount(tx, s.company.id, null, '2026-11-24'))).toEqual({ customer: null, invoices: [] });
  }, 120_000);

  it('gives a client made inactive a new login link, so the old one never works again', async () => {
    const s = await booksCompany('portal-key');
    const made = await s.call('POST', 'clients', { display_name: 'Former client', status: 10 });
    const oldKey = made.body.auth_key as string;
    expect((await clientLoginWithToken(s.company, oldKey)).id).toBe(made.body.id);
    expect((await s.call('PUT', `clients/${made.body.id}`, { status: 9 })).status).toBe(200);
    const again = await s.call('PUT', `clients/${made.body.id}`, { status: 10 });
    expect(again.body.auth_key).not.toBe(oldKey);
    await expect(clientLoginWithToken(s.company, oldKey)).rejects.toMatchObject({ reason: 'invalid' });
    expect((await clientLoginWithToken(s.company, again.body.auth_key)).id).toBe(made.body.id);
    // The inactivate action does the same.
    expect((await s.call('POST', `clients/${made.body.id}/inactivate`)).status).toBe(200);
    await expect(clientLoginWithToken(s.company, again.body.auth_key)).rejects.toMatchObject({ reason: 'invalid' });
    const back = await s.call('POST', `clients/${made.body.id}/activate`);
    // A change that keeps the client active keeps its link.
    const renamed = await s.call('PUT', `clients/${made.body.id}`, { display_name: 'Client again' });
    expect(renamed.body.auth_key).toBe(back.body.auth_key);
    expect((await clientLoginWithToken(s.company, back.body.auth_key)).id).toBe(made.body.id);
  }, 60_000);
});
