import { z } from 'zod';
import { quickNotes } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { text } from '@/lib/engine/fields';

/** My Quick Notes (gem 25): a user's own notes, seen by no one else; the window saves as one types. */
export const quickNotesResource = defineResource({
  name: 'quick-notes',
  table: quickNotes,
  input: z.object({
    display_name: text('Title', { max: 256 }),
    body: text('Note', { max: 20_000 }),
  }),
  columns: ['display_name', 'body', 'updated_at'],
  titleField: 'display_name',
  search: ['display_name', 'body'],
  sort: ['updated_at', 'created_at', 'display_name'],
  filter: [],
  terminology: 'quick_note',
  permission: 'tool',
  features: { ownerPrivate: 'user_id' },
  // A note's empty title or body is kept as '' (the columns are not null).
  prepare: (_ctx, input) => ({
    ...(input.display_name !== undefined ? { displayName: input.display_name ?? '' } : {}),
    ...(input.body !== undefined ? { body: input.body ?? '' } : {}),
  }),
});
