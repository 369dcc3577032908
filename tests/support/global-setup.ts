import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string | null;
  }
}

/**
 * With DATABASE_URL (a PostgreSQL server), the run gets a fresh database of its own, dropped at
 * the end; without it every test worker uses an in-memory embedded PGlite.
 */
export default async function setup(project: TestProject) {
  const server = process.env.DATABASE_URL;
  if (!server) {
    project.provide('databaseUrl', null);
    return;
  }
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
