import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { companies, queueJobs, users } from '@/db/schema';
import { rowsOf, transact, type Tx } from '@/db/client';
import type { Registry, ResourceContext, WriteContext } from '@/lib/engine/define';
import { activeAdministrators, notifySystem } from '@/lib/engine/events';
import type { Job, JobHandler } from '@/lib/engine/module';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser, type SessionUser } from '@/lib/users/session-user';

/**
 * The job queue: a table of the database the app already has (docs/decisions.md "Job queue").
 * A job is enqueued inside the request's transaction (a request that rolls back enqueues
 * nothing), claimed with FOR UPDATE SKIP LOCKED under a lease, run in its company's transaction
 * (which also marks it done, and only if its worker still holds the lease), retried with backoff,
 * and given up ("dead") after its attempts, where administrators see it. No session state: every
 * step is one transaction, so it runs through a transaction-pooling PgBouncer and on PGlite.
 */

// A module declares its jobs (lib/engine/module.ts), so their types live in the engine below it.
export type { Job, JobHandler };

export type Handlers = Record<string, JobHandler>;

/** Thrown by a job whose failure another attempt cannot mend (a recipient the mail server refuses for good): it is given up at once. */
export class PermanentFailure extends Error {}

export type EnqueueOptions = { runAt?: Date; maxAttempts?: number; singletonKey?: string };

/**
 * Queues a job of `kind` in the caller's transaction (a request's, so it is the company's and
 * rolls back with it). A singleton key already queued or running in the company queues nothing.
 */
export async function enqueue(ctx: ResourceContext, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await ctx.tx
    .insert(queueJobs)
    .values({
      companyId: ctx.company.id,
      kind,
      payload,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: options.maxAttempts ?? 5,
      singletonKey: options.singletonKey ?? null,
      createdBy: ctx.user.id > 0 ? ctx.user.id : null,
    })
    .onConflictDoNothing()
    .returning({ id: queueJobs.id });
  return row?.id ?? null;
}

/** A transaction of the worker's, across companies (the queue_worker policy of migration 0020). */
export const asWorker = <T>(fn: (tx: Tx) => Promise<T>) => transact(`select set_config('app.queue_worker', '1', true), set_config('role', 'ws_app', true)`, fn);

/** The default wait before retry `attempt` (1, 2...): 30 s, 2 min, 8 min... at most an hour. */
export const defaultBackoff = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 3_600_000);

export type WorkerOptions = {
  /** Jobs claimed at once. */
  batch?: number;
  /** How long a claim holds a job; after it another worker may run the job again. */
  leaseMs?: number;
  /** The pause between polls when nothing was due. */
  idleMs?: number;
  backoff?: (attempt: number) => number;
  /** The kinds it claims (default: those it has handlers for; a dedicated worker may take fewer). */
  kinds?: string[];
};

/** Thrown inside a job's transaction when its lease passed to another worker: the job's work rolls back. */
class LeaseLost extends Error {}

/**
 * Claims due jobs and runs them. Several workers (threads of one process, processes, serverless
 * invocations) may run at once: a claim skips rows another holds, and only the lease holder can
 * finish a job, in the same transaction as the job's own writes.
 */
