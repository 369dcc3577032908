import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '@/lib/engine/errors';
import type { Row } from '@/lib/engine/define';

/**
 * A record's version, answered as its `ETag`: a hash of every stored column, so that any write
 * to the row changes it (`updated_at` among them, which every write moves forward, see `touched`:
 * a change of its sub-records alone changes the version too). Computed from the row as
 * `findRecord` reads it, in the GET and under the write's row lock.
 */
export function versionOf(row: Row): string {
  const canonical = Object.keys(row)
    .sort()
    .map((key) => {
      const value = row[key];
      return [key, value instanceof Date ? value.getTime() : typeof value === 'bigint' ? String(value) : value];
    });
  const hash = createHash('sha256').update(JSON.stringify(canonical)).digest('base64url').slice(0, 22);
  return `"${row.id}-${hash}"`;
}

export const STALE_RECORD = 'Someone else changed this record since you opened it. Reload it to see their changes.';

/**
 * `If-Match` of a PUT or DELETE against the record's version under the write's row lock: absent
 * or `*` passes (an API client that sends none keeps last-write-wins); any other list that does
 * not name the current version is a 412 and nothing is written. A weak tag (`W/"..."`, as a
 * compressing proxy may turn ours) is compared by its value.
 */
export function assertVersion(row: Row, ifMatch: string | null | undefined): void {
  if (ifMatch === null || ifMatch === undefined || ifMatch.trim() === '' || ifMatch.trim() === '*') return;
  const current = versionOf(row);
  const given = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!given.includes(current)) throw new ApiError(412, STALE_RECORD);
}

/** Whether a request's `If-None-Match` names this version (a weak tag by its value): it holds it already, a 304. */
export function holdsVersion(req: Request, etag: string): boolean {
  const held = req.headers.get('if-none-match');
  return !!held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The `updated_at` of a write: now, and always later than the stored one (by 1 ms at least), so
 * that two writes within one millisecond still give the row two versions.
 */
export const touched = (column: AnyPgColumn): SQL<Date> => sql<Date>`greatest(clock_timestamp(), ${column} + interval '1 millisecond')`;
