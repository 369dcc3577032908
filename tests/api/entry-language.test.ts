import { describe, expect, it } from 'vitest';
import { booksCompany } from '../support/books';

type Entry = { memo: string | null; lines: { account_id: number; description: string | null }[] };

const WORDS = {
  en: {
    checking: 'Business Checking', services: 'Service Revenue', equity: 'Opening Balance Equity', net30: 'Net 30',
    openingBalance: 'Opening balance', openingOf: 'Opening balance of Business Checking', deposit: 'Deposit',
    transfer: 'Transfer', transferIn: 'Transfer in', charge: 'Bank service charge', voided: (n: string) => `Void of deposit ${n}`,
  },
  es: {
    checking: 'Cuenta corriente', services: 'Ingresos por servicios', equity: 'Patrimonio de saldos iniciales', net30: 'Neto 30',
    openingBalance: 'Saldo inicial', openingOf: 'Saldo inicial de Cuenta corriente', deposit: 'Depósito',
    transfer: 'Transferencia', transferIn: 'Transferencia recibida', charge: 'Comisión bancaria', voided: (n: string) => `Anulación de depósito ${n}`,
  },
};

/**
 * A company works in its language (docs/decisions.md, issue 36 item 8): what it starts with is
 * named in it at sign-up, and the texts the books write into an entry they make (an opening
 * balance, a deposit, a transfer, a bank charge, a void) are written in it when the entry is made.
 * They are stored as written, like any memo a person types: never translated when shown.
 */
describe.each(['es', 'en'] as const)('a company working in %s', (language) => {
  const words = WORDS[language];

  it('starts with its accounts and terms in its language and writes its generated entries in it', async () => {
    const books = await booksCompany(`words-${language}`, language);
    const accounts = (await books.call('GET', 'accounts/all')).body.items as { number: string; display_name: string }[];
    const named = (n: string) => accounts.find((a) => a.number === n)?.display_name;
    expect([named('1000'), named('4100'), named('3900')]).toEqual([words.checking, words.services, words.equity]);
    expect((await books.call('GET', 'ar-terms/all')).body.items.map((t: { display_name: string }) => t.display_name)).toContain(words.net30);

    const checking = books.account('1000');
    const entry = async (id: number): Promise<Entry> => (await books.call('GET', `journal-entries/${id}?expand=lines`)).body;

    // An opening balance entered on the bank account.
    expect((await books.call('PUT', `accounts/${checking}`, { opening_balance: '1000.00', opening_balance_date: '2026-01-01' })).status).toBe(200);
    const [opening] = (await books.call('GET', `journal-entries?filter[source_type]=opening_balance&filter[source_id]=${checking}&expand=lines`)).body.items as Entry[];
    expect(opening.memo).toBe(words.openingOf);
    expect(opening.lines.map((l) => l.description)).toEqual([words.openingBalance, words.openingOf]);

    // A deposit with no memo of its own, and its void.
    const deposit = await books.call('POST', 'bank-deposits', { bank_account_id: checking, date: '2026-01-05', lines: [{ account_id: books.account('4100'), amount: '250.00' }] });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
    const posted = await entry(deposit.body.journal_id);
    expect(posted.memo).toBe(words.deposit);
    expect(posted.lines.find((l) => l.account_id === checking)?.description).toBe(words.deposit);
    const voided = await books.call('POST', `bank-deposits/${deposit.body.id}/void`, {});
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const pair = (await books.call('GET', `journal-entries?filter[source_type]=deposit&filter[source_id]=${deposit.body.id}&entries=all`)).body.items as Entry[];
    expect(pair.map((e) => e.memo)).toContain(words.voided(String(deposit.body.number)));

    // A transfer.
    const transfer = await books.call('POST', 'transfers', { from_account_id: checking, to_account_id: books.account('1010'), date: '2026-01-06', amount: '100.00' });
    const moved = await entry(transfer.body.journal_id);
    expect(moved.memo).toBe(words.transfer);
    expect(moved.lines.find((l) => l.account_id === books.account('1010'))?.description).toBe(words.transferIn);

    // A bank charge recorded from a reconciliation.
    const rec = await books.call('POST', 'reconciliations', { account_id: checking, statement_date: '2026-01-31', ending_balance: '888.00' });
    const charge = await books.call('POST', `reconciliations/${rec.body.id}/charge`, { amount: '12.00', account_id: books.account('6100') });
    expect(charge.status, JSON.stringify(charge.body)).toBe(200);
    const charges = (await books.call('GET', `journal-entries?filter[source_type]=journal_entry&expand=lines`)).body.items as Entry[];
    expect(charges.map((e) => e.memo)).toContain(words.charge);
  });
});
