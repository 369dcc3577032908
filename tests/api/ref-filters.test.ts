import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

/**
 * A reference field's filter (`ref(label, { where })`): `/meta` publishes it for the picker, and
 * a write naming a record outside it is a 422 on that field.
 */
describe('a reference that names only some records', () => {
  it('is published in /meta with what it filters on, and a payee picks its collection by type', async () => {
    const books = await booksCompany('reffilter');
    const meta = (await books.call('GET', 'checks/meta')).body;
    const field = (name: string) => meta.fields.find((f: { name: string }) => f.name === name);
    expect(field('bank_account_id')).toMatchObject({ kind: 'ref', collection: 'accounts', where: { type: [1] }, must_be: 'mustBeBank' });
    expect(field('payee_id')).toMatchObject({ kind: 'ref', collection_by: { field: 'payee_type', collections: { vendor: 'vendors', customer: 'customers', employee: 'employees', other: 'other-contacts' } } });
    // A line's account: any but receivables and payables (docs/decisions.md, issue 35).
    const lineAccount = field('lines').fields.find((f: { name: string }) => f.name === 'account_id');
    expect(lineAccount).toMatchObject({ kind: 'ref', collection: 'accounts', must_be: 'mustBeNotReceivablesPayables' });
    expect(lineAccount.where.type).toEqual([1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const reconciliation = (await books.call('GET', 'reconciliations/meta')).body.fields.find((f: { name: string }) => f.name === 'account_id');
    expect(reconciliation.where).toEqual({ type: [1, 9] });
  });

  it('refuses a record of the wrong type with a 422 on the field', async () => {
    const books = await booksCompany('reffilter');
    const lines = [{ account_id: books.account('6300'), amount: '5.00' }];
    for (const number of ['2100', '2000']) {
      const res = await books.call('POST', 'checks', { bank_account_id: books.account(number), date: '2026-06-01', payee_name: 'X', lines });
      expect(res.status).toBe(422);
      expect(res.body).toEqual([{ field: 'bank_account_id', message: 'Bank account must be a bank account.', code: 'mustBeBank', params: { field: 'Bank account' } }]);
    }
    const deposit = await books.call('POST', 'bank-deposits', { bank_account_id: books.account('2100'), date: '2026-06-01', lines: [{ account_id: books.account('4000'), amount: '5.00' }] });
    expect(deposit.status).toBe(422);
    expect(deposit.body).toMatchObject([{ field: 'bank_account_id', message: 'Bank account must be a bank account.' }]);
    const transfer = await books.call('POST', 'transfers', { from_account_id: books.account('1000'), to_account_id: books.account('6300'), date: '2026-06-01', amount: '5' });
    expect(transfer.status).toBe(422);
    expect(transfer.body).toMatchObject([{ field: 'to_account_id', message: 'To account must be a bank or credit card account.' }]);
    // Paying the card from the bank is a transfer.
    expect((await books.call('POST', 'transfers', { from_account_id: books.account('1000'), to_account_id: books.account('2100'), date: '2026-06-01', amount: '5' })).status).toBe(201);
    expect((await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-06-01', payee_name: 'X', lines })).status).toBe(201);
  });

  it('takes a payee of the type chosen, an other contact too', async () => {
    const books = await booksCompany('reffilter');
    const contact = await books.call('POST', 'other-contacts', { display_name: 'Parking Authority' });
    const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-06-01', payee_type: 'other', payee_id: contact.body.id, lines: [{ account_id: books.account('6300'), amount: '5.00' }] });
    expect(check.status).toBe(201);
    expect(check.body).toMatchObject({ payee_type: 'other', payee_id: contact.body.id, payee_name: 'Parking Authority' });
  });
});
