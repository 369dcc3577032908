import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { files } from '@/db/schema';
import { handleApi } from '@/lib/api/handle';
import { app } from '@/lib/api/modules';
import { resources as registry } from '@/lib/api/registry';
import { Worker } from '@/lib/jobs/queue';
import { FILE_CONTENTS_JOB } from '@/lib/modules/files/contents';
import { withTenant } from '@/lib/tenant/transaction';
import { api, makeCompany } from '../support/api';
import { useFileStore } from '../support/s3';

const MB = 1024 * 1024;

/** A one-page PDF saying `words`, padded after its end to `size` bytes (a scan's weight, the same text). */
async function pdfOf(words: string, size = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(words, { x: 20, y: 100, size: 12, font });
  const bytes = Buffer.from(await doc.save());
  return size > bytes.length ? Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]) : bytes;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(['local', 's3'] as const)('PDFs larger than 25 MB on the %s store', { timeout: 240_000 }, (driver) => {
  useFileStore(driver);

  it('are kept and served whole as they are streamed, found by their names (their words are not parsed), and refused past the company’s limit', async () => {
    const co = await makeCompany(`big${driver[0]}`);
    const call = (method: string, p: string, body?: unknown) => api(method, p, { host: co.host, token: co.owner.authKey, body });
    const upload = (name: string, bytes: Buffer) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
      return api('POST', 'files', { host: co.host, token: co.owner.authKey, form });
    };
    const found = async (q: string) => ((await call('GET', `files?q=${q}&sort=display_name`)).body.items as { display_name: string }[]).map((f) => f.display_name);

    const small = await upload('minutes.pdf', await pdfOf('Minutes of the wombat committee'));
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    const heavy = await pdfOf('Scanned wombat census', 26 * MB);
    const large = await upload('census-scan.pdf', heavy);
    expect(large.status, JSON.stringify(large.body)).toBe(201);
    expect(large.body).toMatchObject({ size: heavy.length, content_type: 'application/pdf', extension: 'pdf' });

    // The contents job reads the small one's words; the large one is marked read without being parsed whole.
    await new Worker(app.jobs, registry, { kinds: [FILE_CONTENTS_JOB] }).drain();
    const [row] = await withTenant(co.company.id, (tx) => tx.select().from(files).where(and(eq(files.companyId, co.company.id), eq(files.id, large.body.id))));
    expect(row.contentsReadAt).not.toBeNull();
    expect(row.textContent).toBeNull();
    expect(await found('wombat')).toEqual(['minutes.pdf']);
    expect(await found('census')).toEqual(['census-scan.pdf']);

    // Served whole, with its length, its type and its name.
    const res = await handleApi(new Request(`http://${co.host}/api/v1/files/${large.body.id}/file`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Number(res.headers.get('content-length'))).toBe(heavy.length);
    expect(sha(new Uint8Array(await res.arrayBuffer()))).toBe(sha(heavy));

    // A company that keeps files to 25 MB: told before the bytes are sent, and again if they are; nothing kept.
    expect((await call('PUT', 'settings', { file_max_mb: 25 })).status).toBe(200);
    const asked = await call('POST', 'files/check', { name: 'census-scan.pdf', size: heavy.length });
    expect(asked.status).toBe(422);
    expect(asked.body[0]).toMatchObject({ field: 'file', code: 'fileTooLarge', message: 'The file is larger than the 25 MB a file may be.' });
    const refused = await upload('census-again.pdf', heavy);
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'file', code: 'fileTooLarge' });
    expect((await call('GET', 'files/count')).body.count).toBe(2);

    // A body declared larger than any file may be (5 GB) is refused before it is read.
    const declared = await handleApi(
      new Request(`http://${co.host}/api/v1/files`, {
        method: 'POST',
        headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(6 * 1024 * MB) },
        body: '--x--',
      }),
    );
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe(`The request body is larger than 5 GB (${5 * 1024 * MB + 64 * 1024} bytes), the most this call takes.`);
    expect((await call('GET', 'files/count')).body.count).toBe(2);
  });
});
