import { beforeAll, describe, expect, it, vi } from 'vitest';
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

/** Input that once reached the database (or a JS exception) and came back as a 500. */
describe('bad input that once gave 500', () => {
  const BIG = 2 ** 31;
  const NUL = 'a\u0000b';
  const is4xx = (res: { status: number }) => res.status >= 400 && res.status < 500;

  it('refuses a NUL character in any text field with a 422 naming it, and in q or a filter with a 400', async () => {
    const before = (await books.call('GET', 'customers/count')).body.count;
    const customer = await books.call('POST', 'customers', { display_name: NUL });
    expect(customer.status).toBe(422);
    expect(customer.body).toEqual([{ field: 'display_name', message: 'Display name may not contain a NUL character.' }]);
    const entry = await books.call('POST', 'journal-entries', { date: '2026-01-01', memo: NUL, lines: [{ account_id: books.account('1000'), debit: '1.00', description: NUL }, { account_id: books.account('3000'), credit: '1.00' }] });
    expect(entry.status).toBe(422);
    expect(entry.body.map((e: { field: string }) => e.field).sort()).toEqual(['lines.0.description', 'memo']);
    // A field no schema names: refused at the edge all the same.
    const unknown = await books.call('POST', 'customers', { display_name: 'Fine', [`we${'\u0000'}ird`]: 'x' });
    expect(is4xx(unknown), `${unknown.status}`).toBe(true);
    const login = await api('POST', 'site/login', { host: books.host, body: { email: `owner${'\u0000'}@x.test`, password: NUL } });
    expect(is4xx(login), `${login.status}`).toBe(true);
    for (const query of ['q=a%00b', 'filter[source_type]=a%00b', 'sort=number%00', 'a%00=1']) {
      const res = await books.call('GET', `journal-entries?${query}`);
      expect(res.status, query).toBe(400);
    }
    const cursor = Buffer.from(JSON.stringify([NUL, 1])).toString('base64url');
    expect((await books.call('GET', `journal-entries?sort=number&after=${cursor}`)).status).toBe(400);
    expect((await books.call('GET', 'customers/count')).body.count).toBe(before);
  });

  it('answers ids and numbers past 2^31 in paths, references, announce and checks/print with 404 or 422', async () => {
    for (const path of [`customers/${BIG}`, `customers/${BIG}/bookmark`, `accounts/${BIG}/ledger`, `customers/99999999999999999999`]) {
      expect((await books.call('GET', path)).status, path).toBe(404);
    }
    expect((await books.call('POST', `customers/${BIG}/announce`, { user_ids: [1] })).status).toBe(404);
    const customer = await books.call('POST', 'customers', { display_name: 'Announced' });
    const announce = await books.call('POST', `customers/${customer.body.id}/announce`, { user_ids: [BIG] });
    expect(announce.status).toBe(422);
    expect(announce.body[0].field).toMatch(/^user_ids/);
    const print = await books.call('POST', 'checks/print', { ids: [BIG] });
    expect(print.status).toBe(422);
    expect(print.body[0].field).toMatch(/^ids/);
    const entry = await books.call('POST', 'journal-entries', { date: '2026-01-01', lines: [{ account_id: BIG, debit: '1.00' }, { account_id: books.account('3000'), credit: '1.00' }] });
    expect(entry.status).toBe(422);
    expect(entry.body[0].field).toBe('lines.0.account_id');
    const opportunity = await books.call('POST', 'opportunities', { display_name: 'Deal', customer_id: BIG });
    expect(opportunity.status).toBe(422);
    expect(opportunity.body[0].field).toBe('customer_id');
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-01-02', number: BIG, payee_name: 'Someone', lines: [{ account_id: books.account('6400'), amount: '1.00' }] });
    expect(check.status).toBe(422);
    expect(check.body[0].field).toBe('number');
    const report = await books.call('GET', `reports/account-balance?account_id=${BIG}&year=2026`);
    expect(is4xx(report), `${report.status}`).toBe(true);
    const cursor = Buffer.from(JSON.stringify([BIG])).toString('base64url');
    expect((await books.call('GET', `customers?after=${cursor}`)).status).toBe(400);
    expect((await books.call('GET', 'checks/count')).body.count).toBe(0);
  });

  it('refuses dates outside years 1 to 9999, as YYYY-MM-DD or unix seconds, naming the field or parameter', async () => {
    for (const date of ['0000-01-01', 1e15, -1e15, '10000-01-01']) {
      const res = await books.call('POST', 'journal-entries', { date, lines: [{ account_id: books.account('1000'), debit: '1.00' }, { account_id: books.account('3000'), credit: '1.00' }] });
      expect(res.status, String(date)).toBe(422);
      expect(res.body[0].field).toBe('date');
    }
    const ok = await books.call('POST', 'opportunities', { display_name: 'Old deal', close_date: '0001-01-01' });
    expect(ok.status).toBe(201);
    expect(ok.body.close_date).toBeDefined();
    for (const path of ['reports/trial-balance?date=0000-01-01', 'reports/profit-and-loss?from=0000-01-01&to=2026-01-01', 'reports/income-vs-expense?year=0000', `reports/account-balance?account_id=${books.account('1000')}&year=0000`, `accounts/${books.account('1000')}/transactions?from=0000-01-01&to=2026-01-01`]) {
      const res = await books.call('GET', path);
      expect(res.status, path).toBe(400);
    }
    expect((await books.call('GET', 'journal-entries/count')).body.count).toBe(0);
  });

  it('gives an opportunity with no stage the first stage, refuses to empty it later or to take "" for one, never fails on the database', async () => {
    const empty = await books.call('POST', 'opportunities', { display_name: 'No stage', stage: null });
    expect(empty.status).toBe(201);
    expect(empty.body.stage).toBe(1);
    expect((await books.call('POST', 'opportunities', { display_name: 'Empty stage', stage: '' })).body).toMatchObject([{ field: 'stage', code: 'oneOf' }]);
    const made = await books.call('POST', 'opportunities', { display_name: 'Staged', stage: 1 });
    const cleared = await books.call('PUT', `opportunities/${made.body.id}`, { stage: null });
    expect(cleared.status).toBe(422);
    expect(cleared.body).toMatchObject([{ field: 'stage', message: 'Stage cannot be blank.' }]);
    expect((await books.call('POST', 'opportunities', { display_name: 'Bad', stage: 'abc' })).status).toBe(422);
  });

  it('refuses a check whose lines total 10^12 or more with a 422 (tests/api/amounts.test.ts has the rest)', async () => {
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-01-02', payee_name: 'Too much', lines: [{ account_id: books.account('6400'), amount: '999999999999.99' }, { account_id: books.account('6300'), amount: '0.01' }] });
    expect(check.status).toBe(422);
    expect(check.body[0].field).toBe('lines');
  });

  it('takes no inherited property of an object for an action or view: constructor, __proto__, toString', async () => {
    const id = books.account('1000');
    for (const verb of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      for (const [method, path] of [['GET', `accounts/${id}/${verb}`], ['POST', `accounts/${id}/${verb}`], ['POST', `accounts/${verb}`], ['POST', `checks/${verb}`], ['GET', `${verb}`], ['GET', `reports/${verb}`], ['POST', `site/${verb}`]]) {
        const res = await books.call(method, path, method === 'POST' ? {} : undefined);
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('answers a path that is not valid URL encoding with 400', async () => {
    for (const path of ['%ZZ', 'customers/%ZZ', 'customers/1/%E0%A4%A']) {
      const res = await books.call('GET', path);
      expect(res.status, path).toBe(400);
    }
  });

  it('leaves TRACE to Next, which refuses it before the route; serves only the methods it exports', async () => {
    const route = await import('@/app/api/v1/[...path]/route');
    expect(Object.keys(route).sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    // Next's route module answers a method outside its list (TRACE, CONNECT) with 400 before any
    // handler runs; the Fetch API cannot even make a TRACE request to call the handler with.
    const { isHTTPMethod } = await import('next/dist/server/web/http');
    expect(isHTTPMethod('TRACE')).toBe(false);
    expect(() => new Request('http://x.test/', { method: 'TRACE' })).toThrow();
    expect((await books.call('OPTIONS', 'customers')).status).toBe(405);
  });

  it('answers any database error that input causes (classes 22 and 23) with a 4xx saying its message code, never a 500', async () => {
    const { errorResponse } = await import('@/lib/api/errors');
    const pg = (code: string, extra: Record<string, string> = {}) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code, ...extra }) });
    const cases: [unknown, string, number, unknown][] = [
      [pg('22021'), 'POST', 422, [{ field: '_', message: expect.stringContaining('NUL'), code: 'dbTextBytes', params: {} }]],
      [pg('22003'), 'PUT', 422, [{ field: '_', message: 'A number is too large to be kept.', code: 'numberTooLarge', params: {} }]],
      [pg('22008'), 'GET', 400, expect.objectContaining({ status: 400, message: 'A date or time is out of range.', code: 'dbDateOutOfRange' })],
      [pg('22P02'), 'GET', 400, expect.objectContaining({ status: 400, code: 'dbValueInvalid' })],
      [pg('23505', { table: 'journals', constraint: 'journals_number_key' }), 'POST', 422, [{ field: 'number', message: 'This number has already been taken.', code: 'alreadyTaken', params: { field: 'number' } }]],
      [pg('23503', { table: 'checks', constraint: 'checks_bank_account_id_accounts_id_fk' }), 'POST', 422, [{ field: '_', message: expect.any(String), code: 'dbMissingRecord', params: {} }]],
      [pg('23502', { table: 'opportunities', column: 'stage' }), 'PUT', 422, [{ field: 'stage', message: 'Stage cannot be blank.', code: 'blank', params: { field: 'Stage' } }]],
    ];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [error, method, status, body] of cases) {
        const res = errorResponse(error, method);
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual(body);
      }
      expect(errorResponse(pg('40001'), 'POST').status).toBe(500);
      expect(errorResponse(new Error('a bug'), 'GET').status).toBe(500);
    } finally {
      quiet.mockRestore();
    }
  });

  it('gives a journal number typed by hand and the same number taken by auto-numbering at once a 422 or the next number, never a 500', async () => {
    const company = await booksCompany('faults-race');
    const lines = [{ account_id: company.account('1000'), debit: '1.00' }, { account_id: company.account('3000'), credit: '1.00' }];
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => company.call('POST', 'journal-entries', { date: '2026-01-01', lines, ...(i % 2 ? { number: String((i + 1) / 2) } : {}) })),
    );
    const failures = results.filter((r) => r.status !== 201);
    for (const r of failures) {
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body).toEqual([expect.objectContaining({ field: 'number', message: expect.stringContaining('is already used') })]);
    }
    const autoNumbered = results.filter((_, i) => i % 2 === 0);
    expect(autoNumbered.map((r) => r.status)).toEqual(autoNumbered.map(() => 201));
    const numbers = (await company.call('GET', 'journal-entries/all')).body.items.map((j: { number: string }) => j.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBe(16 - failures.length);
  });
});
