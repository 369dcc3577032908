#!/usr/bin/env node
// The receivables aging benchmark (npm run bench:aging): 200,000 invoices of one company, the
// aging report through the app (today, and a past date that adds back later payments) against
// a bare aggregate over every invoice and payment of the company (what the report would cost if
// it replayed history). Writes its section of bench/RESULTS.md; every figure from this one run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { generateCustomers, generateInvoices } from './generate.mjs';
import { call, freshDatabase, log, ROOT, sequentialP50, start, stopAll, waitForHttp } from './harness.mjs';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_PORT = Number(process.env.BENCH_PORT ?? 3302);
const INVOICES = 200_000;
const CUSTOMERS = 2_000;
const CALLS = 30;
const PASSWORD = 'bench-password-1';
const SECTION = '## Receivables aging';

/** The aging as a naive report would make it: every invoice of the company, less every payment. */
const BARE = `
  select d.customer_id,
    sum(d.total_amount - coalesce(a.paid, 0)) filter (where $2::date - d.due_date <= 0) as current,
    sum(d.total_amount - coalesce(a.paid, 0)) filter (where $2::date - d.due_date between 1 and 30) as d30,
    sum(d.total_amount - coalesce(a.paid, 0)) filter (where $2::date - d.due_date between 31 and 60) as d60,
    sum(d.total_amount - coalesce(a.paid, 0)) filter (where $2::date - d.due_date between 61 and 90) as d90,
    sum(d.total_amount - coalesce(a.paid, 0)) filter (where $2::date - d.due_date > 90) as over
  from sales_documents d
  left join (select invoice_id, sum(amount) as paid from receivable_applications where company_id = $1 and date <= $2 group by 1) a on a.invoice_id = d.id
  where d.company_id = $1 and d.kind = 'invoice' and d.state = 'posted' and d.date <= $2
  group by 1`;

async function main() {
  const database = await freshDatabase(SERVER_URL, 'ws_bench_aging');
  try {
    if (!fs.existsSync(path.join(ROOT, '.next/BUILD_ID'))) execSync('npx next build', { cwd: ROOT, stdio: 'inherit' });
    start('npm', ['start', '--', '-p', String(APP_PORT)], { DATABASE_URL: database.url, MIGRATE_ON_START: '1', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: '0', ROOT_DOMAIN: 'localhost', DATABASE_POOL_SIZE: '4' });
    await waitForHttp(APP_PORT, 'localhost', '/api/v1/site/me');
    const slug = 'bench-aging';
    const made = await call(APP_PORT, 'localhost', 'POST', '/api/v1/site/signup', { body: { company_name: slug, slug, display_name: 'Bench Owner', email: `owner@${slug}.test`, password: PASSWORD } });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    const host = `${slug}.localhost:${APP_PORT}`;
    const token = (await call(APP_PORT, host, 'POST', '/api/v1/site/login', { body: { email: `owner@${slug}.test`, password: PASSWORD } })).body.auth_key;
    const companyId = made.body.company.id;

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const t = Date.now();
    await generateCustomers(db, companyId, CUSTOMERS);
    await generateInvoices(db, companyId, INVOICES);
    const open = (await db.query("select count(*)::int as n from sales_documents where company_id = $1 and state = 'posted' and balance_due <> 0", [companyId])).rows[0].n;
    log(`${INVOICES} invoices (${open} open) made in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const aging = (date) => async () => {
      const res = await call(APP_PORT, host, 'GET', `/api/v1/reports/receivables-aging?date=${date}`, { token });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.ms;
    };
    const bare = (date) => async () => {
      const started = process.hrtime.bigint();
      await db.query(BARE, [companyId, date]);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // The least an authenticated API answer costs on this server now (session, tenant
    // transaction, JSON): the report's own share is what it takes beyond this floor.
    const floor = async () => {
      const res = await call(APP_PORT, host, 'GET', '/api/v1/customers?per-page=1', { token });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.ms;
    };
    const today = new Date().toISOString().slice(0, 10);
    const past = '2026-03-31';
    const r = {
      invoices: INVOICES,
      open,
      floor: await sequentialP50(CALLS, floor),
      today: await sequentialP50(CALLS, aging(today)),
      past: await sequentialP50(CALLS, aging(past)),
      bareToday: await sequentialP50(CALLS, bare(today)),
      barePast: await sequentialP50(CALLS, bare(past)),
    };
    log('aging', JSON.stringify(r));
    await db.end();
    writeSection(r);
  } finally {
    stopAll();
    await sleep(500);
    await database.drop();
  }
}

function writeSection(r) {
  const f = (v, d = 1) => v.toFixed(d);
  const ok = (app, bare) => (app < 100 && app < bare ? 'met' : '**missed**');
  const section = [
    SECTION,
    '',
    `Run ${new Date().toISOString()} with \`npm run bench:aging\`: ${r.invoices} invoices of one company over ${CUSTOMERS} customers and two years, ${r.open} of them open; every paid amount an application row. The app's report reads the kept balance due of open invoices (the partial index \`sales_documents_open_idx\`) and, for a past date, adds back the applications dated after it; the bare query aggregates every invoice and every application of the company with \`pg\` alone.`,
    '',
    `An authenticated one-row list answered in ${f(r.floor)} ms p50 in the same run (the HTTP floor: session, tenant transaction, JSON); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores when the run ended.`,
    '',
    '| aging as of | app p50 ms (HTTP, JSON) | of which beyond the HTTP floor | bare aggregate over all history p50 ms | ratio | target < 100 ms and < bare |',
    '|---|---|---|---|---|---|',
    `| today | ${f(r.today)} | ${f(r.today - r.floor)} | ${f(r.bareToday)} | ${f(r.today / r.bareToday, 2)} | ${ok(r.today, r.bareToday)} |`,
    `| ${'2026-03-31'} (past) | ${f(r.past)} | ${f(r.past - r.floor)} | ${f(r.barePast)} | ${f(r.past / r.barePast, 2)} | ${ok(r.past, r.barePast)} |`,
    '',
  ].join('\n');
  const file = path.join(ROOT, 'bench/RESULTS.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(SECTION);
  const next = start < 0 ? -1 : text.indexOf('\n## ', start + SECTION.length);
  const out = start < 0 ? `${text.trimEnd()}\n\n${section}` : `${text.slice(0, start)}${section}${next < 0 ? '' : `\n${text.slice(next + 1)}`}`;
  fs.writeFileSync(file, out.endsWith('\n') ? out : `${out}\n`);
  log('wrote bench/RESULTS.md');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
