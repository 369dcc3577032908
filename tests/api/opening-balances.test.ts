import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;
type Journal = { id: number; date: number; amount: string; is_reversed: number; reverses_id: number | null; superseded: boolean; lines: { account_id: number; debit: string; credit: string }[] };

const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 1000;

/** The opening balance entries of an account, oldest first, with their lines. */
async function entriesOf(books: Books, accountId: number): Promise<Journal[]> {
  const res = await books.call('GET', `journal-entries?filter[source_type]=opening_balance&filter[source_id]=${accountId}&sort=id&expand=lines`);
  expect(res.status).toBe(200);
  return res.body.items;
}

const standing = (entries: Journal[]) => entries.filter((e) => !e.is_reversed && e.reverses_id === null);

/**
 * Opening balances on an account (docs/decisions.md, issue 36): entered when the account is made
 * or later on its form (the ready-made bank account's), they post an entry against Opening Balance
 * Equity (3900) in the write's own transaction; changed, the entry is replaced; emptied, reversed.
 * The account's form reads back the opening balance that stands.
 */
describe('opening balances', () => {
  it('are entered on the ready-made bank account, against Opening Balance Equity, read back, changed and emptied', async () => {
    const books = await booksCompany('opening');
    const checking = books.account('1000');
    const equity = books.account('3900');
    expect((await books.call('GET', `accounts/${checking}`)).body).toMatchObject({ opening_balance: null, opening_balance_date: null });

    const set = await books.call('PUT', `accounts/${checking}`, { opening_balance: '1500.00', opening_balance_date: '2026-01-01' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ opening_balance: '1500.00', opening_balance_date: day('2026-01-01') });
    const [entry] = await entriesOf(books, checking);
    expect(entry.date).toBe(day('2026-01-01'));
    expect(entry.lines.map((l) => [l.account_id, l.debit, l.credit])).toEqual([[checking, '1500.00', '0.00'], [equity, '0.00', '1500.00']]);
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-01-31');
    expect(tb.body.rows.find((r: { number: string }) => r.number === '3900')).toMatchObject({ credit: '1500.00' });

    // The form sends the opening balance back as it shows it: nothing is posted again.
    const form = (await books.call('GET', `accounts/${checking}`)).body;
    expect((await books.call('PUT', `accounts/${checking}`, { display_name: 'Main Checking', opening_balance: form.opening_balance, opening_balance_date: form.opening_balance_date })).status).toBe(200);
    expect(await entriesOf(books, checking)).toHaveLength(1);

    // Changed: the entry is replaced (a pair the journal list hides by default) and the new one stands.
    const changed = await books.call('PUT', `accounts/${checking}`, { opening_balance: '1750.25' });
    expect(changed.body).toMatchObject({ opening_balance: '1750.25', opening_balance_date: day('2026-01-01') });
    const after = await entriesOf(books, checking);
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2).map((e) => e.superseded)).toEqual([true, true]);
    expect(standing(after).map((e) => e.amount)).toEqual(['1750.25']);
    expect((await books.call('GET', `accounts/${checking}?expand=balance`)).body.balance).toBe('1750.25');
    // A new date alone moves it.
    await books.call('PUT', `accounts/${checking}`, { opening_balance_date: '2025-12-31' });
    expect(standing(await entriesOf(books, checking)).map((e) => e.date)).toEqual([day('2025-12-31')]);

    // Emptied: reversed, and the account has none.
    const emptied = await books.call('PUT', `accounts/${checking}`, { opening_balance: null });
    expect(emptied.body).toMatchObject({ opening_balance: null, opening_balance_date: null });
    expect(standing(await entriesOf(books, checking))).toEqual([]);
    expect((await books.call('GET', `accounts/${checking}?expand=balance`)).body.balance).toBe('0.00');
  });

  it('stands on the account’s own side: a card’s is a credit, an overdrawn bank’s too', async () => {
    const books = await booksCompany('opening-side');
    const card = books.account('2100');
    expect((await books.call('PUT', `accounts/${card}`, { opening_balance: '420.00', opening_balance_date: '2026-02-01' })).status).toBe(200);
    const savings = books.account('1010');
    expect((await books.call('PUT', `accounts/${savings}`, { opening_balance: '-35.00', opening_balance_date: '2026-02-01' })).status).toBe(200);
    expect(standing(await entriesOf(books, card))[0].lines.find((l) => l.account_id === card)).toMatchObject({ credit: '420.00' });
    expect(standing(await entriesOf(books, savings))[0].lines.find((l) => l.account_id === savings)).toMatchObject({ credit: '35.00' });
    expect((await books.call('GET', `accounts/${savings}`)).body.opening_balance).toBe('-35.00');
  });

  it('refuses Opening Balance Equity’s own, and a change of one a finished reconciliation cleared; nothing is written', async () => {
    const books = await booksCompany('opening-refuse');
    const equity = await books.call('PUT', `accounts/${books.account('3900')}`, { opening_balance: '10.00' });
    expect(equity.status).toBe(422);
    expect(equity.body[0]).toMatchObject({ field: 'opening_balance', code: 'openingBalanceOnEquity' });

    const checking = books.account('1000');
    await books.call('PUT', `accounts/${checking}`, { opening_balance: '800.00', opening_balance_date: '2026-01-01' });
    const summary = async (id: number) => (await books.call('GET', `reconciliations/${id}/summary`)).body;
    const rec = await books.call('POST', 'reconciliations', { account_id: checking, statement_date: '2026-01-31', ending_balance: '800.00' });
    const line = (await summary(rec.body.id)).items[0].id;
    await books.call('PUT', `reconciliations/${rec.body.id}`, { cleared_line_ids: [line] });
    expect((await books.call('POST', `reconciliations/${rec.body.id}/finish`)).status).toBe(200);

    const refused = await books.call('PUT', `accounts/${checking}`, { display_name: 'Renamed', opening_balance: '900.00' });
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'opening_balance', code: 'openingBalanceReconciled' });
    expect((await books.call('GET', `accounts/${checking}`)).body).toMatchObject({ display_name: 'Business Checking', opening_balance: '800.00' });
    expect(await entriesOf(books, checking)).toHaveLength(1);
  });

  it('changed twice at once, leaves one entry standing and the books balanced', async () => {
    const books = await booksCompany('opening-race');
    const checking = books.account('1000');
    const answers = await Promise.all(['100.00', '200.00', '300.00'].map((amount) => books.call('PUT', `accounts/${checking}`, { opening_balance: amount, opening_balance_date: '2026-01-01' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const left = standing(await entriesOf(books, checking));
    expect(left).toHaveLength(1);
    const balance = (await books.call('GET', `accounts/${checking}?expand=balance`)).body.balance;
    expect(balance).toBe(left[0].amount);
    const tb = await books.call('GET', 'reports/trial-balance?date=2026-01-31');
    expect(tb.body.totals.debit).toBe(tb.body.totals.credit);
  });
});
