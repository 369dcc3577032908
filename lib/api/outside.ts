import { ApiError, badRequest, STATUS_NAMES } from '@/lib/engine/errors';
import { ProviderError } from '@/lib/providers/http';
import { directionsProvider, weatherProvider } from '@/lib/providers';
import type { RequestContext } from './context';

const MAX_QUERY = 200;

/** A text parameter, present, short and printable, or a 400 naming it. */
function textParam(params: URLSearchParams, name: string): string {
  const value = params.get(name)?.trim() ?? '';
  if (!value || value.length > MAX_QUERY) throw badRequest(`Missing or invalid parameter: ${name}`);
  return value;
}

function coordinate(params: URLSearchParams, name: 'lat' | 'lon'): number {
  const text = params.get(name) ?? '';
  const value = Number(text);
  const limit = name === 'lat' ? 90 : 180;
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text.trim()) || Math.abs(value) > limit) throw badRequest(`Missing or invalid parameter: ${name}`);
  return value;
}

/** A provider's failure as the API's error body, with a `code` the windows translate (not_configured, unavailable, bad_answer, not_found). */
function failure(error: ProviderError): Response {
  return Response.json({ name: STATUS_NAMES[error.status], message: error.message, status: error.status, code: error.code }, { status: error.status });
}

const notConfigured = (what: string) => failure(new ProviderError(503, 'not_configured', `No ${what} provider is configured.`));

/**
 * GET /api/v1/weather?q=Madrid or ?lat=40.4&lon=-3.7 (spec section 7 `weather`): the forecast
 * of the provider configured (lib/providers); 503 when there is none.
 */
async function weather(ctx: RequestContext): Promise<Response> {
  const params = ctx.url.searchParams;
  const query = params.has('q') ? { q: textParam(params, 'q') } : params.has('lat') || params.has('lon') ? { lat: coordinate(params, 'lat'), lon: coordinate(params, 'lon') } : null;
  if (!query) throw badRequest('Missing parameter: q (a place), or lat and lon.');
  const provider = weatherProvider();
  if (!provider) return notConfigured('weather');
  return Response.json(await provider.forecast(query));
}

/** GET /api/v1/directions?from=&to= (spec section 7 `directions`): a driving route, its steps and line. */
async function directions(ctx: RequestContext): Promise<Response> {
  const params = ctx.url.searchParams;
  const [from, to] = [textParam(params, 'from'), textParam(params, 'to')];
  const provider = directionsProvider();
  if (!provider) return notConfigured('directions');
  return Response.json(await provider.route(from, to));
}

const ROUTES: Record<string, (ctx: RequestContext) => Promise<Response>> = { weather, directions };

export const isOutside = (head: string) => Object.hasOwn(ROUTES, head);

/** Answers an outside provider's path for a signed-in user (reading only: GET). */
export async function outside(ctx: RequestContext, head: string): Promise<Response> {
  if (ctx.req.method !== 'GET') throw new ApiError(405, `Method ${ctx.req.method} is not allowed on ${head}.`);
  try {
    return await ROUTES[head](ctx);
  } catch (error) {
    if (error instanceof ProviderError) return failure(error);
    throw error;
  }
}
