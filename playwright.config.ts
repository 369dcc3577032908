import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3200);
// Debian's Chromium where present (`npx playwright install` cannot download on CI's network): its
// headless shell first, what Playwright itself runs headless (the full browser's headless mode kept
// its browser and GPU processes at about a fifth of a core each through the suite), then the full
// browser (which `--headed` needs).
const SYSTEM_CHROMIUM = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // A CI machine can be slower than a workstation: a long walk gets twice the minute there.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    // A control that never appears fails its step in 30 s, naming it, rather than the whole test at its limit.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: SYSTEM_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // The production build (`npm run build` first) on a fresh embedded database with the demo seed.
  webServer: {
    // With a mail server of its own (tests/e2e/smtp-sink.mjs), which the app is not told of: like a
    // new install it has no platform server (no SMTP_URL, no MAIL_FROM), so a company e-mails only
    // once it has its own server — the specs that send give the demo company the sink (useMailSink).
    command: `rm -rf .data/e2e-${PORT}; node tests/e2e/smtp-sink.mjs ${PORT + 1000} & npm start -- -p ${PORT}`,
    url: `http://localhost:${PORT}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PGLITE_DIR: `.data/e2e-${PORT}/pglite`, FILE_STORAGE_DIR: `.data/e2e-${PORT}/files`, SEED_DEMO: '1', AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e', ROOT_DOMAIN: 'localhost', MAIL_SECRET_KEY: 'e2e-mail-key-e2e-mail-key-e2e-mail-key', OUTBOUND_ALLOW_PRIVATE: '1' },
  },
});
