import { fileComments } from '@/db/schema';
import { commentsOn } from '@/lib/engine/comments';
import { filesResource } from './files';

/** Comments on files (`comments`): seen where their file is; a file's count is its `commentsCount` (lib/engine/comments.ts). */
export const commentsResource = commentsOn(filesResource, { name: 'comments', table: fileComments, key: 'fileId', label: 'File', relation: 'file' });
