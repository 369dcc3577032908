import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, rowsOf } from '@/db/client';
import { resources } from '@/lib/api/registry';
import type { WriteContext } from '@/lib/engine/define';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from '../support/books';
import { postedSalesDocument } from '../support/receivables';

type Books = Awaited<ReturnType<typeof booksCompany>>;

const query = async <T = Record<string, unknown>>(books: Books, text: ReturnType<typeof sql>) => rowsOf<T>(await withTenant(books.company.id, (tx) => tx.execute(text)));

/**
 * Each invoice's kept balance (total_paid, balance_due) beside the sum of the application rows
 * set against it: they must agree after every step of a document's life.
 */
async function invoiceBalances(books: Books, ids: number[]) {
  return query<{ id: number; total_paid: string; balance_due: string; applied: string }>(
    books,
    sql`select d.id, d.total_paid::text, d.balance_due::text, coalesce((select sum(a.amount) from receivable_applications a where a.invoice_id = d.id), 0)::numeric(14,2)::text as applied
        from sales_documents d where d.id in ${ids} order by d.id`,
  );
}

describe('a payment’s applications, a sub-ledger of the payment', () => {
  it('are written on create, reversed and re-applied on change, reversed on void; the invoices’ kept balances equal their rows', async () => {
    const books = await booksCompany('subpay');
    const customer = (await books.call('POST', 'customers', { display_name: 'Ledger Co' })).body.id as number;
    const invoice = (amount: string) => postedSalesDocument({ host: books.host, token: books.owner.authKey }, { customerId: customer, date: '2026-03-01', amount });
    const [a, b] = [await invoice('100.00'), await invoice('60.00')];
    const rowsOf = async (paymentId: number) =>
      query<{ invoice_id: number; amount: string }>(books, sql`select invoice_id, amount::text from receivable_applications where payment_id = ${paymentId} order by invoice_id`);
    const agree = async (expected: [number, string, string][]) => {
      const kept = await invoiceBalances(books, [a, b]);
      expect(kept.map((k) => [k.id, k.total_paid, k.balance_due])).toEqual(expected);
      for (const k of kept) expect(k.total_paid).toBe(k.applied);
    };

    const created = await books.call('POST', 'payments', { customer_id: customer, date: '2026-03-10', amount: '90.00', applications: [{ invoice_id: a, amount: '70.00' }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(await rowsOf(id)).toEqual([{ invoice_id: a, amount: '70.00' }]);
    await agree([[a, '70.00', '30.00'], [b, '0.00', '60.00']]);

    // A change gives A back and applies to both anew, in one transaction.
    const changed = await books.call('PUT', `payments/${id}`, { applications: [{ invoice_id: a, amount: '30.00' }, { invoice_id: b, amount: '60.00' }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await rowsOf(id)).toEqual([{ invoice_id: a, amount: '30.00' }, { invoice_id: b, amount: '60.00' }]);
    await agree([[a, '30.00', '70.00'], [b, '60.00', '0.00']]);

    // A change that names no applications keeps them (read back from the sub-ledger).
    expect((await books.call('PUT', `payments/${id}`, { memo: 'kept' })).status).toBe(200);
    expect(await rowsOf(id)).toHaveLength(2);
    await agree([[a, '30.00', '70.00'], [b, '60.00', '0.00']]);

    // A refused change leaves rows and balances as they were.
    expect((await books.call('PUT', `payments/${id}`, { applications: [{ invoice_id: b, amount: '60.01' }] })).status).toBe(422);
    await agree([[a, '30.00', '70.00'], [b, '60.00', '0.00']]);

    expect((await books.call('POST', `payments/${id}/void`, {})).status).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
    await agree([[a, '0.00', '100.00'], [b, '0.00', '60.00']]);
  });
});

describe('a deposit’s funds, a sub-ledger of the deposit', () => {
  it('are claimed on create, given back and claimed anew on change, given back on void, and never held by a draft', async () => {
    const books = await booksCompany('subdep');
    const pay = async (amount: string) => (await books.call('POST', 'other-fund-received', { date: '2026-03-01', amount, received_from: 'Walk-in', credit_account_id: books.account('3000') })).body.id as number;
    const [p1, p2] = [await pay('10.00'), await pay('15.00')];
    const claims = async () => query<{ id: number; deposit_id: number | null }>(books, sql`select id, deposit_id from customer_payments where id in (${p1}, ${p2}) order by id`);
    const bank = books.account('1000');

    // A draft applies nothing: one naming funds is refused, and one without claims none.
    const refused = await books.call('POST', 'bank-deposits', { bank_account_id: bank, date: '2026-03-02', state: 'draft', payment_ids: [p1] });
    expect(refused.status).toBe(422);
    expect(refused.body[0].field).toBe('payment_ids');
    const draft = await books.call('POST', 'bank-deposits', { bank_account_id: bank, date: '2026-03-02', state: 'draft', lines: [{ account_id: books.account('4000'), amount: '1.00' }] });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(await claims()).toEqual([{ id: p1, deposit_id: null }, { id: p2, deposit_id: null }]);

    // Posting the draft with funds claims them.
    const posted = await books.call('PUT', `bank-deposits/${draft.body.id}`, { state: 'posted', payment_ids: [p1, p2] });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id = draft.body.id as number;
    expect(posted.body).toMatchObject({ state: 'posted', amount: '26.00' });
    expect(await claims()).toEqual([{ id: p1, deposit_id: id }, { id: p2, deposit_id: id }]);

    const changed = await books.call('PUT', `bank-deposits/${id}`, { payment_ids: [p2] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await claims()).toEqual([{ id: p1, deposit_id: null }, { id: p2, deposit_id: id }]);

    expect((await books.call('POST', `bank-deposits/${id}/void`, {})).status).toBe(200);
    expect(await claims()).toEqual([{ id: p1, deposit_id: null }, { id: p2, deposit_id: null }]);
    // Undeposited Funds holds both again: the deposit's journal and its claims were reversed together.
    const [undeposited] = await query<{ net: string }>(books, sql`select coalesce(sum(debit - credit), 0)::numeric(14,2)::text as net from journal_lines where account_id = (select id from accounts where system_role = 'undeposited_funds')`);
    expect(undeposited.net).toBe('25.00');
  });
});

/**
 * The mechanism alone, on a stock ledger of the kind inventory will declare: moves kept as
 * history (counter-rows) and a bin per item and warehouse kept by upsert. Its tables are made
 * here, not by a migration: they belong to this test.
 */
const moves = pgTable('test_stock_moves', {
  id: serial().primaryKey(),
  companyId: integer().notNull(),
  documentId: integer().notNull(),
  item: integer().notNull(),
  warehouse: integer().notNull(),
  quantity: numeric({ precision: 14, scale: 4 }).notNull(),
  value: numeric({ precision: 14, scale: 2 }).notNull(),
  isReversed: boolean().notNull().default(false),
});
const bins = pgTable('test_bins', {
  companyId: integer().notNull(),
  item: integer().notNull(),
  warehouse: integer().notNull(),
  quantity: numeric({ precision: 14, scale: 4 }).notNull(),
  value: numeric({ precision: 14, scale: 2 }).notNull(),
  note: text(),
});

type Move = { item: number; warehouse: number; quantity: string; value: string };
const stock = defineSubLedger({
  table: moves,
  fields: ['moves'],
  reversal: { counter: 'isReversed', amounts: ['quantity', 'value'] },
  of: (doc: { id: number }) => sql`${moves.documentId} = ${doc.id}`,
  rows: async (_ctx, doc, _lines: unknown[], input: { moves?: Move[] }) => (input.moves ?? []).map((m) => ({ ...m, documentId: doc.id })),
  read: (rows) => ({ moves: rows.map((r) => ({ item: r.item, warehouse: r.warehouse, quantity: r.quantity, value: r.value })) }),
  balances: [{ table: bins, upsert: true, key: (r) => ({ item: r.item, warehouse: r.warehouse }), moves: (r) => ({ quantity: r.quantity, value: r.value }) }],
});

describe('a declared sub-ledger kept as history, with a balance per key', () => {
  let books: Books;
  beforeAll(async () => {
    const db = await getDb();
    await db.execute(sql`create table if not exists test_stock_moves (id serial primary key, company_id integer not null, document_id integer not null, item integer not null, warehouse integer not null,
      quantity numeric(14,4) not null, value numeric(14,2) not null, is_reversed boolean not null default false)`);
    await db.execute(sql`create table if not exists test_bins (company_id integer not null, item integer not null, warehouse integer not null, quantity numeric(14,4) not null, value numeric(14,2) not null, note text,
      unique (company_id, item, warehouse))`);
    books = await booksCompany('substock');
  });
  const inTenant = <T>(fn: (ctx: WriteContext) => Promise<T>) =>
    withTenant(books.company.id, (tx) => fn({ tx, company: { id: books.company.id, slug: '', name: '', settings: {} }, user: { id: books.owner.id } as WriteContext['user'], registry: resources }));
  /** Each bin beside the sum of every move row of its key, and the sum of the live ones: all three agree. */
  const state = () =>
    query<{ item: number; warehouse: number; quantity: string; value: string; all_rows: string; live_rows: string }>(
      books,
      sql`select b.item, b.warehouse, b.quantity::text, b.value::text,
            (select sum(m.quantity) from test_stock_moves m where m.company_id = b.company_id and m.item = b.item and m.warehouse = b.warehouse)::numeric(14,4)::text as all_rows,
            coalesce((select sum(m.quantity) from test_stock_moves m where m.company_id = b.company_id and m.item = b.item and m.warehouse = b.warehouse and not m.is_reversed), 0)::numeric(14,4)::text as live_rows
          from test_bins b where b.company_id = ${books.company.id} order by 1, 2`,
    );
  const count = async () => (await query<{ n: number }>(books, sql`select count(*)::int as n from test_stock_moves where company_id = ${books.company.id}`))[0].n;

  it('writes rows and upserts their bins, reverses by counter-rows, and reads back only the live rows', async () => {
    const doc = { id: 1 };
    await inTenant((ctx) => stock.apply(ctx, doc, [], { moves: [{ item: 7, warehouse: 1, quantity: '5', value: '50.00' }, { item: 7, warehouse: 1, quantity: '2.5', value: '25.00' }, { item: 8, warehouse: 2, quantity: '1', value: '3.00' }] }));
    expect(await state()).toEqual([
      { item: 7, warehouse: 1, quantity: '7.5000', value: '75.00', all_rows: '7.5000', live_rows: '7.5000' },
      { item: 8, warehouse: 2, quantity: '1.0000', value: '3.00', all_rows: '1.0000', live_rows: '1.0000' },
    ]);
    // A change: reverse, then apply anew, in one transaction.
    await inTenant(async (ctx) => {
      await stock.reverse(ctx, doc);
      await stock.apply(ctx, doc, [], { moves: [{ item: 7, warehouse: 1, quantity: '1', value: '10.00' }] });
    });
    expect(await state()).toEqual([
      { item: 7, warehouse: 1, quantity: '1.0000', value: '10.00', all_rows: '1.0000', live_rows: '1.0000' },
      { item: 8, warehouse: 2, quantity: '0.0000', value: '0.00', all_rows: '0.0000', live_rows: '0.0000' },
    ]);
    // History is kept: 3 moves, their 3 counter-rows, 1 new move.
    expect(await count()).toBe(7);
    expect(await inTenant((ctx) => stock.read!(ctx, doc))).toEqual({ moves: [{ item: 7, warehouse: 1, quantity: '1.0000', value: '10.00' }] });
    // Void: reversed; a second reversal finds nothing live and changes nothing.
    await inTenant((ctx) => stock.reverse(ctx, doc));
    await inTenant((ctx) => stock.reverse(ctx, doc));
    expect((await state()).map((s) => [s.quantity, s.all_rows, s.live_rows])).toEqual([
      ['0.0000', '0.0000', '0.0000'],
      ['0.0000', '0.0000', '0.0000'],
    ]);
    expect(await count()).toBe(8);
  });

  it('loses no update when documents move one bin at once', async () => {
    const before = (await state()).find((s) => s.item === 9)?.quantity ?? '0';
    expect(before).toBe('0');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        inTenant((ctx) => stock.apply(ctx, { id: 100 + i }, [], { moves: [{ item: 9, warehouse: 1, quantity: '1', value: '2.00' }, { item: 9, warehouse: 2 - (i % 2), quantity: '1', value: '2.00' }] })),
      ),
    );
    const bin = (await state()).filter((s) => s.item === 9);
    expect(bin.map((s) => [s.warehouse, s.quantity, s.value, s.all_rows])).toEqual([
      [1, '18.0000', '36.00', '18.0000'],
      [2, '6.0000', '12.00', '6.0000'],
    ]);
  });
});
