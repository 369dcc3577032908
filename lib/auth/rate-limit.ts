import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginFailures } from '@/db/schema';
import { ApiError } from '@/lib/engine/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per account and address, and per address over all accounts. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;

export type LoginKeys = { account: string; address: string };

export function loginKeys(companyId: number, email: string, ip: string): LoginKeys {
  return { account: `acct:${companyId}:${email.toLowerCase()}:${ip}`, address: `addr:${ip}` };
}

/**
 * Refuses with 429 and Retry-After while either key has used its failures in the window. The
 * count is kept in the database so that it holds across server instances and restarts.
 */
export async function assertLoginAllowed(keys: LoginKeys): Promise<void> {
  const db = await getDb();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({
      key: loginFailures.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginFailures.createdAt})`,
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.account, keys.address]), gt(loginFailures.createdAt, since)))
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_ADDRESS;
    if (row.count < limit) continue;
    const retryAfter = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + LOGIN_WINDOW_MS - Date.now()) / 1000));
    throw new ApiError(429, 'Too many failed login attempts. Please try again later.', {
      'Retry-After': String(retryAfter),
    });
  }
}

export async function recordLoginFailure(keys: LoginKeys): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(loginFailures).values([{ key: keys.account }, { key: keys.address }]);
    // Keep the table small: what is out of the window no longer counts.
    await tx
      .delete(loginFailures)
      .where(and(inArray(loginFailures.key, [keys.account, keys.address]), lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS))));
  });
}

/** A successful login forgives that account's failures from that address. */
export async function clearLoginFailures(keys: LoginKeys): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.account]));
}
