// Import at volume (npm run build && npm run bench:import [rows]): on a fresh PostgreSQL database of
// DATABASE_URL's server, a customer CSV of `rows` rows (default 100,000) with exactly 3 bad ones (a
// missing name, an invalid e-mail, an account number an earlier row of the file has) is sent to the
// production server over HTTP (`POST /api/v1/customers/import`, multipart, streamed from disk as a
// browser uploads it): the dry run, the all-or-nothing commit (refused: nothing written), then the
// commit skipping the bad rows, each step on a freshly started server (warmed by a small dry run
// first) so that none inherits another's memory. Twice, each time for a company of its own: the
// server as `npm start` runs it (the heap settings of package.json's start script), and as plain
// `next start` with V8 sizing its heap by itself on this machine, for comparison. Measures each
// step's time and the server process's RSS: once it answers, at the step's start and the step's
// peak (the kernel's high-water mark, /proc/<pid>/status VmHWM, reset at the step's start through
// clear_refs). A bare baseline in the same run: the same good rows as multi-row INSERTs of 1,000
// from one pg connection as the owner (no validation, no RLS), into another company. Then the
// imported customers are exported (the list as CSV and XLSX, the whole company as a zip), each on a
// fresh server too. Writes its section of bench/RESULTS.md (targets: under 60 s and under 300 MB).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { children, portClosed, ROOT, start, stopAll, waitForHttp } from './harness.mjs';
import { withBenchDatabase } from './in-process.mts';

const ROWS = Number(process.argv[2] ?? 100_000);
const SECTION = '## Import of a 100,000-row customer CSV';
const PORT = 3391;
const BAD = { name: Math.floor(ROWS * 0.17), email: Math.floor(ROWS * 0.5), duplicate: Math.floor(ROWS * 0.83) };
/** The V8 options `npm start` gives the server (package.json's start script). */
const START_OPTIONS = /NODE_OPTIONS="([^$"]*)/.exec(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start)?.[1].trim() ?? '';

/** The CSV: a header, then customers; data row i is the file's row i + 2. */
function makeCsv(): string {
  const lines = ['Display name,Account number,E-mail,Primary number,Since,Credit limit,Notes'];
  for (let i = 0; i < ROWS; i++) {
    const name = i === BAD.name ? '' : `Customer ${i}`;
    const email = i === BAD.email ? 'not-an-email' : `c${i}@bench.test`;
    const account = i === BAD.duplicate ? 'A-10' : `A-${i}`;
    lines.push(`${name},${account},${email},+1 555 ${String(i % 10000).padStart(4, '0')},2024-0${(i % 9) + 1}-1${i % 10},${(i % 5000) + 0.5},Imported by the benchmark`);
  }
  return `${lines.join('\n')}\n`;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

type Answer = { status: number; body: { valid?: number; invalid?: number; written?: number; skipped?: number; errors?: unknown[] } };
type StepResult = Measured<Answer>;

/** A file sent as a browser uploads it: multipart, streamed from disk (chunked), with the step's mode. */
function upload(host: string, token: string, file: string, mode: string): Promise<Answer> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/v1/customers/import', headers: { host, authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', reject);
    req.write(`--${boundary}\r\ncontent-disposition: form-data; name="mode"\r\n\r\n${mode}\r\n--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${path.basename(file)}"\r\ncontent-type: text/csv\r\n\r\n`);
    const stream = fs.createReadStream(file);
    stream.on('error', reject);
    stream.on('end', () => req.end(`\r\n--${boundary}--\r\n`));
    stream.pipe(req, { end: false });
  });
}

