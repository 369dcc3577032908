import { and, asc, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, payRuns, payrollEntries, payrollItems } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { answerColumns, defineReport, reportParam } from '@/lib/engine/reports';
import { columnTotal, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, toCents } from '@/lib/money';

/**
 * Payroll liabilities: what posted pay runs paid on a date of the period left owing, per payroll
 * item (deductions, withholdings and employer taxes) and the liability account it is owed in,
 * summed in SQL from the year-to-date sub-ledger's live entries.
 */
export async function payrollLiabilities(ctx: ResourceContext, from: string, to: string): Promise<TableReport> {
  const rows = await ctx.tx
    .select({ item: payrollItems.displayName, kind: payrollItems.kind, account: accounts.displayName, owed: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .innerJoin(payRuns, eq(payRuns.id, payrollEntries.payRunId))
    .innerJoin(payrollItems, eq(payrollItems.id, payrollEntries.payrollItemId))
    .innerJoin(accounts, eq(accounts.id, payrollEntries.creditAccountId))
    .where(
      and(
        eq(payrollEntries.companyId, ctx.company.id),
        not(payrollEntries.reversed),
        inArray(payrollEntries.kind, ['pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax']),
        gte(payRuns.payDate, from),
        lte(payRuns.payDate, to),
      ),
    )
    .groupBy(payrollItems.id, payrollItems.displayName, payrollItems.kind, accounts.displayName)
    .orderBy(asc(accounts.displayName), asc(payrollItems.displayName));
  const shown = rows.map((r) => ({ item: r.item, kind: r.kind, account: r.account, owed: fromCents(toCents(r.owed)) }));
  return { columns: [textColumn('item'), textColumn('kind'), textColumn('account'), moneyColumn('owed')], rows: shown, totals: { owed: columnTotal(shown, 'owed') } };
}

export const payrollReports = [
  defineReport({
    name: 'payroll-liabilities',
    permission: 'pay-runs',
    params: z.object({ from: reportParam.date(), to: reportParam.date() }),
    run: (ctx, p) => payrollLiabilities(ctx, p.from, p.to),
    columns: answerColumns,
    period: 'range',
  }),
];
