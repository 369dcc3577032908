import { and, asc, eq, gte, inArray, lte, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, checks, employees, payRuns, payrollEntries, payrollItems, payrollLiabilityPaymentLines, payrollLiabilityPayments, payrollYtd, type PayrollItemKind } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import { employeesResource } from '@/lib/modules/crm/employees';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { columnTotal, decimalColumn, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, toCents, type Cents } from '@/lib/money';
import { OWED_KINDS, owedAsOf, payingPayments } from './liability-payments';
import { WAGE_KINDS } from './calculate';

/**
 * Payroll liabilities, owed and paid: per payroll item (deductions, withholdings and employer
 * taxes) and the liability account it is owed in, what posted pay runs paid on a date of the
 * period left owing (`owed`), what posted liability payments of the period paid (`paid`), and the
 * item's balance at the period's end (`balance`: all owed through then less all paid through then),
 * summed in SQL from the year-to-date sub-ledger's live entries and the payments' lines.
 */
export async function payrollLiabilities(ctx: ResourceContext, from: string, to: string): Promise<TableReport> {
  const owed = await ctx.tx
    .select({ item: payrollEntries.payrollItemId, amount: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .innerJoin(payRuns, eq(payRuns.id, payrollEntries.payRunId))
    .where(and(eq(payrollEntries.companyId, ctx.company.id), not(payrollEntries.reversed), inArray(payrollEntries.kind, OWED_KINDS), gte(payRuns.payDate, from), lte(payRuns.payDate, to)))
    .groupBy(payrollEntries.payrollItemId);
  const paid = await ctx.tx
    .select({ item: payrollLiabilityPaymentLines.payrollItemId, amount: sql<string>`sum(${payrollLiabilityPaymentLines.amount})::text` })
    .from(payrollLiabilityPaymentLines)
    .innerJoin(payrollLiabilityPayments, eq(payrollLiabilityPayments.id, payrollLiabilityPaymentLines.paymentId))
    .leftJoin(checks, eq(checks.id, payrollLiabilityPayments.checkId))
    .where(and(eq(payrollLiabilityPaymentLines.companyId, ctx.company.id), payingPayments(), gte(payrollLiabilityPayments.date, from), lte(payrollLiabilityPayments.date, to)))
    .groupBy(payrollLiabilityPaymentLines.payrollItemId);
  const items = await ctx.tx
    .select({ id: payrollItems.id, item: payrollItems.displayName, kind: payrollItems.kind, account: accounts.displayName })
    .from(payrollItems)
    .innerJoin(accounts, eq(accounts.id, payrollItems.liabilityAccountId))
    .where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.kind, OWED_KINDS)))
    .orderBy(asc(accounts.displayName), asc(payrollItems.displayName));
  const balances = await owedAsOf(ctx, items.map((i) => i.id), to);
  const of = (list: { item: number; amount: string }[], id: number) => toCents(list.find((r) => r.item === id)?.amount ?? '0');
  const shown = items.flatMap((i) => {
    const b = balances.get(i.id)!;
    const row = { item: i.item, kind: i.kind, account: i.account, owed: of(owed, i.id), paid: of(paid, i.id), balance: b.owed - b.paid };
    return row.owed || row.paid || row.balance ? [{ ...row, owed: fromCents(row.owed), paid: fromCents(row.paid), balance: fromCents(row.balance) }] : [];
  });
  return {
    columns: [textColumn('item'), textColumn('kind'), textColumn('account'), moneyColumn('owed'), moneyColumn('paid'), moneyColumn('balance')],
    rows: shown,
    totals: { owed: columnTotal(shown, 'owed'), paid: columnTotal(shown, 'paid'), balance: columnTotal(shown, 'balance') },
  };
}

