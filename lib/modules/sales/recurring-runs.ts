import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recurringBillingRuns } from '@/db/schema';
import { today } from '@/lib/engine/date-params';
import { defineResource, type ActionResult, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { enqueue, type JobHandler } from '@/lib/jobs/queue';
import { addDays } from './recurrence';
import { BATCH_INVOICES, dueCount, issueBatch, issueDueInvoices } from './recurring-issue';

type Run = typeof recurringBillingRuns.$inferSelect;

/** The job kind of one batch of a queued run: it issues a batch and queues the next while anything is due. */
export const RUN_BATCH_JOB = 'recurring-billing.batch';

/** How long a batch of a queued run may go on issuing before it commits, letting other requests through. */
export const BATCH_MS = 200;

/**
 * How many invoices a batch of a queued run issues at most (within BATCH_MS): a batch's first
 * invoice of each template goes through the invoices' write path, the others of that template are
 * copies of it made in sets (recurring-sets.ts), so a larger batch costs little more than a small one.
 */
export const RUN_BATCH_INVOICES = 200;

/** How far past the company's today a run may issue: a year and a day. */
export const HORIZON_DAYS = 366;

/** The runs a person follows: newest first, read-only (the queue writes them). */
export const recurringBillingRunsResource = defineResource({
  name: 'recurring-billing-runs',
  table: recurringBillingRuns,
  input: z.object({}),
  columns: ['as_of', 'state', 'planned', 'issued', 'occurrences', 'error', 'created_at', 'finished_at'],
  titleField: 'as_of',
  search: [],
  sort: ['created_at', 'as_of', 'state'],
  filter: ['state'],
  kinds: {
    state: { kind: 'choice', options: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } },
    finished_at: 'datetime',
  },
  terminology: 'recurring_billing_run',
  permission: 'invoice',
  features: { readOnly: true },
});

/**
 * A run of recurring billing up to `asOf`, no later than HORIZON_DAYS after the company's today
 * (else 422 on `as_of`). A run that issues no more than a batch is issued in the caller's
 * transaction and answers what it issued (200); a larger one is recorded and handed to the job
 * queue, which issues it in short batches (each its own transaction), and answers the run record
 * (202) with where to follow it.
 */
export async function startRun(ctx: WriteContext, asOf: string, { invoices = RUN_BATCH_INVOICES } = {}): Promise<ActionResult> {
  const horizon = addDays(today(ctx.company), HORIZON_DAYS);
  if (asOf > horizon) throw ValidationError.field('as_of', say('asOfHorizon', { days: HORIZON_DAYS, date: horizon }));
  const due = await dueCount(ctx, asOf);
  if (due.issued <= BATCH_INVOICES) return { data: await issueDueInvoices(ctx, asOf) };
  const [run] = await ctx.tx
    .insert(recurringBillingRuns)
    .values({ companyId: ctx.company.id, createdBy: ctx.user.id > 0 ? ctx.user.id : null, asOf, planned: due.issued })
    .returning();
  await enqueue(ctx, RUN_BATCH_JOB, { run_id: run.id, invoices });
  return { record: run, of: recurringBillingRunsResource, status: 202, headers: { location: `/api/v1/recurring-billing-runs/${run.id}` } };
}

const runOf = async (ctx: WriteContext, payload: Record<string, unknown>): Promise<Run | undefined> =>
  (await ctx.tx.select().from(recurringBillingRuns).where(and(eq(recurringBillingRuns.companyId, ctx.company.id), eq(recurringBillingRuns.id, Number(payload.run_id)))))[0];

/** One batch of a queued run, in the job's transaction with the run's counts; a batch given up fails the run with its reason. */
export const runBatchJob: JobHandler = {
  async run(ctx, payload) {
    const run = await runOf(ctx, payload);
    if (!run || run.state === 'done' || run.state === 'failed') return;
    // The batch size the run started with (a job queued before there was one: RUN_BATCH_INVOICES).
    const invoices = Number(payload.invoices) > 0 ? Number(payload.invoices) : RUN_BATCH_INVOICES;
    const batch = await issueBatch(ctx, run.asOf, { invoices, ms: BATCH_MS });
    await ctx.tx
      .update(recurringBillingRuns)
      .set({ state: batch.more ? 'running' : 'done', issued: run.issued + batch.issued, occurrences: run.occurrences + batch.occurrences, updatedAt: new Date(), finishedAt: batch.more ? null : new Date() })
      .where(eq(recurringBillingRuns.id, run.id));
    if (batch.more) await enqueue(ctx, RUN_BATCH_JOB, { run_id: run.id, invoices });
  },
  async dead(ctx, payload, error) {
    await ctx.tx
      .update(recurringBillingRuns)
      .set({ state: 'failed', error, updatedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(recurringBillingRuns.companyId, ctx.company.id), eq(recurringBillingRuns.id, Number(payload.run_id))));
  },
  async about(ctx, payload) {
    const run = await runOf(ctx, payload);
    return run ? { collection: 'recurring-billing-runs', id: run.id, title: run.asOf } : null;
  },
};
