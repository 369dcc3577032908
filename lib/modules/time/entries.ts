import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { payRunLines, payRuns, salesItems, timeEntries, type ApprovalState } from '@/db/schema';
import { action, defineResource, type Resource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, flag, ref, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { approvalStatus, approvalStatusKind } from '@/lib/engine/approval';
import { customersResource } from '@/lib/modules/crm/customers';
import { employeesResource } from '@/lib/modules/crm/employees';
import { weekAction } from './timesheet';
import { fromCents as hoursText, toCents as scaledHours } from '@/lib/money';

type Entry = typeof timeEntries.$inferSelect;

export const APPROVALS: Record<ApprovalState, string> = { pending: 'Pending', approved: 'Approved', denied: 'Denied' };

/** Spec section 4's approval status of a record with one decision: approved 1, denied (rejected) 3, waiting 0. */
export const approvalStatusOf = (approval: ApprovalState) => approvalStatus({ pending: approval === 'pending' ? 1 : 0, approved: approval === 'approved' ? 1 : 0, rejected: approval === 'denied' ? 1 : 0 });
/** Where a billable entry stands: not billable, waiting to be billed, or on an invoice. */
export const BILLING_STATUSES = { not_billable: 'Not billable', unbilled: 'Unbilled', billed: 'Billed' } as const;
export const billingStatusOf = (row: { isBillable: number; invoiceId: number | null }): keyof typeof BILLING_STATUSES => (row.isBillable !== 1 ? 'not_billable' : row.invoiceId ? 'billed' : 'unbilled');
/** Whether a pay run paid it (`pay_run_id`, kept by the pay run's time-paid ledger). */
export const PAY_STATUSES = { unpaid: 'Unpaid', paid: 'Paid' } as const;

/**
 * One employee's entries are written one at a time (a lock per employee, for the transaction):
 * two entries of the same day saved at once cannot together pass the day's 24 hours.
 */
export async function lockEmployee(ctx: ResourceContext, employeeId: number) {
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time-employee:${ctx.company.id}`}), ${employeeId})`);
}

