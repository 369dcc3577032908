import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, queueJobs } from '@/db/schema';
import { DAILY_JOBS, scheduleDailyJobs } from '@/lib/api/jobs';
import { app } from '@/lib/api/modules';
import { resources as registry } from '@/lib/api/registry';
import type { WriteContext } from '@/lib/engine/define';
import { asWorker, Worker } from '@/lib/jobs/queue';
import { backfillContents, FILE_BACKFILL_JOB, FILE_CONTENTS_JOB } from '@/lib/modules/files/contents';
import { cleanOrphans, ORPHANS_JOB, type OrphansCursor } from '@/lib/modules/files/storage';
import { RECURRING_BILLING_JOB } from '@/lib/modules/sales/recurring-billing';
import { fileStore } from '@/lib/storage';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';
import { useFileStore } from '../support/s3';

async function company(prefix: string) {
  const co = await makeCompany(prefix);
  const call = (method: string, p: string, body?: unknown) => api(method, p, { host: co.host, token: co.owner.authKey, body });
  const upload = async (name: string, bytes: Uint8Array) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    const made = await api('POST', 'files', { host: co.host, token: co.owner.authKey, form });
    if (made.status !== 201) throw new Error(JSON.stringify(made.body));
    return made.body.id as number;
  };
  /** Runs `fn` as the owner in the company's transaction, as a job does. */
  const inCompany = <T>(fn: (ctx: WriteContext) => Promise<T>) => withTenant(co.company.id, async (tx) => fn({ tx, company: co.company, user: (await loadUser(tx, { id: co.owner.id }))!, registry }));
  const jobs = (kind: string) => asWorker((tx) => tx.select().from(queueJobs).where(and(eq(queueJobs.companyId, co.company.id), eq(queueJobs.kind, kind))));
  return { ...co, call, upload, inCompany, jobs };
}

const drain = (kind: string) => new Worker(app.jobs, registry, { kinds: [kind] }).drain();
const DAY = 86_400_000;

