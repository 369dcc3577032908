/**
 * A small in-process cache with a time limit per entry, for lookups made on every request
 * (company by slug, user by session). Entries expire on their own, so a change made by another
 * instance is seen within `ttlMs`; this instance's own changes call `delete` at once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, ttlMs = this.ttlMs): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/**
 * The one cache of `name` in this process. Next.js bundles the API's route and the pages apart,
 * each with its own copy of every module: a module-level cache would be two caches, and what the
 * API forgets after a change (a company's settings, a signed-out session, a deactivated user)
 * would live on in the pages' copy until it expired. Kept on globalThis, both graphs share it.
 */
export function sharedCache<V>(name: string, ttlMs: number, maxEntries?: number): TtlCache<V> {
  const slot = Symbol.for(`workspace.cache.${name}`);
  const store = globalThis as unknown as Record<symbol, TtlCache<V> | undefined>;
  return (store[slot] ??= new TtlCache<V>(ttlMs, maxEntries));
}
