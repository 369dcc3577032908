import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { salesCompany } from '../support/sales';

type Sales = Awaited<ReturnType<typeof salesCompany>>;
type JournalLine = { account_id: number; debit: string; credit: string };

/** The invoice of the hand-worked example: a service, a good, a 10 % discount and the two-tax group. */
const workedInvoice = (s: Sales, extra: Record<string, unknown> = {}) =>
  s.call('POST', 'invoices', {
    customer_id: s.customerId,
    date: '2026-06-10',
    terms_id: s.terms.net30,
    tax_id: s.taxes.group,
    lines: [
      { type: 'service', item_id: s.items.design, quantity: '3.5' },
      { type: 'good', item_id: s.items.widget, quantity: '7' },
      { type: 'discount', percent: '10' },
      { type: 'tax' },
    ],
    ...extra,
  });

/** A journal's lines as [account number, debit, credit]. */
async function journalOf(s: Sales, journalId: number) {
  const lines = (await s.call('GET', `journal-view?filter[journal_id]=${journalId}&per-page=50&sort=id`)).body.items as JournalLine[];
  const chart = (await s.call('GET', 'accounts/all')).body.items as { id: number; number: string }[];
  const number = (id: number) => chart.find((a) => a.id === id)?.number;
  return lines.map((l) => [number(l.account_id), l.debit, l.credit]);
}

const trialRow = async (s: Sales, number: string) => ((await s.call('GET', 'reports/trial-balance?date=2026-12-31')).body.rows as { number: string; debit: string; credit: string }[]).find((r) => r.number === number);

/** What the customer owes by the open documents: invoices' balances less credits still to apply. */
async function openItems(s: Sales) {
  const res = await withTenant(s.company.id, (tx) =>
    tx.execute(sql`select coalesce(sum(case when kind = 'invoice' then balance_due else -balance_due end), 0)::text as owed from sales_documents where customer_id = ${s.customerId} and state = 'posted' and kind in ('invoice', 'credit_memo', 'return_item')`),
  );
  return rowsOf<{ owed: string }>(res)[0].owed;
}

