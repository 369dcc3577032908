import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const databaseUrl = inject('databaseUrl');
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123';
process.env.ROOT_DOMAIN = 'example.com';
// Uploaded files (lib/storage) go to a directory of this run, never into the checkout's .data.
process.env.FILE_STORAGE_DIR ??= join(tmpdir(), `ws-test-files-${process.pid}`);
