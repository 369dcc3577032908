import { and, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { companyLogs } from '@/db/schema';
import { can } from '@/lib/engine/rights';
import { defineResource, type ResourceContext } from '@/lib/engine/define';
import { scope } from '@/lib/engine/query';
import { userName } from '@/lib/engine/relations';
import { namedNotSecuredAway } from '@/lib/engine/secure';
import { serviceOn } from '@/lib/engine/services';
import { logSentences } from './log-sentences';

/**
 * Which entries of the log a person reads: those about a record they may read. Its collection's
 * view right (and its service on); no record secured to others; of a private collection (quick
 * notes, messages, signatures: `ownerPrivate`, `participants`), only their own records, found
 * through that collection's own scope (a private record no longer there is nobody's to read).
 * Without the registry to tell the collections (no request's context), none.
 */
function readableEntries(ctx: ResourceContext): SQL[] {
  if (!ctx.registry) return [sql`false`];
  const readable = [...ctx.registry.values()].filter((r) => can(ctx.user, r.permission, 'view') && (!r.service || serviceOn(ctx.company, r.service)));
  const conditions = [readable.length ? inArray(companyLogs.collection, readable.map((r) => r.name)) : sql`false`];
  for (const def of readable.filter((r) => r.features.ownerPrivate || r.features.participants)) {
    const own = ctx.tx.select({ id: def.table.id }).from(def.table).where(and(...scope(def, ctx)));
    conditions.push(or(ne(companyLogs.collection, def.name), inArray(companyLogs.recordId, own))!);
  }
  const secured = namedNotSecuredAway(ctx, companyLogs.collection, companyLogs.recordId);
  return secured ? [...conditions, secured] : conditions;
}

/**
 * Company Logs (207): every create, update, delete and status change, read-only. An entry keeps
 * what changed (lib/engine/events.ts), and reads as the record it is about does (`ownScope`), in
 * lists, counts, exports and by id alike.
 */
export const companyLogsResource = defineResource({
  name: 'company-logs',
  domainId: 207,
  table: companyLogs,
  input: z.object({}),
  // What a person reads: when, who, and the entry as a sentence; the API keeps `changes` as data.
  columns: ['created_at', 'user_id', 'summary'],
  search: ['collection', 'action'],
  sort: ['created_at', 'collection', 'action'],
  filter: ['collection', 'record_id', 'action', 'user_id'],
  ranges: ['created_at'],
  expand: { userName: userName('userId') },
  stored: logSentences,
  kinds: { summary: 'text', created_at: 'datetime' },
  terminology: 'company_log',
  titleField: 'action',
  permission: 'user',
  ownScope: readableEntries,
  features: { readOnly: true },
});