describe('invoices', () => {
  it('price a service, a good, a discount and a two-tax group to the cent, and post them', async () => {
    const s = await salesCompany();
    const made = await workedInvoice(s);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ number: '1', subtotal: '459.87', tax_amount: '6.76', total_amount: '466.63', total_paid: '0.00', balance_due: '466.63', state: 'posted', display_status: 'Open', status: 0 });
    // Net 30 from 10 June; the billing address from the customer's.
    expect(made.body.due_date).toBe(Date.UTC(2026, 6, 10) / 1000);
    expect(made.body.billing_address).toBe('1 Main St\nSpringfield, IL 62701');
    const read = await s.call('GET', `invoices/${made.body.id}?expand=lines`);
    expect(read.body.lines.map((l: { amount: string; description: string }) => [l.amount, l.description])).toEqual([
      ['420.00', 'Design'],
      ['90.97', 'Blue widget'],
      ['-51.10', null],
      ['6.76', null],
    ]);
    expect(await journalOf(s, made.body.journal_id)).toEqual([
      ['1200', '466.63', '0.00'],
      ['4100', '0.00', '420.00'],
      ['4000', '0.00', '90.97'],
      ['4000', '51.10', '0.00'],
      ['2300', '0.00', '5.12'],
      ['2310', '0.00', '1.64'],
    ]);
    expect(await trialRow(s, '1200')).toMatchObject({ debit: '466.63' });
    expect(await trialRow(s, '4000')).toMatchObject({ credit: '39.87' });
    expect(await trialRow(s, '2310')).toMatchObject({ credit: '1.64' });
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('466.63');
    expect((await s.call('GET', `invoices/${made.body.id}/summary`)).body).toMatchObject({ total_amount: '466.63', journal: expect.arrayContaining([expect.objectContaining({ number: '2310', credit: '1.64' })]) });
  }, 120_000); // the first company of a worker waits for the embedded database to start

  it("keep the customer's balance equal to the open invoices less open credits, through changes and voids", async () => {
    const s = await salesCompany();
    const a = await workedInvoice(s);
    const b = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-11', lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }] });
    const credit = await s.call('POST', 'credit-memos', { customer_id: s.customerId, date: '2026-06-12', lines: [{ type: 'service', item_id: s.items.design, quantity: '0.5' }] });
    expect(credit.body).toMatchObject({ total_amount: '60.00', balance_due: '60.00', display_status: 'Open' });
    expect(await journalOf(s, credit.body.journal_id)).toEqual([['1200', '0.00', '60.00'], ['4100', '60.00', '0.00']]);
    const balance = async () => (await s.call('GET', `customers/${s.customerId}`)).body.balance;
    expect(await balance()).toBe('526.63');
    expect(await balance()).toBe(await openItems(s));

    const changed = await s.call('PUT', `invoices/${b.body.id}`, { lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] });
    expect(changed.body.total_amount).toBe('240.00');
    expect(await balance()).toBe('646.63');
    await s.call('POST', `invoices/${a.body.id}/void`, {});
    expect(await balance()).toBe('180.00');
    expect(await balance()).toBe(await openItems(s));
  });

  it("take the settings' tax and terms and the customer's address where a new one leaves them empty, as the form sends them", async () => {
    const s = await salesCompany();
    await s.settings({ defaultTaxId: s.taxes.state, defaultTermsId: s.terms.net30 });
    const made = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', tax_id: null, terms_id: null, billing_address: null, lines: [{ type: 'good', item_id: s.items.widget, quantity: '1' }] });
    expect(made.body).toMatchObject({ tax_id: s.taxes.state, terms_id: s.terms.net30, billing_address: '1 Main St\nSpringfield, IL 62701', tax_amount: '0.81' });
    // A change that empties them keeps them empty.
    const changed = await s.call('PUT', `invoices/${made.body.id}`, { tax_id: null, billing_address: null });
    expect(changed.body).toMatchObject({ tax_id: null, billing_address: null, tax_amount: '0.00', total_amount: '13.00' });
  });

  it('number themselves per kind after the settings prefix, and refuse a number already used', async () => {
    const s = await salesCompany();
    await s.call('PUT', 'invoice-settings', { number_prefix: 'INV-' });
    const line = [{ type: 'service', item_id: s.items.design, quantity: '1' }];
    const first = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line });
    const typed = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', number: 'INV-2', lines: line });
    const next = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line });
    const estimate = await s.call('POST', 'estimates', { customer_id: s.customerId, date: '2026-06-10', lines: line });
    expect([first.body.number, typed.body.number, next.body.number, estimate.body.number]).toEqual(['INV-1', 'INV-2', 'INV-3', '1']);
    const again = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', number: 'inv-3', lines: line });
    expect(again.status).toBe(422);
    expect(again.body[0].field).toBe('number');
  });

  it('refuse an over payment line naming no payment with a message, and write nothing', async () => {
    const s = await salesCompany();
    const refused = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: [{ type: 'service', item_id: s.items.design }, { type: 'over_payment', amount: '5' }] });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ field: 'lines.1.payment_id', message: 'An over payment line names the payment whose over payment it carries.', code: 'overPaymentLinePayment', params: {} }]);
    expect((await s.call('GET', 'invoices/count')).body.count).toBe(0);
  });

  it('with payments applied cannot be changed or voided, and nothing is half-written', async () => {
    const s = await salesCompany();
    const made = await workedInvoice(s);
    await s.applyPayment(made.body.id, '100.00');
    const journals = (await s.call('GET', 'journal-entries/count')).body.count;
    const change = await s.call('PUT', `invoices/${made.body.id}`, { memo: 'changed' });
    expect(change.status).toBe(422);
    expect(change.body[0]).toMatchObject({ field: 'id', message: expect.stringMatching(/^This invoice has payments applied: /) });
    expect((await s.call('POST', `invoices/${made.body.id}/void`, {})).status).toBe(422);
    const after = await s.call('GET', `invoices/${made.body.id}`);
    expect(after.body).toMatchObject({ memo: null, state: 'posted', journal_id: made.body.journal_id });
    expect((await s.call('GET', 'journal-entries/count')).body.count).toBe(journals);
  });

  it('price the tax line again when only the tax changes', async () => {
    const s = await salesCompany();
    const made = await workedInvoice(s);
    const changed = await s.call('PUT', `invoices/${made.body.id}`, { tax_id: s.taxes.state });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ subtotal: '459.87', tax_amount: '5.12', total_amount: '464.99' });
    const read = await s.call('GET', `invoices/${made.body.id}?expand=lines`);
    expect(read.body.lines.map((l: { type: string; amount: string }) => [l.type, l.amount]).at(-1)).toEqual(['tax', '5.12']);
  });

  it('show the display status of spec section 4 and filter by its flags', async () => {
    const s = await salesCompany();
    const line = [{ type: 'service', item_id: s.items.design, quantity: '1' }];
    const open = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line });
    const draft = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line, state: 'draft' });
    const template = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line, is_template: 1 });
    const paid = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line });
    await withTenant(s.company.id, (tx) => tx.execute(sql`update sales_documents set total_paid = total_amount, balance_due = 0 where id = ${paid.body.id}`));
    const status = async (id: number) => (await s.call('GET', `invoices/${id}`)).body.display_status;
    expect([await status(open.body.id), await status(draft.body.id), await status(template.body.id), await status(paid.body.id)]).toEqual(['Open', 'Draft', 'Template', 'Complete']);
    expect(template.body.journal_id).toBeNull();
    const flagged = async (flag: string) => (await s.call('GET', `invoices?filter[flag]=${flag}`)).body.items.map((i: { id: number }) => i.id);
    expect(await flagged('open')).toEqual([open.body.id]);
    expect(await flagged('draft')).toEqual([draft.body.id]);
    expect(await flagged('template')).toEqual([template.body.id]);
    expect(await flagged('complete')).toEqual([paid.body.id]);
    expect((await flagged('open,draft')).sort()).toEqual([open.body.id, draft.body.id].sort());
    expect(await flagged('print_queue')).toEqual([]);
    expect((await s.call('GET', 'invoices?filter[flag]=someday')).status).toBe(400);
    const items = (await s.call('GET', 'invoices/filter-items')).body.items.flag;
    expect(items).toContainEqual({ value: 'open', count: 1 });
  });
});

