import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
    pgliteSnapshot: string | null;
  }
}

/**
 * With DATABASE_URL (a PostgreSQL server), the run gets a fresh database of its own, dropped at
 * the end; without it the run's worker (and a file that closes its database) opens an in-memory
 * embedded PGlite, started from one migrated snapshot made here (a new cluster and its migrations
 * take three times as long).
 */
export default async function setup(project: TestProject) {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const { writePgliteSnapshot } = await import('../../db/client');
    const snapshot = path.join(os.tmpdir(), `ws-test-pglite-${randomBytes(6).toString('hex')}.tgz`);
    await writePgliteSnapshot(snapshot);
    project.provide('databaseUrl', null);
    project.provide('pgliteSnapshot', snapshot);
    return () => rm(snapshot, { force: true });
  }
  project.provide('pgliteSnapshot', null);
  const { Client } = await import('pg');
  const name = `ws_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());

  // Migrate once here, as a deploy's migrate step does, so that the workers find the schema ready.
  const { migratePostgres } = await import('../../db/migrate');
  await migratePostgres(url.toString());

  return async () => {
    const drop = new Client({ connectionString: server });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
}
