import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { ENABLE_TENANT_RLS } from '@/db/tenant-rls';
import type { Module } from '@/lib/engine/module';
import type { Fixture } from '../fixtures/resources';
import { TESTBED_TABLES, testbedFixtures, testbedModule } from '../fixtures/probe-module';

/**
 * Areas declared only for the tests (never shipped: nothing under lib/ or app/ imports them).
 * The test runs fold them into the app beside the shipped modules (tests/support/setup.ts mocks
 * lib/api/modules.ts), so every suite that walks the registry covers them as it would a new area:
 * the proof that an area needs nothing but its `defineModule`. Each brings its tables (SQL, made
 * in the test database like a migration's) and its collections' fixtures.
 */
export const TEST_MODULES: { module: Module; tables: string; fixtures: Record<string, Fixture> }[] = [
  { module: testbedModule, tables: TESTBED_TABLES, fixtures: testbedFixtures },
];

/** Whether a module is one of these (a suite about the shipped app leaves them out). */
export const isTestModule = (module: Module) => TEST_MODULES.some((t) => t.module === module);

/**
 * Makes the test areas' tables, then walls them as the migrate step walls every company table
 * (db/tenant-rls.ts). Once per database: later calls find everything there. Several workers
 * share one PostgreSQL database, so the DDL is serialised by a transaction's advisory lock
 * (which PgBouncer's transaction pooling keeps too).
 */
export async function createTestModuleTables(): Promise<void> {
  const db = await getDb();
  const statements = TEST_MODULES.flatMap((t) => t.tables.split(';')).map((s) => s.trim()).filter(Boolean);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(34034)`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw(ENABLE_TENANT_RLS));
  });
}
