'use client';

import type { FieldError } from '@/lib/engine/errors';

/** A field error of a 422, or the message of any other refusal. */
export type FieldErrors = Record<string, string>;

/** A refusal: `fields` holds a 422's English message by field, `items` its items with their codes (useServerMessage translates them). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
    readonly items: FieldError[] = [],
    /** The body's `code`, where a refusal carries one (a provider `not_configured`, `unavailable`, or a message's code). */
    readonly code?: string,
    /** The params of a message's code (lib/engine/messages.ts), for its text in the person's language. */
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

type Init = { method?: string; body?: unknown; idempotencyKey?: string; ifMatch?: string | null };

/**
 * Calls the company's API with the session cookie. A 401 means the session ended: the page goes
 * to /login (spec section 4). Errors come back as ApiFailure with the 422's fields mapped.
 */
export async function apiFetch<T = unknown>(path: string, init: Init = {}): Promise<T> {
  return (await apiCall<T>(path, init)).body;
}

/**
 * A flat body carrying a file (an AP file's upload form) goes as multipart/form-data: the file as
 * a file part, every other value given as text. Any other body is JSON.
 */
function asForm(body: unknown): FormData | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.values(body).some((v) => v instanceof Blob)) return null;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value instanceof File) form.set(name, value, value.name);
    else if (value instanceof Blob) form.set(name, value);
    else if (value !== null && value !== undefined) form.set(name, String(value));
  }
  return form;
}

/**
 * `apiFetch` that also answers the response's headers: a record's `ETag`, which a later PUT sends
 * back as `ifMatch` (a 412 then says someone else changed the record meanwhile).
 */
export async function apiCall<T = unknown>(path: string, init: Init = {}): Promise<{ body: T; headers: Headers }> {
  const form = asForm(init.body);
  const res = await fetch(`/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined || form ? {} : { 'content-type': 'application/json' }),
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      ...(init.ifMatch ? { 'if-match': init.ifMatch } : {}),
    },
    body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  if (res.status === 401) {
    // A full load: nothing of the ended session stays in memory.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    throw new ApiFailure(401, 'Your session has ended.');
  }
  if (res.status === 204) return { body: null as T, headers: res.headers };
  const body = await res.json().catch(() => null);
  if (res.ok) return { body: body as T, headers: res.headers };
  if (res.status === 422 && Array.isArray(body)) {
    const fields: FieldErrors = {};
    for (const e of body as FieldError[]) fields[e.field] ??= e.message;
    throw new ApiFailure(422, Object.values(fields)[0] ?? 'Invalid data.', fields, body as FieldError[]);
  }
  const refusal = body as { message?: string; code?: string; params?: Record<string, string | number> } | null;
  throw new ApiFailure(res.status, refusal?.message ?? res.statusText, {}, [], typeof refusal?.code === 'string' ? refusal.code : undefined, refusal?.params ?? undefined);
}
