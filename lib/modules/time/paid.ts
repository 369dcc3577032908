import { and, eq, inArray, sql } from 'drizzle-orm';
import { timeEntries } from '@/db/schema';
import type { WriteContext } from '@/lib/engine/define';

/**
 * Time worked paid by a pay run (`pay_run_id`): payroll's time-paid ledger marks and frees it
 * through these, the time area's own writes of its table (lib/modules/payroll/time-paid.ts).
 */
export async function markTimePaid(ctx: WriteContext, entryIds: number[], payRunId: number) {
  if (!entryIds.length) return;
  await ctx.tx
    .update(timeEntries)
    .set({ payRunId, updatedAt: sql`now()` })
    .where(and(eq(timeEntries.companyId, ctx.company.id), inArray(timeEntries.id, entryIds)));
}

/** Frees the time a pay run paid (its void, or a change of it). */
export async function freeTimePaidBy(ctx: WriteContext, payRunId: number) {
  await ctx.tx
    .update(timeEntries)
    .set({ payRunId: null, updatedAt: sql`now()` })
    .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.payRunId, payRunId)));
}
