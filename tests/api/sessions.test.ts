import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { MAX_FAILURES_PER_ACCOUNT } from '@/lib/auth/rate-limit';
import { authSecret } from '@/lib/auth/secret';
import { endSession, openSession } from '@/lib/auth/sessions';
import { api, makeCompany, PASSWORD } from '../support/api';
import { addUser } from '../support/people';

/** Sessions end on the server: a signed cookie is honoured only while its session lives. */
let company: Awaited<ReturnType<typeof makeCompany>>;

beforeAll(async () => {
  company = await makeCompany('sessions');
});

/** A browser signed in as `uid`, as the login's jwt callback makes it (lib/auth/next-auth.ts). */
async function signIn(uid: number, claims: Record<string, unknown> = {}) {
  const sid = await openSession(company.company.id, { userId: uid });
  const token = await encode({ token: { cid: company.company.id, uid, sid, ...claims }, secret: authSecret(), salt: SESSION_COOKIE });
  return { sid, cookie: `${SESSION_COOKIE}=${token}` };
}

const me = (cookie: string) => api('GET', 'site/me', { host: company.host, headers: { cookie } });
const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, { host: company.host, token: company.owner.authKey, body });

describe('a session', () => {
  it('is honoured while it lives, and no longer once signed out, though its cookie is still validly signed', async () => {
    const browser = await signIn(company.owner.id);
    const other = await signIn(company.owner.id);
    expect((await me(browser.cookie)).status).toBe(200);
    await endSession(company.company.id, browser.sid);
    expect((await me(browser.cookie)).status).toBe(401);
    // Signing out of one browser leaves the others signed in.
    expect((await me(other.cookie)).status).toBe(200);
  });

  it('must be the cookie user’s own: a cookie without a session, or naming another user’s, is worth nothing', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const theirs = await signIn(staff.id);
    const token = await encode({ token: { cid: company.company.id, uid: company.owner.id, sid: theirs.sid }, secret: authSecret(), salt: SESSION_COOKIE });
    expect((await me(`${SESSION_COOKIE}=${token}`)).status).toBe(401);
    const old = await encode({ token: { cid: company.company.id, uid: company.owner.id }, secret: authSecret(), salt: SESSION_COOKIE });
    expect((await me(`${SESSION_COOKIE}=${old}`)).status).toBe(401);
  });
});

