import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { getDb, type Tx } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { companies, users } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { insertDefaultChart } from '@/lib/modules/books/chart';
import { insertDefaultSalesLists } from '@/lib/modules/sales/defaults';
import { insertExamplePayroll } from '@/lib/modules/payroll/defaults';
import { placeDefaultGems } from '@/lib/modules/workspace/user-gems';
import { forgetCompany, type Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import { sessionUserColumns, USER_ACTIVE, USER_INACTIVE, type SessionUser } from '@/lib/users/session-user';
import { newAuthKey } from './auth-key';
import { settingsOf } from '@/lib/settings/company-settings';
import { hashPassword } from './password';
import { assertPasswordPolicy, DEFAULT_PASSWORD_POLICY } from '@/lib/settings/password-policy';
import { say } from '@/lib/engine/messages';
import { countSignup } from './rate-limit';
import { defaultRoleId, insertDefaultRoles } from './roles';
import type { SignupCompanyInput, SignupUserInput } from './schemas';

const SLUG_TAKEN = say('subdomainTaken');

/** Inserts a user of `companyId` with a fresh API key. */
async function insertUser(tx: Tx, companyId: number, input: SignupUserInput & { locale?: string }, passwordHash: string, role: { status: number; isAdmin: boolean; kind: string }) {
  const { kind, ...flags } = role;
  const roleId = await defaultRoleId(tx, companyId, kind);
  const [user] = await tx
    .insert(users)
    .values({ companyId, displayName: input.display_name, email: input.email, passwordHash, ...flags, roleId, authKey: newAuthKey(), ...(input.locale ? { locale: input.locale } : {}) })
    .returning(sessionUserColumns);
  await placeDefaultGems(tx, companyId, user.id);
  return user;
}

/** What sign-up on a company host answers, whether or not the address already has an account. */
export const SIGNUP_RECEIVED = 'Thank you. An administrator of the company will activate your account; you can sign in once they have.';

/**
 * Sign-up on a company's host: the new user is inactive until an administrator activates them.
 * An address that already has an account gets the same answer and nothing is written, so the
 * form cannot be used to learn who works at a company; its owner signs in (or asks for a new
 * password) as before.
 */
export async function signupUser(company: Company, input: SignupUserInput, ip: string): Promise<void> {
  await countSignup(ip);
  assertPasswordPolicy(settingsOf(company), input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    await withTenant(company.id, async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, input.email));
      if (!taken) await insertUser(tx, company.id, input, passwordHash, { status: USER_INACTIVE, isAdmin: false, kind: 'staff' });
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index keeps one, the other is told the same.
    if (!isUniqueViolation(error, 'users_company_email_key')) throw error;
  }
}

/** Sign-up at the root: a company and its active owner, in one transaction. */
export async function signupCompany(input: SignupCompanyInput, ip: string): Promise<{ company: Company; user: SessionUser }> {
  await countSignup(ip);
  assertPasswordPolicy(DEFAULT_PASSWORD_POLICY, input.password);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    const made = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, input.slug));
      if (taken) throw ValidationError.field('slug', SLUG_TAKEN);
      const language = input.language ?? DEFAULT_LOCALE;
      const [company] = await tx
        .insert(companies)
        .values({ slug: input.slug, name: input.company_name, settings: { language } })
        .returning({ id: companies.id, slug: companies.slug, name: companies.name, settings: companies.settings });
      await insertDefaultRoles(tx as Tx, company.id, language);
      const user = await insertUser(tx, company.id, { ...input, locale: language }, passwordHash, { status: USER_ACTIVE, isAdmin: true, kind: 'owner' });
      await insertDefaultChart(tx as Tx, company.id, language);
      await insertDefaultSalesLists(tx as Tx, company.id, language);
      await insertExamplePayroll(tx as Tx, company.id, language);
      return { company, user };
    });
    forgetCompany(made.company.slug); // an earlier "no such company" answer may be cached
    return made;
  } catch (error) {
    if (isUniqueViolation(error, 'companies_slug_unique')) throw ValidationError.field('slug', SLUG_TAKEN);
    throw error;
  }
}
