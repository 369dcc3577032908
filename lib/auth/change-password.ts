import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { settingsOf } from '@/lib/settings/company-settings';
import { assertPasswordPolicy } from '@/lib/settings/password-policy';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { newAuthKey } from './auth-key';
import { hashPassword, verifyPassword } from './password';
import { forgetUser } from './principal';
import { claimLoginAttempt, clearLoginFailures, loginKeys } from './rate-limit';
import { endSessionsOf } from './sessions';

const changeInput = z.object({
  current_password: z.string().max(256).default(''),
  password: z.string().max(256).default(''),
});

/**
 * The person at the keyboard proves it is them with their current password (changing it,
 * authorising checks to print): a wrong one counts as a failed login of the account (the same
 * limits, so it cannot be guessed here instead) and is a 422 on `field`; a right one forgives the
 * account's failures. Outside any transaction: the failure counted outlives the refusal.
 */
export async function proveOwnPassword(user: SessionUser, companyId: number, password: string, ip: string, field: string): Promise<void> {
  const claim = await claimLoginAttempt(loginKeys(companyId, user.email, ip));
  const [row] = await withTenant(companyId, (tx) => tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)), { readOnly: true });
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw ValidationError.field(field, say('passwordCurrentWrong'));
  await clearLoginFailures(claim);
}

/**
 * A person changes their own password: the current one proves it is them (a session left open
 * on a shared computer is not enough; `proveOwnPassword`). The new one follows the company's
 * policy. As when an administrator sets a password, the login link's key changes and every other
 * session of the person ends; the browser they changed it in stays signed in.
 */
export async function changeOwnPassword(user: SessionUser, company: Company, body: unknown, ip: string, sessionId: string | undefined): Promise<void> {
  const parsed = changeInput.safeParse(body ?? {});
  if (!parsed.success) throw ValidationError.field('password', say('notText', { field: 'Password' }));
  const { current_password: current, password } = parsed.data;
  if (!current) throw ValidationError.field('current_password', say('blank', { field: 'Current password' }));
  assertPasswordPolicy(settingsOf(company), password, 'password', 'New password');
  if (password === current) throw ValidationError.field('password', say('passwordUnchanged'));

  await proveOwnPassword(user, company.id, current, ip, 'current_password');

  const passwordHash = await hashPassword(password);
  await withTenant(company.id, async (tx) => {
    await tx.update(users).set({ passwordHash, authKey: newAuthKey(), updatedAt: new Date() }).where(eq(users.id, user.id));
    await endSessionsOf(tx, company.id, { userId: user.id }, { except: sessionId });
  });
  forgetUser(user);
}
