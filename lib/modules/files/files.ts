import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { fileComments, files, folders, payableUploads } from '@/db/schema';
import { commentsCount } from '@/lib/engine/comments';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ActionContext, type FileAnswer, type Resource, type ResourceContext } from '@/lib/engine/define';
import { notFound, ValidationError } from '@/lib/engine/errors';
import { date, file, integer, ref, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { reachable } from '@/lib/engine/reach';
import { belongsTo } from '@/lib/engine/relations';
import { assertCan } from '@/lib/engine/rights';
import { deleteRecord } from '@/lib/engine/write';
import { fileStore, putFile } from '@/lib/storage';
import { extensionOf, headOf } from '@/lib/storage/sniff';
import { cabinetFilter, FILE_KINDS, readsAsItsRecord } from './cabinets';
import { readContentsAction, readContentsLater } from './contents';
import { foldersResource } from './folders';
import { linkableCollections, linkOf } from './links';
import { checkedType, checkRoom, FILE_CEILING_BYTES, keptName } from './limits';
import { confirmUpload, uploadUrl } from './presign';
import { cleanupAction } from './storage';
import { plainName, zipStream } from './zip';

/** Where a company's file is kept: its own prefix and a random name, never anything a client said. */
const storageKey = (ctx: ResourceContext) => `company-${ctx.company.id}/files/${randomUUID()}`;

/** Types a browser may show in its own window (PDFs, images, plain text); anything else is downloaded. */
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

/** The files of `ids` this person reaches, in the order asked; 404 naming none if one is not. */
async function reachedFiles(ctx: ResourceContext, ids: number[]): Promise<(typeof files.$inferSelect)[]> {
  const rows = ids.length ? await ctx.tx.select().from(files).where(and(...reachable(filesResource as Resource, ctx), inArray(files.id, ids))) : [];
  if (rows.length !== new Set(ids).size) throw notFound('One of the selected files does not exist.');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/**
 * Deletes a file kept for another area's record as that record goes (a To Be Entered upload's),
 * with its object and thumbnail: called once the record is gone, so not through the files' own
 * delete, which reads a linked file as its record.
 */
export async function forgetFile(ctx: ResourceContext, id: number) {
  const [gone] = await ctx.tx.delete(files).where(and(eq(files.companyId, ctx.company.id), eq(files.id, id))).returning();
  if (!gone) return;
  await fileStore().remove(gone.storageKey);
  if (gone.thumbnailKey) await fileStore().remove(gone.thumbnailKey);
}

const selection = z.object({ files: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(10_000) });

/** The ids of `files=1,2,3` of a query, 400 naming the parameter if they are not ids. */
function idsOfQuery(ctx: ActionContext): number[] {
  const raw = ctx.url.searchParams.get('files') ?? '';
  const ids = raw.split(',').filter(Boolean).map(Number);
  if (!ids.length || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) throw new ValidationError([{ field: 'files', ...say('zipNothing') }]);
  return ids;
}

/** The zip's name: the company's files and today's date. */
const zipName = () => `files-${new Date().toISOString().slice(0, 10)}.zip`;

/**
 * Files [169] (`files`): documents in drawers and folders. A new one comes as multipart/form-data
 * (`file`, and `hierarchy_id`...), spooled to disk, checked (larger than nothing, within the
 * company's limit and quota, its type read from its bytes and agreeing with its name) and only then
 * written, as the last step of its transaction: a refused or failed upload leaves no row and no
 * object. Its name is kept as given and is never part of where it is kept. `GET /files/{id}/file`
 * serves it with its type and name; `filter[hierarchy_id]=` and `page=` read a drawer's contents.
 */
export const filesResource = defineResource({
  name: 'files',
  domainId: 169,
  table: files,
  input: z.object({
    file: file('File'),
    display_name: text('Name', { max: 255 }),
    hierarchy_id: ref('Folder'),
    category_id: ref('Category'),
    date: date('Date'),
    domain_id: integer('Linked to (domain)', { min: -1000, max: 1000 }),
    linked_to: text('Linked to', { max: 64 }),
    record_id: integer('Linked to (record)', { min: 1, max: 2_147_483_647 }),
    kind: textChoice('Kind', FILE_KINDS),
  }),
  columns: ['display_name', 'date', 'domain_id', 'extension', 'size', 'status'],
  titleField: 'display_name',
  // A file is found by its name and by the words inside it (a PDF's or a text file's, read by a job: contents.ts).
  search: ['display_name', 'text_content'],
  sort: ['display_name', 'date', 'size', 'extension', 'created_at'],
  filter: ['status', 'hierarchy_id', 'category_id', 'extension', 'domain_id', 'linked_to', 'record_id', 'content_type', 'kind'],
  // The filing cabinets (gems 12, 20-22, 30-32): `filter[cabinet]=payroll`... (cabinets.ts).
  namedFilters: { cabinet: cabinetFilter },
  ranges: ['date'],
  refs: { hierarchy_id: 'folders', category_id: 'company-types' },
  hidden: ['storage_key', 'text_content', 'thumbnail_key', 'contents_read_at'],
  // A file linked to a record is read only by those who read that record (a payroll file by the payroll's readers).
  ownScope: readsAsItsRecord,
  expand: { commentsCount: commentsCount(fileComments, 'fileId'), folder: belongsTo(foldersResource, 'hierarchyId') },
  reads: [fileComments],
  terminology: 'file',
  permission: 'file',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, files: { maxBytes: FILE_CEILING_BYTES + 64 * 1024 } },
  async prepare(ctx, input, existing) {
    // The record it is linked to (any collection's: links.ts), checked before anything is kept.
    const link = await linkOf(ctx, input, existing);
    if (existing) {
      if (input.file) throw ValidationError.field('file', say('uploadFileFixed'));
      if (input.display_name === null) throw ValidationError.field('display_name', say('blank', { field: 'Name' }));
      return { ...link, ...(input.display_name ? { displayName: keptName(input.display_name) } : {}) };
    }
    const given = input.file;
    if (!given) throw ValidationError.field('file', say('uploadNoFile'));
    const name = keptName(input.display_name ?? given.name);
    if (!name) throw ValidationError.field('file', say('blank', { field: 'Name' }));
    await checkRoom(ctx, given.size, { lock: true });
    const contentType = checkedType(name, await headOf(given.path));
    return { ...link, displayName: name, extension: extensionOf(name), contentType, size: given.size, storageKey: storageKey(ctx), createdBy: ctx.user.id };
  },
  async deletable(ctx, row) {
    // A vendor's bill of To Be Entered keeps its bytes as this file: it is deleted there, with its upload.
    if (row.linkedTo !== 'ap-uploads') return null;
    const [upload] = await ctx.tx.select({ id: payableUploads.id }).from(payableUploads).where(and(eq(payableUploads.companyId, ctx.company.id), eq(payableUploads.storageKey, row.storageKey)));
    return upload ? say('fileOfUpload') : null;
  },
  async afterWrite(ctx, row, op, input) {
    // The bytes go last, once the row is written: if they fail, the row is rolled back with them.
    if (op === 'create' && input?.file) {
      await putFile(fileStore(), row.storageKey, input.file, row.contentType);
      await readContentsLater(ctx, row);
    }
    if (op === 'delete') {
      await fileStore().remove(row.storageKey);
      if (row.thumbnailKey) await fileStore().remove(row.thumbnailKey);
    }
  },
  views: {
    // GET /files/{id}/file: the file itself, shown in the browser when it can be.
    async file(_ctx, row): Promise<FileAnswer> {
      const stored = await fileStore().get(row.storageKey);
      if (!stored) throw notFound('This file is missing from the file store.');
      return { file: { body: stored.body, size: stored.size, contentType: row.contentType, fileName: plainName(row.displayName), inline: SHOWN_INLINE.test(row.contentType), etag: `"file-${row.id}"` } };
    },
    // GET /files/{id}/thumbnail: an image's thumbnail, once the job made it (404 before, and for other files).
    async thumbnail(_ctx, row): Promise<FileAnswer> {
      const stored = row.thumbnailKey ? await fileStore().get(row.thumbnailKey) : null;
      if (!stored) throw notFound('This file has no thumbnail.');
      return { file: { body: stored.body, size: stored.size, contentType: 'image/png', fileName: `${plainName(row.displayName)}.png`, inline: true, etag: `"thumbnail-${row.id}"` } };
    },
  },
  fileViews: { file: {}, thumbnail: {} },
  collectionViews: {
    // GET /files/linkable: the collections whose records take files (a record window's Files tab).
    async linkable(ctx) {
      return { items: linkableCollections(ctx.registry) };
    },
    // GET /files/zip?files=1,2,3: the selected files as one zip, made while it is sent.
    async zip(ctx) {
      const chosen = await reachedFiles(ctx, idsOfQuery(ctx));
      return { file: { body: zipStream(chosen.map((f) => ({ name: f.displayName, key: f.storageKey }))), contentType: 'application/zip', fileName: zipName() } } satisfies FileAnswer;
    },
  },
  collectionActions: {
    // POST /files/upload-url and /files/confirm: a browser's upload straight to an S3-compatible store.
    'upload-url': uploadUrl,
    confirm: confirmUpload,
    // POST /files/zip {files}: the spec's {filename, numFiles}; the zip itself is read from `url`.
    zip: collectionAction({
      input: selection,
      permission: 'view',
      changesNothing: true,
      async run(ctx, input) {
        if (!input.files.length) throw ValidationError.field('files', say('zipNothing'));
        const chosen = await reachedFiles(ctx, input.files);
        return { data: { filename: zipName(), numFiles: chosen.length, url: `files/zip?files=${chosen.map((f) => f.id).join(',')}` } };
      },
    }),
    // POST /files/check {name, size}: whether a file may be uploaded, asked before its bytes are sent, and where they go.
    check: collectionAction({
      input: z.object({ name: z.string().min(1).max(1000), size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
      permission: 'create',
      changesNothing: true,
      async run(ctx, input) {
        await checkRoom(ctx, input.size);
        // `direct`: the store takes the bytes itself (S3: files/upload-url, then files/confirm).
        return { data: { ok: true, direct: Boolean(fileStore().presignPut) } };
      },
    }),
    // POST /files/cleanup: orphan cleanup of the company's store, as a job (storage.ts).
    cleanup: cleanupAction,
    // POST /files/read-contents: reading the files never read (kept before their contents were), as a job (contents.ts).
    'read-contents': readContentsAction,
    // POST /files/remove {id, type}: deletes a file, or a drawer or folder that holds nothing.
    remove: collectionAction({
      input: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647), type: z.enum(['file', 'folder']) }),
      permission: 'delete',
      writes: [folders],
      async run(ctx, input) {
        if (input.type === 'folder') assertCan(ctx.user, foldersResource.permission, 'delete');
        await deleteRecord(input.type === 'folder' ? foldersResource : filesResource, ctx, input.id);
        return { data: { removed: 1 } };
      },
    }),
  },
});
