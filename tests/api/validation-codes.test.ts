import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { booksCompany } from '../support/books';

/**
 * A 422 item keeps `{field, message}` with the English message for API clients and adds the
 * message's `code` and `params`, from which the workspace says it in the person's language.
 */
let acme: Awaited<ReturnType<typeof makeCompany>>;
let books: Awaited<ReturnType<typeof booksCompany>>;
beforeAll(async () => {
  acme = await makeCompany('codes');
  books = await booksCompany('codes-books');
});

describe('validation errors carry a code and params', () => {
  it('for blank, invalid e-mail, out-of-range amounts and taken values', async () => {
    const call = (body: unknown) => api('POST', 'customers', { host: acme.host, token: acme.owner.authKey, body });
    const refused = await call({ display_name: '', email: 'not-an-address', credit_limit: '-5' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(
      expect.arrayContaining([
        { field: 'display_name', message: 'Display name cannot be blank.', code: 'blank', params: { field: 'Display name' } },
        { field: 'email', message: 'E-mail is not a valid email address.', code: 'email', params: { field: 'E-mail' } },
        { field: 'credit_limit', message: 'Credit limit must be no less than 0.', code: 'tooSmall', params: { field: 'Credit limit', min: 0 } },
      ]),
    );
    expect((await call({ display_name: 'Vandelay', account_number: 'A-1' })).status).toBe(201);
    const taken = await call({ display_name: 'Kramerica', account_number: 'a-1' });
    expect(taken.body).toEqual([{ field: 'account_number', message: 'Account number "a-1" has already been taken.', code: 'taken', params: { field: 'Account number', value: 'a-1' } }]);
  });

  it('for the ledger’s refusals: unbalanced entries and invalid accounts', async () => {
    const unbalanced = await books.entry('2026-06-01', [['1000', '100.00', null], ['3000', null, '99.99']]);
    expect(unbalanced.body).toEqual([{ field: 'lines', message: 'Debits and credits must be equal (debits 100.00, credits 99.99).', code: 'unbalanced', params: { debits: '100.00', credits: '99.99' } }]);
    const foreign = await books.call('POST', 'journal-entries', { date: '2026-06-01', lines: [{ account_id: 999999, debit: '5' }, { account_id: books.account('3000'), credit: '5' }] });
    expect(foreign.body).toContainEqual({ field: 'lines.0.account_id', message: 'Account is invalid.', code: 'invalid', params: { field: 'Account' } });
  });
});
