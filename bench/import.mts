// Import at volume (npm run bench:import [rows]): on a fresh PostgreSQL database of DATABASE_URL's
// server, a customer CSV of `rows` rows (default 100,000) with exactly 3 bad ones (a missing name,
// an invalid e-mail, an account number an earlier row of the file has) goes through the app's own
// entry (lib/api/handle.ts, in process: the same code a request runs, without the socket): the dry
// run, the all-or-nothing commit (refused: nothing written), then the commit skipping the bad rows,
// each step in a fresh process (IMPORT_STEP set: `child` below) so that none inherits another's
// RSS; all three once with V8's heap as Node sizes it and once with its old generation capped
// (HEAP_CAP), each time for a company of its own. Prints each step's time, the errors, the rows
// written, the RSS once the app is loaded, at the step's start and at its peak, against a bare
// baseline in the same run: the same good rows as multi-row INSERTs of 1,000 from one pg
// connection as the owner (no validation, no RLS), into another company. Writes its section of
// bench/RESULTS.md (targets: under 60 s and under 300 MB).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withBenchDatabase } from './in-process.mts';

const ROWS = Number(process.argv[2] ?? 100_000);
const SECTION = '## Import of a 100,000-row customer CSV';
/** The old generation's cap of the second run (a Node option, as NODE_OPTIONS would give a server). */
const HEAP_CAP = '--max-old-space-size=128';
const BAD = { name: Math.floor(ROWS * 0.17), email: Math.floor(ROWS * 0.5), duplicate: Math.floor(ROWS * 0.83) };

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

type StepResult = { status: number; body: { valid?: number; invalid?: number; written?: number; skipped?: number; errors?: unknown[] }; s: number; loaded: number; start: number; peak: number; sampled: NodeJS.MemoryUsage };

/**
 * One step in a process of its own (IMPORT_STEP=mode): the app's modules loaded, a dry run of the
 * file's first ~2,000 rows to warm the code (as on a server that has been running), then the
 * step, the file sent from disk as a browser's upload arrives (FormData of a file-backed Blob).
 * Prints its time, status, body and RSS: once the app is loaded, at the step's start (after the
 * warm-up) and the process's peak (the kernel's high-water mark, getrusage's maxrss).
 */
async function child() {
  const { handleApi } = await import('@/lib/api/handle');
  const { closeDb } = await import('@/db/client');
  const loaded = process.memoryUsage().rss;
  const { IMPORT_STEP: mode, IMPORT_FILE: file, IMPORT_WARM: warm, IMPORT_HOST: host, IMPORT_TOKEN: token } = process.env as Record<string, string>;
  const post = async (path: string, name: string, step: string) => {
    const form = new FormData();
    form.set('file', await fs.openAsBlob(path, { type: 'text/csv' }), name);
    form.set('mode', step);
    const res = await handleApi(new Request(`http://${host}/api/v1/customers/import`, { method: 'POST', headers: { host, authorization: `Bearer ${token}` }, body: form }));
    return { status: res.status, body: await res.json() };
  };
  await post(warm, 'warm.csv', 'dry-run');
  const start = process.memoryUsage().rss;
  // Sampled every 20 ms: what the RSS is made of at its highest sample.
  let sampled = process.memoryUsage();
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > sampled.rss) sampled = now;
  }, 20);
  const t0 = performance.now();
  const answer = await post(file, 'customers.csv', mode);
  const s = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const peak = process.resourceUsage().maxRSS * 1024;
  await closeDb();
  console.log(`RESULT ${JSON.stringify({ ...answer, s, loaded, start, peak, sampled } satisfies StepResult)}`);
}

