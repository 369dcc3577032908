import { getToken } from 'next-auth/jwt';
import { sharedCache } from '@/lib/cache';
import { settingsOf } from '@/lib/settings/company-settings';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser, USER_ACTIVE, type SessionUser } from '@/lib/users/session-user';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './cookie-names';
import { authSecret } from './secret';
import { sessionOwner } from './sessions';


// Looked up on every request: a short life keeps a deactivated user or rotated key from being
// honoured for long on other instances; this instance forgets at once (`forgetUser`).
const users = sharedCache<SessionUser | null>('users', 10_000);

/** The signed-in user behind a request's bearer key or session cookie, if active in `company`. */
export async function resolveUser(headers: Headers, company: Company): Promise<SessionUser | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (bearer) return active(await cached(company, { authKey: bearer }));
  const session = await readSession(headers, company);
  if (!session?.uid) return null;
  return active(await cached(company, { id: session.uid }));
}

/**
 * The session cookie's claims, set at login (lib/auth/next-auth.ts): company, user or client, and
 * the session's id. Honoured only while that session lives (lib/auth/sessions.ts): a signed
 * cookie that was signed out, or whose owner changed password, is worth nothing.
 */
export type SessionClaims = { cid: number; sid: string; uid?: number; clientId?: number; signedInAt: number };

/**
 * The session of a request to `company`, while it lives and is younger than the company's session
 * length (Security settings): an older one is signed out, with no list of sessions to sweep.
 */
export async function readSession(headers: Headers, company: Company): Promise<SessionClaims | null> {
  const claims = await sessionCookie(headers);
  if (!claims || claims.cid !== company.id) return null;
  if (Date.now() / 1000 - claims.signedInAt > settingsOf(company).session_length_hours * 3600) return null;
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
  // When the person signed in (set once at sign-in; `iat` moves each time Auth.js renews the cookie).
  const signedInAt = typeof token.sat === 'number' ? token.sat : typeof token.iat === 'number' ? token.iat : 0;
  const base = { cid: token.cid, sid: token.sid, signedInAt };
  if (typeof token.uid === 'number') return { ...base, uid: token.uid };
  if (typeof token.clientId === 'number') return { ...base, clientId: token.clientId };
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
