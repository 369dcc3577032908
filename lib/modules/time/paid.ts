import { and, eq, inArray, sql } from 'drizzle-orm';
import { mileageExpenses, timeEntries } from '@/db/schema';
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

/**
 * Mileage and expenses paid back by a pay run's reimbursement lines (`pay_run_id`): payroll's
 * reimbursed ledger marks and frees them through these (lib/modules/payroll/expenses-reimbursed.ts).
 */
export async function markExpensesReimbursed(ctx: WriteContext, expenseIds: number[], payRunId: number) {
  if (!expenseIds.length) return;
  await ctx.tx
    .update(mileageExpenses)
    .set({ payRunId, updatedAt: sql`now()` })
    .where(and(eq(mileageExpenses.companyId, ctx.company.id), inArray(mileageExpenses.id, expenseIds)));
}

/** Frees the mileage and expenses a pay run reimbursed (its void, or a change of it). */
export async function freeExpensesReimbursedBy(ctx: WriteContext, payRunId: number) {
  await ctx.tx
    .update(mileageExpenses)
    .set({ payRunId: null, updatedAt: sql`now()` })
    .where(and(eq(mileageExpenses.companyId, ctx.company.id), eq(mileageExpenses.payRunId, payRunId)));
}
