import type { ResourceContext } from './define';

/**
 * A read kept for a request's length (its context: one transaction), by key: asked early, where
 * it travels with other statements (a write's `prefetch`), then answered from here wherever it
 * is needed. A failed read (a rolled-back savepoint) is not kept; `forget` drops what a write of
 * the same request made stale (or what was taken once, as an id). Not kept by the transaction
 * object: a pooled connection's is reused by the next transaction on it.
 */
export function perRequest<K, V>(read: (ctx: ResourceContext, key: K) => Promise<V>, keyOf: (key: K) => string = String) {
  const kept = new WeakMap<ResourceContext, Map<string, Promise<V>>>();
  const of = (ctx: ResourceContext, key: K): Promise<V> => {
    let mine = kept.get(ctx);
    if (!mine) kept.set(ctx, (mine = new Map()));
    const name = keyOf(key);
    let value = mine.get(name);
    if (!value) {
      const reading = read(ctx, key);
      mine.set(name, reading);
      reading.catch(() => mine.delete(name));
      value = reading;
    }
    return value;
  };
  // `key` given: that one read only; else all of the request's.
  const forget = (ctx: ResourceContext, ...key: [] | [K]) => void (key.length ? kept.get(ctx)?.delete(keyOf(key[0])) : kept.delete(ctx));
  return Object.assign(of, { forget });
}
