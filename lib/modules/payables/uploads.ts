import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { files, payableDocuments, payableUploads } from '@/db/schema';
import { defineResource, type FileAnswer, type ResourceContext } from '@/lib/engine/define';
import { notFound, ValidationError } from '@/lib/engine/errors';
import { file, ref, textArea } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { createRecord } from '@/lib/engine/write';
import { belongsTo } from '@/lib/engine/relations';
import { fileStore } from '@/lib/storage';
import { headOf, typeOf } from '@/lib/storage/sniff';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { forgetFile } from '@/lib/modules/files/files';

/**
 * Upload AP Files and To Be Entered (screen -63): a vendor's bill as a PDF or an image, kept in
 * the file store, waiting until a bill is entered from it. The bill form takes its `upload_id`
 * (the list's Enter bill opens a new bill with it); saving the bill marks the file entered, so
 * it leaves To Be Entered, and the bill shows the file from then on.
 */

/** What a vendor's bill may be: PDFs and the images a phone or scanner makes. */
export const AP_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };
export const AP_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A key until its file is kept (afterWrite puts the file's own in its place). */
const pendingKey = (ctx: ResourceContext, type: string) => `company-${ctx.company.id}/payables/${randomUUID()}.${AP_FILE_TYPES[type]}`;

/** The file (of the Files area) that keeps an upload's bytes: linked to the upload, under the same key. Uploads kept before have none. */
async function fileOfUpload(ctx: ResourceContext, row: { id: number; storageKey: string }) {
  const [found] = await ctx.tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.companyId, ctx.company.id), eq(files.linkedTo, 'ap-uploads'), eq(files.recordId, row.id), eq(files.storageKey, row.storageKey)));
  return found ?? null;
}

/** The file of an upload (by id, of this company), as an API answer shows it inline. */
export async function uploadFile(ctx: ResourceContext, uploadId: number): Promise<FileAnswer> {
  const [upload] = await ctx.tx.select().from(payableUploads).where(and(eq(payableUploads.companyId, ctx.company.id), eq(payableUploads.id, uploadId)));
  if (!upload) throw notFound('This file does not exist.');
  const stored = await fileStore().get(upload.storageKey);
  if (!stored) throw notFound('This file is missing from the file store.');
  return { file: { body: stored.body, size: stored.size, contentType: upload.contentType, fileName: upload.fileName, inline: true, etag: `"upload-${upload.id}"` } };
}

/**
 * Marks an upload entered by a bill (inside the bill's transaction): it must be this company's
 * and still waiting, or be the bill's own already. 422 naming `upload_id` otherwise.
 */
export async function enterUpload(ctx: ResourceContext, uploadId: number, billId: number) {
  const u = payableUploads;
  const [taken] = await ctx.tx
    .update(u)
    .set({ billId, updatedAt: sql`now()` })
    .where(and(eq(u.companyId, ctx.company.id), eq(u.id, uploadId), sql`(${u.billId} is null or ${u.billId} = ${billId})`))
    .returning({ id: u.id });
  if (!taken) throw ValidationError.field('upload_id', say('uploadEntered'));
}

export const uploadsResource = defineResource({
  name: 'ap-uploads',
  domainId: -63,
  table: payableUploads,
  input: z.object({ file: file('File'), vendor_id: ref('Vendor'), memo: textArea('Memo') }),
  columns: ['file_name', 'vendor_id', 'size', 'created_at', 'bill_id'],
  search: ['file_name', 'memo'],
  sort: ['file_name', 'created_at', 'size'],
  filter: ['vendor_id'],
  refs: { vendor_id: 'vendors', bill_id: 'ap-bills' },
  hidden: ['storage_key'],
  namedFilters: {
    to_be_entered: {
      label: 'To be entered',
      options: { yes: { label: 'To be entered', where: isNull(payableUploads.billId) }, no: { label: 'Entered', where: sql`${payableUploads.billId} is not null` } },
    },
  },
  expand: { vendor: belongsTo(vendorsResource, 'vendorId'), bill: belongsTo({ table: payableDocuments }, 'billId') },
  terminology: 'to_be_entered',
  titleField: 'file_name',
  permission: 'payable_bill',
  features: { files: { maxBytes: AP_FILE_MAX_BYTES + 64 * 1024 } },
  async prepare(ctx, input, existing) {
    if (existing) {
      if (input.file) throw ValidationError.field('file', say('uploadFileFixed'));
      return {};
    }
    const given = input.file;
    if (!given) throw ValidationError.field('file', say('uploadNoFile'));
    if (given.size === 0 || given.size > AP_FILE_MAX_BYTES) throw ValidationError.field('file', say('uploadSize', { max: '10 MB' }));
    // The type its bytes say, not the one the browser claimed.
    const type = typeOf(given.name, await headOf(given.path));
    if (!type || !Object.hasOwn(AP_FILE_TYPES, type)) throw ValidationError.field('file', say('uploadType'));
    return { fileName: given.name.slice(0, 255) || 'bill', contentType: type, size: given.size, storageKey: pendingKey(ctx, type) };
  },
  async deletable(_ctx, row) {
    return row.billId ? say('uploadInUse') : null;
  },
  async afterWrite(ctx, row, op, input) {
    // The bytes are kept as a file of the Files area linked to the upload (so the Payables cabinet
    // holds it, read by those who read the upload), through the files' own create: the company's
    // quota, the store, its words read for search. Last, once the row is written: a failure rolls
    // the row back, and no object is left without one.
    if (op === 'create' && input?.file) {
      const filesDef = ctx.registry?.get('files');
      if (!ctx.registry || !filesDef) throw new Error('An upload is kept as a file: the files are not registered.');
      const kept = await createRecord(filesDef, { ...ctx, registry: ctx.registry }, { file: input.file, display_name: row.fileName, linked_to: 'ap-uploads', record_id: row.id });
      await ctx.tx.update(payableUploads).set({ storageKey: String(kept.storageKey) }).where(eq(payableUploads.id, row.id));
    }
    if (op === 'delete') {
      // Its file goes with it (the upload is gone, so the file could no longer be read as its record).
      const kept = await fileOfUpload(ctx, row);
      if (kept) await forgetFile(ctx, kept.id);
      else await fileStore().remove(row.storageKey);
    }
  },
  views: {
    // GET /api/v1/ap-uploads/{id}/file – the file itself, shown in the browser
    file: (ctx, row) => uploadFile(ctx, row.id),
  },
  fileViews: { file: {} },
  // Enter bill: a new bill from the file, its vendor filled in when the upload named one.
  formLinks: { 'enter-bill': { collection: 'ap-bills', fill: { upload_id: 'id', vendor_id: 'vendor_id' }, when: { bill_id: [null] } } },
});
