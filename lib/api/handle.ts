import { resolveUser } from '@/lib/auth/principal';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { handleCollection } from './collection';
import { clientIp, type RequestContext } from './context';
import { errorResponse } from '@/lib/api/errors';
import { ApiError, notFound, unauthorized } from '@/lib/engine/errors';
import { defaults } from './defaults';
import { report } from './reports';
import { settings } from './settings';
import { siteRoutes } from './site';

export const API_PREFIX = '/api/v1/';

/** The one entry of the API (`app/api/v1/[...path]/route.ts`): host -> company -> route. */
export async function handleApi(req: Request): Promise<Response> {
  try {
    return await dispatch(await contextOf(req));
  } catch (error) {
    return errorResponse(error);
  }
}

async function contextOf(req: Request): Promise<RequestContext> {
  const url = new URL(req.url);
  const host = parseHost(req.headers.get('host') ?? url.host);
  if (host.kind === 'invalid') throw notFound('Company not found.');
  const company = host.kind === 'company' ? await findCompanyBySlug(host.slug) : null;
  if (host.kind === 'company' && !company) throw notFound('Company not found.');
  let user: ReturnType<RequestContext['user']> | undefined;
  return {
    req,
    url,
    path: url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent),
    host,
    company,
    user: () => (user ??= company ? resolveUser(req.headers, company) : Promise.resolve(null)),
    ip: clientIp(req.headers),
  };
}

async function dispatch(ctx: RequestContext): Promise<Response> {
  const [head, action, ...rest] = ctx.path;
  if (head === 'site' && action && rest.length === 0 && Object.hasOwn(siteRoutes, action)) {
    const handler = siteRoutes[action][ctx.req.method];
    if (!handler) throw new ApiError(405, `Method ${ctx.req.method} is not allowed on site/${action}.`);
    return handler(ctx);
  }
  if (!ctx.company) throw notFound('Collections are served on a company host.');
  const user = await ctx.user();
  if (!user) throw unauthorized();
  if (head === 'defaults' && !action) return defaults(ctx.company, ctx.req.method);
  if (head === 'settings' && !action) return settings(ctx, user);
  if (head === 'reports' && ctx.path.length <= 2) return report(ctx.req, ctx.url, action, ctx.company, user);
  return handleCollection(ctx, user);
}
