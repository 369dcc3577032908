import { assertCan } from '@/lib/auth/permissions';
import { settingsOf, updateSettings } from '@/lib/settings/company-settings';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { readJson } from './body';
import { ApiError } from '@/lib/engine/errors';

// GET /api/v1/settings – the company's settings; PUT changes them (administrators)
export async function settings(req: Request, company: Company, user: SessionUser): Promise<Response> {
  if (req.method === 'GET') return Response.json(settingsOf(company));
  if (req.method !== 'PUT') throw new ApiError(405, `Method ${req.method} is not allowed on settings.`);
  assertCan(user, 'settings', 'write');
  const body = await readJson(req);
  return Response.json(await withTenant(company.id, (tx) => updateSettings({ tx, company, user }, body)));
}