/** The hours an employee has on a day in time worked, but for one entry (the one being changed). */
async function hoursOnDay(ctx: ResourceContext, employeeId: number, day: string, except: number | null): Promise<bigint> {
  const [row] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${timeEntries.hours}), 0)::text` })
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.employeeId, employeeId), eq(timeEntries.date, day), except ? ne(timeEntries.id, except) : undefined));
  return scaledHours(row.total);
}

const DAY = 24n * 100n;

/**
 * The posted pay run whose pay period closes this employee's day, or null: a day from a run's
 * period start to its period end is closed for each employee the run pays, until the run is voided
 * (docs/decisions.md, Issue 40 continued). Read under the employee's lock, which a pay run takes too.
 */
export async function closingRun(ctx: ResourceContext, employeeId: number, day: string): Promise<string | null> {
  const [run] = await ctx.tx
    .select({ number: payRuns.number })
    .from(payRunLines)
    .innerJoin(payRuns, eq(payRuns.id, payRunLines.payRunId))
    .where(and(eq(payRunLines.companyId, ctx.company.id), eq(payRunLines.employeeId, employeeId), eq(payRuns.state, 'posted'), lte(payRuns.periodStart, day), gte(payRuns.periodEnd, day)))
    .limit(1);
  return run?.number ?? null;
}

const closedMessage = (day: string, run: string) => say('timeClosedPeriod', { date: day, run });

/** Paid time is the pay run's: changing it would leave the run paying what no longer is. */
const paidMessage = say('timePaid');

/** 422 on `date` when the employee's day is in a closed pay period (the caller holds the employee's lock). */
async function refuseClosed(ctx: ResourceContext, employeeId: number, day: string) {
  const run = await closingRun(ctx, employeeId, day);
  if (run) throw ValidationError.field('date', closedMessage(day, run));
}

/** A billed entry is the invoice's: changing or deleting it would leave the invoice billing what no longer is. */
const billedMessage = say('timeBilled');

const timeWorkedInput = z.object({
  employee_id: ref('Employee', { required: true }),
  date: date('Date', { required: true }),
  hours: decimal('Hours', { required: true, places: 2, min: 0, max: 24 }),
  customer_id: ref('Customer'),
  job_id: ref('Job'),
  work_order_id: ref('Work order'),
  item_id: ref('Service item'),
  rate: decimal('Rate', { min: 0 }),
  is_billable: flag('Billable'),
  notes: textArea('Notes'),
});

/**
 * Time worked [143] (`time-worked`): an employee's hours on a day, for a customer, job or work
 * order, with a service item and a billable flag. Bad input is a 422 naming the field: hours
 * below or at zero, or more than 24 on one day for one employee (all their entries of the day
 * together), an employee, customer or item of another company, a day in a pay period a posted
 * pay run closed for the employee (on `date`). A change of approved time sends it back for
 * approval; billed time is changed by changing its invoice first, paid time by voiding its pay run.
 */
export const timeWorkedResource: Resource<typeof timeEntries, typeof timeWorkedInput> = defineResource({
  name: 'time-worked',
  domainId: 143,
  table: timeEntries,
  input: timeWorkedInput,
  columns: ['date', 'employee_id', 'customer_id', 'item_id', 'hours', 'is_billable', 'approval', 'billing_status', 'pay_status'],
  search: ['notes'],
  sort: ['date', 'hours', 'created_at'],
  filter: ['status', 'employee_id', 'customer_id', 'job_id', 'work_order_id', 'approval', 'is_billable', 'invoice_id', 'pay_run_id'],
  ranges: ['date'],
  refs: { employee_id: 'employees', customer_id: 'customers', job_id: 'jobs', work_order_id: 'work-orders', item_id: 'ar-services' },
  computed: (row) => ({ billing_status: billingStatusOf(row), pay_status: row.payRunId ? 'paid' : 'unpaid', approval_status: approvalStatusOf(row.approval) }),
  kinds: {
    approval_status: approvalStatusKind,
    billing_status: { kind: 'choice', options: BILLING_STATUSES },
    pay_status: { kind: 'choice', options: PAY_STATUSES },
    approval: { kind: 'choice', options: APPROVALS },
    invoice_id: { kind: 'ref', collection: 'invoices' },
    pay_run_id: { kind: 'ref', collection: 'pay-runs' },
  },
  expand: { employee: belongsTo(employeesResource, 'employeeId'), customer: belongsTo(customersResource, 'customerId'), item: belongsTo({ table: salesItems }, 'itemId') },
  terminology: 'time_worked',
  titleField: 'date',
  permission: 'time_worked',
  async prepare(ctx, input, existing) {
    if (existing?.invoiceId) throw ValidationError.field('id', billedMessage);
    if (existing?.payRunId) throw ValidationError.field('id', paidMessage);
    const merged = {
      employeeId: input.employee_id ?? existing?.employeeId,
      date: input.date ?? existing?.date,
      hours: input.hours ?? existing?.hours,
      customerId: input.customer_id !== undefined ? input.customer_id : existing?.customerId,
      isBillable: input.is_billable ?? existing?.isBillable ?? 0,
    };
    const errors: FieldError[] = [];
    if (merged.hours !== undefined && scaledHours(merged.hours) <= 0n) errors.push({ field: 'hours', ...say('mustBeMoreThanZero', { field: 'Hours' }) });
    if (merged.isBillable === 1 && !merged.customerId) errors.push({ field: 'customer_id', ...say('timeBillableCustomer') });
    if (errors.length) throw new ValidationError(errors);
    if (merged.employeeId && merged.date && merged.hours) {
      // Both employees' locks where the entry moves between them, in id order (as a pay run takes them).
      for (const id of [...new Set([merged.employeeId, existing?.employeeId ?? merged.employeeId])].sort((a, b) => a - b)) await lockEmployee(ctx, id);
      // Neither the day it had nor the day it gets may be in a closed pay period.
      if (existing) await refuseClosed(ctx, existing.employeeId, existing.date);
      await refuseClosed(ctx, merged.employeeId, merged.date);
      const others = await hoursOnDay(ctx, merged.employeeId, merged.date, existing?.id ?? null);
      if (others + scaledHours(merged.hours) > DAY) {
        throw ValidationError.field('hours', say('dayOver24Hours', { hours: hoursText(others), date: merged.date }));
      }
    }
    // Approved time that changes is approved again.
    return existing && existing.approval !== 'pending' ? { approval: 'pending' as const, approvedBy: null } : {};
  },
  async deletable(ctx, row) {
    if (row.invoiceId) return billedMessage;
    if (row.payRunId) return paidMessage;
    await lockEmployee(ctx, row.employeeId);
    const run = await closingRun(ctx, row.employeeId, row.date);
    return run ? closedMessage(row.date, run) : null;
  },
  actions: {
    approve: decision('approved', ['pending', 'denied']),
    deny: decision('denied', ['pending', 'approved']),
  },
  collectionActions: { week: weekAction(() => timeWorkedResource) },
  features: { bookmarks: true },
});

/** The approve and deny actions: who decided is kept; billed time stays as it is. */
function decision(to: ApprovalState, from: ApprovalState[]) {
  return action<Entry>({
    when: { approval: from, invoice_id: [null], pay_run_id: [null] },
    refusal: say(to === 'approved' ? 'timeApprovedAlready' : 'timeDeniedAlready'),
    async run(ctx: WriteContext, row: Entry) {
      // A closed pay period's time is decided no more: approved now, it would be neither paid nor payable.
      await lockEmployee(ctx, row.employeeId);
      await refuseClosed(ctx, row.employeeId, row.date);
      const [changed] = await ctx.tx
        .update(timeEntries)
        .set({ approval: to, approvedBy: ctx.user.id, updatedAt: sql`now()` })
        .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.id, row.id)))
        .returning();
      return { record: changed };
    },
  });
}
