import { z } from 'zod';
import { workOrders } from '@/db/schema';
import { customersResource } from '@/lib/modules/crm/customers';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { choice, date, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { WORK_STAGES } from '@/lib/modules/crm/stages';
import { jobsResource } from '@/lib/modules/jobs/jobs';

/** Work orders [171]: a piece of work ordered by a customer, maybe within a job. */
export const workOrdersResource = defineResource({
  name: 'work-orders',
  domainId: 171,
  table: workOrders,
  input: z.object({
    number: text('Number', { max: 64 }),
    display_name: text('Display name', { required: true }),
    customer_id: ref('Customer'),
    job_id: ref('Job'),
    contact: text('Contact'),
    stage: choice('Stage', WORK_STAGES),
    due_date: date('Due date'),
    description: textArea('Description'),
  }),
  columns: ['number', 'display_name', 'customer_id', 'contact', 'status'],
  search: ['number', 'display_name', 'contact'],
  sort: ['number', 'display_name', 'stage', 'due_date', 'created_at'],
  filter: ['status', 'stage', 'customer_id', 'job_id'],
  refs: { customer_id: 'customers', job_id: 'jobs' },
  unique: ['number'],
  computed: (row) => ({ stage_label: WORK_STAGES[row.stage] ?? null }),
  expand: { customer: belongsTo(customersResource, 'customerId'), job: belongsTo(jobsResource, 'jobId') },
  terminology: 'work_order',
  titleField: 'display_name',
  permission: 'work_order',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true },
});
