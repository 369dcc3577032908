import { describe, expect, it } from 'vitest';
import { salesCompany } from '../support/sales';
import { getFile, pdfText } from '../support/pdf';

type Sales = Awaited<ReturnType<typeof salesCompany>>;
type Entry = { type: string; item: string; order: number; print: number; title: string | null };

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

async function defaultLayout(s: Sales, kind: string) {
  const res = await s.call('GET', `ar-invoice-layouts?filter[document_type]=${kind}&filter[is_default]=1`);
  expect(res.body.items).toHaveLength(1);
  return res.body.items[0] as { id: number; display_name: string; entries: Entry[] };
}

const invoice = (s: Sales, extra: Record<string, unknown> = {}) =>
  s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', purchase_order_number: 'PO-991', lines: [{ type: 'service', item_id: s.items.design, description: 'Logo work', quantity: '2', rate: '60' }], ...extra });

describe('invoice layouts', () => {
  it('every company starts with one default layout per kind of document, the sales receipt titled Sale #, Sale Date, Sold To', async () => {
    const s = await salesCompany('layout');
    const all = (await s.call('GET', 'ar-invoice-layouts?per-page=50')).body.items as { document_type: string; is_default: boolean }[];
    expect(all.map((l) => l.document_type).sort()).toEqual(['credit_memo', 'estimate', 'invoice', 'return_item', 'sales_order', 'sales_receipt']);
    expect(all.every((l) => l.is_default === true)).toBe(true);
    const receipt = await defaultLayout(s, 'sales_receipt');
    const titles = Object.fromEntries(receipt.entries.map((e) => [e.item, e.title]));
    expect(titles).toMatchObject({ number: 'Sale #', date: 'Sale Date', billing_address: 'Sold To' });
  });

  it('a change of the layout shows in the next PDF: P.O. number hidden, Rate renamed Price, Description first', async () => {
    const s = await salesCompany('layout');
    const inv = (await invoice(s)).body;
    const before = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(before).toContain('P.O. Number PO-991');
    expect(before).toMatch(/Item Description Qty Rate Amount/);
    const layout = await defaultLayout(s, 'invoice');
    const entries = layout.entries.map((e) => {
      if (e.item === 'purchase_order_number') return { ...e, print: 0 };
      if (e.type === 'body' && e.item === 'rate') return { ...e, title: 'Price' };
      if (e.type === 'body' && e.item === 'description') return { ...e, order: -1 + 0 * e.order };
      return e;
    });
    // Orders are kept from 0: Description goes first by taking 0 and the rest moving down one.
    const body = entries.filter((e) => e.type === 'body').sort((a, b) => a.order - b.order);
    body.forEach((e, i) => (e.order = i));
    const changed = await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { entries: [...entries.filter((e) => e.type === 'header'), ...body] });
    expect(changed.status).toBe(200);
    const after = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(after).not.toContain('PO-991');
    expect(after).toMatch(/Description Item Qty Price Amount/);
    expect(after).toMatch(/Logo work Design 2\.00 60\.00 \$120\.00/);
  });

  it('a document prints with its own layout when it names one', async () => {
    const s = await salesCompany('layout');
    const plain = await s.call('POST', 'ar-invoice-layouts', {
      display_name: 'Plain',
      document_type: 'invoice',
      entries: [
        { type: 'header', item: 'title', title: 'BILL' },
        { type: 'header', item: 'number' },
        { type: 'body', item: 'description' },
        { type: 'body', item: 'amount', title: 'Sum' },
      ],
    });
    expect(plain.status).toBe(201);
    expect(plain.body.is_default).toBe(false);
    const inv = (await invoice(s, { layout_id: plain.body.id })).body;
    expect(inv.layout_id).toBe(plain.body.id);
    const text = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(text).toContain('BILL');
    expect(text).toMatch(/Description Sum/);
    expect(text).not.toContain('Qty');
    expect(text).not.toContain('Bill To'.toUpperCase());
  });

  it('refuse a table whose header and columns differ, with spec section 5 message', async () => {
    const s = await salesCompany('layout');
    const none = await s.call('POST', 'ar-invoice-layouts', { display_name: 'Empty', document_type: 'invoice', entries: [{ type: 'body', item: 'rate', print: 0 }] });
    expect(none.status).toBe(422);
    expect(none.body).toEqual([expect.objectContaining({ field: 'entries', code: 'columnCount', message: 'Length of header and table column must be equal.' })]);
    const twice = await s.call('POST', 'ar-invoice-layouts', { display_name: 'Twice', document_type: 'invoice', entries: [{ type: 'body', item: 'rate' }, { type: 'body', item: 'rate' }] });
    expect(twice.status).toBe(422);
    expect(twice.body[0].message).toBe('Length of header and table column must be equal.');
    const unknown = await s.call('POST', 'ar-invoice-layouts', { display_name: 'Odd', document_type: 'invoice', entries: [{ type: 'body', item: 'colour' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body[0].field).toBe('entries.0.item');
  });

  it('keep one default per document type: a new default takes the mark', async () => {
    const s = await salesCompany('layout');
    const old = await defaultLayout(s, 'estimate');
    const made = await s.call('POST', 'ar-invoice-layouts', { display_name: 'Short estimate', document_type: 'estimate', is_default: 1 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await defaultLayout(s, 'estimate')).id).toBe(made.body.id);
    expect((await s.call('GET', `ar-invoice-layouts/${old.id}`)).body.is_default).toBe(false);
  });

  it('print in the customer language where set', async () => {
    const s = await salesCompany('layout');
    await s.call('PUT', `customers/${s.customerId}`, { language: 'es' });
    const inv = (await invoice(s)).body;
    const text = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(text).toContain('FACTURA');
    expect(text).toMatch(/Artículo Descripción Cant\. Precio Importe/);
  });
});

describe('a layout’s header and footer rich texts (issue 37)', () => {
  it('print in the document’s PDF as their words, never their markup; another company’s text is refused', async () => {
    const s = await salesCompany('layrt');
    const inv = (await invoice(s)).body;
    const header = await s.call('POST', 'rich-texts', { display_name: 'Letterhead', domain: 1, data: '<h1>Registered in Springfield</h1><p>VAT <b>GB-123</b></p><script>document.write("Injected")</script>' });
    const footer = await s.call('POST', 'rich-texts', { display_name: 'Thanks', domain: 2, data: '<p>Thank you for your business &amp; &lt;goodwill&gt;!</p><ul><li>Net 30 days</li></ul>' });
    expect(header.status, JSON.stringify(header.body)).toBe(201);
    const layout = await defaultLayout(s, 'invoice');
    const set = await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { header_text_id: header.body.id, footer_text_id: footer.body.id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ header_text_id: header.body.id, footer_text_id: footer.body.id });
    const text = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(text).toContain('Registered in Springfield');
    expect(text).toContain('VAT GB-123');
    expect(text).toContain('Thank you for your business & <goodwill>!');
    expect(text).toContain('• Net 30 days');
    for (const markup of ['<h1>', '<b>', '<p>', 'Injected', '<script', 'document.write', '&amp;']) expect(text).not.toContain(markup);
    // The header precedes the lines, the footer follows the totals.
    expect(text.indexOf('Registered in Springfield')).toBeLessThan(text.indexOf('Logo work'));
    expect(text.indexOf('Thank you for your business')).toBeGreaterThan(text.indexOf('Logo work'));

    // Another company's rich text is not a header here.
    const other = await salesCompany('layrt2');
    const theirs = await other.call('POST', 'rich-texts', { display_name: 'Theirs', data: 'Not yours' });
    const refused = await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { header_text_id: theirs.body.id });
    expect(refused.status).toBe(422);
    expect(refused.body[0].field).toBe('header_text_id');
    // Taken off, it prints no more.
    expect((await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { header_text_id: null })).status).toBe(200);
    expect(squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes))).not.toContain('Registered in Springfield');
  });
});
