import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';
import { outboundAddress } from '@/lib/net/outbound';
import { unseal } from './seal';

/** Where a company's mail goes: its own SMTP server, else the platform's (SMTP_URL, MAIL_FROM). */
export type MailServer = { host: string | null; port: number | null; secure: boolean; username: string | null; passwordSealed: string | null; fromAddress: string | null };

export type OutgoingMail = { to: string; subject: string; text: string; html: string; attachments?: Attachment[] };

/**
 * Whether mail can go at all: a server (the company's own, else the platform's SMTP_URL) and a
 * sender address (the company's, else MAIL_FROM). What a send would fail on at once, told before
 * an e-mail is queued rather than after its retries.
 */
export function mailReadiness(server: MailServer | null): 'ready' | 'no_server' | 'no_sender' {
  const config = env();
  if (!server?.host && !config.SMTP_URL) return 'no_server';
  return server?.fromAddress || config.MAIL_FROM ? 'ready' : 'no_sender';
}

/** Mail that cannot go because the installation or the company has not said how: its message says what to set. */
export class MailNotConfigured extends Error {}

/**
 * What any failure to reach a mail server says: never what answered instead (a closed port, a web
 * server, nothing at all), so the test e-mail cannot be used to map the networks it could reach.
 */
export const COULD_NOT_CONNECT = 'Could not connect to the mail server. Check its name and port (addresses of private networks cannot be reached from here).';

/**
 * Sends one e-mail over SMTP; throws with the server's answer when it refuses. A company's own
 * server is reached at the address lib/net/outbound.ts checked (never a private one unless the
 * operator allows it), its certificate checked against its name.
 */
export async function sendMail(server: MailServer | null, mail: OutgoingMail): Promise<void> {
  const config = env();
  const own = server?.host ? server : null;
  const transport = own
    ? nodemailer.createTransport({
        host: await outboundAddress(own.host!),
        // TLS (SMTPS or STARTTLS) names the server and checks its certificate by its name, not the address.
        tls: { servername: own.host! },
        port: own.port ?? 587,
        secure: own.secure,
        auth: own.username ? { user: own.username, pass: own.passwordSealed ? unseal(own.passwordSealed) : '' } : undefined,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : null;
  if (!transport) throw new MailNotConfigured('No mail server: set SMTP_URL, or the company’s own SMTP settings.');
  const from = own?.fromAddress ?? server?.fromAddress ?? config.MAIL_FROM;
  if (!from) throw new MailNotConfigured('No sender address: set MAIL_FROM, or the company’s from address.');
  try {
    await transport.sendMail({ from, ...mail });
  } finally {
    transport.close();
  }
}

/** The reply of a mail server to one of its commands, after it greeted as one (nodemailer's `responseCode`, `response`, `command`). */
type Reply = { responseCode: number; response: string };
const replyOf = (error: unknown): Reply | null =>
  typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number' && 'response' in error && typeof error.response === 'string' && !('command' in error && error.command === 'CONN')
    ? { responseCode: error.responseCode, response: error.response }
    : null;

/** What a failed send says: the server's reply to a command, what is not configured, else that it could not connect. */
export function mailFailure(error: unknown): string {
  if (error instanceof MailNotConfigured) return error.message;
  return replyOf(error)?.response ?? COULD_NOT_CONNECT;
}

/** Whether the mail server refused for good (a 5xx reply: no such user, relaying denied): sending again would only be refused again. */
export const refusedForGood = (error: unknown) => {
  const code = replyOf(error)?.responseCode ?? 0;
  return code >= 500 && code < 600;
};
