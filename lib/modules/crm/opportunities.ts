import { z } from 'zod';
import { opportunities } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { choice, date, integer, money, ref, text, textArea } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { OPPORTUNITY_STAGES } from '@/lib/modules/crm/stages';
import { customersResource } from '@/lib/modules/crm/customers';
import { prospectsResource } from '@/lib/modules/crm/prospects';

/** Opportunities [146]: a sale that may happen, to a prospect or a customer. */
export const opportunitiesResource = defineResource({
  name: 'opportunities',
  domainId: 146,
  table: opportunities,
  input: z.object({
    display_name: text('Display name', { required: true }),
    prospect_id: ref('Prospect'),
    customer_id: ref('Customer'),
    amount: money('Amount', { min: 0 }),
    probability: integer('Probability', { min: 0, max: 100 }),
    stage: choice('Stage', OPPORTUNITY_STAGES),
    close_date: date('Close date'),
    notes: textArea('Notes'),
  }),
  columns: ['display_name', 'stage', 'amount', 'probability', 'close_date'],
  search: ['display_name'],
  sort: ['display_name', 'stage', 'amount', 'probability', 'close_date', 'created_at'],
  filter: ['status', 'stage', 'prospect_id', 'customer_id'],
  refs: { prospect_id: 'prospects', customer_id: 'customers' },
  computed: (row) => ({ stage_label: OPPORTUNITY_STAGES[row.stage] ?? null }),
  expand: { prospect: belongsTo(prospectsResource, 'prospectId'), customer: belongsTo(customersResource, 'customerId') },
  terminology: 'opportunity',
  titleField: 'display_name',
  permission: 'oppertunitiy',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
});
