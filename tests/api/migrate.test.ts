import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { knownMigrations, migratePostgres, pendingMigrations } from '@/db/migrate';
import { COMPANY_TABLES_WITHOUT_RLS } from '@/db/tenant-rls';

const server = inject('databaseUrl');

/** A fresh, empty database on the test server; dropped after `fn`. */
async function withEmptyDatabase(fn: (url: string) => Promise<void>) {
  const { Client } = await import('pg');
  const name = `ws_migrate_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: server! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

describe.skipIf(!server)('migrations as a deploy step (PostgreSQL)', () => {
  it('an empty database lacks every migration; the step applies them once, and twice at once is safe', async () => {
    await withEmptyDatabase(async (url) => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        expect(await pendingMigrations((text) => client.query(text))).toEqual(knownMigrations().map((m) => m.tag));
        await Promise.all([migratePostgres(url), migratePostgres(url)]);
        expect(await pendingMigrations((text) => client.query(text))).toEqual([]);
        const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(knownMigrations().length);
        // The step walls every company table, whatever its migration said (db/tenant-rls.ts).
        expect((await client.query(COMPANY_TABLES_WITHOUT_RLS)).rows).toEqual([]);
      } finally {
        await client.end();
      }
    });
  });
});
