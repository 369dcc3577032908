import { randomBytes } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiError, badRequest, ValidationError } from '@/lib/engine/errors';
import { nulCharacterErrors, type UploadedFile } from '@/lib/engine/fields';
import { isMultipart, MAX_BODY_BYTES, readText, tooLarge } from './body';

/** A file part of a multipart body kept on disk while its request runs. */
export type SpooledFile = { name: string; type: string; size: number; path: string };

/** A multipart body read as it arrives: its text parts, its file parts on disk, and `remove` to delete those files. */
export type SpooledForm = { fields: Record<string, string | null>; files: Record<string, SpooledFile>; remove: () => Promise<void> };

const CRLF2 = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or null. */
function boundaryOf(contentType: string): string | null {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}

/** A part's name, file name and type from its headers. */
function partOf(headers: string) {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition) ?? new RegExp(`;\\s*${key}=([^;\\s]+)`, 'i').exec(disposition);
    return m ? Buffer.from(m[1].replace(/\\(.)/g, '$1'), 'latin1').toString('utf8') : undefined;
  };
  return { name: param('name'), filename: param('filename'), type: /^content-type:\s*(.*?)\s*$/im.exec(headers)?.[1] ?? '' };
}

/**
 * Reads a multipart/form-data body of at most `maxBytes` as it arrives, never whole: each file
 * part is written to a file of its own under the system's temporary directory (deleted by
 * `remove`, which the caller runs when done, and here on any failure), text parts are kept as
 * strings (empty as null; at most MAX_BODY_BYTES each). 413 past `maxBytes`, 400 when the body
 * is not multipart.
 */
export async function spoolForm(req: Request, maxBytes: number): Promise<SpooledForm> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const boundary = boundaryOf(req.headers.get('content-type') ?? '');
  if (!boundary || !req.body) throw badRequest('The request body is not valid multipart/form-data.');
  const fields: Record<string, string | null> = {};
  const files: Record<string, SpooledFile> = {};
  const paths: string[] = [];
  const remove = async () => {
    await Promise.all(paths.splice(0).map((p) => rm(p, { force: true })));
  };
  // Each part begins after CRLF--boundary; the body's first has no CRLF before it, so one is put there.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let pending: Buffer = Buffer.from('\r\n');
  let state = 'preamble' as 'preamble' | 'after' | 'headers' | 'body' | 'done';
  let part: { name?: string; filename?: string; type: string } | null = null;
  let text: Buffer[] = [];
  let textSize = 0;
  let handle = null as FileHandle | null;
  let file: SpooledFile | null = null;
  let size = 0;

  /** Part bytes: to its file, or kept for a text part. */
  const take = async (bytes: Buffer) => {
    if (!bytes.length || !part) return;
    if (handle && file) {
      file.size += bytes.length;
      await handle.write(bytes);
      return;
    }
    textSize += bytes.length;
    if (textSize > MAX_BODY_BYTES) throw new ApiError(413, `A field of the request body is larger than ${MAX_BODY_BYTES} bytes.`);
    text.push(bytes);
  };
  const endPart = async () => {
    if (part?.name !== undefined) {
      if (file && handle) files[part.name] = file;
      else {
        const value = Buffer.concat(text).toString('utf8');
        fields[part.name] = value === '' ? null : value;
      }
    }
    await handle?.close();
    handle = null;
    file = null;
    part = null;
    text = [];
    textSize = 0;
  };
  const invalid = () => badRequest('The request body is not valid multipart/form-data.');

  /** Consumes what `pending` allows; false when more bytes are needed. */
  const step = async (ended: boolean): Promise<boolean> => {
    if (state === 'preamble' || state === 'body') {
      const at = pending.indexOf(delimiter);
      if (at < 0) {
        // All but what could be the start of a delimiter split across two reads.
        const keep = Math.min(pending.length, delimiter.length - 1);
        if (state === 'body') await take(pending.subarray(0, pending.length - keep));
        pending = pending.subarray(pending.length - keep);
        if (ended) throw invalid();
        return false;
      }
      if (state === 'body') {
        await take(pending.subarray(0, at));
        await endPart();
      }
      pending = pending.subarray(at + delimiter.length);
      state = 'after';
      return true;
    }
    if (state === 'after') {
      if (pending.length < 2) {
        if (ended) throw invalid();
        return false;
      }
      if (pending[0] === 0x2d && pending[1] === 0x2d) {
        state = 'done';
        return false;
      }
      const eol = pending.indexOf('\r\n');
      if (eol < 0) {
        if (ended || pending.length > 1024) throw invalid();
        return false;
      }
      // Transport padding (spaces or tabs) may follow a delimiter before its line ends.
      pending = pending.subarray(eol + 2);
      state = 'headers';
      return true;
    }
    if (state === 'headers') {
      const end = pending.indexOf(CRLF2);
      const blank = pending[0] === 0x0d && pending[1] === 0x0a;
      if (end < 0 && !blank) {
        if (ended || pending.length > 16_384) throw invalid();
        return false;
      }
      const headers = blank ? '' : pending.subarray(0, end).toString('latin1');
      pending = pending.subarray(blank ? 2 : end + 4);
      part = partOf(headers);
      if (part.filename !== undefined && part.name !== undefined) {
        const spool = path.join(os.tmpdir(), `upload-${randomBytes(8).toString('hex')}.part`);
        paths.push(spool);
        handle = await open(spool, 'wx', 0o600);
        file = { name: part.filename, type: part.type, size: 0, path: spool };
      }
      state = 'body';
      return true;
    }
    return false;
  };

  try {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (value) {
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw tooLarge(maxBytes);
        }
        pending = pending.length ? Buffer.concat([pending, value]) : Buffer.from(value);
      }
      while (await step(done));
      if (done || state === 'done') {
        if (state !== 'done') throw invalid();
        if (!done) await reader.cancel();
        break;
      }
    }
  } catch (error) {
    await handle?.close();
    await remove();
    if (error instanceof ApiError || error instanceof ValidationError) throw error;
    throw invalid();
  }
  const nul = nulCharacterErrors(Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')));
  if (nul.length) {
    await remove();
    throw new ValidationError(nul);
  }
  return { fields, files, remove };
}

/**
 * Reads a form body of at most `maxBytes`, multipart/form-data or urlencoded, as it arrives (413
 * once more came, 400 when it is not a form): its text parts as strings (empty as null). File
 * parts are not read: a form that takes files is spooled (`spoolForm`).
 */
export async function readForm(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (!isMultipart(req)) {
    const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') throw badRequest('The request body is not a form.');
    const fields = Object.fromEntries([...new URLSearchParams(await readText(req, maxBytes))].map(([name, value]) => [name, value === '' ? null : value]));
    const nul = nulCharacterErrors(fields);
    if (nul.length) throw new ValidationError(nul);
    return fields;
  }
  const form = await spoolForm(req, maxBytes);
  await form.remove();
  return form.fields;
}

/** A spooled form as a resource's input: its text parts, and its file parts as UploadedFile (still on disk until `remove`). */
export const formInput = (form: SpooledForm): Record<string, unknown> => ({
  ...form.fields,
  ...Object.fromEntries(Object.entries(form.files).map(([name, f]) => [name, { name: f.name, type: f.type, size: f.size, path: f.path } satisfies UploadedFile])),
});
