import { crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleApi } from '@/lib/api/handle';
import { unsubscribeRequest } from '@/lib/api/unsubscribe';
import { api, PASSWORD } from '../support/api';
import { booksCompany } from '../support/books';
import { addUser } from '../support/people';

/** Second round of the hardening (issue 35): bodies, paths, file names and field values that once gave 500s or were taken too easily. */
let co: Awaited<ReturnType<typeof booksCompany>>;
let reader: { id: number; token: string };

beforeAll(async () => {
  co = await booksCompany('input');
  const roles = (await co.call('GET', 'roles?per-page=50')).body.items as { id: number; display_name: string }[];
  reader = await addUser(co.host, co.owner.authKey, { role_id: roles.find((r) => r.display_name === 'Read-only')!.id });
});

/**
 * A body of `total` bytes made as it is read, in pieces of 64 KiB, with no declared length (as a
 * chunked upload has none); `pulled()` says how much of it the server read.
 */
function streamed(total: number, piece: (at: number) => Uint8Array) {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= total) return controller.close();
      const next = piece(at);
      at += next.length;
      controller.enqueue(next);
    },
  });
  return { body, pulled: () => at };
}

/** A multipart upload of one file part of about `size` bytes, made as it is read. */
function hugeUpload(size: number) {
  const boundary = 'hugeboundary';
  const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const filler = new Uint8Array(65_536).fill(120);
  const stream = streamed(size, (at) => (at === 0 ? head : filler));
  return { ...stream, type: `multipart/form-data; boundary=${boundary}` };
}

const post = (path: string, token: string | null, body: ReadableStream<Uint8Array>, type: string) =>
  handleApi(new Request(`http://${co.host}/api/v1/${path}`, { method: 'POST', headers: { host: co.host, 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body, duplex: 'half' } as RequestInit));

describe('bodies without a length', () => {
  it('are not read for someone who may not send them: a read-only user’s 60 MB chunked upload is a 403 before it is read', async () => {
    const upload = hugeUpload(60 * 1024 * 1024);
    const res = await post('ap-uploads', reader.token, upload.body, upload.type);
    expect(res.status).toBe(403);
    expect(upload.pulled()).toBeLessThan(1024 * 1024);
    const json = streamed(5 * 1024 * 1024, () => new TextEncoder().encode(' '.repeat(65_536)));
    expect((await post('customers', reader.token, json.body, 'application/json')).status).toBe(403);
    expect(json.pulled()).toBeLessThan(1024 * 1024);
  });

  it('are read only up to their limit, then refused with 413: an upload, a JSON body, the unsubscribe form', async () => {
    const upload = hugeUpload(60 * 1024 * 1024);
    expect((await post('ap-uploads', co.owner.authKey, upload.body, upload.type)).status).toBe(413);
    expect(upload.pulled()).toBeLessThan(12 * 1024 * 1024);
    const json = streamed(40 * 1024 * 1024, () => new TextEncoder().encode(' '.repeat(65_536)));
    expect((await post('customers', co.owner.authKey, json.body, 'application/json')).status).toBe(413);
    expect(json.pulled()).toBeLessThan(2 * 1024 * 1024);
    const form = streamed(40 * 1024 * 1024, (at) => new TextEncoder().encode(at === 0 ? `t=${'a'.repeat(65_534)}` : 'a'.repeat(65_536)));
    const unsubscribe = await unsubscribeRequest(new Request(`http://${co.host}/api/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.body, duplex: 'half' } as RequestInit));
    expect(unsubscribe.status).toBe(413);
    expect(form.pulled()).toBeLessThan(1024 * 1024);
  });
});

describe('input that gave 500', () => {
  it('refuses JSON nested 10,000 deep with a 400, on a collection and on the sign-in alike', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const created = await api('POST', 'customers', { host: co.host, token: co.owner.authKey, rawBody: `{"display_name":"Deep","notes":${deep}}` });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/nests deeper than/);
    const login = await api('POST', 'site/login', { host: co.host, rawBody: `{"email":${deep},"password":"x"}` });
    expect(login.status).toBe(400);
    // A document's lines are nested a few levels: well within the limit.
    expect((await co.call('POST', 'journal-entries', { date: '2026-01-01', lines: [{ account_id: co.account('1000'), debit: '1.00' }, { account_id: co.account('3000'), credit: '1.00' }] })).status).toBe(201);
  });

  it('answers a broken multipart body to the unsubscribe form with a 400', async () => {
    const broken = await unsubscribeRequest(new Request(`http://${co.host}/api/unsubscribe`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="t"\r\n\r\nabc' }));
    expect(broken.status).toBe(400);
    const unbounded = await unsubscribeRequest(new Request(`http://${co.host}/api/unsubscribe`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'nothing' }));
    expect(unbounded.status).toBe(400);
  });

  it('keeps a file named in any script and serves it by its name (RFC 5987)', async () => {
    const name = 'résumé€😀.png';
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }), name);
    const made = await api('POST', 'ap-uploads', { host: co.host, token: co.owner.authKey, form });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.file_name).toBe(name);
    const file = await co.call('GET', `ap-uploads/${made.body.id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`inline; filename="resume__.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%E2%82%AC%F0%9F%98%80.png`);
    // A plain ASCII name goes as it always did.
    const plain = new FormData();
    plain.set('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }), 'scan 1.png');
    const scan = await api('POST', 'ap-uploads', { host: co.host, token: co.owner.authKey, form: plain });
    expect((await co.call('GET', `ap-uploads/${scan.body.id}/file`)).headers.get('content-disposition')).toBe('inline; filename="scan 1.png"');
  });
});

