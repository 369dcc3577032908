import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handleApi } from '@/lib/api/handle';

/** A PDF's text as poppler's pdftotext reads it (layout kept, pages split by form feeds). */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** GETs a file from the API as bytes with its answer's headers (the JSON helper would parse it). */
export async function getFile(where: { host: string; owner: { authKey: string } }, path: string, headers: Record<string, string> = {}) {
  const res = await handleApi(new Request(`http://${where.host}/api/v1/${path}`, { headers: { host: where.host, authorization: `Bearer ${where.owner.authKey}`, ...headers } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
