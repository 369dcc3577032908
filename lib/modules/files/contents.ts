import { Readable } from 'node:stream';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { files } from '@/db/schema';
import { collectionAction, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import type { JobHandler } from '@/lib/engine/module';
import { enqueue } from '@/lib/jobs/queue';
import { fileStore } from '@/lib/storage';
import { pdfText } from './pdf-text';

/** The job that reads a new file's contents: its words for search, its image's thumbnail. */
export const FILE_CONTENTS_JOB = 'file-contents';

/** The words kept of one file for search: enough for any business document, never a whole book. */
export const TEXT_CHARS = 100_000;
/** PDFs are parsed whole in memory: larger ones are found by their names only. */
const PDF_MAX_BYTES = 25 * 1024 * 1024;
/** Images larger than this get no thumbnail (they are shown as they are). */
const IMAGE_MAX_BYTES = 40 * 1024 * 1024;
/** A thumbnail's longest side, in pixels. */
const THUMB_PX = 256;

const IMAGES = /^image\/(png|jpeg|gif|webp)$/;
const TEXTS = /^(text\/|application\/json$)/;

/** Whether the job has something to read in a file of this type. */
export const hasContents = (contentType: string) => IMAGES.test(contentType) || TEXTS.test(contentType) || contentType === 'application/pdf';

/** Queues the reading of a new file's contents, in the transaction that keeps the file (a rolled back upload queues nothing). */
export async function readContentsLater(ctx: ResourceContext, row: { id: number; contentType: string }) {
  if (hasContents(row.contentType)) await enqueue(ctx, FILE_CONTENTS_JOB, { file_id: row.id }, { maxAttempts: 3 });
}

/** Where a file's thumbnail is kept: beside the company's files, under a prefix of its own. */
export const thumbnailKeyOf = (companyId: number, storageKey: string) => `company-${companyId}/thumbnails/${storageKey.split('/').pop()}.png`;

/** At most `limit` first bytes of a stream, the rest left unread. */
async function firstBytes(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(parts).subarray(0, limit);
}

/** A text file's first words as UTF-8 (a character cut at the end dropped). */
const textOf = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes).replace(/\uFFFD$/, '');

/**
 * A thumbnail of an image, its longest side THUMB_PX, as PNG. It needs sharp (the image library
 * Next.js itself uses; an image is decoded whole by any library); where sharp cannot load,
 * images keep no thumbnail and are shown as they are.
 */
async function thumbnailOf(image: Uint8Array): Promise<Buffer | null> {
  const sharp = await import('sharp').then((m) => m.default).catch(() => null);
  if (!sharp) return null;
  return sharp(image, { failOn: 'error' }).rotate().resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

/**
 * Reads one file's contents: the text of a PDF or a text file kept for the files' search box, an
 * image's thumbnail made once and kept in the store. A file it cannot read (a damaged PDF, an
 * image sharp refuses) is left without them: found by its name, shown as it is; nothing is
 * retried for a file that will not change. Either way the file is marked read (`contents_read_at`).
 */
async function readContents(ctx: WriteContext, file: typeof files.$inferSelect) {
  const change: Partial<typeof files.$inferInsert> = { contentsReadAt: new Date() };
  const stored = hasContents(file.contentType) ? await fileStore().get(file.storageKey) : null;
  try {
    if (!stored) {
      // Nothing to read in it, or its object is missing (orphan cleanup tells of that).
    } else if (TEXTS.test(file.contentType)) change.textContent = textOf(await firstBytes(stored.body, TEXT_CHARS * 4)).slice(0, TEXT_CHARS);
    else if (file.contentType === 'application/pdf' && file.size <= PDF_MAX_BYTES) change.textContent = await pdfText(await firstBytes(stored.body, PDF_MAX_BYTES), TEXT_CHARS);
    else if (IMAGES.test(file.contentType) && file.size <= IMAGE_MAX_BYTES) {
      const thumbnail = await thumbnailOf(await firstBytes(stored.body, IMAGE_MAX_BYTES));
      if (thumbnail) {
        const key = thumbnailKeyOf(ctx.company.id, file.storageKey);
        await fileStore().put(key, Readable.from(thumbnail), thumbnail.length, 'image/png');
        change.thumbnailKey = key;
      }
    } else await stored.body.cancel();
  } catch (error) {
    console.warn(`file ${file.id}: its contents could not be read:`, error instanceof Error ? error.message : error);
  }
  if (typeof change.textContent === 'string') change.textContent = change.textContent.replace(/\u0000/g, '').trim() || null;
  await ctx.tx.update(files).set(change).where(and(eq(files.companyId, ctx.company.id), eq(files.id, file.id)));
}

/** The job that reads a new file's contents (on the queue, so an upload answers at once). */
export const fileContentsJob: JobHandler = {
  maxAttempts: 3,
  async run(ctx: WriteContext, payload) {
    const [file] = await ctx.tx
      .select()
      .from(files)
      .where(and(eq(files.companyId, ctx.company.id), eq(files.id, Number(payload.file_id))));
    if (file) await readContents(ctx, file);
  },
};

/** The job that reads the files never read (those kept before their contents were read, or whose job was given up). */
export const FILE_BACKFILL_JOB = 'file-contents-backfill';

/** Files read by one run of the backfill: a short transaction each (a PDF is parsed whole), the rest queued after it. */
export const BACKFILL_BATCH = 20;

/**
 * Reads the company's files not yet read, a batch at a time, in order of id from `after`; answers
 * how many it read and the last id when more may remain (null when done). A file read is marked,
 * so a second run, or one that overlaps a new file's own job, reads nothing twice.
 */
export async function backfillContents(ctx: WriteContext, { after = 0, batch = BACKFILL_BATCH } = {}) {
  const unread = await ctx.tx
    .select()
    .from(files)
    .where(and(eq(files.companyId, ctx.company.id), isNull(files.contentsReadAt), gt(files.id, after)))
    .orderBy(files.id)
    .limit(batch)
    .for('update', { skipLocked: true });
  for (const file of unread) await readContents(ctx, file);
  return { read: unread.length, next: unread.length >= batch ? unread[unread.length - 1].id : null };
}

/** The backfill as a job: daily (nothing to do costs one indexed query), and when asked; each batch queues the next. */
export const fileBackfillJob: JobHandler = {
  maxAttempts: 3,
  daily: true,
  async run(ctx, payload) {
    const { next } = await backfillContents(ctx, { after: Number(payload.after) || 0 });
    if (next !== null) await enqueue(ctx, FILE_BACKFILL_JOB, { after: next }, { maxAttempts: 3 });
  },
};

/**
 * POST /files/read-contents: queues the backfill of the company's files now (once: a second while
 * one waits queues nothing); answers whether it queued one and how many files wait to be read.
 */
export const readContentsAction = collectionAction({
  permission: 'edit',
  changesNothing: true,
  async run(ctx) {
    const [{ unread }] = await ctx.tx.select({ unread: count() }).from(files).where(and(eq(files.companyId, ctx.company.id), isNull(files.contentsReadAt)));
    const id = await enqueue(ctx, FILE_BACKFILL_JOB, {}, { singletonKey: `${FILE_BACKFILL_JOB}:now`, maxAttempts: 3 });
    return { data: { queued: id !== null, unread } };
  },
});
