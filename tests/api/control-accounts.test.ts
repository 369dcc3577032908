import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { accounts } from '@/db/schema';
import { resources } from '@/lib/api/registry';
import { referencesOf } from '@/lib/engine/references';
import { ACCOUNTS_PAYABLE, ACCOUNTS_RECEIVABLE } from '@/lib/modules/books/account-types';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** A date after everything the fixtures write: the agings see every document. */
const LATER = '2030-12-31';

/**
 * Receivables and payables as the books, the parties and the agings tell them: each control
 * account type's balance (in its own sign), the sum of its parties' kept balances and the aging's
 * total, and every party whose kept balance differs from its row of the aging.
 */
async function controlAccounts(books: Books) {
  const side = async (type: number, parties: 'customers' | 'vendors', report: string, key: string, sign: 1 | -1) => {
    const [control] = rowsOf<{ amount: string }>(
      await withTenant(books.company.id, (tx) =>
        tx.execute(sql`select coalesce(sum(l.debit - l.credit) * ${sign}, 0)::numeric(16,2)::text as amount from journal_lines l join accounts a on a.id = l.account_id where a.type = ${type}`),
      ),
    );
    const kept = rowsOf<{ id: number; balance: string }>(await withTenant(books.company.id, (tx) => tx.execute(sql`select id, balance::text as balance from ${sql.identifier(parties)} order by id`)));
    const aging = (await books.call('GET', `reports/${report}?date=${LATER}`)).body as { rows: Record<string, string | number>[]; totals: { total: string } };
    const agedOf = (id: number) => aging.rows.find((r) => r[key] === id)?.total ?? '0.00';
    const cents = (v: string) => Math.round(Number(v) * 100);
    return {
      control: control.amount,
      parties: (kept.reduce((s, p) => s + cents(p.balance), 0) / 100).toFixed(2),
      aging: aging.totals.total,
      drifting: kept.filter((p) => cents(p.balance) !== cents(String(agedOf(p.id)))).map((p) => ({ id: p.id, balance: p.balance, aged: agedOf(p.id) })),
    };
  };
  return {
    receivables: await side(ACCOUNTS_RECEIVABLE, 'customers', 'receivables-aging', 'customer_id', 1),
    payables: await side(ACCOUNTS_PAYABLE, 'vendors', 'payables-aging', 'vendor_id', -1),
  };
}

/** Each control account equals the sum of its parties' balances and its aging, party by party. */
async function expectTied(books: Books, when: string) {
  const { receivables, payables } = await controlAccounts(books);
  for (const [name, figures] of Object.entries({ receivables, payables })) {
    expect(figures.parties, `${name} ${when}: parties`).toBe(figures.control);
    expect(figures.aging, `${name} ${when}: aging`).toBe(figures.control);
    expect(figures.drifting, `${name} ${when}: parties against their aging`).toEqual([]);
  }
}

/** Every document kind that posts, as the registry (the areas' modules folded) has them. */
const posting = [...resources.values()].filter((def) => 'document' in def && (def as { document: { posting?: unknown } }).document.posting !== undefined);

it('walks the documents that post to receivables and payables', () => {
  expect(posting.map((d) => d.name)).toEqual(expect.arrayContaining(['invoices', 'credit-memos', 'return-items', 'payments', 'write-offs', 'ap-bills', 'ap-credits', 'checks', 'journal-entries', 'bank-deposits']));
});

describe.each(posting.map((d) => d.name))('the %s document', (name) => {
  it('keeps receivables and payables equal to their parties’ balances and the agings, posted, changed and voided', async () => {
    const books = await booksCompany(`ctl-${name.slice(0, 6)}`);
    const deps = depsFor(books.host, books.owner.authKey);
    const fixture = fixtures[name];
    const id = await fixture.create(1, deps);
    await expectTied(books, 'posted');
    const update = fixture.update;
    let current = id;
    if (update && !fixture.unchangeable) {
      const changed = await books.call('PUT', `${name}/${id}`, { [update.field]: update.value, ...(await update.with?.(deps)) });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      current = changed.body.id;
      await expectTied(books, 'changed');
    }
    if (resources.get(name)!.actions?.void) {
      expect((await books.call('POST', `${name}/${current}/void`, { date: '2026-06-30' })).status).toBe(200);
      await expectTied(books, 'voided');
    }

    // Its body again, each line's account made receivables or payables: refused, posted or as a draft.
    let body: Record<string, unknown> = {};
    await fixture.create(2, { ...deps, create: async (collection, given) => (collection === name ? ((body = given), 0) : deps.create(collection, given)) });
    const drafts = (resources.get(name) as { document?: { drafts?: boolean } }).document?.drafts;
    for (const reference of referencesOf(resources.get(name)!).filter((r) => r.lines)) {
      const lines = body[reference.lines!];
      const line = Array.isArray(lines) ? (lines[0] as Record<string, unknown>) : undefined;
      if (!line || reference.target(line, resources)?.table !== accounts) continue;
      for (const control of [books.account('1200'), books.account('2000')]) {
        for (const state of drafts ? [{}, { state: 'draft' }] : [{}]) {
          const res = await books.call('POST', name, { ...body, ...state, [reference.lines!]: [{ ...line, [reference.field]: control }, ...(lines as unknown[]).slice(1)] });
          expect(res.status, JSON.stringify(res.body)).toBe(422);
          // Refused on that field: as a control account, or by a narrower rule of its own that leaves
          // control accounts out (a purchase order's service line takes expense accounts only).
          expect(res.body).toContainEqual(expect.objectContaining({ field: `${reference.lines}.0.${reference.field}`, code: expect.stringMatching(/^(mustBeNotReceivablesPayables|mustBeServiceAccount)$/) }));
        }
      }
    }
    await expectTied(books, 'after lines on control accounts');
  });
});

