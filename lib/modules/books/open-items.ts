import { and, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { selectAll } from '@/db/select-all';
import type { TableRow, WriteContext } from '@/lib/engine/define';
import { reachableRows } from '@/lib/engine/reach';
import type { KeptBalance } from './sub-ledgers';

/**
 * Open items: documents that owe a balance until money is set against them (invoices and credit
 * memos in receivables, bills and vendor credits in payables). Their `total_paid` and
 * `balance_due` are the kept balance of the applications set against them (`openItemBalance`),
 * and change after posting only through it. Rows are locked in id order (no deadlocks), so
 * an application that checks the balance it finds under the lock never over-applies it.
 */
export type OpenItemTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; totalPaid: AnyPgColumn; balanceDue: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The rows of `table` with these ids that the person reaches (lib/engine/reach.ts: money is never
 * set against a record secured to others, or of a section they may not see; such an id is as one
 * that does not exist), locked for the transaction in id order; by id.
 */
export async function lockOpenItems<T extends OpenItemTable>(ctx: WriteContext, table: T, ids: number[]): Promise<Map<number, T['$inferSelect']>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const rows = await selectAll<TableRow<T>>(ctx.tx, table, sql`where ${and(reachableRows(ctx, table), inArray(table.id, sorted))} order by ${table.id} for no key update`);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The kept balance of open items that applications move (sub-ledgers.ts): an application adds
 * its amount to the item's total paid and takes it from its balance due; its reversal gives it back.
 */
export const openItemBalance = <R>(table: OpenItemTable, id: (row: R) => number | null, amount: (row: R) => string): KeptBalance<R> => ({
  table,
  key: (row) => (id(row) === null ? null : { id: id(row)! }),
  moves: (row) => ({ totalPaid: amount(row), balanceDue: `-${amount(row)}` }),
});
