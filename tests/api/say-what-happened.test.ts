import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailSettings, notifications, queueJobs } from '@/db/schema';
import { appWorker } from '@/lib/api/jobs';
import { resources as registry } from '@/lib/api/registry';
import { asWorker, Worker } from '@/lib/jobs/queue';
import { withTenant } from '@/lib/tenant/transaction';
import { api } from '../support/api';
import { addUser } from '../support/people';
import { smtp } from '../support/mail';
import { salesCompany } from '../support/sales';

type Sales = Awaited<ReturnType<typeof salesCompany>>;

/** An invoice of the sales company, to a customer with an address. */
async function invoiceFor(s: Sales) {
  await s.call('PUT', `customers/${s.customerId}`, { email: 'payables@acme.test' });
  const invoice = await s.call('POST', 'invoices', { customer_id: s.customerId, date: '2026-05-01', lines: [{ type: 'service', item_id: s.items.design, quantity: '1' }] });
  expect(invoice.status).toBe(201);
  return invoice.body as { id: number; number: string };
}

const jobsOf = (companyId: number, kind: string) => asWorker((tx) => tx.select().from(queueJobs).where(and(eq(queueJobs.companyId, companyId), eq(queueJobs.kind, kind))));

/**
 * Actions whose outcome comes later say at once when it cannot come (issue 36, item 6): without a
 * mail server (the company's own or the platform's SMTP_URL, which the tests do not set) nothing
 * is queued to e-mail and the answer says where a server is set up; one click queues one e-mail;
 * a job given up tells whoever queued it.
 */
