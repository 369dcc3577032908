import { transact, type Tx } from '@/db/client';

/** The role every request transaction runs as; created by migration 0001 without BYPASSRLS. */
export const APP_ROLE = 'ws_app';

/**
 * Runs `fn` in one transaction as the app role, scoped to `companyId`: row-level security then
 * shows and accepts only that company's rows, whatever the queries inside ask for.
 */
export async function withTenant<T>(companyId: number, fn: (tx: Tx) => Promise<T>, options?: { readOnly?: boolean }): Promise<T> {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Invalid company id ${companyId}`);
  // Both values are inlined (a checked integer and a constant) so that BEGIN and this go as one statement.
  return transact(`select set_config('app.company_id', '${companyId}', true), set_config('role', '${APP_ROLE}', true)`, fn, options);
}
