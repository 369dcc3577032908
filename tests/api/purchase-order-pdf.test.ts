import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '@/db/schema';
import { appWorker } from '@/lib/api/jobs';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { smtp } from '../support/mail';
import { getFile, pdfText } from '../support/pdf';

/**
 * Issue 39: a purchase order printed and e-mailed to its vendor with the documents' PDF and
 * layouts and the mail job the invoices use (lib/modules/sales/purchase-order-documents.ts).
 */

/** With PDF_OUT=<dir>, the drawn PDFs are kept there to be looked at (pdftoppm -png). */
const keep = (name: string, bytes: Uint8Array) => process.env.PDF_OUT && writeFileSync(join(process.env.PDF_OUT, `${name}.pdf`), bytes);
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');
const drain = () => appWorker({ backoff: () => 0 }).drain();

async function orderingCompany(prefix: string, language?: 'en' | 'es') {
  const b = await booksCompany(prefix, language);
  const made = async (collection: string, body: Record<string, unknown>) => {
    const res = await b.call('POST', collection, body);
    if (res.status !== 201) throw new Error(`${collection}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const warehouse = await made('warehouses', { display_name: 'Main Warehouse', address: '12 Dock Road\nPortland, OR 97201' });
  const shelf = await made('warehouse-locations', { warehouse_id: warehouse, display_name: 'Shelf A' });
  const vendor = await made('vendors', { display_name: 'Supplier Co', email: 'orders@supplier.test', addresses: [{ kind: 'billing', line1: '400 Mill Street', city: 'Salem', state: 'OR', zip: '97301' }] });
  const item = await made('in-items', { number: 'W-1', display_name: 'Widget', unit: 'each', sales_price: '20', income_account_id: b.account('4000'), asset_account_id: b.account('1400'), cogs_account_id: b.account('5000'), location_id: shelf });
  const order = await b.call('POST', 'purchase-orders', {
    vendor_id: vendor,
    date: '2026-07-01',
    expected_date: '2026-07-15',
    warehouse_id: warehouse,
    memo: 'Deliver to the back door.',
    lines: [
      { item_id: item, quantity: '10', rate: '5.25' },
      { type: 'service', account_id: b.account('6000'), description: 'Installation', quantity: '3', rate: '40' },
    ],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return { ...b, made, warehouse, vendor, item, order: order.body as { id: number; number: string } };
}

describe('purchase order PDF and e-mail', { timeout: 120_000 }, () => {
  let ok: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    ok = await smtp();
  });
  afterAll(async () => {
    await ok.close();
  });

  it('draws the order with the default purchase order layout: vendor, ship to, expected date, every line, the total', async () => {
    const s = await orderingCompany('po-pdf');
    const res = await getFile(s, `purchase-orders/${s.order.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Purchase-Order-${s.order.number}.pdf"`);
    keep('purchase-order', res.bytes);
    const text = squeeze(pdfText(res.bytes));
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain(s.order.number);
    expect(text).toContain('VENDOR');
    expect(text).toContain('Supplier Co');
    expect(text).toContain('400 Mill Street');
    expect(text).toContain('SHIP TO');
    expect(text).toContain('12 Dock Road');
    expect(text).toContain('Expected Date');
    expect(text).toContain('Widget Widget 10.00 5.25 $52.50');
    expect(text).toContain('Installation 3.00 40.00 $120.00');
    // An order carries no tax.
    expect(text).not.toContain('Tax');
    expect(text).toContain('172.50');
    expect(text).toContain('Deliver to the back door.');
    expect(text).not.toContain('BILL TO');

    // Its version: a second GET holding the ETag draws nothing (304); a change draws anew.
    const again = await getFile(s, `purchase-orders/${s.order.id}/pdf`, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await s.call('PUT', `purchase-orders/${s.order.id}`, { memo: 'Front door.' })).status).toBe(200);
    const changed = await getFile(s, `purchase-orders/${s.order.id}/pdf`, { 'if-none-match': res.headers.get('etag')! });
    expect(changed.status).toBe(200);
    expect(squeeze(pdfText(changed.bytes))).toContain('Front door.');

    // A company's own purchase order layout is what prints: here without the Rate column, titled its way.
    const layout = await s.call('POST', 'ar-invoice-layouts', {
      display_name: 'Our orders',
      document_type: 'purchase_order',
      is_default: true,
      entries: [
        { type: 'header', item: 'title', title: 'ORDER FORM' },
        { type: 'header', item: 'number' },
        { type: 'body', item: 'description' },
        { type: 'body', item: 'quantity' },
        { type: 'body', item: 'amount' },
      ],
    });
    expect(layout.status, JSON.stringify(layout.body)).toBe(201);
    const own = squeeze(pdfText((await getFile(s, `purchase-orders/${s.order.id}/pdf`)).bytes));
    expect(own).toContain('ORDER FORM');
    expect(own).not.toContain('5.25');

    // Another company's order is not found.
    const other = await booksCompany('po-pdf-other');
    expect((await getFile(other, `purchase-orders/${s.order.id}/pdf`)).status).toBe(404);
  });

  it('prints in Spanish for a Spanish company', async () => {
    const s = await orderingCompany('po-pdf-es', 'es');
    const res = await getFile(s, `purchase-orders/${s.order.id}/pdf`);
    expect(res.status).toBe(200);
    keep('purchase-order-es', res.bytes);
    const text = squeeze(pdfText(res.bytes));
    expect(text).toContain('ORDEN DE COMPRA');
    expect(text).toContain('PROVEEDOR');
    expect(text).toContain('ENVIAR A');
    expect(text).toContain('Fecha prevista');
  });

  it('e-mails the posted order to its vendor with its PDF attached, once per click; a draft is refused', async () => {
    const s = await orderingCompany('po-mail');
    await withTenant(s.company.id, (tx) => tx.insert(mailSettings).values({ companyId: s.company.id, host: '127.0.0.1', port: ok.port, fromAddress: 'buying@po-mail.test' }));
    const queued = await s.call('POST', `purchase-orders/${s.order.id}/email`, {});
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    // A second click while the first waits queues nothing more.
    expect((await s.call('POST', `purchase-orders/${s.order.id}/email`, {})).status).toBe(200);
    await drain();
    const mails = ok.received.filter((m) => m.to.includes('orders@supplier.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0].raw).toContain(`Subject: Purchase order ${s.order.number} from ${s.company.name}`);
    expect(mails[0].raw).toContain('Dear Supplier Co,');
    expect(mails[0].raw).toContain('for 172.50');
    expect(mails[0].raw).toMatch(new RegExp(`Content-Type: application/pdf; name=purchase-order-${s.order.number}\\.pdf`, 'i'));
    expect(mails[0].raw).toContain('JVBERi0');

    const draft = await s.call('POST', 'purchase-orders', { vendor_id: s.vendor, date: '2026-07-02', state: 'draft', lines: [{ item_id: s.item, quantity: '1', rate: '1' }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect((await s.call('POST', `purchase-orders/${draft.body.id}/email`, {})).status).toBe(422);
    // No address for the vendor, none given: a 422 on `to`.
    expect((await s.call('PUT', `vendors/${s.vendor}`, { email: null })).status).toBe(200);
    const none = await s.call('POST', `purchase-orders/${s.order.id}/email`, {});
    expect([none.status, none.body]).toEqual([422, [{ field: 'to', message: 'The vendor has no e-mail address: give one.', code: 'vendorNoEmail', params: {} }]]);
  });
});
