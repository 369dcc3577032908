import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { recurringBilling, salesDocuments } from '@/db/schema';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ActionContext, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { date, flag, recurrence, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { createRecord } from '@/lib/engine/write';
import { customersResource } from '@/lib/modules/crm/customers';
import { bodyOf } from './document-actions';
import { dayAfter, nextOccurrence, normalizeRule, occurrencesBetween, ruleProblem, upcoming, type Schedule } from './recurrence';
import { today } from '@/lib/engine/date-params';

type Row = typeof recurringBilling.$inferSelect;
type Doc = typeof salesDocuments.$inferSelect;

const scheduleOf = (row: Pick<Row, 'rule' | 'startDate' | 'untilDate'>): Schedule => ({ rule: row.rule, startDate: row.startDate, untilDate: row.untilDate });

/** The template a schedule issues from: a template invoice of this company (else 422 on `template_id`). */
async function templateOf(ctx: ResourceContext, id: number): Promise<Doc> {
  const [template] = await ctx.tx
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.kind, 'invoice'), eq(salesDocuments.id, id)));
  if (!template) throw ValidationError.field('template_id', 'Template is not valid.');
  if (!template.isTemplate) throw ValidationError.field('template_id', 'Choose an invoice saved as a template.');
  return template;
}

/** The job kind of the daily run (lib/api/jobs.ts schedules it for every company each midnight, UTC). */
export const RECURRING_BILLING_JOB = 'recurring-billing.run';

/**
 * Issues the invoices a company's schedules owe up to `asOf` (a day): each schedule's occurrences
 * from its next date, one invoice each, made from its template as a new invoice is (numbered,
 * posted or held for approval), marked recurring with its schedule and occurrence. Safe to run
 * twice, and twice at once: schedules are locked in id order and read their next date after the
 * lock (a second run finds nothing due), and the unique key (schedule, occurrence) refuses a
 * second invoice for an occurrence whatever happens. Schedules that merge same-day invoices give
 * a customer one invoice per day with the lines of all of them.
 */
export async function issueDueInvoices(ctx: WriteContext, asOf: string): Promise<{ issued: number; occurrences: number }> {
  const due = await ctx.tx
    .select()
    .from(recurringBilling)
    .where(and(eq(recurringBilling.companyId, ctx.company.id), eq(recurringBilling.status, 1), isNotNull(recurringBilling.nextDate), lte(recurringBilling.nextDate, asOf)))
    .orderBy(asc(recurringBilling.id))
    .for('update');
  const invoices = ctx.registry.get('invoices');
  if (!invoices) throw new Error('recurring billing needs the invoices collection');

  // One invoice per (customer, day) for merging schedules; per (schedule, day) for the others.
  type Batch = { occurrence: string; schedules: Row[] };
  const batches = new Map<string, Batch>();
  let occurrences = 0;
  for (const schedule of due) {
    const days = occurrencesBetween(scheduleOf(schedule), schedule.nextDate!, asOf);
    occurrences += days.length;
    for (const day of days) {
      const key = schedule.mergeSameDay ? `c${schedule.customerId}:${day}` : `s${schedule.id}:${day}`;
      const batch = batches.get(key) ?? { occurrence: day, schedules: [] };
      batch.schedules.push(schedule);
      batches.set(key, batch);
    }
    const last = days.at(-1);
    await ctx.tx
      .update(recurringBilling)
      .set({ nextDate: last ? nextOccurrence(scheduleOf(schedule), dayAfter(last)) : schedule.nextDate, updatedAt: new Date() })
      .where(eq(recurringBilling.id, schedule.id));
  }

  const templates = new Map<number, Awaited<ReturnType<typeof bodyOf>>>();
  const bodyFor = async (schedule: Row) => {
    if (!templates.has(schedule.templateId)) templates.set(schedule.templateId, await bodyOf(ctx, await templateOf(ctx, schedule.templateId)));
    return templates.get(schedule.templateId)!;
  };
  const ordered = [...batches.values()].sort((a, b) => a.occurrence.localeCompare(b.occurrence) || a.schedules[0].id - b.schedules[0].id);
  for (const batch of ordered) {
    const [first, ...merged] = batch.schedules;
    const body = { ...(await bodyFor(first)), customer_id: first.customerId, is_template: 0 };
    const lines = [...body.lines];
    for (const other of merged) lines.push(...(await bodyFor(other)).lines);
    const invoice = await createRecord(invoices, ctx, { ...body, lines, date: batch.occurrence });
    await ctx.tx
      .update(salesDocuments)
      .set({ isRecurring: true, recurringBillingId: first.id, occurrence: batch.occurrence, sourceDocumentId: first.templateId })
      .where(eq(salesDocuments.id, invoice.id));
  }
  return { issued: batches.size, occurrences };
}

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
  if (merged.untilDate && merged.startDate && merged.untilDate < merged.startDate) throw ValidationError.field('until_date', 'Until must be on or after the start date.');
  if (merged.rule && merged.startDate && (input.rule !== undefined || input.start_date !== undefined || input.until_date !== undefined || !existing)) {
    // The next date: the first occurrence not yet issued (after the last issued one, if any).
    const issued = existing
      ? await ctx.tx
          .select({ occurrence: salesDocuments.occurrence })
          .from(salesDocuments)
          .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.recurringBillingId, existing.id), isNotNull(salesDocuments.occurrence)))
          .orderBy(asc(salesDocuments.occurrence))
      : [];
    const lastIssued = issued.at(-1)?.occurrence;
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
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.recurringBillingId, row.id)))
      .limit(1);
    return issued ? 'This schedule has issued invoices: inactivate it instead.' : null;
  },
  views: {
    /** The next occurrences (12), from the next date not yet issued, as calendar days (a view answers plain data). */
    async preview(_ctx, row) {
      return { next_date: row.nextDate, occurrences: row.nextDate ? upcoming(scheduleOf(row), row.nextDate, 12).map((date) => ({ date })) : [] };
    },
  },
  collectionActions: {
    /** Issues every invoice due up to a day (today by default); what the daily job runs. */
    run: collectionAction({
      input: z.object({ as_of: date('As of') }),
      confirm: 'Issue every recurring invoice due up to this day?',
      async run(ctx: ActionContext, body) {
        return { data: await issueDueInvoices(ctx, body.as_of ?? today(ctx.company)) };
      },
    }),
  },
});
