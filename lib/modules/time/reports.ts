import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customers, employees, jobs, timeEntries, timeOff } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import { employeesResource } from '@/lib/modules/crm/employees';
import { answerColumns, defineReport, reportParam } from '@/lib/engine/reports';
import { textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, sumCents, toCents } from '@/lib/money';

const BY = ['employee', 'customer', 'job'] as const;
type By = (typeof BY)[number];
const HOURS = ['hours', 'billable', 'non_billable', 'billed', 'unbilled', 'paid'] as const;

/**
 * Time by employee, customer or job: the approved hours worked in the period (pending time may
 * still change, denied time was not worked), billable against not billable, of the billable ones
 * billed against unbilled, and the hours a pay run paid; summed in SQL, one row per employee,
 * customer or job (time with no customer or job is a row of its own, unnamed).
 */
export async function timeSummary(ctx: ResourceContext, from: string, to: string, by: By): Promise<TableReport> {
  const named = { employee: { id: timeEntries.employeeId, table: employees, name: employees.displayName, key: employees.id }, customer: { id: timeEntries.customerId, table: customers, name: customers.displayName, key: customers.id }, job: { id: timeEntries.jobId, table: jobs, name: jobs.displayName, key: jobs.id } }[by];
  const hoursWhere = (condition: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${timeEntries.hours}) filter (where ${condition}), 0)::text`;
  const rows = await ctx.tx
    .select({
      name: named.name,
      hours: sql<string>`sum(${timeEntries.hours})::text`,
      billable: hoursWhere(sql`${timeEntries.isBillable} = 1`),
      non_billable: hoursWhere(sql`${timeEntries.isBillable} <> 1`),
      billed: hoursWhere(sql`${timeEntries.isBillable} = 1 and ${timeEntries.invoiceId} is not null`),
      unbilled: hoursWhere(sql`${timeEntries.isBillable} = 1 and ${timeEntries.invoiceId} is null`),
      paid: hoursWhere(sql`${timeEntries.payRunId} is not null`),
    })
    .from(timeEntries)
    .leftJoin(named.table, and(eq(named.key, named.id), eq(named.table.companyId, ctx.company.id)))
    .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.approval, 'approved'), gte(timeEntries.date, from), lte(timeEntries.date, to)))
    .groupBy(named.id, named.name)
    .orderBy(sql`${named.name} nulls last`, asc(named.id));
  const shown = rows.map((r) => ({ name: r.name ?? '', ...Object.fromEntries(HOURS.map((k) => [k, fromCents(toCents(r[k]))])) }));
  return {
    columns: [textColumn('name'), ...HOURS.map(textColumn)],
    rows: shown,
    totals: Object.fromEntries(HOURS.map((k) => [k, fromCents(sumCents(rows.map((r) => toCents(r[k]))))])),
  };
}

export const timeReports = [
  defineReport({
    name: 'attendance',
    permission: 'time-worked',
    params: z.object({ date: reportParam.asOf() }),
    run: (ctx, p) => attendance(ctx, p.date),
    columns: [
      { key: 'name', kind: 'text' },
      { key: 'status', kind: 'word' },
      { key: 'worked', kind: 'text' },
      { key: 'time_off', kind: 'text' },
    ],
    period: 'as-of',
  }),
  defineReport({
    name: 'time-summary',
    permission: 'time-worked',
    params: z.object({ from: reportParam.date(), to: reportParam.date(), by: reportParam.choice(BY, 'employee') }),
    run: (ctx, p) => timeSummary(ctx, p.from, p.to, p.by),
    columns: answerColumns,
    period: 'range',
  }),
];

/**
 * Attendance [208] on a day (today where the company is, unless another is picked): every active
 * employee this person reaches (the employees' scope: one secured to others is not listed), the hours they have recorded as worked that day (pending or approved; denied time was
 * not worked), the approved time off that day, and what the office sees: `present` (time worked
 * recorded), `on_leave` (no time worked, approved time off) or `absent` (neither). Summed in SQL
 * per employee (three queries); the totals count each.
 */
export async function attendance(ctx: ResourceContext, day: string) {
  const [people, worked, off] = await Promise.all([
    ctx.tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(and(...reachable(employeesResource, ctx), eq(employees.status, 1))).orderBy(asc(employees.displayName), asc(employees.id)),
    ctx.tx
      .select({ id: timeEntries.employeeId, hours: sql<string>`sum(${timeEntries.hours})::text` })
      .from(timeEntries)
      .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.date, day), ne(timeEntries.approval, 'denied')))
      .groupBy(timeEntries.employeeId),
    ctx.tx
      .select({ id: timeOff.employeeId, hours: sql<string>`sum(${timeOff.hours})::text` })
      .from(timeOff)
      .where(and(eq(timeOff.companyId, ctx.company.id), eq(timeOff.date, day), eq(timeOff.approval, 'approved')))
      .groupBy(timeOff.employeeId),
  ]);
  const workedBy = new Map(worked.map((w) => [w.id, w.hours]));
  const offBy = new Map(off.map((o) => [o.id, o.hours]));
  const rows = people.map((p) => ({ name: p.name, worked: workedBy.get(p.id) ?? '0', off: offBy.get(p.id) ?? '0' }));
  const shown = rows.map((r) => {
    const status = toCents(r.worked) > 0n ? 'present' : toCents(r.off) > 0n ? 'on_leave' : 'absent';
    return { name: r.name, status, worked: fromCents(toCents(r.worked)), time_off: fromCents(toCents(r.off)) };
  });
  const count = (status: string) => String(shown.filter((r) => r.status === status).length);
  return {
    rows: shown,
    totals: { present: count('present'), on_leave: count('on_leave'), absent: count('absent') },
  };
}
