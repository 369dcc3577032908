import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { selectAll } from '@/db/select-all';
import { handleApi } from '@/lib/api/handle';
import { resources } from '@/lib/api/registry';
import { catalogueOf } from '@/lib/engine/catalogue';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';

/**
 * The API contract of DESIGN.md, checked on every registered resource: a new resource is
 * tested by adding it to the registry and giving it a fixture.
 */
describe.each([...resources.values()].map((def) => [def.name, def] as const))('the %s collection', (name, def) => {
  let host: string;
  let token: string;
  let companyId: number;
  const fixture = fixtures[name];
  const call = (method: string, path: string, body?: unknown) => api(method, path ? `${name}/${path}` : name, { host, token, body });
  const created: number[] = [];
  /** Records the new company has before the suite makes any (its owner, for users). */
  let baseline = 0;
  /** How many rows the listing gains per fixture record (a journal entry adds two lines to the journal view). */
  const per = () => fixture?.rowsPerRecord ?? 1;
  const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id).filter((id) => created.includes(id));

  beforeAll(async () => {
    const company = await makeCompany('contract');
    host = company.host;
    token = company.owner.authKey;
    companyId = company.company.id;
    if (!fixture) return;
    baseline = (await call('GET', 'count')).body.count;
    const deps = depsFor(host, token);
    for (let n = 1; n <= 3; n++) created.push(await fixture.create(n, deps));
  });

  it('has a fixture for the contract suite', () => {
    expect(fixture, `tests/fixtures/resources.ts needs an entry for ${name}`).toBeDefined();
  });

  it('lists with _meta, pagination headers and the list columns', async () => {
    const total = baseline + 3 * per();
    const res = await call('GET', '?per-page=2');
    expect(res.status).toBe(200);
    expect(res.body._meta).toMatchObject({ totalCount: total, pageCount: Math.ceil(total / 2), currentPage: 1, perPage: 2, prevCursor: null });
    expect(typeof res.body._meta.nextCursor).toBe('string');
    expect(res.headers.get('x-pagination-total-count')).toBe(String(total));
    expect(res.body.items).toHaveLength(2);
    for (const column of def.columns) expect(res.body.items[0]).toHaveProperty(column);
    expect(res.body.items[0].company_id).toBeUndefined();
    const page2 = await call('GET', '?per-page=2&page=2');
    expect(page2.body.items).toHaveLength(total - 2 >= 2 ? 2 : total - 2);
  });

  // A catalogue's rows come from code (lib/engine/catalogue.ts): no table holds them.
  it.skipIf(!!catalogueOf(def))("reads its rows through selectAll exactly as Drizzle's select() reads them", async () => {
    const [fast, drizzled] = await withTenant(companyId, async (tx) => [
      await selectAll(tx, def.table, sql`where ${def.table.companyId} = ${companyId} order by ${def.table.id}`),
      await tx.select().from(def.table).where(eq(def.table.companyId, companyId)).orderBy(def.table.id),
    ]);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast).toEqual(drizzled);
  });

  it('sorts newest first by default, and by a whitelisted field either way', async () => {
    // Newest first, and the records made come in that order (a catalogue longer than a page lists them on a later page: /all has every row).
    const first = (await call('GET', '')).body.items.map((i: { id: number }) => i.id);
    expect(first).toEqual([...first].sort((x: number, y: number) => y - x));
    expect(ids(await call('GET', 'all'))).toEqual([...created].reverse());
    expect(ids(await call('GET', '?sort=id&per-page=200'))).toEqual(created);
    for (const field of def.sort) expect((await call('GET', `?sort=-${field}`)).status, field).toBe(200);
  });

  it('walks every sort by keyset cursors, both ways, in the order page numbers give', async () => {
    const walk = async (sort: string, direction: 'after' | 'before') => {
      const seen: number[] = [];
      let cursor: string | null = direction === 'before' ? 'end' : '';
      for (let step = 0; cursor !== null && step < 100; step++) {
        const res = await call('GET', `?per-page=2&sort=${sort}${cursor ? `&${direction}=${cursor}` : ''}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const page = res.body.items.map((i: { id: number }) => i.id);
        if (direction === 'after') seen.push(...page);
        else seen.unshift(...page);
        cursor = direction === 'after' ? res.body._meta.nextCursor : res.body._meta.prevCursor;
      }
      return seen;
    };
    /** Every row in the order `sort` gives, 200 at a time by cursor. */
    const wholeOrder = async (sort: string) => {
      const all: number[] = [];
      for (let cursor: string | null = ''; cursor !== null; ) {
        const res = await call('GET', `?per-page=200&sort=${sort}${cursor ? `&after=${cursor}` : ''}`);
        all.push(...res.body.items.map((i: { id: number }) => i.id));
        cursor = res.body._meta.nextCursor;
      }
      return all;
    };
    for (const field of ['id', ...def.sort]) {
      for (const sort of [field, `-${field}`]) {
        const whole = (await call('GET', `?per-page=200&sort=${sort}`)).body.items.map((i: { id: number }) => i.id);
        expect(await walk(sort, 'after'), sort).toEqual(whole);
        // Backwards from the end: the last rows of the whole order (the walk reads at most 200; a catalogue may hold more).
        if (field === 'id' || field === def.sort[0]) expect(await walk(sort, 'before'), `${sort} backwards`).toEqual((await wholeOrder(sort)).slice(-200));
      }
    }
  });

  it('refuses a cursor that does not fit the sort, or comes with a page, with a 400', async () => {
    const first = (await call('GET', '?per-page=1')).body._meta.nextCursor;
    const forged = Buffer.from(JSON.stringify(['1; drop table users'])).toString('base64url');
    for (const query of [`after=${forged}`, 'after=%%%', `before=${first}&after=${first}`, `after=${first}&page=2`, `after=${first}&sort=-id,id`]) {
      const res = await call('GET', `?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('searches with q', async () => {
    const target = (await call('GET', `${created[1]}`)).body;
    const res = await call('GET', `?q=${encodeURIComponent(String(target[fixture.searchField]))}`);
    expect(res.body.items.map((i: { id: number }) => i.id)).toContain(created[1]);
  });

  it('counts, lists all, and answers filter items', async () => {
    expect((await call('GET', 'count')).body).toEqual({ count: baseline + 3 * per() });
    const every = await call('GET', 'all');
    expect(ids(every)).toEqual([...created].reverse());
    expect(every.body.items).toHaveLength(baseline + 3 * per());
    const filters = await call('GET', 'filter-items');
    expect(filters.status).toBe(200);
    expect(Object.keys(filters.body.items)).toEqual(def.filter);
  });

  it('exports its list as CSV: a labelled column per list column, a row per listed record', async () => {
    const res = await handleApi(new Request(`http://${host}/api/v1/${name}/export`, { headers: { host, authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = Papa.parse<string[]>((await res.text()).trim()).data;
    expect(rows[0]).toHaveLength(def.columns.length);
    expect(rows.length - 1).toBe((await call('GET', '')).body._meta.totalCount);
  });

  it('reads one record, with every expandable relation', async () => {
    const relations = Object.keys(def.expand ?? {});
    const res = await call('GET', `${created[0]}${relations.length ? `?expand=${relations.join(',')}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created[0]);
    for (const relation of relations) expect(res.body).toHaveProperty(relation);
  });

  it('refuses unknown expand, sort and filter names with a 400 that names them', async () => {
    for (const [query, named] of [['expand=nope', 'nope'], ['sort=-nope', 'nope'], ['filter[nope]=1', 'nope'], ['per-page=100000', 'per-page'], ['page=-1', 'page']]) {
      const res = await call('GET', `?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ name: 'Bad Request', status: 400 });
      expect(res.body.message).toContain(named);
    }
  });

  it.runIf(!!fixture?.unchangeable)('refuses any change with a 422', async () => {
    expect((await call('PUT', `${created[2]}`, {})).status).toBe(422);
  });

  it.runIf(!def.features.readOnly && !fixture?.unchangeable)('updates with PUT and answers 404 for an id that does not exist', async () => {
    const extra = fixture.update!.with ? await fixture.update!.with(depsFor(host, token)) : {};
    const res = await call('PUT', `${created[2]}`, { ...extra, [fixture.update!.field]: fixture.update!.value });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[fixture.update!.field]).toEqual(fixture.update!.value);
    expect((await call('PUT', '999999999', {})).status).toBe(404);
    expect((await call('GET', 'abc')).status).toBe(404);
  });

  it.runIf(!def.features.readOnly)('answers 422 naming the invalid field, and writes nothing', async () => {
    const before = (await call('GET', 'count')).body.count;
    const res = await call('POST', '', fixture.invalid!.body);
    expect(res.status).toBe(422);
    expect(res.body.map((e: { field: string }) => e.field)).toContain(fixture.invalid!.field);
    for (const error of res.body) expect(typeof error.message).toBe('string');
    expect((await call('GET', 'count')).body.count).toBe(before);
  });

  it.runIf(!!def.features.readOnly)('refuses writes with 405', async () => {
    expect((await call('POST', '', {})).status).toBe(405);
    expect((await call('PUT', `${created[0]}`, {})).status).toBe(405);
    expect((await call('DELETE', `${created[0]}`)).status).toBe(405);
  });

  it.runIf(def.features.bookmarks)('bookmarks and unbookmarks, per user', async () => {
    expect((await call('POST', `${created[0]}/bookmark`)).body).toEqual({ id: created[0], is_bookmarked: 1 });
    const marked = await call('GET', 'bookmarks');
    expect(marked.body.items.map((i: { id: number }) => i.id)).toEqual([created[0]]);
    expect(marked.body.items[0].is_bookmarked).toBe(1);
    await call('DELETE', `${created[0]}/bookmark`);
    expect((await call('GET', 'bookmarks')).body.items).toEqual([]);
  });

  it.runIf(!!def.features.inactive)('inactivates and activates; inactive records leave the default list', async () => {
    const rule = def.features.inactive as { active: number; inactive: number };
    const res = await call('POST', `${created[1]}/inactivate`);
    expect(res.body.status).toBe(rule.inactive);
    expect(ids(await call('GET', ''))).not.toContain(created[1]);
    expect(ids(await call('GET', 'inactive'))).toEqual([created[1]]);
    expect((await call('POST', `${created[1]}/activate`)).body.status).toBe(rule.active);
    expect(ids(await call('GET', 'inactive'))).toEqual([]);
  });

  it.runIf(!def.features.readOnly && !fixture?.neverDeleted)('deletes with 204, after which the record is 404', async () => {
    const id = await fixture.create(9, depsFor(host, token));
    expect((await call('DELETE', `${id}`)).status).toBe(204);
    expect((await call('GET', `${id}`)).status).toBe(404);
    expect((await call('DELETE', `${id}`)).status).toBe(404);
  });

  it.runIf(!!fixture?.neverDeleted)('refuses to delete a posted document, with a 422 saying what to do instead', async () => {
    const res = await call('DELETE', `${created[0]}`);
    expect(res.status).toBe(422);
    expect(res.body[0]).toMatchObject({ field: 'id', message: expect.stringMatching(/void|reverse/i) });
    expect((await call('GET', `${created[0]}`)).status).toBe(200);
  });

  it('answers 401 without credentials', async () => {
    expect((await api('GET', name, { host })).status).toBe(401);
  });
});
