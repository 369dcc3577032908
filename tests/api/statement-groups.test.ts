import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { booksCompany } from '../support/books';
import { salesCompany } from '../support/sales';

/*
 * Issue 41, second slice: credit card charges (gem 179), group matches (one line to several
 * postings, several lines to one), documents of every kind made from an unmatched line, and the
 * bad files of the Done means.
 */

type Books = Awaited<ReturnType<typeof booksCompany>>;
type ReviewLine = { id: number; amount: string; description: string; state: string; confidence: number | null; match_group: number | null; journal_line_id: number | null; postings: { id: number; amount: string }[] };
type Review = { confirm_at: number; counts: Record<string, number>; lines: ReviewLine[] };

const CSV = { skip_rows: '1', date_column: 'Date', date_format: 'YYYY-MM-DD', description_column: 'Description', amount_column: 'Amount' };

/** A CSV statement imported as the browser's form sends it. */
async function importCsv(books: Books, accountId: number, rows: string[], fields: Record<string, string> = {}, name = 'bank.csv') {
  const form = new FormData();
  form.set('account_id', String(accountId));
  for (const [k, v] of Object.entries({ ...CSV, ...fields })) form.set(k, v);
  form.set('file', new Blob([['Date,Description,Amount', ...rows].join('\n')], { type: 'text/csv' }), name);
  return api('POST', 'bank-statements', { host: books.host, token: books.owner.authKey, form });
}

const reviewOf = async (books: Books, id: number): Promise<Review> => (await books.call('GET', `bank-statements/${id}/review`)).body;
const lineOf = (review: Review, words: string) => review.lines.find((l) => l.description.includes(words))!;

/** An account's balance in the trial balance: debit positive, credit negative. */
async function balance(books: Books, number: string, date = '2026-12-31') {
  const row = (await books.call('GET', `reports/trial-balance?date=${date}`)).body.rows.find((r: { number: string }) => r.number === number);
  if (!row || (row.debit === '0.00' && row.credit === '0.00')) return '0.00';
  return row.debit !== '0.00' ? row.debit : `-${row.credit}`;
}

describe('credit card charges (gem 179)', () => {
  it('posts a charge and a card credit on a card account, refuses other accounts and a charge without lines, and voids', async () => {
    const books = await booksCompany('charges');
    const card = books.account('2100');
    const charge = await books.call('POST', 'charges', {
      card_account_id: card,
      date: '2026-03-04',
      payee_name: 'Office Depot',
      lines: [
        { account_id: books.account('6300'), amount: '80.00', description: 'Paper' },
        { account_id: books.account('6500'), amount: '40.25' },
      ],
    });
    expect(charge.status, JSON.stringify(charge.body)).toBe(201);
    expect(charge.body).toMatchObject({ kind: 'charge', amount: '120.25', state: 'posted', payee_name: 'Office Depot' });
    const refund = await books.call('POST', 'charges', { card_account_id: card, kind: 'credit', date: '2026-03-09', payee_name: 'Office Depot', memo: 'Returned paper', lines: [{ account_id: books.account('6300'), amount: '20.00' }] });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    // The card owes 100.25 (a liability: a credit balance); supplies 60.00, utilities 40.25.
    expect(await balance(books, '2100')).toBe('-100.25');
    expect(await balance(books, '6300')).toBe('60.00');
    expect(await balance(books, '6500')).toBe('40.25');

    const onBank = await books.call('POST', 'charges', { card_account_id: books.account('1000'), date: '2026-03-04', payee_name: 'X', lines: [{ account_id: books.account('6300'), amount: '1.00' }] });
    expect(onBank.status).toBe(422);
    expect(onBank.body[0]).toMatchObject({ field: 'card_account_id' });
    const empty = await books.call('POST', 'charges', { card_account_id: card, date: '2026-03-04', payee_name: 'X', lines: [] });
    expect(empty.status).toBe(422);
    expect(empty.body[0]).toMatchObject({ field: 'lines', code: 'chargeNeedsLine' });
    const toPayables = await books.call('POST', 'charges', { card_account_id: card, date: '2026-03-04', payee_name: 'X', lines: [{ account_id: books.account('2000'), amount: '1.00' }] });
    expect(toPayables.status).toBe(422);

    expect((await books.call('POST', `charges/${refund.body.id}/void`, {})).status).toBe(200);
    expect(await balance(books, '2100')).toBe('-120.25');
    // Paying the card from the checking account is a transfer.
    expect((await books.call('POST', 'transfers', { from_account_id: books.account('1000'), to_account_id: card, date: '2026-03-20', amount: '120.25' })).status).toBe(201);
    expect(await balance(books, '2100')).toBe('0.00');
    // The journal names the charge as its source.
    const journal = (await books.call('GET', `charges/${charge.body.id}?expand=journal`)).body.journal;
    expect(journal).toMatchObject({ source_type: 'charge' });
  });
});

