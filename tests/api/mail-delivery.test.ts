import { createServer } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWorker } from '@/lib/api/jobs';
import { isPrivateAddress } from '@/lib/net/outbound';
import { COULD_NOT_CONNECT } from '@/lib/mail/transport';
import { mailingCompany, smtp } from '../support/mail';

const drain = () => appWorker({ backoff: () => 0 }).drain();

/** A port of this machine that nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `fn` as an installation that has not allowed private addresses (the tests' mail helper allows them). */
async function withoutPrivate<T>(fn: () => Promise<T>): Promise<T> {
  const kept = process.env.OUTBOUND_ALLOW_PRIVATE;
  delete process.env.OUTBOUND_ALLOW_PRIVATE;
  try {
    return await fn();
  } finally {
    if (kept !== undefined) process.env.OUTBOUND_ALLOW_PRIVATE = kept;
  }
}

describe('connections a company configures', { timeout: 120_000 }, () => {
  let sink: Awaited<ReturnType<typeof smtp>>;
  // Another service of the network, which speaks first as a mail server would (an SSH server's banner).
  let other: Server;
  let otherPort: number;
  beforeAll(async () => {
    sink = await smtp();
    other = createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6 internal-bastion\r\n'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as { port: number }).port;
  });
  afterAll(async () => {
    await sink.close();
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it('tells loopback, private, link-local and reserved addresses from public ones, IPv4 inside IPv6 included', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuse a mail server on this machine or a private network, whatever listens there, saying only that it could not connect', async () => {
    const c = await mailingCompany(sink.port);
    const closed = await closedPort();
    const answers = await withoutPrivate(async () => {
      const said: unknown[] = [];
      for (const [host, port] of [['127.0.0.1', closed], ['127.0.0.1', otherPort], ['127.0.0.1', sink.port], ['localhost', sink.port], ['169.254.169.254', 25], ['10.0.0.1', 25]] as const) {
        expect((await c.call('PUT', 'mail-settings', { host, port })).status).toBe(200);
        const res = await c.call('POST', 'mail-settings/test', { to: 'probe@mail.test' });
        expect(res.status, `${host}:${port}`).toBe(422);
        said.push(res.body);
      }
      return said;
    });
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify(answers[0]))).toBe(true);
    expect(answers[0]).toEqual([{ field: 'host', message: `The test e-mail was not sent: ${COULD_NOT_CONNECT}`, code: 'mailTestFailed', params: { reason: COULD_NOT_CONNECT } }]);
    expect(sink.received.filter((m) => m.to.includes('probe@mail.test'))).toEqual([]);
  });

  it('reach a private server the operator allows, and still say no more than "could not connect" of what is not a mail server', async () => {
    const c = await mailingCompany(sink.port);
    const said = [];
    for (const port of [await closedPort(), otherPort]) {
      await c.call('PUT', 'mail-settings', { host: '127.0.0.1', port });
      said.push((await c.call('POST', 'mail-settings/test', { to: 'probe@mail.test' })).body);
    }
    expect(said).toEqual([[{ field: 'host', message: `The test e-mail was not sent: ${COULD_NOT_CONNECT}`, code: 'mailTestFailed', params: { reason: COULD_NOT_CONNECT } }], [{ field: 'host', message: `The test e-mail was not sent: ${COULD_NOT_CONNECT}`, code: 'mailTestFailed', params: { reason: COULD_NOT_CONNECT } }]]);
    await c.call('PUT', 'mail-settings', { host: '127.0.0.1', port: sink.port });
    expect((await c.call('POST', 'mail-settings/test', { to: 'allowed@mail.test' })).status).toBe(200);
    expect(sink.received.map((m) => m.to)).toContainEqual(['allowed@mail.test']);
  });

  it('queue a company’s e-mail to a private server as not sent, with the same words', async () => {
    const c = await mailingCompany(sink.port);
    // Jobs other files left in a shared database first: the one attempt below is this e-mail's.
    await drain();
    const email = await c.call('POST', 'emails', { display_name: 'Probe', subject: 'Hi', body: 'Hi.', to_emails: 'queued@mail.test' });
    expect(email.status).toBe(201);
    await withoutPrivate(() => appWorker({ backoff: () => 0 }).drain({ max: 1 }));
    const [sent] = (await c.call('GET', `sent-emails?filter[email_id]=${email.body.id}`)).body.items;
    expect(sent).toMatchObject({ is_sent: 0 });
    const [job] = (await c.call('GET', 'queue-jobs?filter[kind]=email.send')).body.items;
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: COULD_NOT_CONNECT });
    expect(sink.received.filter((m) => m.to.includes('queued@mail.test'))).toEqual([]);
    // Allowed by the operator, the next attempt sends it.
    await drain();
    expect(sink.received.filter((m) => m.to.includes('queued@mail.test'))).toHaveLength(1);
  });
});

