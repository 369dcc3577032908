import { and, count, desc, eq, gt, inArray, sql, sum, type SQL } from 'drizzle-orm';
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

/** The job that finds the store's objects without a file and the files without an object: daily, and when asked. */
export const ORPHANS_JOB = 'file-orphans';

/** An object younger than this is an upload under way (a presigned PUT not yet confirmed), never an orphan. */
const GRACE_MS = 24 * 60 * 60 * 1000;

/** Objects listed, or file rows checked, by one run of the job: a short transaction each, the rest queued after it. */
export const ORPHANS_BATCH = 500;

/** Where a cleanup goes on: the objects of one of the company's prefixes after a key, then the files after an id. */
export type OrphansCursor = { prefix: number; after: string | null } | { rows: number };

const prefixesOf = (companyId: number) => [`company-${companyId}/files/`, `company-${companyId}/thumbnails/`];

/** Removes the objects of a batch no file names, older than a day; answers how many, and the last key listed. */
async function objectsBatch(ctx: WriteContext, prefix: string, after: string | null, batch: number, now: number) {
  const store = fileStore();
  const listed: { key: string; modified: Date }[] = [];
  for await (const object of store.list(prefix, after ?? undefined)) {
    listed.push(object);
    if (listed.length >= batch) break;
  }
  const keys = listed.map((o) => o.key);
  // The files' objects are named by storage keys (a unique index), the thumbnails by thumbnail keys.
  const column = prefix.endsWith('/thumbnails/') ? files.thumbnailKey : files.storageKey;
  const named = new Set(keys.length ? (await ctx.tx.select({ key: column }).from(files).where(and(eq(files.companyId, ctx.company.id), inArray(column, keys)))).map((r) => r.key) : []);
  let removed = 0;
  for (const object of listed) {
    if (named.has(object.key) || now - object.modified.getTime() <= GRACE_MS) continue;
    await store.remove(object.key);
    removed++;
  }
  return { removed, last: listed.length >= batch ? keys[keys.length - 1] : null };
}

/** Checks a batch of the company's files after `after` against the store; answers what it changed and the last id checked. */
async function rowsBatch(ctx: WriteContext, after: number, batch: number) {
  const store = fileStore();
  const rows = await ctx.tx
    .select({ id: files.id, name: files.displayName, key: files.storageKey, thumb: files.thumbnailKey, status: files.status })
    .from(files)
    .where(and(eq(files.companyId, ctx.company.id), gt(files.id, after)))
    .orderBy(files.id)
    .limit(batch);
  const lost: typeof rows = [];
  let thumbnailsCleared = 0;
  for (const r of rows) {
    if ((await store.size(r.key)) === null) lost.push(r);
    if (r.thumb && (await store.size(r.thumb)) === null) {
      await ctx.tx.update(files).set({ thumbnailKey: null }).where(and(eq(files.companyId, ctx.company.id), eq(files.id, r.id)));
      thumbnailsCleared++;
    }
  }
  const newlyLost = lost.filter((r) => r.status !== 0);
  if (newlyLost.length) {
    await ctx.tx.update(files).set({ status: 0, updatedAt: new Date() }).where(and(eq(files.companyId, ctx.company.id), inArray(files.id, newlyLost.map((r) => r.id))));
    await notifySystem(ctx, await activeAdministrators(ctx), {
      verb: 'failed',
      collection: 'files',
      recordId: newlyLost[0].id,
      title: `${newlyLost.length} file(s) missing from the file store`,
      message: newlyLost.slice(0, 20).map((r) => r.name).join(', '),
    });
  }
  return { missing: lost.length, thumbnailsCleared, last: rows.length >= batch ? rows[rows.length - 1].id : null };
}

/**
 * Orphan cleanup of one company's store, one batch from `from` (a job on the queue: daily, and
 * when asked): an object of the company's files or thumbnails that no file row names, older than
 * a day, is removed (an upload that failed halfway, a thumbnail of a file since deleted); a file
 * whose object is missing is not deleted (its comments and links stay) but made inactive, and the
 * administrators are told which; a thumbnail key whose object is missing is cleared so the file
 * shows its badge. Answers what it did and where the next batch starts (null when done).
 */
export async function cleanOrphans(ctx: WriteContext, options: { from?: OrphansCursor; batch?: number; now?: number } = {}) {
  const { from = { prefix: 0, after: null }, batch = ORPHANS_BATCH, now = Date.now() } = options;
  if ('prefix' in from) {
    const prefixes = prefixesOf(ctx.company.id);
    const { removed, last } = await objectsBatch(ctx, prefixes[from.prefix], from.after, batch, now);
    const next: OrphansCursor = last !== null ? { prefix: from.prefix, after: last } : from.prefix + 1 < prefixes.length ? { prefix: from.prefix + 1, after: null } : { rows: 0 };
    return { removed, missing: 0, thumbnails_cleared: 0, next };
  }
  const { missing, thumbnailsCleared, last } = await rowsBatch(ctx, from.rows, batch);
  const next: OrphansCursor | null = last !== null ? { rows: last } : null;
  return { removed: 0, missing, thumbnails_cleared: thumbnailsCleared, next };
}

/** A cursor of a job's payload, if it is one (a new run has none). */
const cursorSchema = z.union([z.object({ prefix: z.number().int().min(0), after: z.string().nullable() }), z.object({ rows: z.number().int().min(0) })]);
const cursorOf = (payload: Record<string, unknown>): OrphansCursor | undefined => cursorSchema.safeParse(payload.cursor).data;

/** The job: one batch, the next queued behind it (at once: the queue takes other work between them). */
export const orphansJob: JobHandler = {
  maxAttempts: 3,
  daily: true,
  async run(ctx, payload) {
    const { next } = await cleanOrphans(ctx, { from: cursorOf(payload) });
    if (next) await enqueue(ctx, ORPHANS_JOB, { cursor: next }, { maxAttempts: 3 });
  },
};

/** POST /files/cleanup: queues the orphan cleanup of the company's store now (once: a second while one waits queues nothing). */
export const cleanupAction = collectionAction({
  permission: 'delete',
  changesNothing: true,
  async run(ctx) {
    const id = await enqueue(ctx, ORPHANS_JOB, {}, { singletonKey: `${ORPHANS_JOB}:now`, maxAttempts: 3 });
    return { data: { queued: id !== null } };
  },
});
