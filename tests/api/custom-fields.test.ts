import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '@/lib/auth/permissions';
import { handleApi } from '@/lib/api/handle';
import { api, makeCompany } from '../support/api';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
let other: Company;
let reader: string;
/** Field ids of `co`'s customers fieldset, by kind; and of its vendors fieldset. */
const ids: Record<string, number> = {};
let vendorField: number;
let customerSet: number;

const as = (token: string) => (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token, body });
const owner = (method: string, path: string, body?: unknown) => as(co.owner.authKey)(method, path, body);
const key = (kind: string) => String(ids[kind]);

async function made(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await owner('POST', path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function csv(path: string) {
  const res = await handleApi(new Request(`http://${co.host}/api/v1/${path}`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
  return Papa.parse<string[]>((await res.text()).trim()).data;
}

beforeAll(async () => {
  co = await makeCompany('custom');
  other = await makeCompany('customx');
  customerSet = await made('fieldset', { display_name: 'Loyalty', resource: 'customers', number: 1 });
  ids.text = await made('fields', { display_name: 'Nickname', fieldset_id: customerSet, kind: 'text', number: 1 });
  ids.number = await made('fields', { display_name: 'Visits', fieldset_id: customerSet, kind: 'number', number: 2 });
  ids.date = await made('fields', { display_name: 'Member since', fieldset_id: customerSet, kind: 'date', number: 3, in_list: 1 });
  ids.choice = await made('fields', { display_name: 'Tier', fieldset_id: customerSet, kind: 'choice', choices: 'Gold\nSilver\n\nBronze', required: 1, in_list: 1, number: 4 });
  ids.flag = await made('fields', { display_name: 'VIP', fieldset_id: customerSet, kind: 'flag', number: 5 });
  const vendorSet = await made('fieldset', { display_name: 'Compliance', resource: 'vendors' });
  vendorField = await made('fields', { display_name: 'Insurance expires', fieldset_id: vendorSet, kind: 'date', required: 1 });
  const roles = (await owner('GET', 'roles?per-page=50')).body.items as { id: number; display_name: string }[];
  const readOnly = roles.find((r) => r.display_name === DEFAULT_ROLES.find((d) => d.kind === 'read_only')!.name)!.id;
  const email = `reader.${Date.now()}@custom.test`;
  expect((await owner('POST', 'users', { display_name: 'Reader', email, password: 'long-enough-1', role_id: readOnly })).status).toBe(201);
  reader = (await api('POST', 'site/login', { host: co.host, body: { email, password: 'long-enough-1' } })).body.auth_key;
});

describe('custom field definitions', () => {
  it('keeps a choice field’s choices one per line, and refuses one without choices or of another kind', async () => {
    const field = (await owner('GET', `fields/${ids.choice}?expand=fieldset`)).body;
    expect(field).toMatchObject({ display_name: 'Tier', kind: 'choice', choices: 'Gold\nSilver\nBronze', required: true, in_list: true, fieldset_id: customerSet });
    expect(field.fieldset).toMatchObject({ display_name: 'Loyalty', resource: 'customers' });
    const none = await owner('POST', 'fields', { display_name: 'Size', fieldset_id: customerSet, kind: 'choice', choices: ' \n ' });
    expect(none.status).toBe(422);
    expect(none.body[0]).toMatchObject({ field: 'choices', code: 'choicesNeeded' });
    const twice = await owner('POST', 'fields', { display_name: 'Size', fieldset_id: customerSet, kind: 'choice', choices: 'S\nS' });
    expect(twice.body[0]).toMatchObject({ field: 'choices', code: 'choiceTwice' });
    const kind = await owner('POST', 'fields', { display_name: 'Size', fieldset_id: customerSet, kind: 'colour' });
    expect(kind.status).toBe(422);
    expect(kind.body[0].field).toBe('kind');
    // The kind of a field is what its kept values are: it never changes.
    const changed = await owner('PUT', `fields/${ids.text}`, { kind: 'number' });
    expect(changed.status).toBe(422);
    expect(changed.body[0]).toMatchObject({ field: 'kind', code: 'fieldKindFixed' });
  });

  it('makes fieldsets only for collections that keep custom values, and keeps each with its collection', async () => {
    const nowhere = await owner('POST', 'fieldset', { display_name: 'Nowhere', resource: 'company-logs' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body[0].field).toBe('resource');
    const moved = await owner('PUT', `fieldset/${customerSet}`, { resource: 'vendors' });
    expect(moved.status).toBe(422);
    expect(moved.body[0]).toMatchObject({ field: 'resource', code: 'fieldsetResourceFixed' });
    const meta = (await owner('GET', 'fieldset/meta')).body;
    expect(Object.keys(meta.fields.find((f: { name: string }) => f.name === 'resource').options)).toEqual(expect.arrayContaining(['customers', 'vendors', 'invoices', 'jobs']));
  });

  it('is written by administrators only: a read-only user reads the definitions and gets 403 on writing them', async () => {
    const read = as(reader);
    expect((await read('GET', 'fields')).status).toBe(200);
    expect((await read('POST', 'fieldset', { display_name: 'Mine', resource: 'customers' })).status).toBe(403);
    expect((await read('PUT', `fields/${ids.text}`, { display_name: 'Alias' })).status).toBe(403);
    expect((await read('DELETE', `fields/${ids.text}`)).status).toBe(403);
  });
});

describe('custom values on records', () => {
  let acme: number;

  it('describes the fieldsets in /meta for the form, and the fields shown in lists as columns', async () => {
    const meta = (await owner('GET', 'customers/meta')).body;
    expect(meta.custom_fieldsets).toHaveLength(1);
    const [set] = meta.custom_fieldsets;
    expect(set.display_name).toBe('Loyalty');
    expect(set.fields.map((f: { name: string; kind: string; label: string }) => [f.name, f.kind, f.label])).toEqual([
      [`custom.${ids.text}`, 'text', 'Nickname'],
      [`custom.${ids.number}`, 'decimal', 'Visits'],
      [`custom.${ids.date}`, 'date', 'Member since'],
      [`custom.${ids.choice}`, 'choice', 'Tier'],
      [`custom.${ids.flag}`, 'flag', 'VIP'],
    ]);
    expect(set.fields[3]).toMatchObject({ required: true, options: { Gold: 'Gold', Silver: 'Silver', Bronze: 'Bronze' } });
    expect(meta.column_fields.slice(-2).map((f: { name: string }) => f.name)).toEqual([`custom.${ids.date}`, `custom.${ids.choice}`]);
    // Every one of them among the advanced search's filters, a choice with its choices.
    const filters = meta.filter_fields.filter((f: { name: string }) => f.name.startsWith('custom.'));
    expect(filters.map((f: { name: string }) => f.name)).toEqual([ids.text, ids.number, ids.date, ids.choice, ids.flag].map((id) => `custom.${id}`));
    expect(filters[3]).toMatchObject({ kind: 'choice', label: 'Tier', options: { Gold: 'Gold', Silver: 'Silver', Bronze: 'Bronze' } });
    expect(meta.filter).toEqual(expect.arrayContaining([`custom.${ids.choice}`, `custom.${ids.flag}`]));
    expect((await owner('GET', 'jobs/meta')).body.custom_fieldsets).toEqual([]);
  });

  it('creates with valid values of every kind and reads them back', async () => {
    const res = await owner('POST', 'customers', {
      display_name: 'Acme Custom',
      custom: { [key('text')]: '  Roadrunner ', [key('number')]: '12.50', [key('date')]: '2024-02-29', [key('choice')]: 'Gold', [key('flag')]: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    acme = res.body.id;
    const expected = { [key('text')]: 'Roadrunner', [key('number')]: '12.5', [key('date')]: Date.UTC(2024, 1, 29) / 1000, [key('choice')]: 'Gold', [key('flag')]: 1 };
    expect(res.body.custom).toEqual(expected);
    expect((await owner('GET', `customers/${acme}`)).body.custom).toEqual(expected);
  });

  it('refuses invalid values with 422 naming each field, and writes nothing', async () => {
    const before = (await owner('GET', 'customers/count')).body.count;
    const res = await owner('POST', 'customers', {
      display_name: '',
      custom: { [key('number')]: 'many', [key('date')]: '2023-02-30', [key('choice')]: 'Platinum', [key('flag')]: 'yes', 99999: 'x' },
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(res.body.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(Object.keys(byField).sort()).toEqual(['display_name', `custom.${ids.number}`, `custom.${ids.date}`, `custom.${ids.choice}`, `custom.${ids.flag}`, 'custom.99999'].sort());
    expect(byField[`custom.${ids.choice}`]).toBe('Tier must be one of Gold, Silver, Bronze.');
    expect(byField[`custom.${ids.date}`]).toMatch(/^Member since must be a date/);
    expect(byField['custom.99999']).toBe('There is no custom field 99999 here.');
    expect((await owner('GET', 'customers/count')).body.count).toBe(before);
    const bad = await owner('PUT', `customers/${acme}`, { display_name: 'Acme Changed', custom: { [key('number')]: '1.23456' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual([expect.objectContaining({ field: `custom.${ids.number}`, code: 'decimal' })]);
    expect((await owner('GET', `customers/${acme}`)).body).toMatchObject({ display_name: 'Acme Custom', custom: { [key('number')]: '12.5' } });
  });

  it('requires a required field on create; an update changes only the fields it names, null clearing one', async () => {
    const missing = await owner('POST', 'customers', { display_name: 'No tier' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual([expect.objectContaining({ field: `custom.${ids.choice}`, code: 'blank', message: 'Tier cannot be blank.' })]);
    const res = await owner('PUT', `customers/${acme}`, { custom: { [key('choice')]: 'Silver', [key('text')]: null } });
    expect(res.status).toBe(200);
    expect(res.body.custom).toEqual({ [key('number')]: '12.5', [key('date')]: Date.UTC(2024, 1, 29) / 1000, [key('choice')]: 'Silver', [key('flag')]: 1 });
    const blank = await owner('PUT', `customers/${acme}`, { custom: { [key('choice')]: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body[0].field).toBe(`custom.${ids.choice}`);
    // A body whose custom is not an object is refused as such.
    expect((await owner('PUT', `customers/${acme}`, { custom: 'Gold' })).body[0].field).toBe('custom');
  });

  it('lists the values, filters by them (a bad filter is a 400 naming it) and exports them', async () => {
    await made('customers', { display_name: 'Bolt Custom', custom: { [key('choice')]: 'Bronze', [key('date')]: '2025-01-01' } });
    const listed = (await owner('GET', 'customers?sort=id')).body.items;
    expect(listed.map((c: { custom: Record<string, unknown> }) => c.custom[key('choice')])).toEqual(['Silver', 'Bronze']);
    const names = async (query: string) => (await owner('GET', `customers?${query}`)).body.items?.map((c: { display_name: string }) => c.display_name).sort();
    expect(await names(`filter[custom.${ids.choice}]=Silver`)).toEqual(['Acme Custom']);
    expect(await names(`filter[custom.${ids.choice}]=Silver,Bronze`)).toEqual(['Acme Custom', 'Bolt Custom']);
    expect(await names(`filter[custom.${ids.date}]=2025-01-01`)).toEqual(['Bolt Custom']);
    expect(await names(`filter[custom.${ids.flag}]=1`)).toEqual(['Acme Custom']);
    expect(await names(`filter[custom.${ids.flag}]=0`)).toEqual(['Bolt Custom']);
    expect(await names(`filter[custom.${ids.number}]=12.50`)).toEqual(['Acme Custom']);
    expect((await owner('GET', `customers/count?filter[custom.${ids.choice}]=Bronze`)).body.count).toBe(1);
    const unknown = await owner('GET', 'customers?filter[custom.99999]=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('custom.99999');
    const badValue = await owner('GET', `customers?filter[custom.${ids.choice}]=Platinum`);
    expect(badValue.status).toBe(400);
    expect(badValue.body.message).toContain(`filter[custom.${ids.choice}]`);
    expect((await owner('GET', 'ar-terms?filter[custom.1]=x')).status).toBe(400);

    const rows = await csv('customers/export?sort=id');
    expect(rows[0].slice(-5)).toEqual(['Nickname', 'Visits', 'Member since', 'Tier', 'VIP']);
    expect(rows[1].slice(-5)).toEqual(['', '12.5', '2024-02-29', 'Silver', 'Yes']);
    expect(rows[2].slice(-5)).toEqual(['', '', '2025-01-01', 'Bronze', '']);
    // The company's zip too.
    const zip = await handleApi(new Request(`http://${co.host}/api/v1/export`, { headers: { host: co.host, authorization: `Bearer ${co.owner.authKey}` } }));
    const customers = Papa.parse<string[]>(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['customers.csv']).trim()).data;
    expect(customers[0].slice(-5)).toEqual(['Nickname', 'Visits', 'Member since', 'Tier', 'VIP']);
    expect(customers.find((r) => r[0] === 'Acme Custom')!.slice(-2)).toEqual(['Silver', 'Yes']);
  });

  it('keeps the values of a renamed field; a field inactivated is hidden (values kept) and refused until activated', async () => {
    expect((await owner('PUT', `fields/${ids.choice}`, { display_name: 'Level' })).status).toBe(200);
    expect((await owner('GET', `customers/${acme}`)).body.custom[key('choice')]).toBe('Silver');
    const meta = (await owner('GET', 'customers/meta')).body;
    expect(meta.custom_fieldsets[0].fields.find((f: { name: string }) => f.name === `custom.${ids.choice}`).label).toBe('Level');

    expect((await owner('POST', `fields/${ids.number}/inactivate`)).status).toBe(200);
    const hidden = (await owner('GET', `customers/${acme}`)).body.custom;
    expect(hidden).not.toHaveProperty(key('number'));
    expect((await owner('GET', 'customers/meta')).body.custom_fieldsets[0].fields.map((f: { name: string }) => f.name)).not.toContain(`custom.${ids.number}`);
    const refused = await owner('PUT', `customers/${acme}`, { custom: { [key('number')]: 3 } });
    expect(refused.status).toBe(422);
    expect(refused.body[0].field).toBe(`custom.${ids.number}`);
    expect((await owner('GET', `customers?filter[custom.${ids.number}]=12.5`)).status).toBe(400);
    expect((await owner('POST', `fields/${ids.number}/activate`)).status).toBe(200);
    expect((await owner('GET', `customers/${acme}`)).body.custom[key('number')]).toBe('12.5');
  });

  it('serves another collection its own fields: a vendor needs its required date, and customers’ fields are unknown there', async () => {
    const missing = await owner('POST', 'vendors', { display_name: 'Supplier', custom: { [key('text')]: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.body.map((e: { field: string }) => e.field).sort()).toEqual([`custom.${ids.text}`, `custom.${vendorField}`].sort());
    const res = await owner('POST', 'vendors', { display_name: 'Supplier', custom: { [vendorField]: '2027-06-30' } });
    expect(res.status).toBe(201);
    expect(res.body.custom).toEqual({ [vendorField]: Date.UTC(2027, 5, 30) / 1000 });
    expect((await owner('GET', `vendors?filter[custom.${vendorField}]=2027-06-30`)).body.items).toHaveLength(1);
    // Collections without fieldsets are untouched: a customer-less record answers an empty custom.
    const term = await owner('POST', 'jobs', { display_name: 'Plain job' });
    expect(term.status).toBe(201);
    expect(term.body.custom).toEqual({});
  });

  it('rides along a document written by its own create and update (an invoice posts and re-posts)', async () => {
    const set = await made('fieldset', { display_name: 'Shipping', resource: 'invoices' });
    const po = await made('fields', { display_name: 'Dock door', fieldset_id: set, kind: 'number' });
    const customer = await made('customers', { display_name: 'Invoiced Custom', custom: { [key('choice')]: 'Gold' } });
    const account = (await owner('GET', 'accounts?q=4000')).body.items.find((a: { number: string }) => a.number === '4000').id;
    const body = { customer_id: customer, date: '2026-03-02', due_date: '2026-04-01', lines: [{ type: 'service', description: 'Work', quantity: '1', rate: '100.00', account_id: account }] };
    const invoice = await owner('POST', 'invoices', { ...body, custom: { [po]: 7 } });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.custom).toEqual({ [po]: '7' });
    const changed = await owner('PUT', `invoices/${invoice.body.id}`, { custom: { [po]: '8.25' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await owner('GET', `invoices/${invoice.body.id}`)).body.custom).toEqual({ [po]: '8.25' });
    expect((await owner('GET', `invoices?filter[custom.${po}]=8.25`)).body.items.map((i: { id: number }) => i.id)).toEqual([invoice.body.id]);
    expect((await owner('POST', 'invoices', { ...body, custom: { [po]: 'lots' } })).body[0].field).toBe(`custom.${po}`);
  });

  it('keeps each company to its own definitions: another neither sees them nor filters or writes by them', async () => {
    const theirs = (method: string, path: string, body?: unknown) => api(method, path, { host: other.host, token: other.owner.authKey, body });
    expect((await theirs('GET', 'fields')).body.items).toEqual([]);
    expect((await theirs('GET', `fields/${ids.choice}`)).status).toBe(404);
    expect((await theirs('GET', 'customers/meta')).body.custom_fieldsets).toEqual([]);
    expect((await theirs('GET', `customers?filter[custom.${ids.choice}]=Silver`)).status).toBe(400);
    const write = await theirs('POST', 'customers', { display_name: 'Theirs', custom: { [key('choice')]: 'Gold' } });
    expect(write.status).toBe(422);
    expect(write.body[0].field).toBe(`custom.${ids.choice}`);
    // Nor put a field in a fieldset of another company.
    const borrowed = await theirs('POST', 'fields', { display_name: 'Borrowed', fieldset_id: customerSet, kind: 'text' });
    expect(borrowed.status).toBe(422);
    expect(borrowed.body[0].field).toBe('fieldset_id');
  });
});
