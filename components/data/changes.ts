/**
 * The windows' cache keys and what a write makes stale, pure (no React), so it is tested as a unit.
 *
 * Every read of the API is cached under `['api', collection, path]`: the collection whose records
 * it shows first, so that a write invalidates it by name. A read showing other collections too (a
 * gem board's figures) names them as the query's `reads`. What a write changes is the server's
 * declaration (`/meta`: a resource's `changes` for a save or delete, each action's own), never a
 * list kept here.
 */

export type ApiKey = readonly ['api', string, string];

/** The key of a read of `path` that shows records of `collection`. */
export const apiKey = (collection: string, path: string): ApiKey => ['api', collection, path];

/** The key of a resource's `/meta`: never made stale by writes (it changes with a deploy). */
export const metaKey = (collection: string) => ['meta', collection] as const;

/** What a query tells beside its key: other collections it shows. */
export type ReadsMeta = { reads?: readonly string[] };

/** Whether a write that changed `changed` makes the query of `key` (showing also `reads`) stale. */
export function isChangedBy(key: readonly unknown[], reads: readonly string[] | undefined, changed: ReadonlySet<string>): boolean {
  if (key[0] !== 'api') return false;
  return changed.has(String(key[1])) || (reads ?? []).some((c) => changed.has(c));
}

/** Two keys are the same query's. */
export const sameKey = (a: readonly unknown[], b: readonly unknown[] | undefined) => !!b && a.length === b.length && a.every((part, i) => part === b[i]);

type Declares = { name: string; changes?: string[]; actions?: { name: string; changes?: string[] }[] };

/**
 * What a write through `meta`'s resource changes, as the server declares it: a save or delete
 * (no action) its `changes`, an action its own (none for one that only looks); the resource
 * itself where nothing is declared.
 */
export function changedBy(meta: Declares, action?: string): Set<string> {
  const declared = action ? meta.actions?.find((a) => a.name === action)?.changes : meta.changes;
  return new Set(declared ?? [meta.name]);
}
