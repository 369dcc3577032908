import { and, eq, sql } from 'drizzle-orm';
import { queueJobs } from '@/db/schema';
import type { WriteContext } from '@/lib/engine/define';
import { ApiError } from '@/lib/engine/errors';
import { deleteRecord } from '@/lib/engine/write';
import { enqueue, type JobHandler } from '@/lib/jobs/queue';

/**
 * Undoing an import that could not finish (lib/api/import.ts writes a file in short transactions,
 * docs/decisions.md "Long runs in batches"). The records each batch wrote are kept, in that
 * batch's transaction, on one queued `import.undo` job of the import, due a while after its
 * last batch: an import that ends whole removes it with its last write; one that fails undoes
 * itself at once through it; one whose process died is undone by the queue when it falls due.
 */
export const IMPORT_UNDO_JOB = 'import.undo';

/** How long after its last batch an import that has not ended is taken for dead. */
const UNDO_AFTER_MS = 15 * 60_000;

/** Records deleted per transaction when undoing. */
const UNDO_BATCH = 100;

type Payload = { collection: string; ids: number[] };

/** Keeps `ids`, just written by a batch of an import into `collection`, on its undo job (made at the first batch); answers the job's id. */
export async function keepForUndo(ctx: WriteContext, collection: string, jobId: number | null, ids: number[]): Promise<number> {
  const runAt = new Date(Date.now() + UNDO_AFTER_MS);
  if (jobId === null) return (await enqueue(ctx, IMPORT_UNDO_JOB, { collection, ids }, { runAt }))!;
  await ctx.tx
    .update(queueJobs)
    .set({ payload: sql`jsonb_set(${queueJobs.payload}, '{ids}', (${queueJobs.payload} -> 'ids') || ${JSON.stringify(ids)}::jsonb)`, runAt, updatedAt: new Date() })
    .where(and(eq(queueJobs.companyId, ctx.company.id), eq(queueJobs.id, jobId)));
  return jobId;
}

/** The import ended whole: its undo job goes, in the transaction of its last write. */
export async function forgetUndo(ctx: WriteContext, jobId: number | null): Promise<void> {
  if (jobId !== null) await ctx.tx.delete(queueJobs).where(and(eq(queueJobs.companyId, ctx.company.id), eq(queueJobs.id, jobId)));
}

/**
 * Deletes a batch of the records through their resource's own delete (sub-records and hooks
 * with them; not logged one by one, as the import was not); answers the ids left. A record
 * already gone is skipped; one that cannot go (used meanwhile by another record) fails the
 * undo, which the queue retries and, at last, tells of.
 */
async function undoSome(ctx: WriteContext, { collection, ids }: Payload): Promise<number[]> {
  const def = ctx.registry.get(collection);
  if (!def) throw new Error(`No collection "${collection}" to undo an import of.`);
  for (const id of ids.slice(0, UNDO_BATCH)) {
    await deleteRecord(def, ctx, id, { log: false }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    });
  }
  return ids.slice(UNDO_BATCH);
}

/** The queue's undo: a batch per job, the rest queued as the next. */
export const importUndoJob: JobHandler = {
  async run(ctx, payload) {
    const left = await undoSome(ctx, payload as Payload);
    if (left.length) await enqueue(ctx, IMPORT_UNDO_JOB, { ...payload, ids: left });
  },
};

/**
 * Undoes the import of job `jobId` now, a batch per transaction of `inCompany` (the request whose
 * import failed answers once it is undone); a job the queue holds meanwhile is left to it.
 */
export async function undoNow(inCompany: <T>(fn: (ctx: WriteContext) => Promise<T>) => Promise<T>, jobId: number): Promise<void> {
  for (let done = false; !done; ) {
    done = await inCompany(async (ctx) => {
      const [job] = await ctx.tx
        .select()
        .from(queueJobs)
        .where(and(eq(queueJobs.companyId, ctx.company.id), eq(queueJobs.id, jobId), eq(queueJobs.state, 'queued')))
        .for('update', { skipLocked: true });
      if (!job) return true;
      const left = await undoSome(ctx, job.payload as Payload);
      if (left.length) await ctx.tx.update(queueJobs).set({ payload: { ...job.payload, ids: left }, updatedAt: new Date() }).where(eq(queueJobs.id, jobId));
      else await ctx.tx.delete(queueJobs).where(eq(queueJobs.id, jobId));
      return !left.length;
    });
  }
}