describe('a line on receivables or payables outside the documents that keep their open items', () => {
  it('is refused, wherever it is typed: one 100.00 invoice stays 100.00 in the books, the balances and the aging', async () => {
    const books = await booksCompany('ctl-lines');
    const { call, account } = books;
    const customer = (await call('POST', 'customers', { display_name: 'Kramerica' })).body.id;
    const vendor = (await call('POST', 'vendors', { display_name: 'Vandelay Industries' })).body.id;
    const invoice = await call('POST', 'invoices', { customer_id: customer, date: '2026-05-01', lines: [{ type: 'service', quantity: '1', rate: '100', account_id: account('4100') }] });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

    const refused = async (path: string, body: Record<string, unknown>, field: string, code = 'mustBeNotReceivablesPayables') => {
      const res = await call('POST', path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body, path).toContainEqual(expect.objectContaining({ field, code }));
    };
    for (const control of ['1200', '2000']) {
      await refused('journal-entries', { date: '2026-05-02', lines: [{ account_id: account(control), debit: '44.00' }, { account_id: account('4100'), credit: '44.00' }] }, 'lines.0.account_id');
      const check = { bank_account_id: account('1000'), date: '2026-05-02', lines: [{ account_id: account(control), amount: '44.00' }] };
      await refused('checks', { ...check, payee_name: 'Anyone' }, 'lines.0.account_id');
      // Naming the party is not enough: only the documents that keep open items post there.
      await refused('checks', { ...check, payee_type: control === '1200' ? 'customer' : 'vendor', payee_id: control === '1200' ? customer : vendor }, 'lines.0.account_id');
      await refused('checks', { ...check, payee_name: 'Anyone', state: 'draft' }, 'lines.0.account_id');
      await refused('bank-deposits', { bank_account_id: account('1000'), date: '2026-05-02', lines: [{ account_id: account(control), amount: '44.00' }] }, 'lines.0.account_id');
      await refused('ap-bills', { vendor_id: vendor, date: '2026-05-02', lines: [{ account_id: account(control), amount: '44.00' }] }, 'lines.0.account_id');
      await refused('invoices', { customer_id: customer, date: '2026-05-02', lines: [{ type: 'bank_line', amount: '44.00', account_id: account(control) }] }, 'lines.0.account_id');
    }
    // A vendor paid with no bill and no line: payables would move with nothing the aging shows.
    await refused('checks', { bank_account_id: account('1000'), date: '2026-05-02', payee_type: 'vendor', payee_id: vendor, amount: '44.00' }, 'lines', 'checkNeedsLines');
    // An opening balance of receivables is owed by nobody: the open invoices are entered instead.
    await refused('accounts', { display_name: 'Old receivables', number: '1210', type: ACCOUNTS_RECEIVABLE, opening_balance: '44.00' }, 'opening_balance', 'controlOpeningBalance');
    const expense = (await call('POST', 'accounts', { display_name: 'Misc', number: '6990', type: 14 })).body.id;
    expect((await call('POST', 'journal-entries', { date: '2026-05-03', lines: [{ account_id: expense, debit: '5.00' }, { account_id: account('1000'), credit: '5.00' }] })).status).toBe(201);
    const retyped = await call('PUT', `accounts/${expense}`, { type: ACCOUNTS_PAYABLE });
    expect(retyped.status).toBe(422);
    expect(retyped.body[0]).toMatchObject({ field: 'type', code: 'controlTypeFixed' });

    const trial = (await call('GET', 'reports/trial-balance?date=2026-12-31')).body.rows.find((r: { number: string }) => r.number === '1200');
    expect(trial.debit).toBe('100.00');
    expect((await call('GET', `customers/${customer}`)).body.balance).toBe('100.00');
    expect((await call('GET', `reports/receivables-aging?date=${LATER}`)).body.totals.total).toBe('100.00');
    await expectTied(books, 'after the refusals');
  });
});
