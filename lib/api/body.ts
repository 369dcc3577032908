import { z } from 'zod';
import { ApiError, badRequest, ValidationError } from '@/lib/engine/errors';
import { nulCharacterErrors } from '@/lib/engine/fields';
import { formatBytes } from '@/lib/format';

/** Request bodies above this are refused before parsing (documents with many lines fit well). */
export const MAX_BODY_BYTES = 1_000_000;

/** The 413 of a body past `maxBytes`, its size in words (5 GB, base 1024) and in bytes. */
export const tooLarge = (maxBytes: number) => new ApiError(413, `The request body is larger than ${formatBytes(maxBytes)} (${maxBytes} bytes), the most this call takes.`);

/** How deep a JSON body may nest (a document's lines with their sets are 4 or 5 deep). */
export const MAX_JSON_DEPTH = 32;

/** Reads a JSON object body, refusing oversized, non-JSON and malformed ones with 4xx. */
export async function readJson(req: Request): Promise<unknown> {
  // Exactly application/json (a charset may follow): a form or `text/plain` body is what a page
  // of another site can send without asking, so it is never taken for JSON.
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json') throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json).');
  const text = await readText(req, MAX_BODY_BYTES);
  if (!text.trim()) return {};
  if (!type) throw new ApiError(415, 'The request body must be JSON (Content-Type: application/json).');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  // Checked without recursion, before anything walks the body recursively.
  if (depthOver(body, MAX_JSON_DEPTH)) throw badRequest(`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  // PostgreSQL's text holds no U+0000: refused here, in any field, before a schema or the database.
  const nul = nulCharacterErrors(body);
  if (nul.length) throw new ValidationError(nul);
  return body;
}

/** Whether a request's body is multipart/form-data. */
export const isMultipart = (req: Request) => (req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** Reads and validates a body with a zod schema: 422 with the fields on failure. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return schema.parse(await readJson(req));
}

/**
 * Reads a body as text, at most `maxBytes` of it: a body past it is refused with 413 as soon as
 * that many bytes arrived, whether or not it declared its length (a chunked body declares none).
 */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Whether a parsed JSON value nests deeper than `limit` objects and arrays, walked without recursion. */
function depthOver(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const inner of Object.values(item)) stack.push([inner, depth + 1]);
  }
  return false;
}
