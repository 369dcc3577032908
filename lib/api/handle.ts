import { randomUUID } from 'node:crypto';
import { resolveUser } from '@/lib/auth/principal';
import { logRequest } from './request-log';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import { handleCollection } from './collection';
import { clientIp } from '@/lib/auth/client-address';
import type { RequestContext } from './context';
import { errorResponse } from '@/lib/api/errors';
import { ApiError, badRequest, notFound, unauthorized } from '@/lib/engine/errors';
import { defaults } from './defaults';
import { report } from './reports';
import { exportCompany } from './list-export';
import { importRequest } from './import';
import { resolvePath } from './registry';
import { isSingleton, singleton } from './singletons';
import { siteRoutes } from './site';
import { isOutside, outside } from './outside';

export const API_PREFIX = '/api/v1/';

/**
 * The one entry of the API (`app/api/v1/[...path]/route.ts`): host -> company -> route. Every
 * answer carries its request id (the caller's `x-request-id`, else a new one) and is logged
 * with it (lib/api/request-log.ts).
 */
export async function handleApi(req: Request): Promise<Response> {
  const started = performance.now();
  const given = req.headers.get('x-request-id');
  const requestId = given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
  let ctx: RequestContext | undefined;
  let response: Response;
  try {
    ctx = await contextOf(req);
    response = await dispatch(ctx);
  } catch (error) {
    response = errorResponse(error, req.method, { request_id: requestId, company_id: ctx?.company?.id ?? null });
  }
  // A redirect's headers are immutable: such an answer is copied first.
  if (response.status >= 300 && response.status < 400) response = new Response(response.body, response);
  response.headers.set('x-request-id', requestId);
  const user = ctx?.userIfAsked ? await ctx.userIfAsked().catch(() => null) : null;
  logRequest({ requestId, method: req.method, path: ctx?.path ?? [], status: response.status, started, companyId: ctx?.company?.id, userId: user?.id });
  return response;
}

async function contextOf(req: Request): Promise<RequestContext> {
  const url = new URL(req.url);
  assertNoNul(url);
  const host = parseHost(req.headers.get('host') ?? url.host);
  if (host.kind === 'invalid') throw notFound('Company not found.');
  const company = host.kind === 'company' ? await findCompanyBySlug(host.slug) : null;
  if (host.kind === 'company' && !company) throw notFound('Company not found.');
  let user: ReturnType<RequestContext['user']> | undefined;
  return {
    req,
    url,
    path: pathOf(url),
    host,
    company,
    user: () => (user ??= company ? resolveUser(req.headers, company) : Promise.resolve(null)),
    userIfAsked: () => user ?? Promise.resolve(null),
    ip: clientIp(req.headers),
  };
}

/** The path's segments after /api/v1/, decoded; a bad %-escape is a 400 (decodeURIComponent throws). */
function pathOf(url: URL): string[] {
  try {
    return url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw badRequest('The path is not valid URL encoding.');
  }
}

/** No query parameter, name or value, may hold a NUL character: PostgreSQL's text cannot. */
function assertNoNul(url: URL) {
  for (const [name, value] of url.searchParams) {
    if (name.includes('\u0000') || value.includes('\u0000')) throw badRequest(`Invalid value for parameter "${name.replace(/\u0000/g, '')}": it may not contain a NUL character.`);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that may ride on the session cookie must come from a page of the company's own
 * origin: a browser says where a request comes from (Sec-Fetch-Site, Origin), and another
 * site's page (another company's subdomain included) is refused. Calls with a bearer key carry
 * no cookie's authority and are not concerned.
 */
function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method) || /^Bearer\s/i.test(req.headers.get('authorization') ?? '')) return;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw new ApiError(403, 'Requests from another site are refused.');
  const origin = req.headers.get('origin');
  if (!origin) return;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (!URL.canParse(origin) || new URL(origin).host !== host) throw new ApiError(403, 'Requests from another site are refused.');
}

async function dispatch(asked: RequestContext): Promise<Response> {
  assertSameOrigin(asked.req);
  // A spec path that names another collection's action or a report is answered as that one.
  const ctx = { ...asked, path: resolvePath(asked.path) };
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
  if (!action && isSingleton(head)) return singleton(ctx, user);
  if (head === 'reports' && (ctx.path.length <= 2 || (ctx.path.length === 3 && rest[0] === 'file'))) return report(ctx.req, ctx.url, action, ctx.company, user, rest[0]);
  if (head === 'export' && !action) return exportCompany(ctx, user);
  if (action === 'import' && rest.length === 0) return importRequest(ctx, user);
  if (!action && isOutside(head)) return outside(ctx, head);
  return handleCollection(ctx, user);
}