export class Worker {
  readonly token = randomUUID();
  private readonly batch: number;
  private readonly leaseMs: number;
  private readonly idleMs: number;
  private readonly backoff: (attempt: number) => number;
  private readonly kinds: string[];
  private running = false;
  /** Set by stop(): a drain under way ends after the jobs it holds. */
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly handlers: Handlers,
    private readonly registry: Registry,
    options: WorkerOptions = {},
  ) {
    this.batch = options.batch ?? 10;
    this.leaseMs = options.leaseMs ?? 300_000;
    this.idleMs = options.idleMs ?? 1_000;
    this.backoff = options.backoff ?? defaultBackoff;
    this.kinds = options.kinds ?? Object.keys(handlers);
  }

  /** Claims up to `limit` due jobs of its kinds under this worker's lease. */
  async claim(limit = this.batch): Promise<Job[]> {
    if (!this.kinds.length) return [];
    return asWorker(async (tx) => {
      // A job whose worker died on its last attempt has no attempt left: it is given up.
      await tx.execute(sql`
        update queue_jobs set state = 'dead', locked_by = null, finished_at = now(), updated_at = now(), last_error = coalesce(last_error, 'The worker running it stopped.')
        where state = 'running' and run_at <= now() and attempts >= max_attempts`);
      const claimed = await tx.execute(sql`
        update queue_jobs set state = 'running', attempts = attempts + 1, locked_by = ${this.token}, run_at = now() + ${`${this.leaseMs} milliseconds`}::interval, updated_at = now()
        where id in (
          select id from queue_jobs where state in ('queued', 'running') and run_at <= now() and kind in ${this.kinds}
          order by run_at, id limit ${limit} for update skip locked)
        returning id`);
      const ids = rowsOf<{ id: number }>(claimed).map((r) => r.id);
      if (!ids.length) return [];
      return tx.select().from(queueJobs).where(sql`${queueJobs.id} in ${ids}`).orderBy(queueJobs.runAt, queueJobs.id);
    });
  }

  /** Runs one claimed job: its work and its completion in one company transaction; a failure is recorded in another. */
  async run(job: Job): Promise<'done' | 'retry' | 'dead' | 'lost'> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      await this.inCompany(job, async (ctx) => {
        await handler.run(ctx, job.payload, job);
        const finished = await ctx.tx
          .update(queueJobs)
          .set({ state: 'done', lockedBy: null, finishedAt: new Date(), updatedAt: new Date(), lastError: null })
          .where(and(eq(queueJobs.id, job.id), eq(queueJobs.lockedBy, this.token), eq(queueJobs.state, 'running')))
          .returning({ id: queueJobs.id });
        if (!finished.length) throw new LeaseLost();
      });
      return 'done';
    } catch (error) {
      if (error instanceof LeaseLost) return 'lost';
      return this.fail(job, handler, error);
    }
  }

  private async fail(job: Job, handler: JobHandler | undefined, error: unknown): Promise<'retry' | 'dead' | 'lost'> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Failed.';
    const last = error instanceof PermanentFailure || job.attempts >= (handler?.maxAttempts ?? job.maxAttempts);
    return this.inCompany(job, async (ctx) => {
      const changed = await ctx.tx
        .update(queueJobs)
        .set(
          last
            ? { state: 'dead', lockedBy: null, lastError: reason, finishedAt: new Date(), updatedAt: new Date() }
            : { state: 'queued', lockedBy: null, lastError: reason, runAt: new Date(Date.now() + this.backoff(job.attempts)), updatedAt: new Date() },
        )
        .where(and(eq(queueJobs.id, job.id), eq(queueJobs.lockedBy, this.token)))
        .returning({ id: queueJobs.id });
      if (!changed.length) return 'lost';
      if (last) {
        await handler?.dead?.(ctx, job.payload, reason, job);
        await tellOfDeath(ctx, job, reason, (await handler?.about?.(ctx, job.payload)) ?? null);
      }
      return last ? 'dead' : 'retry';
    });
  }

  /** The job's company transaction, acting as the user who queued it (else the company's first administrator). */
  private inCompany<T>(job: Job, fn: (ctx: WriteContext) => Promise<T>): Promise<T> {
    return withTenant(job.companyId, async (tx) => {
      const [company] = await tx.select({ id: companies.id, slug: companies.slug, name: companies.name, settings: companies.settings }).from(companies).where(eq(companies.id, job.companyId));
      const user = await actingUser(tx, job);
      return fn({ tx, company, user, registry: this.registry });
    });
  }

  /** Claims and runs due jobs until none is due or `max` ran; answers how many ran. */
  async drain({ max = Infinity, deadline = Infinity }: { max?: number; deadline?: number } = {}): Promise<number> {
    let ran = 0;
    while (ran < max && Date.now() < deadline && !this.stopping) {
      const jobs = await this.claim(Math.min(this.batch, max - ran));
      if (!jobs.length) break;
      for (const job of jobs) {
        await this.run(job);
        ran++;
        // Requests waiting for the database (the embedded one's single connection) go first.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
    return ran;
  }

  /** Polls in the background until `stop()`. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = (async () => {
      while (this.running) {
        let ran = 0;
        try {
          ran = await this.drain({ max: this.batch * 10 });
        } catch (error) {
          console.error('job queue: polling failed', error);
        }
        if (!ran && this.running) await new Promise<void>((resolve) => ((this.wake = resolve), setTimeout(resolve, this.idleMs)));
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.wake?.();
    await this.loop;
  }
}

/**
 * A job given up is told to whoever queued it (the e-mail's sender), else to the company's
 * administrators (a daily run nobody started): a notification saying what failed and why, in the
 * transaction that marks it dead.
 */
async function tellOfDeath(ctx: WriteContext, job: Job, reason: string, about: { collection: string; id: number; title: string } | null) {
  const to = job.createdBy ? [job.createdBy] : await activeAdministrators(ctx);
  await notifySystem(ctx, to, { verb: 'failed', collection: about?.collection ?? 'queue-jobs', recordId: about?.id ?? job.id, title: about?.title ?? job.kind, message: reason });
}

async function actingUser(tx: Tx, job: Job): Promise<SessionUser> {
  const own = job.createdBy ? await loadUser(tx, { id: job.createdBy }) : null;
  if (own) return own;
  const [admin] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, job.companyId), eq(users.isAdmin, true))).orderBy(users.id).limit(1);
  const found = admin ? await loadUser(tx, { id: admin.id }) : null;
  if (!found) throw new Error(`Company ${job.companyId} has no user to run its jobs as.`);
  return found;
}

/** The queue's health: how long the oldest due job has waited (0 when none), and how many were given up. */
export async function queueLag(): Promise<{ lag_seconds: number; due: number; dead: number }> {
  return asWorker(async (tx) => {
    const [row] = rowsOf<{ lag: number | null; due: number; dead: number }>(
      await tx.execute(sql`
        select extract(epoch from now() - min(run_at) filter (where state = 'queued' and run_at <= now()))::float8 as lag,
               (count(*) filter (where state in ('queued', 'running') and run_at <= now()))::int as due,
               (count(*) filter (where state = 'dead'))::int as dead
        from queue_jobs where state <> 'done'`),
    );
    return { lag_seconds: Math.max(0, Math.round((row?.lag ?? 0) * 10) / 10), due: row?.due ?? 0, dead: row?.dead ?? 0 };
  });
}
