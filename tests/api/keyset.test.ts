import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';

/**
 * Keyset paging over sort values with ties and NULLs (which PostgreSQL puts last going up and
 * first going down): walking by cursors, either way, must give exactly what one big page gives.
 */
describe('keyset paging of a listing', () => {
  let host: string;
  let token: string;
  const call = (path: string) => api('GET', `customers?${path}`, { host, token });
  const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

  beforeAll(async () => {
    const company = await makeCompany('keyset');
    host = company.host;
    token = company.owner.authKey;
    const values: [string | null, string | null][] = [['B', '2024-02-01'], [null, null], ['A', '2024-01-01'], ['B', null], [null, '2024-01-01'], ['C', '2024-03-01'], ['A', null]];
    for (const [i, [contact, since]] of values.entries()) {
      const res = await api('POST', 'customers', { host, token, body: { display_name: `Keyset ${i % 3}`, contact, since } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  async function walk(query: string, direction: 'after' | 'before', perPage: number) {
    const seen: number[] = [];
    let cursor: string | null = direction === 'before' ? 'end' : '';
    while (cursor !== null) {
      const res = await call(`per-page=${perPage}&${query}${cursor ? `&${direction}=${cursor}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(perPage);
      if (direction === 'after') seen.push(...ids(res));
      else seen.unshift(...ids(res));
      cursor = direction === 'after' ? res.body._meta.nextCursor : res.body._meta.prevCursor;
    }
    return seen;
  }

  it.each(['sort=contact', 'sort=-contact', 'sort=since', 'sort=-since', 'sort=display_name,-since', 'sort=-display_name,contact', 'sort=contact&q=Keyset 1', 'sort=created_at', 'sort=-created_at,contact'])('%s', async (query) => {
    const whole = ids(await call(`per-page=200&${query}`));
    expect(whole.length).toBeGreaterThan(0);
    for (const perPage of [1, 2, 3]) {
      expect(await walk(query, 'after', perPage), `after, ${perPage} a page`).toEqual(whole);
      expect(await walk(query, 'before', perPage), `before, ${perPage} a page`).toEqual(whole);
    }
  });

  it('goes back from a page reached forwards to the page before it', async () => {
    const first = await call('per-page=2&sort=contact');
    const second = await call(`per-page=2&sort=contact&after=${first.body._meta.nextCursor}`);
    expect(second.body._meta.currentPage).toBeNull();
    const back = await call(`per-page=2&sort=contact&before=${second.body._meta.prevCursor}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.body._meta.prevCursor).toBeNull();
  });
});
