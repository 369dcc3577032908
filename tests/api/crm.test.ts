import { beforeAll, describe, expect, it } from 'vitest';
import { queryCounter } from '@/db/client';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let acme: Company;
let staff: Awaited<ReturnType<typeof addUser>>;
const asOwner = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  api(method, path, { host: acme.host, token: acme.owner.authKey, body, headers });
const asStaff = (method: string, path: string, body?: unknown) => api(method, path, { host: acme.host, token: staff.token, body });

beforeAll(async () => {
  acme = await makeCompany('crm');
  staff = await addUser(acme.host, acme.owner.authKey);
});

describe('converting a prospect to a customer', () => {
  it('makes a customer with the prospect’s addresses and contacts, once, irreversibly', async () => {
    const prospect = await asStaff('POST', 'prospects', {
      display_name: 'Kramerica Industries',
      contact: 'Cosmo Kramer',
      phone: '(212) 555-0199',
      email: 'cosmo@kramerica.test',
      addresses: [{ kind: 'billing', line1: '129 W 81st St', city: 'New York', state: 'NY', zip: '10024', is_primary: 1 }],
      contacts: [{ display_name: 'Bob Sacamano', email: 'bob@kramerica.test' }],
    });
    expect(prospect.status).toBe(201);

    const converted = await asStaff('POST', `prospects/${prospect.body.id}/convert`);
    expect(converted.status).toBe(201);
    expect(converted.body).toMatchObject({ display_name: 'Kramerica Industries', contact: 'Cosmo Kramer', primary_number: '(212) 555-0199', email: 'cosmo@kramerica.test', balance: '0.00' });
    expect(converted.body.addresses).toEqual([expect.objectContaining({ line1: '129 W 81st St', city: 'New York', is_primary: true })]);
    expect(converted.body.contacts).toEqual([expect.objectContaining({ display_name: 'Bob Sacamano' })]);

    const after = await asStaff('GET', `prospects/${prospect.body.id}?expand=addresses,contacts`);
    expect(after.body).toMatchObject({ status: 0, converted_customer_id: converted.body.id, addresses: [], contacts: [] });
    expect(typeof after.body.converted_at).toBe('number');

    const again = await asStaff('POST', `prospects/${prospect.body.id}/convert`);
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ field: 'id', message: 'This prospect has already been converted to a customer.', code: 'prospectConverted', params: {} }]);

    const logs = await asOwner('GET', `company-logs?filter[collection]=prospects&filter[record_id]=${prospect.body.id}&sort=id`);
    expect(logs.body.items.map((l: { action: string }) => l.action)).toEqual(['create', 'convert']);
  });
});

describe('private contacts', () => {
  it('are seen only by the user who made them', async () => {
    const mine = await asStaff('POST', 'private-contacts', { display_name: 'My Dentist' });
    expect(mine.status).toBe(201);
    expect(mine.body.owner_id).toBe(staff.id);
    expect((await asStaff('GET', 'private-contacts')).body.items.map((i: { id: number }) => i.id)).toEqual([mine.body.id]);
    expect((await asOwner('GET', 'private-contacts')).body.items).toEqual([]);
    expect((await asOwner('GET', `private-contacts/${mine.body.id}`)).status).toBe(404);
    expect((await asOwner('PUT', `private-contacts/${mine.body.id}`, { display_name: 'Mine now' })).status).toBe(404);
    expect((await asOwner('DELETE', `private-contacts/${mine.body.id}`)).status).toBe(404);
  });

  it('cannot be handed to another owner through the body', async () => {
    const res = await asStaff('POST', 'private-contacts', { display_name: 'Sneaky', owner_id: acme.owner.id });
    expect(res.body.owner_id).toBe(staff.id);
  });
});

