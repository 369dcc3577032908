import { z } from 'zod';
import { jobs } from '@/db/schema';
import { customersResource } from '@/lib/modules/crm/customers';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { choice, date, phone, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { WORK_STAGES } from '@/lib/modules/crm/stages';

/** Jobs [45]: work done for a customer, which time, expenses and invoices attach to. */
export const jobsResource = defineResource({
  name: 'jobs',
  domainId: 45,
  table: jobs,
  input: z.object({
    number: text('Number', { max: 64 }),
    display_name: text('Display name', { required: true }),
    customer_id: ref('Customer'),
    contact: text('Contact'),
    phone: phone('Phone'),
    stage: choice('Stage', WORK_STAGES),
    start_date: date('Start date'),
    end_date: date('End date'),
    notes: textArea('Notes'),
  }),
  columns: ['number', 'display_name', 'customer_id', 'contact', 'phone', 'status'],
  search: ['number', 'display_name', 'contact'],
  sort: ['number', 'display_name', 'stage', 'start_date', 'end_date', 'created_at'],
  filter: ['status', 'stage', 'customer_id'],
  refs: { customer_id: 'customers' },
  unique: ['number'],
  computed: (row) => ({ stage_label: WORK_STAGES[row.stage] ?? null }),
  expand: { customer: belongsTo(customersResource, 'customerId') },
  terminology: 'job',
  titleField: 'display_name',
  permission: 'job',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true },
});
