// Memory of the file store's streaming paths, in process through the API's own handler (lib/api/handle.ts):
// a large upload (multipart POST /files: spooled to disk as it arrives, type read from its first bytes,
// copied into the store) and a zip of several large files (GET files/zip: each stored file read and
// deflated as the zip is sent). Each step's figure is the process's peak RSS above its RSS at the step's
// start (the kernel's high-water mark, reset first), beside a bare baseline measured in the same run:
// the same bytes piped with Node's streams alone (into a file for the upload; from the stored files into
// a sink for the zip). Run on an idle machine; a loaded one's figures are not comparable:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx --import ./bench/import-exports.mjs --expose-gc bench/files.mts [upload MB, 200] [zip MB, 1024]
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { withBenchDatabase } from './in-process.mts';

const MB = 1024 * 1024;
const UPLOAD_MB = Number(process.argv[2] ?? 200);
const ZIP_MB = Number(process.argv[3] ?? 1024);
const ZIP_FILES = 4;

const status = () => readFileSync('/proc/self/status', 'utf8');
const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status())![1]) * 1024;

/** `work`'s seconds and the peak RSS it added above the RSS at its start, in MB. */
async function measure(work: () => Promise<void>) {
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the present RSS
  const start = kb('VmRSS');
  const began = performance.now();
  await work();
  return { seconds: (performance.now() - began) / 1000, startMb: start / MB, addedMb: (kb('VmHWM') - start) / MB };
}

/** `size` bytes made as they are read, a MB at a time (random, so a zip cannot shrink them), opened as a PDF's. */
function bytes(size: number, prefix = Buffer.from('%PDF-1.4\n')): ReadableStream<Uint8Array> {
  const pool = randomBytes(MB);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(MB, size - sent);
      const chunk = Buffer.from(pool.subarray(0, n));
      if (sent === 0) prefix.copy(chunk);
      sent += n;
      controller.enqueue(chunk);
    },
  });
}

/** A multipart/form-data body of one file part of `size` bytes, streamed, and its length. */
function multipart(name: string, size: number) {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = bytes(size).getReader();
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 0) return (stage = 1), controller.enqueue(head);
      if (stage === 1) {
        const { done, value } = await file.read();
        if (!done) return controller.enqueue(value);
        stage = 2;
      }
      if (stage === 2) return (stage = 3), controller.enqueue(tail);
      controller.close();
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, length: head.length + size + tail.length };
}

/** A sink that counts what it is given and keeps nothing. */
const counter = () => {
  let n = 0;
  return { sink: new Writable({ write: (chunk: Buffer, _e, done) => ((n += chunk.length), done()) }), count: () => n };
};

const storeDir = await mkdtemp(path.join(os.tmpdir(), 'bench-files-'));
process.env.FILE_STORAGE = 'local';
process.env.FILE_STORAGE_DIR = storeDir;
try {
  await withBenchDatabase('files', 4, async () => {
    const { signupCompany } = await import('@/lib/auth/signup');
    const { handleApi } = await import('@/lib/api/handle');
    const { closeDb } = await import('@/db/client');
    const slug = `bench-${randomBytes(3).toString('hex')}`;
    const { company, user } = await signupCompany({ company_name: 'Bench', slug, display_name: 'Owner', email: `o@${slug}.test`, password: 'bench-password-1' }, '198.51.100.2');
    const host = `${slug}.example.com`;
    const headers = { host, authorization: `Bearer ${(user as { authKey: string }).authKey}` };
    const call = async (method: string, p: string, body?: unknown) => {
      const res = await handleApi(new Request(`http://${host}/api/v1/${p}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const upload = async (name: string, size: number) => {
      const form = multipart(name, size);
      const res = await handleApi(new Request(`http://${host}/api/v1/files`, { method: 'POST', headers: { ...headers, 'content-type': form.type, 'content-length': String(form.length) }, body: form.body, duplex: 'half' } as RequestInit));
      const answer = (await res.json()) as { id: number };
      if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(answer)}`);
      return answer.id;
    };
    try {
      const limits = await call('PUT', 'settings', { file_max_mb: Math.max(UPLOAD_MB, ZIP_MB / ZIP_FILES) + 1, file_quota_mb: 4 * (UPLOAD_MB + ZIP_MB) });
      if (limits.status !== 200) throw new Error(`settings: ${JSON.stringify(limits.body)}`);
      // Warm the path once with a small file (modules loaded, connections open), as a running server is.
      await upload('warm.pdf', MB);
      const rows: string[][] = [];
      const row = (step: string, m: Awaited<ReturnType<typeof measure>>, size: number) => rows.push([step, String(size / MB), m.seconds.toFixed(1), m.startMb.toFixed(0), m.addedMb.toFixed(1)]);

      const spool = path.join(storeDir, 'baseline.bin');
      const bareUpload = await measure(() => pipeline(Readable.fromWeb(bytes(UPLOAD_MB * MB) as never), createWriteStream(spool)));
      row('bare: the bytes piped into a file', bareUpload, UPLOAD_MB * MB);
      await rm(spool);
      const appUpload = await measure(async () => void (await upload('large.pdf', UPLOAD_MB * MB)));
      row('app: POST /files (spooled, checked, stored)', appUpload, UPLOAD_MB * MB);

      const ids: number[] = [];
      for (let i = 0; i < ZIP_FILES; i++) ids.push(await upload(`part-${i}.pdf`, (ZIP_MB / ZIP_FILES) * MB));
      const stored = path.join(storeDir, `company-${company.id}`, 'files');
      const names = (await readdir(stored)).sort();
      const bareZip = await measure(async () => {
        for (const name of names) await pipeline(createReadStream(path.join(stored, name)), counter().sink);
      });
      row('bare: the stored files read into a sink', bareZip, ZIP_MB * MB);
      let zipped = 0;
      const appZip = await measure(async () => {
        const asked = await call('POST', 'files/zip', { files: ids });
        const res = await handleApi(new Request(`http://${host}/api/v1/${String(asked.body.url)}`, { headers }));
        if (res.status !== 200 || !res.body) throw new Error(`zip: ${res.status}`);
        const { sink, count } = counter();
        await pipeline(Readable.fromWeb(res.body as never), sink);
        zipped = count();
      });
      row(`app: GET files/zip of ${ZIP_FILES} files (${(zipped / MB).toFixed(0)} MB sent)`, appZip, ZIP_MB * MB);

      const [l1, l5, l15] = os.loadavg().map((l) => l.toFixed(2));
      console.log(`Run ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × CPU, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, load average ${l1} / ${l5} / ${l15}`);
      console.log('| step | MB | seconds | RSS at start, MB | peak RSS added, MB |');
      console.log('|---|---|---|---|---|');
      for (const r of rows) console.log(`| ${r.join(' | ')} |`);
      const ratio = (app: typeof appUpload, bare: typeof bareUpload) => (app.addedMb / Math.max(bare.addedMb, 1)).toFixed(1);
      console.log(`Upload: ${appUpload.addedMb.toFixed(1)} MB added (${ratio(appUpload, bareUpload)}× the bare pipe's, floor 1 MB); under 150 MB: ${appUpload.addedMb < 150 ? 'met' : 'MISSED'}.`);
      console.log(`Zip: ${appZip.addedMb.toFixed(1)} MB added (${ratio(appZip, bareZip)}× the bare read's, floor 1 MB); under 150 MB: ${appZip.addedMb < 150 ? 'met' : 'MISSED'}.`);
    } finally {
      await closeDb();
    }
  });
} finally {
  await rm(storeDir, { recursive: true, force: true });
}
