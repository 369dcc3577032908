import { describe, expect, it } from 'vitest';
import { delayAfter, MAX_FAILURES_PER_ACCOUNT, SLOW_AFTER_ACCOUNT_FAILURES } from '@/lib/auth/rate-limit';
import { api, makeCompany, PASSWORD } from '../support/api';

const login = (host: string, email: string, password: string, forwardedFor: string) =>
  api('POST', 'site/login', { host, body: { email, password }, headers: { 'x-forwarded-for': forwardedFor } });

describe('the login limits', () => {
  it('let only the limit through when wrong passwords arrive all at once', async () => {
    const co = await makeCompany('burst');
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => login(co.host, co.email, `wrong-${i}`, '192.0.2.80')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - MAX_FAILURES_PER_ACCOUNT);
  });

  it('believe only the address the trusted proxy appended, not what the caller wrote before it', async () => {
    const co = await makeCompany('xff');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      // The caller invents a new first address each time; the proxy appends the real one.
      expect((await login(co.host, co.email, `wrong-${i}`, `10.9.${i}.1, 192.0.2.90`)).status).toBe(422);
    }
    expect((await login(co.host, co.email, PASSWORD, '10.99.0.1, 192.0.2.90')).status).toBe(429);
  });

  it('slow down tries on an account failing from many addresses, yet let its owner in', async () => {
    const co = await makeCompany('spread');
    for (let i = 0; i < SLOW_AFTER_ACCOUNT_FAILURES + 1; i++) {
      expect((await login(co.host, co.email, `wrong-${i}`, `192.0.2.${100 + i}`)).status).toBe(422);
    }
    const started = Date.now();
    const owner = await login(co.host, co.email, PASSWORD, '198.51.100.200');
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(delayAfter(SLOW_AFTER_ACCOUNT_FAILURES + 1) - 20);
  });

  it('slow down by doubling, to at most 4 seconds', () => {
    expect([0, 9, 10, 11, 12, 14, 40].map(delayAfter)).toEqual([0, 0, 250, 500, 1000, 4000, 4000]);
  });
});
