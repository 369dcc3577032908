import { describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { salesCompany } from '../support/sales';
import { pdfText } from '../support/pdf';

type Sales = Awaited<ReturnType<typeof salesCompany>>;
type Row = { id: number; collection: string; type: string; number: string; customer: string; is_in_print_que: number; is_in_email_que: number; emails: number };

const line = (s: Sales) => [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '80' }];

/** POST that answers a file (the JSON helper would parse it). */
async function postFile(s: Sales, path: string, body: unknown) {
  const res = await handleApi(
    new Request(`http://${s.host}/api/v1/${path}`, { method: 'POST', headers: { host: s.host, authorization: `Bearer ${s.owner.authKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('Processing hub (gem 137, collection processing)', () => {
  it('lists the documents of every kind waiting to print or to be e-mailed, by type, and prints the chosen ones as one PDF that takes them out of the print queue', async () => {
    const s = await salesCompany('processing');
    // Documents wait in the e-mail queue only where mail can go (a server nobody answers at will do).
    await s.call('PUT', 'mail-settings', { host: '127.0.0.1', port: 9, from_address: 'ar@processing.test' });
    const made = async (collection: string, date: string) => (await s.call('POST', collection, { customer_id: s.customerId, date, lines: line(s) })).body as { id: number; number: string };
    const invoice = await made('invoices', '2026-06-02');
    const estimate = await made('estimates', '2026-06-01');
    const memo = await made('credit-memos', '2026-06-03');
    const quiet = await made('invoices', '2026-06-04');
    await s.call('POST', `invoices/${invoice.id}/queue`, { print: 1, email: 1 });
    await s.call('POST', `estimates/${estimate.id}/queue`, { print: 1 });
    await s.call('POST', `credit-memos/${memo.id}/queue`, { email: 1 });

    const all = await s.call('GET', 'processing?sort=date');
    expect(all.status).toBe(200);
    expect(all.body.items.map((r: Row) => [r.type, r.number, r.collection, r.customer, r.is_in_print_que, r.is_in_email_que, r.emails])).toEqual([
      ['estimate', estimate.number, 'estimates', 'Acme Ltd', 1, 0, 0],
      ['invoice', invoice.number, 'invoices', 'Acme Ltd', 1, 1, 1],
      ['credit_memo', memo.number, 'credit-memos', 'Acme Ltd', 0, 1, 0],
    ]);
    expect(all.body.items.some((r: Row) => r.id === quiet.id)).toBe(false);
    const printing = await s.call('GET', 'processing?filter[is_in_print_que]=1&filter[type]=estimate');
    expect(printing.body.items.map((r: Row) => r.id)).toEqual([estimate.id]);
    expect((await s.call('GET', 'processing/count?filter[is_in_email_que]=1')).body.count).toBe(2);
    expect((await s.call('GET', 'processing/meta')).body.title_field).toBe('number');

    // Another company sees none of them, and cannot print them.
    const other = await salesCompany('processing-other');
    expect((await other.call('GET', 'processing')).body.items).toEqual([]);
    expect((await postFile(other, 'processing/print', { ids: [invoice.id] })).status).toBe(422);

    const printed = await postFile(s, 'processing/print', { ids: [invoice.id, estimate.id] });
    expect(printed.status).toBe(200);
    expect(printed.type).toBe('application/pdf');
    const text = pdfText(printed.bytes).replace(/[ \t]+/g, ' ');
    // In date order: the estimate, then the invoice, each with its own pages.
    expect(text.indexOf('Estimate')).toBeLessThan(text.indexOf('INVOICE'));
    expect(text).toContain(`Number ${estimate.number}`);
    expect(text).toContain(`Number ${invoice.number}`);
    const after = await s.call('GET', 'processing?sort=date');
    expect(after.body.items.map((r: Row) => [r.number, r.is_in_print_que, r.is_in_email_que])).toEqual([
      [invoice.number, 0, 1],
      [memo.number, 0, 1],
    ]);
    const empty = await s.call('POST', 'processing/print', {});
    expect(empty.status).toBe(422);
    expect(empty.body[0]).toMatchObject({ field: 'ids', code: 'printQueueEmpty' });
  }, 60_000);
});
