import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings } from '@/db/schema';
import { appWorker } from '@/lib/api/jobs';
import { withTenant } from '@/lib/tenant/transaction';
import { mailingCompany, smtp } from '../support/mail';
import { salesCompany } from '../support/sales';

const drain = () => appWorker({ backoff: () => 0 }).drain();

describe('sending e-mail through the queue', { timeout: 120_000 }, () => {
  let ok: Awaited<ReturnType<typeof smtp>>;
  let refusing: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    ok = await smtp();
    refusing = await smtp('No such user here');
  });
  afterAll(async () => {
    await ok.close();
    await refusing.close();
  });

  it('sends a composed e-mail from a template, merge fields filled and signed, and shows it Sent', async () => {
    const c = await mailingCompany(ok.port);
    const template = await c.call('POST', 'email-templates', { display_name: 'Hello', subject: 'News for {{customer_name}}', body: 'Dear {{customer_name}},\nregards from {{company_name}}.' });
    expect(template.status).toBe(201);
    expect((await c.call('POST', 'email-signatures', { display_name: 'Mine', body: 'Olga, Accounts' })).status).toBe(201);
    const email = await c.call('POST', 'emails', { display_name: 'Spring news', template_id: template.body.id, customer_ids: [c.customerId], to_emails: 'boss@other.test' });
    expect(email.status).toBe(201);
    expect(email.body).toMatchObject({ is_sent: 0, peopleCount: 2, schedule_time: null });
    const pending = await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}&sort=to_email`);
    expect(pending.body.items.map((s: { to_email: string; is_sent: number }) => [s.to_email, s.is_sent])).toEqual([['ap@acme.test', 0], ['boss@other.test', 0]]);

    await drain();
    const toAcme = ok.received.find((m) => m.to.includes('ap@acme.test'))!;
    expect(toAcme.raw).toContain('Subject: News for Acme Ltd');
    expect(toAcme.raw).toContain('Dear Acme Ltd,');
    expect(toAcme.raw).toContain(`regards from ${c.company.name}.`);
    expect(toAcme.raw).toContain('Olga, Accounts');
    expect(toAcme.raw).toContain('From: billing@mail.test');
    const sent = await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}`);
    expect(sent.body.items.map((s: { is_sent: number }) => s.is_sent)).toEqual([1, 1]);
    expect((await c.call('GET', `emails/${email.body.id}`)).body.is_sent).toBe(1);
  });

  it('e-mails an invoice through the queue with its PDF attached, merge fields filled and signed, in the Email Queue until sent', async () => {
    const s = await salesCompany('mailinv');
    await withTenant(s.company.id, (tx) => tx.insert(mailSettings).values({ companyId: s.company.id, host: '127.0.0.1', port: ok.port, fromAddress: 'ar@mailinv.test' }));
    await s.call('PUT', `customers/${s.customerId}`, { email: 'payables@acme.test' });
    await s.call('POST', 'email-signatures', { display_name: 'Mine', body: 'Ana, Receivables' });
    const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-05-01', due_date: '2026-05-31', lines: [{ type: 'service', item_id: s.items.design, quantity: '2' }] });
    expect(invoice.status).toBe(201);
    const queued = await s.call('POST', `invoices/${invoice.body.id}/email`, {});
    expect(queued.status).toBe(200);
    expect((await s.call('GET', 'invoices?filter[flag]=email_queue')).body.items.map((i: { id: number }) => i.id)).toEqual([invoice.body.id]);
    await drain();
    const mail = ok.received.find((m) => m.to.includes('payables@acme.test'))!;
    expect(mail.raw).toContain(`Subject: Invoice ${invoice.body.number} from ${s.company.name}`);
    expect(mail.raw).toContain('Dear Acme Ltd,');
    expect(mail.raw).toContain('240.00 due on 2026-05-31');
    expect(mail.raw).toContain('Ana, Receivables');
    expect(mail.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=invoice-${invoice.body.number}\\.pdf`, 'i'));
    expect(mail.raw).toContain('JVBERi0'); // "%PDF-" in base64: the attachment is a PDF
    expect((await s.call('GET', 'invoices?filter[flag]=email_queue')).body.items).toEqual([]);
    const customerless = await s.call('PUT', `customers/${s.customerId}`, { email: null });
    expect(customerless.status).toBe(200);
    expect((await s.call('POST', `invoices/${invoice.body.id}/email`, {})).body).toEqual([{ field: 'to', message: 'The customer has no e-mail address: give one.', code: 'customerNoEmail', params: {} }]);
  });

  it('sends a scheduled e-mail only once its time has come', async () => {
    const c = await mailingCompany(ok.port);
    const at = Math.floor(Date.now() / 1000) + 3600;
    const email = await c.call('POST', 'emails', { display_name: 'Later', subject: 'Later', body: 'Soon.', to_emails: 'later@acme.test', schedule_time: at });
    expect(email.body.schedule_time).toBe(at);
    await drain();
    expect(ok.received.some((m) => m.to.includes('later@acme.test'))).toBe(false);
    expect((await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}`)).body.items[0].is_sent).toBe(0);
  });

  it('gives Declined with the server’s reason at a refusal for good, and resends on request', async () => {
    const c = await mailingCompany(refusing.port);
    const email = await c.call('POST', 'emails', { display_name: 'Refused', subject: 'Hi', body: 'Hi.', to_emails: 'nobody@acme.test' });
    await drain();
    const [declined] = (await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}`)).body.items;
    expect(declined.is_sent).toBe(2);
    expect(declined.reason).toMatch(/550.*No such user here/);
    const jobs = await c.call('GET', 'queue-jobs?filter[state]=dead');
    expect(jobs.body.items).toHaveLength(1);
    expect(jobs.body.items[0]).toMatchObject({ kind: 'email.send', attempts: 1 });
    expect((await c.call('GET', `emails/${email.body.id}`)).body.is_sent).toBe(2);
    const again = await c.call('POST', `sent-emails/${declined.id}/resend`);
    expect(again.body).toMatchObject({ is_sent: 0, reason: null });
  });

  it('sends nothing for a request that rolled back', async () => {
    const c = await mailingCompany(ok.port);
    // A customer without an address fails the request after the other recipients were queued.
    const bare = await c.call('POST', 'customers', { display_name: 'No Mail Co' });
    const refused = await c.call('POST', 'emails', { display_name: 'Half', subject: 'Hi', body: 'Hi.', to_emails: 'rolled@acme.test', customer_ids: [bare.body.id] });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ field: 'customer_ids', message: 'No Mail Co has no e-mail address.', code: 'recipientNoEmail', params: { name: 'No Mail Co' } }]);
    await drain();
    expect(ok.received.some((m) => m.to.includes('rolled@acme.test'))).toBe(false);
    expect((await c.call('GET', 'sent-emails')).body.items).toEqual([]);
  });

  it('refuses an e-mail with nobody to send it to, or a bad address', async () => {
    const c = await mailingCompany(ok.port);
    expect((await c.call('POST', 'emails', { display_name: 'None', subject: 'Hi', body: 'x' })).body).toEqual([{ field: 'customer_ids', message: 'Choose someone to send it to.', code: 'chooseRecipient', params: {} }]);
    expect((await c.call('POST', 'emails', { display_name: 'Bad', subject: 'Hi', body: 'x', to_emails: 'not-an-address' })).body).toEqual([{ field: 'to_emails', message: '"not-an-address" is not an e-mail address.', code: 'notEmailAddress', params: { value: 'not-an-address' } }]);
  });
});
