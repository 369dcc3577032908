import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { payRuns, timeEntries } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import type { SubLedger } from '@/lib/modules/books/sub-ledgers';
import { freeTimePaidBy, markTimePaid } from '@/lib/modules/time/paid';
import { lockIds } from './locks';

type Run = typeof payRuns.$inferSelect;
type Line = { employee_id: number };

/**
 * The employees' time locks (time worked's own, lib/modules/time/entries.ts `lockEmployee`), taken
 * in id order in one statement: while a pay run reads and marks an employee's time, no entry of
 * theirs is written, approved or denied, and one waiting finds the period closed once it posts.
 */
export const lockEmployeesTime = (ctx: ResourceContext, employeeIds: number[]) => lockIds(ctx, 'time-employee', employeeIds);

/**
 * Time paid, a ledger of pay runs beside the year to date: a posted run marks each of its
 * employees' approved time worked in its pay period paid by it (`time_entries.pay_run_id`),
 * whether its hours came from that time or were given on the line (the run paid the period);
 * void, or a change of the run, frees it. Time paid by another run is refused, naming the line.
 * Pending and denied time is not paid and stays unmarked (docs/decisions.md, Issue 40 continued).
 */
export const timePaidLedger: SubLedger<Run, unknown, Line> = {
  writes: [timeEntries],
  async apply(ctx: WriteContext, run: Run, lines: Line[]) {
    const employeeIds = lines.map((l) => l.employee_id);
    if (!employeeIds.length) return;
    await lockEmployeesTime(ctx, employeeIds);
    const entries = await ctx.tx
      .select({ id: timeEntries.id, employeeId: timeEntries.employeeId, date: timeEntries.date, payRunId: timeEntries.payRunId })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.companyId, ctx.company.id),
          inArray(timeEntries.employeeId, employeeIds),
          eq(timeEntries.approval, 'approved'),
          gte(timeEntries.date, run.periodStart),
          lte(timeEntries.date, run.periodEnd),
        ),
      )
      .orderBy(asc(timeEntries.id))
      .for('update');
    const others = entries.filter((e) => e.payRunId !== null && e.payRunId !== run.id);
    if (others.length) {
      const numbers = new Map((await ctx.tx.select({ id: payRuns.id, number: payRuns.number }).from(payRuns).where(and(eq(payRuns.companyId, ctx.company.id), inArray(payRuns.id, others.map((e) => e.payRunId!))))).map((r) => [r.id, r.number]));
      const errors: FieldError[] = [];
      lines.forEach((line, i) => {
        const paid = others.find((e) => e.employeeId === line.employee_id);
        if (paid) errors.push({ field: `lines.${i}.employee_id`, ...say('timePaidByRun', { date: paid.date, number: numbers.get(paid.payRunId!) ?? String(paid.payRunId) }) });
      });
      throw new ValidationError(errors);
    }
    await markTimePaid(ctx, entries.map((e) => e.id), run.id);
  },
  async reverse(ctx: WriteContext, run: Run) {
    await freeTimePaidBy(ctx, run.id);
  },
};