describe('The daily jobs of the file store', { timeout: 240_000 }, () => {
  it('queues the orphan cleanup and the reading of unread files once a day for each company, beside recurring billing', async () => {
    expect(DAILY_JOBS).toEqual(expect.arrayContaining([RECURRING_BILLING_JOB, ORPHANS_JOB, FILE_BACKFILL_JOB]));
    expect(DAILY_JOBS).not.toContain(FILE_CONTENTS_JOB);
    const a = await company('dj');
    const orphan = `company-${a.company.id}/files/left-behind`;
    await fileStore().put(orphan, Readable.from(Buffer.from('x')), 1, 'text/plain');
    await scheduleDailyJobs();
    await scheduleDailyJobs();
    const [daily, ...more] = await a.jobs(ORPHANS_JOB);
    expect(more).toEqual([]);
    expect(daily.state).toBe('queued');
    expect(daily.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(daily.runAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY + 3_600_000);
    expect(await a.jobs(FILE_BACKFILL_JOB)).toHaveLength(1);
    // Asking for a cleanup now is not refused because the daily one waits for midnight.
    expect((await a.call('POST', 'files/cleanup')).body).toEqual({ queued: true });
    expect((await a.call('POST', 'files/cleanup')).body).toEqual({ queued: false });
    // Midnight comes (and the orphan is a day old): the run removes it, and the next day's is queued by the next call.
    await asWorker((tx) => tx.update(queueJobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(queueJobs.id, daily.id)));
    const past = new Date(Date.now() - 3 * DAY);
    await utimes(path.join(process.env.FILE_STORAGE_DIR!, orphan), past, past);
    await drain(ORPHANS_JOB);
    expect(await fileStore().size(orphan)).toBeNull();
    expect((await a.jobs(ORPHANS_JOB)).every((j) => j.state === 'done')).toBe(true);
    await scheduleDailyJobs();
    expect((await a.jobs(ORPHANS_JOB)).filter((j) => j.state === 'queued')).toHaveLength(1);
  });
});

describe.each(['local', 's3'] as const)('Orphan cleanup in short batches on the %s store', { timeout: 240_000 }, (driver) => {
  useFileStore(driver);

  it('goes through the objects and then the files a batch at a time, each batch where the last stopped', async () => {
    const a = await company(`ob${driver[0]}`);
    const kept = [await a.upload('one.txt', Buffer.from('one')), await a.upload('two.txt', Buffer.from('two')), await a.upload('three.txt', Buffer.from('three'))];
    const [lostRow] = await withTenant(a.company.id, (tx) => tx.select({ key: files.storageKey }).from(files).where(and(eq(files.companyId, a.company.id), eq(files.id, kept[2]))));
    await fileStore().remove(lostRow.key);
    const orphans = ['a', 'b', 'c', 'd', 'e'].map((n) => `company-${a.company.id}/files/orphan-${n}`);
    orphans.push(`company-${a.company.id}/thumbnails/orphan-f.png`);
    for (const key of orphans) await fileStore().put(key, Readable.from(Buffer.from('x')), 1, 'text/plain');

    const later = Date.now() + 2 * DAY;
    const cursors: OrphansCursor[] = [];
    let from: OrphansCursor | undefined;
    const total = { removed: 0, missing: 0 };
    for (let runs = 0; runs < 20; runs++) {
      const done = await a.inCompany((ctx) => cleanOrphans(ctx, { from, batch: 2, now: later }));
      total.removed += done.removed;
      total.missing += done.missing;
      if (!done.next) break;
      cursors.push(done.next);
      from = done.next;
    }
    // 7 objects of files (2 kept, 5 orphans) in batches of 2, 1 thumbnail, 3 files in batches of 2.
    expect(cursors.filter((c) => 'prefix' in c && c.prefix === 0)).toHaveLength(3);
    expect(cursors.filter((c) => 'rows' in c)).toHaveLength(2);
    expect(total).toEqual({ removed: 6, missing: 1 });
    for (const key of orphans) expect(await fileStore().size(key)).toBeNull();
    expect((await a.call('GET', `files/${kept[0]}`)).body.status).toBe(1);
    expect((await a.call('GET', `files/${kept[2]}`)).body.status).toBe(0);
    // Once more: nothing left to do, nothing told twice.
    const again = await a.inCompany((ctx) => cleanOrphans(ctx, { from: { rows: 0 }, now: later }));
    expect(again).toMatchObject({ removed: 0, missing: 1, next: null });
    const told = (await a.call('GET', 'notifications')).body.items as { title: string }[];
    expect(told.filter((n) => n.title.includes('missing from the file store'))).toHaveLength(1);
  });
});

describe('Reading the files kept before their contents were read', { timeout: 240_000 }, () => {
  it('reads them on the queue in batches, once, and finds them by their words', async () => {
    const a = await company('bf');
    const image = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const ids = [
      await a.upload('minutes.txt', Buffer.from('Minutes of the zanzibar meeting')),
      await a.upload('notes.txt', Buffer.from('Notes about quokka habitats')),
      await a.upload('chart.png', image),
      await a.upload('sheet.csv', Buffer.from('animal,count\nokapi,3\n')),
      await a.upload('more.txt', Buffer.from('More about the pangolin')),
    ];
    // As they were before: never read, their jobs never queued.
    await asWorker((tx) => tx.delete(queueJobs).where(and(eq(queueJobs.companyId, a.company.id), eq(queueJobs.kind, FILE_CONTENTS_JOB))));
    await withTenant(a.company.id, (tx) => tx.update(files).set({ contentsReadAt: null, textContent: null, thumbnailKey: null }).where(inArray(files.id, ids)));
    expect((await a.call('GET', 'files?q=quokka')).body.items).toEqual([]);

    // In batches of 2 from where the last stopped: 2, 2, 1.
    const first = await a.inCompany((ctx) => backfillContents(ctx, { batch: 2 }));
    expect(first).toEqual({ read: 2, next: ids[1] });
    expect((await a.call('GET', 'files?q=quokka')).body.items.map((f: { id: number }) => f.id)).toEqual([ids[1]]);

    // The rest on the queue, asked for once (a second ask while it waits queues nothing).
    // The answer says how many files wait to be read (what the Files settings' button tells).
    expect((await a.call('POST', 'files/read-contents')).body).toEqual({ queued: true, unread: 3 });
    expect((await a.call('POST', 'files/read-contents')).body).toEqual({ queued: false, unread: 3 });
    await drain(FILE_BACKFILL_JOB);
    expect((await a.call('GET', 'files?q=pangolin')).body.items.map((f: { id: number }) => f.id)).toEqual([ids[4]]);
    expect((await a.call('GET', 'files?q=zanzibar')).body.items.map((f: { id: number }) => f.id)).toEqual([ids[0]]);
    expect((await a.call('GET', 'files?q=okapi')).body.items.map((f: { id: number }) => f.id)).toEqual([ids[3]]);
    const rows = await withTenant(a.company.id, (tx) => tx.select({ id: files.id, readAt: files.contentsReadAt, thumb: files.thumbnailKey }).from(files).where(inArray(files.id, ids)));
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    const thumb = rows.find((r) => r.id === ids[2])!.thumb!;
    expect(await fileStore().size(thumb)).toBeGreaterThan(0);

    // Idempotent: a second run reads nothing (the thumbnail and the words stay as they were).
    expect(await a.inCompany((ctx) => backfillContents(ctx))).toEqual({ read: 0, next: null });
    expect((await a.call('POST', 'files/read-contents')).body).toEqual({ queued: true, unread: 0 });
    await drain(FILE_BACKFILL_JOB);
    expect((await a.jobs(FILE_BACKFILL_JOB)).filter((j) => j.state !== 'done')).toEqual([]);
    expect((await a.call('GET', 'files?q=quokka')).body.items).toHaveLength(1);
  });

  it('marks a new file read by its own job, so the backfill leaves it', async () => {
    const a = await company('bn');
    const id = await a.upload('fresh.txt', Buffer.from('A fresh wombat'));
    await drain(FILE_CONTENTS_JOB);
    const [row] = await withTenant(a.company.id, (tx) => tx.select({ readAt: files.contentsReadAt }).from(files).where(eq(files.id, id)));
    expect(row.readAt).not.toBeNull();
    expect(await a.inCompany((ctx) => backfillContents(ctx))).toEqual({ read: 0, next: null });
  });
});

describe('Asking for the cleanup and the reading now (the Files settings’ buttons)', { timeout: 240_000 }, () => {
  it('needs the files’ delete right for the cleanup and their edit right for the reading, and queues nothing otherwise', async () => {
    const a = await company('ask');
    const role = await a.call('POST', 'roles', { display_name: 'Files reader', rights: { file: ['view', 'create'] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const reader = (await addUser(a.host, a.owner.authKey, { role_id: role.body.id })).token;
    for (const action of ['cleanup', 'read-contents']) expect((await api('POST', `files/${action}`, { host: a.host, token: reader })).status, action).toBe(403);
    expect(await a.jobs(ORPHANS_JOB)).toEqual([]);
    expect(await a.jobs(FILE_BACKFILL_JOB)).toEqual([]);
    // The owner may: each queued once, nothing to read in a company without files.
    expect((await a.call('POST', 'files/cleanup')).body).toEqual({ queued: true });
    expect((await a.call('POST', 'files/read-contents')).body).toEqual({ queued: true, unread: 0 });
    expect(await a.jobs(ORPHANS_JOB)).toHaveLength(1);
    expect(await a.jobs(FILE_BACKFILL_JOB)).toHaveLength(1);
  });
});