/** Runs a step in a fresh process of the same Node and loaders (so no step inherits another's RSS). */
function runStep(mode: string, env: Record<string, string>, flags: string[] = []): StepResult {
  const run = spawnSync(process.execPath, [...process.execArgv, ...flags, process.argv[1], String(ROWS)], { env: { ...process.env, ...env, IMPORT_STEP: mode }, encoding: 'utf8', maxBuffer: 64 << 20 });
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`step ${mode} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line.slice('RESULT '.length));
}

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
    // Twice, each time into a company of its own: as Node sizes its heap by itself on this 24 GiB
    // machine, and with the old generation capped as for a server given a few hundred MB.
    const capped = await signupCompany({ company_name: 'Capped', slug: `${slug}-cap`, display_name: 'Owner', email: `o@${slug}-cap.test`, password: 'bench-password-1' }, '198.51.100.3');
    const runs: { flags: string[]; company: { id: number }; dry: StepResult; all: StepResult; valid: StepResult }[] = [];
    try {
      for (const [flags, who, at] of [[[], { company, user }, host], [[HEAP_CAP], capped, `${slug}-cap.example.com`]] as const) {
        const env = { IMPORT_FILE: file, IMPORT_WARM: warm, IMPORT_HOST: at, IMPORT_TOKEN: who.user.authKey };
        runs.push({ flags: [...flags], company: who.company, dry: runStep('dry-run', env, [...flags]), all: runStep('all', env, [...flags]), valid: runStep('valid', env, [...flags]) });
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
    const other = await signupCompany({ company_name: 'Bare', slug: `${slug}-bare`, display_name: 'Owner', email: `o@${slug}-bare.test`, password: 'bench-password-1' }, '198.51.100.2');
    const good = csv.trim().split('\n').slice(1).map((l) => l.split(',')).filter((_, i) => i !== BAD.name && i !== BAD.email && i !== BAD.duplicate);
    const b0 = performance.now();
    await client.query('begin');
    for (let at = 0; at < good.length; at += 1000) {
      const part = good.slice(at, at + 1000);
      const params: unknown[] = [];
      const tuples = part.map((r) => {
        const base = params.length;
        params.push(other.company.id, r[0], r[1], r[2], r[3], r[4], r[5], r[6]);
        return `(${Array.from({ length: 8 }, (_, k) => `$${base + k + 1}`).join(', ')})`;
      });
      await client.query(`insert into customers (company_id, display_name, account_number, email, primary_number, since, credit_limit, notes) values ${tuples.join(', ')}`, params);
    }
    await client.query('commit');
    const bare = (performance.now() - b0) / 1000;
    const server = (await client.query<{ v: string }>('select version() as v')).rows[0].v.split(' on ')[0];
    await client.end();
    await closeDb();

    const errors = (dry.body.errors as { row: number; column: string; field: string; message: string }[]).map((e) => `row ${e.row}, ${e.column} (${e.field}): ${e.message}`);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
    const setting = (flags: string[]) => (flags.length ? `\`${flags.join(' ')}\`` : 'as Node sizes it');
    const steps = runs.flatMap(({ flags, dry, all, valid }) =>
      (
        [
          ['dry run', dry, `${dry.status}: ${dry.body.valid} good, ${dry.body.invalid} bad`],
          ['commit, only if every row is good', all, `${all.status}: nothing written`],
          ['commit, skipping the bad rows', valid, `${valid.status}: ${valid.body.written} written, ${valid.body.skipped} skipped`],
        ] as const
      ).map(([name, r, answer]) => ({ heap: setting(flags), name, r, answer })),
    );
    for (const { heap, name, r, answer } of steps) console.log(`${heap}, ${name}: ${answer} in ${r.s.toFixed(1)} s; RSS app loaded ${mb(r.loaded)} MB, at the step's start ${mb(r.start)} MB, peak ${mb(r.peak)} MB (+${mb(r.peak - r.start)}); at the highest sample (${mb(r.sampled.rss)} MB) heap ${mb(r.sampled.heapUsed)} used of ${mb(r.sampled.heapTotal)}`);
    errors.forEach((e) => console.log(`  ${e}`));
    console.log(`rows in the tables: ${counts.map((c) => c.written).join(', ')}; company log entries: ${counts.map((c) => c.logs).join(', ')}; bare INSERT baseline: ${bare.toFixed(1)} s`);

    const MB300 = 300 * 1024 * 1024;
    const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
    const section = `${SECTION}

Run ${new Date().toISOString()} with \`npm run bench:import\` (\`tsx bench/import.mts ${ROWS}\`) on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB (shared with other work; load average ${load} over 1 / 5 / 15 minutes at the end), Node ${process.version}, ${server}. A ${mb(bytes)} MB CSV of ${ROWS.toLocaleString('en')} customers (7 columns) with exactly 3 bad rows goes through the app's own entry in process (\`POST /api/v1/customers/import\`, multipart, the file sent from disk as an upload arrives; no socket): the dry run, the all-or-nothing commit, then the commit that skips the bad rows, **each in a fresh process** (the app's modules loaded under tsx, then a dry run of the file's first ~2,000 rows to warm the code, as on a server that has been running). Each step writes the upload to a temporary file as it arrives, reads it through once to count its rows, then reads it again 2,000 rows at a time: each chunk checked as a create checks it (the input schema, uniqueness of the account number in the company and within the file) and, in a commit, written through the engine's batched create (\`INSERT ... SELECT FROM jsonb_to_recordset\`; the table's unique and four trigram search indexes kept; one company log entry), all in one transaction. The three steps ran twice, each time for a company of its own: with V8's heap as Node sizes it on this machine, then with its old generation capped (\`${HEAP_CAP}\`, as \`NODE_OPTIONS\` would give a server). Peak RSS is the kernel's high-water mark of the step's process (getrusage's maxrss); the heap is \`process.memoryUsage()\` at the highest of the samples taken every 20 ms.

| V8 heap | step | answer | seconds | RSS with the app loaded, MB | RSS at the step's start (warmed), MB | peak RSS of the process, MB | the import's addition (peak − start), MB | heap used at the peak, MB | < 60 s | whole process < 300 MB |
|---|---|---|---|---|---|---|---|---|---|---|
${steps.map(({ heap, name, r, answer }) => `| ${heap} | ${name} | ${answer} | ${r.s.toFixed(1)} | ${mb(r.loaded)} | ${mb(r.start)} | ${mb(r.peak)} | ${mb(r.peak - r.start)} | ${mb(r.sampled.heapUsed)} | ${verdict(r.s < 60)} | ${verdict(r.peak < MB300)} |`).join('\n')}

The dry run's errors, exactly the three planted:
${errors.map((e) => `- ${e}`).join('\n')}

Afterwards each company's table holds ${counts.map((c) => c.written).join(' and ')} customers (the all-or-nothing commits wrote none) and its company log ${counts.map((c) => c.logs).join(' and ')} entry for them. Baseline in the same run: the same ${good.length.toLocaleString('en')} good rows as bare multi-row INSERTs of 1,000 from one connection, one transaction, as the owner (no validation, no RLS; the same indexes kept): ${bare.toFixed(1)} s; the skipping commit (which reads and checks the file before writing) takes ${(valid.s / bare).toFixed(1)}× that.
`;
    const results = path.join(path.dirname(new URL(import.meta.url).pathname), 'RESULTS.md');
    const text = fs.readFileSync(results, 'utf8');
    const at = text.indexOf(SECTION);
    const end = at < 0 ? -1 : text.indexOf('\n## ', at + SECTION.length);
    fs.writeFileSync(results, at < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, at)}${section}${end < 0 ? '' : text.slice(end)}`);
    console.log('wrote bench/RESULTS.md');
  });
}

(process.env.IMPORT_STEP ? child() : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
