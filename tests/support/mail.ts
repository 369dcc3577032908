import { expect } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { mailSettings } from '@/db/schema';
import { seal } from '@/lib/mail/seal';
import { withTenant } from '@/lib/tenant/transaction';
import { api, makeCompany } from './api';

process.env.MAIL_SECRET_KEY ??= 'test-mail-key-test-mail-key-0123456789';
// The fake mail servers listen on 127.0.0.1, which a company's settings may name only when the operator allows it.
process.env.OUTBOUND_ALLOW_PRIVATE ??= '1';

export type Received = { to: string[]; raw: string };

/** A raw message's text with quoted-printable soft breaks and escapes undone, read as UTF-8. */
export const decoded = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** An SMTP server on a free port of this machine, which takes every message, or refuses every recipient with `refuse` (for good, 550, unless `code` says otherwise). */
export async function smtp(refuse?: string, code = 550) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onRcptTo(address, _session, callback) {
      if (!refuse) return callback();
      const error = new Error(refuse) as Error & { responseCode: number };
      error.responseCode = code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A company whose mail goes to `port` (its own SMTP settings, the password sealed), with a customer who has an address. */
export async function mailingCompany(port: number) {
  const c = await makeCompany('mail');
  const call = (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token: c.owner.authKey, body });
  await withTenant(c.company.id, (tx) =>
    tx.insert(mailSettings).values({ companyId: c.company.id, host: '127.0.0.1', port, secure: false, username: 'mailer', passwordSealed: seal('s3cret'), fromAddress: 'billing@mail.test' }),
  );
  const customer = await call('POST', 'customers', { display_name: 'Acme Ltd', email: 'ap@acme.test' });
  expect(customer.status).toBe(201);
  return { ...c, call, customerId: customer.body.id as number };
}

