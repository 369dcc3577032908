import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { resources } from '@/lib/api/registry';
import { catalogueOf } from '@/lib/engine/catalogue';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let a: Company;
let b: Company;

beforeAll(async () => {
  a = await makeCompany('tenant-a');
  b = await makeCompany('tenant-b');
});

/**
 * A record made in company A is never listed, counted, read, changed or deleted by company B.
 * Catalogues hold no company's rows (lib/engine/catalogue.ts: the product's own lists, or rows
 * built from the asking company alone, as tests/api/spec-paths.test.ts shows for settings).
 */
describe.each([...resources.keys()].filter((name) => !catalogueOf(resources.get(name)!)))('the %s of one company, seen from another', (name) => {
  let id: number;
  const asB = (method: string, path: string, body?: unknown) => api(method, `${name}${path}`, { host: b.host, token: b.owner.authKey, body });

  beforeAll(async () => {
    id = await fixtures[name].create(1, depsFor(a.host, a.owner.authKey));
  });

  it('is not listed, counted or found by search', async () => {
    expect((await asB('GET', '')).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    expect((await asB('GET', '/all')).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    if (resources.get(name)!.filter.includes('status')) {
      expect((await asB('GET', `?filter[status]=0,1,8,9,10,11,12,13,15`)).body.items.map((i: { id: number }) => i.id)).not.toContain(id);
    }
    const count = (await asB('GET', '/count')).body.count;
    expect((await asB('GET', '/all')).body.items).toHaveLength(count);
  });

  it('is a 404 to read, view, update, delete or act on', async () => {
    expect((await asB('GET', `/${id}`)).status).toBe(404);
    const readOnly = resources.get(name)!.features.readOnly;
    const update = fixtures[name].update;
    expect((await asB('PUT', `/${id}`, update ? { [update.field]: update.value } : {})).status).toBe(readOnly ? 405 : 404);
    expect((await asB('DELETE', `/${id}`)).status).toBe(readOnly ? 405 : 404);
    // The generic row actions and every action the resource declares.
    for (const verb of ['bookmark', 'inactivate', 'activate', ...Object.keys(resources.get(name)!.actions ?? {})]) {
      const res = await asB('POST', `/${id}/${verb}`);
      expect(res.status, verb).toBe(404);
    }
    // Every view the resource declares (a PDF, a stub, a statement, what an item owes).
    for (const view of Object.keys(resources.get(name)!.views ?? {})) expect((await asB('GET', `/${id}/${view}`)).status, view).toBe(404);
    const mine = await api('GET', `${name}/${id}`, { host: a.host, token: a.owner.authKey });
    expect(mine.status).toBe(200);
  });

  it("stays invisible to company B's transaction even with the engine's filter left out", async () => {
    const def = resources.get(name)!;
    const seen = await withTenant(b.company.id, (tx) => tx.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, id)));
    expect(seen).toEqual([]);
    const raw = await withTenant(b.company.id, (tx) => tx.execute(sql`select count(*)::int as n from ${def.table} where company_id <> ${b.company.id}`));
    expect(rowsOf(raw)).toEqual([{ n: 0 }]);
  });
});

describe('row-level security covers the schema', () => {
  it('is enabled and forced on every table with a company_id', async () => {
    const res = await withTenant(a.company.id, (tx) =>
      tx.execute(sql`
        select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
        order by 1`),
    );
    const tables = rowsOf<{ table: string; enabled: boolean; forced: boolean }>(res);
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((t) => !t.enabled || !t.forced)).toEqual([]);
  });
});
