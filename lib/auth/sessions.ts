import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { sessions } from '@/db/schema';
import { sharedCache } from '@/lib/cache';
import { withTenant } from '@/lib/tenant/transaction';
import { newAuthKey } from './auth-key';

/** How long a sign-in lasts: the session cookie's life and its row's. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Whose a session is: a staff user's, or a client's (the portal). */
export type SessionOwner = { userId: number; clientId?: undefined } | { clientId: number; userId?: undefined };

type Alive = { userId: number | null; clientId: number | null } | null;

// Asked on every request that carries a cookie. An ended session is forgotten at once here and
// within this time on other instances.
const alive = sharedCache<Alive>('sessions', 10_000);
const cacheKey = (companyId: number, id: string) => `${companyId}:${id}`;

const ownedBy = (owner: SessionOwner) => (owner.userId !== undefined ? eq(sessions.userId, owner.userId) : eq(sessions.clientId, owner.clientId));

/** Opens a session at sign-in; its id goes into the signed cookie. */
export async function openSession(companyId: number, owner: SessionOwner): Promise<string> {
  const id = newAuthKey();
  await withTenant(companyId, async (tx) => {
    // Sessions past their end are cleared as their owner signs in again: the table stays small.
    await tx.delete(sessions).where(and(ownedBy(owner), lte(sessions.expiresAt, new Date())));
    await tx.insert(sessions).values({
      id,
      companyId,
      userId: owner.userId ?? null,
      clientId: owner.clientId ?? null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    });
  });
  return id;
}

/** Who a live session belongs to, or null once it has ended or expired. */
export async function sessionOwner(companyId: number, id: string): Promise<Alive> {
  const key = cacheKey(companyId, id);
  const hit = alive.get(key);
  if (hit !== undefined) return hit;
  const [row] = await withTenant(
    companyId,
    (tx) => tx.select({ userId: sessions.userId, clientId: sessions.clientId }).from(sessions).where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()))),
    { readOnly: true },
  );
  alive.set(key, row ?? null);
  return row ?? null;
}

/** Sign-out: this browser's session ends; the person's other sessions go on. */
export async function endSession(companyId: number, id: string): Promise<void> {
  await withTenant(companyId, (tx) => tx.delete(sessions).where(eq(sessions.id, id)));
  alive.delete(cacheKey(companyId, id));
}

/**
 * Ends every session of a user or client, inside the caller's transaction: sign out everywhere,
 * a new password, deactivation, a new auth key. `except` keeps one (the person's own, as they
 * change their password).
 */
export async function endSessionsOf(tx: Tx, companyId: number, owner: SessionOwner, { except }: { except?: string } = {}): Promise<void> {
  const ended = await tx
    .delete(sessions)
    .where(and(ownedBy(owner), except === undefined ? undefined : ne(sessions.id, except)))
    .returning({ id: sessions.id });
  for (const { id } of ended) alive.delete(cacheKey(companyId, id));
}
