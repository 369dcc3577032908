// Document PDFs (npm run bench:pdf: tsx with bench/import-exports.mjs, which resolves
// @react-pdf's import-only subpaths as vitest and Next do): the drawing of one 20-line invoice,
// p50 of 30, against a bare @react-pdf/renderer page of the same 20 rows drawn in turns with it
// (the least the library itself costs); then batches of 50 and 200 invoices as one PDF as the
// print queue streams it (each drawn alone, its pages written on), with the process's peak memory
// above its start beside the output's size. No database: the documents are built in memory, so
// the figures are the drawing's alone. Writes its section of bench/RESULTS.md.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { documentPdf } from '@/lib/modules/sales/pdf/document-pdf';
import { defaultEntries } from '@/lib/modules/sales/pdf/layout';
import type { Printable } from '@/lib/modules/sales/pdf/printable';
import { joinedPdf } from '@/lib/modules/sales/pdf/join';

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
    customer: { name: 'Acme Ltd', accountNumber: null, phone: null, email: null, website: null }, terms: 'Net 30', deliveryMethod: null, salesRep: null, entries: defaultEntries('invoice'), locale: 'en', renames: {},
  };
}

/** The bare baseline: one page, a title and the same 20 rows of five cells, no layout logic. */
function bare(lines: number) {
  const cells = (i: number) => ['Design', `Work item ${i + 1}`, '1.00', '105.00', '$105.00'].map((c, j) => h(Text, { key: j, style: { flex: 1 } }, c));
  return renderToBuffer(h(Document, null, h(Page, { size: 'LETTER', style: { padding: 28, fontSize: 9 } }, h(Text, null, 'INVOICE'), ...Array.from({ length: lines }, (_, i) => h(View, { key: i, style: { flexDirection: 'row' } }, ...cells(i))))));
}

type Timing = { wall: number; cpu: number };

/**
 * The p50 of several drawings, taken in turns (one of each per round, after two rounds to warm
 * up) so that a load on the machine weighs on all of them alike; wall time and this process's
 * CPU time (user and system, which a busy machine inflates less than wall time).
 */
