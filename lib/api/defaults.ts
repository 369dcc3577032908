import { LOCALES } from '@/i18n/locales';
import type { Company } from '@/lib/tenant/company';
import { companyTerms } from '@/lib/terminology/labels';
import { withTenant } from '@/lib/tenant/transaction';
import { ApiError } from '@/lib/engine/errors';
import { app } from './modules';

// GET /api/v1/defaults – the default terminology in every language, and the company's own words
export async function defaults(company: Company, method: string): Promise<Response> {
  if (method !== 'GET') throw new ApiError(405, `Method ${method} is not allowed on defaults.`);
  const terms = await withTenant(company.id, async (tx) =>
    Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await companyTerms(tx, company.id, l)] as const))),
  );
  return Response.json({ terminology: app.terms, company: terms });
}
