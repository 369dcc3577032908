import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, inject, vi } from 'vitest';

const databaseUrl = inject('databaseUrl');
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) process.env.PGLITE_SNAPSHOT = snapshot;
}
process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123';
process.env.ROOT_DOMAIN = 'example.com';
// Uploaded files (lib/storage) go to a directory of this run, never into the checkout's .data.
process.env.FILE_STORAGE_DIR ??= join(tmpdir(), `ws-test-files-${process.pid}`);

// The test runs' app is the shipped modules and the test areas (tests/support/test-modules.ts):
// every registry, fold and suite sees them as it would a new area. Imported lazily, after the
// environment above is set.
vi.mock('@/lib/api/modules', async (importOriginal) => {
  const shipped = await importOriginal<typeof import('@/lib/api/modules')>();
  const { foldModules } = await import('@/lib/engine/module');
  const { TEST_MODULES } = await import('./test-modules');
  const { declareDefaultTerms } = await import('@/lib/terminology/defaults');
  const { declareGems } = await import('@/lib/workspace/gems');
  const MODULES = [...shipped.MODULES, ...TEST_MODULES.map((t) => t.module)];
  const app = foldModules(MODULES);
  // As the shipped list does: the terminology service and the gems' readers read the app the tests run.
  declareDefaultTerms(app.terms);
  declareGems(app.desk.gems);
  return { ...shipped, MODULES, app };
});

// An API test's database gets the test areas' tables (a unit test opens no database for them).
beforeAll(async () => {
  if (!expect.getState().testPath?.includes('/tests/api/')) return;
  const { createTestModuleTables } = await import('./test-modules');
  await createTestModuleTables();
});
