import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putFile, type FileStore } from '@/lib/storage';
import { localDiskStore } from '@/lib/storage/local';
import { s3Store } from '@/lib/storage/s3';
import { typeOf } from '@/lib/storage/sniff';
import { startS3 } from '../support/s3';

/** A stream of `size` bytes made as it is read (never held whole), each byte its position mod 251. */
function generated(size: number): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= size) return void this.push(null);
      const n = Math.min(65_536, size - at);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (at + i) % 251;
      this.push(chunk);
      at += n;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

let dir: string;
let s3: Awaited<ReturnType<typeof startS3>>;
const drivers: Record<string, () => FileStore> = {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ws-storage-'));
  drivers.local = () => localDiskStore(path.join(dir, 'local'));
  s3 = await startS3();
  drivers.s3 = () => s3Store(s3.config);
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (driver) => {
  const store = () => drivers[driver]();

  it('streams a body in and out, keeps its size, reads its head, and removes it', async () => {
    const size = 3 * 1024 * 1024 + 17;
    await store().put('company-1/files/a', generated(size), size, 'application/octet-stream');
    expect(await store().size('company-1/files/a')).toBe(size);
    const got = await store().get('company-1/files/a');
    expect(got?.size).toBe(size);
    const bytes = await readAll(got!.body);
    expect(bytes.length).toBe(size);
    expect(bytes[size - 1]).toBe((size - 1) % 251);
    expect([...(await store().head('company-1/files/a', 4))!]).toEqual([0, 1, 2, 3]);
    await store().remove('company-1/files/a');
    expect(await store().get('company-1/files/a')).toBeNull();
    expect(await store().size('company-1/files/a')).toBeNull();
    expect(await store().head('company-1/files/a', 4)).toBeNull();
  });

  it('writes a spooled upload, and an empty key is none', async () => {
    const spooled = path.join(dir, `${driver}-spooled.pdf`);
    await writeFile(spooled, '%PDF-1.4 hello');
    await putFile(store(), 'company-2/files/b', { path: spooled, size: 14 }, 'application/pdf');
    expect((await readAll((await store().get('company-2/files/b'))!.body)).toString()).toBe('%PDF-1.4 hello');
    // Another company's prefix holds nothing of it.
    expect(await store().get('company-1/files/b')).toBeNull();
  });

  it('refuses a key that could climb out of its place', async () => {
    for (const key of ['../etc/passwd', 'company-1/../../x', '/abs', 'a//b', 'company-1/./x', 'name with space'])
      await expect(store().put(key, generated(1), 1, 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  it('leaves nothing under the key when the body is shorter than declared', async () => {
    await expect(store().put('company-1/files/short', generated(10), 20, 'text/plain')).rejects.toThrow();
    expect(await store().get('company-1/files/short')).toBeNull();
  });
});

describe('the type of a file', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  it('is read from its bytes, and must agree with its name', () => {
    expect(typeOf('scan.png', png)).toBe('image/png');
    expect(typeOf('scan.PDF', new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(typeOf('notes.txt', new TextEncoder().encode('señor, ¿qué tal?'))).toBe('text/plain');
    expect(typeOf('sheet.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A disguised file: a PNG named as a PDF, a program named as a text file, a kind not kept.
    expect(typeOf('scan.pdf', png)).toBeNull();
    expect(typeOf('notes.txt', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(typeOf('setup.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
  });
});
