import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { files, mileageExpenses, type ApprovalState } from '@/db/schema';
import { belongsTo } from '@/lib/engine/relations';
import { customersResource } from '@/lib/modules/crm/customers';
import { employeesResource } from '@/lib/modules/crm/employees';
import { action, defineResource, type WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, flag, money, ref, text, textChoice } from '@/lib/engine/fields';
import { fromCents, toCents } from '@/lib/money';
import { settingsOf } from '@/lib/settings/company-settings';
import { APPROVALS, approvalStatusOf, billingStatusOf, BILLING_STATUSES } from './entries';
import { approvalStatusKind } from '@/lib/engine/approval';

export const EXPENSE_KIND_LABELS = { mileage: 'Mileage', expense: 'Expense' } as const;

/** miles (2 places) x rate (4 places), in cents rounded half-up. */
export function mileageAmount(miles: string, rate: string): string {
  const scale = (v: string, places: number) => {
    const [whole, fraction = ''] = v.split('.');
    return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
  };
  const product = scale(miles, 2) * scale(rate, 4); // 6 places
  return fromCents((product + 5_000n) / 10_000n);
}

const billedMessage = say('expenseBilled');

type Expense = typeof mileageExpenses.$inferSelect;

/** Whether an entry was paid back to its employee by a pay run's reimbursement line. */
export const REIMBURSEMENT_STATUSES = { unreimbursed: 'Not reimbursed', reimbursed: 'Reimbursed' } as const;

/**
 * The approve and deny actions (docs/decisions.md, "Issue 40: mileage and expense receipts"): who
 * decided is kept. An expense (money spent, not a trip) is approved only with its receipt filed
 * with it (a file of the Files area linked to the entry); a trip's miles are their own record. An
 * entry reimbursed by a pay run is decided no more: its pay run is voided first.
 */
function decision(to: ApprovalState, from: ApprovalState[]) {
  return action<Expense>({
    when: { approval: from, pay_run_id: [null] },
    refusal: say(to === 'approved' ? 'expenseApprovedAlready' : 'expenseDeniedAlready'),
    async run(ctx: WriteContext, row: Expense) {
      if (to === 'approved' && row.kind === 'expense') {
        const [receipt] = await ctx.tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.companyId, ctx.company.id), eq(files.linkedTo, 'mileage-expenses'), eq(files.recordId, row.id)))
          .limit(1);
        if (!receipt) throw ValidationError.field('id', say('expenseReceiptNeeded'));
      }
      const [changed] = await ctx.tx
        .update(mileageExpenses)
        .set({ approval: to, approvedBy: ctx.user.id, updatedAt: sql`now()` })
        .where(and(eq(mileageExpenses.companyId, ctx.company.id), eq(mileageExpenses.id, row.id)))
        .returning();
      return { record: changed };
    },
  });
}

/**
 * Mileage and expenses [151] (`mileage-expenses`): miles at a rate per mile (the company's,
 * Settings > Time, unless the entry gives its own; kept on the entry so a later change of the
 * company's rate leaves recorded trips as they were), or an amount spent. Billable ones are
 * billed on Time & Expenses lines like time. Approved (an expense with its receipt filed), an
 * entry is paid back to its employee on a pay run's reimbursement line (`pay_run_id`).
 */
export const mileageExpensesResource = defineResource({
  name: 'mileage-expenses',
  domainId: 151,
  table: mileageExpenses,
  input: z.object({
    kind: textChoice('Kind', EXPENSE_KIND_LABELS, { required: true }),
    employee_id: ref('Employee', { required: true }),
    date: date('Date', { required: true }),
    customer_id: ref('Customer'),
    job_id: ref('Job'),
    item_id: ref('Item'),
    miles: decimal('Miles', { places: 2, min: 0 }),
    rate_per_mile: decimal('Rate per mile', { min: 0 }),
    amount: money('Amount', { min: 0 }),
    is_billable: flag('Billable'),
    description: text('Description', { max: 1000 }),
  }),
  columns: ['date', 'kind', 'employee_id', 'customer_id', 'description', 'amount', 'is_billable', 'approval', 'billing_status', 'reimbursement_status'],
  search: ['description'],
  sort: ['date', 'amount', 'created_at'],
  filter: ['status', 'kind', 'employee_id', 'customer_id', 'job_id', 'is_billable', 'invoice_id', 'approval', 'pay_run_id'],
  ranges: ['date'],
  refs: { employee_id: 'employees', customer_id: 'customers', job_id: 'jobs', item_id: 'ar-other-charges' },
  computed: (row) => ({
    billing_status: billingStatusOf(row),
    reimbursement_status: row.payRunId ? 'reimbursed' : 'unreimbursed',
    approval_status: approvalStatusOf(row.approval),
  }),
  kinds: {
    approval_status: approvalStatusKind,
    approval: { kind: 'choice', options: APPROVALS },
    billing_status: { kind: 'choice', options: BILLING_STATUSES },
    reimbursement_status: { kind: 'choice', options: REIMBURSEMENT_STATUSES },
    invoice_id: { kind: 'ref', collection: 'invoices' },
    pay_run_id: { kind: 'ref', collection: 'pay-runs' },
  },
  expand: { employee: belongsTo(employeesResource, 'employeeId'), customer: belongsTo(customersResource, 'customerId') },
  terminology: 'mileage_expense',
  titleField: 'description',
  permission: 'milage',
  prepare(ctx, input, existing) {
    if (existing?.invoiceId) throw ValidationError.field('id', billedMessage);
    if (existing?.payRunId) throw ValidationError.field('id', say('expenseReimbursed'));
    // An approved or denied entry that changes is decided again.
    const undecided = existing && existing.approval !== 'pending' ? { approval: 'pending' as const, approvedBy: null } : {};
    const kind = input.kind ?? existing?.kind ?? 'expense';
    const miles = input.miles !== undefined ? input.miles : existing?.miles;
    const given = input.rate_per_mile !== undefined ? input.rate_per_mile : existing?.ratePerMile;
    const amount = input.amount !== undefined ? input.amount : existing?.amount;
    const customerId = input.customer_id !== undefined ? input.customer_id : existing?.customerId;
    const errors: FieldError[] = [];
    if ((input.is_billable ?? existing?.isBillable) === 1 && !customerId) errors.push({ field: 'customer_id', ...say('expenseBillableCustomer') });
    if (kind === 'mileage') {
      const rate = given ?? settingsOf(ctx.company).mileage_rate;
      if (!miles || toCents(miles) <= 0n) errors.push({ field: 'miles', ...say('mileageMiles') });
      if (!rate) errors.push({ field: 'rate_per_mile', ...say('mileageRate') });
      if (errors.length) throw new ValidationError(errors);
      return { ...undecided, ratePerMile: rate, amount: mileageAmount(miles!, rate!) };
    }
    if (!amount || toCents(amount) <= 0n) errors.push({ field: 'amount', ...say('expenseAmount') });
    if (errors.length) throw new ValidationError(errors);
    return { ...undecided, miles: null, ratePerMile: null };
  },
  async deletable(_ctx, row) {
    return row.invoiceId ? billedMessage : row.payRunId ? say('expenseReimbursed') : null;
  },
  actions: {
    approve: decision('approved', ['pending', 'denied']),
    deny: decision('denied', ['pending', 'approved']),
  },
  features: { bookmarks: true },
});
