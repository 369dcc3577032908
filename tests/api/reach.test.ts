import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/api/registry';
import { dashboardSummary } from '@/lib/modules/workspace/dashboard';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { salesCompany } from '../support/sales';

/**
 * Issue 35, findings 1 and 5, each as it was reproduced: a record secured to one user, or of a
 * section a role may not see, reached through a path that was not its resource's scope. Every
 * path now finds records one way (lib/engine/reach.ts); tests/api/reach-walk.test.ts walks every
 * path of the registry, these the ones the probe found.
 */
type Sales = Awaited<ReturnType<typeof salesCompany>>;
type Who = { id: number; token: string };

let s: Sales;
let ann: Who;
let bob: Who;
const as = (who: Who) => (method: string, path: string, body?: unknown) => api(method, path, { host: s.host, token: who.token, body });
/** An id no record of the company has: what a secured record must look like to those it is not secured to. */
const NONE = 999_999_999;
const line = () => [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '150' }];

/** A role of the company with these rights, and a user holding it. */
async function userWithRights(rights: Record<string, string[]>): Promise<Who> {
  const role = await s.call('POST', 'roles', { display_name: `Role ${Math.random().toString(36).slice(2, 8)}`, rights });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  return addUser(s.host, s.owner.authKey, { role_id: role.body.id });
}

beforeAll(async () => {
  s = await salesCompany('reach');
  // Ann and Bob are staff (every right but approving bills and printing checks); Bob prints checks too.
  ann = await addUser(s.host, s.owner.authKey);
  const accountant = (await s.call('GET', 'roles?q=Accountant')).body.items[0].id;
  bob = await addUser(s.host, s.owner.authKey, { role_id: accountant });
  // Documents wait in the e-mail queue only where mail can go (a server nobody answers at will do).
  await s.call('PUT', 'mail-settings', { host: '127.0.0.1', port: 9, from_address: 'books@reach.test' });
});

