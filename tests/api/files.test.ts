import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { fileStore } from '@/lib/storage';
import { api, makeCompany } from '../support/api';
import { useFileStore } from '../support/s3';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Co = Awaited<ReturnType<typeof company>>;

async function company(prefix: string) {
  const co = await makeCompany(prefix);
  const call = (method: string, p: string, body?: unknown) => api(method, p, { host: co.host, token: co.owner.authKey, body });
  const upload = (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return api('POST', 'files', { host: co.host, token: co.owner.authKey, form });
  };
  /** The raw answer of a GET (a file or a zip), as bytes. */
  const bytes = async (p: string) => {
    const res = await handleApi(new Request(`http://${co.host}/api/v1/${p}`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  return { ...co, call, upload, bytes };
}

/** How many objects the store keeps under a company's prefix (local disk: its files). */
async function objectsOf(co: Co): Promise<number> {
  const answer = await co.call('GET', 'files/all');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const files = answer.body.items as { id: number }[];
  // Every row's object exists; nothing else is counted on S3, where listing is not part of the interface.
  for (const f of files) expect((await co.bytes(`files/${f.id}/file`)).status).toBe(200);
  if (process.env.FILE_STORAGE === 's3') return files.length;
  const dir = path.join(process.env.FILE_STORAGE_DIR!, `company-${co.company.id}`, 'files');
  return (await readdir(dir).catch(() => [])).length;
}

describe.each(['local', 's3'] as const)('Files on the %s store', { timeout: 180_000 }, (driver) => {
  useFileStore(driver);

  it('keeps drawers, folders and files; moves, zips, comments and removes them; refuses bad uploads leaving nothing', async () => {
    const a = await company('fa');
    const b = await company('fb');
    const drawer = await a.call('POST', 'folders', { display_name: 'Contracts' });
    expect(drawer.status, JSON.stringify(drawer.body)).toBe(201);
    expect(drawer.body.extension).toBe('P');
    const folder = await a.call('POST', 'folders', { display_name: '2026', parent_id: drawer.body.id });
    expect(folder.body).toMatchObject({ extension: 'D', parent_id: drawer.body.id });
    expect((await a.call('PUT', `folders/${drawer.body.id}`, { parent_id: folder.body.id })).status).toBe(422);
    expect((await a.call('GET', `folders/${folder.body.id}/hierarchy`)).body.path.map((f: { display_name: string }) => f.display_name)).toEqual(['Contracts', '2026']);
    // The folders realm of types lists them.
    expect((await a.call('GET', 'types?realm=0')).body.items.map((t: { display_name: string }) => t.display_name)).toEqual(['2026', 'Contracts']);

    const pdf = await a.upload('lease.pdf', PDF, { hierarchy_id: String(drawer.body.id), storage_key: 'company-1/files/steal' });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body).toMatchObject({ display_name: 'lease.pdf', extension: 'pdf', content_type: 'application/pdf', size: PDF.length, hierarchy_id: drawer.body.id });
    expect(pdf.body).not.toHaveProperty('storage_key');
    const png = await a.upload('scan.png', PNG, { hierarchy_id: String(drawer.body.id) });
    const sneaky = await a.upload('../../etc/passwd', Buffer.from('root:x:0:0'));
    expect(sneaky.status, JSON.stringify(sneaky.body)).toBe(201);
    expect(sneaky.body.display_name).toBe('../../etc/passwd');
    const served = await a.bytes(`files/${sneaky.body.id}/file`);
    expect(served.body.toString()).toBe('root:x:0:0');
    expect(served.headers.get('content-disposition')).toBe('inline; filename=".._.._etc_passwd"');
    const got = await a.bytes(`files/${pdf.body.id}/file`);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.body.equals(PDF)).toBe(true);

    // A drawer's contents, paged.
    const page = await a.call('GET', `files?filter[hierarchy_id]=${drawer.body.id}&per-page=1&page=2&sort=display_name`);
    expect(page.body._meta.totalCount).toBe(2);
    expect(page.body.items.map((f: { display_name: string }) => f.display_name)).toEqual(['scan.png']);

    // Moving into a folder: its own, yes; another company's, no.
    expect((await a.call('PUT', `files/${png.body.id}`, { hierarchy_id: folder.body.id })).body.hierarchy_id).toBe(folder.body.id);
    const theirs = await b.call('POST', 'folders', { display_name: 'Theirs' });
    const intoTheirs = await a.call('PUT', `files/${png.body.id}`, { hierarchy_id: theirs.body.id });
    expect(intoTheirs.status).toBe(422);
    expect(intoTheirs.body[0].field).toBe('hierarchy_id');

    // Bad uploads: each a clear 422, and no row and no object left.
    const before = await objectsOf(a);
    expect(before).toBe(3);
    const refused = async (name: string, bytes: Buffer, code: string) => {
      const res = await a.upload(name, bytes);
      expect(res.status, name).toBe(422);
      expect(res.body[0]).toMatchObject({ field: 'file', code });
    };
    await refused('empty.pdf', Buffer.alloc(0), 'fileEmpty');
    await refused('invoice.pdf', Buffer.from('MZ\x90\x00 a program'), 'fileType');
    await refused('photo.png', PDF, 'fileType');
    expect((await a.call('PUT', 'settings', { file_max_mb: 1 })).status).toBe(200);
    await refused('big.txt', Buffer.alloc(1024 * 1024 + 1, 'a'), 'fileTooLarge');
    expect((await a.call('POST', 'files/check', { name: 'big.txt', size: 2 * 1024 * 1024 })).status).toBe(422);
    expect((await a.call('POST', 'files/check', { name: 'small.txt', size: 10 })).status).toBe(200);
    expect((await a.call('PUT', 'settings', { file_max_mb: 50, file_quota_mb: 1 })).status).toBe(200);
    await refused('fits-alone.txt', Buffer.alloc(1024 * 1024 - 10, 'a'), 'fileQuota');
    expect((await a.call('GET', 'files/count')).body.count).toBe(3);
    expect(await objectsOf(a)).toBe(before);

    // Another company reaches none of it.
    expect((await b.call('GET', `files/${pdf.body.id}`)).status).toBe(404);
    expect((await b.bytes(`files/${pdf.body.id}/file`)).status).toBe(404);
    expect((await b.call('POST', 'files/zip', { files: [pdf.body.id] })).status).toBe(404);
    expect((await b.call('POST', 'comments', { file_id: pdf.body.id, body: 'mine?' })).status).toBe(422);

    // Comments, counted on the file.
    expect((await a.call('POST', 'comments', { file_id: pdf.body.id, body: 'Signed copy' })).status).toBe(201);
    expect((await a.call('GET', `files/${pdf.body.id}?expand=commentsCount`)).body.commentsCount).toBe(1);

    // A zip of two, announced then streamed; a zip of nothing is refused.
    const zip = await a.call('POST', 'files/zip', { files: [pdf.body.id, sneaky.body.id] });
    expect(zip.status, JSON.stringify(zip.body)).toBe(200);
    expect(zip.body).toMatchObject({ numFiles: 2, filename: expect.stringMatching(/^files-\d{4}-\d\d-\d\d\.zip$/) });
    const archive = await a.bytes(zip.body.url);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    const unpacked = unzipSync(new Uint8Array(archive.body));
    expect(Object.keys(unpacked).sort()).toEqual(['.._.._etc_passwd', 'lease.pdf']);
    expect(Buffer.from(unpacked['lease.pdf']).equals(PDF)).toBe(true);
    expect((await a.call('POST', 'files/zip', { files: [] })).status).toBe(422);
    expect((await a.bytes('files/zip?files=')).status).toBe(422);

    // A folder holding something is not removed; a file is, with its object.
    expect((await a.call('POST', 'files/remove', { id: drawer.body.id, type: 'folder' })).status).toBe(422);
    expect((await a.call('POST', 'files/remove', { id: pdf.body.id, type: 'file' })).status).toBe(200);
    expect((await a.call('GET', `files/${pdf.body.id}`)).status).toBe(404);
    expect(await objectsOf(a)).toBe(2);
    expect(await fileStore().size(`company-${a.company.id}/files/none`)).toBeNull();
  });
});

describe('Notepads', { timeout: 120_000 }, () => {
  it('keeps a version at every save, and restores an old one as the newest', async () => {
    const a = await company('np');
    const made = await a.call('POST', 'notepads', { display_name: 'Ideas', body: 'first' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await a.call('PUT', `notepads/${made.body.id}`, { body: 'second' });
    await a.call('PUT', `notepads/${made.body.id}`, { body: 'third' });
    const versions = await a.call('GET', `notepad-version?filter[notepad_id]=${made.body.id}&sort=number`);
    expect(versions.body.items.map((v: { number: number; body: string }) => [v.number, v.body])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ]);
    const restored = await a.call('POST', `notepads/${made.body.id}/restore`, { version: 1 });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ body: 'first', version: 4 });
    expect((await a.call('GET', `notepad-version/count?filter[notepad_id]=${made.body.id}`)).body.count).toBe(4);
    const b = await company('nq');
    expect((await b.call('GET', `notepad-version/${versions.body.items[0].id}`)).status).toBe(404);
    expect((await b.call('POST', `notepads/${made.body.id}/restore`, { version: 1 })).status).toBe(404);
  });
});