describe('notifications', () => {
  it('tell the chosen users of an announcement, with userName and action, and can be marked read', async () => {
    const customer = await asOwner('POST', 'customers', { display_name: 'Vandelay Imports' });
    const announced = await asOwner('POST', `customers/${customer.body.id}/announce`, { user_ids: [staff.id], message: 'Big order coming' });
    expect(announced.body).toEqual({ notified: 1 });

    const res = await asStaff('GET', 'notifications/all?expand=userName,action&sort=-id');
    expect(res.status).toBe(200);
    const [latest] = res.body.items;
    expect(latest).toMatchObject({
      verb: 'announced',
      collection: 'customers',
      record_id: customer.body.id,
      title: 'Vandelay Imports',
      userName: 'Owner',
      action: { message: 'announced this customer to you: Big order coming', item: { display_name: 'Vandelay Imports' } },
      is_read: 0,
    });
    expect((await asStaff('GET', 'notifications/count?filter[read_at]=null')).body.count).toBeGreaterThan(0);

    expect((await asStaff('POST', `notifications/${latest.id}/read`)).body).toEqual({ id: latest.id, is_read: 1 });
    expect((await asStaff('GET', `notifications/${latest.id}`)).body.is_read).toBe(1);
    await asStaff('POST', 'notifications/read-all');
    expect((await asStaff('GET', 'notifications/count?filter[read_at]=null')).body.count).toBe(0);

    // Another user never sees them.
    expect((await asOwner('GET', `notifications/${latest.id}`)).status).toBe(404);
  });

  it('refuse an announcement to users who are not in the company', async () => {
    const other = await makeCompany('crm-other');
    const customer = await asOwner('POST', 'customers', { display_name: 'Pendant Publishing' });
    const res = await asOwner('POST', `customers/${customer.body.id}/announce`, { user_ids: [other.owner.id] });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('user_ids');
  });

  it('tell the administrators when someone else creates a customer', async () => {
    const customer = await asStaff('POST', 'customers', { display_name: 'Monk’s Café' });
    const res = await asOwner('GET', 'notifications/all?expand=userName,action&sort=-id');
    expect(res.body.items[0]).toMatchObject({ verb: 'created', record_id: customer.body.id, action: { message: 'added a new customer' } });
  });
});

describe('terminology', () => {
  it('GET defaults gives every term of the spec in English and Spanish', async () => {
    const res = await asStaff('GET', 'defaults');
    expect(res.status).toBe(200);
    for (const name of ['user', 'employee', 'customer', 'other_contact', 'work_order', 'credit_memo', 'warehouse_location', 'email_signature', 'invoice_builder', 'fix_asset', 'to_be_approved', 'customer_payment', 'check_layout', 'account']) {
      expect(res.body.terminology.en[name], name).toEqual({ singular: expect.any(String), plural: expect.any(String), article: expect.any(String) });
      expect(res.body.terminology.es[name], name).toBeDefined();
    }
    expect(res.body.terminology.en.account.singular).toBe('Chart of Account');
    expect(res.body.terminology.es.customer.plural).toBe('Clientes');
  });

  it("a company's own words replace the defaults for it alone", async () => {
    const made = await asOwner('POST', 'terminologies', { name: 'customer', locale: 'en', singular: 'Patient', plural: 'Patients', article: 'a' });
    expect(made.status).toBe(201);
    const mine = await asStaff('GET', 'defaults');
    expect(mine.body.company.en.customer).toEqual({ singular: 'Patient', plural: 'Patients', article: 'a' });
    expect(mine.body.company.es.customer.singular).toBe('Cliente');
    const dup = await asOwner('POST', 'terminologies', { name: 'customer', locale: 'en', singular: 'Client', plural: 'Clients' });
    expect(dup.status).toBe(422);
    expect(dup.body[0].field).toBe('name');
    const other = await makeCompany('terms');
    const theirs = await api('GET', 'defaults', { host: other.host, token: other.owner.authKey });
    expect(theirs.body.company.en.customer.singular).toBe('Customer');
  });

  it('only administrators rename terms', async () => {
    const res = await asStaff('POST', 'terminologies', { name: 'vendor', singular: 'Supplier', plural: 'Suppliers' });
    expect(res.status).toBe(403);
  });
});

