import { z } from 'zod';
import { companyLogs } from '@/db/schema';
import { defineResource, type ResourceContext } from '@/lib/engine/define';
import { namingReadable } from '@/lib/engine/reach';
import { userName } from '@/lib/engine/relations';
import { logSentences } from './log-sentences';

/** Which entries of the log a person reads: those about a record they may read (lib/engine/reach.ts). */
const readableEntries = (ctx: ResourceContext) => namingReadable(ctx, companyLogs.collection, companyLogs.recordId);

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
