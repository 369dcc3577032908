import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns';

/** A job's states: waiting (or waiting to be retried), being run under a lease, finished, given up. */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The job queue (lib/jobs, docs/decisions.md "Job queue"). `run_at` is when the job is next due:
 * for a queued job the time it may run, for a running one the end of its worker's lease, so one
 * index finds both new work and work whose worker died.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text().$type<JobState>().notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    maxAttempts: smallint().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The claiming worker's token while running: only it may finish the job. */
    lockedBy: text(),
    lastError: text(),
    /** At most one queued or running job of a company holds a key (the daily recurring billing). */
    singletonKey: text(),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('queue_jobs_due_idx').on(t.runAt).where(sql`state in ('queued', 'running')`),
    index('queue_jobs_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('queue_jobs_singleton_key').on(t.companyId, t.singletonKey).where(sql`singleton_key is not null and state in ('queued', 'running')`),
  ],
);