describe('group matches', () => {
  it('proposes one bank line for several postings and several lines for one posting, never confirms them in bulk, and reconciles to 0.00', async () => {
    const books = await booksCompany('stmt-groups');
    const bank = books.account('1000');
    const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(201);
    ok(await books.entry('2026-01-31', [['1000', '1000.00', null], ['3000', null, '1000.00']], 'Opening balance'));
    // Two payments booked one by one (each a deposit), taken to the bank together: one line of 1,750.00.
    const deposit = (date: string, from: string, amount: string) => books.call('POST', 'bank-deposits', { bank_account_id: bank, date, entity_name: from, lines: [{ account_id: books.account('4000'), amount, received_from: from }] });
    ok(await deposit('2026-03-02', 'Northwind', '1000.00'));
    ok(await deposit('2026-03-03', 'Contoso', '750.00'));
    // One payment of rent booked, the bank took it in two parts.
    ok(await books.entry('2026-03-10', [['6400', '500.00', null], ['1000', null, '500.00']], 'Rent March'));
    // One to one, for the bulk confirmation.
    ok(await books.entry('2026-03-12', [['6500', '84.10', null], ['1000', null, '84.10']], 'City Power'));
    const imported = await importCsv(books, bank, ['2026-03-04,DEPOSIT,1750.00', '2026-03-11,RENT PART 1 LANDLORD,-300.00', '2026-03-12,RENT PART 2 LANDLORD,-200.00', '2026-03-14,CITY POWER,-84.10'], { closing_balance: '2165.90' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const id = imported.body.id;
    const review = await reviewOf(books, id);
    const depositLine = lineOf(review, 'DEPOSIT');
    expect(depositLine).toMatchObject({ state: 'proposed', match_group: depositLine.id, journal_line_id: null });
    expect(depositLine.postings.map((p) => p.amount)).toEqual(['1000.00', '750.00']);
    expect(depositLine.confidence!).toBeLessThan(review.confirm_at);
    const [part1, part2] = [lineOf(review, 'PART 1'), lineOf(review, 'PART 2')];
    expect(part1).toMatchObject({ state: 'proposed', match_group: part1.id });
    expect(part2).toMatchObject({ state: 'proposed', match_group: part1.id });
    expect(part1.postings.map((p) => p.amount)).toEqual(['-500.00']);

    // Bulk confirmation takes the sure one-to-one match only.
    expect((await books.call('POST', `bank-statements/${id}/confirm`, {})).body).toEqual({ confirmed: 1 });
    // Confirming one line of a group confirms the group.
    expect((await books.call('POST', `bank-statement-lines/${part2.id}/confirm`)).status).toBe(200);
    let after = await reviewOf(books, id);
    expect(lineOf(after, 'PART 1').state).toBe('matched');
    // Undoing a group lets its postings go; they are proposed again.
    expect((await books.call('POST', `bank-statement-lines/${part1.id}/unmatch`)).status).toBe(200);
    after = await reviewOf(books, id);
    expect(lineOf(after, 'PART 2')).toMatchObject({ state: 'proposed', match_group: part1.id });
    // Matched by hand: a sum that differs is refused, naming both sums.
    const postingOfDeposit = depositLine.postings.map((p) => p.id);
    const wrong = await books.call('POST', `bank-statements/${id}/match`, { line_ids: [depositLine.id], journal_line_ids: [postingOfDeposit[0]] });
    expect(wrong.status).toBe(422);
    expect(wrong.body[0]).toMatchObject({ field: 'journal_line_ids', code: 'statementGroupSum', params: { lines: '1750.00', postings: '1000.00' } });
    const byHand = await books.call('POST', `bank-statements/${id}/match`, { line_ids: [depositLine.id], journal_line_ids: postingOfDeposit });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body).toEqual({ match_group: depositLine.id, matched: 1 });
    // A posting of a matched group is not free for another line.
    const taken = await books.call('POST', `bank-statements/${id}/match`, { line_ids: [part1.id, part2.id], journal_line_ids: [postingOfDeposit[1]] });
    expect(taken.status).toBe(422);
    expect((await books.call('POST', `bank-statements/${id}/confirm`, { line_ids: [part1.id] })).body).toEqual({ confirmed: 2 });
    after = await reviewOf(books, id);
    expect(after.lines.every((l) => l.state === 'matched')).toBe(true);

    const rec = await books.call('POST', `bank-statements/${id}/reconcile`);
    expect(rec.status, JSON.stringify(rec.body)).toBe(200);
    const summary = (await books.call('GET', `reconciliations/${rec.body.id}/summary`)).body;
    expect(summary).toMatchObject({ ending_balance: '2165.90', cleared_balance: '2165.90', difference: '0.00' });
    expect((await books.call('POST', `reconciliations/${rec.body.id}/finish`)).status).toBe(200);
    expect(await balance(books, '1000')).toBe('2165.90');
    // A group cleared by a finished reconciliation is not undone.
    const undo = await books.call('POST', `bank-statement-lines/${depositLine.id}/unmatch`);
    expect(undo.status).toBe(422);
    expect(undo.body[0]).toMatchObject({ code: 'statementLineReconciled' });
  });
});

describe('documents made from an unmatched line', () => {
  it('makes a transfer, a customer payment against an open invoice and a bill payment, each through its own document', async () => {
    const s = await salesCompany('stmt-docs');
    const bank = s.account('1000');
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-03-01', lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '240' }] });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const vendor = (await s.call('POST', 'vendors', { display_name: 'Acme Supplies' })).body.id;
    const bill = await s.call('POST', 'ap-bills', { vendor_id: vendor, date: '2026-03-01', number: 'A-77', lines: [{ account_id: s.account('6300'), amount: '410.00' }] });
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    const imported = await importCsv(s, bank, ['2026-03-05,FROM SAVINGS,500.00', '2026-03-06,ACME LTD PAYMENT,240.00', '2026-03-07,ACH ACME SUPPLIES,-410.00', '2026-03-08,TO SAVINGS,-100.00']);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const review = await reviewOf(s, imported.body.id);

    // Money from the savings account, and back: transfers.
    const fromSavings = await s.call('POST', `bank-statement-lines/${lineOf(review, 'FROM SAVINGS').id}/transfer`, { account_id: s.account('1010') });
    expect(fromSavings.status, JSON.stringify(fromSavings.body)).toBe(200);
    expect(fromSavings.body).toMatchObject({ state: 'matched', document_type: 'transfers' });
    const transfer = (await s.call('GET', `transfers/${fromSavings.body.document_id}`)).body;
    expect(transfer).toMatchObject({ from_account_id: s.account('1010'), to_account_id: bank, amount: '500.00', date: Date.UTC(2026, 2, 5) / 1000 });
    expect((await s.call('POST', `bank-statement-lines/${lineOf(review, 'TO SAVINGS').id}/transfer`, { account_id: s.account('1010') })).status).toBe(200);
    const same = await s.call('POST', `bank-statement-lines/${lineOf(review, 'ACME LTD').id}/transfer`, { account_id: bank });
    expect(same.status).toBe(422);

    // A bill payment is money out: refused on a deposit, before anything is written.
    const wrongWay = await s.call('POST', `bank-statement-lines/${lineOf(review, 'ACME LTD').id}/pay-bill`, { bill_id: bill.body.id });
    expect(wrongWay.status).toBe(422);
    expect(wrongWay.body[0]).toMatchObject({ code: 'statementBillNeedsWithdrawal' });

    // The customer's payment, against the open invoice.
    const paid = await s.call('POST', `bank-statement-lines/${lineOf(review, 'ACME LTD').id}/receive-payment`, { customer_id: s.customerId, invoice_id: invoice.body.id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ state: 'matched', document_type: 'payments' });
    const payment = (await s.call('GET', `payments/${paid.body.document_id}`)).body;
    expect(payment).toMatchObject({ amount: '240.00', unapplied_amount: '0.00', deposit_account_id: bank, customer_id: s.customerId });
    expect((await s.call('GET', `invoices/${invoice.body.id}`)).body.balance_due).toBe('0.00');

    // The bill paid by the bank: a check to the vendor paying it, written (not waiting to print).
    const over = await s.call('POST', 'ap-bills', { vendor_id: vendor, date: '2026-03-02', number: 'A-78', lines: [{ account_id: s.account('6300'), amount: '10.00' }] });
    const tooMuch = await s.call('POST', `bank-statement-lines/${lineOf(review, 'ACH ACME').id}/pay-bill`, { bill_id: over.body.id });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body[0]).toMatchObject({ field: 'bill_id', code: 'statementBillOver' });
    const billPaid = await s.call('POST', `bank-statement-lines/${lineOf(review, 'ACH ACME').id}/pay-bill`, { bill_id: bill.body.id });
    expect(billPaid.status, JSON.stringify(billPaid.body)).toBe(200);
    expect(billPaid.body).toMatchObject({ state: 'matched', document_type: 'checks' });
    const check = (await s.call('GET', `checks/${billPaid.body.document_id}`)).body;
    expect(check).toMatchObject({ amount: '410.00', payee_type: 'vendor', payee_id: vendor, is_printed: true });
    expect((await s.call('GET', `ap-bills/${bill.body.id}`)).body.balance_due).toBe('0.00');
    expect((await s.call('GET', `vendors/${vendor}`)).body.balance).toBe('10.00');

    // Every line matched; the bank moved by 500 + 240 - 410 - 100.
    expect((await reviewOf(s, imported.body.id)).lines.every((l) => l.state === 'matched')).toBe(true);
    expect(await balance(s, '1000')).toBe('230.00');
    expect(await balance(s, '1010')).toBe('-400.00');
  });

  it('makes a charge (or a card credit) from a card line, and a payment of the card a transfer', async () => {
    const books = await booksCompany('stmt-card-docs');
    const card = books.account('2100');
    const imported = await importCsv(books, card, ['2026-03-04,STAPLES 221,45.00', '2026-03-06,STAPLES REFUND,-5.00', '2026-03-20,PAYMENT THANK YOU,-40.00'], { sign: 'withdrawal_positive' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const review = await reviewOf(books, imported.body.id);
    const charge = await books.call('POST', `bank-statement-lines/${lineOf(review, 'STAPLES 221').id}/record`, { account_id: books.account('6300'), payee_name: 'Staples' });
    expect(charge.status, JSON.stringify(charge.body)).toBe(200);
    expect(charge.body).toMatchObject({ document_type: 'charges' });
    expect((await books.call('GET', `charges/${charge.body.document_id}`)).body).toMatchObject({ kind: 'charge', amount: '45.00', payee_name: 'Staples', card_account_id: card });
    const refund = await books.call('POST', `bank-statement-lines/${lineOf(review, 'REFUND').id}/record`, { account_id: books.account('6300') });
    expect((await books.call('GET', `charges/${refund.body.document_id}`)).body).toMatchObject({ kind: 'credit', amount: '5.00' });
    const payment = await books.call('POST', `bank-statement-lines/${lineOf(review, 'PAYMENT').id}/record`, { account_id: books.account('1000') });
    expect(payment.body).toMatchObject({ document_type: 'transfers' });
    expect(await balance(books, '2100')).toBe('0.00');
    expect(await balance(books, '6300')).toBe('40.00');
    expect(await balance(books, '1000')).toBe('-40.00');
  });
});

describe('bad files', () => {
  it('refuses a CSV in another currency, one of several currencies and a 50 MB file, writing nothing', async () => {
    const books = await booksCompany('stmt-bad-more');
    const bank = books.account('1000');
    const count = async () => (await books.call('GET', 'bank-statements')).body.items.length + (await books.call('GET', 'bank-statement-lines')).body.items.length;
    const euros = await importCsv(books, bank, ['2026-03-04,CAFE,EUR -4.50', '2026-03-05,LIBRAIRIE,EUR -12.00']);
    expect(euros.status).toBe(422);
    expect(euros.body[0]).toMatchObject({ field: 'file', code: 'statementCurrency', params: { theirs: 'EUR', ours: 'USD' } });
    const pounds = await importCsv(books, bank, ['2026-03-04,TEA,-£4.50']);
    expect(pounds.status).toBe(422);
    expect(pounds.body[0]).toMatchObject({ code: 'statementCurrency', params: { theirs: 'GBP' } });
    const mixed = await importCsv(books, bank, ['2026-03-04,CAFE,EUR -4.50', '2026-03-05,DINER,USD -12.00']);
    expect(mixed.status).toBe(422);
    expect(mixed.body[0]).toMatchObject({ field: 'amount_column', code: 'bankFileCurrencies', params: { currencies: 'EUR, USD' } });
    // Dollars, said or not, are the company's.
    const dollars = await importCsv(books, bank, ['2026-03-04,DINER,USD -12.00', '2026-03-05,CAFE,$-4.50']);
    expect(dollars.status, JSON.stringify(dollars.body)).toBe(201);
    expect((await books.call('DELETE', `bank-statements/${dollars.body.id}`)).status).toBe(204);

    // 50 MB: refused before it is read (413), as any file past the statement's ceiling.
    const form = new FormData();
    form.set('account_id', String(bank));
    form.set('file', new Blob([new Uint8Array(50 * 1024 * 1024).fill(65)]), 'huge.ofx');
    const huge = await api('POST', 'bank-statements', { host: books.host, token: books.owner.authKey, form });
    expect(huge.status).toBe(413);
    expect(await count()).toBe(0);
  });
});
