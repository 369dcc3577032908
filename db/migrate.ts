import fs from 'node:fs';
import path from 'node:path';
import { ENABLE_TENANT_RLS } from './tenant-rls';

/** Runs one SQL text and answers its rows: a `pg` client or pool's `query`, or drizzle's `execute`. */
export type RunSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Migrations as a step of their own (`npm run db:migrate`): a deploy applies them once, before
 * its servers start, rather than every serverless cold start racing to. The embedded database
 * still migrates when it opens (db/client.ts), as does PostgreSQL with MIGRATE_ON_START=1.
 */
export const MIGRATIONS = path.join(process.cwd(), 'db/migrations');
/** Any fixed number: serialises migrations when several instances or steps run at once. */
const MIGRATION_LOCK = 727_001;

type Journal = { entries: { tag: string; when: number }[] };

/** The migrations this code needs, in order (drizzle-kit's journal). */
export const knownMigrations = (): Journal['entries'] => (JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as Journal).entries;

/** Applies every pending migration to the PostgreSQL database at `url`, then the tenant wall (db/tenant-rls.ts), under an advisory lock. */
export async function migratePostgres(url: string): Promise<void> {
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
    await client.query(ENABLE_TENANT_RLS);
  } finally {
    await client.end();
  }
}

/**
 * The migrations the database has not applied (by drizzle's record of the last one applied):
 * none on a current database, all on an empty one.
 */
export async function pendingMigrations(run: RunSql): Promise<string[]> {
  const known = knownMigrations();
  const recorded = await run(`select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'`);
  const applied = recorded.rows.length ? await run('select max(created_at)::text as at from drizzle.__drizzle_migrations') : { rows: [] };
  const last = Number(applied.rows[0]?.at ?? 0);
  return known.filter((m) => m.when > last).map((m) => m.tag);
}
