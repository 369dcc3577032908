'use client';

import { keepPreviousData, QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiFailure, apiCall, apiFetch } from '@/components/base/api';
import { apiKey, changedBy, isChangedBy, sameKey, type ReadsMeta } from './changes';
import { metaQuery, type ResourceMeta } from './meta';

/**
 * The windows' one data layer (TanStack Query): reads cached by the collection they show, writes
 * that make stale exactly what the server declares they change, so an open window is never stale
 * and no window keeps its own list of what another one's write touched.
 */

/** The workspace's client: reads are fresh for a moment (two windows opening together share one request), a refusal is never retried. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiFailure) && failures < 1,
      },
    },
  });
}

/** A collection's path with its query (`invoices?per-page=20&sort=-id`). */
export const withQuery = (path: string, params?: URLSearchParams | Record<string, string>) => {
  const query = params ? new URLSearchParams(params).toString() : '';
  return query ? `${path}?${query}` : path;
};

type ReadOptions<T = unknown> = { enabled?: boolean; reads?: readonly string[]; keepPrevious?: boolean; staleTime?: number; refetchInterval?: number | ((data: T | undefined) => number | false) };

/** Any read of the API that shows records of `collection` (a list, a count, a record's view). */
export function useApi<T>(collection: string, path: string | null, options: ReadOptions<T> = {}) {
  const every = options.refetchInterval;
  return useQuery({
    queryKey: apiKey(collection, path ?? ''),
    queryFn: () => apiFetch<T>(path!),
    enabled: path !== null && options.enabled !== false,
    meta: options.reads ? ({ reads: options.reads } satisfies ReadsMeta) : undefined,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.staleTime,
    refetchInterval: typeof every === 'function' ? (query) => every(query.state.data as T | undefined) : every,
  });
}

export type Page<R> = { items: R[]; _meta: { totalCount: number; perPage: number; totalCountEstimated?: boolean; totalCountCapped?: boolean; prevCursor: string | null; nextCursor: string | null } };

/** A page of a collection (`params`: per-page, sort, filters, expand...); `view` reads `/all`, `/bookmarks` or `/inactive`. */
export function useList<R>(collection: string, params?: URLSearchParams | Record<string, string>, options: ReadOptions & { view?: string } = {}) {
  const path = withQuery(options.view ? `${collection}/${options.view}` : collection, params);
  return useApi<Page<R>>(collection, path, options);
}

/** A record as the form edits it: its body and its version (ETag), which a change sends back. */
export type Versioned<R> = { body: R; version: string | null };

/** The key of a record read with its version: a save puts its answer there. */
export const recordKey = (collection: string, path: string) => [...apiKey(collection, path), 'versioned'] as const;

/** One record (`path`: `{c}/{id}?expand=...`, or a singleton's `{c}`), with its version. */
export function useRecord<R>(collection: string, path: string | null) {
  return useQuery({
    queryKey: recordKey(collection, path ?? ''),
    queryFn: async (): Promise<Versioned<R>> => {
      const { body, headers } = await apiCall<R>(path!);
      return { body, version: headers.get('etag') };
    },
    enabled: path !== null,
  });
}

/** A resource's `/meta` from the cache, read if it was not yet. */
const metaOf = (client: QueryClient, collection: string) => client.ensureQueryData(metaQuery(collection));

/** Makes stale what a write changed, as `collection`'s `/meta` declares it (`action`: one of its actions; none: a save or delete). */
export function useInvalidateAfter() {
  const client = useQueryClient();
  return useCallback(async (collection: string, action?: string) => void invalidate(client, changedBy(await metaOf(client, collection), action)), [client]);
}

/** Makes stale every read that a write changing `changed` touches, but `keep` (a record whose answer the write gave). */
export function invalidate(client: QueryClient, changed: Iterable<string>, keep?: readonly unknown[]) {
  const names = new Set(changed);
  return client.invalidateQueries({ predicate: (q) => isChangedBy(q.queryKey, (q.meta as ReadsMeta | undefined)?.reads, names) && !sameKey(q.queryKey, keep) });
}

type SaveInput = { path: string; method: 'POST' | 'PUT'; body: unknown; idempotencyKey?: string; ifMatch?: string | null };

/**
 * Saves a record of `meta`'s resource: the answer (asked with the same expansions the form
 * reads, so a document keeps its lines) goes into the cache as the record at `answerPath(id)`,
 * and whatever else the save changes is read again.
 */
