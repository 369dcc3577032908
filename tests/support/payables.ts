import { booksCompany } from './books';

/** A company with two vendors, helpers to enter their bills and credits, and readers of the books. */
export async function payablesCompany(prefix = 'ap') {
  const books = await booksCompany(prefix);
  const vendor = async (name: string) => (await books.call('POST', 'vendors', { display_name: name })).body.id as number;
  const [acme, zenith] = [await vendor('Acme Supplies'), await vendor('Zenith Rentals')];
  /** Posts a bill (or vendor credit) of `[account number, amount]` lines; answers the response. */
  const enter = (collection: 'ap-bills' | 'ap-credits', vendorId: number, date: string, lines: [string, string][], extra: Record<string, unknown> = {}) =>
    books.call('POST', collection, { vendor_id: vendorId, date, lines: lines.map(([n, amount]) => ({ account_id: books.account(n), amount })), ...extra });
  const bill = async (vendorId: number, date: string, lines: [string, string][], extra: Record<string, unknown> = {}) => {
    const res = await enter('ap-bills', vendorId, date, lines, extra);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: number; balance_due: string; due_date: string; number: string };
  };
  const credit = async (vendorId: number, date: string, lines: [string, string][]) => {
    const res = await enter('ap-credits', vendorId, date, lines);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body as { id: number; balance_due: string };
  };
  /** An account's balance in the trial balance (debit positive, credit negative). */
  const balance = async (number: string, date = '2026-12-31') => {
    const row = (await books.call('GET', `reports/trial-balance?date=${date}`)).body.rows.find((r: { number: string }) => r.number === number);
    return row ? (row.debit !== '0.00' ? row.debit : `-${row.credit}`) : '0.00';
  };
  const owed = async (vendorId: number) => (await books.call('GET', `vendors/${vendorId}`)).body.balance as string;
  /** What the vendor's open items come to: open bills less unapplied credits. */
  const openItems = async (vendorId: number) => {
    const sum = async (c: string) =>
      ((await books.call('GET', `${c}/all?filter[vendor_id]=${vendorId}&filter[state]=posted`)).body.items as { balance_due: string }[]).reduce((s, d) => s + Math.round(Number(d.balance_due) * 100), 0);
    return ((await sum('ap-bills')) - (await sum('ap-credits'))) / 100;
  };
  return { ...books, acme, zenith, enter, bill, credit, balance, owed, openItems };
}
