import { describe, expect, it } from 'vitest';
import { salesCompany } from '../support/sales';

type Line = { line_no: number; type: string; item_id: number | null; description: string | null; quantity: string | null; rate: string | null; amount: string };

describe('invoice builders (screen 301)', () => {
  it('keeps a named template with its lines priced, an optional customer, and lists name, status, date', async () => {
    const s = await salesCompany('builder');
    const made = await s.call('POST', 'invoice-builders', {
      display_name: 'Monthly design retainer',
      terms_id: s.terms.net30,
      tax_id: s.taxes.group,
      customer_message: 'Thank you for your business.',
      lines: [
        { type: 'service', item_id: s.items.design, quantity: '10' },
        { type: 'good', item_id: s.items.widget, quantity: '3', rate: '12.50', description: 'Blue widgets' },
      ],
    });
    expect(made.status).toBe(201);
    expect(made.body.customer_id).toBeNull();
    const read = await s.call('GET', `invoice-builders/${made.body.id}?expand=lines`);
    const lines = read.body.lines as Line[];
    // Blanks are filled from the item (Design's 120.00 rate and name), amounts priced.
    expect(lines.map((l) => [l.line_no, l.type, l.description, l.rate, l.amount])).toEqual([
      [1, 'service', 'Design', '120.0000', '1200.00'],
      [2, 'good', 'Blue widgets', '12.5000', '37.50'],
    ]);
    const list = await s.call('GET', 'invoice-builders?q=retainer');
    expect(list.body.items.map((b: { display_name: string; status: number }) => [b.display_name, b.status])).toEqual([['Monthly design retainer', 1]]);
    expect(typeof list.body.items[0].created_at).toBe('number');
  });

  it('refuses bad input naming the field: no name, a line item that is not the company’s, a line account of another company', async () => {
    const s = await salesCompany('builder');
    const other = await salesCompany('builder-other');
    const noName = await s.call('POST', 'invoice-builders', { lines: [] });
    expect(noName.status).toBe(422);
    expect(noName.body.map((e: { field: string }) => e.field)).toContain('display_name');
    const foreignItem = await s.call('POST', 'invoice-builders', { display_name: 'Bad item', lines: [{ type: 'service', item_id: other.items.design, quantity: '1' }] });
    expect(foreignItem.status).toBe(422);
    expect(foreignItem.body[0].field).toBe('lines.0.item_id');
    const foreignAccount = await s.call('POST', 'invoice-builders', { display_name: 'Bad account', lines: [{ type: 'service', description: 'Work', rate: '5', account_id: other.account('4100') }] });
    expect(foreignAccount.status).toBe(422);
    expect(foreignAccount.body[0].field).toBe('lines.0.account_id');
    // Nothing half-written: the refused templates are not there.
    expect((await s.call('GET', 'invoice-builders/count')).body.count).toBe(0);
    const foreignCustomer = await s.call('POST', 'invoice-builders', { display_name: 'Bad customer', customer_id: other.customerId });
    expect(foreignCustomer.status).toBe(422);
    expect(foreignCustomer.body[0].field).toBe('customer_id');
  });

  it('an invoice made from a template carries its lines; an invoice saves as a new template', async () => {
    const s = await salesCompany('builder');
    const template = (
      await s.call('POST', 'invoice-builders', {
        display_name: 'Widgets pack',
        customer_id: s.customerId,
        terms_id: s.terms.net30,
        lines: [
          { type: 'good', item_id: s.items.widget, quantity: '4', rate: '10' },
          { type: 'service', description: 'Setup', quantity: '1', rate: '25', account_id: s.account('4100') },
        ],
      })
    ).body;
    const read = (await s.call('GET', `invoice-builders/${template.id}?expand=lines`)).body;
    // What the invoice window sends after Load template: the template's fields and lines, a date.
    const invoice = await s.call('POST', 'invoices', {
      customer_id: read.customer_id,
      terms_id: read.terms_id,
      date: '2026-06-10',
      lines: (read.lines as (Line & { account_id: number | null })[]).map(({ type, item_id, description, quantity, rate, account_id }) => ({ type, item_id, description, quantity, rate, account_id })),
    });
    expect(invoice.status).toBe(201);
    expect(invoice.body.total_amount).toBe('65.00');
    expect(invoice.body.due_date).toBe(Date.UTC(2026, 6, 10) / 1000);

    const saved = await s.call('POST', `invoices/${invoice.body.id}/save-as-template`, { display_name: 'From June invoice' });
    expect(saved.status).toBe(201);
    const copy = (await s.call('GET', `invoice-builders/${saved.body.id}?expand=lines`)).body;
    expect(copy.customer_id).toBe(s.customerId);
    expect(copy.terms_id).toBe(s.terms.net30);
    expect((copy.lines as Line[]).map((l) => [l.description, l.quantity, l.rate, l.amount])).toEqual([
      ['Blue widget', '4.0000', '10.0000', '40.00'],
      ['Setup', '1.0000', '25.0000', '25.00'],
    ]);
    const again = await s.call('POST', `invoices/${invoice.body.id}/save-as-template`, { display_name: 'from june INVOICE' });
    expect(again.status).toBe(422);
    expect(again.body[0].field).toBe('display_name');
  });
});
