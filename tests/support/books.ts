import { api, makeCompany } from './api';

/** A new company with its default chart of accounts, and calls to its API as its owner. */
export async function booksCompany(prefix = 'books') {
  const company = await makeCompany(prefix);
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
