import { count } from 'drizzle-orm';
import { newAuthKey } from '@/lib/auth/auth-key';
import { hashPassword } from '@/lib/auth/password';
import { insertDefaultChart } from '@/lib/modules/books/chart';
import { getResource, resources } from '@/lib/api/registry';
import { createRecord } from '@/lib/engine/write';
import { withTenant } from '@/lib/tenant/transaction';
import { loadUser } from '@/lib/users/session-user';
import { getDb, type Tx } from './client';
import { companies, users } from './schema';
import { DEMO_RECORDS } from './seed-data';

export const DEMO = {
  slug: 'demo',
  name: 'Demo Company',
  admin: { email: 'admin@demo.test', password: 'demo12345', displayName: 'Dana Admin' },
  staff: { email: 'staff@demo.test', password: 'demo12345', displayName: 'Sam Staff' },
};

/**
 * Makes the demo company (an active admin, a second user and sample records) in an empty database; does
 * nothing once any company exists, so it is safe at every start.
 */
export async function seedDemo(): Promise<boolean> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(companies);
  if (n > 0) return false;
  const [adminHash, staffHash] = await Promise.all([hashPassword(DEMO.admin.password), hashPassword(DEMO.staff.password)]);
  const { company, adminId } = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(companies)
      .values({ slug: DEMO.slug, name: DEMO.name })
      .returning({ id: companies.id, slug: companies.slug, name: companies.name, settings: companies.settings });
    const [admin] = await tx
      .insert(users)
      .values([
        { companyId: made.id, displayName: DEMO.admin.displayName, email: DEMO.admin.email, passwordHash: adminHash, isAdmin: true, authKey: newAuthKey() },
        { companyId: made.id, displayName: DEMO.staff.displayName, email: DEMO.staff.email, passwordHash: staffHash, authKey: newAuthKey() },
      ])
      .returning({ id: users.id });
    await insertDefaultChart(tx as Tx, made.id);
    return { company: made, adminId: admin.id };
  });
  // The sample records go through the same definitions as the API, validation and logs included.
  await withTenant(company.id, async (tx) => {
    const user = (await loadUser(tx, { id: adminId }))!;
    for (const [collection, body] of DEMO_RECORDS) await createRecord(getResource(collection), { tx, company, user, registry: resources }, body);
  });
  return true;
}
