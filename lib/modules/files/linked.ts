import { eq } from 'drizzle-orm';
import { files } from '@/db/schema';
import { hasMany } from '@/lib/engine/relations';
import { filesResource } from './files';

/**
 * The spec's `files` expansion of a record: the files linked to it (`linked_to` its collection,
 * `record_id` its id), each read through the files' own reach; `files.commentsCount` nests.
 */
export const linkedFiles = (collection: string) => hasMany(filesResource, 'recordId', 'many', eq(files.linkedTo, collection));
