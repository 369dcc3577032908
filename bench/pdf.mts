// Document PDFs (npm run bench:pdf: tsx with bench/import-exports.mjs, which resolves
// @react-pdf's import-only subpaths as vitest and Next do): the drawing of one 20-line invoice, p50 of 30, against a
// bare @react-pdf/renderer page of the same 20 rows measured in the same run (the least the
// library itself costs); then a batch of 200 invoices as one PDF as the print queue makes it (each
// drawn alone, its pages copied into the output), with the process's peak memory above its start
// for 50 and for 200 documents beside the output's size. No database: the documents are built in
// memory, so the figures are the drawing's alone. Writes its section of bench/RESULTS.md.
import fs from 'node:fs';
import path from 'node:path';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { documentPdf } from '@/lib/modules/sales/pdf/document-pdf';
import { defaultEntries } from '@/lib/modules/sales/pdf/layout';
import type { Printable } from '@/lib/modules/sales/pdf/printable';
import { drawnOneByOne, joinPdfs } from '@/lib/modules/sales/pdf/render';

const RUNS = 30;
const SECTION = '## Document PDFs';

function printable(id: number, lines: number): Printable {
  const now = new Date('2026-06-10T12:00:00Z');
  const doc = {
    id, companyId: 1, kind: 'invoice', number: String(1000 + id), customerId: 1, date: '2026-06-10', dueDate: '2026-07-10', termsId: 1, arAccountId: 1, taxId: null,
    billingAddress: '1 Main St\nSpringfield, IL 62701', deliveryAddress: '9 Dock Rd\nSpringfield, IL 62702', deliveryDate: null, deliveryMethodId: null, deliveryTrackingNumber: null,
    incoterms: null, incotermsPoint: null, purchaseOrderNumber: 'PO-77', salesRepType: null, salesRepId: null, jobId: null, customerMessage: 'Thank you for your business.', memo: null,
    layoutId: null, method: null, subtotal: '2100.00', taxAmount: '0.00', totalAmount: '2100.00', totalPaid: '0.00', balanceDue: '2100.00', isTemplate: false, isTba: false, isApproved: false,
    isInPrintQue: true, isInEmailQue: false, isRecurring: false, isWrittenOff: false, sourceDocumentId: null, convertedToId: null, recurringBillingId: null, occurrence: null, journalId: null, voidJournalId: null,
    state: 'posted', createdAt: now, updatedAt: now, createdBy: null,
  } as unknown as Printable['doc'];
  const rows = Array.from({ length: lines }, (_, i) => ({
    id: i + 1, companyId: 1, documentId: id, lineNo: i + 1, type: 'service', itemId: 1, description: `Work item ${i + 1}`, quantity: '1.0000', rate: '105.0000', percent: null,
    amount: '105.00', isTaxable: false, accountId: 1, taxId: null, serviceDate: null, itemName: 'Design',
  })) as unknown as Printable['lines'];
  return {
    doc, lines: rows, business: { name: 'Bench Company', address: 'Calle Mayor 1', phone: '555-0100', email: 'billing@bench.test', website: null, logo: null },
    customer: { name: 'Acme Ltd', accountNumber: null, phone: null, email: null, website: null }, terms: 'Net 30', deliveryMethod: null, salesRep: null, entries: defaultEntries('invoice'), locale: 'en',
  };
}

/** The bare baseline: one page, a title and the same 20 rows of five cells, no layout logic. */
function bare(lines: number) {
  const cells = (i: number) => ['Design', `Work item ${i + 1}`, '1.00', '105.00', '$105.00'].map((c, j) => h(Text, { key: j, style: { flex: 1 } }, c));
  return renderToBuffer(h(Document, null, h(Page, { size: 'LETTER', style: { padding: 28, fontSize: 9 } }, h(Text, null, 'INVOICE'), ...Array.from({ length: lines }, (_, i) => h(View, { key: i, style: { flexDirection: 'row' } }, ...cells(i))))));
}

async function p50(fn: () => Promise<unknown>) {
  await fn();
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A batch as the print queue makes it, with the peak resident memory above the start (sampled every 5 ms). */
async function batch(n: number, first: number) {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t = performance.now();
  async function* docs() {
    for (let i = 0; i < n; i++) yield printable(first + i, 20);
  }
  const { body, count } = await joinPdfs(drawnOneByOne(docs()));
  const ms = performance.now() - t;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { n: count, ms, output: body.length, grew: peak - start };
}

async function main() {
  const one = printable(1, 20);
  const baseline = await p50(() => bare(20));
  const app = await p50(() => documentPdf(one));
  console.log(`one 20-line invoice: p50 ${app.toFixed(1)} ms; bare page p50 ${baseline.toFixed(1)} ms; ratio ${(app / baseline).toFixed(2)}`);
  const small = await batch(50, 10_000);
  const large = await batch(200, 20_000);
  for (const b of [small, large]) console.log(`batch of ${b.n}: ${(b.ms / 1000).toFixed(1)} s, output ${mb(b.output)} MB, peak memory +${mb(b.grew)} MB`);

  const section = `${SECTION}

Run ${new Date().toISOString()} with \`npm run bench:pdf\` (in process, documents built in memory: the drawing's cost alone; the HTTP route adds one read of the document and serves a second download from its cache without drawing).

| what | app p50 ms | bare @react-pdf page of the same 20 rows p50 ms | ratio | target |
|---|---|---|---|---|
| one 20-line invoice | ${app.toFixed(1)} | ${baseline.toFixed(1)} | ${(app / baseline).toFixed(2)} | < 150 ms: ${app < 150 ? 'met' : '**missed**'} |

| batch (one PDF, each invoice 20 lines) | time s | per invoice ms | output MB | peak memory above start MB |
|---|---|---|---|---|
${[small, large].map((b) => `| ${b.n} invoices | ${(b.ms / 1000).toFixed(1)} | ${(b.ms / b.n).toFixed(1)} | ${mb(b.output)} | ${mb(b.grew)} |`).join('\n')}

The batch draws one invoice at a time and copies its pages into the output (pdf-lib), so memory holds the output and one drawing: 4x the documents should cost about 4x the output's growth, not 4x a whole batch's drawing.
`;
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), 'RESULTS.md');
  const text = fs.readFileSync(file, 'utf8');
  const at = text.indexOf(SECTION);
  const end = at < 0 ? -1 : text.indexOf('\n## ', at + SECTION.length);
  fs.writeFileSync(file, at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}${end < 0 ? '' : text.slice(end)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