describe('approval', () => {
  it('holds new invoices unposted until approved; approve or reject one or all', async () => {
    const s = await salesCompany();
    await s.settings({ approvalRequired: true });
    const held = await workedInvoice(s);
    expect(held.body).toMatchObject({ state: 'draft', is_tba: true, journal_id: null, display_status: 'Open (TBA)' });
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('0.00');
    expect((await s.call('GET', 'invoices/count?filter[is_tba]=1')).body.count).toBe(1);

    const meta = (await s.call('GET', 'invoices/meta')).body.actions;
    expect(meta.find((a: { name: string }) => a.name === 'approve').confirm).toBe('Are you sure you want to approve {n} item(s)?');
    expect(meta.find((a: { name: string }) => a.name === 'reject-all').confirm).toBe('Are you sure you want to reject {n} item(s)?');

    const approved = await s.call('POST', `invoices/${held.body.id}/approve`);
    expect(approved.body).toMatchObject({ state: 'posted', is_tba: false, is_approved: true, display_status: 'Open' });
    expect(approved.body.journal_id).not.toBeNull();
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('466.63');
    expect((await s.call('POST', `invoices/${held.body.id}/approve`)).status).toBe(422);

    const two = await workedInvoice(s);
    const three = await workedInvoice(s);
    const rejected = await s.call('POST', `invoices/${two.body.id}/reject`);
    expect(rejected.body).toMatchObject({ state: 'draft', is_tba: false, display_status: 'Draft' });
    const all = await s.call('POST', 'invoices/approve-all', {});
    expect(all.body.items.map((i: { id: number; state: string }) => [i.id, i.state])).toEqual([[three.body.id, 'posted']]);
    expect((await s.call('GET', 'invoices/count?filter[is_tba]=1')).body.count).toBe(0);
    // A rejected invoice, corrected and posted, waits again.
    expect((await s.call('POST', `invoices/${two.body.id}/post`)).body).toMatchObject({ is_tba: true, state: 'draft' });
  });
});

describe('copy and convert', () => {
  it('copies an invoice into a draft estimate, and converts an estimate into a posted invoice once', async () => {
    const s = await salesCompany();
    const invoice = await workedInvoice(s);
    const copy = await s.call('POST', `invoices/${invoice.body.id}/copy`, { into: 'estimates', date: '2026-07-01' });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ state: 'draft', total_amount: '466.63', source_document_id: invoice.body.id, number: '1' });
    await s.call('POST', `estimates/${copy.body.id}/post`);
    const estimate = await s.call('GET', `estimates/${copy.body.id}`);
    expect(estimate.body).toMatchObject({ state: 'posted', journal_id: null, estimate_status: 'pending', display_status: 'Open' });

    const converted = await s.call('POST', `estimates/${copy.body.id}/convert`, { date: '2026-07-02' });
    expect(converted.status).toBe(201);
    expect(converted.body).toMatchObject({ number: '2', state: 'posted', total_amount: '466.63', source_document_id: copy.body.id });
    expect((await s.call('GET', `estimates/${copy.body.id}`)).body).toMatchObject({ estimate_status: 'converted', converted_to_id: converted.body.id, display_status: 'Complete' });
    expect((await s.call('POST', `estimates/${copy.body.id}/convert`)).status).toBe(422);
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('933.26');
  });

  it('posts a sales receipt to Undeposited Funds, and copies it into an invoice', async () => {
    const s = await salesCompany();
    const receipt = await s.call('POST', 'ar-sales-receipts', { customer_id: s.customerId, date: '2026-06-10', method: 1, tax_id: s.taxes.state, lines: [{ type: 'good', item_id: s.items.widget, quantity: '2' }] });
    expect(receipt.body).toMatchObject({ total_amount: '27.61', balance_due: '0.00', display_status: 'Complete', method_label: 'Cash' });
    expect(await journalOf(s, receipt.body.journal_id)).toEqual([['1150', '27.61', '0.00'], ['4000', '0.00', '25.99'], ['2300', '0.00', '1.62']]);
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('0.00');
    const copy = await s.call('POST', `ar-sales-receipts/${receipt.body.id}/copy`, { into: 'invoices' });
    expect(copy.body).toMatchObject({ state: 'draft', total_amount: '27.61', ar_account_id: s.account('1200') });
  });
});
