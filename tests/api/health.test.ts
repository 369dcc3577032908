import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/route';

describe('GET /api/health', () => {
  it('answers 200 when the database answers and holds every migration', async () => {
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current', queue: { lag_seconds: expect.any(Number), due: expect.any(Number), dead: expect.any(Number) } });
  });
});

describe('request ids', () => {
  it('every API answer carries one: the caller’s own when well-formed, else a new one', async () => {
    const { api } = await import('../support/api');
    const given = await api('GET', 'site/me', { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234.abc');
    const made = await api('GET', 'nothing-here', { headers: { 'x-request-id': 'bad id {with} spaces' } });
    expect(made.status).toBe(404);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
