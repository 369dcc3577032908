import { z } from 'zod';
import { classifications } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';

/** Classifications [48]: a dimension to report journal lines by ("category" in the journal view). */
export const classificationsResource = defineResource({
  name: 'classifications',
  domainId: 48,
  table: classifications,
  input: z.object({ display_name: text('Display name', { required: true }), number: text('Number', { max: 32 }) }),
  columns: ['display_name', 'number'],
  search: ['display_name', 'number'],
  sort: ['display_name', 'number', 'created_at'],
  terminology: 'classification',
  titleField: 'display_name',
  permission: 'accounts',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
