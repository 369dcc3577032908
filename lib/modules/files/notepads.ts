import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notepads, notepadVersions } from '@/db/schema';
import { action, defineResource, type ResourceContext } from '@/lib/engine/define';
import { notFound } from '@/lib/engine/errors';
import { integer, ref, text } from '@/lib/engine/fields';
import { reachedIn } from '@/lib/engine/reach';
import { userName } from '@/lib/engine/relations';

/** Keeps what a notepad holds now as its next version (each save makes one). */
async function keepVersion(ctx: ResourceContext, row: typeof notepads.$inferSelect) {
  await ctx.tx.insert(notepadVersions).values({ companyId: ctx.company.id, notepadId: row.id, number: row.version, displayName: row.displayName, body: row.body, createdBy: ctx.user.id });
}

/**
 * Notepads [156] (`notepads`: name, linked_to, last_modified): a text that keeps every saved
 * version (`notepad-version`, screen -51). A save numbers the next version; `restore` makes an
 * older version's text the newest (a new version: nothing is lost by restoring).
 */
export const notepadsResource = defineResource({
  name: 'notepads',
  domainId: 156,
  table: notepads,
  input: z.object({
    display_name: text('Name', { required: true }),
    body: text('Text', { max: 200_000 }),
    domain_id: integer('Linked to (domain)', { min: -1000, max: 1000 }),
    record_id: integer('Linked to (record)', { min: 1, max: 2_147_483_647 }),
  }),
  columns: ['display_name', 'domain_id', 'updated_at', 'version'],
  titleField: 'display_name',
  search: ['display_name', 'body'],
  sort: ['display_name', 'updated_at'],
  filter: ['status', 'domain_id', 'record_id'],
  terminology: 'notepad',
  permission: 'file',
  features: { bookmarks: true },
  writes: [notepadVersions],
  prepare: (_ctx, input, existing) => ({
    ...(input.body !== undefined ? { body: input.body ?? '' } : {}),
    // A change of what it holds is a new version.
    ...(existing && (input.body !== undefined || input.display_name !== undefined) ? { version: existing.version + 1 } : {}),
  }),
  async afterWrite(ctx, row, op) {
    if (op !== 'delete') await keepVersion(ctx, row);
  },
  actions: {
    // POST /notepads/{id}/restore {version}: the text of that version as a new, newest one.
    restore: action<typeof notepads.$inferSelect, z.ZodObject<{ version: z.ZodCoercedNumber }>>({
      input: z.object({ version: z.coerce.number().int().positive().max(2_147_483_647) }),
      async run(ctx, row, input) {
        const [old] = await ctx.tx
          .select()
          .from(notepadVersions)
          .where(and(eq(notepadVersions.companyId, ctx.company.id), eq(notepadVersions.notepadId, row.id), eq(notepadVersions.number, input.version)));
        if (!old) throw notFound('This version does not exist.');
        const [saved] = await ctx.tx
          .update(notepads)
          .set({ displayName: old.displayName, body: old.body, version: row.version + 1, updatedAt: sql`now()` })
          .where(and(eq(notepads.companyId, ctx.company.id), eq(notepads.id, row.id)))
          .returning();
        await keepVersion(ctx, saved);
        return { record: saved };
      },
    }),
  },
});

/** A notepad's versions (`notepad-version`, screen -51): read only, seen where their notepad is; `filter[notepad_id]=`. */
export const notepadVersionsResource = defineResource({
  name: 'notepad-version',
  domainId: -51,
  table: notepadVersions,
  input: z.object({ notepad_id: ref('Notepad') }),
  columns: ['number', 'display_name', 'created_by', 'created_at'],
  titleField: 'display_name',
  search: ['display_name', 'body'],
  sort: ['number', 'created_at'],
  filter: ['notepad_id'],
  refs: { notepad_id: 'notepads' },
  expand: { userName: userName('createdBy') },
  terminology: 'notepad_version',
  permission: 'file',
  features: { readOnly: true },
  partOf: (ctx) => reachedIn(notepadsResource, ctx, notepadVersions.notepadId),
});
