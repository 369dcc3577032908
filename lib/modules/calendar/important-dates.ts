import { and, between, eq, gt, isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { employees, payableDocuments, salesDocuments, workOrders } from '@/db/schema';
import type { ActionContext, WriteContext } from '@/lib/engine/define';
import { badRequest } from '@/lib/engine/errors';
import { reachable } from '@/lib/engine/reach';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { todayIn, zoneOf } from '@/lib/time-zones';

/**
 * Important dates (`GET /events/important-dates?from=&to=`, the Important Dates report, gems 14
 * and 190): employees' birthdays and hiring anniversaries, and the due dates of open invoices,
 * open bills and open work orders, each read through its own collection's scope (a person without
 * the invoices sees no invoice's due date; one without the employees, no birthday). The records
 * hold no contract or expiration dates, so there are none to show.
 */

export const IMPORTANT_KINDS = ['birthday', 'hire_anniversary', 'invoice_due', 'bill_due', 'work_order_due'] as const;
type Kind = (typeof IMPORTANT_KINDS)[number];

export type ImportantDate = { date: string; kind: Kind; name: string; collection: string; record_id: number; years: number | null; amount: string | null };

/** At most this many days are asked at once. */
const MAX_DAYS = 366;
const DAY = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The day of `md` (`MM-DD`) in `year`; 29 February is the 28th in a common year. */
function dayIn(year: number, md: string): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** The yearly returns of `since` (a day) that fall in from..to, with how many years each makes. */
function yearly(since: string, from: string, to: string): { date: string; years: number }[] {
  const out: { date: string; years: number }[] = [];
  const first = Number(since.slice(0, 4));
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const date = dayIn(year, since.slice(5, 10));
    if (year > first && date >= from && date <= to) out.push({ date, years: year - first });
  }
  return out;
}

/** The important dates of from..to (days, at most MAX_DAYS apart), in date order. */
export async function importantDates(ctx: WriteContext, from: string, to: string): Promise<ImportantDate[]> {
  // Through the registry: bills are an area above the calendar's.
  const of = (name: string) => ctx.registry.get(name)!;
  const out: ImportantDate[] = [];
  const staff = await ctx.tx
    .select({ id: employees.id, name: employees.displayName, birthdate: employees.birthdate, hireDate: employees.hireDate })
    .from(employees)
    .where(and(...reachable(of('employees'), ctx), eq(employees.status, 1), or(isNotNull(employees.birthdate), isNotNull(employees.hireDate))));
  for (const e of staff) {
    const base = { name: e.name, collection: 'employees', record_id: e.id, amount: null };
    if (e.birthdate) for (const y of yearly(e.birthdate, from, to)) out.push({ ...base, date: y.date, kind: 'birthday', years: null });
    if (e.hireDate) for (const y of yearly(e.hireDate, from, to)) out.push({ ...base, date: y.date, kind: 'hire_anniversary', years: y.years });
  }
  const invoices = await ctx.tx
    .select({ id: salesDocuments.id, number: salesDocuments.number, due: salesDocuments.dueDate, balance: salesDocuments.balanceDue })
    .from(salesDocuments)
    .where(and(...reachable(of('invoices'), ctx), eq(salesDocuments.state, 'posted'), gt(salesDocuments.balanceDue, '0'), between(salesDocuments.dueDate, from, to)));
  for (const i of invoices) out.push({ date: i.due!, kind: 'invoice_due', name: i.number, collection: 'invoices', record_id: i.id, years: null, amount: i.balance });
  const bills = await ctx.tx
    .select({ id: payableDocuments.id, number: payableDocuments.number, due: payableDocuments.dueDate, balance: payableDocuments.balanceDue })
    .from(payableDocuments)
    .where(and(...reachable(of('ap-bills'), ctx), eq(payableDocuments.state, 'posted'), gt(payableDocuments.balanceDue, '0'), between(payableDocuments.dueDate, from, to)));
  for (const b of bills) out.push({ date: b.due!, kind: 'bill_due', name: b.number, collection: 'ap-bills', record_id: b.id, years: null, amount: b.balance });
  // Open work orders: not completed (4) nor cancelled (5).
  const orders = await ctx.tx
    .select({ id: workOrders.id, name: workOrders.displayName, due: workOrders.dueDate })
    .from(workOrders)
    .where(and(...reachable(of('work-orders'), ctx), eq(workOrders.status, 1), lt(workOrders.stage, 4), between(workOrders.dueDate, from, to)));
  for (const w of orders) out.push({ date: w.due!, kind: 'work_order_due', name: w.name, collection: 'work-orders', record_id: w.id, years: null, amount: null });
  return out.sort((a, b) => a.date.localeCompare(b.date) || IMPORTANT_KINDS.indexOf(a.kind) - IMPORTANT_KINDS.indexOf(b.kind) || a.name.localeCompare(b.name));
}

const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * The days a read of dates asks (`from`, default today in the company's zone, and `to`, default
 * `days` on), each a 400 naming it when bad or more than MAX_DAYS apart.
 */
export function dayRange(ctx: ActionContext, days = 30): { from: string; to: string } {
  const today = todayIn(zoneOf(ctx.company.settings));
  const from = ctx.url.searchParams.get('from') ?? today;
  if (!isoDay.test(from) || Number.isNaN(Date.parse(from))) throw badRequest('Invalid value for parameter "from": a date YYYY-MM-DD is expected.');
  const to = ctx.url.searchParams.get('to') ?? plusDays(from, days);
  if (!isoDay.test(to) || Number.isNaN(Date.parse(to)) || to < from) throw badRequest('Invalid value for parameter "to": a date YYYY-MM-DD on or after "from" is expected.');
  if ((Date.parse(to) - Date.parse(from)) / DAY >= MAX_DAYS) throw badRequest(`Invalid value for parameter "to": at most ${MAX_DAYS} days after "from".`);
  return { from, to };
}

/** `GET /events/important-dates?from=&to=` (30 days from today by default). */
export async function importantDatesView(ctx: ActionContext) {
  const { from, to } = dayRange(ctx);
  return { from, to, items: await importantDates(ctx, from, to) };
}

/**
 * The Important Dates report (gems 14 Upcoming Important Dates and 190 Important Dates): the
 * days from `date` (today by default) for the chosen number of days. Read wherever the events are.
 */
export const importantDatesReport = defineReport({
  name: 'important-dates',
  permission: 'events',
  params: z.object({ date: reportParam.asOf(), days: reportParam.choice(['7', '30', '90', '365'], '30') }),
  async run(ctx, p) {
    const rows = await importantDates(ctx, p.date, plusDays(p.date, Number(p.days)));
    return { rows: rows.map((r) => ({ date: r.date, what: r.kind, name: r.name, years: r.years, amount: r.amount })) };
  },
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'what', kind: 'word' },
    { key: 'name', kind: 'text' },
    { key: 'years', kind: 'integer' },
    { key: 'amount', kind: 'money' },
  ],
  period: 'as-of',
});
