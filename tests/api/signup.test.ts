import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { api, makeCompany, PASSWORD, uniqueSlug } from '../support/api';

/** An address of its own per call unless given: sign-ups are limited per address. */
const newAddress = () => `192.0.2.${randomBytes(1)[0]}-${randomBytes(4).toString('hex')}`;
const signup = (body: unknown, host?: string, address = newAddress()) =>
  api('POST', 'site/signup', { host, body, headers: { 'x-forwarded-for': address } });

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
    const res = await signup(companyBody(slug));
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
    expect((await signup(companyBody(slug))).status).toBe(201);
    const again = await signup(companyBody(slug));
    expect(again.status).toBe(422);
    expect(again.body).toEqual([{ field: 'slug', message: 'This subdomain has already been taken.', code: 'subdomainTaken', params: {} }]);
    for (const bad of ['www', 'A B', 'x', '-lead', 'a.b']) {
      const res = await signup(companyBody(bad));
      expect(res.status, bad).toBe(422);
      expect(res.body[0].field).toBe('slug');
    }
  });

  it('names every missing or invalid field at once', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(422);
    const fields = res.body.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['company_name', 'display_name', 'email', 'password', 'slug']);
    expect(res.body.find((e: { field: string }) => e.field === 'password').message).toMatch(/at least 8/);
  });

  it('makes only one company when two sign-ups race for one slug', async () => {
    const slug = uniqueSlug('race');
    const results = await Promise.all([1, 2, 3].map(() => signup(companyBody(slug))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
  });
});

describe('POST site/signup on a company host', () => {
  it('makes an inactive user, and answers an address already taken exactly alike, writing nothing', async () => {
    const acme = await makeCompany('acme');
    const body = { display_name: 'Temp', email: 'temp@acme.test', password: 'longenough' };
    const created = await signup(body, acme.host);
    expect(created.status).toBe(202);
    expect(created.body).toEqual({ message: 'Thank you. An administrator of the company will activate your account; you can sign in once they have.' });
    const users = await api('GET', 'users?filter[status]=0', { host: acme.host, token: acme.owner.authKey });
    expect(users.body.items.map((u: { email: string }) => u.email)).toEqual(['temp@acme.test']);

    // Someone who works there, and an address just signed up: the same answer as for anyone.
    for (const email of ['TEMP@acme.test', acme.email]) {
      const again = await signup({ ...body, email, display_name: 'Impostor' }, acme.host);
      expect({ status: again.status, body: again.body }).toEqual({ status: created.status, body: created.body });
    }
    const inactive = await api('GET', 'users/inactive', { host: acme.host, token: acme.owner.authKey });
    expect(inactive.body.items.map((u: { display_name: string }) => u.display_name)).toEqual(['Temp']);
    const active = await api('GET', 'users', { host: acme.host, token: acme.owner.authKey });
    expect(active.body.items.map((u: { display_name: string }) => u.display_name)).toEqual(['Owner']);
  });

  it('lets the same e-mail exist in two companies', async () => {
    const a = await makeCompany('twin');
    const b = await makeCompany('twin');
    const body = { display_name: 'Shared', email: 'shared@person.test', password: PASSWORD };
    expect((await signup(body, a.host)).status).toBe(202);
    expect((await signup(body, b.host)).status).toBe(202);
    const login = await api('POST', 'site/login', { host: b.host, body: { email: body.email, password: PASSWORD } });
    expect(login.body[0].message).toMatch(/not active/);
  });

  it('takes at most 10 sign-ups an hour from one address, even sent all at once, then 429 with Retry-After', async () => {
    const acme = await makeCompany('flood');
    const address = newAddress();
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signup({ display_name: `Bot ${i}`, email: `bot${i}@flood.test`, password: 'longenough' }, acme.host, address)),
    );
    expect(tries.filter((r) => r.status === 202)).toHaveLength(10);
    const refused = tries.filter((r) => r.status === 429);
    expect(refused).toHaveLength(10);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(3000);
    const made = await api('GET', 'users/count?filter[status]=0', { host: acme.host, token: acme.owner.authKey });
    expect(made.body.count).toBe(10);
    // The root counts with the company hosts: the same address makes no company either.
    expect((await signup(companyBody(uniqueSlug('flood')), undefined, address)).status).toBe(429);
    expect((await signup({ display_name: 'Person', email: 'person@flood.test', password: 'longenough' }, acme.host)).status).toBe(202);
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
