import { defineConfig } from '@playwright/test';
import production from './playwright.config';

// The same browser, against `next dev` (React's development mode runs effects twice): only the
// specs of tests/e2e-dev, which check that development behaves as the production build does.
const PORT = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 50);
// The tests' helpers (tests/e2e/support.ts `at`) read the port from here; the workers inherit it.
process.env.E2E_DEV_PORT = String(PORT);
process.env.E2E_PORT = String(PORT);

export default defineConfig({
  ...production,
  testDir: 'tests/e2e-dev',
  outputDir: 'test-results/e2e-dev',
  // The first visit of each page compiles it.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  // Actions wait as long as expectations: a page's first compile can outlast the production 30 s.
  use: { ...production.use, actionTimeout: 60_000, navigationTimeout: 180_000, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `rm -rf .data/e2e-dev-${PORT} && npx next dev -p ${PORT}`,
    url: `http://localhost:${PORT}/login`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: { PGLITE_DIR: `.data/e2e-dev-${PORT}/pglite`, SEED_DEMO: '1', AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e', ROOT_DOMAIN: 'localhost' },
  },
});
