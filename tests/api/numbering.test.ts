import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

/** Numbering series (lib/engine/numbering.ts): per company and document type, edited in Settings > Numbering. */
describe('numbering series', () => {
  const line = (s: Awaited<ReturnType<typeof salesCompany>>) => [{ type: 'service', item_id: s.items.design, quantity: '1' }];

  it('number invoices with the series prefix and padding, keep a typed number, refuse it twice and skip it', async () => {
    const s = await salesCompany('num');
    const series = await s.call('POST', 'numbering-series', { kind: 'sales_invoice', prefix: 'INV-', padding: 5 });
    expect(series.status).toBe(201);
    expect(series.body).toMatchObject({ kind: 'sales_invoice', prefix: 'INV-', padding: 5, next_value: 1 });
    const invoice = (number?: string) => s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', number, lines: line(s) });
    const first = await invoice();
    const second = await invoice();
    const typed = await invoice('INV-00003');
    const fourth = await invoice();
    expect([first.body.number, second.body.number, typed.body.number, fourth.body.number]).toEqual(['INV-00001', 'INV-00002', 'INV-00003', 'INV-00004']);
    const again = await invoice('INV-00002');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject([{ field: 'number', message: 'Number "INV-00002" is already used: type another, or leave it empty for the next one.', code: 'numberTaken' }]);
    // The invoice settings show the same prefix: one store.
    expect((await s.call('GET', 'invoice-settings')).body.number_prefix).toBe('INV-');
    // Another document type keeps its own series.
    expect((await s.call('POST', 'estimates', { customer_id: s.customerId, date: '2026-06-10', lines: line(s) })).body.number).toBe('1');
  });

  it('take the next number set in the settings, and skip numbers already used when it is set lower', async () => {
    const s = await salesCompany('numset');
    const invoice = () => s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line(s) });
    expect((await invoice()).body.number).toBe('1');
    const list = await s.call('GET', 'numbering-series?filter[kind]=sales_invoice');
    expect(list.body.items).toMatchObject([{ kind: 'sales_invoice', prefix: '', padding: 0, next_value: 2 }]);
    const id = list.body.items[0].id;
    expect((await s.call('PUT', `numbering-series/${id}`, { next_value: 500 })).body.next_value).toBe(500);
    expect((await invoice()).body.number).toBe('500');
    // Lowered below numbers in use: those are skipped, none repeats.
    await s.call('PUT', `numbering-series/${id}`, { next_value: 1 });
    expect((await invoice()).body.number).toBe('2');
    const bad = await s.call('PUT', `numbering-series/${id}`, { next_value: 0, padding: 13, prefix: 'X'.repeat(17) });
    expect(bad.status).toBe(422);
    expect(bad.body.map((e: { field: string }) => e.field).sort()).toEqual(['next_value', 'padding', 'prefix']);
    expect((await s.call('PUT', `numbering-series/${id}`, { kind: 'sales_estimate' })).body).toMatchObject([{ field: 'kind', code: 'seriesKindFixed' }]);
    expect((await s.call('POST', 'numbering-series', { kind: 'sales_invoice' })).status).toBe(422);
    // Series of plain numbers (check layouts, pay batches) take no prefix.
    expect((await s.call('POST', 'numbering-series', { kind: 'check-layout', prefix: 'L-' })).body).toMatchObject([{ field: 'prefix', code: 'seriesNumbersOnly' }]);
    expect((await s.call('POST', 'numbering-series', { kind: 'nothing' })).body[0].field).toBe('kind');
  });

  it('take an invoice’s number and its journal’s in one statement, skipping one held already with no gap in the other', async () => {
    const s = await salesCompany('numjrn');
    const invoice = (number?: string) => s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', number, lines: line(s) });
    const journals = async () => (await s.call('GET', 'journal-entries/all?sort=number')).body.items.map((j: { number: string; source_type: string }) => `${j.source_type} ${j.number}`);
    expect((await invoice()).body.number).toBe('1');
    expect((await invoice('2')).body.number).toBe('2');
    // The invoice series' next (2) is held: it is skipped; the journal series takes no number for it.
    const third = await invoice();
    expect(third.body.number).toBe('3');
    expect(await journals()).toEqual(['invoice 1', 'invoice 2', 'invoice 3']);
    // The journal series' next (4) typed on an entry by hand: the invoice's journal skips it, the invoice keeps its own next.
    const entry = await s.call('POST', 'journal-entries', { date: '2026-06-10', number: '4', lines: [{ account_id: s.account('1000'), debit: '1.00' }, { account_id: s.account('3000'), credit: '1.00' }] });
    expect(entry.status).toBe(201);
    const fourth = await invoice();
    expect(fourth.body.number).toBe('4');
    expect(await journals()).toEqual(['invoice 1', 'invoice 2', 'invoice 3', 'journal_entry 4', 'invoice 5']);
    // The receivable line names the invoice's number, taken in the same statement.
    const lines = (await s.call('GET', `journal-entries/${fourth.body.journal_id}?expand=lines`)).body.lines;
    expect(lines.map((l: { description: string | null }) => l.description)).toEqual(['4', 'Design']);
  });

  it('keep one company’s series apart from another’s', async () => {
    const a = await salesCompany('numa');
    const b = await salesCompany('numb');
    await a.call('POST', 'numbering-series', { kind: 'sales_invoice', prefix: 'A-', next_value: 70 });
    expect((await b.call('POST', 'invoices', { customer_id: b.customerId, date: '2026-06-10', lines: line(b) })).body.number).toBe('1');
    expect((await b.call('GET', 'numbering-series?filter[kind]=sales_invoice')).body.items).toMatchObject([{ prefix: '', next_value: 2 }]);
  });

  it('give 50 payments made at once 50 distinct numbers of the series', async () => {
    const s = await salesCompany('num50');
    await s.call('POST', 'numbering-series', { kind: 'payment', prefix: 'P', padding: 3 });
    const made = await Promise.all(Array.from({ length: 50 }, () => s.call('POST', 'payments', { customer_id: s.customerId, date: '2026-07-01', amount: '1.00' })));
    expect(made.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    expect(made.map((r) => r.body.number).sort()).toEqual(Array.from({ length: 50 }, (_, i) => `P${String(i + 1).padStart(3, '0')}`));
  }, 180_000);

  it('number checks per bank account, the account’s next check number being its series', async () => {
    const books = await booksCompany('numchk');
    const { call, account } = books;
    const check = (bank: string, number?: number) => call('POST', 'checks', { bank_account_id: account(bank), date: '2026-03-01', number, payee_name: 'X', lines: [{ account_id: account('6300'), amount: '1.00' }] });
    expect((await call('GET', `accounts/${account('1000')}`)).body.next_check_number).toBe(1001);
    expect((await call('GET', `accounts/${account('6300')}`)).body.next_check_number).toBeNull();
    expect((await check('1000')).body.number).toBe(1001);
    await call('PUT', `accounts/${account('1000')}`, { next_check_number: 2000 });
    expect((await check('1000')).body.number).toBe(2000);
    // A number typed by hand moves the account's next past it; the other account is untouched.
    expect((await check('1000', 3000)).body.number).toBe(3000);
    expect((await call('GET', `accounts/${account('1000')}`)).body.next_check_number).toBe(3001);
    expect((await check('1010')).body.number).toBe(1001);
    const used = await check('1000', 2000);
    expect(used.body).toMatchObject([{ field: 'number', message: 'Check number "2000" is already used: type another, or leave it empty for the next one.' }]);
    // Checks are not among the company-wide series of the settings.
    expect((await call('GET', 'numbering-series')).body.items.map((x: { kind: string }) => x.kind)).not.toContain('check');
  });
});
