import { sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';

/** The role every request transaction runs as; created by migration 0001 without BYPASSRLS. */
export const APP_ROLE = 'ws_app';

/**
 * Runs `fn` in one transaction as the app role, scoped to `companyId`: row-level security then
 * shows and accepts only that company's rows, whatever the queries inside ask for.
 */
export async function withTenant<T>(companyId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid company id ${companyId}`);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.company_id', ${String(companyId)}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return fn(tx as Tx);
  });
}
