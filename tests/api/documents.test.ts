import { and, eq, getTableColumns, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { resources } from '@/lib/api/registry';
import { withTenant } from '@/lib/tenant/transaction';
import { depsFor, fixtures } from '../fixtures/resources';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;

/** Every resource made by the books' document kind (lib/modules/books/documents.ts). */
const documents = [...resources.values()].filter((def) => 'document' in def);
/** Those that post a journal (a reconciliation posts none). */
const posting = documents.filter((def) => (def as { document: { posting?: unknown } }).document.posting !== undefined);

/** Journals whose lines do not balance, or whose amount is not their debits. */
async function unbalanced(books: Books) {
  const res = await withTenant(books.company.id, (tx) =>
    tx.execute(sql`select j.id from journals j join journal_lines l on l.journal_id = j.id group by j.id having sum(l.debit) <> sum(l.credit) or sum(l.debit) <> min(j.amount) or count(*) < 2`),
  );
  return rowsOf(res);
}

/** Kept monthly balances that differ from a fresh aggregate over the lines. */
async function drift(books: Books) {
  const res = await withTenant(books.company.id, (tx) =>
    tx.execute(sql`
      with fresh as (select account_id, date_trunc('month', date)::date as period, sum(debit) as debit, sum(credit) as credit from journal_lines group by 1, 2)
      select coalesce(f.account_id, b.account_id) as account_id from fresh f
      full join account_balances b on b.account_id = f.account_id and b.period = f.period
      where coalesce(f.debit, 0) <> coalesce(b.debit, 0) or coalesce(f.credit, 0) <> coalesce(b.credit, 0)`),
  );
  return rowsOf(res);
}

/**
 * The net of every account over the whole ledger, or over the journals one kind of document
 * posted (a payment's fixture posts the invoice it pays too): what a void must bring back.
 */
async function netByAccount(books: Books, sourceType?: string) {
  const mine = sourceType ? sql`where l.journal_id in (select id from journals where source_type = ${sourceType})` : sql``;
  const res = await withTenant(books.company.id, (tx) => tx.execute(sql`select account_id, sum(debit - credit)::text as net from journal_lines l ${mine} group by 1 having sum(debit - credit) <> 0 order by 1`));
  return rowsOf(res);
}

/** A ledger declared from rows, as this suite reads it (`defineSubLedger` keeps its spec; a hand-written ledger has none). */
type CompanyTable = PgTable & { companyId: AnyPgColumn };
type Entry = Record<string, unknown>;
type LedgerSpec = {
  table: CompanyTable;
  of(doc: { id: number }): SQL;
  reversal: 'delete' | { counter: string };
  balances?: { table: CompanyTable; upsert?: boolean; key(row: Entry): Record<string, string | number> | null; moves(row: Entry): Record<string, string | number> }[];
};
const ledgersOf = (name: string) =>
  ((resources.get(name) as unknown as { document: { ledgers?: { spec?: LedgerSpec }[] } }).document.ledgers ?? []).flatMap((l) => (l.spec ? [l.spec] : []));

/**
 * The sub-ledgers (lib/modules/books/sub-ledgers.ts) a document declares from rows, and for each
 * kept balance the ledger alone makes (`upsert`: a stock bin, a year-to-date) whether it equals
 * the sum its rows move, key by key, as `account_balances` equals the journal's sum. (A balance
 * on another record, an invoice's amount paid, starts from that record and is checked by its suite.)
 */
async function ledgerDrift(books: Books, name: string) {
  return withTenant(books.company.id, async (tx) => {
    const drifted: unknown[] = [];
    for (const spec of ledgersOf(name)) {
      const rows = (await tx.select().from(spec.table).where(eq(spec.table.companyId, books.company.id))) as Entry[];
      for (const balance of (spec.balances ?? []).filter((b) => b.upsert)) {
        const summed = new Map<string, Record<string, number>>();
        for (const row of rows) {
          const key = balance.key(row);
          if (!key) continue;
          const id = JSON.stringify(key);
          const sums = summed.get(id) ?? {};
          for (const [column, value] of Object.entries(balance.moves(row))) sums[column] = (sums[column] ?? 0) + Number(value);
          summed.set(id, sums);
        }
        const kept = (await tx.select().from(balance.table).where(eq(balance.table.companyId, books.company.id))) as Record<string, unknown>[];
        for (const [id, sums] of summed) {
          const key = JSON.parse(id) as Record<string, unknown>;
          const row = kept.find((k) => Object.entries(key).every(([c, v]) => k[c] === v));
          for (const [column, sum] of Object.entries(sums)) if (Math.abs(Number(row?.[column] ?? 0) - sum) > 1e-6) drifted.push({ key, column, kept: row?.[column], sum });
        }
      }
    }
    return drifted;
  });
}

/** The document's entries still standing in its sub-ledgers (a void leaves none). */
async function liveEntries(books: Books, name: string, id: number) {
  // Which rows are a document's is said by its id (`of`).
  const doc = { id };
  return withTenant(books.company.id, async (tx) => {
    let live = 0;
    for (const spec of ledgersOf(name)) {
      const columns = getTableColumns(spec.table) as Record<string, AnyPgColumn>;
      const standing = spec.reversal === 'delete' ? undefined : not(columns[spec.reversal.counter]);
      live += (await tx.select().from(spec.table).where(and(eq(spec.table.companyId, books.company.id), spec.of(doc), standing))).length;
    }
    return live;
  });
}

it('covers the documents the books have today', () => {
  // Among them the test areas' (tests/support/test-modules.ts): the suite walks whatever is registered.
  expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining([
    'ap-bills',
    'ap-credits',
    'apply-credits',
    'ar-sales-receipts',
    'bank-deposits',
    'checks',
    'credit-memos',
    'depreciation-runs',
    'estimates',
    'invoices',
    'journal-entries',
    'other-fund-received',
    'payments',
    'reconciliations',
    'return-items',
    'transfers',
    'write-offs',
  ]));
  // The life cycle below checks a kept balance of a sub-ledger on at least one (the test area's stock).
  expect(documents.some((d) => ledgersOf(d.name).some((spec) => spec.balances?.some((b) => b.upsert)))).toBe(true);
});

