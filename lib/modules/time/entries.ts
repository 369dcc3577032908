import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { salesItems, timeEntries, type ApprovalState } from '@/db/schema';
import { action, defineResource, type Resource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
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

/** A billed entry is the invoice's: changing or deleting it would leave the invoice billing what no longer is. */
const billedMessage = 'This time is billed on an invoice: void or change the invoice to free it first.';

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
 * together), an employee, customer or item of another company. A change of approved time sends
 * it back for approval; billed time is changed by changing its invoice first.
 */
export const timeWorkedResource: Resource<typeof timeEntries, typeof timeWorkedInput> = defineResource({
  name: 'time-worked',
  domainId: 143,
  table: timeEntries,
  input: timeWorkedInput,
  columns: ['date', 'employee_id', 'customer_id', 'item_id', 'hours', 'is_billable', 'approval', 'billing_status'],
  search: ['notes'],
  sort: ['date', 'hours', 'created_at'],
  filter: ['status', 'employee_id', 'customer_id', 'job_id', 'work_order_id', 'approval', 'is_billable', 'invoice_id'],
  ranges: ['date'],
  refs: { employee_id: 'employees', customer_id: 'customers', job_id: 'jobs', work_order_id: 'work-orders', item_id: 'ar-services' },
  computed: (row) => ({ billing_status: row.isBillable !== 1 ? 'not_billable' : row.invoiceId ? 'billed' : 'unbilled', approval_status: approvalStatusOf(row.approval) }),
  kinds: {
    approval_status: approvalStatusKind,
    billing_status: { kind: 'choice', options: BILLING_STATUSES },
    approval: { kind: 'choice', options: APPROVALS },
    invoice_id: { kind: 'ref', collection: 'invoices' },
  },
  expand: { employee: belongsTo(employeesResource, 'employeeId'), customer: belongsTo(customersResource, 'customerId'), item: belongsTo({ table: salesItems }, 'itemId') },
  terminology: 'time_worked',
  titleField: 'date',
  permission: 'time_worked',
  async prepare(ctx, input, existing) {
    if (existing?.invoiceId) throw ValidationError.field('id', billedMessage);
    const merged = {
      employeeId: input.employee_id ?? existing?.employeeId,
      date: input.date ?? existing?.date,
      hours: input.hours ?? existing?.hours,
      customerId: input.customer_id !== undefined ? input.customer_id : existing?.customerId,
      isBillable: input.is_billable ?? existing?.isBillable ?? 0,
    };
    const errors: FieldError[] = [];
    if (merged.hours !== undefined && scaledHours(merged.hours) <= 0n) errors.push({ field: 'hours', message: 'Hours must be more than 0.' });
    if (merged.isBillable === 1 && !merged.customerId) errors.push({ field: 'customer_id', message: 'Billable time names the customer it is billed to.' });
    if (errors.length) throw new ValidationError(errors);
    if (merged.employeeId && merged.date && merged.hours) {
      await lockEmployee(ctx, merged.employeeId);
      const others = await hoursOnDay(ctx, merged.employeeId, merged.date, existing?.id ?? null);
      if (others + scaledHours(merged.hours) > DAY) {
        throw ValidationError.field('hours', `An employee works at most 24 hours a day: ${hoursText(others)} are recorded on ${merged.date} already.`);
      }
    }
    // Approved time that changes is approved again.
    return existing && existing.approval !== 'pending' ? { approval: 'pending' as const, approvedBy: null } : {};
  },
  async deletable(_ctx, row) {
    return row.invoiceId ? billedMessage : null;
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
    when: { approval: from, invoice_id: [null] },
    refusal: to === 'approved' ? 'This time is approved already, or billed.' : 'This time is denied already, or billed.',
    async run(ctx: WriteContext, row: Entry) {
      const [changed] = await ctx.tx
        .update(timeEntries)
        .set({ approval: to, approvedBy: ctx.user.id, updatedAt: sql`now()` })
        .where(and(eq(timeEntries.companyId, ctx.company.id), eq(timeEntries.id, row.id)))
        .returning();
      return { record: changed };
    },
  });
}