describe('every session of a user ends', () => {
  it('when an administrator sets their password: the old key stops too, the new password signs in', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const browser = await signIn(staff.id);
    expect((await me(browser.cookie)).status).toBe(200);
    expect((await asAdmin('PUT', `users/${staff.id}`, { password: 'a brand new password' })).status).toBe(200);
    expect((await me(browser.cookie)).status).toBe(401);
    expect((await api('GET', 'site/me', { host: company.host, token: staff.token })).status).toBe(401);
    const again = await api('POST', 'site/login', { host: company.host, body: { email: staff.email, password: 'a brand new password' } });
    expect(again.status).toBe(200);
    expect(again.body.auth_key).not.toBe(staff.token);
  });

  it('when they are deactivated, and stay ended once they are active again', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const browser = await signIn(staff.id);
    expect((await asAdmin('POST', `users/${staff.id}/inactivate`)).status).toBe(200);
    expect((await me(browser.cookie)).status).toBe(401);
    expect((await asAdmin('POST', `users/${staff.id}/activate`)).status).toBe(200);
    expect((await me(browser.cookie)).status).toBe(401);
    // Their API key went with the deactivation (issue 35): the old one stays refused.
    expect((await api('GET', 'site/me', { host: company.host, token: staff.token })).status).toBe(401);
  });

  it('but the one they change their own password in: the current password proves it is them, the policy applies', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const here = await signIn(staff.id);
    const elsewhere = await signIn(staff.id);
    const change = (body: unknown) => api('POST', 'site/change-password', { host: company.host, headers: { cookie: here.cookie, 'x-forwarded-for': '203.0.113.40' }, body });
    expect((await change({ current_password: '', password: 'another password 1' })).body).toEqual([expect.objectContaining({ field: 'current_password', code: 'blank' })]);
    expect((await change({ current_password: 'not it at all', password: 'another password 1' })).body).toEqual([expect.objectContaining({ field: 'current_password', code: 'passwordCurrentWrong' })]);
    expect((await change({ current_password: PASSWORD, password: 'short' })).body).toEqual([expect.objectContaining({ field: 'password', code: 'tooShort' })]);
    expect((await change({ current_password: PASSWORD, password: PASSWORD })).body).toEqual([expect.objectContaining({ field: 'password', code: 'passwordUnchanged' })]);
    // Nothing changed yet: the old password still signs in, both browsers still in.
    expect((await me(elsewhere.cookie)).status).toBe(200);

    expect((await change({ current_password: PASSWORD, password: 'another password 1' })).status).toBe(204);
    expect((await me(here.cookie)).status).toBe(200);
    expect((await me(elsewhere.cookie)).status).toBe(401);
    // The login link's key changed with it, as when an administrator sets a password.
    expect((await api('GET', 'site/me', { host: company.host, token: staff.token })).status).toBe(401);
    expect((await api('POST', 'site/login', { host: company.host, body: { email: staff.email, password: PASSWORD } })).status).toBe(422);
    expect((await api('POST', 'site/login', { host: company.host, body: { email: staff.email, password: 'another password 1' } })).status).toBe(200);
  });

  it('and a wrong current password counts as a failed login: it cannot be guessed here instead', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const here = await signIn(staff.id);
    const change = (current: string) => api('POST', 'site/change-password', { host: company.host, headers: { cookie: here.cookie, 'x-forwarded-for': '203.0.113.41' }, body: { current_password: current, password: 'another password 2' } });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await change(`wrong ${i}`)).status).toBe(422);
    expect((await change(PASSWORD)).status).toBe(429);
    expect((await api('POST', 'site/login', { host: company.host, body: { email: staff.email, password: PASSWORD }, headers: { 'x-forwarded-for': '203.0.113.41' } })).status).toBe(429);
  });

  it('when they take a new key (it also signs in by link)', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const browser = await signIn(staff.id);
    const rotated = await api('POST', 'site/rotate-auth-key', { host: company.host, token: staff.token });
    expect(rotated.status).toBe(200);
    expect((await me(browser.cookie)).status).toBe(401);
    expect((await api('GET', 'site/me', { host: company.host, token: staff.token })).status).toBe(401);
    expect((await api('GET', 'site/me', { host: company.host, token: rotated.body.auth_key })).status).toBe(200);
  });

  it('when they sign out everywhere, this browser included; nobody else’s', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const here = await signIn(staff.id);
    const there = await signIn(staff.id);
    const owners = await signIn(company.owner.id);
    const res = await api('POST', 'site/sign-out-everywhere', { host: company.host, headers: { cookie: here.cookie } });
    expect(res.status).toBe(204);
    expect((await me(here.cookie)).status).toBe(401);
    expect((await me(there.cookie)).status).toBe(401);
    expect((await me(owners.cookie)).status).toBe(200);
  });

  it('when an administrator signs them out everywhere (a lost laptop); a non-administrator may not', async () => {
    const staff = await addUser(company.host, company.owner.authKey);
    const browser = await signIn(staff.id);
    const refused = await api('POST', `users/${company.owner.id}/sign-out-everywhere`, { host: company.host, token: staff.token });
    expect(refused.status).toBe(403);
    const done = await asAdmin('POST', `users/${staff.id}/sign-out-everywhere`);
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(staff.id);
    expect(done.body).not.toHaveProperty('auth_key');
    expect((await me(browser.cookie)).status).toBe(401);
    // The password and key stay as they were.
    expect((await api('GET', 'site/me', { host: company.host, token: staff.token })).status).toBe(200);
    expect((await api('POST', 'site/login', { host: company.host, body: { email: staff.email, password: PASSWORD } })).status).toBe(200);
  });
});
