import { api, makeCompany } from './api';

/** A new company with its default chart of accounts (in its language, English unless given), and calls to its API as its owner. */
export async function booksCompany(prefix = 'books', language?: 'en' | 'es') {
  const company = await makeCompany(prefix, language);
  const call = (method: string, path: string, body?: unknown) => api(method, path, { host: company.host, token: company.owner.authKey, body });
  const chart = await call('GET', 'accounts/all');
  const byNumber = new Map<string, number>(chart.body.items.map((a: { number: string; id: number }) => [a.number, a.id]));
  const account = (number: string) => {
    const id = byNumber.get(number);
    if (!id) throw new Error(`No account ${number}`);
    return id;
  };
  /** Posts a journal entry of `[account number, debit, credit]` lines; answers the response. */
  const entry = (date: string, lines: [string, string | null, string | null][], memo?: string) =>
    call('POST', 'journal-entries', { date, memo, lines: lines.map(([n, debit, credit]) => ({ account_id: account(n), debit, credit })) });
  return { ...company, call, account, entry };
}

/**
 * A bakery's first month, June 2026 (tests/api/books-month.test.ts works it out on paper): twelve
 * transactions through the API; throws on any that is refused.
 */
export async function postBakeryJune({ call, account, entry }: Awaited<ReturnType<typeof booksCompany>>) {
  const ok = (res: { status: number; body: unknown }) => {
    if (res.status < 200 || res.status > 201) throw new Error(`The bakery's June: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  ok(await entry('2026-06-01', [['1000', '20000.00', null], ['3000', null, '20000.00']], 'Owner investment'));
  ok(await call('POST', 'bank-deposits', { bank_account_id: account('1000'), date: '2026-06-02', entity_name: 'First Bank', lines: [{ account_id: account('2700'), amount: '10000' }] }));
  ok(await call('POST', 'assets', { display_name: 'Deck oven', cost: '6000', acquisition_date: '2026-06-03', life_months: 60, asset_account_id: account('1500'), accumulated_account_id: account('1590'), expense_account_id: account('6150'), paid_from_account_id: account('1000') }));
  ok(await entry('2026-06-05', [['1400', '1500.00', null], ['2100', null, '1500.00']], 'Flour on the card'));
  ok(await call('POST', 'bank-deposits', { bank_account_id: account('1000'), date: '2026-06-10', method: 1, lines: [{ account_id: account('4000'), amount: '4250.00' }] }));
  ok(await entry('2026-06-15', [['5000', '900', null], ['1400', null, '900']], 'Flour used'));
  ok(await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-06-20', payee_name: 'Landlord LLC', lines: [{ account_id: account('6400'), amount: '1800.00' }] }));
  ok(await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-06-25', payee_name: 'City Power', lines: [{ account_id: account('6500'), amount: '245.67' }] }));
  ok(await call('POST', 'transfers', { from_account_id: account('1000'), to_account_id: account('1010'), date: '2026-06-28', amount: '2000' }));
  ok(await call('POST', 'checks', { bank_account_id: account('1000'), date: '2026-06-30', payee_name: 'First Bank', lines: [{ account_id: account('8000'), amount: '100' }, { account_id: account('2700'), amount: '150' }] }));
  const run = ok(await call('POST', 'assets/depreciate', { through: '2026-06-30' }));
  if ((run.body as { amount: string }).amount !== '100.00') throw new Error(`The bakery's June: depreciation ${JSON.stringify(run.body)}`);
  ok(await entry('2026-06-30', [['6100', '12.50', null], ['1000', null, '12.50']], 'Bank fee'));
}