const EARNING = new Set<string>(['hourly', 'overtime', 'salary']);
/** A paycheck's columns, from each kind's sum: what the stub shows, the employee's and the company's. */
const PAYCHECK_COLUMNS = ['gross', 'pre_tax', 'withholdings', 'after_tax', 'net', 'employer_taxes'] as const;
function paycheckFigures(sums: Map<string, Cents>) {
  const of = (...kinds: PayrollItemKind[]) => kinds.reduce((s, k) => s + (sums.get(k) ?? 0n), 0n);
  const gross = of(...WAGE_KINDS);
  const [preTax, withholdings, afterTax] = [of('pre_tax_deduction'), of('withholding'), of('after_tax_deduction')];
  // Reimbursements are paid with the net, not wages: the net is the gross less what came off, plus them.
  return { gross, pre_tax: preTax, withholdings, after_tax: afterTax, net: gross - preTax - withholdings - afterTax + of('reimbursement'), employer_taxes: of('employer_tax') };
}

/**
 * Per employee (by name), their paycheck figures from amounts per kind. Employees are reached
 * through their collection (lib/engine/reach.ts): the figures of employees this person may not see
 * (no view right of employees, or secured to others) are one unnamed row, last, so the totals
 * still add up and no name shows.
 */
async function byEmployee(ctx: ResourceContext, rows: { employeeId: number; kind: string; amount: string; hours?: string }[], withHours: boolean): Promise<TableReport> {
  // An employee whose amounts all came back to nothing (their runs voided) is not shown.
  const ids = [...new Set(rows.map((r) => r.employeeId))];
  const names = ids.length ? await ctx.tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(and(...reachable(employeesResource, ctx), inArray(employees.id, ids))).orderBy(asc(employees.displayName), asc(employees.id)) : [];
  const reached = new Set(names.map((e) => e.id));
  const unnamed = ids.some((id) => !reached.has(id)) ? [{ id: null, name: '' }] : [];
  const shown = [...names, ...unnamed].flatMap((e) => {
    const mine = rows.filter((r) => (e.id === null ? !reached.has(r.employeeId) : r.employeeId === e.id));
    const sums = new Map<string, Cents>();
    for (const r of mine) sums.set(r.kind, (sums.get(r.kind) ?? 0n) + toCents(r.amount));
    const figures = paycheckFigures(sums);
    const hours = mine.filter((r) => EARNING.has(r.kind)).reduce((s, r) => s + toCents(r.hours ?? '0'), 0n);
    if (!hours && PAYCHECK_COLUMNS.every((c) => !figures[c])) return [];
    return [{ employee: e.name, ...(withHours ? { hours: fromCents(hours) } : {}), ...Object.fromEntries(PAYCHECK_COLUMNS.map((c) => [c, fromCents(figures[c])])) }];
  });
  const keys = [...(withHours ? ['hours'] : []), ...PAYCHECK_COLUMNS];
  return {
    columns: [textColumn('employee'), ...(withHours ? [decimalColumn('hours')] : []), ...PAYCHECK_COLUMNS.map(moneyColumn)],
    rows: shown,
    totals: Object.fromEntries(keys.map((k) => [k, columnTotal(shown, k)])),
  };
}

/** The live amounts of posted pay runs paid in a period, per employee, item and kind (the sub-ledger, summed in SQL). */
async function paidInPeriod(ctx: ResourceContext, from: string, to: string) {
  return ctx.tx
    .select({ employeeId: payrollEntries.employeeId, itemId: payrollEntries.payrollItemId, kind: payrollEntries.kind, amount: sql<string>`sum(${payrollEntries.amount})::text`, hours: sql<string>`sum(${payrollEntries.hours})::text` })
    .from(payrollEntries)
    .innerJoin(payRuns, eq(payRuns.id, payrollEntries.payRunId))
    .where(and(eq(payrollEntries.companyId, ctx.company.id), not(payrollEntries.reversed), gte(payRuns.payDate, from), lte(payRuns.payDate, to)))
    .groupBy(payrollEntries.employeeId, payrollEntries.payrollItemId, payrollEntries.kind);
}

