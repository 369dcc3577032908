import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { MAX_FAILURES_PER_ACCOUNT } from '@/lib/auth/rate-limit';
import { forgetUser } from '@/lib/auth/principal';
import { api, makeCompany, PASSWORD } from '../support/api';

let acme: Awaited<ReturnType<typeof makeCompany>>;
let globex: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  acme = await makeCompany('acme');
  globex = await makeCompany('globex');
});

const login = (host: string, email: string, password: string, ip = '198.51.100.1') =>
  api('POST', 'site/login', { host, body: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('POST site/login', () => {
  it('answers the user with a 43-character auth key for the right password', async () => {
    const res = await login(acme.host, acme.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: acme.owner.id, display_name: 'Owner', email: acme.email, status: 1 });
    expect(res.body.auth_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(typeof res.body.created_at).toBe('number');
    expect(res.body.password_hash).toBeUndefined();
  });

  it('ignores the letter case of the e-mail', async () => {
    expect((await login(acme.host, acme.email.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 422', async () => {
    const wrong = await login(acme.host, acme.email, 'not the password', '198.51.100.2');
    const unknown = await login(acme.host, 'nobody@nowhere.test', 'not the password', '198.51.100.2');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual([{ field: 'password', message: 'Incorrect e-mail or password.' }]);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("refuses a user of another company on this company's host", async () => {
    const res = await login(globex.host, acme.email, PASSWORD, '198.51.100.3');
    expect(res.status).toBe(422);
  });

  it('refuses an inactive user, saying so only with the right password', async () => {
    const res = await api('POST', 'site/signup', {
      host: acme.host,
      body: { display_name: 'New Hire', email: 'hire@acme.test', password: 'longenough1' },
    });
    expect(res.status).toBe(202);
    const right = await login(acme.host, 'hire@acme.test', 'longenough1', '198.51.100.4');
    expect(right.status).toBe(422);
    expect(right.body[0].field).toBe('email');
    expect(right.body[0].message).toMatch(/not active/);
    const wrong = await login(acme.host, 'hire@acme.test', 'wrong-password', '198.51.100.4');
    expect(wrong.body).toEqual([{ field: 'password', message: 'Incorrect e-mail or password.' }]);
  });

  it('answers 422 naming missing fields and 400 for malformed JSON', async () => {
    const missing = await api('POST', 'site/login', { host: acme.host, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
    const malformed = await api('POST', 'site/login', { host: acme.host, rawBody: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ name: 'Bad Request', status: 400 });
  });

  it('answers 404 JSON on an unknown company host', async () => {
    const res = await login('nosuchco.example.com', acme.email, PASSWORD);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Company not found.', status: 404 });
  });

  it(`limits failures to ${MAX_FAILURES_PER_ACCOUNT} per account and address in 15 minutes, then 429 with Retry-After`, async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(acme.host, acme.email, `wrong-${i}`, ip)).status).toBe(422);
    }
    const blocked = await login(acme.host, acme.email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another address is not blocked for the same account.
    expect((await login(acme.host, acme.email, PASSWORD, '192.0.2.51')).status).toBe(200);
  });
});

describe('token login and the current user', () => {
  it('logs in by auth key and answers the same user', async () => {
    const { body } = await login(acme.host, acme.email, PASSWORD);
    const res = await api('GET', `site/login-via-token?authKey=${body.auth_key}`, { host: acme.host });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: acme.owner.id, auth_key: body.auth_key });
  });

  it("refuses a key on another company's host, and a missing key with 400", async () => {
    const { body } = await login(acme.host, acme.email, PASSWORD);
    expect((await api('GET', `site/login-via-token?authKey=${body.auth_key}`, { host: globex.host })).status).toBe(422);
    const missing = await api('GET', 'site/login-via-token', { host: acme.host });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('authKey');
  });

  it('answers site/me for a bearer key and 401 without one', async () => {
    const me = await api('GET', 'site/me', { host: acme.host, token: acme.owner.authKey });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(acme.email);
    const anonymous = await api('GET', 'site/me', { host: acme.host });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String), status: 401 });
    expect((await api('GET', 'site/me', { host: globex.host, token: acme.owner.authKey })).status).toBe(401);
  });

  it('answers 401 for any collection without credentials', async () => {
    expect((await api('GET', 'customers', { host: acme.host })).status).toBe(401);
  });

  it('stops honouring a key once rotated', async () => {
    const company = await makeCompany('rot');
    const old = company.owner.authKey;
    const rotated = await api('POST', 'site/rotate-auth-key', { host: company.host, token: old });
    expect(rotated.status).toBe(200);
    expect(rotated.body.auth_key).not.toBe(old);
    expect((await api('GET', 'site/me', { host: company.host, token: old })).status).toBe(401);
    expect((await api('GET', 'site/me', { host: company.host, token: rotated.body.auth_key })).status).toBe(200);
  });

  it('stops honouring a user who is deactivated', async () => {
    const company = await makeCompany('off');
    const db = await getDb();
    await db.update(users).set({ status: 0 }).where(eq(users.id, company.owner.id));
    forgetUser(company.owner);
    expect((await api('GET', 'site/me', { host: company.host, token: company.owner.authKey })).status).toBe(401);
  });
});
