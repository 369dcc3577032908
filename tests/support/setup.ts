import { inject } from 'vitest';

const databaseUrl = inject('databaseUrl');
if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123';
process.env.ROOT_DOMAIN = 'example.com';
