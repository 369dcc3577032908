import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/db/schema';
import { handleApi } from '@/lib/api/handle';
import { app } from '@/lib/api/modules';
import { resources as registry } from '@/lib/api/registry';
import { Worker } from '@/lib/jobs/queue';
import { FILE_CONTENTS_JOB } from '@/lib/modules/files/contents';
import { ORPHANS_JOB } from '@/lib/modules/files/storage';
import { fileStore } from '@/lib/storage';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';
import { useFileStore } from '../support/s3';

type Co = Awaited<ReturnType<typeof company>>;

async function company(prefix: string) {
  const co = await makeCompany(prefix);
  return { ...co, ...as(co.host, co.owner.authKey) };
}

/** Calls of one person (a token) of a company. */
function as(host: string, token: string) {
  const call = (method: string, p: string, body?: unknown) => api(method, p, { host, token, body });
  const upload = (name: string, bytes: Uint8Array, fields: Record<string, string | number> = {}) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    return api('POST', 'files', { host, token, form });
  };
  const bytes = async (p: string) => {
    const res = await handleApi(new Request(`http://${host}/api/v1/${p}`, { headers: { host, authorization: `Bearer ${token}` } }));
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  return { call, upload, bytes };
}

const drain = (kind: string) => new Worker(app.jobs, registry, { kinds: [kind] }).drain();

