import { z } from 'zod';
import { ApiError, badRequest, ValidationError } from '@/lib/engine/errors';
import type { UploadedFile } from '@/lib/engine/fields';
import { nulCharacterErrors } from '@/lib/engine/fields';

/** Request bodies above this are refused before parsing (documents with many lines fit well). */
export const MAX_BODY_BYTES = 1_000_000;

/** Reads a JSON object body, refusing oversized, non-JSON and malformed ones with 4xx. */
export async function readJson(req: Request): Promise<unknown> {
  // Exactly application/json (a charset may follow): a form or `text/plain` body is what a page
  // of another site can send without asking, so it is never taken for JSON.
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json') throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json).');
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  const text = await readLimited(req);
  if (!text.trim()) return {};
  if (!type) throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json).');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  // PostgreSQL's text holds no U+0000: refused here, in any field, before a schema or the database.
  const nul = nulCharacterErrors(body);
  if (nul.length) throw new ValidationError(nul);
  return body;
}

/**
 * Reads a multipart/form-data body of at most `maxBytes`: its text parts as strings, its file
 * parts as UploadedFile (name, type, size, bytes). Bigger is a 413, before it is read whole.
 */
export async function readForm(req: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ApiError(413, `The request body is larger than ${maxBytes} bytes.`);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest('The request body is not valid multipart/form-data.');
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out[name] = value === '' ? null : value;
    else {
      if (value.size > maxBytes) throw new ApiError(413, `The file is larger than ${maxBytes} bytes.`);
      out[name] = { name: value.name, type: value.type, size: value.size, bytes: new Uint8Array(await value.arrayBuffer()) } satisfies UploadedFile;
    }
  }
  const nul = nulCharacterErrors(Object.fromEntries(Object.entries(out).filter(([, v]) => typeof v === 'string')));
  if (nul.length) throw new ValidationError(nul);
  return out;
}

/** Whether a request's body is multipart/form-data. */
export const isMultipart = (req: Request) => (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** Reads and validates a body with a zod schema: 422 with the fields on failure. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJson(req));
}

async function readLimited(req: Request): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ApiError(413, `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