describe.each(posting.map((d) => d.name))('the %s document', (name) => {
  let books: Books;
  const call = (method: string, path: string, body?: unknown) => books.call(method, `${name}${path}`, body);

  beforeAll(async () => {
    books = await booksCompany(name.slice(0, 8));
  });

  it('posts when created, re-posts when changed, reverses when voided; the books stay balanced', async () => {
    const sourceType = (resources.get(name) as unknown as { document: { sourceType: string } }).document.sourceType;
    const before = await netByAccount(books, sourceType);
    const fixture = fixtures[name];
    const id = await fixture.create(1, depsFor(books.host, books.owner.authKey));
    const made = await call('GET', `/${id}`);
    expect(made.body.state).toBe('posted');
    expect(await ledgerDrift(books, name)).toEqual([]);

    // A change re-posts; a document never changed (a depreciation run) refuses it.
    const update = fixture.update ?? { field: 'state', value: 'posted' };
    const change = async () => call('PUT', `/${current}`, { [update.field]: update.value, ...(await update.with?.(depsFor(books.host, books.owner.authKey))) });
    let current = id;
    const changed = await change();
    expect(changed.status).toBe(fixture.unchangeable ? 422 : 200);
    if (!fixture.unchangeable) {
      expect(changed.body.state).toBe('posted');
      expect(changed.body[update.field]).toEqual(update.value);
      current = changed.body.id;
    }
    expect(await ledgerDrift(books, name)).toEqual([]);

    const voided = await call('POST', `/${current}/void`, { date: '2026-06-30' });
    expect(voided.status).toBe(200);
    expect(voided.body.state).toBe('void');
    expect(await netByAccount(books, sourceType)).toEqual(before);
    expect(await liveEntries(books, name, current)).toBe(0);
    expect(await ledgerDrift(books, name)).toEqual([]);

    expect((await call('POST', `/${current}/void`)).status).toBe(422);
    expect((await change()).status).toBe(422);
    expect((await call('DELETE', `/${current}`)).status).toBe(422);
    expect((await call('GET', `?filter[state]=void`)).body.items.map((i: { id: number }) => i.id)).toContain(current);
    expect(await unbalanced(books)).toEqual([]);
    expect(await drift(books)).toEqual([]);
  });

  it('refuses a bad void date with a 422 and changes nothing', async () => {
    const id = await fixtures[name].create(2, depsFor(books.host, books.owner.authKey));
    const before = await call('GET', `/${id}`);
    const res = await call('POST', `/${id}/void`, { date: 'someday' });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('date');
    expect((await call('GET', `/${id}`)).body).toEqual(before.body);
  });
});

