import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { queueJobs } from '@/db/schema';
import { action, defineResource } from '@/lib/engine/define';

/**
 * The company's jobs on the queue (lib/jobs): what is waiting, running, done, and the dead
 * letters — jobs given up after their attempts, with the last failure — which an administrator
 * may send back to the queue. Administrators only (permission section `queue`).
 */
export const queueJobsResource = defineResource({
  name: 'queue-jobs',
  table: queueJobs,
  input: z.object({}),
  columns: ['kind', 'state', 'attempts', 'run_at', 'last_error', 'created_at'],
  titleField: 'kind',
  search: ['kind', 'last_error'],
  sort: ['run_at', 'created_at', 'kind', 'state'],
  filter: ['state', 'kind'],
  hidden: ['locked_by', 'payload', 'singleton_key'],
  kinds: {
    state: { kind: 'choice', options: { queued: 'Queued', running: 'Running', done: 'Done', dead: 'Dead' } },
    run_at: 'datetime',
  },
  terminology: 'queue_job',
  permission: 'queue',
  features: { readOnly: true },
  actions: {
    /** POST /queue-jobs/{id}/retry: a dead job is queued again with fresh attempts. */
    retry: action<typeof queueJobs.$inferSelect>({
      when: { state: ['dead'] },
      async run(ctx, row) {
        const [queued] = await ctx.tx
          .update(queueJobs)
          .set({ state: 'queued', attempts: 0, runAt: new Date(), finishedAt: null, updatedAt: new Date() })
          .where(and(eq(queueJobs.id, row.id), eq(queueJobs.state, 'dead')))
          .returning();
        return { record: queued };
      },
    }),
  },
});
