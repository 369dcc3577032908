import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/resources/registry';
import { depsFor, fixtures } from '../fixtures/resources';
import { api, makeCompany } from '../support/api';

/**
 * The API contract of DESIGN.md, checked on every registered resource: a new resource is
 * tested by adding it to the registry and giving it a fixture.
 */
describe.each([...resources.values()].map((def) => [def.name, def] as const))('the %s collection', (name, def) => {
  let host: string;
  let token: string;
  const fixture = fixtures[name];
  const call = (method: string, path: string, body?: unknown) => api(method, path ? `${name}/${path}` : name, { host, token, body });
  const created: number[] = [];

  beforeAll(async () => {
    const company = await makeCompany('contract');
    host = company.host;
    token = company.owner.authKey;
    if (!fixture) return;
    const deps = depsFor(host, token);
    for (let n = 1; n <= 3; n++) {
      const res = await call('POST', '', await fixture.create(n, deps));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      created.push(res.body.id);
    }
  });

  it('has a fixture for the contract suite', () => {
    expect(fixture, `tests/fixtures/resources.ts needs an entry for ${name}`).toBeDefined();
  });

  it('lists with _meta, pagination headers and the list columns', async () => {
    const res = await call('GET', '?per-page=2');
    expect(res.status).toBe(200);
    expect(res.body._meta).toEqual({ totalCount: 3, pageCount: 2, currentPage: 1, perPage: 2 });
    expect(res.headers.get('x-pagination-total-count')).toBe('3');
    expect(res.body.items).toHaveLength(2);
    for (const column of def.columns) expect(res.body.items[0]).toHaveProperty(column);
    expect(res.body.items[0].company_id).toBeUndefined();
    const page2 = await call('GET', '?per-page=2&page=2');
    expect(page2.body.items).toHaveLength(1);
  });

  it('sorts newest first by default, and by a whitelisted field either way', async () => {
    const res = await call('GET', '');
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([...created].reverse());
    const asc = await call('GET', '?sort=id');
    expect(asc.body.items.map((i: { id: number }) => i.id)).toEqual(created);
  });

  it('searches with q', async () => {
    const target = (await call('GET', `${created[1]}`)).body;
    const res = await call('GET', `?q=${encodeURIComponent(String(target[fixture.searchField]))}`);
    expect(res.body.items.map((i: { id: number }) => i.id)).toContain(created[1]);
  });

  it('counts, lists all, and answers filter items', async () => {
    expect((await call('GET', 'count')).body).toEqual({ count: 3 });
    const every = await call('GET', 'all');
    expect(every.body.items).toHaveLength(3);
    const filters = await call('GET', 'filter-items');
    expect(filters.status).toBe(200);
    expect(Object.keys(filters.body.items)).toEqual(def.filter);
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

  it('updates with PUT and answers 404 for an id that does not exist', async () => {
    const res = await call('PUT', `${created[2]}`, { [fixture.update.field]: fixture.update.value });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[fixture.update.field]).toEqual(fixture.update.value);
    expect((await call('PUT', '999999999', {})).status).toBe(404);
    expect((await call('GET', 'abc')).status).toBe(404);
  });

  it('answers 422 naming the invalid field, and writes nothing', async () => {
    const res = await call('POST', '', fixture.invalid.body);
    expect(res.status).toBe(422);
    expect(res.body.map((e: { field: string }) => e.field)).toContain(fixture.invalid.field);
    for (const error of res.body) expect(typeof error.message).toBe('string');
    expect((await call('GET', 'count')).body.count).toBe(3);
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
    expect((await call('GET', '')).body.items.map((i: { id: number }) => i.id)).not.toContain(created[1]);
    expect((await call('GET', 'inactive')).body.items.map((i: { id: number }) => i.id)).toEqual([created[1]]);
    expect((await call('POST', `${created[1]}/activate`)).body.status).toBe(rule.active);
    expect((await call('GET', 'inactive')).body.items).toEqual([]);
  });

  it('deletes with 204, after which the record is 404', async () => {
    const fresh = await call('POST', '', await fixture.create(99, depsFor(host, token)));
    expect(fresh.status).toBe(201);
    expect((await call('DELETE', `${fresh.body.id}`)).status).toBe(204);
    expect((await call('GET', `${fresh.body.id}`)).status).toBe(404);
    expect((await call('DELETE', `${fresh.body.id}`)).status).toBe(404);
  });

  it('answers 401 without credentials', async () => {
    expect((await api('GET', name, { host })).status).toBe(401);
  });
});
