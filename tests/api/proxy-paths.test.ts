import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import * as pageInfo from 'next/dist/build/analysis/get-page-static-info';
import { config as proxyConfig, proxy } from '@/proxy';

const host = 'paths.example.com';

/** Next's own reading of a proxy's `matcher` into the expressions its router tests paths with (not in its typed API). */
const { getMiddlewareMatchers } = pageInfo as unknown as { getMiddlewareMatchers: (matcher: unknown, config: object) => { regexp: string }[] };

/** Paths Next itself would fail on (issue 35, finding 10): the proxy answers them before its router. */
describe('a path that is not valid %-encoding', () => {
  it('answers an API path that is not valid %-encoding with a 400 before Next matches its route', async () => {
    const matchers = getMiddlewareMatchers(proxyConfig.matcher, {}).map((m) => new RegExp(m.regexp));
    const runs = (path: string) => matchers.some((m) => m.test(path));
    for (const path of ['/api/v1/%ZZ', '/api/v1/invoices/%ZZ', '/api/v1/customers/1/%E0%A4%A']) {
      expect(runs(path), path).toBe(true);
      const res = proxy(new NextRequest(`http://${host}${path}`));
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ name: 'Bad Request', message: 'The path is not valid URL encoding.', status: 400 });
    }
    // The API's other paths do not go through the proxy; one it sees that decodes goes on.
    expect(runs('/api/v1/customers')).toBe(false);
    expect(proxy(new NextRequest(`http://${host}/api/v1/customers/a%20b`)).headers.get('x-middleware-next')).toBe('1');
  });
});
