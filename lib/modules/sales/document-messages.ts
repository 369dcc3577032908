import { z } from 'zod';
import { arMessages } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource } from '@/lib/engine/define';
import { text, textArea } from '@/lib/engine/fields';

/** The sales documents a message may be offered on (none chosen: every one). */
export const MESSAGE_DOCUMENT_TYPES = ['invoice', 'estimate', 'sales_receipt', 'credit_memo', 'statement'] as const;

/** Messages (ar-messages): texts printed on sales documents ("Thank you for your business"). */
export const documentMessagesResource = defineResource({
  name: 'ar-messages',
  table: arMessages,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    message: textArea('Message', { required: true }),
    document_type: z.preprocess((v) => (v === '' ? null : v), z.enum(MESSAGE_DOCUMENT_TYPES, { error: `Document type must be one of ${MESSAGE_DOCUMENT_TYPES.join(', ')}.` }).nullable()).optional(),
  }),
  columns: ['display_name', 'message', 'document_type', 'status'],
  search: ['display_name', 'message'],
  sort: ['display_name', 'document_type', 'created_at'],
  filter: ['status', 'document_type'],
  unique: ['display_name'],
  terminology: 'message',
  titleField: 'display_name',
  permission: 'invoice',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
