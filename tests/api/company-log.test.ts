import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { salesCompany } from '../support/sales';

/**
 * The company log (207) keeps what changed, never whole records or secrets, and each entry reads
 * as the record it is about does: its collection's right, secured items, private records
 * (issue 35, finding 2).
 */
type Entry = { id: number; action: string; collection: string; record_id: number; changes: Record<string, [unknown, unknown]> };

let s: Awaited<ReturnType<typeof salesCompany>>;
let staff: { id: number; token: string };
let clerk: { id: number; token: string };
const as = (who: { token: string }) => (method: string, path: string, body?: unknown) => api(method, path, { host: s.host, token: who.token, body });
/** Every entry a person reads, walking the pages. */
const entries = async (who: { token: string }, query = '') => {
  const all: Entry[] = [];
  for (let page = 1; ; page++) {
    const res = await as(who)('GET', `company-logs?per-page=100&page=${page}${query}`);
    expect(res.status).toBe(200);
    all.push(...res.body.items);
    if (page >= res.body._meta.pageCount) return all;
  }
};
const owner = () => ({ token: s.owner.authKey });

const made: Record<string, number> = {};
const SECRET_WORDS = ['Quarterly layoffs', 'my own reminder', 'the chairman', 'Kind regards, the owner', 'Memo only its users read', 'Private Pat'];

beforeAll(async () => {
  s = await salesCompany('log');
  staff = await addUser(s.host, s.owner.authKey);
  const role = await s.call('POST', 'roles', { display_name: 'Invoices only', rights: { invoice: ['view', 'create', 'edit'] } });
  expect(role.status).toBe(201);
  clerk = await addUser(s.host, s.owner.authKey, { role_id: role.body.id });

  // The owner's private records and a message to the clerk, and records of sections the clerk has no right in.
  made.note = (await s.call('POST', 'quick-notes', { display_name: 'Note', body: 'my own reminder' })).body.id;
  made.contact = (await s.call('POST', 'private-contacts', { display_name: 'Private Pat', email: 'pat@private.test' })).body.id;
  made.signature = (await s.call('POST', 'email-signatures', { display_name: 'Mine', body: 'Kind regards, the owner' })).body.id;
  made.message = (await s.call('POST', 'messages', { to_user_id: staff.id, display_name: 'Quarterly layoffs', body: 'the chairman decided' })).body.id;
  made.check = (await s.call('POST', 'checks', { bank_account_id: s.account('1000'), date: '2026-06-01', payee_name: 'Someone', memo: 'Quarterly layoffs', lines: [{ account_id: s.account('6300'), amount: '5.00' }] })).body.id;
  made.role = (await s.call('POST', 'roles', { display_name: 'Board', description: 'Quarterly layoffs' })).body.id;
  // An invoice secured to the owner alone, and one everyone who reads invoices may read.
  const invoice = (memo: string) => s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-06-10', memo, lines: [{ type: 'service', item_id: s.items.design, quantity: '1', rate: '10' }] });
  made.secured = (await invoice('Memo only its users read')).body.id;
  expect((await s.call('PUT', `invoices/${made.secured}/secure`, { user_ids: [s.owner.id] })).status).toBe(200);
  await s.call('PUT', `invoices/${made.secured}`, { memo: 'Memo only its users read, still' });
  made.open = (await invoice('Open memo')).body.id;
  await s.call('PUT', `invoices/${made.open}`, { memo: 'Open memo, changed' });
  // Staff's own quick note: the owner, an administrator, does not read it either.
  made.staffNote = (await as(staff)('POST', 'quick-notes', { display_name: 'Staff note', body: 'staff’s own words' })).body.id;
});

