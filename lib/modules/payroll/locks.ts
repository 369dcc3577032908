import { sql } from 'drizzle-orm';
import type { ResourceContext } from '@/lib/engine/define';

/**
 * Transaction locks on records of this company under a name (`payroll-employee`, `time-employee`,
 * `payroll-liability`), one per id, taken in id order in one statement: two writers wanting some of
 * the same ids wait for each other in the same order, never deadlock.
 */
export async function lockIds(ctx: ResourceContext, name: string, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return;
  await ctx.tx.execute(sql`select count(pg_advisory_xact_lock(hashtext(${`${name}:${ctx.company.id}`}), id)) from (select unnest(${`{${sorted.join(',')}}`}::int[]) as id order by 1) ids`);
}
