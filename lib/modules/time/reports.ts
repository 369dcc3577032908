import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clockPunches, customers, employees, jobs, timeEntries, timeOff } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import { customersResource } from '@/lib/modules/crm/customers';
import { employeesResource } from '@/lib/modules/crm/employees';
import { attendanceResource } from './attendance';
import { timeWorkedResource } from './entries';
import { timeZoneName, zoneOf } from '@/lib/time-zones';
import { timeOffResource } from './time-off';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { decimalColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, sumCents, toCents } from '@/lib/money';

const BY = ['employee', 'customer', 'job'] as const;
type By = (typeof BY)[number];
const HOURS = ['hours', 'billable', 'non_billable', 'billed', 'unbilled', 'paid'] as const;

/**
 * Time by employee, customer or job: the approved hours worked in the period (pending time may
 * still change, denied time was not worked), billable against not billable, of the billable ones
 * billed against unbilled, and the hours a pay run paid; summed in SQL, one row per employee,
 * customer or job (time with no customer or job is a row of its own, unnamed). The time is the
 * time worked this person reaches, and each row's record is reached through its own collection
 * (lib/engine/reach.ts): time of an employee, customer or job the person may not see (no view
 * right of its section, or secured to others) is counted in the unnamed row, so no name shows
 * and no row stands for one record the person cannot see.
 */
export async function timeSummary(ctx: WriteContext, from: string, to: string, by: By): Promise<TableReport> {
  const named = {
    employee: { id: timeEntries.employeeId, def: employeesResource, table: employees, name: employees.displayName, key: employees.id },
    customer: { id: timeEntries.customerId, def: customersResource, table: customers, name: customers.displayName, key: customers.id },
    // Jobs are a higher layer's: their collection is found in the registry.
    job: { id: timeEntries.jobId, def: ctx.registry.get('jobs')!, table: jobs, name: jobs.displayName, key: jobs.id },
  }[by];
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
    .leftJoin(named.table, and(eq(named.key, named.id), ...reachable(named.def, ctx)))
    .where(and(...reachable(timeWorkedResource, ctx), eq(timeEntries.approval, 'approved'), gte(timeEntries.date, from), lte(timeEntries.date, to)))
    .groupBy(named.key, named.name)
    .orderBy(sql`${named.name} nulls last`, asc(named.key));
  const shown = rows.map((r) => ({ name: r.name ?? '', ...Object.fromEntries(HOURS.map((k) => [k, fromCents(toCents(r[k]))])) }));
  return {
    columns: [textColumn('name'), ...HOURS.map(decimalColumn)],
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
      { key: 'clock_in', kind: 'text' },
      { key: 'clock_out', kind: 'text' },
      { key: 'punched', kind: 'decimal' },
      { key: 'worked', kind: 'decimal' },
      { key: 'time_off', kind: 'decimal' },
    ],
    totals: { kinds: { present: 'integer', on_leave: 'integer', absent: 'integer' } },
    period: 'as-of',
  }),
  defineReport({
    name: 'time-summary',
    permission: 'time-worked',
    params: z.object({ from: reportParam.date(), to: reportParam.date(), by: reportParam.choice(BY, 'employee') }),
    run: (ctx, p) => timeSummary(ctx, p.from, p.to, p.by),
    period: 'range',
  }),
];

/**
 * Attendance [208] on a day (today where the company is, unless another is picked): every active
 * employee this person reaches (the employees' scope: one secured to others is not listed), the hours they have recorded as worked that day (pending or approved; denied time was
 * not worked), the approved time off that day (each read through its own collection: time off
 * counts only for a person who may see time off), and what the office sees: `present` (time worked
 * recorded, or a shift clocked in that day), `on_leave` (neither, approved time off) or `absent`.
 * The punches (`attendance`) of shifts clocked in that day, where the company is: the first clock-in
 * and the last clock-out on the company's clock (no clock-out while a shift is open), and the
 * hours of the closed shifts as time worked records them (each rounded to the quarter hour).
 * Summed in SQL per employee (four queries); the totals count each.
 */
export async function attendance(ctx: ResourceContext, day: string) {
  const zone = timeZoneName(zoneOf(ctx.company.settings));
  const local = (at: typeof clockPunches.clockIn | typeof clockPunches.clockOut) => sql`(${at} at time zone ${zone})`;
  const [people, worked, off, punches] = await Promise.all([
    ctx.tx.select({ id: employees.id, name: employees.displayName }).from(employees).where(and(...reachable(employeesResource, ctx), eq(employees.status, 1))).orderBy(asc(employees.displayName), asc(employees.id)),
    ctx.tx
      .select({ id: timeEntries.employeeId, hours: sql<string>`sum(${timeEntries.hours})::text` })
      .from(timeEntries)
      .where(and(...reachable(timeWorkedResource, ctx), eq(timeEntries.date, day), ne(timeEntries.approval, 'denied')))
      .groupBy(timeEntries.employeeId),
    ctx.tx
      .select({ id: timeOff.employeeId, hours: sql<string>`sum(${timeOff.hours})::text` })
      .from(timeOff)
      .where(and(...reachable(timeOffResource, ctx), eq(timeOff.date, day), eq(timeOff.approval, 'approved')))
      .groupBy(timeOff.employeeId),
    ctx.tx
      .select({
        id: clockPunches.employeeId,
        first: sql<string>`to_char(min(${local(clockPunches.clockIn)}), 'HH24:MI')`,
        last: sql<string | null>`case when bool_or(${clockPunches.clockOut} is null) then null else to_char(max(${local(clockPunches.clockOut)}), 'HH24:MI') end`,
        hours: sql<string>`(coalesce(sum(floor((extract(epoch from ${clockPunches.clockOut} - ${clockPunches.clockIn}) + 450) / 900)), 0) * 0.25)::text`,
      })
      .from(clockPunches)
      .where(and(...reachable(attendanceResource, ctx), sql`${local(clockPunches.clockIn)}::date = ${day}::date`))
      .groupBy(clockPunches.employeeId),
  ]);
  const punchedBy = new Map(punches.map((p) => [p.id, p]));
  const workedBy = new Map(worked.map((w) => [w.id, w.hours]));
  const offBy = new Map(off.map((o) => [o.id, o.hours]));
  const rows = people.map((p) => ({ name: p.name, worked: workedBy.get(p.id) ?? '0', off: offBy.get(p.id) ?? '0', punch: punchedBy.get(p.id) }));
  const shown = rows.map((r) => {
    const status = toCents(r.worked) > 0n || r.punch ? 'present' : toCents(r.off) > 0n ? 'on_leave' : 'absent';
    return { name: r.name, status, clock_in: r.punch?.first ?? '', clock_out: r.punch?.last ?? '', punched: fromCents(toCents(r.punch?.hours ?? '0')), worked: fromCents(toCents(r.worked)), time_off: fromCents(toCents(r.off)) };
  });
  const count = (status: string) => String(shown.filter((r) => r.status === status).length);
  return {
    rows: shown,
    totals: { present: count('present'), on_leave: count('on_leave'), absent: count('absent') },
  };
}