describe('finding 1: a record secured to one user is found by no other path', () => {
  it('an invoice: not printed (its collection or Processing), not listed in Processing, not written off, and a payment names no balance', async () => {
    const invoice = (await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', lines: line(), memo: 'Secret retainer' })).body;
    expect((await s.call('POST', `invoices/${invoice.id}/queue`, { print: 1, email: 1 })).status).toBe(200);
    expect((await as(ann)('PUT', `invoices/${invoice.id}/secure`, { user_ids: [ann.id] })).status).toBe(200);
    const bobs = as(bob);
    expect((await bobs('GET', `invoices/${invoice.id}`)).status).toBe(404);

    // Printing it by id answers as printing an id that does not exist: nothing to print, no PDF.
    for (const path of ['invoices/print', 'processing/print']) {
      const printed = await bobs('POST', path, { ids: [invoice.id] });
      expect(printed.status, path).toBe(422);
      expect(printed.body).toEqual((await bobs('POST', path, { ids: [NONE] })).body);
    }
    // Nor listed in the queues, nor printed with the whole print queue.
    expect((await bobs('GET', 'processing')).body.items.map((r: { id: number }) => r.id)).not.toContain(invoice.id);
    expect((await bobs('POST', 'processing/print', {})).status).toBe(422);
    expect((await as(ann)('GET', 'processing')).body.items.map((r: { id: number }) => r.id)).toContain(invoice.id);

    // A write-off against it is refused as one against no invoice, and writes nothing.
    const off = await bobs('POST', 'write-offs', { invoice_id: invoice.id, date: '2026-06-20' });
    expect(off.status).toBe(422);
    expect(off.body).toEqual((await bobs('POST', 'write-offs', { invoice_id: NONE, date: '2026-06-20' })).body);
    // A payment applied to it: the same answer as for no invoice, never its balance.
    const pay = (invoiceId: number) => bobs('POST', 'payments', { customer_id: s.customerId, date: '2026-06-20', amount: '500.00', applications: [{ invoice_id: invoiceId, amount: '500.00' }] });
    const paid = await pay(invoice.id);
    expect(paid.status).toBe(422);
    expect(JSON.stringify(paid.body)).not.toContain('150.00');
    expect(paid.body).toEqual((await pay(NONE)).body);
    const after = (await as(ann)('GET', `invoices/${invoice.id}`)).body;
    expect([after.balance_due, after.is_in_print_que, after.is_written_off]).toEqual(['150.00', true, false]);
  });

  it('a check is not printed, a bill not paid by a check, and a journal entry’s lines not listed', async () => {
    const bank = s.account('1000');
    const check = (await s.call('POST', 'checks', { bank_account_id: bank, date: '2026-06-11', payee_name: 'Quiet Landlord', lines: [{ account_id: s.account('6400'), amount: '900.00' }] })).body;
    const vendor = (await s.call('POST', 'vendors', { display_name: 'Discreet Supplies' })).body.id;
    const bill = (await s.call('POST', 'ap-bills', { vendor_id: vendor, date: '2026-06-01', lines: [{ account_id: s.account('6300'), amount: '300.00' }] })).body;
    const entry = (await s.entry('2026-06-12', [['6300', '77.00', null], ['1000', null, '77.00']], 'Private settlement')).body;
    for (const [collection, id] of [['checks', check.id], ['ap-bills', bill.id], ['journal-entries', entry.id]] as const) {
      expect((await as(ann)('PUT', `${collection}/${id}/secure`, { user_ids: [ann.id] })).status, collection).toBe(200);
    }
    const bobs = as(bob);

    const printed = await bobs('POST', 'checks/print', { ids: [check.id] });
    expect(printed.status).toBe(422);
    expect(printed.body).toEqual((await bobs('POST', 'checks/print', { ids: [NONE] })).body);
    expect((await bobs('POST', 'print/check', { ids: [check.id] })).status).toBe(422);
    expect((await as(ann)('GET', `checks/${check.id}`)).body.is_printed).toBe(false);

    const pay = (billId: number) => bobs('POST', 'checks', { bank_account_id: bank, date: '2026-06-20', payee_type: 'vendor', payee_id: vendor, bills: [{ bill_id: billId, amount: '300.00' }] });
    const paying = await pay(bill.id);
    expect(paying.status).toBe(422);
    expect(paying.body).toEqual((await pay(NONE)).body);
    expect((await as(ann)('GET', `ap-bills/${bill.id}`)).body.balance_due).toBe('300.00');

    // The entry's lines, and the lines and journals of the secured check (it posted them), are no one's but its users'.
    const linesOf = async (who: Who, path: string, journalId: number) => (await as(who)('GET', `${path}?filter[journal_id]=${journalId}`)).body.items.length;
    for (const path of ['journal-view', 'transaction']) {
      expect(await linesOf(bob, path, entry.id), path).toBe(0);
      expect(await linesOf(ann, path, entry.id), path).toBe(2);
      expect(await linesOf(bob, path, check.journal_id), `${path} of the check`).toBe(0);
      expect(await linesOf(ann, path, check.journal_id), `${path} of the check`).toBe(2);
    }
    const journals = async (who: Who) => (await as(who)('GET', 'journal-entries?per-page=100')).body.items.map((j: { id: number }) => j.id);
    expect(await journals(bob)).not.toEqual(expect.arrayContaining([entry.id]));
    expect(await journals(bob)).not.toContain(check.journal_id);
    expect(await journals(ann)).toEqual(expect.arrayContaining([entry.id, check.journal_id]));
    // The bank account's ledger leaves their lines out; its balances stay the books'.
    const ledger = async (who: Who) => (await as(who)('GET', `accounts/${bank}/ledger?from=2026-06-01&to=2026-06-30`)).body;
    const [bobsLedger, annsLedger] = [await ledger(bob), await ledger(ann)];
    expect(bobsLedger.items.map((l: { description: string }) => l.description).join()).not.toMatch(/Quiet Landlord|Private settlement/);
    expect(annsLedger.items.map((l: { description: string }) => l.description).join()).toMatch(/Quiet Landlord/);
    expect(bobsLedger.closing_balance).toBe(annsLedger.closing_balance);
    // A reconciliation ties out to the cent with every line, but shows no words of theirs.
    const rec = (await s.call('POST', 'reconciliations', { account_id: bank, statement_date: '2026-06-30', ending_balance: '0.00' })).body;
    const lineOfCheck = async (who: Who) => ((await as(who)('GET', `reconciliations/${rec.id}/summary`)).body.items as { journal_id: number; description: string | null; credit: string }[]).find((l) => l.journal_id === check.journal_id);
    expect(await lineOfCheck(bob)).toMatchObject({ description: null, credit: '900.00' });
    expect((await lineOfCheck(ann))!.description).toMatch(/Quiet Landlord/);
    // Expanding a line's journal, or a check's, finds nothing secured.
    const viewed = await bobs('GET', `checks?expand=journal&per-page=100`);
    expect(viewed.body.items.map((c: { id: number }) => c.id)).not.toContain(check.id);
  });
});

describe('the dashboard counts what the lists show', () => {
  it('leaves a draft secured to others out of “documents left as drafts”', async () => {
    const summary = (who: Who) => withTenant(s.company.id, async (tx) => dashboardSummary({ tx, company: s.company, user: (await loadUser(tx, { id: who.id }))!, registry: resources }, '2026-06-30'));
    const before = (await summary(bob)).attention.drafts!;
    const draft = (await s.call('POST', 'checks', { bank_account_id: s.account('1000'), date: '2026-06-15', payee_name: 'Draft payee', state: 'draft', lines: [{ account_id: s.account('6400'), amount: '12.00' }] })).body;
    expect(draft.state).toBe('draft');
    expect((await as(ann)('PUT', `checks/${draft.id}/secure`, { user_ids: [ann.id] })).status).toBe(200);
    expect((await summary(bob)).attention.drafts).toBe(before);
    expect((await summary(ann)).attention.drafts).toBe(before + 1);
  });
});

describe('a secured journal entry changed (reversed and posted anew under a new id)', () => {
  it('stays secured: its new version, the old one and the reversal between them', async () => {
    const entry = (await s.entry('2026-06-14', [['6300', '55.00', null], ['1000', null, '55.00']], 'Private bonus')).body;
    expect((await as(ann)('PUT', `journal-entries/${entry.id}/secure`, { user_ids: [ann.id] })).status).toBe(200);
    const changed = await as(ann)('PUT', `journal-entries/${entry.id}`, { memo: 'Private bonus, corrected', lines: [{ account_id: s.account('6300'), debit: '65.00' }, { account_id: s.account('1000'), credit: '65.00' }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.id).not.toBe(entry.id);
    expect((await as(bob)('GET', `journal-entries/${changed.body.id}`)).status).toBe(404);
    expect((await as(ann)('GET', `journal-entries/${changed.body.id}/secure`)).body.user_ids).toEqual(expect.arrayContaining([ann.id]));
    const words = async (who: Who) => JSON.stringify((await as(who)('GET', 'journal-entries?per-page=200')).body.items);
    expect(await words(bob)).not.toMatch(/Private bonus|journal .*reversal/i);
    expect((await as(bob)('GET', `journal-view?filter[journal_id]=${changed.body.id}`)).body.items).toEqual([]);
    expect(await words(ann)).toMatch(/Private bonus, corrected/);
  });
});

describe('finding 5: what a role may not see is not reached through another collection', () => {
  it('gem figures: no bank cash without the accounts, no count of a list the role may not see', async () => {
    const clerk = await userWithRights({ check: ['view'], customer: ['view'] });
    const figures = new Map(((await as(clerk)('GET', 'user-gems/all?expand=figure')).body.items as { gem_id: number; figure: unknown }[]).map((g) => [g.gem_id, g.figure]));
    const owners = new Map(((await s.call('GET', 'user-gems/all?expand=figure')).body.items as { gem_id: number; figure: unknown }[]).map((g) => [g.gem_id, g.figure]));
    expect(owners.get(177)).toMatchObject({ money: expect.any(String) });
    expect(figures.has(177)).toBe(true);
    expect(figures.get(177)).toBeNull(); // Banking: the bank accounts' cash needs the accounts
    expect(figures.get(34)).toMatchObject({ count: expect.any(Number) }); // Customers: theirs to see
    // Invoices (35) and journal entries (174): counted for the owner, not for a role without them.
    for (const gem of [35, 174]) {
      expect(owners.get(gem), `gem ${gem}`).toMatchObject({ count: expect.any(Number) });
      expect(figures.has(gem), `gem ${gem}`).toBe(true);
      expect(figures.get(gem), `gem ${gem}`).toBeNull();
    }
  });

  it('Processing lists only the kinds the role may see', async () => {
    const estimate = (await s.call('POST', 'estimates', { customer_id: s.customerId, date: '2026-06-01', lines: line() })).body;
    const memo = (await s.call('POST', 'credit-memos', { customer_id: s.customerId, date: '2026-06-02', lines: line() })).body;
    const invoice = (await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-03', lines: line() })).body;
    for (const [c, id] of [['estimates', estimate.id], ['credit-memos', memo.id], ['invoices', invoice.id]] as const) await s.call('POST', `${c}/${id}/queue`, { print: 1 });
    const clerk = await userWithRights({ invoice: ['view', 'print'] });
    const listed = (await as(clerk)('GET', 'processing?per-page=100')).body.items.map((r: { id: number; customer: string | null }) => r.id);
    expect(listed).toContain(invoice.id);
    expect(listed).not.toContain(estimate.id);
    expect(listed).not.toContain(memo.id);
    // Nor printed: the estimate is as one that does not exist to them.
    expect((await as(clerk)('POST', 'processing/print', { ids: [estimate.id] })).status).toBe(422);
    // The customers' names are not theirs either.
    expect((await as(clerk)('GET', 'processing?per-page=100')).body.items.every((r: { customer: string | null }) => r.customer === null)).toBe(true);
  });

  it('an expansion answers nothing of a collection the role may not see', async () => {
    const check = (await s.call('POST', 'checks', { bank_account_id: s.account('1000'), date: '2026-06-05', payee_name: 'Window cleaner', lines: [{ account_id: s.account('6400'), amount: '40.00' }] })).body;
    const clerk = await userWithRights({ check: ['view'] });
    const seen = await as(clerk)('GET', `checks/${check.id}?expand=journal,bankAccount,lines.account`);
    expect(seen.status).toBe(200);
    expect(seen.body.journal).toBeNull();
    expect(seen.body.bankAccount).toBeNull();
    expect(seen.body.lines.map((l: { account: unknown }) => l.account)).toEqual([null]);
    const owners = (await s.call('GET', `checks/${check.id}?expand=journal,bankAccount`)).body;
    expect(owners.journal).toMatchObject({ id: check.journal_id });
    expect(owners.bankAccount).toMatchObject({ id: s.account('1000') });
  });

  it('a customer’s statement PDF needs the statement report’s right, as the report does', async () => {
    const clerk = await userWithRights({ customer: ['view'] });
    expect((await as(clerk)('GET', `reports/customer-statement?customer_id=${s.customerId}&from=2026-01-01&to=2026-06-30`)).status).toBe(403);
    expect((await as(clerk)('GET', `customers/${s.customerId}/statement/pdf`)).status).toBe(403);
    expect((await s.call('GET', `customers/${s.customerId}/statement/pdf`)).status).toBe(200);
  });
});
