import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { booksCompany } from '../support/books';

type Books = Awaited<ReturnType<typeof booksCompany>>;
let books: Books;
const fieldsOf = (res: { body: { field: string }[] }) => res.body.map((e) => e.field);

beforeAll(async () => {
  books = await booksCompany('sales-items');
});

describe('a new company’s sales lists', () => {
  it('starts with the default terms, the spec’s 14 payment methods and its invoice settings on Accounts Receivable', async () => {
    const terms = await books.call('GET', 'ar-terms/all?sort=net_days');
    expect(terms.body.items.map((t: { display_name: string; net_days: number }) => [t.display_name, t.net_days])).toEqual([
      ['Due on receipt', 0],
      ['Net 15', 15],
      ['Net 30', 30],
      ['Net 60', 60],
    ]);
    const methods = await books.call('GET', 'acct-payment-methods/all?sort=code');
    expect(methods.body.items.map((m: { code: number }) => m.code)).toEqual([1, 2, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const settings = await books.call('GET', 'invoice-settings');
    expect(settings.body).toMatchObject({ ar_account_id: books.account('1200'), approval_required: false, default_terms_id: null });
  });
});

describe('taxes and groups of taxes', () => {
  let state: number;
  let county: number;
  let group: number;

  beforeAll(async () => {
    state = (await books.call('POST', 'ar-taxes', { display_name: 'State', rate: '6.25', liability_account_id: books.account('2300') })).body.id;
    county = (await books.call('POST', 'ar-taxes', { display_name: 'County', rate: '1.1250', liability_account_id: books.account('2300') })).body.id;
  });

  it('keeps a rate of 4 decimals from 0 to 100, owed on a liability account', async () => {
    expect((await books.call('GET', `ar-taxes/${state}`)).body).toMatchObject({ rate: '6.2500', is_group: false, liability_account_id: books.account('2300') });
    const tooFine = await books.call('POST', 'ar-taxes', { display_name: 'Fine', rate: '1.00001', liability_account_id: books.account('2300') });
    expect(tooFine.status).toBe(422);
    expect(tooFine.body[0]).toMatchObject({ field: 'rate', code: 'decimal' });
    expect(fieldsOf(await books.call('POST', 'ar-taxes', { display_name: 'Over', rate: '100.01', liability_account_id: books.account('2300') }))).toEqual(['rate']);
    const revenue = await books.call('POST', 'ar-taxes', { display_name: 'Wrong', rate: '1', liability_account_id: books.account('4000') });
    expect(revenue.body).toEqual([expect.objectContaining({ field: 'liability_account_id', message: 'Liability account must be a liability account.' })]);
    expect(fieldsOf(await books.call('POST', 'ar-taxes', { display_name: 'Nowhere', rate: '1' }))).toEqual(['liability_account_id']);
  });

  it('makes a group whose rate is the sum of its members’, kept when a member’s rate changes', async () => {
    const made = await books.call('POST', 'ar-taxes', { display_name: 'State + County', is_group: 1, members: [state, county], rate: '99' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    group = made.body.id;
    expect(made.body).toMatchObject({ is_group: true, rate: '7.3750', liability_account_id: null });
    expect((await books.call('GET', `ar-taxes/${group}?expand=members`)).body.members).toEqual([state, county].sort((a, b) => a - b));
    await books.call('PUT', `ar-taxes/${county}`, { rate: '2.0000' });
    expect((await books.call('GET', `ar-taxes/${group}`)).body.rate).toBe('8.2500');
  });

  it('refuses a group inside a group, a group holding itself, and another company’s or unknown taxes', async () => {
    const nested = await books.call('POST', 'ar-taxes', { display_name: 'Nested', is_group: 1, members: [group, state] });
    expect(nested.body).toEqual([expect.objectContaining({ field: 'members', message: 'Taxes of the group must be taxes that are not groups.' })]);
    expect(fieldsOf(await books.call('PUT', `ar-taxes/${group}`, { members: [group] }))).toEqual(['members']);
    expect(fieldsOf(await books.call('POST', 'ar-taxes', { display_name: 'Ghost', is_group: 1, members: [999999] }))).toEqual(['members']);
    // A member may not become a group: the group would then hold a group.
    expect(fieldsOf(await books.call('PUT', `ar-taxes/${state}`, { is_group: 1 }))).toEqual(['is_group']);
    expect((await books.call('GET', `ar-taxes/${group}?expand=members`)).body.members).toHaveLength(2);
  });

  it('refuses to delete a tax a group uses, and deletes it once out of the group', async () => {
    const refused = await books.call('DELETE', `ar-taxes/${county}`);
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'id', message: expect.stringMatching(/group/) });
    expect((await books.call('PUT', `ar-taxes/${group}`, { members: [state] })).body.rate).toBe('6.2500');
    expect((await books.call('DELETE', `ar-taxes/${county}`)).status).toBe(204);
  });
});

describe('terms', () => {
  it('take net days or a day of the month, exactly one, with an early-payment discount', async () => {
    const tenth = await books.call('POST', 'ar-terms', { display_name: '10th next month', day_of_month: 10, discount_percent: '2', discount_days: 10 });
    expect(tenth.status).toBe(201);
    expect(tenth.body).toMatchObject({ day_of_month: 10, net_days: null, discount_percent: '2.0000', discount_days: 10 });
    expect(fieldsOf(await books.call('POST', 'ar-terms', { display_name: 'Both', net_days: 10, day_of_month: 10 }))).toEqual(['day_of_month']);
    expect(fieldsOf(await books.call('POST', 'ar-terms', { display_name: 'Neither' }))).toEqual(['net_days']);
    expect(fieldsOf(await books.call('POST', 'ar-terms', { display_name: 'Day 32', day_of_month: 32 }))).toEqual(['day_of_month']);
    expect(fieldsOf(await books.call('POST', 'ar-terms', { display_name: 'net 30', net_days: 30 }))).toEqual(['display_name']);
    const moved = await books.call('PUT', `ar-terms/${tenth.body.id}`, { day_of_month: null, net_days: 45 });
    expect(moved.body).toMatchObject({ day_of_month: null, net_days: 45 });
  });
});

describe('payment methods', () => {
  it('keep the coded ones (inactivated, never deleted) and let a company add and delete its own', async () => {
    const cash = (await books.call('GET', 'acct-payment-methods?filter[code]=1')).body.items[0];
    const refused = await books.call('DELETE', `acct-payment-methods/${cash.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body[0].message).toMatch(/inactivate/);
    expect((await books.call('POST', `acct-payment-methods/${cash.id}/inactivate`)).body.status).toBe(0);
    const own = await books.call('POST', 'acct-payment-methods', { display_name: 'Barter' });
    expect(own.body).toMatchObject({ display_name: 'Barter', code: null });
    expect((await books.call('DELETE', `acct-payment-methods/${own.body.id}`)).status).toBe(204);
  });
});

describe('services, goods, other charges and discounts', () => {
  it('are four collections over one table: a good is not found among services', async () => {
    const good = await books.call('POST', 'ar-goods', {
      display_name: 'Widget',
      rate: '12.3456',
      cost: '7.5',
      income_account_id: books.account('4000'),
      asset_account_id: books.account('1400'),
      expense_account_id: books.account('5000'),
    });
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body).toMatchObject({ kind: 'good', rate: '12.3456', cost: '7.5000', is_taxable: true });
    expect((await books.call('GET', `ar-services/${good.body.id}`)).status).toBe(404);
    expect((await books.call('PUT', `ar-services/${good.body.id}`, { display_name: 'Stolen' })).status).toBe(404);
    expect((await books.call('GET', 'ar-services/all')).body.items.map((i: { id: number }) => i.id)).not.toContain(good.body.id);
    expect((await books.call('GET', `ar-items/${good.body.id}`)).body.kind).toBe('good');
  });

  it('post to a revenue or other income account; goods also name an inventory and a cost of sale account', async () => {
    const wrong = await books.call('POST', 'ar-services', { display_name: 'Consulting', rate: '150', income_account_id: books.account('6300') });
    expect(wrong.body).toEqual([expect.objectContaining({ field: 'income_account_id', message: 'Income account must be a revenue or other income account.' })]);
    const interest = await books.call('POST', 'ar-other-charges', { display_name: 'Late fee', rate: '25', income_account_id: books.account('7000'), is_taxable: 0 });
    expect(interest.body).toMatchObject({ kind: 'other_charge', is_taxable: false });
    const good = await books.call('POST', 'ar-goods', { display_name: 'Gadget', rate: '1', income_account_id: books.account('4000'), asset_account_id: books.account('1000'), expense_account_id: books.account('6300') });
    expect(fieldsOf(good).sort()).toEqual(['asset_account_id', 'expense_account_id']);
  });

  it('take a discount as a percent or an amount, never both nor neither', async () => {
    const account = books.account('4000');
    const percent = await books.call('POST', 'ar-discounts', { display_name: 'Loyalty', percent: '10', income_account_id: account });
    expect(percent.body).toMatchObject({ kind: 'discount', percent: '10.0000', rate: null });
    expect(fieldsOf(await books.call('POST', 'ar-discounts', { display_name: 'Both', percent: '10', rate: '5', income_account_id: account }))).toEqual(['rate']);
    expect(fieldsOf(await books.call('POST', 'ar-discounts', { display_name: 'Neither', income_account_id: account }))).toEqual(['percent']);
    expect(fieldsOf(await books.call('POST', 'ar-discounts', { display_name: 'Huge', percent: '101', income_account_id: account }))).toEqual(['percent']);
    const amount = await books.call('PUT', `ar-discounts/${percent.body.id}`, { percent: null, rate: '5' });
    expect(amount.body).toMatchObject({ percent: null, rate: '5.0000' });
  });
});

describe('rates', () => {
  it('are unique per item and customer, the default (no customer) included', async () => {
    const service = (await books.call('POST', 'ar-services', { display_name: 'Design hour', rate: '80', income_account_id: books.account('4100') })).body.id;
    const customer = (await books.call('POST', 'customers', { display_name: 'Rated Customer' })).body.id;
    expect((await books.call('POST', 'rates', { item_id: service, rate: '82.375' })).body.rate).toBe('82.3750');
    expect((await books.call('POST', 'rates', { item_id: service, customer_id: customer, rate: '75' })).status).toBe(201);
    const again = await books.call('POST', 'rates', { item_id: service, rate: '90' });
    expect(again.body).toEqual([expect.objectContaining({ field: 'item_id', message: 'This item already has a default rate.', code: 'rateDefaultTaken', params: {} })]);
    expect(fieldsOf(await books.call('POST', 'rates', { item_id: service, customer_id: customer, rate: '70' }))).toEqual(['item_id']);
    const listed = await books.call('GET', `rates?filter[item_id]=${service}&sort=id&expand=item,customer`);
    expect(listed.body.items.map((r: { customer: { display_name: string } | null; item: { display_name: string } }) => [r.item.display_name, r.customer?.display_name ?? null])).toEqual([
      ['Design hour', null],
      ['Design hour', 'Rated Customer'],
    ]);
    // What the invoice window fills when a line picks the item: the price for the document's customer.
    const priced = (query: string) => books.call('GET', `ar-services/${service}/priced${query}`);
    expect((await priced(`?customer_id=${customer}`)).body).toMatchObject({ display_name: 'Design hour', rate: '75.0000', income_account_id: books.account('4100') });
    expect((await priced('')).body.rate).toBe('82.3750');
    const other = (await books.call('POST', 'customers', { display_name: 'Unrated Customer' })).body.id;
    expect((await priced(`?customer_id=${other}`)).body.rate).toBe('82.3750');
    expect((await priced('?customer_id=abc')).status).toBe(400);
    expect((await books.call('GET', 'invoices/meta')).body.fields.find((f: { name: string }) => f.name === 'lines').fields.find((f: { name: string }) => f.name === 'item_id').fills_via).toEqual({ view: 'priced', params: ['customer_id'] });
  });
});

describe('invoice settings', () => {
  it('are one object, changed by PUT /invoice-settings with accounts of the right kinds', async () => {
    const net30 = (await books.call('GET', 'ar-terms?q=Net%2030')).body.items[0].id;
    const changed = await books.call('PUT', 'invoice-settings', { default_terms_id: net30, number_prefix: 'INV-', approval_required: 1, bad_debt_account_id: books.account('6100') });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ default_terms_id: net30, number_prefix: 'INV-', approval_required: true, ar_account_id: books.account('1200') });
    const read = await books.call('GET', 'invoice-settings');
    expect(read.body).toMatchObject({ default_terms_id: net30, approval_required: true });
    expect(read.body.items.find((i: { name: string }) => i.name === 'number_prefix').value).toBe('INV-');
    const wrong = await books.call('PUT', 'invoice-settings', { ar_account_id: books.account('1000'), bad_debt_account_id: books.account('4000') });
    expect(wrong.body.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['ar_account_id', 'Accounts receivable account must be an accounts receivable account.'],
      ['bad_debt_account_id', 'Bad debt account must be an expense account.'],
    ]);
    expect(fieldsOf(await books.call('PUT', 'invoice-settings', { ar_account_id: null }))).toEqual(['ar_account_id']);
    expect((await books.call('GET', 'invoice-settings/meta')).body.fields.map((f: { name: string }) => f.name)).toContain('bad_debt_account_id');
  });
});

describe('migration 0015 (default sales lists) on a company made before them', () => {
  it('gives it the default terms, the payment methods and its invoice settings, once however often it runs', async () => {
    const old = await booksCompany('before-sales');
    const db = await getDb();
    for (const table of ['ar_terms', 'payment_methods', 'invoice_settings']) await db.execute(sql.raw(`delete from ${table} where company_id = ${old.company.id}`));
    const migration = readFileSync('db/migrations/0015_default_sales_lists.sql', 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run++) for (const statement of migration) await db.execute(sql.raw(statement));
    expect((await old.call('GET', 'ar-terms/count')).body.count).toBe(4);
    expect((await old.call('GET', 'acct-payment-methods/count')).body.count).toBe(14);
    expect((await old.call('GET', 'invoice-settings')).body).toMatchObject({ id: expect.any(Number), ar_account_id: old.account('1200') });
    // The other companies keep theirs, not doubled.
    expect((await books.call('GET', 'acct-payment-methods/count?filter[status]=0,1')).body.count).toBe(14);
  });
});
