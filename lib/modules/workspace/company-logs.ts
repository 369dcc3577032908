import { z } from 'zod';
import { companyLogs } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { userName } from '@/lib/engine/relations';

/** Company Logs (207): every create, update, delete and status change, read-only. */
export const companyLogsResource = defineResource({
  name: 'company-logs',
  domainId: 207,
  table: companyLogs,
  input: z.object({}),
  columns: ['action', 'collection', 'record_id', 'user_id', 'changes', 'created_at'],
  search: ['collection', 'action'],
  sort: ['created_at', 'collection', 'action'],
  filter: ['collection', 'record_id', 'action', 'user_id'],
  ranges: ['created_at'],
  expand: { userName: userName('userId') },
  terminology: 'company_log',
  titleField: 'action',
  permission: 'user',
  features: { readOnly: true },
});
