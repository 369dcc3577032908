import { afterEach, describe, expect, it, vi } from 'vitest';
import { logRequest, routePattern } from '@/lib/api/request-log';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('request logs', () => {
  it('name the route as a pattern, never ids or the query', () => {
    expect(routePattern('GET', ['customers', '12', 'addresses'])).toBe('GET customers/:id/addresses');
    expect(routePattern('POST', ['invoices', '7', 'approve'])).toBe('POST invoices/:id/approve');
    expect(routePattern('GET', ['site', 'me'])).toBe('GET site/me');
    expect(routePattern('GET', ['reports', 'x@y.test'])).toBe('GET reports/:id');
  });

  it('are one JSON line per request in production, with request, company and user ids, status and duration', async () => {
    vi.stubEnv('LOG_FORMAT', 'json');
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    logRequest({ requestId: 'r-1', method: 'GET', path: ['customers', '5'], status: 200, started: 100, companyId: 3, userId: 9 }, 142.4);
    logRequest({ requestId: 'r-2', method: 'POST', path: ['customers'], status: 201, started: 100, companyId: 3, userId: 9 }, 110);
    // The turn's lines go in one write once it ends.
    expect(out).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveBeenCalledTimes(1);
    const lines = String(out.mock.calls[0][0]).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', message: 'request', request_id: 'r-1', company_id: 3, user_id: 9, route: 'GET customers/:id', status: 200, duration_ms: 42 });
    expect(JSON.parse(lines[1])).toMatchObject({ request_id: 'r-2', route: 'POST customers', status: 201, duration_ms: 10 });
  });

  it('warn of a request slower than SLOW_REQUEST_MS, in any format', () => {
    vi.stubEnv('LOG_FORMAT', 'text');
    vi.stubEnv('SLOW_REQUEST_MS', '500');
    const info = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logRequest({ requestId: 'r-2', method: 'GET', path: ['reports', 'aging'], status: 200, started: 0 }, 20);
    expect(info).not.toHaveBeenCalled();
    logRequest({ requestId: 'r-3', method: 'GET', path: ['reports', 'aging'], status: 200, started: 0 }, 750);
    expect(warn.mock.calls[0][0]).toBe('slow request request_id=r-3 route=GET reports/aging status=200 duration_ms=750 slow=true');
  });
});
