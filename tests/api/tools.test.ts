import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany, PASSWORD } from '../support/api';
import { addUser } from '../support/people';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let acme: Company;
let other: Company;
let staff: Awaited<ReturnType<typeof addUser>>;
let reader: string;
const asOwner = (method: string, path: string, body?: unknown) => api(method, path, { host: acme.host, token: acme.owner.authKey, body });
const asStaff = (method: string, path: string, body?: unknown) => api(method, path, { host: acme.host, token: staff.token, body });
const asReader = (method: string, path: string, body?: unknown) => api(method, path, { host: acme.host, token: reader, body });
const ids = (res: { body: { items: { id: number }[] } }) => res.body.items.map((i) => i.id);

beforeAll(async () => {
  acme = await makeCompany('tools');
  other = await makeCompany('tools-other');
  staff = await addUser(acme.host, acme.owner.authKey);
  const roles = (await asOwner('GET', 'roles?per-page=50')).body.items as { id: number; display_name: string }[];
  const email = `reader.${Math.random().toString(36).slice(2, 8)}@tools.test`;
  const made = await asOwner('POST', 'users', { display_name: 'Reader', email, password: PASSWORD, role_id: roles.find((r) => r.display_name === 'Read-only')!.id });
  expect(made.status).toBe(201);
  reader = (await api('POST', 'site/login', { host: acme.host, body: { email, password: PASSWORD } })).body.auth_key;
});

describe.each(['websites', 'quick-notes'])('the %s, a user’s own', (collection) => {
  const body = collection === 'websites' ? { display_name: 'My bank', url: 'https://bank.example.com/login' } : { display_name: 'Call the bank', body: 'About the loan' };

  it('are seen, changed and deleted only by their owner (the server filters, whatever the id)', async () => {
    const mine = await asStaff('POST', collection, body);
    expect(mine.status).toBe(201);
    expect(mine.body.user_id).toBe(staff.id);
    expect(ids(await asStaff('GET', collection))).toContain(mine.body.id);
    expect(ids(await asOwner('GET', collection))).not.toContain(mine.body.id);
    expect((await asOwner('GET', `${collection}/count`)).body.count).toBe(ids(await asOwner('GET', collection)).length);
    expect((await asOwner('GET', `${collection}/${mine.body.id}`)).status).toBe(404);
    expect((await asOwner('PUT', `${collection}/${mine.body.id}`, { display_name: 'Mine now' })).status).toBe(404);
    expect((await asOwner('DELETE', `${collection}/${mine.body.id}`)).status).toBe(404);
    expect((await asOwner('GET', `${collection}?q=${encodeURIComponent(body.display_name)}`)).body.items).toEqual([]);
    // another company's user does not find it either
    expect((await api('GET', `${collection}/${mine.body.id}`, { host: other.host, token: other.owner.authKey })).status).toBe(404);
    expect((await asStaff('DELETE', `${collection}/${mine.body.id}`)).status).toBe(204);
  });

  it('cannot be handed to another user through the body', async () => {
    const res = await asStaff('POST', collection, { ...body, user_id: acme.owner.id });
    expect(res.status).toBe(201);
    expect(res.body.user_id).toBe(staff.id);
  });

  it('are a person’s own desk: a read-only user keeps their own', async () => {
    const res = await asReader('POST', collection, body);
    expect(res.status).toBe(201);
    expect((await asReader('PUT', `${collection}/${res.body.id}`, { display_name: 'Renamed' })).status).toBe(200);
  });
});