describe('the company log', () => {
  it('keeps of a new or deleted record its title alone, of a change only the fields changed, before and after', async () => {
    const customer = await s.call('POST', 'customers', { display_name: 'Logged Co', account_number: 'LOG-1', email: 'ap@logged.test', notes: 'long private notes' });
    await s.call('PUT', `customers/${customer.body.id}`, { email: 'billing@logged.test' });
    await s.call('DELETE', `customers/${customer.body.id}`);
    const log = await entries(owner(), `&filter[collection]=customers&filter[record_id]=${customer.body.id}&sort=id`);
    expect(log.map((e) => [e.action, e.changes])).toEqual([
      ['create', { display_name: [null, 'Logged Co'] }],
      ['update', { email: ['ap@logged.test', 'billing@logged.test'] }],
      ['delete', { display_name: ['Logged Co', null] }],
    ]);
  });

  it('never keeps a secret: a user’s password hash, API key or two-factor secret', async () => {
    const user = await addUser(s.host, s.owner.authKey);
    await s.call('PUT', `users/${user.id}`, { password: 'a brand new password 1', display_name: 'Renamed Staff' });
    await s.call('POST', `users/${user.id}/inactivate`);
    const kept = JSON.stringify(await entries(owner(), `&filter[collection]=users&filter[record_id]=${user.id}`));
    expect(kept).toContain('Renamed Staff');
    for (const secret of ['password_hash', 'auth_key', 'totp_secret', 'recovery_codes', user.token, '$argon2']) expect(kept).not.toContain(secret);
  });

  it('shows each person only entries about records they may read: a role without the right, secured and private records', async () => {
    const mine = await entries(owner());
    const staffs = await entries(staff);
    const clerks = await entries(clerk);
    const about = (list: Entry[], collection: string, id: number) => list.some((e) => e.collection === collection && e.record_id === id);

    // The clerk's role reads invoices (and, as every user, users and roles): nothing else of the log, not the invoice secured to the owner.
    const kinds = [...new Set(clerks.map((e) => e.collection))].sort();
    expect(kinds).toEqual(['invoices', 'roles', 'users']);
    for (const kind of kinds) expect((await as(clerk)('GET', kind)).status, kind).toBe(200);
    expect(about(clerks, 'invoices', made.open)).toBe(true);
    expect(about(clerks, 'invoices', made.secured)).toBe(false);
    // Staff read every section, but no one else's private records and not the secured invoice; a message sent to them, yes.
    for (const [collection, id] of [['quick-notes', made.note], ['private-contacts', made.contact], ['email-signatures', made.signature], ['invoices', made.secured]] as const) {
      expect(about(staffs, collection, id), `${collection} ${id}`).toBe(false);
    }
    for (const [collection, id] of [['messages', made.message], ['checks', made.check], ['roles', made.role], ['invoices', made.open], ['quick-notes', made.staffNote]] as const) {
      expect(about(staffs, collection, id), `${collection} ${id}`).toBe(true);
    }
    // The owner, an administrator, reads the secured invoice and their own private records, never staff's.
    for (const [collection, id] of [['quick-notes', made.note], ['private-contacts', made.contact], ['invoices', made.secured], ['messages', made.message]] as const) {
      expect(about(mine, collection, id), `${collection} ${id}`).toBe(true);
    }
    expect(about(mine, 'quick-notes', made.staffNote)).toBe(false);
    // Whatever the entries hold of the private words, only those who may read them get it.
    const words = (list: Entry[]) => SECRET_WORDS.filter((w) => JSON.stringify(list).includes(w));
    expect(words(clerks)).toEqual([]);
    expect(words(staffs)).toEqual(['Quarterly layoffs']);
  });

  it('holds the same rule for counts, single entries, filter menus and exports', async () => {
    const hidden = (await entries(owner(), `&filter[collection]=invoices&filter[record_id]=${made.secured}`))[0];
    expect((await as(clerk)('GET', `company-logs/${hidden.id}`)).status).toBe(404);
    expect((await as(owner())('GET', `company-logs/${hidden.id}`)).status).toBe(200);
    const count = (await as(clerk)('GET', 'company-logs/count')).body.count;
    expect(count).toBe((await entries(clerk)).length);
    const menus = (await as(clerk)('GET', 'company-logs/filter-items')).body.items;
    expect(menus.collection.map((v: { value: string }) => v.value)).toEqual(['invoices', 'roles', 'users']);
    const csv = await as(clerk)('GET', 'company-logs/export?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.body).not.toMatch(/checks|quick-notes|messages|private-contacts|Memo only its users read/);
    // The export says each entry as the window does, a sentence.
    expect(csv.body).toMatch(/changed the invoice \d+’s memo from “Open memo” to “Open memo, changed”/);
  });
});
