import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { companies } from '@/db/schema';
import { sharedCache } from '@/lib/cache';

export type Company = { id: number; slug: string; name: string; settings: Record<string, unknown> };

// Companies are read on every request and change rarely; unknown slugs are cached briefly too
// so that a flood of requests to a made-up subdomain does not reach the database each time.
const bySlug = sharedCache<Company | null>('companies', 60_000);

export async function findCompanyBySlug(slug: string): Promise<Company | null> {
  const cached = bySlug.get(slug);
  if (cached !== undefined) return cached;
  const db = await getDb();
  const [row] = await db
    .select({ id: companies.id, slug: companies.slug, name: companies.name, settings: companies.settings })
    .from(companies)
    .where(eq(companies.slug, slug));
  bySlug.set(slug, row ?? null, row ? undefined : 5_000);
  return row ?? null;
}

export function forgetCompany(slug: string): void {
  bySlug.delete(slug);
}
