import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { spoolForm } from '@/lib/api/multipart';
import { csvRecords } from '@/lib/api/spreadsheet';

/** `text` cut into pieces of the given sizes, in turn (the last size repeated). */
async function* piecesOf(text: string, sizes: number[], read?: { upTo: number }) {
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[Math.min(i, sizes.length - 1)];
    yield text.slice(at, at + size);
    at += size;
    if (read) read.upTo = at;
  }
}

async function records(pieces: AsyncIterable<string>) {
  const out: string[][] = [];
  for await (const r of csvRecords(pieces)) out.push(r);
  return out;
}

/** A CSV with what a cut can fall inside: quoted line breaks, doubled quotes, CRLF, non-ASCII. */
function trickyCsv(rows: number, delimiter = ',', newline = '\r\n') {
  const lines = [['Name', 'Notes', 'City'].join(delimiter)];
  for (let i = 0; i < rows; i++) {
    const notes = i % 3 === 0 ? `"line one${newline}line two, ""quoted"" ${i}"` : `plain ${i}`;
    lines.push([`Núñez ${i}`, notes, i % 5 ? `City ${i}` : ''].join(delimiter));
  }
  return `\ufeff${lines.join(newline)}${newline}`;
}

describe('reading a CSV in pieces (csvRecords)', () => {
  it('gives the records papaparse gives for the whole text, wherever the pieces are cut', async () => {
    for (const [delimiter, newline] of [[',', '\r\n'], [';', '\n'], ['\t', '\r']]) {
      const text = trickyCsv(3000, delimiter, newline);
      const whole = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: false }).data.filter((r) => r.join('') !== '');
      // Pieces of 1 to 7 characters: every quote, doubled quote and CRLF is cut somewhere.
      expect(await records(piecesOf(text, [1, 2, 3, 5, 7, 4, 6]))).toEqual(whole);
      expect(await records(piecesOf(text, [70_000, 13]))).toEqual(whole);
    }
  });

  it('numbers records as rows of the file: a line break inside quotes starts no row', async () => {
    const text = 'Name,Notes\nAna,"two\nlines"\n\nBea,x\n';
    const got = await records(piecesOf(text, [3]));
    expect(got).toEqual([['Name', 'Notes'], ['Ana', 'two\nlines'], [''], ['Bea', 'x']]);
  });

  it('yields the first records long before the file is read to its end', async () => {
    const text = trickyCsv(20_000);
    const read = { upTo: 0 };
    let first = -1;
    let count = 0;
    for await (const record of csvRecords(piecesOf(text, [4096], read))) {
      if (first < 0) first = read.upTo;
      count++;
      expect(record).toHaveLength(3);
    }
    expect(count).toBe(20_001);
    // At most what the guesses of delimiter and line ending read first (64 KB), not the file's ~800 KB.
    expect(first).toBeLessThanOrEqual(70_000);
    expect(text.length).toBeGreaterThan(10 * first);
  });

  it('keeps an unclosed quote as papaparse does, to the end, without parsing it again for every piece', async () => {
    const text = `a,b\n1,"never closed\n${'x,y\n'.repeat(50_000)}`;
    const whole = Papa.parse<string[]>(text).data;
    expect(await records(piecesOf(text, [100]))).toEqual(whole);
  });
});

/** A multipart request whose body arrives in pieces of `size` bytes. */
function multipart(parts: { name: string; value: string | Uint8Array; filename?: string; type?: string }[], size: number) {
  const boundary = '----WebKitFormBoundaryAbC123';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const bytes = Buffer.concat(chunks);
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(new Uint8Array(bytes.subarray(at, (at += size))));
    },
  });
  return new Request('http://example.com/', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body, duplex: 'half' } as RequestInit);
}

describe('reading a multipart upload as it arrives (spoolForm)', () => {
  // Bytes that look like a boundary's start, CRLFs and every byte value: only the real boundary ends the file.
  const content = Buffer.concat([Buffer.from('a,b\r\n\r\n------WebKitFormBoundaryAbC12\r\n--'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from('\r\n')]);

  it('writes the file part to a temporary file, whatever the pieces, and keeps the text parts', async () => {
    for (const size of [1, 3, 7, 64, 100_000]) {
      const form = await spoolForm(multipart([{ name: 'file', value: content, filename: 'people.csv', type: 'text/csv' }, { name: 'mode', value: 'dry-run' }, { name: 'mapping', value: '' }], size), 1_000_000);
      expect(form.fields).toEqual({ mode: 'dry-run', mapping: null });
      const file = form.files.file;
      expect(file).toMatchObject({ name: 'people.csv', type: 'text/csv', size: content.length });
      expect(readFileSync(file.path).equals(content)).toBe(true);
      await form.remove();
      expect(existsSync(file.path)).toBe(false);
    }
  });

  it('refuses a body past the limit (413) and one that is not multipart (400), leaving no file behind', async () => {
    const spooled = () => readdirSync(os.tmpdir()).filter((f) => /^import-.*\.upload$/.test(f)).length;
    const before = spooled();
    await expect(spoolForm(multipart([{ name: 'file', value: 'x'.repeat(5000), filename: 'big.csv' }], 512), 4096)).rejects.toMatchObject({ status: 413 });
    await expect(spoolForm(new Request('http://example.com/', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: 'no parts here' }), 4096)).rejects.toMatchObject({ status: 400 });
    const cut = multipart([{ name: 'file', value: content, filename: 'cut.csv' }], 16);
    const text = await cut.text();
    await expect(spoolForm(new Request('http://example.com/', { method: 'POST', headers: cut.headers, body: text.slice(0, 200) }), 4096)).rejects.toMatchObject({ status: 400 });
    expect(spooled()).toBe(before);
  });
});
