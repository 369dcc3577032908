import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { roles } from '@/db/schema';
import { seedName } from '@/lib/translator';
import { DEFAULT_ROLES } from './permissions';

/** A new company's roles (DEFAULT_ROLES), named in its language, in one statement. */
export async function insertDefaultRoles(tx: Tx, companyId: number, language = 'en'): Promise<void> {
  const named = (kind: string, part: 'name' | 'description') => seedName(language, 'roles', `${kind}.${part}`);
  await tx.insert(roles).values(DEFAULT_ROLES.map((r) => ({ companyId, kind: r.kind, displayName: named(r.kind, 'name'), description: named(r.kind, 'description'), isAdmin: r.isAdmin, rights: r.rights })));
}

/** The id of one of the company's default roles (owner, administrator, staff...), if it still has it. */
export async function defaultRoleId(tx: Tx, companyId: number, kind: string): Promise<number | null> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, companyId), eq(roles.kind, kind))).limit(1);
  return role?.id ?? null;
}
