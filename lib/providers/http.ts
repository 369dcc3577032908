import { TtlCache } from '@/lib/cache';

/**
 * Why an outside provider gave no answer, as the API tells it: 503 when it is not configured or
 * did not answer in time (try later), 502 when it answered with an error or with what is not
 * its format, 404 when it found nothing for the query.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: 404 | 502 | 503,
    readonly code: 'not_configured' | 'unavailable' | 'bad_answer' | 'not_found',
    message: string,
  ) {
    super(message);
  }
}

/** What the providers' clients share: where to ask, how long to wait, the answers kept. */
export type ProviderHttp = {
  /** The provider's name in messages ("weather", "directions"). */
  what: string;
  timeoutMs: number;
  cache: TtlCache<unknown>;
  ttlMs: number;
  fetch?: typeof fetch;
};

/** A provider's connection settings with a cache of its own, kept `ttlMs` per URL. */
export const providerHttp = (what: string, ttlMs: number, options: { timeoutMs: number; fetch?: typeof fetch }): ProviderHttp => ({
  what,
  timeoutMs: options.timeoutMs,
  cache: new TtlCache(ttlMs, 1000),
  ttlMs,
  fetch: options.fetch,
});

/** How long answers are kept: a forecast or route 10 minutes, a place found by name a day. */
export const ANSWER_TTL_MS = 10 * 60_000;
export const PLACE_TTL_MS = 24 * 3600_000;

/** The name this server gives itself to providers that ask for one (Nominatim's usage policy). */
const USER_AGENT = 'workspace-tools/1.0 (self-hosted business workspace)';

/**
 * GETs a provider's JSON, kept for `ttlMs` by URL so the same question within it is not asked
 * again (the providers' fair-use limits, and speed); a timeout or refused connection is a 503,
 * an error status or an answer that is not JSON a 502. Failures are never cached.
 */
export async function getJson(http: ProviderHttp, url: string): Promise<unknown> {
  const kept = http.cache.get(url);
  if (kept !== undefined) return kept;
  let res: Response;
  try {
    res = await (http.fetch ?? fetch)(url, { headers: { accept: 'application/json', 'user-agent': USER_AGENT }, signal: AbortSignal.timeout(http.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(503, 'unavailable', timedOut ? `The ${http.what} provider did not answer in time.` : `The ${http.what} provider could not be reached.`);
  }
  if (!res.ok) throw new ProviderError(502, 'bad_answer', `The ${http.what} provider answered with an error (HTTP ${res.status}).`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ProviderError(502, 'bad_answer', `The ${http.what} provider's answer could not be read.`);
  }
  http.cache.set(url, body, http.ttlMs);
  return body;
}

/** A base URL joined with a path, without doubled slashes (`https://host/` + `/v1/search`). */
export const joinUrl = (base: string, path: string, params: Record<string, string | number>) => {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
};

/** A latitude and longitude within the globe. */
export type Point = { lat: number; lon: number };
export const isPoint = (p: Point) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180;