describe('users', () => {
  it('are added and changed only by administrators, and a deactivated user is locked out', async () => {
    expect((await asStaff('POST', 'users', { display_name: 'X', email: 'x@staff.test', password: 'long-enough-1' })).status).toBe(403);
    const user = await addUser(acme.host, acme.owner.authKey);
    expect((await api('GET', 'site/me', { host: acme.host, token: user.token })).status).toBe(200);
    const off = await asOwner('POST', `users/${user.id}/inactivate`);
    expect(off.body.status).toBe(0);
    expect(off.body.password_hash).toBeUndefined();
    expect(off.body.auth_key).toBeUndefined();
    expect((await api('GET', 'site/me', { host: acme.host, token: user.token })).status).toBe(401);
  });
});

describe('validation', () => {
  it('limits text to 256 and text areas to 1000 characters, and checks e-mail, phone, money and dates', async () => {
    const res = await asOwner('POST', 'customers', {
      display_name: 'x'.repeat(257),
      notes: 'y'.repeat(1001),
      email: 'nope',
      primary_number: 'abc',
      credit_limit: '10.999',
      since: '2025-13-01',
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(res.body.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toEqual({
      display_name: 'Display name should contain at most 256 characters.',
      notes: 'Notes should contain at most 1000 characters.',
      email: 'E-mail is not a valid email address.',
      primary_number: 'Primary number is not a valid phone number.',
      credit_limit: 'Credit limit must be a number with at most 2 decimal places.',
      since: 'Since must be a date (YYYY-MM-DD).',
    });
  });

  it('keeps account numbers unique within a company, not across companies', async () => {
    expect((await asOwner('POST', 'customers', { display_name: 'First', account_number: 'ACC-1' })).status).toBe(201);
    const dup = await asOwner('POST', 'customers', { display_name: 'Second', account_number: 'acc-1' });
    expect(dup.status).toBe(422);
    expect(dup.body).toMatchObject([{ field: 'account_number', message: 'Account number "acc-1" has already been taken.' }]);
    const other = await makeCompany('uniq');
    expect((await api('POST', 'customers', { host: other.host, token: other.owner.authKey, body: { display_name: 'Theirs', account_number: 'ACC-1' } })).status).toBe(201);
  });

  it('stores money exactly and shows it with 2 places', async () => {
    const res = await asOwner('POST', 'customers', { display_name: 'Exact', credit_limit: 1234.5 });
    expect(res.body.credit_limit).toBe('1234.50');
    const cents = await asOwner('PUT', `customers/${res.body.id}`, { credit_limit: '0.1' });
    expect(cents.body.credit_limit).toBe('0.10');
  });

  it('refuses to delete a customer that jobs still use', async () => {
    const customer = await asOwner('POST', 'customers', { display_name: 'Busy' });
    await asOwner('POST', 'jobs', { display_name: 'Ongoing', customer_id: customer.body.id });
    const res = await asOwner('DELETE', `customers/${customer.body.id}`);
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('id');
    expect((await asOwner('GET', `customers/${customer.body.id}`)).status).toBe(200);
  });

  it('refuses a reference to a record of another company', async () => {
    const other = await makeCompany('refs');
    const theirs = await api('POST', 'customers', { host: other.host, token: other.owner.authKey, body: { display_name: 'Not yours' } });
    const res = await asOwner('POST', 'jobs', { display_name: 'Stolen', customer_id: theirs.body.id });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject([{ field: 'customer_id', message: 'Customer is invalid.' }]);
  });
});

describe('employees', () => {
  it('keep direct deposit accounts, a linked user and the marital status label', async () => {
    const res = await asOwner('POST', 'employees', {
      display_name: 'George Costanza',
      employee_number: 'E-100',
      marital_status: 1,
      user_id: staff.id,
      direct_deposit: [
        { bank_name: 'Chase', routing_number: '021000021', account_number: '000123456', amount: '200' },
        { bank_name: 'Citi', routing_number: '021000089', account_number: '987654321', account_type: 'savings' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const got = await asOwner('GET', `employees/${res.body.id}?expand=directDeposit,user`);
    expect(got.body.marital_status_label).toBe('Single');
    expect(got.body.user).toMatchObject({ id: staff.id, email: staff.email });
    expect(got.body.user.password_hash).toBeUndefined();
    expect(got.body.directDeposit).toEqual([
      expect.objectContaining({ bank_name: 'Chase', amount: '200.00', percent: null }),
      expect.objectContaining({ bank_name: 'Citi', account_type: 'savings', amount: null }),
    ]);
    const twoRemainders = await asOwner('PUT', `employees/${res.body.id}`, {
      direct_deposit: [
        { bank_name: 'A', routing_number: '021000021', account_number: '1111' },
        { bank_name: 'B', routing_number: '021000021', account_number: '2222' },
      ],
    });
    expect(twoRemainders.status).toBe(422);
    expect(twoRemainders.body[0]).toEqual({ field: 'direct_deposit', message: 'Only one account can take the remainder of the pay.' });
  });
});

describe('clients', () => {
  it('get a status label and a login URL on the company host', async () => {
    const res = await asOwner('POST', 'clients', { display_name: 'Peterman Catalog' });
    expect(res.body).toMatchObject({ status: 15, status_label: 'Pending' });
    expect(res.body.slug).toMatch(/^peterman-catalog-/);
    expect(res.body.login_url).toBe(`http://${acme.host}/login?auth=${res.body.auth_key}`);
    const approved = await asOwner('PUT', `clients/${res.body.id}`, { status: 12 });
    expect(approved.body.status_label).toBe('Approved');
  });
});

describe('the listing engine', () => {
  it('loads each expanded relation with one query for the whole page, whatever its size', async () => {
    const company = await makeCompany('queries');
    const call = (path: string) => api('GET', path, { host: company.host, token: company.owner.authKey });
    // One more than the largest page, so that every page is followed by another and counts its total.
    for (let i = 0; i < 31; i++) {
      await api('POST', 'customers', {
        host: company.host,
        token: company.owner.authKey,
        body: { display_name: `C${i}`, addresses: [{ line1: `${i} Main St` }], contacts: [{ display_name: `P${i}` }] },
      });
    }
    await call('GET customers'.slice(4)); // warm the session cache
    const measure = async (perPage: number) => {
      const before = queryCounter.count;
      const res = await call(`customers?per-page=${perPage}&expand=addresses,contacts,rates`);
      expect(res.body.items).toHaveLength(perPage);
      expect(res.body.items[0].addresses).toHaveLength(1);
      return queryCounter.count - before;
    };
    const few = await measure(3);
    const many = await measure(30);
    expect(many).toBe(few);
    // set_config, page, estimate, count, bookmarks and one per relation (and begin/commit where the driver sends them)
    expect(many).toBeLessThanOrEqual(10);
  });

  it('escapes LIKE wildcards in q', async () => {
    await asOwner('POST', 'other-contacts', { display_name: '100% Cotton' });
    await asOwner('POST', 'other-contacts', { display_name: '1000 Cotton' });
    const res = await asOwner('GET', `other-contacts?q=${encodeURIComponent('100%')}`);
    expect(res.body.items.map((i: { display_name: string }) => i.display_name)).toEqual(['100% Cotton']);
  });
});

describe('Idempotency-Key', () => {
  it('makes a retried POST answer the first response and write nothing new', async () => {
    const headers = { 'idempotency-key': `key-${Math.random()}` };
    const body = { display_name: 'Retried Customer' };
    const first = await asOwner('POST', 'customers', body, headers);
    const second = await asOwner('POST', 'customers', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const count = await asOwner('GET', `customers/count?q=${encodeURIComponent('Retried Customer')}`);
    expect(count.body.count).toBe(1);
    const different = await asOwner('POST', 'customers', { display_name: 'Another' }, headers);
    expect(different.status).toBe(422);
    expect(different.body[0].field).toBe('Idempotency-Key');
  });

  it('creates one record when the same key arrives several times at once', async () => {
    const headers = { 'idempotency-key': `race-${Math.random()}` };
    const results = await Promise.all([1, 2, 3, 4].map(() => asOwner('POST', 'customers', { display_name: 'Racing Customer' }, headers)));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect((await asOwner('GET', `customers/count?q=${encodeURIComponent('Racing Customer')}`)).body.count).toBe(1);
  });

  it('leaves no claim behind when the first attempt fails validation', async () => {
    const headers = { 'idempotency-key': `bad-${Math.random()}` };
    expect((await asOwner('POST', 'customers', { display_name: '' }, headers)).status).toBe(422);
    expect((await asOwner('POST', 'customers', { display_name: '' }, headers)).status).toBe(422);
  });
});

describe('nested writes and expansions', () => {
  it('writes a customer’s rates with it and expands relations of relations', async () => {
    const customer = await asOwner('POST', 'customers', {
      display_name: 'Nested Ltd',
      rates: [{ display_name: 'Consulting', rate: '95' }, { display_name: 'Travel', rate: 40.5 }],
      addresses: [{ line1: '5 Nested Rd', city: 'Boston' }],
    });
    expect(customer.status).toBe(201);
    const job = await asOwner('POST', 'jobs', { display_name: 'Nested job', customer_id: customer.body.id });
    const got = await asOwner('GET', `jobs/${job.body.id}?expand=customer.rates,customer.addresses`);
    expect(got.body.customer.rates.map((r: { rate: string }) => r.rate)).toEqual(['95.00', '40.50']);
    expect(got.body.customer.addresses[0].city).toBe('Boston');
    const bad = await asOwner('GET', `jobs/${job.body.id}?expand=customer.nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('customer.nope');

    const replaced = await asOwner('PUT', `customers/${customer.body.id}?expand=rates`, { rates: [{ display_name: 'Only', rate: '1' }] });
    expect(replaced.body.rates).toEqual([expect.objectContaining({ display_name: 'Only', rate: '1.00' })]);
  });
});

describe('counting huge listings', () => {
  /** A new company with `count` customers named `Bulk n`, and fresh planner statistics. */
  async function companyWithCustomers(count: number) {
    const { withTenant } = await import('@/lib/tenant/transaction');
    const { getDb } = await import('@/db/client');
    const { sql } = await import('drizzle-orm');
    const company = await makeCompany('many');
    await withTenant(company.company.id, (tx) =>
      tx.execute(sql`insert into customers (company_id, display_name) select ${company.company.id}, 'Bulk ' || g from generate_series(1, ${count}::int) g`),
    );
    await (await getDb()).execute(sql`analyze customers`);
    return company;
  }

  it('counts exactly up to 10,000 records and estimates above, flagged; /count stays exact', async () => {
    const company = await companyWithCustomers(10_050);
    const list = await api('GET', 'customers?per-page=5', { host: company.host, token: company.owner.authKey });
    expect(list.body._meta.totalCountEstimated).toBe(true);
    expect(list.body._meta.totalCount).toBeGreaterThan(10_000);
    expect(list.body.items).toHaveLength(5);
    expect((await api('GET', 'customers/count', { host: company.host, token: company.owner.authKey })).body.count).toBe(10_050);
    const filtered = await api('GET', 'customers?q=Bulk%2010049', { host: company.host, token: company.owner.authKey });
    expect(filtered.body._meta).toMatchObject({ totalCount: 1 });
    expect(filtered.body._meta.totalCountEstimated).toBeUndefined();
    // A search matching more than the limit is never estimated (the planner's guess comes from
    // every company's rows): it says "more than" the limit.
    const broad = await api('GET', 'customers?q=Bulk&per-page=5', { host: company.host, token: company.owner.authKey });
    expect(broad.body._meta).toMatchObject({ totalCount: 10_000, totalCountCapped: true });
    expect(broad.body._meta.totalCountEstimated).toBeUndefined();
  });

  it('reads a search’s matches once for its page and its count', async () => {
    const company = await companyWithCustomers(30);
    const as = { host: company.host, token: company.owner.authKey };
    await api('GET', 'customers/meta', as); // warm the session cache
    // and the words' shares, which the server reads once (lib/engine/search-plan.ts)
    await api('GET', 'customers?q=Bulk%201&per-page=1', as);
    const statementsOf = async (path: string) => {
      const before = queryCounter.count;
      const res = await api('GET', path, as);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { res, statements: queryCounter.count - before };
    };
    // "Bulk 1" and "Bulk 10" to "Bulk 19": the page of all of them needs no count.
    const whole = await statementsOf('customers?q=Bulk%201&per-page=50&sort=display_name');
    expect(whole.res.body._meta.totalCount).toBe(11);
    const first = await statementsOf('customers?q=Bulk%201&per-page=4&sort=display_name');
    expect(first.statements).toBe(whole.statements);
    expect(first.res.body.items.map((c: { display_name: string }) => c.display_name)).toEqual(['Bulk 1', 'Bulk 10', 'Bulk 11', 'Bulk 12']);
    expect(first.res.body._meta).toMatchObject({ totalCount: 11, pageCount: 3 });
    const names = (res: { body: { items: { display_name: string }[] } }) => res.body.items.map((c) => c.display_name);
    const numbered = await statementsOf('customers?q=Bulk%201&per-page=4&sort=display_name&page=2');
    expect(names(numbered.res)).toEqual(['Bulk 13', 'Bulk 14', 'Bulk 15', 'Bulk 16']);
    expect(numbered.res.body._meta.totalCount).toBe(11);
    const next = await statementsOf(`customers?q=Bulk%201&per-page=4&sort=display_name&after=${first.res.body._meta.nextCursor}`);
    expect(names(next.res)).toEqual(names(numbered.res));
    expect(next.res.body._meta.totalCount).toBe(11);
    // Past the last match: an empty page, still counted.
    const past = await statementsOf('customers?q=Bulk%201&per-page=4&sort=display_name&page=4');
    expect(past.res.body.items).toEqual([]);
    expect(past.res.body._meta.totalCount).toBe(11);
  });

  it('takes the estimate without counting when the planner expects far more than the limit', async () => {
    const company = await companyWithCustomers(25_000);
    await api('GET', 'customers/meta', { host: company.host, token: company.owner.authKey }); // warm the session cache
    const before = queryCounter.count;
    const list = await api('GET', 'customers?per-page=5', { host: company.host, token: company.owner.authKey });
    const statements = queryCounter.count - before;
    expect(list.body._meta.totalCountEstimated).toBe(true);
    expect(list.body._meta.totalCount).toBeGreaterThan(20_000);
    // page, estimate and bookmarks (and, on the embedded database, set_config and SET TRANSACTION READ ONLY): no count
    expect(statements).toBeLessThanOrEqual(5);
    const small = await makeCompany('vast');
    await api('GET', 'customers?per-page=1', { host: small.host, token: small.owner.authKey });
    for (const n of [1, 2]) await api('POST', 'customers', { host: small.host, token: small.owner.authKey, body: { display_name: `Few ${n}` } });
    const counted = queryCounter.count;
    const few = await api('GET', 'customers?per-page=1', { host: small.host, token: small.owner.authKey });
    expect(few.body._meta).toMatchObject({ totalCount: 2 });
    expect(queryCounter.count - counted).toBe(statements + 1);
  });
});
