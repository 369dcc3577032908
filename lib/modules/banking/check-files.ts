import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { createRecord } from '@/lib/engine/write';

/**
 * The printed checks' PDFs into the Payables filing cabinet (gem 30): each check's own sheet
 * (one page of the print: a letter sheet a check, in the order printed) kept as a file of the
 * Files area linked to its check, named `Check-{number}.pdf`, through the files' own create (the
 * store, the company's quota, its words read for search), in the print's transaction: a print that
 * fails keeps nothing. A reprint files its sheet again (what was printed that day). The files are
 * read as their check is (only those who read the check see its PDF). A sheet the company's quota
 * has no room for is not filed, and the check is printed all the same: the cabinet never refuses a
 * print.
 */
export async function fileCheckPdfs(ctx: ActionContext, printed: { id: number; number: number }[], pdf: Uint8Array) {
  const whole = await PDFDocument.load(pdf);
  if (whole.getPageCount() !== printed.length) return;
  for (const [i, check] of printed.entries()) {
    const sheet = await PDFDocument.create();
    const [page] = await sheet.copyPages(whole, [i]);
    sheet.addPage(page);
    await filePdf(ctx, `Check-${check.number}.pdf`, await sheet.save(), 'checks', check.id);
  }
}

/**
 * A PDF the product made kept as a file of the Files area linked to a record (`linked_to`,
 * `record_id`), through the files' own create (the store, the quota, its words read for search),
 * in a savepoint of the caller's transaction: a refusal (the quota, a record the person does not
 * read) is undone alone, files nothing, and the caller goes on.
 */
export async function filePdf(ctx: ActionContext, name: string, bytes: Uint8Array, linkedTo: string, recordId: number) {
  const filesDef = ctx.registry.get('files');
  if (!filesDef) return;
  // Kept as an upload is: from a file on disk, removed whatever happens.
  const spooled = path.join(os.tmpdir(), `kept-${randomBytes(8).toString('hex')}.pdf`);
  await writeFile(spooled, bytes, { mode: 0o600 });
  try {
    const body = { file: { name, type: 'application/pdf', size: bytes.length, path: spooled }, linked_to: linkedTo, record_id: recordId };
    await ctx.tx.transaction((tx) => createRecord(filesDef, { ...ctx, tx }, body));
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
  } finally {
    await rm(spooled, { force: true });
  }
}