describe('a recipient the mail server refuses', { timeout: 120_000 }, () => {
  let forGood: Awaited<ReturnType<typeof smtp>>;
  let forNow: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    forGood = await smtp('5.1.1 No such user here', 550);
    forNow = await smtp('4.2.2 Mailbox full, try later', 452);
  });
  afterAll(async () => {
    await forGood.close();
    await forNow.close();
  });

  it('for good (5xx) is Declined at the first refusal, with the server’s words; for now (4xx) stays Pending and is tried again', async () => {
    const refused = await mailingCompany(forGood.port);
    const gone = await refused.call('POST', 'emails', { display_name: 'Gone', subject: 'Hi', body: 'Hi.', to_emails: 'gone@mail.test' });
    await drain();
    const [declined] = (await refused.call('GET', `sent-emails?filter[email_id]=${gone.body.id}`)).body.items;
    expect(declined).toMatchObject({ is_sent: 2, reason: expect.stringMatching(/^550 5\.1\.1 No such user here/) });
    expect((await refused.call('GET', `emails/${gone.body.id}`)).body.is_sent).toBe(2);
    expect((await refused.call('GET', 'queue-jobs?filter[kind]=email.send')).body.items).toMatchObject([{ state: 'dead', attempts: 1 }]);

    const full = await mailingCompany(forNow.port);
    const later = await full.call('POST', 'emails', { display_name: 'Later', subject: 'Hi', body: 'Hi.', to_emails: 'full@mail.test' });
    await appWorker({ backoff: () => 0 }).drain({ max: 1 });
    const [pending] = (await full.call('GET', `sent-emails?filter[email_id]=${later.body.id}`)).body.items;
    expect(pending.is_sent).toBe(0);
    expect((await full.call('GET', 'queue-jobs?filter[kind]=email.send')).body.items).toMatchObject([{ state: 'queued', attempts: 1, last_error: expect.stringMatching(/^452 4\.2\.2 Mailbox full/) }]);
    // Tried again until its attempts are spent, then Declined.
    await drain();
    expect((await full.call('GET', `sent-emails?filter[email_id]=${later.body.id}`)).body.items[0].is_sent).toBe(2);
    expect((await full.call('GET', 'queue-jobs?filter[kind]=email.send')).body.items).toMatchObject([{ state: 'dead', attempts: 5 }]);
  });
});

describe('merge fields', { timeout: 120_000 }, () => {
  let sink: Awaited<ReturnType<typeof smtp>>;
  beforeAll(async () => {
    sink = await smtp();
  });
  afterAll(() => sink.close());

  it('fill only the values given: a name every object inherits is empty, as an unknown one is', async () => {
    const c = await mailingCompany(sink.port);
    const template = await c.call('POST', 'email-templates', { display_name: 'Inherited', subject: 'For {{customer_name}} {{constructor}}', body: 'A{{constructor}}B{{ constructor }}C{{__proto__}}D{{nothing_here}}E {{customer_name}}' });
    expect(template.status).toBe(201);
    const preview = await c.call('POST', 'email-blasts/preview', { template_id: template.body.id, audience: 'customers' });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('For Acme Ltd ');
    expect(preview.body.body).toContain('ABCDE Acme Ltd');
    expect(preview.body.body).not.toMatch(/native code|object Object/);
  });
});
