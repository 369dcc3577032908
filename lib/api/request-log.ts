import { log } from '@/lib/logging/log';

/**
 * The route of a request as a pattern, for logs: `GET customers/:id/addresses`. Numbers and
 * anything after the collection and verb become placeholders, and the query string is never
 * included (it holds searches, names, e-mail addresses).
 */
export function routePattern(method: string, path: string[]): string {
  const parts = path.slice(0, 4).map((segment, i) => (i === 0 || /^[a-z][a-z0-9-]*$/.test(segment) ? segment : ':id'));
  return `${method} ${parts.join('/')}${path.length > 4 ? '/…' : ''}`;
}

export type RequestRecord = { requestId: string; method: string; path: string[]; status: number; started: number; companyId?: number | null; userId?: number | null };

/**
 * The request's one log line: every request in production (LOG_FORMAT=json), and any request
 * slower than SLOW_REQUEST_MS (default 1000) as a warning everywhere.
 */
export function logRequest(record: RequestRecord, now = performance.now()): void {
  const duration = Math.round(now - record.started);
  const slowAfter = Number(process.env.SLOW_REQUEST_MS ?? 1000);
  const fields = { request_id: record.requestId, company_id: record.companyId ?? null, user_id: record.userId ?? null, route: routePattern(record.method, record.path), status: record.status, duration_ms: duration };
  if (duration >= slowAfter) log('warn', 'slow request', { ...fields, slow: true });
  else if ((process.env.LOG_FORMAT ?? (process.env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json') log('info', 'request', fields);
}