describe('saying what happened', { timeout: 180_000 }, () => {
  let sink: Awaited<ReturnType<typeof smtp>>;
  let refusing: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    sink = await smtp();
    refusing = await smtp('No such user here');
  });
  afterAll(async () => {
    await sink.close();
    await refusing.close();
  });

  it('refuses to e-mail an invoice with no mail server, saying where to set one up, and queues nothing', async () => {
    const s = await salesCompany('no-mail');
    const invoice = await invoiceFor(s);
    const refused = await s.call('POST', `invoices/${invoice.id}/email`, {});
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual([{ field: 'mail_server', code: 'noMailServer', params: {}, message: 'No mail server is set up: set one in Email Manager › Mail Settings, then send again.' }]);
    // Save and e-mail's queue too; the print queue needs no server.
    expect((await s.call('POST', `invoices/${invoice.id}/queue`, { email: 1 })).body[0]).toMatchObject({ field: 'mail_server', code: 'noMailServer' });
    expect((await s.call('POST', `invoices/${invoice.id}/queue`, { print: 1 })).status).toBe(200);
    expect((await s.call('GET', `invoices/${invoice.id}`)).body).toMatchObject({ is_in_email_que: false, is_in_print_que: true });
    expect((await s.call('GET', 'sent-emails')).body.items).toEqual([]);
    expect(await jobsOf(s.company.id, 'email.send')).toEqual([]);

    // An e-mail to go now is refused too; one scheduled later waits for a server to be set up by then.
    const now = await s.call('POST', 'emails', { display_name: 'Now', subject: 'Hi', body: 'Hi.', to_emails: 'reader@acme.test' });
    expect(now.body[0]).toMatchObject({ field: 'mail_server', code: 'noMailServer' });
    const later = await s.call('POST', 'emails', { display_name: 'Later', subject: 'Hi', body: 'Hi.', to_emails: 'reader@acme.test', schedule_time: Math.floor(Date.now() / 1000) + 86_400 });
    expect(later.status).toBe(201);

    // A server without a sender address is no better: the answer says what is missing.
    await withTenant(s.company.id, (tx) => tx.insert(mailSettings).values({ companyId: s.company.id, host: '127.0.0.1', port: sink.port }));
    expect((await s.call('POST', `invoices/${invoice.id}/email`, {})).body[0]).toMatchObject({ field: 'mail_server', code: 'noMailSender' });
    await s.call('PUT', 'mail-settings', { from_address: 'ar@no-mail.test' });
    expect((await s.call('POST', `invoices/${invoice.id}/email`, {})).status).toBe(200);
  });

  it('queues one e-mail of an invoice for one click, or two, or two at once', async () => {
    const s = await salesCompany('one-click');
    await withTenant(s.company.id, (tx) => tx.insert(mailSettings).values({ companyId: s.company.id, host: '127.0.0.1', port: sink.port, fromAddress: 'ar@one-click.test' }));
    const invoice = await invoiceFor(s);
    const [a, b] = await Promise.all([s.call('POST', `invoices/${invoice.id}/email`, {}), s.call('POST', `invoices/${invoice.id}/email`, {})]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await s.call('POST', `invoices/${invoice.id}/email`, {})).status).toBe(200);
    const pending = (await s.call('GET', 'sent-emails')).body.items as { to_email: string; is_sent: number }[];
    expect(pending.map((e) => [e.to_email, e.is_sent])).toEqual([['payables@acme.test', 0]]);
    expect(await jobsOf(s.company.id, 'email.send')).toHaveLength(1);
    // Another address is another e-mail.
    expect((await s.call('POST', `invoices/${invoice.id}/email`, { to: 'boss@acme.test' })).status).toBe(200);
    expect((await s.call('GET', 'sent-emails')).body.items).toHaveLength(2);
    // Once sent, e-mailing it again is a new e-mail.
    await appWorker({ backoff: () => 0 }).drain();
    expect(sink.received.filter((m) => m.to.includes('payables@acme.test') && m.raw.includes(s.company.name))).toHaveLength(1);
    expect((await s.call('POST', `invoices/${invoice.id}/email`, {})).status).toBe(200);
    expect((await s.call('GET', 'sent-emails?filter[is_sent]=0')).body.items).toHaveLength(1);
  });

  it('tells the author of an e-mail given up why, and nobody else; a resend clicked twice queues it once', async () => {
    const s = await salesCompany('told');
    await withTenant(s.company.id, (tx) => tx.insert(mailSettings).values({ companyId: s.company.id, host: '127.0.0.1', port: refusing.port, fromAddress: 'ar@told.test' }));
    const clerk = await addUser(s.host, s.owner.authKey);
    const invoice = await invoiceFor(s);
    expect((await s.call('POST', `invoices/${invoice.id}/email`, {})).status).toBe(200);
    const worker = appWorker({ backoff: () => 0 });
    for (let i = 0; i < 5; i++) await worker.drain();
    const [declined] = (await s.call('GET', 'sent-emails')).body.items;
    expect(declined.is_sent).toBe(2);

    const notices = await s.call('GET', 'notifications?expand=action');
    expect(notices.body.items).toHaveLength(1);
    expect(notices.body.items[0]).toMatchObject({ verb: 'failed', collection: 'sent-emails', record_id: declined.id, title: `payables@acme.test: Invoice ${invoice.number} from ${s.company.name}` });
    expect(notices.body.items[0].message).toMatch(/550.*No such user here/);
    expect(notices.body.items[0].action.message).toMatch(/^could not be done: 550/);
    expect((await api('GET', 'notifications', { host: s.host, token: clerk.token })).body.items).toEqual([]);

    const [one, two] = await Promise.all([s.call('POST', `sent-emails/${declined.id}/resend`), s.call('POST', `sent-emails/${declined.id}/resend`)]);
    expect([one.status, two.status].sort()).toEqual([200, 422]);
    expect((await jobsOf(s.company.id, 'email.send')).filter((j) => j.state === 'queued')).toHaveLength(1);
  });

  it('tells the administrators of a job nobody queued that was given up', async () => {
    const s = await salesCompany('told-admins');
    const kind = `test.broken.${Math.random().toString(36).slice(2, 8)}`;
    await withTenant(s.company.id, (tx) => tx.insert(queueJobs).values({ companyId: s.company.id, kind, payload: {}, maxAttempts: 1 }));
    const worker = new Worker({ [kind]: { async run() { throw new Error('The printer is out of paper.'); } } }, registry, { backoff: () => 0 });
    await worker.drain();
    const told = await withTenant(s.company.id, (tx) => tx.select().from(notifications).where(eq(notifications.verb, 'failed')));
    expect(told.map((n) => [n.userId, n.collection, n.title, n.message])).toEqual([[s.owner.id, 'queue-jobs', kind, 'The printer is out of paper.']]);
  });
});
