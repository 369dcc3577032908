import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';
import { MAX_FAILURES_PER_ACCOUNT } from '@/lib/auth/rate-limit';
import { totpAt } from '@/lib/auth/totp';
import { api, makeCompany, PASSWORD } from '../support/api';
import { addUser } from '../support/people';

let c: Awaited<ReturnType<typeof makeCompany>>;
let person: Awaited<ReturnType<typeof addUser>>;

beforeAll(async () => {
  c = await makeCompany('tfa');
  person = await addUser(c.host, c.owner.authKey);
});

const as = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: person.token, body });
const login = (body: Record<string, string>, ip = '198.51.100.77') => api('POST', 'site/login', { host: c.host, body: { email: person.email, password: PASSWORD, ...body }, headers: { 'x-forwarded-for': ip } });
/** A code of another time step than `now`'s (each step's code is taken once). */
const codeAt = (secret: string, offsetSteps: number) => totpAt(secret, Date.now() + offsetSteps * 30_000);

describe('two-factor sign-in', () => {
  let secret = '';
  let recovery: string[] = [];

  it('is off until enrolled; enrolment shows the secret as an otpauth URI and a QR code, and wants a code', async () => {
    expect((await as('GET', 'site/two-factor')).body).toEqual({ enabled: 0, recovery_codes_left: 0 });
    const started = await as('POST', 'site/two-factor-enrol');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauth_uri).toContain(`secret=${secret}`);
    expect(started.body.qr_svg).toMatch(/^<svg/);
    // Kept sealed: the column holds no secret in the clear.
    const [row] = await (await getDb()).select({ s: users.totpSecret }).from(users).where(eq(users.id, person.id));
    expect(row.s).toMatch(/^v1\./);
    expect(row.s).not.toContain(secret);
    // Not on until confirmed: signing in still needs the password alone.
    expect((await login({})).status).toBe(200);
    expect((await as('POST', 'site/two-factor-confirm', { code: '' })).body).toEqual([{ field: 'code', message: expect.stringMatching(/Enter the code/), code: 'twoFactorCodeRequired', params: {} }]);
    expect((await as('POST', 'site/two-factor-confirm', { code: codeAt(secret, 5) })).status).toBe(422);
    const confirmed = await as('POST', 'site/two-factor-confirm', { code: codeAt(secret, -1) });
    expect(confirmed.status).toBe(200);
    recovery = confirmed.body.recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await as('GET', 'site/two-factor')).body).toEqual({ enabled: 1, recovery_codes_left: 10 });
    // Never sent back, nor shown among the user's fields; an administrator sees that it is on.
    const shown = await api('GET', `users/${person.id}`, { host: c.host, token: c.owner.authKey });
    expect(shown.body.totp_enabled).toBe(true);
    expect(JSON.stringify(shown.body)).not.toMatch(/totp_secret|totp_last_step|recovery_codes/);
  });

  it('then asks for the code after the password, takes a code once, and a recovery code once', async () => {
    const without = await login({});
    expect(without.status).toBe(422);
    expect(without.body).toEqual([{ field: 'code', message: expect.stringMatching(/Enter the code/) }]);
    // A wrong password is still a wrong password, code or not.
    expect((await login({ password: 'wrong password', code: codeAt(secret, 0) })).body[0].field).toBe('password');
    expect((await login({ code: '000000' === codeAt(secret, 0) ? '111111' : '000000' })).body[0]).toMatchObject({ field: 'code', message: expect.stringMatching(/not right/) });
    const code = codeAt(secret, 0);
    const ok = await login({ code });
    expect(ok.status).toBe(200);
    expect(ok.body.auth_key).toBeTruthy();
    // The same code again (replayed) is refused.
    expect((await login({ code })).status).toBe(422);
    // A recovery code, once.
    expect((await login({ code: recovery[0].toUpperCase() })).status).toBe(200);
    expect((await login({ code: recovery[0] })).status).toBe(422);
    expect((await as('GET', 'site/two-factor')).body.recovery_codes_left).toBe(9);
  });

  it('limits wrong codes as it limits wrong passwords', async () => {
    const ip = '198.51.100.99';
    let last = 0;
    for (let i = 0; i <= MAX_FAILURES_PER_ACCOUNT; i++) last = (await login({ code: '12345x' }, ip)).status;
    expect(last).toBe(429);
    // Leaving the code out with the right password does not forgive the wrong ones.
    expect((await login({}, ip)).status).toBe(429);
  });

  it('is turned off with a code, not without one', async () => {
    expect((await as('POST', 'site/two-factor-disable', { code: '' })).status).toBe(422);
    expect((await as('POST', 'site/two-factor-disable', { code: recovery[0] })).status).toBe(422);
    expect((await as('POST', 'site/two-factor-disable', { code: recovery[1] })).status).toBe(204);
    expect((await as('GET', 'site/two-factor')).body).toEqual({ enabled: 0, recovery_codes_left: 0 });
    expect((await login({}, '198.51.100.100')).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('limits wrong codes as sign-in does: a session left open is no place to guess them', async () => {
    const other = await addUser(c.host, c.owner.authKey);
    const asOther = (path: string, body?: unknown) => api('POST', path, { host: c.host, token: other.token, body, headers: { 'x-forwarded-for': '198.51.100.120' } });
    const { secret } = (await asOther('site/two-factor-enrol')).body;
    expect((await asOther('site/two-factor-confirm', { code: codeAt(secret, -1) })).status).toBe(200);
    const wrong = codeAt(secret, 0) === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await asOther('site/two-factor-disable', { code: wrong })).status).toBe(422);
    // Even the right code waits now, and two-factor stays on.
    expect((await asOther('site/two-factor-disable', { code: codeAt(secret, 0) })).status).toBe(429);
    expect((await api('GET', 'site/two-factor', { host: c.host, token: other.token })).body.enabled).toBe(1);
  });
});

describe('look and feel', () => {
  it('is kept per user: light, dark or as the system, and a colour theme 1-58; 422 otherwise', async () => {
    expect((await as('GET', 'site/look-and-feel')).body).toEqual({ theme_mode: 'system', theme_accent: 1, time_zone: null });
    expect((await as('PUT', 'site/look-and-feel', { theme_mode: 'dark', theme_accent: 58 })).body).toEqual({ theme_mode: 'dark', theme_accent: 58, time_zone: null });
    expect((await as('PUT', 'site/look-and-feel', { theme_accent: 12 })).body).toEqual({ theme_mode: 'dark', theme_accent: 12, time_zone: null });
    const wrong = await as('PUT', 'site/look-and-feel', { theme_mode: 'sepia', theme_accent: 59 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.map((e: { field: string }) => e.field).sort()).toEqual(['theme_accent', 'theme_mode']);
    expect((await as('GET', 'site/me')).body).toMatchObject({ theme_mode: 'dark', theme_accent: 12 });
    // Another user's stays their own.
    expect((await api('GET', 'site/look-and-feel', { host: c.host, token: c.owner.authKey })).body).toEqual({ theme_mode: 'system', theme_accent: 1, time_zone: null });
  });
});
