import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWorker } from '@/lib/api/jobs';
import { unsubscribeRequest } from '@/lib/api/unsubscribe';
import { unsubscribeToken } from '@/lib/mail/unsubscribe';
import { decoded, mailingCompany, smtp } from '../support/mail';

const drain = () => appWorker({ backoff: () => 0 }).drain();


const post = (token: string) => unsubscribeRequest(new Request('http://blast.localhost/api/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ t: token }) }));

describe('the e-mail blaster', { timeout: 120_000 }, () => {
  let server: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    server = await smtp();
    process.env.MAIL_BLAST_PER_MINUTE = '2';
  });
  afterAll(async () => {
    delete process.env.MAIL_BLAST_PER_MINUTE;
    await server.close();
  });

  it('sends a template to the audience chosen, merge fields filled, paced per minute, and skips those who unsubscribed', async () => {
    const c = await mailingCompany(server.port); // its customer Acme Ltd, ap@acme.test
    for (const body of [{ display_name: 'Bravo Co', email: 'bravo@blast.test' }, { display_name: 'Charlie Co', email: 'charlie@blast.test' }, { display_name: 'No Address Co' }]) {
      expect((await c.call('POST', 'customers', body)).status).toBe(201);
    }
    const gone = await c.call('POST', 'customers', { display_name: 'Inactive Co', email: 'inactive@blast.test' });
    await c.call('POST', `customers/${gone.body.id}/inactivate`);
    await c.call('POST', 'prospects', { display_name: 'Prospect Pat', email: 'pat@blast.test' });
    const template = await c.call('POST', 'email-templates', { display_name: 'Spring', subject: 'Spring offers for {{customer_name}}', body: 'Dear {{customer_name}},\nnews from {{company_name}}.' });

    const preview = await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'customers' });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ count: 3, skipped: 0, to: { name: 'Acme Ltd', email: 'ap@acme.test' }, subject: 'Spring offers for Acme Ltd' });
    expect(preview.body.body).toContain('Dear Acme Ltd,');
    expect(preview.body.body).toContain('/unsubscribe?t=');
    expect(preview.body.body).toContain(`You receive this e-mail from ${c.company.name}. To receive no more of them: http`);

    const blast = await c.call('POST', 'email-blasts', { display_name: 'Spring blast', template_id: template.body.id, audience: 'customers' });
    expect(blast.status).toBe(201);
    expect(blast.body).toMatchObject({ recipients: 3, skipped: 0 });
    const queued = (await c.call('GET', `sent-emails?filter[blast_id]=${blast.body.id}&sort=to_email`)).body.items as { to_email: string; is_sent: number; send_at: number }[];
    expect(queued.map((s) => s.to_email)).toEqual(['ap@acme.test', 'bravo@blast.test', 'charlie@blast.test']);
    // Two a minute: the third waits a minute.
    const times = queued.map((s) => s.send_at).sort();
    expect(times[1] - times[0]).toBeLessThanOrEqual(1);
    expect(times[2] - times[0]).toBeGreaterThanOrEqual(59);

    await drain();
    const sentNow = (await c.call('GET', `sent-emails?filter[blast_id]=${blast.body.id}&sort=to_email`)).body.items.map((s: { is_sent: number }) => s.is_sent);
    expect(sentNow.filter((s: number) => s === 1)).toHaveLength(2);
    const toAcme = server.received.find((m) => m.to.includes('ap@acme.test'))!;
    const text = decoded(toAcme.raw);
    expect(text).toContain('Subject: Spring offers for Acme Ltd');
    expect(text).toContain('Dear Acme Ltd,');
    expect(text).toContain(`news from ${c.company.name}.`);
    const token = /\/unsubscribe\?t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(text)![1];
    expect(token).toBe(unsubscribeToken(c.company.id, 'ap@acme.test'));

    // The link, with no sign-in: Acme asks for no more; a forged or foreign token does nothing.
    expect((await post(`${token.split('.')[0]}.forged`)).status).toBe(400);
    expect((await post(unsubscribeToken(c.company.id, 'bravo@blast.test').replace(/.$/, 'x'))).status).toBe(400);
    const done = await post(token);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('done=1');
    expect((await post(token)).status).toBe(303); // twice is once

    const again = await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'customers' });
    expect(again.body).toMatchObject({ count: 2, skipped: 1, to: { name: 'Bravo Co' } });
    const second = await c.call('POST', 'email-blasts', { display_name: 'Summer blast', template_id: template.body.id, audience: 'customers' });
    expect(second.body).toMatchObject({ recipients: 2, skipped: 1 });
    const secondTo = (await c.call('GET', `sent-emails?filter[blast_id]=${second.body.id}`)).body.items.map((s: { to_email: string }) => s.to_email).sort();
    expect(secondTo).toEqual(['bravo@blast.test', 'charlie@blast.test']);
    // Behind the first blast's waiting e-mail: the company's pace holds across blasts.
    const secondTimes = (await c.call('GET', `sent-emails?filter[blast_id]=${second.body.id}`)).body.items.map((s: { send_at: number }) => s.send_at);
    expect(Math.min(...secondTimes) - times[0]).toBeGreaterThanOrEqual(59);

    // Renamed as the form saves it (all its fields); its template and audience stay what was sent.
    expect((await c.call('PUT', `email-blasts/${blast.body.id}`, { display_name: 'Spring blast (sent)', template_id: template.body.id, audience: 'customers' })).status).toBe(200);
    expect((await c.call('PUT', `email-blasts/${blast.body.id}`, { audience: 'vendors' })).body[0].field).toBe('template_id');

    // The footer speaks the sender's language.
    await c.call('PUT', `users/${c.owner.id}`, { locale: 'es' });
    const spanish = await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'customers' });
    expect(spanish.body.body).toContain(`Recibe este correo de ${c.company.name}. Para no recibir más: http`);

    const prospects = await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'prospects' });
    expect(prospects.body).toMatchObject({ count: 1, skipped: 0, to: { name: 'Prospect Pat', email: 'pat@blast.test' } });
  });

  it('refuses a blast without a template, to an unknown audience, or to nobody, naming the field', async () => {
    const c = await mailingCompany(server.port);
    const template = await c.call('POST', 'email-templates', { display_name: 'T', subject: 'S', body: 'B' });
    const field = async (body: Record<string, unknown>) => (await c.call('POST', 'email-blasts', { display_name: 'X', ...body })).body.map((e: { field: string }) => e.field);
    expect(await field({ audience: 'customers' })).toEqual(['template_id']);
    expect(await field({ template_id: template.body.id, audience: 'aliens' })).toEqual(['audience']);
    expect(await field({ template_id: template.body.id, audience: 'vendors' })).toEqual(['audience']);
    expect((await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'aliens' })).status).toBe(422);
  });
});
