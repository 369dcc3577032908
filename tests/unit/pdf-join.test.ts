import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY } from '@/lib/format';
import { documentPdf, pageCountOf } from '@/lib/modules/sales/pdf/document-pdf';
import { joinedPdf, joinedPdfStream } from '@/lib/modules/sales/pdf/join';
import { defaultEntries } from '@/lib/modules/sales/pdf/layout';
import type { Printable } from '@/lib/modules/sales/pdf/printable';
import { pdfText } from '../support/pdf';

/** An invoice of `lines` rows (one line each, unless `more` adds to their descriptions), built in memory. */
function invoice(number: string, lines: number, more = ''): Printable {
  const doc = { id: Number(number), companyId: 1, kind: 'invoice', number, date: '2026-06-10', dueDate: '2026-07-10', billingAddress: '1 Main St', deliveryAddress: null, purchaseOrderNumber: null, customerMessage: null };
  return {
    doc: { ...doc, subtotal: '10.00', taxAmount: '0.00', totalAmount: '10.00', totalPaid: '0.00', balanceDue: '10.00', updatedAt: new Date('2026-06-10T12:00:00Z') } as unknown as Printable['doc'],
    lines: Array.from({ length: lines }, (_, i) => ({ id: i + 1, type: 'service', description: `Work item ${i + 1}${more}`, quantity: '1', rate: '10', percent: null, amount: '10.00', itemName: 'Design' })) as unknown as Printable['lines'],
    business: { name: 'Join Co', address: null, phone: null, email: null, website: null, logo: null },
    customer: { name: 'Acme Ltd', accountNumber: null, phone: null, email: null, website: null },
    terms: null,
    deliveryMethod: null,
    salesRep: null,
    entries: defaultEntries('invoice'),
    locale: 'en',
    money: DEFAULT_MONEY,
    renames: {},
  };
}

/** What poppler's pdfinfo says of a PDF (it names any damage it has to repair on stderr). */
function pdfInfo(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('document PDFs joined as a stream', () => {
  it('keep every document on its own pages, in order, numbered within itself, in a file readers take as sound', async () => {
    const parts = [invoice('101', 3), invoice('102', 60), invoice('103', 5)];
    async function* drawn() {
      for (const p of parts) yield await documentPdf(p);
    }
    const body = new Uint8Array(await new Response(joinedPdfStream(drawn(), 'Invoice-queue-3')).arrayBuffer());
    expect(pdfInfo(body)).toMatch(/Title:\s+Invoice-queue-3[\s\S]*Pages:\s+4\n/);
    const pages = pdfText(body).split('\f').filter((p) => p.trim()).map(squeeze);
    expect(pages.map((p) => /INVOICE (\d+) Page (\d) \/ (\d)/.exec(p)?.slice(1).join(' '))).toEqual(['101 1 1', '102 1 2', '102 2 2', '103 1 1']);
    expect(pages[2]).toContain('Work item 60');
  });

  it('send a document on before the next is drawn', async () => {
    const events: string[] = [];
    async function* drawn() {
      for (const number of ['201', '202']) {
        events.push(`draw ${number}`);
        yield await documentPdf(invoice(number, 2));
      }
    }
    const chunks = joinedPdf(drawn(), 'Two');
    events.push(`header ${(await chunks.next()).value?.length}`);
    const first = (await chunks.next()).value!;
    events.push('sent 201');
    expect(Buffer.from(first).toString('latin1')).toContain('/Type /Page');
    for await (const chunk of chunks) expect(chunk.length).toBeGreaterThan(0);
    expect(events.slice(0, 3)).toEqual(['header 15', 'draw 201', 'sent 201']);
    expect(events[3]).toBe('draw 202');
  });

  it('draws a document that fits on one page once, and one that does not with its pages counted', async () => {
    const short = await documentPdf(invoice('301', 20));
    expect(pageCountOf(short)).toBe(1);
    expect(squeeze(pdfText(short))).toContain('Page 1 / 1');
    // Fewer lines than the one-page guess lets through, but of two lines each: drawn again.
    const long = await documentPdf(invoice('302', 25, '\nwith a second line'));
    expect(pageCountOf(long)).toBe(2);
    expect(squeeze(pdfText(long))).toMatch(/Page 1 \/ 2[\s\S]*Page 2 \/ 2/);
  });
});
