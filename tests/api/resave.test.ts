import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** The journals a document posted (its source), oldest first: number, whether reversed, and whether a reversal. */
async function journalsOf(call: Call, sourceType: string, sourceId: number) {
  const page = await call('GET', `journal-entries?filter[source_type]=${sourceType}&filter[source_id]=${sourceId}&filter[entries]=all&sort=id&per-page=50`);
  expect(page.status).toBe(200);
  return page.body.items.map((j: { id: number; is_reversed: number; reverses_id: number | null }) => ({ id: j.id, reversed: j.is_reversed, reversal: j.reverses_id !== null }));
}

/**
 * A document saved again with nothing its books hold changed keeps its journal: the life cycle
 * (lib/modules/books/documents.ts) compares the journal it would post with the one standing and
 * posts no reversal pair; a change that moves money still reverses and re-posts.
 */
describe('saving a posted document again', () => {
  it('keeps a check’s journal when nothing it posts changed, and re-posts when the amount does', async () => {
    const books = await booksCompany('resave-chk');
    const body = { bank_account_id: books.account('1000'), date: '2026-05-02', payee_name: 'Landlord', memo: 'May rent', lines: [{ account_id: books.account('6400'), amount: '900.00' }] };
    const check = await books.call('POST', 'checks', body);
    expect(check.status).toBe(201);
    const journal = check.body.journal_id;

    // The whole form sent back as it was, twice (a window saved twice), and a change of nothing posted.
    for (const again of [body, body, { payee_name: 'Landlord' }]) {
      const saved = await books.call('PUT', `checks/${check.body.id}`, again);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.journal_id).toBe(journal);
    }
    expect(await journalsOf(books.call, 'check', check.body.id)).toEqual([{ id: journal, reversed: 0, reversal: false }]);

    // A new amount is a reversal and a new posting, both kept.
    const changed = await books.call('PUT', `checks/${check.body.id}`, { lines: [{ account_id: books.account('6400'), amount: '950.00' }] });
    expect(changed.status).toBe(200);
    expect(changed.body.journal_id).not.toBe(journal);
    const after = await journalsOf(books.call, 'check', check.body.id);
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual({ id: journal, reversed: 1, reversal: false });
    expect(after[1].reversal).toBe(true);
    expect(after[2]).toEqual({ id: changed.body.journal_id, reversed: 0, reversal: false });
    // A memo is part of the journal: a new one re-posts too.
    const memo = await books.call('PUT', `checks/${check.body.id}`, { memo: 'June rent' });
    expect(memo.body.journal_id).not.toBe(changed.body.journal_id);
  });

  it('keeps an invoice’s journal when it is saved again with the same lines', async () => {
    const s = await salesCompany('resave-inv');
    const body = { customer_id: s.customerId, date: '2026-05-01', due_date: '2026-05-31', lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] };
    const invoice = await s.call('POST', 'invoices', body);
    expect(invoice.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const saved = await s.call('PUT', `invoices/${invoice.body.id}`, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.journal_id).toBe(invoice.body.journal_id);
    }
    expect(await journalsOf(s.call, 'invoice', invoice.body.id)).toHaveLength(1);
    const more = await s.call('PUT', `invoices/${invoice.body.id}`, { lines: [{ type: 'service', item_id: s.items.design, quantity: '3' }] });
    expect(more.body.journal_id).not.toBe(invoice.body.journal_id);
    expect(await journalsOf(s.call, 'invoice', invoice.body.id)).toHaveLength(3);
    expect((await s.call('GET', `customers/${s.customerId}`)).body.balance).toBe('360.00');
  });

  it('keeps a journal entry saved again with the same lines, and re-posts a changed one', async () => {
    const books = await booksCompany('resave-je');
    const lines = [
      { account_id: books.account('6100'), debit: '12.50' },
      { account_id: books.account('1000'), credit: '12.50' },
    ];
    const entry = await books.call('POST', 'journal-entries', { date: '2026-06-30', memo: 'Bank fee', lines });
    expect(entry.status).toBe(201);
    const same = await books.call('PUT', `journal-entries/${entry.body.id}`, { date: '2026-06-30', memo: 'Bank fee', lines });
    expect(same.status).toBe(200);
    expect(same.body.id).toBe(entry.body.id);
    expect((await books.call('GET', `journal-entries/${entry.body.id}`)).body.is_reversed).toBe(0);
    const changed = await books.call('PUT', `journal-entries/${entry.body.id}`, { lines: [lines[0], { ...lines[1], description: 'Monthly fee' }] });
    expect(changed.body.id).not.toBe(entry.body.id);
    expect((await books.call('GET', `journal-entries/${entry.body.id}`)).body.is_reversed).toBe(1);
  });
});
