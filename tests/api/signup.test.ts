import { describe, expect, it } from 'vitest';
import { api, makeCompany, PASSWORD, uniqueSlug } from '../support/api';

const companyBody = (slug: string) => ({
  company_name: 'Initech',
  slug,
  display_name: 'Bill Lumbergh',
  email: 'bill@initech.test',
  password: 'yeah-if-you-could',
});

describe('POST site/signup at the root domain', () => {
  it('creates a company with its active owner, who can log in at the subdomain', async () => {
    const slug = uniqueSlug('initech');
    const res = await api('POST', 'site/signup', { body: companyBody(slug) });
    expect(res.status).toBe(201);
    expect(res.body.company).toMatchObject({ slug, name: 'Initech', url: `http://${slug}.example.com` });
    expect(res.body.user).toMatchObject({ display_name: 'Bill Lumbergh', email: 'bill@initech.test', status: 1 });

    const login = await api('POST', 'site/login', {
      host: `${slug}.example.com`,
      body: { email: 'bill@initech.test', password: 'yeah-if-you-could' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a slug already used, and reserved or malformed slugs, naming the field', async () => {
    const slug = uniqueSlug('dup');
    expect((await api('POST', 'site/signup', { body: companyBody(slug) })).status).toBe(201);
    const again = await api('POST', 'site/signup', { body: companyBody(slug) });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ field: 'slug', message: 'This subdomain has already been taken.' }]);
    for (const bad of ['www', 'A B', 'x', '-lead', 'a.b']) {
      const res = await api('POST', 'site/signup', { body: companyBody(bad) });
      expect(res.status, bad).toBe(422);
      expect(res.body[0].field).toBe('slug');
    }
  });

  it('names every missing or invalid field at once', async () => {
    const res = await api('POST', 'site/signup', { body: { email: 'not-an-email', password: 'short' } });
    expect(res.status).toBe(422);
    const fields = res.body.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['company_name', 'display_name', 'email', 'password', 'slug']);
    expect(res.body.find((e: { field: string }) => e.field === 'password').message).toMatch(/at least 8/);
  });

  it('makes only one company when two sign-ups race for one slug', async () => {
    const slug = uniqueSlug('race');
    const results = await Promise.all([1, 2, 3].map(() => api('POST', 'site/signup', { body: companyBody(slug) })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
  });
});

describe('POST site/signup on a company host', () => {
  it('creates an inactive user and refuses an e-mail already taken in that company', async () => {
    const acme = await makeCompany('acme');
    const body = { display_name: 'Temp', email: 'temp@acme.test', password: 'longenough' };
    const created = await api('POST', 'site/signup', { host: acme.host, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'temp@acme.test', status: 0 });
    expect(created.body.auth_key).toBeUndefined();

    const again = await api('POST', 'site/signup', { host: acme.host, body: { ...body, email: 'TEMP@acme.test' } });
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ field: 'email', message: 'This e-mail address has already been taken.' }]);
  });

  it('lets the same e-mail exist in two companies', async () => {
    const a = await makeCompany('twin');
    const b = await makeCompany('twin');
    const body = { display_name: 'Shared', email: 'shared@person.test', password: PASSWORD };
    expect((await api('POST', 'site/signup', { host: a.host, body })).status).toBe(201);
    expect((await api('POST', 'site/signup', { host: b.host, body })).status).toBe(201);
  });
});

describe('bad requests', () => {
  it('refuses a non-JSON body with 415 and a huge one with 413', async () => {
    const acme = await makeCompany('body');
    const form = await api('POST', 'site/login', { host: acme.host, rawBody: 'a=b', headers: { 'content-type': 'text/plain' } });
    expect(form.status).toBe(415);
    const huge = await api('POST', 'site/login', { host: acme.host, rawBody: JSON.stringify({ email: 'x'.repeat(2_000_000) }) });
    expect(huge.status).toBe(413);
  });

  it('answers 405 for a known call with the wrong method, and 404 on a nested subdomain', async () => {
    expect((await api('GET', 'site/login', { host: 'localhost' })).status).toBe(405);
    expect((await api('POST', 'site/login', { host: 'a.b.example.com', body: {} })).status).toBe(404);
  });
});
