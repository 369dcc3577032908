import { assertCan } from '@/lib/auth/permissions';
import { settingsOf, updateSettings } from '@/lib/settings/company-settings';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { readJson } from './body';
import { handleCollection } from './collection';
import type { RequestContext } from './context';
import { ApiError } from '@/lib/engine/errors';

/**
 * GET /api/v1/settings – the settings collection (`lib/modules/settings/settings.ts`: one row per
 * setting, with the list contract), and beside `items` and `_meta` the settings as one object, as
 * the settings window and API clients read them before the collection existed.
 * PUT /api/v1/settings – changes them, `{name: value}` (administrators).
 */
export async function settings(ctx: RequestContext, user: SessionUser): Promise<Response> {
  const { req, company } = ctx;
  if (req.method === 'GET') {
    const listed = await handleCollection(ctx, user);
    if (!listed.ok) return listed;
    const body = { ...settingsOf(company!), ...(await listed.json()) };
    return Response.json(body, { status: listed.status, headers: pagination(listed.headers) });
  }
  if (req.method !== 'PUT') throw new ApiError(405, `Method ${req.method} is not allowed on settings.`);
  assertCan(user, 'settings', 'write');
  const body = await readJson(req);
  return Response.json(await withTenant(company!.id, (tx) => updateSettings({ tx, company: company!, user }, body)));
}

const pagination = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name.startsWith('x-pagination-')));
