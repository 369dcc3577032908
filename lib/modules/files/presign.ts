import { createHash } from 'node:crypto';
import { z } from 'zod';
import { files } from '@/db/schema';
import { authSecret } from '@/lib/auth/secret';
import { sealWith, unsealWith } from '@/lib/cipher';
import { collectionAction, type ActionContext } from '@/lib/engine/define';
import { ApiError, badRequest, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { integer, ref, text } from '@/lib/engine/fields';
import { findRecord } from '@/lib/engine/query';
import { fileStore } from '@/lib/storage';
import { extensionOf, SNIFF_BYTES } from '@/lib/storage/sniff';
import { readContentsLater } from './contents';
import { foldersResource } from './folders';
import { linkOf } from './links';
import { checkedType, checkRoom, keptName } from './limits';

/**
 * Uploads straight to an S3-compatible store (Vercel refuses request bodies past a few MB): the
 * app checks the file's room, makes its key and hands the browser a presigned PUT for exactly
 * that key and size, with a sealed ticket naming them; the browser sends the bytes to the store,
 * then `confirm`s with the ticket. Only then is the object checked (its size, its type from its
 * bytes, the quota again under the lock) and its row made; an object that fails is removed.
 * The key travels only inside the sealed ticket: a client can neither choose nor change it.
 */
const key = () => createHash('sha256').update(`file-upload:${authSecret()}`).digest();
const TICKET_SECONDS = 15 * 60;

type Ticket = { c: number; u: number; k: string; n: string; s: number; h: number | null; e: number; l?: string | null; r?: number | null };

const asked = z.object({
  name: z.string().min(1).max(1000),
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  hierarchy_id: ref('Folder'),
  linked_to: text('Linked to', { max: 64 }),
  record_id: integer('Linked to (record)', { min: 1, max: 2_147_483_647 }),
});

/** POST /files/upload-url {name, size, hierarchy_id}: a presigned PUT and its ticket (S3 only). */
export const uploadUrl = collectionAction({
  input: asked,
  permission: 'create',
  changesNothing: true,
  async run(ctx: ActionContext, input) {
    const store = fileStore();
    if (!store.presignPut) throw badRequest('This server keeps files on its own disk: upload them with POST /files.');
    const name = keptName(input.name);
    await checkRoom(ctx, input.size, { field: 'size' });
    // Its folder must be one this person reaches in this company (404 otherwise), as a create's reference is.
    if (input.hierarchy_id) await findRecord(foldersResource, ctx, input.hierarchy_id);
    // The record it is to be linked to, checked now (and again at its confirmation).
    const link = await linkOf(ctx, { linked_to: input.linked_to, record_id: input.record_id }, null);
    const ticket: Ticket = {
      c: ctx.company.id,
      u: ctx.user.id,
      k: `company-${ctx.company.id}/files/${crypto.randomUUID()}`,
      n: name,
      s: input.size,
      h: input.hierarchy_id ?? null,
      e: Math.floor(Date.now() / 1000) + TICKET_SECONDS,
      l: link.linkedTo ?? null,
      r: link.recordId ?? null,
    };
    return { data: { url: await store.presignPut(ticket.k, 'application/octet-stream', input.size), ticket: sealWith(key(), JSON.stringify(ticket)) } };
  },
});

/** POST /files/confirm {ticket}: the file the browser sent to the store, checked and kept (201), or removed and refused. */
export const confirmUpload = collectionAction({
  input: z.object({ ticket: z.string().min(1).max(4000) }),
  permission: 'create',
  writes: [files],
  async run(ctx: ActionContext, input) {
    let ticket: Ticket;
    try {
      ticket = JSON.parse(unsealWith(key(), input.ticket)) as Ticket;
    } catch {
      throw ValidationError.field('ticket', say('uploadTicketInvalid'));
    }
    if (ticket.c !== ctx.company.id || ticket.u !== ctx.user.id || ticket.e < Date.now() / 1000) throw ValidationError.field('ticket', say('uploadTicketInvalid'));
    const store = fileStore();
    try {
      const size = await store.size(ticket.k);
      if (size === null) throw new ApiError(409, 'The file has not reached the store: send it to the upload URL first.');
      if (size !== ticket.s) throw ValidationError.field('file', say('uploadSizeMismatch', { size, announced: ticket.s }));
      const contentType = checkedType(ticket.n, (await store.head(ticket.k, SNIFF_BYTES)) ?? new Uint8Array());
      await checkRoom(ctx, size, { lock: true });
      const link = await linkOf(ctx, { linked_to: ticket.l ?? null, record_id: ticket.r ?? null }, null);
      const [row] = await ctx.tx
        .insert(files)
        .values({ companyId: ctx.company.id, displayName: ticket.n, extension: extensionOf(ticket.n), contentType, size, storageKey: ticket.k, hierarchyId: ticket.h, createdBy: ctx.user.id, ...link })
        .returning();
      await readContentsLater(ctx, row);
      return { record: row, status: 201 };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) await store.remove(ticket.k);
      throw error;
    }
  },
});
