import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '@/db/schema';
import { handleApi } from '@/lib/api/handle';
import { getDb } from '@/db/client';
import { forgetCompany } from '@/lib/tenant/company';
import { forgetDrawnPdfs, renderCount, renderDocumentPdf } from '@/lib/modules/sales/pdf/render';
import { salesCompany } from '../support/sales';
import { getFile, pdfText } from '../support/pdf';

type Sales = Awaited<ReturnType<typeof salesCompany>>;

/** With PDF_OUT=<dir>, the drawn PDFs are kept there to be looked at (pdftoppm -png). */
const keep = (name: string, bytes: Uint8Array) => process.env.PDF_OUT && writeFileSync(join(process.env.PDF_OUT, `${name}.pdf`), bytes);

const lines = (s: Sales, n: number) =>
  Array.from({ length: n }, (_, i) => ({ type: 'service', item_id: s.items.design, description: `Work item ${i + 1}`, quantity: String((i % 5) + 1), rate: `${10 + i}.50` }));

async function invoice(s: Sales, n: number, extra: Record<string, unknown> = {}) {
  const made = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', terms_id: s.terms.net30, purchase_order_number: 'PO-77', customer_message: 'Thank you for your business.', lines: lines(s, n), ...extra });
  expect(made.status).toBe(201);
  return made.body as { id: number; number: string; total_amount: string };
}