async function p50s(fns: (() => Promise<unknown>)[]): Promise<Timing[]> {
  const walls: number[][] = fns.map(() => []);
  const cpus: number[][] = fns.map(() => []);
  for (let round = 0; round < RUNS + 2; round++) {
    for (const [i, fn] of fns.entries()) {
      const t = performance.now();
      const c = process.cpuUsage();
      await fn();
      const used = process.cpuUsage(c);
      if (round < 2) continue;
      walls[i].push(performance.now() - t);
      cpus[i].push((used.user + used.system) / 1000);
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return fns.map((_, i) => ({ wall: median(walls[i]), cpu: median(cpus[i]) }));
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * A batch as the print queue makes it (each invoice drawn alone, its pages written on to the
 * stream), the stream's bytes counted and let go as an HTTP answer sends them, with the peak
 * resident memory and heap above the start (sampled every 5 ms).
 */
async function batch(n: number, first: number) {
  globalThis.gc?.();
  const start = process.memoryUsage();
  let peak = start.rss;
  let heap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  const t = performance.now();
  // Drawn as the print queue draws them, less its per-version cache (at most 200 drawn PDFs, a
  // few KB each), which a batch of new documents would only fill.
  async function* drawn() {
    for (let i = 0; i < n; i++) yield await documentPdf(printable(first + i, 20));
  }
  let output = 0;
  let count = 0;
  for await (const chunk of joinedPdf(drawn(), 'Bench batch', (parts) => (count = parts))) output += chunk.length;
  const ms = performance.now() - t;
  clearInterval(timer);
  sample();
  globalThis.gc?.();
  const kept = process.memoryUsage().heapUsed - start.heapUsed;
  return { n: count, ms, output, grew: peak - start.rss, heapGrew: heap - start.heapUsed, kept };
}

type Batch = Awaited<ReturnType<typeof batch>>;
const SIZES = [50, 200, 400];

/** This script again in a process of its own with `env` (a batch: no batch starts on a heap another has grown), answering its last line's JSON. */
function apart<T>(env: Record<string, string>): T {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (child.status !== 0) throw new Error(`${JSON.stringify(env)}: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!);
}

/** The one-invoice p50 of the app and of the bare page, drawn in turns. */
const drawingP50s = () => p50s([() => bare(20), () => documentPdf(printable(1, 20))]);

async function main() {
  if (process.env.PDF_BENCH_BATCH) {
    // One warm-up drawing first, as the app has drawn before its first batch.
    await documentPdf(printable(1, 20));
    console.log(JSON.stringify(await batch(Number(process.env.PDF_BENCH_BATCH), 10_000)));
    return;
  }
  if (process.env.PDF_BENCH_P50) return console.log(JSON.stringify(await drawingP50s()));
  const loadBefore = os.loadavg()[0];
  // As earlier runs measured (React's development build: tsx sets no NODE_ENV), then as the app's
  // server draws (NODE_ENV=production: React without its development checks).
  const [baseline, app] = await drawingP50s();
  const [prodBaseline, prodApp] = apart<Timing[]>({ PDF_BENCH_P50: '1', NODE_ENV: 'production' });
  for (const [label, a, b] of [['development', app, baseline], ['production', prodApp, prodBaseline]] as const) {
    console.log(`one 20-line invoice (${label}): p50 ${a.wall.toFixed(1)} ms (CPU ${a.cpu.toFixed(1)} ms); bare page p50 ${b.wall.toFixed(1)} ms (CPU ${b.cpu.toFixed(1)} ms)`);
  }
  const batches = SIZES.map((n) => apart<Batch>({ PDF_BENCH_BATCH: String(n) }));
  for (const b of batches) console.log(`batch of ${b.n}: ${(b.ms / 1000).toFixed(1)} s, output ${mb(b.output)} MB, peak memory +${mb(b.grew)} MB, heap +${mb(b.heapGrew)} MB, kept +${mb(b.kept)} MB`);
  const loadAfter = os.loadavg()[0];
  const [, mid, big] = batches;
  const perDoc = (bytes: number) => `${(bytes / (big.n - mid.n) / 1024).toFixed(1)} KB`;

  const section = `${SECTION}

Run ${new Date().toISOString()} with \`npm run bench:pdf\` (niced), load average ${loadBefore.toFixed(2)} at the start and ${loadAfter.toFixed(2)} at the end on this 2-core machine shared by other work. In process, documents built in memory: the drawing's cost alone (React element tree, layout, PDF output), as in earlier runs; the HTTP route adds the reads of the document (three queries) and answers a second download of an unchanged document from its cache, or a 304, without drawing. The app and the bare page are drawn in turns, ${RUNS} each after two rounds to warm up, so a load weighs on both alike; CPU is the process's own time per drawing (a busy machine inflates it less than wall time).

| what | app p50 ms | app CPU p50 ms | bare @react-pdf page of the same 20 rows p50 ms | bare CPU p50 ms | ratio (wall) | target |
|---|---|---|---|---|---|---|
${[['one 20-line invoice', app, baseline], ['the same, NODE_ENV=production (as the server runs)', prodApp, prodBaseline]]
  .map(([what, a, b]) => `| ${what} | ${a.wall.toFixed(1)} | ${a.cpu.toFixed(1)} | ${b.wall.toFixed(1)} | ${b.cpu.toFixed(1)} | ${(a.wall / b.wall).toFixed(2)} | < 150 ms: ${a.wall < 150 ? 'met' : '**missed**'} |`)
  .join('\n')}

| batch (one PDF, each invoice 20 lines; each batch in a fresh process) | time s | per invoice ms | output MB | peak RSS above start MB | peak heap above start MB | heap kept after the batch (after GC) MB |
|---|---|---|---|---|---|---|
${batches.map((b) => `| ${b.n} invoices | ${(b.ms / 1000).toFixed(1)} | ${(b.ms / b.n).toFixed(1)} | ${mb(b.output)} | ${mb(b.grew)} | ${mb(b.heapGrew)} | ${mb(b.kept)} |`).join('\n')}

From ${mid.n} to ${big.n} invoices: the output grew ${perDoc(big.output - mid.output)} per invoice, the peak RSS ${perDoc(big.grew - mid.grew)} and the heap kept ${perDoc(big.kept - mid.kept)} per invoice.

The batch is streamed (lib/modules/sales/pdf/join.ts): each invoice is drawn alone, its pages renumbered after the objects already written and sent on, and the bench counts the bytes and lets them go as an HTTP answer does. Memory holds one drawing and a number per object written (the cross-reference table); the app's batch also fills the per-version cache of drawn PDFs (at most 200, a few KB each for such invoices), which the bench leaves out. The peak above the start is the garbage collector's headroom (V8 collects the old generation lazily; it levels off after about 150 drawings), not what the batch keeps: the heap kept after a collection is what stays. Before (run of 2026-11-24) the whole output was built in memory (pdf-lib copyPages) and react-pdf kept every drawing's React tree until the batch was over (its root is let go by a task of the event loop, which back-to-back drawings never gave a turn): peak +98 MB for 50 and +141 MB for 200, growing with the batch.
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
