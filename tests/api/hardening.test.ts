import { describe, expect, it } from 'vitest';
import { addUser } from '../support/people';
import { api } from '../support/api';
import { booksCompany } from '../support/books';

describe('a check paid to someone without a record of ours', () => {
  it('takes no payee id it cannot check: without a type, or naming no contact', async () => {
    const books = await booksCompany('payee');
    const body = { bank_account_id: books.account('1000'), date: '2026-06-01', payee_name: 'Street vendor', payee_id: 999_999, lines: [{ account_id: books.account('6300'), amount: '5.00' }] };
    for (const [payee, message] of [
      [{ payee_type: 'other' }, 'This contact does not exist.'],
      [{}, 'Choose the payee type first.'],
    ] as const) {
      const res = await books.call('POST', 'checks', { ...body, ...payee });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject([{ field: 'payee_id', message }]);
    }
    expect((await books.call('POST', 'checks', { ...body, payee_id: null })).status).toBe(201);
  });
});

describe('the last administrator', () => {
  it('cannot demote or deactivate themselves; with another administrator they can', async () => {
    const books = await booksCompany('admins');
    const call = (method: string, path: string, body?: unknown) => api(method, path, { host: books.host, token: books.owner.authKey, body });
    const me = books.owner.id;
    const demoted = await call('PUT', `users/${me}`, { is_admin: 0 });
    expect(demoted.status).toBe(422);
    expect(demoted.body[0]).toMatchObject({ field: 'is_admin', message: expect.stringContaining('at least one active administrator') });
    expect((await call('POST', `users/${me}/inactivate`)).status).toBe(422);
    expect((await call('GET', `users/${me}`)).body).toMatchObject({ is_admin: true, status: 1 });

    await addUser(books.host, books.owner.authKey, { admin: true });
    expect((await call('PUT', `users/${me}`, { is_admin: 0 })).status).toBe(200);
  });
});

