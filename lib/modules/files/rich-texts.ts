import { z } from 'zod';
import { richTexts } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { choice, text } from '@/lib/engine/fields';

/** Where a rich text goes on a document. */
const DOMAINS = { 1: 'Header', 2: 'Footer' };

/** Rich texts (`rich-texts`; spec "Text editor: data, domain"): the headers and footers documents print. */
export const richTextsResource = defineResource({
  name: 'rich-texts',
  table: richTexts,
  input: z.object({ display_name: text('Name', { required: true }), data: text('Text', { max: 100_000 }), domain: choice('Used as', DOMAINS) }),
  columns: ['display_name', 'domain', 'updated_at'],
  titleField: 'display_name',
  search: ['display_name', 'data'],
  sort: ['display_name', 'updated_at'],
  filter: ['status', 'domain'],
  kinds: { domain: { kind: 'choice', options: DOMAINS } },
  terminology: 'rich_text',
  permission: 'file',
  features: { inactive: ACTIVE_INACTIVE },
  prepare: (_ctx, input) => (input.data !== undefined ? { data: input.data ?? '' } : {}),
});
