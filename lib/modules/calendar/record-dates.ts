import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { jobs, workOrders } from '@/db/schema';
import type { ActionContext } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import { dayRange } from './important-dates';

/**
 * Jobs and work orders on the calendar (`GET /events/record-dates?from=&to=`): a job from its
 * start day to its end day (either alone: that one day), a work order on its due day, each read
 * through its own collection's scope (a person without the jobs sees none). Moving one in the
 * calendar is a PUT of that record (its dates), through its own update and permission: the
 * calendar keeps no copy of these dates.
 */
export type RecordDate = { collection: 'jobs' | 'work-orders'; id: number; display_name: string; start: string; end: string };

export async function recordDatesView(ctx: ActionContext): Promise<{ from: string; to: string; items: RecordDate[] }> {
  const { from, to } = dayRange(ctx);
  const of = (name: string) => ctx.registry.get(name)!;
  const first = sql<string>`coalesce(${jobs.startDate}, ${jobs.endDate})`;
  const last = sql<string>`coalesce(${jobs.endDate}, ${jobs.startDate})`;
  const jobRows = await ctx.tx
    .select({ id: jobs.id, name: jobs.displayName, start: first, end: last })
    .from(jobs)
    .where(and(...reachable(of('jobs'), ctx), eq(jobs.status, 1), or(isNotNull(jobs.startDate), isNotNull(jobs.endDate)), lte(first, to), gte(last, from)))
    .orderBy(first, jobs.id)
    .limit(2_000);
  const orderRows = await ctx.tx
    .select({ id: workOrders.id, name: workOrders.displayName, due: workOrders.dueDate })
    .from(workOrders)
    .where(and(...reachable(of('work-orders'), ctx), eq(workOrders.status, 1), gte(workOrders.dueDate, from), lte(workOrders.dueDate, to)))
    .orderBy(workOrders.dueDate, workOrders.id)
    .limit(2_000);
  return {
    from,
    to,
    items: [
      ...jobRows.map((j): RecordDate => ({ collection: 'jobs', id: j.id, display_name: j.name, start: j.start, end: j.end < j.start ? j.start : j.end })),
      ...orderRows.map((w): RecordDate => ({ collection: 'work-orders', id: w.id, display_name: w.name, start: w.due!, end: w.due! })),
    ],
  };
}