describe('writes another site could forge', () => {
  it('are refused when a browser says they come from another site; a bearer key is not concerned', async () => {
    const books = await booksCompany('csrf');
    const body = { display_name: 'Forged Customer' };
    const evil = await api('POST', 'customers', { host: books.host, body, headers: { origin: 'http://evil.example.com' } });
    expect(evil.status).toBe(403);
    const sibling = await api('POST', 'customers', { host: books.host, body, headers: { origin: 'http://other-co.example.com', 'sec-fetch-site': 'same-site' } });
    expect(sibling.status).toBe(403);
    // From its own origin the request goes on (to ask for credentials).
    expect((await api('POST', 'customers', { host: books.host, body, headers: { origin: `http://${books.host}`, 'sec-fetch-site': 'same-origin' } })).status).toBe(401);
    expect((await api('POST', 'customers', { host: books.host, body, token: books.owner.authKey, headers: { origin: 'http://evil.example.com' } })).status).toBe(201);
  });

  it('need a body typed exactly application/json', async () => {
    const books = await booksCompany('ctype');
    const raw = JSON.stringify({ display_name: 'Plain Text Customer' });
    for (const type of ['text/plain; application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await api('POST', 'customers', { host: books.host, token: books.owner.authKey, rawBody: raw, headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
    }
    const untyped = await handleUntyped(books.host, books.owner.authKey, raw);
    expect(untyped).toBe(415);
    expect((await api('POST', 'customers', { host: books.host, token: books.owner.authKey, rawBody: raw, headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(201);
  });
});

/** A POST with a body and no Content-Type at all (the test helper always adds one). */
async function handleUntyped(host: string, token: string, body: string) {
  const { handleApi } = await import('@/lib/api/handle');
  const req = new Request(`http://${host}/api/v1/customers`, { method: 'POST', headers: { host, authorization: `Bearer ${token}` }, body: new Blob([body]) });
  return (await handleApi(req)).status;
}

describe('lost updates', () => {
  const STALE = { name: 'Precondition Failed', message: 'Someone else changed this record since you opened it. Reload it to see their changes.', status: 412 };

  it('a GET gives the version as ETag; a PUT sent with a stale If-Match is a 412 and changes nothing', async () => {
    const books = await booksCompany('etag');
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => api(method, path, { host: books.host, token: books.owner.authKey, body, headers });
    const created = await call('POST', 'customers', { display_name: 'Versioned Customer' });
    const path = `customers/${created.body.id}`;
    const read = await call('GET', path);
    const opened = read.headers.get('etag');
    expect(opened).toMatch(/^"\d+-[\w-]+"$/);
    // The new record's answer carries its version too: a window edits on without reading it again.
    expect(created.headers.get('etag')).toBe(opened);
    expect((await call('GET', path)).headers.get('etag')).toBe(opened);

    const first = await call('PUT', path, { display_name: 'Changed First' }, { 'if-match': opened! });
    expect(first.status).toBe(200);
    const after = first.headers.get('etag');
    expect(after).toBeTruthy();
    expect(after).not.toBe(opened);
    expect((await call('GET', path)).headers.get('etag')).toBe(after);

    const second = await call('PUT', path, { display_name: 'Changed Second' }, { 'if-match': opened! });
    expect(second.status).toBe(412);
    expect(second.body).toEqual(STALE);
    const now = await call('GET', path);
    expect(now.body.display_name).toBe('Changed First');
    expect(now.headers.get('etag')).toBe(after);

    // Among other tags, as a weak tag (a compressing proxy's), or `*`: the current version passes.
    expect((await call('PUT', path, { display_name: 'Listed' }, { 'if-match': `${opened}, W/${(await call('GET', path)).headers.get('etag')}` })).status).toBe(200);
    expect((await call('PUT', path, { display_name: 'Any' }, { 'if-match': '*' })).status).toBe(200);
    // An API client that sends no If-Match keeps last write wins.
    const blind = await call('PUT', path, { display_name: 'Without If-Match' }, {});
    expect(blind.status).toBe(200);
    expect((await call('GET', path)).body.display_name).toBe('Without If-Match');
  });

  it('a DELETE with a stale If-Match is a 412 and deletes nothing', async () => {
    const books = await booksCompany('etagdel');
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => api(method, path, { host: books.host, token: books.owner.authKey, body, headers });
    const created = await call('POST', 'customers', { display_name: 'Doomed Customer' });
    const path = `customers/${created.body.id}`;
    const opened = (await call('GET', path)).headers.get('etag')!;
    expect((await call('PUT', path, { primary_number: '555-0100' })).status).toBe(200);
    const refused = await call('DELETE', path, undefined, { 'if-match': opened });
    expect(refused.status).toBe(412);
    expect(refused.body).toEqual(STALE);
    expect((await call('GET', path)).status).toBe(200);
    const current = (await call('GET', path)).headers.get('etag')!;
    expect((await call('DELETE', path, undefined, { 'if-match': current })).status).toBe(204);
    expect((await call('GET', path)).status).toBe(404);
  });

  it('a change of sub-records alone gives a new version, however fast the writes follow', async () => {
    const books = await booksCompany('etagsub');
    const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => api(method, path, { host: books.host, token: books.owner.authKey, body, headers });
    const created = await call('POST', 'customers', { display_name: 'Customer With Addresses' });
    const path = `customers/${created.body.id}`;
    const versions = new Set<string>();
    let version = (await call('GET', path)).headers.get('etag')!;
    versions.add(version);
    for (const city of ['Springfield', 'Shelbyville', 'Ogdenville']) {
      const res = await call('PUT', path, { addresses: [{ kind: 'billing', city }] }, { 'if-match': version });
      expect(res.status).toBe(200);
      version = res.headers.get('etag')!;
      versions.add(version);
    }
    expect(versions.size).toBe(4);

    // A posted document whose lines alone change (re-posted): the same rule.
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-06-01', payee_name: 'Vendor', lines: [{ account_id: books.account('6300'), amount: '5.00' }] });
    expect(check.status).toBe(201);
    const checkPath = `checks/${check.body.id}`;
    const opened = (await call('GET', checkPath)).headers.get('etag')!;
    const changed = await call('PUT', checkPath, { lines: [{ account_id: books.account('6300'), amount: '7.00' }] }, { 'if-match': opened });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(opened);
    const stale = await call('PUT', checkPath, { lines: [{ account_id: books.account('6300'), amount: '9.00' }] }, { 'if-match': opened });
    expect(stale.status).toBe(412);
    expect((await call('GET', checkPath)).body.amount).toBe('7.00');
  });
});

describe("a client's login link", () => {
  it('is built on the company’s own host, whatever host a caller names, and its key is never kept in the log', async () => {
    const company = await booksCompany('links');
    const made = await api('POST', 'clients', {
      host: company.host,
      token: company.owner.authKey,
      body: { display_name: 'Linked Client' },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(made.status).toBe(201);
    expect(made.body.login_url).toBe(`https://${company.host}/login?auth=${made.body.auth_key}`);
    const changed = await company.call('PUT', `clients/${made.body.id}`, { status: 12 });
    expect(changed.status).toBe(200);
    const logs = await company.call('GET', `company-logs?filter[collection]=clients&filter[record_id]=${made.body.id}`);
    expect(logs.body.items.map((l: { action: string }) => l.action).sort()).toEqual(['create', 'update']);
    const kept = JSON.stringify(logs.body.items);
    expect(kept).not.toContain(made.body.auth_key);
    expect(kept).not.toContain('login_url');
    expect(kept).toContain('Linked Client');
  });
});
