#!/usr/bin/env node
// How fast a list window opens after the first load (npm run bench:list-open): a company of
// 100,000 customers and 200,000 invoices on a fresh PostgreSQL database, the production server,
// headless Chromium signed in. The Invoices window is opened once (the first load); then each
// tab of its hub (Processing: every sales document's list) is clicked in turn, several rounds: the time from the
// click to the new list drawn (its first row, or what an empty one says) is what a person waits.
// Target (issue 36): every list ≤ 150 ms. Prints a table; the figures go into bench/RESULTS.md by hand.
import fs from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateCustomers, generateInvoices } from './generate.mjs';
import { call, freshDatabase, log, ROOT, start, stopAll, waitForHttp } from './harness.mjs';
import pg from 'pg';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = Number(process.env.BENCH_PORT ?? 3303);
const ROUNDS = 5;
const PASSWORD = 'bench-password-1';

const p50 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Clicks each tab of the window's hub in turn and times it until its list is drawn. */
async function timeTabs(page, timings) {
  const hub = page.getByRole('navigation', { name: 'Related lists' }).first();
  const names = await hub.getByRole('button').allTextContents();
  for (const raw of names) {
    const name = raw.replace(/\d+$/, '').trim();
    const tab = hub.getByRole('button', { name: raw.trim(), exact: true });
    if ((await tab.getAttribute('aria-current')) === 'page') continue;
    const started = performance.now();
    await tab.click();
    const drawn = page.waitForFunction(
      (label) => {
        const nav = document.querySelector('nav[aria-label="Related lists"]');
        const current = nav?.querySelector('[aria-current="page"]');
        if (!current || !current.textContent?.startsWith(label)) return false;
        const win = nav.closest('[role="dialog"]') ?? document;
        // Its first row, or what an empty list (or queue) says.
        return !!win.querySelector('tbody tr[data-index="0"]') || /No results found|Nothing is waiting/.test(win.textContent ?? '');
      },
      name,
      { polling: 'raf', timeout: 30_000 },
    );
    try {
      await drawn;
    } catch (error) {
      await page.screenshot({ path: '/tmp/list-open-failed.png' });
      throw new Error(`The ${name} tab's list was not drawn: ${error.message}`);
    }
    (timings[name] ??= []).push(performance.now() - started);
  }
}

async function main() {
  const database = await freshDatabase(SERVER_URL, 'ws_bench_lists');
  try {
    if (!fs.existsSync(`${ROOT}/.next/BUILD_ID`)) throw new Error('Build first: npm run build');
    start('npm', ['start', '--', '-p', String(PORT)], { DATABASE_URL: database.url, MIGRATE_ON_START: '1', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: '0', ROOT_DOMAIN: 'localhost', DATABASE_POOL_SIZE: '4' });
    await waitForHttp(PORT, 'localhost', '/api/v1/site/me');
    const slug = 'bench-lists';
    const made = await call(PORT, 'localhost', 'POST', '/api/v1/site/signup', { body: { company_name: slug, slug, display_name: 'Bench Owner', email: `owner@${slug}.test`, password: PASSWORD } });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await generateCustomers(db, made.body.company.id, 100_000);
    await generateInvoices(db, made.body.company.id, 200_000);
    await db.query('analyze');
    await db.end();
    log('100000 customers and 200000 invoices made');

    const { chromium } = await import('@playwright/test');
    const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const timings = {};
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const origin = `http://${slug}.localhost:${PORT}`;
      await page.goto(`${origin}/login`);
      await page.getByLabel('E-mail').fill(`owner@${slug}.test`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Dock' }).waitFor();
      for (const first of ['invoices']) {
        // The first load of this window (not timed), then its hub's tabs, round after round.
        await page.goto(`${page.url().split('?')[0]}?w=list:${first}`);
        await page.locator('tbody tr[data-index="0"]').first().waitFor({ timeout: 60_000 });
        for (let round = 0; round < ROUNDS; round++) await timeTabs(page, timings);
      }
    } finally {
      await browser.close();
    }
    const rows = Object.entries(timings).map(([name, times]) => ({ name, p50: p50(times), max: Math.max(...times), n: times.length }));
    console.log(`Run ${new Date().toISOString()} with \`npm run bench:list-open\`, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at its end.\n`);
    console.log('| list (a hub tab clicked) | opens p50 ms | max ms | clicks | target ≤ 150 ms |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${r.p50.toFixed(0)} | ${r.max.toFixed(0)} | ${r.n} | ${r.p50 <= 150 ? 'met' : '**missed**'} |`);
  } finally {
    stopAll();
    await sleep(500);
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
