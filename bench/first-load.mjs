#!/usr/bin/env node
// First-load JavaScript of the workspace: every script a fresh, signed-in browser fetches to show
// the dashboard until the network is quiet, counted as served (compressed bytes on the wire).
// Used by bench/run.mjs; also runs alone against a started server:
//   node bench/first-load.mjs http://demo.localhost:3101 admin@demo.test demo12345
import fs from 'node:fs';

export async function firstLoad(origin, email, password) {
  const { chromium } = await import('@playwright/test');
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Dock' }).waitFor();
    // A new context: nothing cached from the sign-in.
    const fresh = await browser.newPage({ storageState: await page.context().storageState() });
    // Sizes are read once the page is quiet: an event handler that awaits them could still be
    // pending when the sum is taken, and a late script would go uncounted.
    const requests = [];
    fresh.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') requests.push(request);
    });
    const started = Date.now();
    await fresh.goto(`${origin}/`);
    await fresh.locator('section[data-loaded="true"]').waitFor();
    const usableMs = Date.now() - started;
    await fresh.waitForLoadState('networkidle');
    const files = await Promise.all(
      requests.map(async (r) => {
        const encoding = (await r.response())?.headers()['content-encoding'] ?? 'identity';
        return { url: new URL(r.url()).pathname, bytes: (await r.sizes()).responseBodySize, encoding };
      }),
    );
    const bytes = files.reduce((a, f) => a + f.bytes, 0);
    return { firstLoadJsKb: bytes / 1024, scripts: files.length, uncompressed: files.filter((f) => f.encoding === 'identity').length, usableMs, files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, email, password] = process.argv.slice(2);
  const r = await firstLoad(origin, email, password);
  for (const f of [...r.files].sort((a, b) => b.bytes - a.bytes)) console.log(`${(f.bytes / 1024).toFixed(1).padStart(7)} kB  ${f.encoding.padEnd(8)} ${f.url}`);
  console.log(`${r.firstLoadJsKb.toFixed(1)} kB in ${r.scripts} files (${r.uncompressed} not compressed); usable in ${r.usableMs} ms`);
}