/** Squeezes runs of spaces (pdftotext -layout pads columns). */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('document PDFs', () => {
  it('draw a 3-line invoice: number, customer, addresses, every line, totals, terms and due date', async () => {
    const s = await salesCompany('pdf');
    const inv = await invoice(s, 3, { tax_id: s.taxes.state, lines: [...lines(s, 3), { type: 'good', item_id: s.items.widget, quantity: '2' }, { type: 'tax' }] });
    const res = await getFile(s, `invoices/${inv.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Invoice-${inv.number}.pdf"`);
    keep('invoice-3-lines', res.bytes);
    const text = squeeze(pdfText(res.bytes));
    expect(text).toContain('INVOICE');
    expect(text).toMatch(new RegExp(`Number ${inv.number}\\b`));
    expect(text).toContain(`Company ${s.company.slug}`);
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('1 Main St');
    expect(text).toContain('P.O. Number PO-77');
    // Lines 1-3: 1 x 10.50, 2 x 11.50, 3 x 12.50; the widget 2 x 12.995 = 25.99 taxed at 6.25 % = 1.62.
    expect(text).toMatch(/Design Work item 1 1\.00 10\.50 \$10\.50/);
    expect(text).toMatch(/Design Work item 2 2\.00 11\.50 \$23\.00/);
    expect(text).toMatch(/Design Work item 3 3\.00 12\.50 \$37\.50/);
    expect(text).toMatch(/Widget Blue widget 2\.00 12\.995 \$25\.99/);
    expect(text).toContain('Subtotal $96.99');
    expect(text).toContain('Tax $1.62');
    expect(text).toContain('Total $98.61');
    expect(text).toContain('Paid $0.00');
    expect(text).toContain('Balance Due $98.61');
    expect(text).toContain('Thank you for your business.');
    expect(text).toContain('Terms: Net 30 · Due 07/10/2026');
    expect(text).toContain('Page 1 / 1');
  }, 60_000);

  it('continue a 120-line invoice over pages with the table header repeated and Page n / total', async () => {
    const s = await salesCompany('pdf');
    const inv = await invoice(s, 120);
    const res = await getFile(s, `invoices/${inv.id}/pdf`);
    keep('invoice-120-lines', res.bytes);
    const pages = pdfText(res.bytes).split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const total = pages.length;
    pages.forEach((page, i) => {
      expect(squeeze(page)).toContain(`Page ${i + 1} / ${total}`);
      // The table header on every page.
      expect(squeeze(page)).toMatch(/Item Description Qty Rate Amount/);
    });
    const text = squeeze(pages.join('\n'));
    for (let i = 1; i <= 120; i++) expect(text).toMatch(new RegExp(`Work item ${i} ${(i - 1) % 5 + 1}\\.00 ${9 + i}\\.50 `));
    expect(text).toContain(`Total $${Number(inv.total_amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  }, 60_000);

  it('are kept per document version: a second download is not drawn again, a change is', async () => {
    const s = await salesCompany('pdf');
    const inv = await invoice(s, 3);
    const first = await getFile(s, `invoices/${inv.id}/pdf`);
    const drawn = renderCount();
    const second = await getFile(s, `invoices/${inv.id}/pdf`);
    expect(renderCount()).toBe(drawn);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(second.headers.get('etag')).toBe(etag);
    expect((await getFile(s, `invoices/${inv.id}/pdf`, { 'if-none-match': etag })).status).toBe(304);
    // A client holding this version gets its 304 without a drawing, even from a process that has
    // not drawn it (another instance, or this one's cache expired).
    forgetDrawnPdfs();
    expect((await getFile(s, `invoices/${inv.id}/pdf`, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect(renderCount()).toBe(drawn);
    await s.call('PUT', `invoices/${inv.id}`, { customer_message: 'Changed message' });
    const changed = await getFile(s, `invoices/${inv.id}/pdf`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(renderCount()).toBe(drawn + 1);
    expect(pdfText(changed.bytes)).toContain('Changed message');
    // A change of its layout draws it anew too (the document itself unchanged).
    const layout = (await s.call('GET', 'ar-invoice-layouts?filter[document_type]=invoice&filter[is_default]=1')).body.items[0];
    const entries = layout.entries.map((e: { type: string; item: string }) => (e.type === 'body' && e.item === 'rate' ? { ...e, title: 'Price' } : e));
    expect((await s.call('PUT', `ar-invoice-layouts/${layout.id}`, { entries })).status).toBe(200);
    const relaid = await getFile(s, `invoices/${inv.id}/pdf`, { 'if-none-match': changed.headers.get('etag')! });
    expect(relaid.status).toBe(200);
    expect(renderCount()).toBe(drawn + 2);
    expect(squeeze(pdfText(relaid.bytes))).toMatch(/Item Description Qty Price Amount/);
  });

  it('print in the company language: Spanish labels, dates and money', async () => {
    const s = await salesCompany('pdf');
    const db = await getDb();
    await db.update(companies).set({ settings: { language: 'es', address: 'Calle Mayor 1, Madrid' } }).where(eq(companies.id, s.company.id));
    forgetCompany(s.company.slug);
    const inv = await invoice(s, 2, { lines: [{ type: 'service', item_id: s.items.design, description: 'Diseño', quantity: '10', rate: '150.00' }] });
    const text = squeeze(pdfText((await getFile(s, `invoices/${inv.id}/pdf`)).bytes));
    expect(text).toContain('FACTURA');
    expect(text).toContain('Calle Mayor 1, Madrid');
    expect(text).toContain('Fecha 10/06/2026');
    expect(text).toMatch(/Diseño 10,00 150,00 1\.500,00 US\$/);
    expect(text).toContain('Saldo pendiente 1.500,00 US$');
    expect(text).toContain('Página 1 / 1');
  });

  it('print money in the company’s currency display: its code after the amount, and a PDF drawn before redrawn', async () => {
    const s = await salesCompany('pdf');
    const inv = await invoice(s, 2, { lines: [{ type: 'service', item_id: s.items.design, description: 'Design', quantity: '10', rate: '150.00' }] });
    const before = await getFile(s, `invoices/${inv.id}/pdf`);
    expect(squeeze(pdfText(before.bytes))).toContain('$1,500.00');
    expect((await s.call('PUT', 'settings', { currency_code: 'EUR', currency_display: 'code', currency_position: 'after' })).status).toBe(200);
    const after = await getFile(s, `invoices/${inv.id}/pdf`, { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    const text = squeeze(pdfText(after.bytes));
    expect(text).toMatch(/Design 10\.00 150\.00 1,500\.00 EUR/);
    expect(text).not.toContain('$');
  });

  it('serve every kind under its own collection, and nothing of another kind or company', async () => {
    const s = await salesCompany('pdf');
    const other = await salesCompany('pdf');
    const est = await s.call('POST', 'estimates', { customer_id: s.customerId, date: '2026-06-10', lines: lines(s, 1) });
    const receipt = await s.call('POST', 'ar-sales-receipts', { customer_id: s.customerId, date: '2026-06-10', lines: lines(s, 1) });
    const memo = await s.call('POST', 'credit-memos', { customer_id: s.customerId, date: '2026-06-10', lines: lines(s, 1) });
    const estPdf = await getFile(s, `estimates/${est.body.id}/pdf`);
    expect(estPdf.headers.get('content-disposition')).toContain(`Estimate-${est.body.number}.pdf`);
    expect(squeeze(pdfText(estPdf.bytes))).toContain('Estimate');
    const receiptText = squeeze(pdfText((await getFile(s, `ar-sales-receipts/${receipt.body.id}/pdf`)).bytes));
    expect(receiptText).toContain('Sales Receipt');
    expect(receiptText).toContain(`Sale # ${receipt.body.number}`);
    expect(receiptText).toContain('Sale Date 06/10/2026');
    expect(receiptText).toMatch(/SOLD TO/);
    expect(squeeze(pdfText((await getFile(s, `credit-memos/${memo.body.id}/pdf`)).bytes))).toContain('Credit Remaining $10.50');
    expect((await getFile(s, `invoices/${est.body.id}/pdf`)).status).toBe(404);
    expect((await getFile(other, `estimates/${est.body.id}/pdf`)).status).toBe(404);
    // The function other modules call (e-mail attachments, the client portal).
    const direct = await renderDocumentPdf(s.company.id, memo.body.id);
    expect(direct?.fileName).toBe(`Credit-Memo-${memo.body.number}.pdf`);
    expect(await renderDocumentPdf(other.company.id, memo.body.id)).toBeNull();
  });
});

describe('the print queue', () => {
  it('holds the documents saved to print, prints the chosen ones as one PDF and takes them out', async () => {
    const s = await salesCompany('queue');
    // Documents wait in the e-mail queue only where mail can go (a server nobody answers at will do).
    await s.call('PUT', 'mail-settings', { host: '127.0.0.1', port: 9, from_address: 'ar@queue.test' });
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await invoice(s, 2 + i));
    for (const inv of made.slice(0, 3)) expect((await s.call('POST', `invoices/${inv.id}/queue`, { print: 1 })).body.is_in_print_que).toBe(true);
    await s.call('POST', `invoices/${made[3].id}/queue`, { email: 1 });
    const queued = await s.call('GET', 'invoices?filter[flag]=print_queue');
    expect(queued.body.items.map((i: { id: number }) => i.id).sort()).toEqual(made.slice(0, 3).map((i) => i.id).sort());
    expect((await s.call('GET', 'invoices?filter[flag]=email_queue')).body.items.map((i: { id: number }) => i.id)).toEqual([made[3].id]);
    const res = await handleApi(
      new Request(`http://${s.host}/api/v1/invoices/print`, { method: 'POST', headers: { host: s.host, authorization: `Bearer ${s.owner.authKey}`, 'content-type': 'application/json' }, body: JSON.stringify({}) }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="Invoice-queue-3.pdf"');
    // Streamed: drawn while it is sent, so its length is not known up front.
    expect(res.headers.get('content-length')).toBeNull();
    const text = squeeze(pdfText(new Uint8Array(await res.arrayBuffer())));
    // Each invoice on its own pages, numbered within itself.
    for (const inv of made.slice(0, 3)) expect(text).toContain(`INVOICE ${inv.number} Page 1 / 1`);
    expect(text).not.toContain(`INVOICE ${made[3].number} `);
    expect((await s.call('GET', 'invoices?filter[flag]=print_queue')).body.items).toEqual([]);
    const empty = await s.call('POST', 'invoices/print', {});
    expect(empty.status).toBe(422);
    expect(empty.body[0]).toMatchObject({ field: 'ids', code: 'printQueueEmpty' });
  }, 60_000);
});
