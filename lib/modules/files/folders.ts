import { and, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '@/db/client';
import { files, folders } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { ref, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';

/** A drawer (P) stands at the top; a folder (D) inside a drawer or another folder. */
export const EXTENSIONS = { P: 'Drawer', D: 'Folder' } as const;

/** The folders from `id` up to its drawer (the folder first), read in one recursive query. */
export async function ancestorsOf(ctx: ResourceContext, id: number) {
  const result = await ctx.tx.execute(sql`
    with recursive up(id, display_name, extension, parent_id, depth) as (
      select id, display_name, extension, parent_id, 0 from ${folders} where company_id = ${ctx.company.id} and id = ${id}
      union all
      select f.id, f.display_name, f.extension, f.parent_id, up.depth + 1 from ${folders} f join up on f.id = up.parent_id and f.company_id = ${ctx.company.id}
      where up.depth < 100
    ) select id, display_name, extension from up order by depth`);
  return rowsOf<{ id: number; display_name: string; extension: string }>(result);
}

/**
 * Folders [-2] (`folders`): drawers and the folders inside them, the Files window's tree
 * (`GET /folders/all` is the whole of it; `GET /folders/{id}/hierarchy` a folder's path and its
 * folders). A folder moves by a new `parent_id`, never into itself or below itself; a drawer or
 * folder holding anything is not deleted.
 */
export const foldersResource = defineResource({
  name: 'folders',
  domainId: -2,
  table: folders,
  input: z.object({
    display_name: text('Name', { required: true }),
    extension: textChoice('Kind', EXTENSIONS),
    parent_id: ref('Inside'),
  }),
  columns: ['display_name', 'extension', 'parent_id', 'created_at'],
  titleField: 'display_name',
  search: ['display_name'],
  sort: ['display_name', 'created_at'],
  filter: ['status', 'extension', 'parent_id'],
  refs: { parent_id: 'folders' },
  // The folder it sits in, so lists name it by its title (its own table: a folder's parent is a folder).
  expand: { parent: belongsTo({ table: folders }, 'parentId') },
  kinds: { extension: { kind: 'choice', options: EXTENSIONS } },
  terminology: 'folder',
  permission: 'folder',
  features: { inactive: ACTIVE_INACTIVE },
  async prepare(ctx, input, existing) {
    const parent = input.parent_id === undefined ? (existing?.parentId ?? null) : input.parent_id;
    // The kind follows from the place when not given: a folder inside something, a drawer at the top.
    const extension = input.extension ?? existing?.extension ?? (parent ? 'D' : 'P');
    if (extension === 'P' && parent) throw ValidationError.field('parent_id', say('drawerAtTop'));
    if (extension === 'D' && !parent) throw ValidationError.field('parent_id', say('folderInside'));
    if (existing && parent && (await ancestorsOf(ctx, parent)).some((f) => f.id === existing.id)) throw ValidationError.field('parent_id', say('folderIntoItself'));
    return { extension, parentId: parent };
  },
  async deletable(ctx, row) {
    const [{ n: inside }] = await ctx.tx.select({ n: count() }).from(folders).where(and(eq(folders.companyId, ctx.company.id), eq(folders.parentId, row.id)));
    const [{ n: kept }] = await ctx.tx.select({ n: count() }).from(files).where(and(eq(files.companyId, ctx.company.id), eq(files.hierarchyId, row.id)));
    return inside || kept ? say('folderNotEmpty') : null;
  },
  views: {
    // GET /folders/{id}/hierarchy: the folder's path from its drawer, and the folders directly inside it.
    async hierarchy(ctx, row) {
      const children = await ctx.tx
        .select({ id: folders.id, display_name: folders.displayName, extension: folders.extension })
        .from(folders)
        .where(and(eq(folders.companyId, ctx.company.id), eq(folders.parentId, row.id)))
        .orderBy(folders.displayName);
      return { id: row.id, path: (await ancestorsOf(ctx, row.id)).reverse(), children };
    },
  },
});
