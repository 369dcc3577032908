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
