import { getToken } from 'next-auth/jwt';
import { TtlCache } from '@/lib/cache';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser, USER_ACTIVE, type SessionUser } from '@/lib/users/session-user';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './cookie-names';
import { authSecret } from './secret';
import { sessionOwner } from './sessions';


// Looked up on every request: a short life keeps a deactivated user or rotated key from being
// honoured for long on other instances; this instance forgets at once (`forgetUser`).
const users = new TtlCache<SessionUser | null>(10_000);

/** The signed-in user behind a request's bearer key or session cookie, if active in `company`. */
export async function resolveUser(headers: Headers, company: Company): Promise<SessionUser | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (bearer) return active(await cached(company, { authKey: bearer }));
  const session = await readSession(headers);
  if (!session?.uid || session.cid !== company.id) return null;
  return active(await cached(company, { id: session.uid }));
}

/**
 * The session cookie's claims, set at login (lib/auth/next-auth.ts): company, user or client, and
 * the session's id. Honoured only while that session lives (lib/auth/sessions.ts): a signed
 * cookie that was signed out, or whose owner changed password, is worth nothing.
 */
export type SessionClaims = { cid: number; sid: string; uid?: number; clientId?: number };

export async function readSession(headers: Headers): Promise<SessionClaims | null> {
  const claims = await sessionCookie(headers);
  if (!claims) return null;
  const owner = await sessionOwner(claims.cid, claims.sid);
  if (!owner) return null;
  const matches = claims.uid !== undefined ? owner.userId === claims.uid : owner.clientId === claims.clientId;
  return matches ? claims : null;
}

/** The claims of a validly signed cookie, live or not. */
async function sessionCookie(headers: Headers): Promise<SessionClaims | null> {
  const cookie = headers.get('cookie');
  if (!cookie?.includes(SESSION_COOKIE)) return null;
  const token = await getToken({
    req: { headers: { cookie } },
    secret: authSecret(),
    secureCookie: cookie.includes(SECURE_SESSION_COOKIE),
  });
  if (!token || typeof token.cid !== 'number' || typeof token.sid !== 'string') return null;
  if (typeof token.uid === 'number') return { cid: token.cid, sid: token.sid, uid: token.uid };
  if (typeof token.clientId === 'number') return { cid: token.cid, sid: token.sid, clientId: token.clientId };
  return null;
}

export function forgetUser(user: Pick<SessionUser, 'id' | 'companyId' | 'authKey'>): void {
  users.delete(`${user.companyId}:id:${user.id}`);
  users.delete(`${user.companyId}:key:${user.authKey}`);
}

/** Forgets every cached user of a company (their role changed: their rights are read afresh). */
export function forgetCompanyUsers(companyId: number): void {
  users.deletePrefix(`${companyId}:`);
}

async function cached(company: Company, where: { id: number } | { authKey: string }) {
  const key = 'id' in where ? `${company.id}:id:${where.id}` : `${company.id}:key:${where.authKey}`;
  const hit = users.get(key);
  if (hit !== undefined) return hit;
  const user = await withTenant(company.id, (tx) => loadUser(tx, where));
  users.set(key, user);
  return user;
}

const active = (user: SessionUser | null) => (user?.status === USER_ACTIVE ? user : null);
