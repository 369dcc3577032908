import { and, asc, eq, inArray } from 'drizzle-orm';
import { mileageExpenses, payRunEarnings, payRuns } from '@/db/schema';
import type { WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import type { SubLedger } from '@/lib/modules/books/sub-ledgers';
import { freeExpensesReimbursedBy, markExpensesReimbursed } from '@/lib/modules/time/paid';

type Run = typeof payRuns.$inferSelect;

/**
 * Mileage and expenses reimbursed, a ledger of pay runs beside the time paid: a posted run marks
 * each entry its reimbursement lines name (`earnings.{i}.expense_id`) reimbursed by it; void, or a
 * change of the run, frees them. Only an approved entry is reimbursed, and only once: a pending or
 * denied one, or one another run reimbursed, is refused on its line, nothing written. Which
 * employee, item and amount the line has was checked with the run's input (runs.ts `checkEarnings`).
 */
export const expensesReimbursedLedger: SubLedger<Run, unknown, unknown> = {
  writes: [mileageExpenses],
  async apply(ctx: WriteContext, run: Run) {
    const earnings = await ctx.tx
      .select({ expenseId: payRunEarnings.expenseId })
      .from(payRunEarnings)
      .where(and(eq(payRunEarnings.companyId, ctx.company.id), eq(payRunEarnings.payRunId, run.id)))
      .orderBy(asc(payRunEarnings.id));
    const ids = earnings.flatMap((e) => (e.expenseId === null ? [] : [e.expenseId]));
    if (!ids.length) return;
    const found = new Map(
      (await ctx.tx.select().from(mileageExpenses).where(and(eq(mileageExpenses.companyId, ctx.company.id), inArray(mileageExpenses.id, ids))).orderBy(asc(mileageExpenses.id)).for('update')).map((e) => [e.id, e]),
    );
    const others = [...found.values()].filter((e) => e.payRunId !== null && e.payRunId !== run.id);
    const numbers = new Map(
      others.length ? (await ctx.tx.select({ id: payRuns.id, number: payRuns.number }).from(payRuns).where(and(eq(payRuns.companyId, ctx.company.id), inArray(payRuns.id, others.map((e) => e.payRunId!))))).map((r) => [r.id, r.number]) : [],
    );
    const errors: FieldError[] = [];
    earnings.forEach((e, i) => {
      const entry = e.expenseId === null ? undefined : found.get(e.expenseId);
      if (!entry) return;
      const field = `earnings.${i}.expense_id`;
      if (entry.payRunId !== null && entry.payRunId !== run.id) errors.push({ field, ...say('expenseReimbursedBy', { number: numbers.get(entry.payRunId) ?? String(entry.payRunId) }) });
      else if (entry.approval !== 'approved') errors.push({ field, ...say('expenseReimburseApproved') });
    });
    if (errors.length) throw new ValidationError(errors);
    await markExpensesReimbursed(ctx, [...found.keys()], run.id);
  },
  async reverse(ctx: WriteContext, run: Run) {
    await freeExpensesReimbursedBy(ctx, run.id);
  },
};
