import { z } from 'zod';
import { fileComments } from '@/db/schema';
import { defineResource } from '@/lib/engine/define';
import { reachedIn } from '@/lib/engine/reach';
import { ref, text } from '@/lib/engine/fields';
import { belongsTo, userName } from '@/lib/engine/relations';
import { filesResource } from './files';

/** Comments on files (`comments`): seen where their file is; a file's count is its `commentsCount`. */
export const commentsResource = defineResource({
  name: 'comments',
  table: fileComments,
  input: z.object({ file_id: ref('File', { required: true }), body: text('Comment', { required: true, max: 4000 }) }),
  columns: ['body', 'file_id', 'user_id', 'created_at'],
  titleField: 'body',
  search: ['body'],
  sort: ['created_at'],
  filter: ['file_id', 'user_id'],
  refs: { file_id: 'files' },
  expand: { userName: userName('userId'), file: belongsTo(filesResource, 'fileId') },
  terminology: 'comment',
  permission: 'file',
  features: {},
  partOf: (ctx) => reachedIn(filesResource, ctx, fileComments.fileId),
  prepare: (ctx, _input, existing) => (existing ? {} : { userId: ctx.user.id }),
});
