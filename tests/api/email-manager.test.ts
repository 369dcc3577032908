import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '@/db/schema';
import { collectionsFor } from '@/lib/api/registry';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { api, makeCompany, PASSWORD } from '../support/api';
import { smtp } from '../support/mail';

process.env.MAIL_SECRET_KEY ??= 'test-mail-key-test-mail-key-0123456789';

/** A company, its owner's calls, and a second user who is not an administrator, with theirs. */
async function companyWithStaff() {
  const c = await makeCompany('mgr');
  const call = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: c.owner.authKey, body });
  const email = `clerk@${c.host}`;
  expect((await call('POST', 'users', { display_name: 'Clerk', email, password: PASSWORD })).status).toBe(201);
  const login = await api('POST', 'site/login', { host: c.host, body: { email, password: PASSWORD } });
  const clerk = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: login.body.auth_key, body });
  return { ...c, call, clerk, clerkAuthKey: login.body.auth_key as string };
}

describe('the Email Manager', { timeout: 120_000 }, () => {
  let ok: Awaited<ReturnType<typeof smtp>>;
  let refusing: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    ok = await smtp();
    refusing = await smtp('Relaying denied');
  });
  afterAll(async () => {
    await ok.close();
    await refusing.close();
  });

  it('keeps the company’s own SMTP server, its password sealed and never shown back, and sends a test e-mail through it', async () => {
    const c = await companyWithStaff();
    expect((await c.call('GET', 'mail-settings')).body).toMatchObject({ host: null, password: null, password_set: 0 });
    const saved = await c.call('PUT', 'mail-settings', { host: '127.0.0.1', port: ok.port, secure: 0, username: 'mailer', password: 's3cret-pass', from_address: 'Billing <billing@mgr.test>' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ host: '127.0.0.1', port: ok.port, username: 'mailer', password: null, password_set: 1, from_address: 'Billing <billing@mgr.test>' });
    const read = await c.call('GET', 'mail-settings');
    expect(JSON.stringify(read.body)).not.toContain('s3cret-pass');
    expect(read.body.items.find((r: { name: string }) => r.name === 'password_set').value).toBe(1);
    const [row] = await withTenant(c.company.id, (tx) => tx.select().from(mailSettings).where(eq(mailSettings.companyId, c.company.id)));
    expect(row.passwordSealed).toMatch(/^v1\./);
    expect(row.passwordSealed).not.toContain('s3cret');
    // A change without a password keeps the one kept.
    expect((await c.call('PUT', 'mail-settings', { username: 'mailer2', password: '' })).body).toMatchObject({ username: 'mailer2', password_set: 1 });

    const test = await c.call('POST', 'mail-settings/test', {});
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ sent: true, to: c.email });
    const received = ok.received.find((m) => m.to.includes(c.email))!;
    expect(received.raw).toContain(`Subject: Test e-mail from ${c.company.name}`);
    expect(received.raw).toContain('From: Billing <billing@mgr.test>');

    await c.call('PUT', 'mail-settings', { port: refusing.port });
    const refused = await c.call('POST', 'mail-settings/test', { to: 'someone@else.test' });
    expect(refused.status).toBe(422);
    expect(refused.body[0]).toMatchObject({ field: 'host', message: expect.stringContaining('Relaying denied') });
  });

  it('refuses bad mail settings naming the field, and lets only administrators change them or send a test', async () => {
    const c = await companyWithStaff();
    const field = async (body: Record<string, unknown>) => (await c.call('PUT', 'mail-settings', body)).body.map((e: { field: string }) => e.field);
    expect(await field({ port: 70000 })).toEqual(['port']);
    expect(await field({ from_address: 'not an address' })).toEqual(['from_address']);
    expect(await field({ host: 'smtp://mail.example.com:25' })).toEqual(['host']);
    expect((await c.clerk('PUT', 'mail-settings', { host: 'evil.example.com' })).status).toBe(403);
    expect((await c.clerk('POST', 'mail-settings/test', {})).status).toBe(403);
    expect((await c.clerk('GET', 'mail-settings')).body).toMatchObject({ password: null, password_set: 0 });
  });

  it('offers the job queue only to administrators: it is not among the collections a clerk’s workspace knows, and its API stays 403', async () => {
    const c = await companyWithStaff();
    const [owner, clerk] = await withTenant(c.company.id, async (tx) => [await loadUser(tx, { authKey: c.owner.authKey }), await loadUser(tx, { authKey: c.clerkAuthKey })]);
    expect(Object.keys(collectionsFor(owner!, c.company))).toContain('queue-jobs');
    expect(Object.keys(collectionsFor(clerk!, c.company))).not.toContain('queue-jobs');
    expect(Object.keys(collectionsFor(clerk!, c.company))).toContain('emails');
    expect((await c.clerk('GET', 'queue-jobs')).status).toBe(403);
  });

  it('opens a queued e-mail to view it, never to edit it: the definition says so, a change is refused, a declined one is resent', async () => {
    const c = await companyWithStaff();
    await c.call('PUT', 'mail-settings', { host: '127.0.0.1', port: refusing.port, from_address: 'office@mgr.test' });
    const meta = await c.call('GET', 'emails/meta');
    expect(meta.body.features.unchangeable).toBe(true);
    expect((await c.call('GET', 'email-templates/meta')).body.features.unchangeable).toBe(false);
    const email = await c.call('POST', 'emails', { display_name: 'Refused', subject: 'Hi', body: 'Hi.', to_emails: 'nobody@mgr.test' });
    const changed = await c.call('PUT', `emails/${email.body.id}`, { display_name: 'Renamed' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual([{ field: 'display_name', message: 'An e-mail is not changed once queued: send another.' }]);
    expect((await c.call('POST', `emails/${email.body.id}/resend`)).status).toBe(422);
    const { appWorker } = await import('@/lib/api/jobs');
    await appWorker({ backoff: () => 0 }).drain();
    expect((await c.call('GET', `emails/${email.body.id}`)).body.is_sent).toBe(2);
    const resent = await c.call('POST', `emails/${email.body.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.is_sent).toBe(0);
    expect((await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}`)).body.items[0]).toMatchObject({ is_sent: 0, reason: null });
  });
});
