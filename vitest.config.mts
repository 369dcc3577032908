import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup.ts'],
    // Test files share their worker's modules and database (as they always shared PostgreSQL's
    // database): evaluating the app and opening a database per file was most of a run (the whole
    // suite on PGlite 28.6 → 9.3 min, on PostgreSQL 15.9 → 7.0 min, 2026-11-28). A file that needs
    // a fresh process state makes it itself (tests/api/named-statements.test.ts).
    isolate: false,
    // Generous: a file's first test also makes its company, and a busy CI machine is slow at it.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
