import { and, asc, eq, inArray } from 'drizzle-orm';
import { payChecks, payRuns } from '@/db/schema';
import type { ActionContext } from '@/lib/engine/define';
import { entryText } from '@/lib/modules/books/entry-text';
import { filePdf } from '@/lib/modules/banking/check-files';
import { stubsOf, stubsPdfOf } from './runs';

/**
 * The pay stubs of printed paychecks into the Payroll filing cabinet (gem 12): for each check
 * printed that is a pay run's paycheck, its employee's stub of that run (the page the stubs PDF
 * gives them) kept as a file linked to the pay run, named in the company's language ("Pay stub
 * 7 Carol Cruz.pdf"), in the print's transaction. Linked to the pay run, it is read as the pay
 * run is: by those with the payroll rights, by no one else (lib/modules/files/cabinets.ts). A
 * reprint files the stub again, as it files the check's sheet again. Filed as the person printing:
 * one who does not read the pay run (a clerk printing checks without the payroll rights) files
 * none, as a quota with no room files none; the print goes on.
 */
export async function filePaycheckStubs(ctx: ActionContext, checkIds: number[]) {
  if (!checkIds.length) return;
  const paid = await ctx.tx
    .select({ runId: payChecks.payRunId, employeeId: payChecks.employeeId })
    .from(payChecks)
    .where(and(eq(payChecks.companyId, ctx.company.id), inArray(payChecks.checkId, checkIds)))
    .orderBy(asc(payChecks.payRunId), asc(payChecks.id));
  if (!paid.length) return;
  const runs = await ctx.tx.select().from(payRuns).where(and(eq(payRuns.companyId, ctx.company.id), inArray(payRuns.id, [...new Set(paid.map((p) => p.runId))])));
  for (const run of runs) {
    const wanted = new Set(paid.filter((p) => p.runId === run.id).map((p) => p.employeeId));
    const stubs = (await stubsOf(ctx, run)).filter((s) => wanted.has(s.employee_id));
    for (const stub of stubs) {
      const name = entryText(ctx, 'payStubFile', { number: run.number, employee: stub.employee.replace(/[\\/:*?"<>|]+/g, ' ').trim() || String(stub.employee_id) });
      await filePdf(ctx, `${name}.pdf`, await stubsPdfOf(ctx, run, [stub]), 'pay-runs', run.id);
    }
  }
}