/**
 * Payroll summary: what posted pay runs paid on a date of the period, per payroll item (its kind,
 * the hours of an earning, the amount), and the paychecks' totals as lines of their own: gross,
 * deductions before and after tax, withholdings, net pay, employer taxes.
 */
export async function payrollSummary(ctx: ResourceContext, from: string, to: string) {
  const rows = await paidInPeriod(ctx, from, to);
  const itemIds = [...new Set(rows.map((r) => r.itemId))];
  const items = itemIds.length ? await ctx.tx.select({ id: payrollItems.id, name: payrollItems.displayName, kind: payrollItems.kind }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, itemIds))) : [];
  const order = (k: string) => ['hourly', 'overtime', 'salary', 'bonus', 'commission', 'pre_tax_deduction', 'withholding', 'after_tax_deduction', 'reimbursement', 'employer_tax'].indexOf(k);
  items.sort((a, b) => order(a.kind) - order(b.kind) || a.name.localeCompare(b.name));
  const shown = items.map((i) => {
    const mine = rows.filter((r) => r.itemId === i.id);
    const hours = EARNING.has(i.kind) ? fromCents(mine.reduce((s, r) => s + toCents(r.hours), 0n)) : '';
    return { item: i.name, kind: i.kind, hours, amount: fromCents(mine.reduce((s, r) => s + toCents(r.amount), 0n)) };
  });
  const sums = new Map<string, Cents>();
  for (const r of rows) sums.set(r.kind, (sums.get(r.kind) ?? 0n) + toCents(r.amount));
  const figures = paycheckFigures(sums);
  return {
    columns: [textColumn('item'), textColumn('kind'), decimalColumn('hours'), moneyColumn('amount')],
    rows: shown,
    totals: Object.fromEntries(PAYCHECK_COLUMNS.map((c) => [c, fromCents(figures[c])])),
  };
}

/** Employee earnings: per employee, the hours paid and their paychecks' figures, of pay runs paid on a date of the period. */
export async function employeeEarnings(ctx: ResourceContext, from: string, to: string) {
  return byEmployee(ctx, await paidInPeriod(ctx, from, to), true);
}

/** Year to date per employee: the kept year-to-date balances of the year (the W-2's year, the pay date's), per employee. */
export async function payrollYearToDate(ctx: ResourceContext, year: number) {
  const rows = await ctx.tx
    .select({ employeeId: payrollYtd.employeeId, kind: payrollItems.kind, amount: sql<string>`sum(${payrollYtd.amount})::text` })
    .from(payrollYtd)
    .innerJoin(payrollItems, eq(payrollItems.id, payrollYtd.payrollItemId))
    .where(and(eq(payrollYtd.companyId, ctx.company.id), eq(payrollYtd.year, year)))
    .groupBy(payrollYtd.employeeId, payrollItems.kind);
  return byEmployee(ctx, rows, false);
}

export const payrollReports = [
  defineReport({
    name: 'payroll-liabilities',
    permission: 'pay-runs',
    params: z.object({ from: reportParam.date(), to: reportParam.date() }),
    run: (ctx, p) => payrollLiabilities(ctx, p.from, p.to),
    period: 'range',
  }),
  defineReport({
    name: 'payroll-summary',
    permission: 'pay-runs',
    params: z.object({ from: reportParam.date(), to: reportParam.date() }),
    run: (ctx, p) => payrollSummary(ctx, p.from, p.to),
    period: 'range',
    totals: { label: 'item', value: 'amount' },
  }),
  defineReport({
    name: 'payroll-employee-earnings',
    permission: 'pay-runs',
    params: z.object({ from: reportParam.date(), to: reportParam.date() }),
    run: (ctx, p) => employeeEarnings(ctx, p.from, p.to),
    period: 'range',
  }),
  defineReport({
    name: 'payroll-year-to-date',
    permission: 'pay-runs',
    params: z.object({ year: reportParam.year({ default: 'this-year' }) }),
    run: (ctx, p) => payrollYearToDate(ctx, p.year),
    period: 'year',
  }),
];
