import { and, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '@/db/client';
import { files, users } from '@/db/schema';
import { collectionAction, type Resource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { activeAdministrators, notifySystem } from '@/lib/engine/events';
import type { JobHandler } from '@/lib/engine/module';
import { reachable } from '@/lib/engine/reach';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { formatBytes } from '@/lib/format';
import { enqueue } from '@/lib/jobs/queue';
import { fileStore } from '@/lib/storage';
import { limitsOf } from './limits';

type Use = { name: string; files: number; bytes: number };

/** A share of the quota as people read it: one decimal, "<0.1 %" for a sliver rather than a misleading 0. */
const share = (bytes: number, quota: number) => (!quota ? '' : bytes && bytes / quota < 0.001 ? '<0.1 %' : `${((bytes / quota) * 100).toFixed(1)} %`);

/** The use of each top drawer: a file counts in the drawer its folder stands in, however deep; files in no folder as "". */
async function byDrawer(ctx: ResourceContext, seen: SQL): Promise<Use[]> {
  const result = await ctx.tx.execute(sql`
    with recursive roots(id, root) as (
      select id, id from folders where company_id = ${ctx.company.id} and parent_id is null
      union all
      select f.id, r.root from folders f join roots r on f.parent_id = r.id where f.company_id = ${ctx.company.id}
    )
    select coalesce(d.display_name, '') as name, count(*)::int as files, coalesce(sum(${files.size}), 0)::float8 as bytes
    from ${files} left join roots on roots.id = ${files.hierarchyId} left join folders d on d.id = roots.root and d.company_id = ${ctx.company.id}
    where ${seen}
    group by d.id, d.display_name order by bytes desc, name`);
  return rowsOf<Use>(result);
}

/**
 * The Storage Report (gem 166): what the company's files take against its quota, counted by top
 * drawer, by type (extension) or by the user who uploaded them; largest first. Its totals: the
 * files and bytes counted, the quota and what is free of it. Counted over the files the reader
 * reaches, in SQL.
 */
export async function storageUse(ctx: ResourceContext, by: 'drawer' | 'type' | 'user', filesResource: Resource) {
  const seen = and(...reachable(filesResource, ctx)) ?? sql`false`;
  const n = count();
  const bytes = sql<number>`coalesce(${sum(files.size)}, 0)::float8`;
  const used: Use[] =
    by === 'drawer'
      ? await byDrawer(ctx, seen)
      : by === 'type'
        ? await ctx.tx.select({ name: files.extension, files: n, bytes }).from(files).where(seen).groupBy(files.extension).orderBy(desc(bytes), files.extension)
        : (
            await ctx.tx
              .select({ name: users.displayName, files: n, bytes })
              .from(files)
              .leftJoin(users, eq(users.id, files.createdBy))
              .where(seen)
              .groupBy(users.id, users.displayName)
              .orderBy(desc(bytes), users.displayName)
          ).map((r) => ({ ...r, name: r.name ?? '' }));
  const { quotaBytes } = limitsOf(ctx);
  const total = used.reduce((s, r) => s + Number(r.bytes), 0);
  return {
    rows: used.map((r) => ({ name: r.name, files: Number(r.files), size: formatBytes(Number(r.bytes)), bytes: Number(r.bytes), of_quota: share(Number(r.bytes), quotaBytes) })),
    totals: { files: used.reduce((s, r) => s + Number(r.files), 0), size: formatBytes(total), of_quota: share(total, quotaBytes), quota: formatBytes(quotaBytes), free: formatBytes(Math.max(0, quotaBytes - total)) },
  };
}

export const storageReport = (filesResource: Resource) =>
  defineReport({
    name: 'storage-report',
    permission: 'files',
    params: z.object({ by: reportParam.choice(['drawer', 'type', 'user'], 'drawer') }),
    run: (ctx, p) => storageUse(ctx, p.by, filesResource),
    columns: [
      { key: 'name', kind: 'text' },
      { key: 'files', kind: 'integer' },
      { key: 'size', kind: 'text' },
      { key: 'of_quota', kind: 'text' },
    ],
    period: 'as-of',
  });

/** The job that finds the store's objects without a file and the files without an object. */
export const ORPHANS_JOB = 'file-orphans';

/** An object younger than this is an upload under way (a presigned PUT not yet confirmed), never an orphan. */
const GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Orphan cleanup (a job on the queue, one company at a time): an object of the company's files or
 * thumbnails that no file row names, older than a day, is removed (an upload that failed halfway,
 * a thumbnail of a file since deleted); a file whose object is missing is not deleted (its
 * comments and links stay) but made inactive, and the administrators are told which; a thumbnail
 * key whose object is missing is cleared so the file shows its badge. Answers what it did.
 */
export async function cleanOrphans(ctx: WriteContext, now = Date.now()) {
  const store = fileStore();
  const rows = await ctx.tx.select({ id: files.id, name: files.displayName, key: files.storageKey, thumb: files.thumbnailKey, status: files.status }).from(files).where(eq(files.companyId, ctx.company.id));
  const named = new Set(rows.flatMap((r) => (r.thumb ? [r.key, r.thumb] : [r.key])));
  const present = new Set<string>();
  let removed = 0;
  for (const prefix of [`company-${ctx.company.id}/files/`, `company-${ctx.company.id}/thumbnails/`]) {
    for await (const object of store.list(prefix)) {
      present.add(object.key);
      if (!named.has(object.key) && now - object.modified.getTime() > GRACE_MS) {
        await store.remove(object.key);
        removed++;
      }
    }
  }
  const lost = rows.filter((r) => !present.has(r.key));
  for (const r of lost) if (r.status !== 0) await ctx.tx.update(files).set({ status: 0, updatedAt: new Date() }).where(and(eq(files.companyId, ctx.company.id), eq(files.id, r.id)));
  const thumbless = rows.filter((r) => r.thumb && !present.has(r.thumb));
  for (const r of thumbless) await ctx.tx.update(files).set({ thumbnailKey: null }).where(and(eq(files.companyId, ctx.company.id), eq(files.id, r.id)));
  const newlyLost = lost.filter((r) => r.status !== 0);
  if (newlyLost.length) {
    await notifySystem(ctx, await activeAdministrators(ctx), {
      verb: 'failed',
      collection: 'files',
      recordId: newlyLost[0].id,
      title: `${newlyLost.length} file(s) missing from the file store`,
      message: newlyLost.slice(0, 20).map((r) => r.name).join(', '),
    });
  }
  return { removed, missing: lost.length, thumbnails_cleared: thumbless.length };
}

export const orphansJob: JobHandler = {
  maxAttempts: 3,
  async run(ctx) {
    await cleanOrphans(ctx);
  },
};

/** POST /files/cleanup: queues the orphan cleanup of the company's store (once: a second while one waits queues nothing). */
export const cleanupAction = collectionAction({
  permission: 'delete',
  changesNothing: true,
  async run(ctx) {
    const id = await enqueue(ctx, ORPHANS_JOB, {}, { singletonKey: ORPHANS_JOB, maxAttempts: 3 });
    return { data: { queued: id !== null } };
  },
});
