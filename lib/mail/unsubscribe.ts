import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';

/**
 * The unsubscribe link of a bulk e-mail: a token naming the company and the address, signed
 * (HMAC-SHA256 under the platform's secret) so that it needs no sign-in and cannot be forged for
 * another address. It does not expire: a link in an old e-mail still works.
 */
const signature = (payload: string) => createHmac('sha256', `unsubscribe:${authSecret()}`).update(payload).digest('base64url');

export function unsubscribeToken(companyId: number, email: string): string {
  const payload = Buffer.from(`${companyId}:${email.trim().toLowerCase()}`).toString('base64url');
  return `${payload}.${signature(payload)}`;
}

/** The company and address a token names, or null when it is not one this platform signed. */
export function readUnsubscribeToken(token: string | null | undefined): { companyId: number; email: string } | null {
  const [payload, signed, extra] = (token ?? '').split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [company, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const companyId = Number(company);
  const email = rest.join(':');
  return Number.isSafeInteger(companyId) && companyId > 0 && email ? { companyId, email } : null;
}

/** The link put at the foot of a bulk e-mail (on the company's own host). */
export const unsubscribeLink = (origin: string, companyId: number, email: string) => `${origin}/unsubscribe?t=${unsubscribeToken(companyId, email)}`;
