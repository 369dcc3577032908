import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/lib/auth/cookie-names';
import { authSecret } from '@/lib/auth/secret';
import { openSession } from '@/lib/auth/sessions';
import { TIME_ZONES } from '@/lib/time-zones';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

let c: Awaited<ReturnType<typeof makeCompany>>;
let staff: Awaited<ReturnType<typeof addUser>>;

beforeAll(async () => {
  c = await makeCompany('settings');
  staff = await addUser(c.host, c.owner.authKey);
});

const admin = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: c.owner.authKey, body });
const fields = (res: { body: { field: string }[] }) => res.body.map((e) => e.field).sort();
const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64')}`;

describe('company information', () => {
  it('starts from defaults every user reads', async () => {
    const read = await api('GET', 'settings', { host: c.host, token: staff.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ company_name: c.company.name, time_zone: TIME_ZONES.indexOf('America/New_York'), currency_code: 'USD', password_min_length: 8, session_length_hours: 720, logo: null });
    expect(read.body.items.find((r: { name: string }) => r.name === 'time_zone').value).toBe(13);
  });

  it('is changed by administrators only, and kept with what other parts keep in the settings', async () => {
    expect((await api('PUT', 'settings', { host: c.host, token: staff.token, body: { phone: '555-0100' } })).status).toBe(403);
    const saved = await admin('PUT', 'settings', {
      company_name: 'Renamed Co',
      logo: PNG,
      billing_street: '1 Main St',
      billing_city: 'Springfield',
      billing_state: 'IL',
      billing_zip: '62701',
      mailing_state: 'PR',
      phone: '555-0100',
      email: 'office@renamed.test',
      website: 'https://renamed.test',
      time_zone: TIME_ZONES.indexOf('Europe/Madrid'),
      currency_display: 'code',
      currency_position: 'after',
      currency_code: 'EUR',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ company_name: 'Renamed Co', logo: PNG, address: '1 Main St\nSpringfield, IL 62701', currency_code: 'EUR' });
    const read = await admin('GET', 'settings');
    expect(read.body).toMatchObject({ company_name: 'Renamed Co', billing_state: 'IL', mailing_state: 'PR', time_zone: 34, currency_position: 'after' });
    // An empty value goes back to its default; what is not given stays.
    const cleared = await admin('PUT', 'settings', { logo: '', currency_code: null });
    expect(cleared.body).toMatchObject({ logo: null, currency_code: 'USD', phone: '555-0100' });
  });

  it('answers 422 naming each wrong field', async () => {
    const res = await admin('PUT', 'settings', {
      company_name: '',
      billing_state: 'XX',
      billing_zip: '1234',
      time_zone: 79,
      currency_code: 'ZZZ',
      currency_display: 'both',
      logo: 'data:text/html;base64,PGgxPg==',
      password_min_length: 4,
      session_length_hours: 721,
      email: 'not an address',
    });
    expect(res.status).toBe(422);
    expect(fields(res).length).toBeGreaterThanOrEqual(7);
    expect(fields(res)).toEqual(expect.arrayContaining(['billing_state', 'time_zone', 'currency_display', 'logo', 'password_min_length', 'session_length_hours', 'email']));
    expect(fields(await admin('PUT', 'settings', { billing_zip: '1234', currency_code: 'ZZZ' }))).toEqual(['billing_zip', 'currency_code']);
    expect((await admin('PUT', 'settings', { company_name: null })).body).toEqual([{ field: 'company_name', message: 'Company name cannot be blank.', code: 'blank', params: { field: 'Company name' } }]);
    const big = `data:image/png;base64,${Buffer.alloc(210 * 1024).toString('base64')}`;
    const tooBig = await admin('PUT', 'settings', { logo: big });
    expect(tooBig.body[0]).toMatchObject({ field: 'logo', code: 'logoImage' });
  });
});

describe('the password policy', () => {
  it('applies where a password is set, naming the rule broken', async () => {
    expect((await admin('PUT', 'settings', { password_min_length: 12, password_require_digit: 1, password_require_mixed_case: 1, password_require_symbol: 1 })).status).toBe(200);
    const make = (password: string) => admin('POST', 'users', { display_name: 'New', email: `n${Math.random().toString(36).slice(2, 8)}@x.test`, password });
    expect((await make('short1A!')).body).toEqual([expect.objectContaining({ field: 'password', code: 'tooShort', params: { field: 'Password', min: 12 } })]);
    expect((await make('no digits here!A')).body[0]).toMatchObject({ field: 'password', code: 'passwordDigit' });
    expect((await make('all lower 1234!')).body[0]).toMatchObject({ field: 'password', code: 'passwordCase' });
    expect((await make('NoSymbolsHere123')).body[0]).toMatchObject({ field: 'password', code: 'passwordSymbol' });
    expect((await make('Good-Password-123')).status).toBe(201);
    // Changing a user's password, and signing up on the company's host.
    expect((await admin('PUT', `users/${staff.id}`, { password: 'weakpassword' })).status).toBe(422);
    const signup = await api('POST', 'site/signup', { host: c.host, body: { display_name: 'Hopeful', email: 'hopeful@x.test', password: 'weakpassword' } });
    expect(signup.status).toBe(422);
    expect(signup.body[0]).toMatchObject({ field: 'password', code: 'passwordDigit' });
    expect((await admin('PUT', 'settings', { password_min_length: 8, password_require_digit: 0, password_require_mixed_case: 0, password_require_symbol: 0 })).status).toBe(200);
  });

  it('is the default at sign-up of a new company (8 characters)', async () => {
    const res = await api('POST', 'site/signup', { body: { company_name: 'X', slug: `pw-${Date.now()}`, display_name: 'O', email: 'o@x.test', password: 'short' } });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('password');
  });
});

describe('the session length', () => {
  /** A browser whose sign-in was `ageS` seconds ago. */
  async function signedInAgo(ageS: number) {
    const sid = await openSession(c.company.id, { userId: c.owner.id });
    const token = await encode({ token: { cid: c.company.id, uid: c.owner.id, sid, sat: Math.floor(Date.now() / 1000) - ageS }, secret: authSecret(), salt: SESSION_COOKIE });
    return `${SESSION_COOKIE}=${token}`;
  }
  const me = (cookie: string) => api('GET', 'site/me', { host: c.host, headers: { cookie } });

  it('signs out a session older than the company allows', async () => {
    const twoHours = await signedInAgo(2 * 3600);
    const fresh = await signedInAgo(60);
    expect((await me(twoHours)).status).toBe(200);
    expect((await admin('PUT', 'settings', { session_length_hours: 1 })).status).toBe(200);
    expect((await me(twoHours)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    expect((await admin('PUT', 'settings', { session_length_hours: 720 })).status).toBe(200);
    expect((await me(twoHours)).status).toBe(200);
  });
});

describe('the logo', () => {
  it('is served as an image for the top bar, and 404 without one', async () => {
    const none = await makeCompany('nologo');
    expect((await api('GET', 'site/logo', { host: none.host })).status).toBe(404);
    await admin('PUT', 'settings', { logo: PNG });
    const res = await api('GET', 'site/logo', { host: c.host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
