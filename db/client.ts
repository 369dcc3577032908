import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

type Handle = { db: Db; close: () => Promise<void> };

/** Counts the statements sent, so a test can prove a listing's query count does not grow with its rows. */
export const queryCounter = ((globalThis as unknown as { __wsQueries?: { count: number } }).__wsQueries ??= { count: 0 });
const logger = { logQuery: () => void queryCounter.count++ };

const MIGRATIONS = path.join(process.cwd(), 'db/migrations');
/** Any fixed number: serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 727_001;

// One handle per process, kept on globalThis so `next dev` reloads and test files reuse it.
const cache = globalThis as unknown as { __wsDb?: Promise<Handle> };

/**
 * The database, migrated. `DATABASE_URL` selects PostgreSQL through a `pg` pool; without it
 * the embedded PGlite is used, persisted under `PGLITE_DIR` (default `.data/pglite`;
 * `memory://` keeps it in memory, as the tests do).
 */
export function getDb(): Promise<Db> {
  cache.__wsDb ??= open().catch((error) => {
    cache.__wsDb = undefined;
    throw error;
  });
  return cache.__wsDb.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const handle = cache.__wsDb;
  cache.__wsDb = undefined;
  if (handle) await (await handle).close();
}

async function open(): Promise<Handle> {
  return process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite();
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool, Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end();
  }
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const db = drizzle({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
  return { db, close: () => pool.end() };
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  const dir = process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data/pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) await mkdir(path.dirname(dir), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(dir);
  const db = drizzle({ client, schema, casing: 'snake_case', logger });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close() };
}

/** The rows of a raw `execute()` result: pg and PGlite both answer `{ rows }`. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;
