import { beforeAll, describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { api } from '../support/api';

/** Bad input of every kind: never a 500, never a leak, nothing written. */
let books: Awaited<ReturnType<typeof booksCompany>>;
let other: Awaited<ReturnType<typeof booksCompany>>;

beforeAll(async () => {
  books = await booksCompany('faults');
  other = await booksCompany('faults-other');
});

const INJECTIONS = ["' or 1=1 --", '1; drop table customers', '") union select * from users --', '%', '_', '\\', 'x'.repeat(300)];

describe('the API under bad input', () => {
  it('answers SQL-looking strings in q, sort, filter and expand with results or a 400, never a 500', async () => {
    await books.call('POST', 'customers', { display_name: 'Safe Customer' });
    for (const s of INJECTIONS) {
      const e = encodeURIComponent(s);
      for (const query of [`q=${e}`, `sort=${e}`, `filter[${e}]=1`, `filter[status]=${e}`, `expand=${e}`, `page=${e}`, `per-page=${e}`]) {
        const res = await books.call('GET', `customers?${query}`);
        expect([200, 400], `${query} -> ${res.status}`).toContain(res.status);
        if (res.status === 200) expect(JSON.stringify(res.body)).not.toContain('password_hash');
      }
    }
    expect((await books.call('GET', 'customers/count')).body.count).toBe(1);
  });

  it('answers malformed JSON, wrong types and a body that is not an object with 400 or 422', async () => {
    const before = (await books.call('GET', 'customers/count')).body.count;
    const raw = (rawBody: string) => api('POST', 'customers', { host: books.host, token: books.owner.authKey, rawBody });
    expect((await raw('{"display_name":')).status).toBe(400);
    expect((await raw('[1,2,3]')).status).toBe(422);
    expect((await raw('"text"')).status).toBe(422);
    expect((await raw('null')).status).toBe(422);
    const wrong = await books.call('POST', 'customers', { display_name: 42, credit_limit: { a: 1 }, since: true });
    expect(wrong.status).toBe(422);
    expect(wrong.body.map((e: { field: string }) => e.field).sort()).toEqual(['credit_limit', 'display_name', 'since']);
    const lines = await books.call('POST', 'journal-entries', { date: '2026-01-01', lines: 'all of them' });
    expect(lines.status).toBe(422);
    expect((await books.call('GET', 'customers/count')).body.count).toBe(before);
    expect((await books.call('GET', 'journal-entries/count')).body.count).toBe(0);
  });

  it('refuses a huge body with 413 before reading it all', async () => {
    const res = await api('POST', 'customers', { host: books.host, token: books.owner.authKey, rawBody: JSON.stringify({ display_name: 'x', notes: 'y'.repeat(1_500_000) }) });
    expect(res.status).toBe(413);
  });

  it('answers unknown collections, actions, views and ids with 404, and ids of another company the same', async () => {
    for (const path of ['nope', 'customers/999999999', 'customers/12abc', 'customers/1/nope', 'reports/nope', 'customers/1/2/3']) {
      const res = await books.call('GET', path);
      expect(res.status, path).toBe(404);
    }
    const theirs = await other.call('POST', 'customers', { display_name: 'Not yours' });
    for (const [method, path] of [['GET', `customers/${theirs.body.id}`], ['PUT', `customers/${theirs.body.id}`], ['DELETE', `customers/${theirs.body.id}`], ['POST', `customers/${theirs.body.id}/bookmark`], ['GET', `accounts/${other.account('1000')}/ledger`]]) {
      const res = await books.call(method, path, method === 'PUT' ? { display_name: 'Mine now' } : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Not yours');
    }
    expect((await other.call('GET', `customers/${theirs.body.id}`)).body.display_name).toBe('Not yours');
  });

  it('answers a wrong method with 405', async () => {
    expect((await books.call('PATCH', 'customers/count')).status).toBe(404);
    expect((await books.call('POST', 'reports/balance-sheet')).status).toBe(405);
    expect((await books.call('DELETE', 'settings')).status).toBe(405);
  });
});
