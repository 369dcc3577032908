import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { companies, users } from '@/db/schema';
import type { SessionUser } from '@/lib/users/session-user';

/**
 * The other companies where this person (the same e-mail) has an active account, for the top
 * bar's Switch. It reads across companies on purpose, and only rows of the person's own e-mail.
 */
export async function otherCompaniesOf(user: SessionUser): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ slug: companies.slug, name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sql`lower(${users.email})`, user.email.toLowerCase()), eq(users.status, 1), ne(users.companyId, user.companyId)))
    .orderBy(companies.name)
    .limit(50);
}