describe.each(documents.filter((d) => (d as { document: { drafts?: boolean } }).document.drafts).map((d) => d.name))('a draft %s', (name) => {
  it('posts nothing until posted, may be deleted, and posts once', async () => {
    const books = await booksCompany(`draft-${name.slice(0, 5)}`);
    const call = (method: string, path: string, body?: unknown) => books.call(method, `${name}${path}`, body);
    const ledger = await netByAccount(books);
    // The fixture's body, sent again as a draft.
    let body: unknown;
    await fixtures[name].create(3, { ...depsFor(books.host, books.owner.authKey), create: async (_c, b) => ((body = b), 0) });
    const draft = await call('POST', '', { ...(body as object), state: 'draft' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    expect(draft.body.state).toBe('draft');
    expect(await netByAccount(books)).toEqual(ledger);

    const posted = await call('POST', `/${draft.body.id}/post`);
    expect(posted.body.state).toBe('posted');
    if (fixtures[name].postsNothing) expect(await netByAccount(books)).toEqual(ledger);
    else expect(await netByAccount(books)).not.toEqual(ledger);
    expect((await call('POST', `/${draft.body.id}/post`)).status).toBe(422);

    // A second draft of the same body (a bill's number is its vendor's: it takes another).
    const given = body as { number?: string };
    const other = await call('POST', '', { ...given, state: 'draft', ...(given.number ? { number: `${given.number}-2` } : {}) });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect((await call('DELETE', `/${other.body.id}`)).status).toBe(204);
    expect(await unbalanced(books)).toEqual([]);
    expect(await drift(books)).toEqual([]);
  });
});

it('refuses to reverse or void a document’s journal from the journal entries: the document is voided instead', async () => {
  const books = await booksCompany('doc-journal');
  const check = await books.call('POST', 'checks', { bank_account_id: books.account('1000'), date: '2026-05-02', payee_name: 'Landlord', lines: [{ account_id: books.account('6400'), amount: '900.00' }] });
  const journal = check.body.journal_id;
  for (const verb of ['reverse', 'void']) {
    const res = await books.call('POST', `journal-entries/${journal}/${verb}`, {});
    expect(res.status, verb).toBe(422);
  }
  expect((await books.call('GET', `journal-entries/${journal}`)).body).toMatchObject({ state: 'posted', is_reversed: 0 });
});

describe('declared actions', () => {
  it.each([...resources.values()].flatMap((def) => Object.entries(def.actions ?? {}).filter(([, spec]) => spec.input instanceof z.ZodObject).map(([verb]) => [def.name, verb])))(
    '%s/%s answers 422 to bad input and writes nothing',
    async (name, verb) => {
      const books = await booksCompany(`act-${verb.slice(0, 4)}`);
      const spec = resources.get(name)!.actions![verb];
      const id = await fixtures[name].create(4, depsFor(books.host, books.owner.authKey));
      const before = await books.call('GET', `${name}/${id}`);
      const bad = Object.fromEntries(Object.keys((spec.input as z.ZodObject).shape).map((field) => [field, { not: 'a value' }]));
      const res = await books.call('POST', `${name}/${id}/${verb}`, bad);
      expect(res.status).toBe(422);
      expect((await books.call('GET', `${name}/${id}`)).body).toEqual(before.body);
    },
  );

  it.each([...resources.values()].flatMap((def) => Object.entries(def.collectionActions ?? {}).filter(([, spec]) => spec.input instanceof z.ZodObject).map(([verb]) => [def.name, verb])))(
    'collection action %s/%s answers 422 to bad input and writes nothing',
    async (name, verb) => {
      const books = await booksCompany(`col-${verb.slice(0, 4)}`);
      const spec = resources.get(name)!.collectionActions![verb];
      await fixtures[name].create(5, depsFor(books.host, books.owner.authKey));
      const before = await books.call('GET', `${name}?sort=id`);
      const journals = (await books.call('GET', 'journal-entries/count')).body.count;
      const bad = Object.fromEntries(Object.keys((spec.input as z.ZodObject).shape).map((field) => [field, { not: 'a value' }]));
      const res = await books.call('POST', `${name}/${verb}`, bad);
      expect(res.status).toBe(422);
      expect((await books.call('GET', `${name}?sort=id`)).body.items).toEqual(before.body.items);
      expect((await books.call('GET', 'journal-entries/count')).body.count).toBe(journals);
    },
  );
});
