import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recurringBilling, recurringBillingIssues } from '@/db/schema';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ActionContext, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, flag, recurrence, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { customersResource } from '@/lib/modules/crm/customers';
import { dayAfter, nextOccurrence, normalizeRule, ruleProblem, upcoming } from './recurrence';
import { owing, templateOf, type Row } from './recurring-issue';
import { startRun } from './recurring-runs';
import { today } from '@/lib/engine/date-params';

/** The job kind of the daily run (lib/api/jobs.ts schedules it for every company each midnight, UTC). */
export const RECURRING_BILLING_JOB = 'recurring-billing.run';

/** A schedule's columns from its input: the rule checked and normalised, the next date worked out. */
async function prepare(ctx: ResourceContext, input: Partial<Input>, existing: Row | null) {
  const values: Partial<typeof recurringBilling.$inferInsert> = {};
  if (input.rule !== undefined && input.rule !== null) {
    const problem = ruleProblem(input.rule);
    if (problem) throw ValidationError.field('rule', problem);
    values.rule = normalizeRule(input.rule);
  }
  // Any template invoice will do: its lines are billed to the schedule's customer.
  if (input.template_id) await templateOf(ctx, input.template_id);
  const merged = { rule: values.rule ?? existing?.rule, startDate: input.start_date ?? existing?.startDate, untilDate: input.until_date !== undefined ? input.until_date : existing?.untilDate };
  if (merged.untilDate && merged.startDate && merged.untilDate < merged.startDate) throw ValidationError.field('until_date', say('untilAfterStartDate'));
  if (merged.rule && merged.startDate && (input.rule !== undefined || input.start_date !== undefined || input.until_date !== undefined || !existing)) {
    // The next date: the first occurrence not yet issued (after the last issued one, if any).
    const [last] = existing
      ? await ctx.tx
          .select({ occurrence: recurringBillingIssues.occurrence })
          .from(recurringBillingIssues)
          .where(and(eq(recurringBillingIssues.companyId, ctx.company.id), eq(recurringBillingIssues.recurringBillingId, existing.id)))
          .orderBy(desc(recurringBillingIssues.occurrence))
          .limit(1)
      : [];
    const lastIssued = last?.occurrence;
    values.nextDate = nextOccurrence({ rule: merged.rule, startDate: merged.startDate, untilDate: merged.untilDate ?? null }, lastIssued ? dayAfter(lastIssued) : merged.startDate);
  }
  return values;
}

const input = z.object({
  display_name: text('Display name', { required: true }),
  customer_id: ref('Customer', { required: true }),
  template_id: ref('Template', { required: true }),
  rule: recurrence('Recurrence', { required: true }),
  start_date: date('Start date', { required: true }),
  until_date: date('Until'),
  merge_same_day: flag('Merge same-day invoices'),
});
type Input = z.infer<typeof input>;

/** Recurring billing: template invoices issued on a schedule (spec section 7 `recurring-billing`). */
export const recurringBillingResource = defineResource({
  name: 'recurring-billing',
  table: recurringBilling,
  input,
  columns: ['display_name', 'customer_id', 'rule', 'next_date', 'until_date', 'merge_same_day'],
  titleField: 'display_name',
  search: ['display_name'],
  sort: ['display_name', 'next_date', 'start_date', 'created_at'],
  filter: ['status', 'customer_id', 'merge_same_day'],
  refs: { customer_id: 'customers', template_id: 'invoices' },
  expand: { customer: belongsTo(customersResource, 'customerId') },
  kinds: { next_date: 'date' },
  terminology: 'recurring_billing',
  permission: 'invoice',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
  prepare,
  async deletable(ctx, row) {
    const [issued] = await ctx.tx
      .select({ id: recurringBillingIssues.recurringBillingId })
      .from(recurringBillingIssues)
      .where(and(eq(recurringBillingIssues.companyId, ctx.company.id), eq(recurringBillingIssues.recurringBillingId, row.id)))
      .limit(1);
    return issued ? say('scheduleIssued') : null;
  },
  views: {
    /** The next occurrences (12), from the next date not yet issued, as calendar days (a view answers plain data). */
    async preview(_ctx, row) {
      return { next_date: row.nextDate, occurrences: row.nextDate ? upcoming(owing(row), row.nextDate, 12).map((date) => ({ date })) : [] };
    },
  },
  collectionActions: {
    /** Issues every invoice due up to a day (today by default), at once or on the queue (recurring-runs.ts); what the daily job runs. */
    run: collectionAction({
      input: z.object({ as_of: date('As of') }),
      confirm: 'Issue every recurring invoice due up to this day?',
      run: (ctx: ActionContext, body) => startRun(ctx, body.as_of ?? today(ctx.company)),
    }),
  },
});
