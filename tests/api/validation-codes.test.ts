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

  it('for documents, banking and the accounts: totals, the kind of account a field needs, reconciliations', async () => {
    const revenue = books.account('4000');
    const huge = await books.call('POST', 'bank-deposits', { bank_account_id: books.account('1000'), date: '2026-06-02', lines: [{ account_id: revenue, amount: '999999999999.99' }, { account_id: revenue, amount: '0.01' }] });
    expect(huge.body).toEqual([{ field: 'lines', message: 'A deposit may total at most 999,999,999,999.99.', code: 'documentTooLarge', params: { noun: 'deposit' } }]);
    const notBank = await books.call('POST', 'checks', { bank_account_id: books.account('4000'), date: '2026-06-02', payee_name: 'Kenny', lines: [{ account_id: books.account('6300'), amount: '5.00' }] });
    expect(notBank.body).toContainEqual({ field: 'bank_account_id', message: 'Bank account must be a bank account.', code: 'mustBeBank', params: { field: 'Bank account' } });
    const same = await books.call('POST', 'transfers', { from_account_id: books.account('1000'), to_account_id: books.account('1000'), date: '2026-06-02', amount: '5.00' });
    expect(same.body).toEqual([{ field: 'to_account_id', message: 'Transfer to a different account.', code: 'transferSameAccount', params: {} }]);
    const rec = await books.call('POST', 'reconciliations', { account_id: books.account('1000'), statement_date: '2026-06-30', ending_balance: '10.00' });
    const finish = await books.call('POST', `reconciliations/${rec.body.id}/finish`);
    expect(finish.body).toEqual([{ field: 'ending_balance', message: 'The difference must be 0.00 to finish; it is 10.00.', code: 'differenceNotZero', params: { difference: '10.00' } }]);
  });
});
