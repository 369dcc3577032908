import { eq, sql } from 'drizzle-orm';
import { users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { CLIENT_LOGIN_STATUSES, loadClient, type SessionClient } from '@/lib/clients/session-client';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser, sessionUserColumns, USER_ACTIVE, type SessionUser } from '@/lib/users/session-user';
import { verifyDecoy, verifyPassword } from './password';
import { claimLoginAttempt, clearLoginFailures, loginKeys, releaseLoginClaim } from './rate-limit';
import { CODE_REQUIRED, CODE_WRONG, useSecondFactor } from './two-factor';
import type { LoginInput } from './schemas';

/** The same words whether the e-mail is unknown or the password wrong. */
export const INVALID_LOGIN = 'Incorrect e-mail or password.';
export const INACTIVE_LOGIN = 'This account is not active yet. An administrator of the company must activate it.';

/** A refused login: a 422 on the field concerned, with a reason the login form can translate. */
export class LoginFailure extends ValidationError {
  constructor(
    readonly reason: 'invalid' | 'inactive' | 'two_factor' | 'bad_code',
    field: string,
    message: string,
  ) {
    super([{ field, message }]);
  }
}

/**
 * Checks an e-mail and password against one company's users. Throws 429 while rate-limited and
 * 422 on failure; tells an inactive account apart only to someone who knows its password.
 */
export async function loginWithPassword(company: Company, input: LoginInput, ip: string): Promise<SessionUser> {
  // Counted as a failure from here on, unless the password proves right.
  const claim = await claimLoginAttempt(loginKeys(company.id, input.email, ip));
  const found = await withTenant(company.id, async (tx) => {
    const [row] = await tx
      .select({ ...sessionUserColumns, passwordHash: users.passwordHash, totpEnabled: users.totpEnabled })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    return row;
  });
  const ok = found ? await verifyPassword(found.passwordHash, input.password) : (await verifyDecoy(input.password), false);
  if (!found || !ok) throw new LoginFailure('invalid', 'password', INVALID_LOGIN);
  if (found.status !== USER_ACTIVE) {
    await clearLoginFailures(claim);
    throw new LoginFailure('inactive', 'email', INACTIVE_LOGIN);
  }
  if (found.totpEnabled) {
    // The right password alone takes back this try but forgives nothing: wrong codes keep
    // counting against the account and address as wrong passwords do.
    if (!input.code) {
      await releaseLoginClaim(claim);
      throw new LoginFailure('two_factor', 'code', CODE_REQUIRED);
    }
    const right = await withTenant(company.id, (tx) => useSecondFactor(tx, found.id, input.code!));
    if (!right) throw new LoginFailure('bad_code', 'code', CODE_WRONG);
  }
  await clearLoginFailures(claim);
  const { passwordHash: _, totpEnabled: __, ...user } = found;
  return user;
}

/** The token login of a client's link (`{company host}/login?auth={auth_key}`). */
export async function clientLoginWithToken(company: Company, authKey: string): Promise<SessionClient> {
  const client = authKey ? await withTenant(company.id, (tx) => loadClient(tx, { authKey })) : null;
  if (!client) throw new LoginFailure('invalid', 'authKey', 'This login link is not valid.');
  if (!CLIENT_LOGIN_STATUSES.includes(client.status)) throw new LoginFailure('inactive', 'authKey', INACTIVE_LOGIN);
  return client;
}

/** The token login of the spec (`/login?auth=`, `site/login-via-token`). */
export async function loginWithToken(company: Company, authKey: string): Promise<SessionUser> {
  const user = authKey ? await withTenant(company.id, (tx) => loadUser(tx, { authKey })) : null;
  if (!user) throw new LoginFailure('invalid', 'authKey', 'This login link is not valid.');
  if (user.status !== USER_ACTIVE) throw new LoginFailure('inactive', 'authKey', INACTIVE_LOGIN);
  return user;
}