/** A one-page PDF in a standard font (single-byte codes), as pdf-lib writes one. */
async function pdfWith(words: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 200]);
  page.drawText(words, { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

/**
 * A PDF as office programs write them: a composite (Type0) font with two-byte codes, readable only
 * through its ToUnicode map (bfchar and both bfrange forms). Its page shows "Quince".
 */
function composedPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 10 10 Td <000100020003> Tj [<0004> -50 <00050007>] TJ ET';
  const cmap = '/CIDInit /ProcSet findresource begin begincmap 1 begincodespacerange <0000> <FFFF> endcodespacerange 2 beginbfchar <0001> <0051> <0004> <006E> endbfchar 2 beginbfrange <0002> <0003> [<0075> <0069>] <0005> <0006> <0063> endbfrange 1 beginbfchar <0007> <0065> endbfchar endcmap end';
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Resources<</Font<</F1 4 0 R>>>>/Contents 5 0 R>>',
    '<</Type/Font/Subtype/Type0/BaseFont/Composed/Encoding/Identity-H/ToUnicode 6 0 R>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    `<</Length ${cmap.length}>>\nstream\n${cmap}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const names = (answer: { body: { items: { display_name: string }[] } }) => answer.body.items.map((f) => f.display_name).sort();

describe('Files linked to records', { timeout: 240_000 }, () => {
  let a: Co;
  let b: Co;
  beforeAll(async () => {
    a = await company('fr');
    b = await company('fs');
  });

  it('links a file to a record of any collection, from the resource definitions; its Files tab lists them', async () => {
    const linkable = (await a.call('GET', 'files/linkable')).body.items as string[];
    // Payments and deposits too: their windows of their own show the Files tab as the generic one does (components/windows/files-tabs.tsx).
    for (const c of ['customers', 'employees', 'vendors', 'jobs', 'invoices', 'ap-bills', 'checks', 'payments', 'bank-deposits']) expect(linkable, c).toContain(c);
    for (const c of ['files', 'comments', 'notepad-version', 'settings']) expect(linkable, c).not.toContain(c);

    const deps = depsFor(a.host, a.owner.authKey);
    for (const [n, collection] of ['customers', 'employees', 'vendors', 'jobs', 'invoices', 'ap-bills', 'checks'].entries()) {
      const record = await fixtures[collection].create(n + 1, deps);
      const made = await a.upload(`${collection}.txt`, Buffer.from(`About ${collection}`), { linked_to: collection, record_id: record });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({ linked_to: collection, record_id: record, domain_id: registry.get(collection)!.domainId ?? null });
      const tab = await a.call('GET', `files?filter[linked_to]=${collection}&filter[record_id]=${record}`);
      expect(names(tab), collection).toEqual([`${collection}.txt`]);
    }

    // The spec's domain id names the collection too; a file is linked later, moved to another record, unlinked.
    const customer = await fixtures.customers.create(20, deps);
    const other = await fixtures.customers.create(21, deps);
    const byDomain = await a.upload('by-domain.txt', Buffer.from('x'), { domain_id: registry.get('customers')!.domainId!, record_id: customer });
    expect(byDomain.body).toMatchObject({ linked_to: 'customers', record_id: customer });
    const loose = await a.upload('loose.txt', Buffer.from('y'));
    expect((await a.call('PUT', `files/${loose.body.id}`, { linked_to: 'customers', record_id: other })).body).toMatchObject({ linked_to: 'customers', record_id: other });
    expect((await a.call('PUT', `files/${loose.body.id}`, { record_id: customer })).body).toMatchObject({ linked_to: 'customers', record_id: customer });
    expect(names(await a.call('GET', `files?filter[linked_to]=customers&filter[record_id]=${customer}`))).toEqual(['by-domain.txt', 'loose.txt']);
    const unlinked = await a.call('PUT', `files/${loose.body.id}`, { linked_to: null, record_id: null });
    expect(unlinked.body).toMatchObject({ linked_to: null, record_id: null, domain_id: null });

    // Bad links: each a 422 naming its field, nothing kept.
    const before = (await a.call('GET', 'files/count')).body.count;
    const refused = async (fields: Record<string, string | number>, field: string) => {
      const res = await a.upload('refused.txt', Buffer.from('z'), fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body[0].field).toBe(field);
    };
    await refused({ linked_to: 'customers' }, 'record_id');
    await refused({ record_id: customer }, 'linked_to');
    await refused({ linked_to: 'comments', record_id: 1 }, 'linked_to');
    await refused({ linked_to: 'no-such-thing', record_id: 1 }, 'linked_to');
    await refused({ domain_id: 999, record_id: customer }, 'domain_id');
    await refused({ linked_to: 'customers', record_id: 2_000_000_000 }, 'record_id');
    expect((await a.call('GET', 'files/count')).body.count).toBe(before);
  });

  it("refuses another company's record, and a record of a section the person may not read", async () => {
    const theirs = await fixtures.customers.create(30, depsFor(b.host, b.owner.authKey));
    const mine = await fixtures.customers.create(31, depsFor(a.host, a.owner.authKey));
    const into = await a.upload('to-theirs.txt', Buffer.from('x'), { linked_to: 'customers', record_id: theirs });
    expect(into.status).toBe(422);
    expect(into.body[0].field).toBe('record_id');
    const kept = await a.upload('mine.txt', Buffer.from('x'), { linked_to: 'customers', record_id: mine });
    // Company B neither sees it under its own id nor changes it, nor links its own file to A's customer.
    expect((await b.call('GET', `files?filter[linked_to]=customers&filter[record_id]=${mine}`)).body.items).toEqual([]);
    expect((await b.call('PUT', `files/${kept.body.id}`, { record_id: theirs })).status).toBe(404);
    const bFile = await b.upload('b.txt', Buffer.from('b'));
    expect((await b.call('PUT', `files/${bFile.body.id}`, { linked_to: 'customers', record_id: mine })).status).toBe(422);

    // A clerk with the files' rights but none of customers' cannot attach to a customer; one without the files' rights reads no file.
    const clerkRole = await a.call('POST', 'roles', { display_name: 'Files clerk', rights: { file: ['view', 'create', 'edit', 'delete'] } });
    expect(clerkRole.status, JSON.stringify(clerkRole.body)).toBe(201);
    const clerk = as(a.host, (await addUser(a.host, a.owner.authKey, { role_id: clerkRole.body.id })).token);
    const refused = await clerk.upload('clerk.txt', Buffer.from('c'), { linked_to: 'customers', record_id: mine });
    expect(refused.status).toBe(422);
    expect(refused.body[0].field).toBe('record_id');
    expect((await clerk.upload('clerk.txt', Buffer.from('c'))).status).toBe(201);
    const salesRole = await a.call('POST', 'roles', { display_name: 'Sales only', rights: { customer: ['view', 'edit'] } });
    const sales = as(a.host, (await addUser(a.host, a.owner.authKey, { role_id: salesRole.body.id })).token);
    expect((await sales.call('GET', `files?filter[linked_to]=customers&filter[record_id]=${mine}`)).status).toBe(403);
    expect((await sales.upload('sales.txt', Buffer.from('s'), { linked_to: 'customers', record_id: mine })).status).toBe(403);
  });
});

describe.each(['local', 's3'] as const)('Contents of files on the %s store', { timeout: 240_000 }, (driver) => {
  useFileStore(driver);

  it('finds PDFs and text files by a word inside them, once the queue read them', async () => {
    const a = await company('fw');
    const b = await company('fx');
    await a.upload('minutes.pdf', await pdfWith('Annual meeting of the Plover committee'));
    await a.upload('composed.pdf', composedPdf());
    await a.upload('notes.txt', Buffer.from('Bring the sanderling report.\n'));
    await a.upload('broken.pdf', Buffer.from('%PDF-1.4\nnot really a pdf'));
    // The product's own PDF: an invoice, found by its number.
    const invoice = await fixtures.invoices.create(1, depsFor(a.host, a.owner.authKey));
    const printed = await a.bytes(`invoices/${invoice}/pdf`);
    expect(printed.status).toBe(200);
    await a.upload('invoice.pdf', printed.body);
    const number = (await a.call('GET', `invoices/${invoice}`)).body.number as string;
    await b.upload('theirs.pdf', await pdfWith('Plover elsewhere'));

    expect(names(await a.call('GET', 'files?q=plover'))).toEqual([]);
    await drain(FILE_CONTENTS_JOB);
    expect(names(await a.call('GET', 'files?q=plover'))).toEqual(['minutes.pdf']);
    expect(names(await a.call('GET', 'files?q=Quince'))).toEqual(['composed.pdf']);
    expect(names(await a.call('GET', 'files?q=sanderling'))).toEqual(['notes.txt']);
    expect(names(await a.call('GET', `files?q=${encodeURIComponent(number)}`))).toEqual(['invoice.pdf']);
    // Names are still found; the text is never shown; a broken PDF is kept, found by its name only.
    expect(names(await a.call('GET', 'files?q=broken'))).toEqual(['broken.pdf']);
    expect((await a.call('GET', 'files?q=minutes')).body.items[0]).not.toHaveProperty('text_content');
    expect(names(await b.call('GET', 'files?q=committee'))).toEqual([]);
  });

  it('makes an image thumbnail once, on the queue, and shows PDFs and images inline', async () => {
    const a = await company('ft');
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const image = await a.upload('site.png', photo);
    const pdf = await a.upload('plan.pdf', await pdfWith('Plan'));
    expect((await a.bytes(`files/${image.body.id}/thumbnail`)).status).toBe(404);
    await drain(FILE_CONTENTS_JOB);
    const thumb = await a.bytes(`files/${image.body.id}/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 256, height: 171, format: 'png' });
    expect((await a.bytes(`files/${pdf.body.id}/thumbnail`)).status).toBe(404);
    const shown = await a.bytes(`files/${pdf.body.id}/file?inline=1`);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline/);
    expect((await a.bytes(`files/${image.body.id}/file`)).headers.get('content-disposition')).toMatch(/^inline/);
    // Another company reaches neither; the thumbnail goes with its file.
    const b = await company('fu');
    expect((await b.bytes(`files/${image.body.id}/thumbnail`)).status).toBe(404);
    const [{ key }] = await withTenant(a.company.id, (tx) => tx.select({ key: files.thumbnailKey }).from(files).where(and(eq(files.companyId, a.company.id), eq(files.id, image.body.id))));
    expect(await fileStore().size(key!)).toBeGreaterThan(0);
    expect((await a.call('DELETE', `files/${image.body.id}`)).status).toBe(204);
    expect(await fileStore().size(key!)).toBeNull();
  });

  it('lists a company folder of the store', async () => {
    const co = await company('fl');
    const prefix = `company-${co.company.id}/files`;
    await fileStore().put(`${prefix}/one`, Readable.from(Buffer.from('1')), 1, 'text/plain');
    await fileStore().put(`${prefix}/two`, Readable.from(Buffer.from('22')), 2, 'text/plain');
    const listed: { key: string; size: number }[] = [];
    for await (const o of fileStore().list(`${prefix}/`)) listed.push({ key: o.key, size: o.size });
    expect(listed.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: `${prefix}/one`, size: 1 },
      { key: `${prefix}/two`, size: 2 },
    ]);
  });
});

describe('The storage report and orphan cleanup', { timeout: 240_000 }, () => {
  it('counts use per drawer, type and user against the quota, to the byte', async () => {
    const a = await company('sr');
    expect((await a.call('PUT', 'settings', { file_quota_mb: 1 })).status).toBe(200);
    const drawer = await a.call('POST', 'folders', { display_name: 'Contracts' });
    const folder = await a.call('POST', 'folders', { display_name: '2026', parent_id: drawer.body.id });
    await a.upload('a.txt', Buffer.alloc(100_000, 'a'), { hierarchy_id: folder.body.id });
    await a.upload('b.csv', Buffer.alloc(4858, 'b'), { hierarchy_id: drawer.body.id });
    await a.upload('c.txt', Buffer.alloc(10_486, 'c'));
    // 104,858 bytes in Contracts = 102.4 KB, 10.0 % of 1 MB; 10,486 in no drawer = 10.24 KB, 1.0 %; 115,344 in all = 112.64 KB, 11.0 %; free 933,232 = 911.36 KB.
    const byDrawer = await a.call('GET', 'reports/storage-report?by=drawer');
    expect(byDrawer.status, JSON.stringify(byDrawer.body)).toBe(200);
    expect(byDrawer.body.rows.map((r: Record<string, unknown>) => [r.name, r.files, r.size, r.of_quota])).toEqual([
      ['Contracts', 2, '102.4 KB', '10.0 %'],
      ['', 1, '10.24 KB', '1.0 %'],
    ]);
    expect(byDrawer.body.totals).toEqual({ files: 3, size: '112.64 KB', of_quota: '11.0 %', quota: '1 MB', free: '911.36 KB' });
    const byType = await a.call('GET', 'reports/storage-report?by=type');
    expect(byType.body.rows.map((r: Record<string, unknown>) => [r.name, r.files, r.size])).toEqual([
      ['txt', 2, '107.9 KB'],
      ['csv', 1, '4.74 KB'],
    ]);
    const byUser = await a.call('GET', 'reports/storage-report?by=user');
    expect(byUser.body.rows.map((r: Record<string, unknown>) => [r.name, r.files, r.of_quota])).toEqual([['Owner', 3, '11.0 %']]);
    expect((await a.call('GET', 'reports/storage-report?by=folder')).status).toBe(400);
    const csv = await a.bytes('reports/storage-report?by=drawer&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.body.toString()).toContain('Contracts');
    for (const format of ['xlsx', 'pdf']) expect((await a.bytes(`reports/storage-report?by=user&format=${format}`)).status, format).toBe(200);
  });

  it('removes objects no file names, and makes inactive the files whose object is gone', async () => {
    if (process.env.FILE_STORAGE === 's3') return;
    const a = await company('or');
    const kept = await a.upload('kept.txt', Buffer.from('kept'));
    const lost = await a.upload('lost.txt', Buffer.from('lost'));
    const [row] = await withTenant(a.company.id, (tx) => tx.select({ key: files.storageKey }).from(files).where(and(eq(files.companyId, a.company.id), eq(files.id, lost.body.id))));
    await fileStore().remove(row.key);
    const old = `company-${a.company.id}/files/left-by-a-failed-upload`;
    const young = `company-${a.company.id}/files/upload-under-way`;
    const elsewhere = `company-${a.company.id}/payables/not-ours`;
    for (const key of [old, young, elsewhere]) await fileStore().put(key, Readable.from(Buffer.from('x')), 1, 'text/plain');
    const past = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await utimes(path.join(process.env.FILE_STORAGE_DIR!, old), past, past);
    expect((await a.call('POST', 'files/cleanup')).body).toEqual({ queued: true });
    await drain(ORPHANS_JOB);
    expect(await fileStore().size(old)).toBeNull();
    expect(await fileStore().size(young)).toBe(1);
    expect(await fileStore().size(elsewhere)).toBe(1);
    expect((await a.call('GET', `files/${kept.body.id}`)).body.status).toBe(1);
    expect((await a.call('GET', `files/${lost.body.id}`)).body.status).toBe(0);
    const told = await a.call('GET', 'notifications');
    expect(JSON.stringify(told.body.items)).toContain('missing from the file store');
  });
});
