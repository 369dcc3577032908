import { describe, expect, it, vi } from 'vitest';

// Next.js loads the API's route and the pages as separate module graphs: two copies of a module.
// Two fresh imports of the same module stand for them here.
async function freshCopy<T>(path: string): Promise<T> {
  vi.resetModules();
  return (await import(path)) as T;
}

describe('a shared cache', () => {
  it('is one cache for every copy of the module that asks for it', async () => {
    type CacheModule = typeof import('@/lib/cache');
    const api = await freshCopy<CacheModule>('@/lib/cache');
    const pages = await freshCopy<CacheModule>('@/lib/cache');
    expect(api).not.toBe(pages);
    const seenByPages = pages.sharedCache<string>('test-companies', 60_000);
    seenByPages.set('acme', 'Acme, before');
    const seenByApi = api.sharedCache<string>('test-companies', 60_000);
    expect(seenByApi.get('acme')).toBe('Acme, before');
    // The API forgets what it changed: the pages' copy reads afresh too.
    seenByApi.delete('acme');
    expect(seenByPages.get('acme')).toBeUndefined();
    expect(api.sharedCache('another', 60_000)).not.toBe(seenByApi);
  });

  it('serves the company lookup: what one copy forgets, every copy forgets', async () => {
    type CompanyModule = typeof import('@/lib/tenant/company');
    type CacheModule = typeof import('@/lib/cache');
    const api = await freshCopy<CompanyModule>('@/lib/tenant/company');
    const { sharedCache } = await freshCopy<CacheModule>('@/lib/cache');
    const companies = sharedCache<unknown>('companies', 60_000);
    companies.set('acme', { id: 1, slug: 'acme', name: 'Acme', settings: {} });
    api.forgetCompany('acme');
    expect(companies.get('acme')).toBeUndefined();
  });
});