export const saveMutation = <R extends { id: number }>(client: QueryClient, meta: Pick<ResourceMeta, 'name' | 'changes'> | null, answerPath: (id: number) => string) => ({
  mutationFn: async ({ path, method, body, idempotencyKey, ifMatch }: SaveInput): Promise<Versioned<R>> => {
    const { body: saved, headers } = await apiCall<R>(path, { method, body, idempotencyKey, ifMatch });
    return { body: saved, version: headers.get('etag') };
  },
  onSuccess: (saved: Versioned<R>) => {
    const key = recordKey(meta!.name, answerPath(saved.body.id));
    client.setQueryData(key, saved);
    // Marked stale at once; the windows showing them read them in the background.
    void invalidate(client, changedBy(meta!), key);
  },
});
export function useSave<R extends { id: number }>(meta: Pick<ResourceMeta, 'name' | 'changes'> | null, answerPath: (id: number) => string) {
  return useMutation(saveMutation<R>(useQueryClient(), meta, answerPath));
}

/**
 * Deletes a record of `meta`'s resource (`ifMatch`: the version the person saw, a 412 if another
 * changed it since); then what a delete of it changes is read again, but the deleted record's own
 * read (`readPath`, its window's), which is closed rather than read into a 404.
 */
export function useDelete(meta: Pick<ResourceMeta, 'name' | 'changes'>, readPath: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch }: { id: number; ifMatch?: string | null }) => apiCall(`${meta.name}/${id}`, { method: 'DELETE', ifMatch }),
    onSuccess: () => void invalidate(client, changedBy(meta), recordKey(meta.name, readPath)),
  });
}

type ActionInput = { action: string; id?: number; body?: unknown; /** Another collection's action (a queue's row of any document type). */ collection?: string };

/** Where to follow the work an action's answer says it queued (a 202's `Location`: a run record), by the answer. */
const queued = new WeakMap<object, string>();
export const followOf = (answer: unknown) => (typeof answer === 'object' && answer !== null ? queued.get(answer) : undefined);

/** Runs a declared action of `collection` (`id`: a record's): then what it changes (its declaration in `/meta`) is read again. */
export const actionMutation = (client: QueryClient, collection: string) => ({
  mutationFn: async ({ action, id, body, collection: of = collection }: ActionInput) => {
    const answer = await apiCall(id === undefined ? `${of}/${action}` : `${of}/${id}/${action}`, { method: 'POST', body: body ?? {} });
    const location = answer.headers.get('location');
    if (location && typeof answer.body === 'object' && answer.body !== null) queued.set(answer.body, location.replace(/^\/api\/v1\//, ''));
    return answer.body;
  },
  onSuccess: async (_answer: unknown, { action, collection: of = collection }: ActionInput) => void invalidate(client, changedBy(await metaOf(client, of), action)),
});
export const useAction = (collection: string) => useMutation(actionMutation(useQueryClient(), collection));

/** Work the queue does for a person (a run record: `state`, how many are `planned` and `issued`), read again every second until it ends. */
export type Followed = { state: string; planned: number; issued: number; error: string | null };
export const useFollow = (collection: string, path: string | null) =>
  useApi<Followed>(collection, path, { refetchInterval: (run) => (run && ['done', 'failed'].includes(run.state) ? false : 1_000), staleTime: 0 });

/**
 * A write that is no form's save nor a declared action's button (a bookmark, inactivate, a
 * tick saved at once, a delete): then what a write of `collection` changes (its `/meta`, or an
 * action's there) is read again.
 */
export function useWrite() {
  const client = useQueryClient();
  return useCallback(
    <T = unknown>(path: string, init: { method: string; body?: unknown }, collection: string, action?: string) => writeThrough<T>(client, path, init, collection, action),
    [client],
  );
}

/** `useWrite`'s work outside React: the write, then what `collection`'s `/meta` (or its `action`'s) declares it changes is made stale. */
export async function writeThrough<T = unknown>(client: QueryClient, path: string, init: { method: string; body?: unknown }, collection: string, action?: string) {
  const answer = await apiFetch<T>(path, init);
  void invalidate(client, changedBy(await metaOf(client, collection), action));
  return answer;
}

/** Reads through the cache outside rendering (what a picked item fills a line with). */
export function useReader() {
  const client = useQueryClient();
  return useCallback(<T>(collection: string, path: string) => client.fetchQuery({ queryKey: apiKey(collection, path), queryFn: () => apiFetch<T>(path) }), [client]);
}
