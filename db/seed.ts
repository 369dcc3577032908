import { count } from 'drizzle-orm';
import { newAuthKey } from '@/lib/auth/auth-key';
import { hashPassword } from '@/lib/auth/password';
import { getDb } from './client';
import { companies, users } from './schema';

export const DEMO = {
  slug: 'demo',
  name: 'Demo Company',
  admin: { email: 'admin@demo.test', password: 'demo12345', displayName: 'Dana Admin' },
  staff: { email: 'staff@demo.test', password: 'demo12345', displayName: 'Sam Staff' },
};

/**
 * Makes the demo company (an active admin and a second user) in an empty database; does
 * nothing once any company exists, so it is safe at every start.
 */
export async function seedDemo(): Promise<boolean> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  const [adminHash, staffHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.staff.password)]);
  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ slug: DEMO.slug, name: DEMO.name }).returning({ id: companies.id });
    await tx.insert(users).values([
      { companyId: company.id, displayName: DEMO.admin.displayName, email: DEMO.admin.email, passwordHash: adminHash, isAdmin: true, authKey: newAuthKey() },
      { companyId: company.id, displayName: DEMO.staff.displayName, email: DEMO.staff.email, passwordHash: staffHash, authKey: newAuthKey() },
    ]);
  });
  return true;
}
