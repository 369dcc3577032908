import nodemailer from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';
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

/** Sends one e-mail over SMTP; throws with the server's answer when it refuses. */
export async function sendMail(server: MailServer | null, mail: OutgoingMail): Promise<void> {
  const config = env();
  const own = server?.host ? server : null;
  const transport = own
    ? nodemailer.createTransport({
        host: own.host!,
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
  if (!transport) throw new Error('No mail server: set SMTP_URL, or the company’s own SMTP settings.');
  const from = own?.fromAddress ?? server?.fromAddress ?? config.MAIL_FROM;
  if (!from) throw new Error('No sender address: set MAIL_FROM, or the company’s from address.');
  try {
    await transport.sendMail({ from, ...mail });
  } finally {
    transport.close();
  }
}

/** What a failed send says: the server's answer (nodemailer's `response`), else the error's message. */
export function mailFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('response' in error && typeof error.response === 'string') return error.response;
    if ('message' in error && typeof error.message === 'string') return error.message;
  }
  return String(error);
}