describe('saved links', () => {
  it('take only http and https addresses', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/', 'not a url', 'file:///etc/passwd', 'https://']) {
      const res = await asOwner('POST', 'websites', { display_name: 'Bad', url });
      expect(res.status, url).toBe(422);
      expect(res.body[0]).toMatchObject({ field: 'url', code: 'url' });
    }
    expect((await asOwner('POST', 'websites', { display_name: 'Fine', url: 'http://intranet.example.com:8080/a?b=c' })).status).toBe(201);
    const blank = await asOwner('POST', 'websites', { url: 'https://example.com' });
    expect(blank.status).toBe(422);
    expect(blank.body[0].field).toBe('display_name');
  });

  it('of the company (client resources, payroll links) are shared, each list apart from the others', async () => {
    const guide = await asOwner('POST', 'client-resources', { display_name: 'Portal guide', url: 'https://help.example.com/portal' });
    const state = await asOwner('POST', 'payroll-links', { display_name: 'State withholding', url: 'https://tax.example.gov/withholding' });
    expect(guide.status).toBe(201);
    expect(guide.body.user_id).toBeNull();
    expect(ids(await asStaff('GET', 'client-resources'))).toContain(guide.body.id);
    expect(ids(await asStaff('GET', 'payroll-links'))).toContain(state.body.id);
    // a link of one list is not found through another, nor among a person's own
    expect((await asOwner('GET', `payroll-links/${guide.body.id}`)).status).toBe(404);
    expect((await asOwner('GET', `websites/${guide.body.id}`)).status).toBe(404);
    expect(ids(await asOwner('GET', 'websites'))).not.toContain(guide.body.id);
    // nor by another company
    expect((await api('GET', `client-resources/${guide.body.id}`, { host: other.host, token: other.owner.authKey })).status).toBe(404);
    // the company's lists follow the roles: a read-only user reads them and changes nothing
    expect(ids(await asReader('GET', 'client-resources'))).toContain(guide.body.id);
    expect((await asReader('POST', 'client-resources', { display_name: 'No', url: 'https://x.example.com' })).status).toBe(403);
    expect((await asReader('DELETE', `payroll-links/${state.body.id}`)).status).toBe(403);
  });
});

describe('quick notes', () => {
  it('save a change of the body alone (autosave sends what changed) and list the newest first', async () => {
    const a = await asStaff('POST', 'quick-notes', { body: 'first' });
    expect(a.status).toBe(201);
    expect(a.body.display_name).toBe('');
    const b = await asStaff('POST', 'quick-notes', { display_name: 'Second' });
    expect(b.body.body).toBe('');
    const changed = await asStaff('PUT', `quick-notes/${a.body.id}`, { body: 'first, edited' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ display_name: '', body: 'first, edited' });
    const listed = await asStaff('GET', 'quick-notes?sort=-updated_at');
    expect(ids(listed).slice(0, 2)).toEqual([a.body.id, b.body.id]);
  });
});

describe('yearly goals', () => {
  it('tell their percent done, per year, and refuse a target below 1', async () => {
    const sales = await asOwner('POST', 'goals', { year: 2026, display_name: 'Sales', target: '250000', current: '62500.50' });
    expect(sales.status).toBe(201);
    expect(sales.body).toMatchObject({ target: '250000.00', current: '62500.50', percent: 25 });
    const done = await asOwner('POST', 'goals', { year: 2025, display_name: 'Customers', target: '40', current: '52' });
    expect(done.body.percent).toBe(130);
    const y2026 = await asStaff('GET', 'goals?filter[year]=2026');
    expect(ids(y2026)).toContain(sales.body.id);
    expect(ids(y2026)).not.toContain(done.body.id);
    const bad = await asOwner('POST', 'goals', { year: 2026, display_name: 'Nothing', target: '0' });
    expect(bad.status).toBe(422);
    expect(bad.body[0].field).toBe('target');
    expect((await asOwner('POST', 'goals', { year: 1999, display_name: 'Old', target: '5' })).body[0].field).toBe('year');
    expect((await asReader('PUT', `goals/${sales.body.id}`, { current: '1' })).status).toBe(403);
  });
});

describe('the company history (company-logs) by dates', () => {
  it('filters by a range of days, both included, and names a bad date with a 400', async () => {
    const made = await asOwner('POST', 'goals', { year: 2026, display_name: 'Logged', target: '10' });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const base = `company-logs?filter[collection]=goals&filter[action]=create`;
    const within = await asOwner('GET', `${base}&filter[created_at_from]=${today}&filter[created_at_to]=${today}&expand=userName`);
    expect(within.status).toBe(200);
    expect(within.body.items.map((l: { record_id: number }) => l.record_id)).toContain(made.body.id);
    expect(within.body.items[0].userName).toBeTruthy();
    expect((await asOwner('GET', `${base}&filter[created_at_from]=${tomorrow}`)).body.items).toEqual([]);
    expect((await asOwner('GET', `${base}&filter[created_at_to]=2000-01-01`)).body.items).toEqual([]);
    const bad = await asOwner('GET', `${base}&filter[created_at_from]=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('filter[created_at_from]');
    // a range only where the resource declares one
    expect((await asOwner('GET', 'goals?filter[created_at_from]=2026-01-01')).status).toBe(400);
  });
});
