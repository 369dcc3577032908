import { beforeAll, describe, expect, it } from 'vitest';
import { settingsInput } from '@/lib/settings/company-settings';
import { app } from '@/lib/api/modules';
import { api, makeCompany } from '../support/api';
import { booksCompany } from '../support/books';

const TERM_KEYS = Object.keys(app.terms.en);
const GEMS = app.desk.gems;

type Books = Awaited<ReturnType<typeof booksCompany>>;
let a: Books;
let b: Books;

beforeAll(async () => {
  a = await booksCompany('spec-a');
  b = await booksCompany('spec-b');
});

const listContract = (body: Record<string, unknown>, total: number) =>
  expect(body).toMatchObject({ items: expect.any(Array), _meta: { totalCount: total, pageCount: expect.any(Number), perPage: expect.any(Number) } });

/** The collections of spec section 7 that lived under other paths answer at the spec's own. */
describe('transaction: account transactions across accounts', () => {
  it('lists the lines of a posted entry by account, with the columns an accountant reads', async () => {
    const posted = await a.entry('2026-05-04', [['6300', '42.10', null], ['1000', null, '42.10']], 'Printer paper');
    expect(posted.status).toBe(201);
    const supplies = a.account('6300');
    const res = await a.call('GET', `transaction?filter[account_id]=${supplies}&expand=journal,account`);
    expect(res.status).toBe(200);
    listContract(res.body, 1);
    expect(res.body.items[0]).toMatchObject({
      date: Date.UTC(2026, 4, 4) / 1000,
      journal_id: posted.body.id,
      account_id: supplies,
      debit: '42.10',
      credit: '0.00',
      classification_id: null,
      journal: { number: posted.body.number, source_type: 'journal_entry' },
      account: { id: supplies, number: '6300' },
    });
    expect(res.body.items[0].company_id).toBeUndefined();
    const bank = await a.call('GET', `transaction?filter[account_id]=${a.account('1000')}`);
    expect(bank.body.items.map((l: { credit: string }) => l.credit)).toEqual(['42.10']);
    expect((await a.call('GET', `transaction/count?filter[journal_id]=${posted.body.id}`)).body).toEqual({ count: 2 });
    const meta = await a.call('GET', 'transaction/meta');
    expect(meta.body).toMatchObject({ columns: ['date', 'journal_id', 'account_id', 'description', 'debit', 'credit', 'classification_id'], features: { read_only: true } });
  });

  it('sorts, pages, searches, and refuses writes and unknown names', async () => {
    await a.call('POST', 'journal-entries', {
      date: '2026-05-06',
      lines: [
        { account_id: a.account('6300'), debit: '7.00', description: 'Staples' },
        { account_id: a.account('1000'), credit: '7.00', description: 'Staples' },
      ],
    });
    const found = await a.call('GET', 'transaction?q=stapl&sort=-date,account_id');
    expect(found.body.items.map((l: { description: string }) => l.description)).toEqual(['Staples', 'Staples']);
    expect(found.body.items.map((l: { account_id: number }) => l.account_id)).toEqual([a.account('1000'), a.account('6300')].sort((x, y) => x - y));
    const page = await a.call('GET', 'transaction?per-page=1&page=2&sort=date');
    expect(page.body._meta).toMatchObject({ perPage: 1, currentPage: 2 });
    expect((await a.call('POST', 'transaction', {})).status).toBe(405);
    expect((await a.call('GET', 'transaction?filter[memo]=x')).status).toBe(400);
  });

  it("never shows another company's lines", async () => {
    const mine = await a.call('GET', `transaction?filter[account_id]=${a.account('6300')}`);
    const line = mine.body.items[0].id;
    const theirs = await b.call('GET', `transaction?filter[account_id]=${a.account('6300')}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    expect((await b.call('GET', `transaction/${line}`)).status).toBe(404);
    expect((await b.call('GET', 'transaction/all')).body.items.map((l: { id: number }) => l.id)).not.toContain(line);
  });
});

describe('types?realm=', () => {
  it('answers the account types for realm 2 (types), with the list contract', async () => {
    const res = await a.call('GET', 'types?realm=2&sort=number');
    expect(res.status).toBe(200);
    listContract(res.body, 16);
    expect(res.body.items[0]).toEqual({ id: 2001, realm: 2, number: 1, display_name: 'Bank' });
    expect(res.body.items.map((t: { number: number }) => t.number)).toEqual([...Array(16).keys()].map((i) => i + 1));
    expect((await a.call('GET', 'types/count?realm=2')).body).toEqual({ count: 16 });
    expect((await a.call('GET', 'types?realm=2&q=asset&sort=display_name')).body.items.map((t: { display_name: string }) => t.display_name)).toEqual([
      'Current Asset',
      'Fixed Asset',
      'Other Asset',
    ]);
    const paged = await a.call('GET', 'types?realm=2&per-page=5&page=4&sort=number');
    expect(paged.body.items.map((t: { number: number }) => t.number)).toEqual([16]);
    expect(paged.body._meta).toMatchObject({ totalCount: 16, pageCount: 4, currentPage: 4, perPage: 5, nextCursor: null });
  });

  it('answers statuses for realm 3, an empty list for a realm the product keeps nothing in, and every realm without one', async () => {
    expect((await a.call('GET', 'types?realm=3&sort=number')).body.items).toEqual([
      { id: 3000, realm: 3, number: 0, display_name: 'Inactive' },
      { id: 3001, realm: 3, number: 1, display_name: 'Active' },
    ]);
    const folders = await a.call('GET', 'types?realm=0');
    expect(folders.status).toBe(200);
    listContract(folders.body, 0);
    expect((await a.call('GET', 'types?filter[realm]=3')).body._meta.totalCount).toBe(2);
    expect((await a.call('GET', 'types')).body._meta.totalCount).toBe(18);
    expect((await a.call('GET', 'types/2014')).body).toMatchObject({ number: 14, display_name: 'Expense' });
  });

  it('is a 400 naming the parameter for an unknown realm', async () => {
    for (const realm of ['bad', '7', '-1', '2,3']) {
      const res = await a.call('GET', `types?realm=${realm}`);
      expect(res.status, realm).toBe(400);
      expect(res.body).toMatchObject({ name: 'Bad Request', status: 400 });
      expect(res.body.message).toContain('"realm"');
    }
    expect((await a.call('GET', 'types/count?realm=bad')).status).toBe(400);
  });
});

describe('gems', () => {
  it('lists the whole catalogue on its default page, with the list contract and the spec’s fields', async () => {
    const res = await a.call('GET', 'gems');
    expect(res.status).toBe(200);
    listContract(res.body, GEMS.length);
    expect(res.body.items).toHaveLength(GEMS.length);
    expect(res.body.items.find((g: { id: number }) => g.id === 58)).toEqual({
      id: 58,
      title: 'Chart of Accounts',
      description: 'Every account of the books, by number and type, with its balance; open one to see its ledger.',
      section: 2,
      is_hidden: 0,
      available: 1,
      window: { kind: 'list', resource: 'accounts' },
    });
  });

  it('filters by section, sorts, pages and reads one gem', async () => {
    const accounting = await a.call('GET', 'gems?filter[section]=2&sort=title&per-page=3');
    expect(accounting.body._meta).toMatchObject({ totalCount: GEMS.filter((g) => g.section === 2).length, perPage: 3 });
    expect(accounting.body.items.map((g: { title: string }) => g.title)).toEqual(['Account Balance', 'Banking', 'Chart of Accounts']);
    expect((await a.call('GET', 'gems/174')).body.title).toBe('Journal Entries');
    expect((await a.call('GET', 'gems/99999')).status).toBe(404);
    expect((await a.call('GET', 'gems/filter-items')).body.items.section).toContainEqual({ value: 2, count: 7 });
    expect((await a.call('POST', 'gems', { title: 'Mine' })).status).toBe(405);
  });
});

describe('default-terminologies', () => {
  it('lists every default term in every language, with the list contract', async () => {
    const res = await a.call('GET', 'default-terminologies?filter[name]=customer&sort=locale');
    expect(res.status).toBe(200);
    listContract(res.body, 2);
    expect(res.body.items.map(({ id: _, ...t }: { id: number }) => t)).toEqual([
      { name: 'customer', locale: 'en', singular: 'Customer', plural: 'Customers', article: 'a' },
      { name: 'customer', locale: 'es', singular: 'Cliente', plural: 'Clientes', article: 'un' },
    ]);
    expect((await a.call('GET', 'default-terminologies/count')).body).toEqual({ count: TERM_KEYS.length * 2 });
    const spanish = await a.call('GET', 'default-terminologies?filter[locale]=es&q=asiento');
    expect(spanish.body.items.map((t: { name: string }) => t.name)).toEqual(['journal_entry']);
  });

  it("keeps GET /defaults, and lists the product's words whatever a company renamed", async () => {
    await a.call('POST', 'terminologies', { name: 'vendor', locale: 'en', singular: 'Supplier', plural: 'Suppliers' });
    const defaults = await a.call('GET', 'defaults');
    expect(defaults.body.company.en.vendor.singular).toBe('Supplier');
    expect(defaults.body.terminology.en.vendor.singular).toBe('Vendor');
    const listed = await a.call('GET', 'default-terminologies?filter[name]=vendor&filter[locale]=en');
    expect(listed.body.items[0].singular).toBe('Vendor');
  });
});

describe('settings', () => {
  it('lists the company’s settings with the list contract, and keeps the settings object beside them', async () => {
    const res = await a.call('GET', 'settings');
    expect(res.status).toBe(200);
    // Every setting of the settings window's tabs is a row: the first four keep their ids.
    const total = Object.keys(settingsInput.shape).length + 1;
    listContract(res.body, total);
    expect(res.headers.get('x-pagination-total-count')).toBe(String(total));
    expect((await a.call('GET', 'settings?sort=id&per-page=4')).body.items).toEqual([
      { id: 1, name: 'company_name', value: a.company.name },
      { id: 2, name: 'subdomain', value: a.company.slug },
      { id: 3, name: 'require_account_numbers', value: 0 },
      { id: 4, name: 'fiscal_year_start_month', value: 1 },
    ]);
    expect(res.body).toMatchObject({ require_account_numbers: 0, fiscal_year_start_month: 1 });
    expect((await a.call('GET', 'settings?sort=name&per-page=1')).body.items).toEqual([{ id: expect.any(Number), name: 'allow_negative_stock', value: 0 }]);
    expect((await a.call('GET', 'settings/4')).body).toEqual({ id: 4, name: 'fiscal_year_start_month', value: 1 });
    expect((await a.call('GET', 'settings?filter[nope]=1')).status).toBe(400);
    expect((await a.call('POST', 'settings', {})).status).toBe(405);
    expect((await a.call('PUT', 'settings/4', { value: 2 })).status).toBe(405);
  });

  it('shows each company its own settings, changed by PUT /settings as before', async () => {
    const put = await a.call('PUT', 'settings', { fiscal_year_start_month: 7 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ require_account_numbers: 0, fiscal_year_start_month: 7 });
    const mine = await a.call('GET', 'settings?filter[name]=fiscal_year_start_month');
    expect(mine.body.items).toEqual([{ id: 4, name: 'fiscal_year_start_month', value: 7 }]);
    expect(mine.body.fiscal_year_start_month).toBe(7);
    const theirs = await b.call('GET', 'settings/all?sort=id');
    expect(theirs.body.items.slice(0, 4).map((s: { value: unknown }) => s.value)).toEqual([b.company.name, b.company.slug, 0, 1]);
    expect(JSON.stringify(theirs.body)).not.toContain(a.company.slug);
    expect((await api('GET', 'settings', { host: b.host })).status).toBe(401);
  });

  it('answers site/settings (spec section 7) as settings: the same rows and object, changed by PUT, a login needed', async () => {
    const site = await a.call('GET', 'site/settings');
    expect(site.status).toBe(200);
    expect(site.body).toEqual((await a.call('GET', 'settings')).body);
    const put = await a.call('PUT', 'site/settings', { fiscal_year_start_month: 4 });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await a.call('GET', 'settings')).body.fiscal_year_start_month).toBe(4);
    expect((await a.call('GET', 'site/settings?filter[name]=fiscal_year_start_month')).body.items).toEqual([{ id: 4, name: 'fiscal_year_start_month', value: 4 }]);
    expect((await api('GET', 'site/settings', { host: a.host })).status).toBe(401);
    expect((await a.call('PUT', 'settings', { fiscal_year_start_month: 1 })).status).toBe(200);
  });
});

describe('spec section 7 names of payables answered by the collections and reports that hold them', () => {
  it('payables, vendors/payables, payables-aging-period and ap-check', async () => {
    const co = await makeCompany('pay-paths');
    const as = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });
    const vendor = (await as('POST', 'vendors', { display_name: 'Path Vendor' })).body.id;
    const accounts = (await as('GET', 'accounts/all')).body.items as { id: number; type: number }[];
    const expense = accounts.find((a) => a.type === 15)!.id;
    const bill = await as('POST', 'ap-bills', { vendor_id: vendor, date: '2026-03-01', due_date: '2026-03-31', lines: [{ account_id: expense, amount: '75.00' }] });
    expect(bill.status).toBe(201);
    for (const path of ['payables?date=2026-04-30', `vendors/payables?date=2026-04-30&vendor_id=${vendor}`]) {
      const open = await as('GET', path);
      expect(open.status, path).toBe(200);
      expect(JSON.stringify(open.body), path).toContain('75.00');
      expect(open.body).toEqual((await as('GET', path.replace(/^(vendors\/)?payables/, 'reports/open-payables'))).body);
    }
    const aging = await as('GET', 'payables-aging-period?date=2026-04-30');
    expect(aging.status).toBe(200);
    expect(aging.body).toEqual((await as('GET', 'reports/payables-aging?date=2026-04-30')).body);
    // ap-check is To Be Paid's writing of checks: with nothing approved it refuses, as ap-batch-items/pay does.
    const bank = accounts.find((a) => a.type === 1)!.id;
    const viaSpec = await as('POST', 'ap-check', { bank_account_id: bank, date: '2026-04-30' });
    const direct = await as('POST', 'ap-batch-items/pay', { bank_account_id: bank, date: '2026-04-30' });
    expect(viaSpec.status).toBe(direct.status);
    expect(viaSpec.body).toEqual(direct.body);
  });
});

describe('company types', () => {
  it("adds the company's own categories and contact types after the product's, for it alone, never a realm's name twice", async () => {
    const c = await booksCompany('ctypes');
    const made = await c.call('POST', 'company-types', { realm: 1, display_name: 'Receipts' });
    expect(made.status).toBe(201);
    expect(made.body.number).toBe(101);
    expect((await c.call('POST', 'company-types', { realm: 1, display_name: 'receipts' })).body[0].field).toBe('display_name');
    const wholesale = await c.call('POST', 'company-types', { realm: 2, display_name: 'Wholesale', domain_id: 34 });
    expect(wholesale.status).toBe(201);
    expect((await c.call('POST', 'company-types', { realm: 2, display_name: 'Odd', domain_id: 5 })).body[0].field).toBe('domain_id');
    const categories = await c.call('GET', 'types?realm=1');
    expect(categories.body.items.map((t: { display_name: string }) => t.display_name)).toEqual(['Receipts']);
    const types = (await c.call('GET', 'types?realm=2&per-page=100&sort=id')).body.items as { id: number; display_name: string }[];
    expect(types[0]).toEqual({ id: 2001, realm: 2, number: 1, display_name: 'Bank' });
    expect(types.at(-1)).toMatchObject({ display_name: 'Wholesale', number: 101 });
    // Inactive entries leave the choices; another company sees none of them.
    expect((await c.call('POST', `company-types/${made.body.id}/inactivate`)).status).toBe(200);
    expect((await c.call('GET', 'types?realm=1')).body.items).toEqual([]);
    const other = await booksCompany('ctypes2');
    expect((await other.call('GET', 'types?realm=2&per-page=100')).body.items.map((t: { display_name: string }) => t.display_name)).not.toContain('Wholesale');
  });
});
