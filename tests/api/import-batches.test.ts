import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, queueJobs } from '@/db/schema';
import { asWorker } from '@/lib/jobs/queue';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;

/** POST /{c}/import of a CSV as the company's owner. */
function importCsv(co: Company, collection: string, csv: string, mode: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'rows.csv', { type: 'text/csv' }));
  form.set('mode', mode);
  return api('POST', `${collection}/import`, { host: co.host, token: co.owner.authKey, form });
}

const count = async (co: Company, collection: string, q = '') => (await api('GET', `${collection}/count${q}`, { host: co.host, token: co.owner.authKey })).body.count as number;
const undoJobs = (co: Company) => asWorker((tx) => tx.select().from(queueJobs).where(and(eq(queueJobs.companyId, co.company.id), eq(queueJobs.kind, 'import.undo'))));

describe('imports in batches (issue 35, finding 3)', { timeout: 120_000 }, () => {
  it('writes a large file a chunk per transaction, all of it, and keeps nothing to undo once it ends', async () => {
    const co = await makeCompany('import-batches');
    const csv = ['Display name,Account number', ...Array.from({ length: 2_000 }, (_, i) => `Batch ${i},B-${i}`)].join('\n');
    const res = await importCsv(co, 'customers', csv, 'all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2_000, written: 2_000, skipped: 0 });
    expect(await count(co, 'customers')).toBe(2_000);
    expect(await undoJobs(co)).toEqual([]);
    const logs = (await api('GET', 'company-logs?per-page=50', { host: co.host, token: co.owner.authKey })).body.items.filter((l: { collection: string }) => l.collection === 'customers');
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['import']);
  });

  it('undoes what earlier chunks wrote when a later one fails: no row is left, the failing row named', async () => {
    const co = await makeCompany('import-undo');
    const before = await count(co, 'accounts');
    // Required numbers are refused by the account's own preparation at write time, not by the check:
    // the 505th row passes the check and fails the second chunk, after the first is written.
    expect((await api('PUT', 'settings', { host: co.host, token: co.owner.authKey, body: { require_account_numbers: 1 } })).status).toBe(200);
    const rows = Array.from({ length: 510 }, (_, i) => `Imported ${i},${i === 504 ? '' : `9${String(i).padStart(4, '0')}`},Expense`);
    for (const mode of ['all', 'valid']) {
      const res = await importCsv(co, 'accounts', ['Display name,Number,Type', ...rows].join('\n'), mode);
      expect(res.status).toBe(422);
      expect(res.body).toEqual([expect.objectContaining({ row: 506, field: 'number', code: 'accountNumberRequired' })]);
      expect(await count(co, 'accounts')).toBe(before);
      expect(await undoJobs(co)).toEqual([]);
    }
  });

  it('is undone by the queue when its process died before the end', async () => {
    const co = await makeCompany('import-died');
    expect((await importCsv(co, 'customers', 'Display name\nLeft 1\nLeft 2\nLeft 3', 'all')).status).toBe(200);
    const ids = (await api('GET', 'customers/all', { host: co.host, token: co.owner.authKey })).body.items.map((c: { id: number }) => c.id);
    // What the batches of an import that never ended leave: its records, and its undo job, now due.
    const { keepForUndo, IMPORT_UNDO_JOB } = await import('@/lib/modules/settings/import-undo');
    const { resources } = await import('@/lib/api/registry');
    const { withTenant } = await import('@/lib/tenant/transaction');
    const { loadUser } = await import('@/lib/users/session-user');
    const [company] = await asWorker((tx) => tx.select().from(companies).where(eq(companies.id, co.company.id)));
    const job = await withTenant(co.company.id, async (tx) => keepForUndo({ tx, company, user: (await loadUser(tx, { id: co.owner.id }))!, registry: resources }, 'customers', null, ids));
    await asWorker((tx) => tx.update(queueJobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(queueJobs.id, job)));
    const { appWorker } = await import('@/lib/api/jobs');
    await appWorker({ kinds: [IMPORT_UNDO_JOB] }).drain();
    expect(await count(co, 'customers')).toBe(0);
  });
});