/** A line of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
const statusKb = (pid: number, key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The server's own process in the group `npm start` or `npx` made: the largest Node process in it. */
function serverPid(group: number): number {
  const pids = execFileSync('pgrep', ['-g', String(group)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  const node = pids.filter((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('next'));
  return node.sort((a, b) => statusKb(b, 'VmRSS') - statusKb(a, 'VmRSS'))[0];
}

/** A file downloaded as a browser does: its status and size. */
function download(host: string, token: string, pathname: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, method: 'GET', path: `/api/v1/${pathname}`, headers: { host, authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

type Measured<T> = T & { s: number; loaded: number; start: number; peak: number };

/**
 * One step on a freshly started server: started as `command` starts it, warmed by a dry run of
 * the file's first ~2,000 rows (as a server that has been running), then `work`; the server is
 * stopped afterwards. The step's time, and the server's RSS once it answers, at the step's start
 * and its peak during the step.
 */
async function onFreshServer<T>(command: string[], env: Record<string, string>, host: string, token: string, warm: string, work: () => Promise<T>): Promise<Measured<T>> {
  const child = start(command[0], command.slice(1), env);
  try {
    await waitForHttp(PORT, host, '/api/health');
    const pid = serverPid(child.pid!);
    const loaded = statusKb(pid, 'VmRSS');
    const warmed = await upload(host, token, warm, 'dry-run');
    if (warmed.status !== 200) throw new Error(`warm-up answered ${warmed.status}: ${JSON.stringify(warmed.body)}`);
    const begin = statusKb(pid, 'VmRSS');
    // The high-water mark starts again at the present RSS (proc(5), clear_refs 5).
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const t0 = performance.now();
    const answer = await work();
    const s = (performance.now() - t0) / 1000;
    return { ...answer, s, loaded, start: begin, peak: statusKb(pid, 'VmHWM') };
  } finally {
    stopAll();
    children.length = 0;
    await portClosed(PORT);
  }
}

/** The exports measured once the file is imported: the list as CSV and as XLSX, and the whole company. */
const EXPORTS = [
  ['the customer list as CSV', 'customers/export'],
  ['the customer list as XLSX', 'customers/export?format=xlsx'],
  ['the whole company, a zip of CSVs', 'export'],
] as const;

async function main() {
  await withBenchDatabase('imp', 4, async (url) => {
    const { signupCompany } = await import('@/lib/auth/signup');
    const { closeDb } = await import('@/db/client');
    const slug = `bench-${randomBytes(3).toString('hex')}`;
    const { company, user } = await signupCompany({ company_name: 'Bench', slug, display_name: 'Owner', email: `o@${slug}.test`, password: 'bench-password-1' }, '198.51.100.1');
    const host = `${slug}.example.com`;
    const csv = makeCsv();
    const bytes = Buffer.byteLength(csv);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
    const file = path.join(dir, 'customers.csv');
    const warm = path.join(dir, 'warm.csv');
    fs.writeFileSync(file, csv);
    fs.writeFileSync(warm, csv.slice(0, csv.indexOf('\n', 200_000) + 1));
    // Twice, each time into a company of its own: the server as `npm start` runs it, and as plain
    // `next start` with V8 sizing its heap by itself on this 24 GiB machine.
    const other = await signupCompany({ company_name: 'Unset', slug: `${slug}-own`, display_name: 'Owner', email: `o@${slug}-own.test`, password: 'bench-password-1' }, '198.51.100.3');
    const server = { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', ROOT_DOMAIN: 'example.com', SEED_DEMO: '0', DATABASE_POOL_SIZE: '4', MIGRATE_ON_START: '1', NODE_OPTIONS: '' };
    const settings = [
      { name: `as \`npm start\` runs it (\`${START_OPTIONS}\`)`, command: ['npm', 'start', '--', '-p', String(PORT)], who: { company, user }, at: host },
      { name: 'plain `next start`, V8 sizing its heap', command: ['npx', 'next', 'start', '-p', String(PORT)], who: other, at: `${slug}-own.example.com` },
    ];
    const runs: { setting: string; company: { id: number }; dry: StepResult; all: StepResult; valid: StepResult; exports: Measured<{ status: number; bytes: number }>[] }[] = [];
    try {
      for (const { name, command, who, at } of settings) {
        const fresh = <T,>(work: () => Promise<T>) => onFreshServer(command, server, at, who.user.authKey, warm, work);
        const step = (mode: string) => fresh(() => upload(at, who.user.authKey, file, mode));
        const [dry, all, valid] = [await step('dry-run'), await step('all'), await step('valid')];
        const exports = [];
        for (const [, pathname] of EXPORTS) exports.push(await fresh(() => download(at, who.user.authKey, pathname)));
        runs.push({ setting: name, company: who.company, dry, all, valid, exports });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const { dry, valid } = runs[0];

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const countOf = async (id: number) => ({
      written: Number((await client.query('select count(*)::int as n from customers where company_id = $1', [id])).rows[0].n),
      logs: Number((await client.query(`select count(*)::int as n from company_logs where company_id = $1 and collection = 'customers'`, [id])).rows[0].n),
    });
    const counts = await Promise.all(runs.map((r) => countOf(r.company.id)));
    // The baseline: the same good rows, bare multi-row INSERTs in one transaction, another company.
    const bareCompany = await signupCompany({ company_name: 'Bare', slug: `${slug}-bare`, display_name: 'Owner', email: `o@${slug}-bare.test`, password: 'bench-password-1' }, '198.51.100.2');
    const good = csv.trim().split('\n').slice(1).map((l) => l.split(',')).filter((_, i) => i !== BAD.name && i !== BAD.email && i !== BAD.duplicate);
    const b0 = performance.now();
    await client.query('begin');
    for (let at = 0; at < good.length; at += 1000) {
      const part = good.slice(at, at + 1000);
      const params: unknown[] = [];
      const tuples = part.map((r) => {
        const base = params.length;
        params.push(bareCompany.company.id, r[0], r[1], r[2], r[3], r[4], r[5], r[6]);
        return `(${Array.from({ length: 8 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
      });
      await client.query(`insert into customers (company_id, display_name, account_number, email, primary_number, since, credit_limit, notes) values ${tuples.join(', ')}`, params);
    }
    await client.query('commit');
    const bare = (performance.now() - b0) / 1000;
    const postgres = (await client.query<{ v: string }>('select version() as v')).rows[0].v.split(' on ')[0];
    await client.end();
    await closeDb();

    const errors = (dry.body.errors as { row: number; column: string; field: string; message: string }[]).map((e) => `row ${e.row}, ${e.column} (${e.field}): ${e.message}`);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
    const steps = runs.flatMap(({ setting, dry, all, valid }) =>
      (
        [
          ['dry run', dry, `${dry.status}: ${dry.body.valid} good, ${dry.body.invalid} bad`],
          ['commit, only if every row is good', all, `${all.status}: nothing written`],
          ['commit, skipping the bad rows', valid, `${valid.status}: ${valid.body.written} written, ${valid.body.skipped} skipped`],
        ] as const
      ).map(([name, r, answer]) => ({ setting, name, r, answer })),
    );
    for (const { setting, name, r, answer } of steps) console.log(`${setting}, ${name}: ${answer} in ${r.s.toFixed(1)} s; server RSS once answering ${mb(r.loaded)} MB, at the step's start ${mb(r.start)} MB, peak ${mb(r.peak)} MB (+${mb(r.peak - r.start)})`);
    errors.forEach((e) => console.log(`  ${e}`));
    const exported = runs.flatMap(({ setting, exports }) => exports.map((r, i) => ({ setting, name: EXPORTS[i][0], r })));
    for (const { setting, name, r } of exported) console.log(`${setting}, ${name}: ${r.status}, ${(r.bytes / 1048576).toFixed(1)} MB in ${r.s.toFixed(1)} s; server RSS at the step's start ${mb(r.start)} MB, peak ${mb(r.peak)} MB (+${mb(r.peak - r.start)})`);
    console.log(`rows in the tables: ${counts.map((c) => c.written).join(', ')}; company log entries: ${counts.map((c) => c.logs).join(', ')}; bare INSERT baseline: ${bare.toFixed(1)} s`);

    const MB300 = 300 * 1024 * 1024;
    const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
    const section = `${SECTION}

Run ${new Date().toISOString()} with \`npm run build && npm run bench:import\` (bench/import.mts, ${ROWS} rows) on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB (shared with other work; load average ${load} over 1 / 5 / 15 minutes at the end), Node ${process.version}, ${postgres}. A ${mb(bytes)} MB CSV of ${ROWS.toLocaleString('en')} customers (7 columns) with exactly 3 bad rows is sent to the production server over HTTP (\`POST /api/v1/customers/import\`, multipart, streamed from disk as a browser uploads it): the dry run, the all-or-nothing commit, then the commit that skips the bad rows, **each on a freshly started server**, warmed by a dry run of the file's first ~2,000 rows (as a server that has been running). The server writes the upload to a temporary file as it arrives, reads it through once to count its rows, then reads it again 2,000 rows at a time: each chunk checked as a create checks it (the input schema, uniqueness of the account number in the company and within the file) and, in a commit, written through the engine's batched create (\`INSERT ... SELECT FROM jsonb_to_recordset\`; the table's unique and four trigram search indexes kept; one company log entry), all in one transaction. The three steps ran twice, each time for a company of its own: on the server as \`npm start\` runs it, and, for comparison, on plain \`next start\` with V8 sizing its heap by itself on this machine. RSS is the server process's (/proc/<pid>/status); the peak is the kernel's high-water mark (VmHWM), reset to the present RSS at the step's start.

| server | step | answer | seconds | server RSS once answering, MB | RSS at the step's start (warmed), MB | peak RSS of the server, MB | the import's addition (peak − start), MB | < 60 s | whole server < 300 MB |
|---|---|---|---|---|---|---|---|---|---|
${steps.map(({ setting, name, r, answer }) => `| ${setting} | ${name} | ${answer} | ${r.s.toFixed(1)} | ${mb(r.loaded)} | ${mb(r.start)} | ${mb(r.peak)} | ${mb(r.peak - r.start)} | ${verdict(r.s < 60)} | ${verdict(r.peak < MB300)} |`).join('\n')}

The dry run's errors, exactly the three planted:
${errors.map((e) => `- ${e}`).join('\n')}

Afterwards each company's table holds ${counts.map((c) => c.written).join(' and ')} customers (the all-or-nothing commits wrote none) and its company log ${counts.map((c) => c.logs).join(' and ')} entry for them. Baseline in the same run: the same ${good.length.toLocaleString('en')} good rows as bare multi-row INSERTs of 1,000 from one connection, one transaction, as the owner (no validation, no RLS; the same indexes kept): ${bare.toFixed(1)} s; the skipping commit (which reads and checks the file before writing) takes ${(valid.s / bare).toFixed(1)}× that.

Then the ${counts[0].written.toLocaleString('en')} customers imported are exported, each export on a freshly started server warmed the same way: the customer list as CSV and as XLSX (\`GET /customers/export\`, read a page of 1,000 records at a time after the last page's last row), and the whole company as a zip of CSVs (\`GET /export\`, each collection's CSV compressed into the zip as its pages are read).

| server | export | answer | file, MB | seconds | RSS at the step's start (warmed), MB | peak RSS of the server, MB | the export's addition, MB | whole server < 300 MB |
|---|---|---|---|---|---|---|---|---|
${exported.map(({ setting, name, r }) => `| ${setting} | ${name} | ${r.status} | ${(r.bytes / 1048576).toFixed(1)} | ${r.s.toFixed(1)} | ${mb(r.start)} | ${mb(r.peak)} | ${mb(r.peak - r.start)} | ${verdict(r.peak < MB300)} |`).join('\n')}
`;
    const results = path.join(path.dirname(new URL(import.meta.url).pathname), 'RESULTS.md');
    const text = fs.readFileSync(results, 'utf8');
    const at = text.indexOf(SECTION);
    const end = at < 0 ? -1 : text.indexOf('\n## ', at + SECTION.length);
    fs.writeFileSync(results, at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}${end < 0 ? '' : text.slice(end)}`);
    console.log('wrote bench/RESULTS.md');
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
