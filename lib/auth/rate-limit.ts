import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { loginFailures } from '@/db/schema';
import { ApiError } from '@/lib/engine/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins allowed per account and address, and per address over all accounts: then 429. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
/**
 * Failures on one account from any address after which every try on it is slowed down (a
 * quarter second, doubling to 4 s). Never a refusal: a lock on the account alone would let
 * anyone lock its owner out with wrong passwords.
 */
export const SLOW_AFTER_ACCOUNT_FAILURES = 10;
const MAX_DELAY_MS = 4000;

export type LoginKeys = { account: string; address: string; accountAnywhere: string };

export function loginKeys(companyId: number, email: string, ip: string): LoginKeys {
  const account = `acct:${companyId}:${email.toLowerCase()}`;
  return { account: `${account}:${ip}`, address: `addr:${ip}`, accountAnywhere: account };
}

/** The slow-down after `failures` failures on an account from anywhere. */
export const delayAfter = (failures: number) =>
  failures < SLOW_AFTER_ACCOUNT_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - SLOW_AFTER_ACCOUNT_FAILURES));

/** A try let through the gate: its failure is written down in advance, taken back on success. */
export type LoginClaim = { keys: LoginKeys; ids: number[] };

/**
 * The gate before a password is checked. Counting and writing this try down happen as one step
 * per key (advisory locks, taken in one order), so tries sent all at once cannot all read the
 * count before any failure is written: at most the limit get through, the rest are 429 with
 * Retry-After. The count lives in the database, so it holds across instances and restarts.
 */
export async function claimLoginAttempt(keys: LoginKeys): Promise<LoginClaim> {
  const db = await getDb();
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const all = [keys.account, keys.address, keys.accountAnywhere];
  const { ids, delay } = await db.transaction(async (tx) => {
    for (const key of [...all].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const rows = await tx
      .select({ key: loginFailures.key, count: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, all), gt(loginFailures.createdAt, since)))
      .groupBy(loginFailures.key);
    for (const row of rows) {
      const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT : row.key === keys.address ? MAX_FAILURES_PER_ADDRESS : Infinity;
      if (row.count >= limit) throw tooMany('Too many failed login attempts. Please try again later.', row.oldest, LOGIN_WINDOW_MS);
    }
    const inserted = await tx.insert(loginFailures).values(all.map((key) => ({ key }))).returning({ id: loginFailures.id });
    // Keep the table small: what is out of the window no longer counts.
    await tx.delete(loginFailures).where(and(inArray(loginFailures.key, all), lt(loginFailures.createdAt, since)));
    return { ids: inserted.map((r) => r.id), delay: delayAfter(rows.find((r) => r.key === keys.accountAnywhere)?.count ?? 0) };
  });
  if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
  return { keys, ids };
}

/** A correct password takes its try back and forgives that account's failures (from anywhere). */
export async function clearLoginFailures(claim: LoginClaim): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(inArray(loginFailures.key, [claim.keys.account, claim.keys.accountAnywhere]));
  await releaseLoginClaim(claim);
}

/** Takes back this try alone (a right password still waiting for its second factor): earlier failures still count. */
export async function releaseLoginClaim(claim: LoginClaim): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(inArray(loginFailures.id, claim.ids));
}

/** A 429 whose Retry-After says when the oldest counted try leaves the window. */
function tooMany(message: string, oldest: string, windowMs: number) {
  const retryAfter = Math.max(1, Math.ceil((new Date(oldest).getTime() + windowMs - Date.now()) / 1000));
  return new ApiError(429, message, { 'Retry-After': String(retryAfter) });
}

/** Sign-ups allowed per address in an hour, at the root and on company hosts together. */
export const MAX_SIGNUPS_PER_ADDRESS = 10;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a sign-up from `ip`, or refuses it with 429 past the limit. Every try counts, made or
 * not: otherwise a script could fill a company with inactive users (or the root with companies).
 * Kept in the same table as login failures, under its own key; counted as one step as they are.
 */
export async function countSignup(ip: string): Promise<void> {
  const key = `signup:${ip}`;
  const since = new Date(Date.now() - SIGNUP_WINDOW_MS);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
    if (row && row.count >= MAX_SIGNUPS_PER_ADDRESS) throw tooMany('Too many sign-ups from your address. Please try again later.', row.oldest, SIGNUP_WINDOW_MS);
    await tx.insert(loginFailures).values({ key });
    await tx.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.createdAt, since)));
  });
}
