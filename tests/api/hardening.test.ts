import { describe, expect, it } from 'vitest';
import { addUser } from '../support/people';
import { api } from '../support/api';
import { booksCompany } from '../support/books';

describe('a check paid to someone without a record of ours', () => {
  it('takes no payee id: it would point at anything, unchecked', async () => {
    const books = await booksCompany('payee');
    const body = { bank_account_id: books.account('1000'), date: '2026-06-01', payee_name: 'Street vendor', payee_id: 999_999, lines: [{ account_id: books.account('6300'), amount: '5.00' }] };
    for (const payee of [{ payee_type: 'other' }, {}]) {
      const res = await books.call('POST', 'checks', { ...body, ...payee });
      expect(res.status).toBe(422);
      expect(res.body).toEqual([{ field: 'payee_id', message: 'A payee id goes only with a vendor, employee or customer payee.' }]);
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
