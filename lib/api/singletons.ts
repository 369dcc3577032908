import { assertCan } from '@/lib/engine/rights';
import { singletonOf } from '@/lib/engine/catalogue';
import { ApiError } from '@/lib/engine/errors';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { readJson } from './body';
import { handleCollection } from './collection';
import type { RequestContext } from './context';
import { getResource, resources } from './registry';

/** Whether `/{name}` is one object of settings (`settings`, `invoice-settings`) rather than a plain collection. */
export const isSingleton = (name: string) => resources.has(name) && !!singletonOf(resources.get(name)!);

/**
 * GET /api/v1/{name} – a singleton's collection (one row per setting, with the list contract), and
 * beside `items` and `_meta` the settings as one object, which the settings windows and API
 * clients read.
 * PUT /api/v1/{name} – changes them, `{name: value}`, with the write permission of its section
 * (company settings: administrators).
 */
export async function singleton(ctx: RequestContext, user: SessionUser): Promise<Response> {
  const { req, company } = ctx;
  const def = getResource(ctx.path[0]);
  const spec = singletonOf(def)!;
  if (req.method === 'GET') {
    const listed = await handleCollection(ctx, user);
    if (!listed.ok) return listed;
    const object = await withTenant(company!.id, async (tx) => spec.read({ tx, company: company!, user }));
    const body = { ...object, ...(await listed.json()) };
    return Response.json(body, { status: listed.status, headers: pagination(listed.headers) });
  }
  if (req.method !== 'PUT') throw new ApiError(405, `Method ${req.method} is not allowed on ${def.name}.`);
  assertCan(user, def.permission, 'edit');
  const body = await readJson(req);
  return Response.json(await withTenant(company!.id, (tx) => spec.update({ tx, company: company!, user, registry: resources }, body)));
}

const pagination = (headers: Headers) => Object.fromEntries([...headers].filter(([name]) => name.startsWith('x-pagination-')));