describe('field values', () => {
  it('take a whole number only as digits: not "0x10", "1e1", [], true or "" (integers, choices and references alike)', async () => {
    const customer = await co.call('POST', 'customers', { display_name: 'Hex Target' });
    for (const [field, value] of [
      ['probability', '0x10'],
      ['probability', '1e1'],
      ['probability', []],
      ['probability', true],
      ['stage', '0x2'],
      ['stage', ''],
      ['stage', [1]],
      ['customer_id', `0x${customer.body.id.toString(16)}`],
      ['customer_id', ''],
    ] as const) {
      const res = await co.call('POST', 'opportunities', { display_name: 'Lax', [field]: value });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      expect(res.body[0].field).toBe(field);
    }
    const fine = await co.call('POST', 'opportunities', { display_name: 'Strict', probability: ' 40 ', stage: '2', customer_id: String(customer.body.id) });
    expect(fine.status).toBe(201);
    expect(fine.body).toMatchObject({ probability: 40, stage: 2, customer_id: customer.body.id });
    // None is null (or nothing): the stage takes its first, as the form's empty choice does.
    expect((await co.call('POST', 'opportunities', { display_name: 'No stage', stage: null, customer_id: null })).body).toMatchObject({ stage: 1, customer_id: null });
  });

  it('keep one line of text on one line: a from address with CR/LF, a name with a control character', async () => {
    const from = await co.call('PUT', 'mail-settings', { from_address: 'Billing <billing@acme.test>\r\nBcc: everyone@elsewhere.test' });
    expect(from.status).toBe(422);
    expect(from.body[0]).toMatchObject({ field: 'from_address', code: 'singleLine' });
    const name = await co.call('POST', 'customers', { display_name: 'Bell\u0007 Co' });
    expect(name.body).toEqual([{ field: 'display_name', message: 'Display name must be one line of text, without line breaks or control characters.', code: 'singleLine', params: { field: 'Display name' } }]);
    // A text area keeps its lines; a line's own spaces and tabs stay.
    const notes = await co.call('POST', 'customers', { display_name: 'Tab\tCo', notes: 'first line\nsecond line' });
    expect(notes.status).toBe(201);
    expect(notes.body.notes).toBe('first line\nsecond line');
  });
});

describe('a deactivated user', () => {
  it('loses their API key: made active again, the old key is refused and a new one works', async () => {
    const user = await addUser(co.host, co.owner.authKey);
    expect((await api('GET', 'customers', { host: co.host, token: user.token })).status).toBe(200);
    expect((await co.call('POST', `users/${user.id}/inactivate`)).status).toBe(200);
    expect((await api('GET', 'customers', { host: co.host, token: user.token })).status).toBe(401);
    expect((await co.call('POST', `users/${user.id}/activate`)).status).toBe(200);
    expect((await api('GET', 'customers', { host: co.host, token: user.token })).status).toBe(401);
    const login = await api('POST', 'site/login', { host: co.host, body: { email: user.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.auth_key).not.toBe(user.token);
    expect((await api('GET', 'customers', { host: co.host, token: login.body.auth_key })).status).toBe(200);
  });
});

/** A ZIP of `count` entries, each `size` spaces compressed once: a few hundred KB that unpack to count × size. */
function zipBomb(count: number, size: number): Uint8Array {
  const plain = Buffer.alloc(size, 32);
  const packed = deflateRawSync(plain, { level: 9 });
  const crc = crc32(plain);
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const name = Buffer.from(i === 0 ? 'xl/worksheets/sheet1.xml' : `xl/worksheets/sheet${i + 1}.xml`);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, packed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

describe('an XLSX import', () => {
  it('is refused, saying why, when the workbook would unpack to more than 256 MB', async () => {
    const bomb = zipBomb(17, 16 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const form = new FormData();
    form.set('file', new File([bomb as BlobPart], 'customers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    form.set('mode', 'propose');
    const res = await api('POST', 'customers/import', { host: co.host, token: co.owner.authKey, form });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ field: 'file', message: 'The workbook unpacks to more than 256 MB: save it as CSV, or split it into several files.', code: 'xlsxUnpacksTooLarge', params: { max: '256 MB' } }]);
  });
});
