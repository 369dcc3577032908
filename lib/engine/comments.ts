import { and, count, eq, inArray } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource, type Relation, type Resource, type ResourceTable } from '@/lib/engine/define';
import { ref, text } from '@/lib/engine/fields';
import { toSnake } from '@/lib/engine/naming';
import { reachedIn } from '@/lib/engine/reach';
import { belongsTo, userName } from '@/lib/engine/relations';

/** A table of comments on the records of one collection: who wrote each, its text, when; its record's key a `sameCompany` foreign key that cascades. */
export type CommentTable = ResourceTable & { userId: AnyPgColumn; body: AnyPgColumn; createdAt: AnyPgColumn };

/** The key of a comment table naming the record commented on (`fileId`, `taskId`). */
type RecordKey<T extends CommentTable> = Exclude<keyof T['$inferSelect'] & string, 'id' | 'companyId' | 'userId' | 'body' | 'createdAt' | 'updatedAt'>;

/**
 * How many comments each record of a page has (`commentsCount`): one grouped count for the page,
 * never one per row. Comments are counted whole, as their record is reached already.
 */
export function commentsCount<T extends CommentTable>(table: T, key: RecordKey<T>): Relation<never> {
  const column = getTableColumns(table)[key] as AnyPgColumn;
  return {
    kind: 'value',
    async load(ctx, rows) {
      const ids = rows.map((r) => r.id);
      const counted = ids.length
        ? await ctx.tx
            .select({ id: column, n: count() })
            .from(table as ResourceTable)
            .where(and(eq(table.companyId, ctx.company.id), inArray(column, ids)))
            .groupBy(column)
        : [];
      const by = new Map(counted.map((c) => [c.id as number, c.n]));
      return new Map(ids.map((id) => [id, by.get(id) ?? 0]));
    },
  };
}

/**
 * Comments on the records of `parent` (a file's, a task's), a collection of their own
 * (`/{name}?filter[{field}]=`), the one way every collection's comments work:
 * - read where their record is read (`partOf`: its scope and its section's view right);
 * - added by those who may change the record (its section's edit right), on a record they reach;
 * - changed by their author alone, deleted by their author (an administrator too): `authored`;
 * - counted for a page of records by `commentsCount`, and named in the parent's `/meta` (`comments`).
 */
export function commentsOn<T extends CommentTable>(parent: Resource, spec: { name: string; table: T; key: RecordKey<T>; label: string; relation: string }): Resource<T> {
  const field = toSnake(spec.key);
  const column = getTableColumns(spec.table)[spec.key] as AnyPgColumn;
  return defineResource({
    name: spec.name,
    table: spec.table,
    input: z.object({ [field]: ref(spec.label, { required: true }), body: text('Comment', { required: true, max: 4000 }) }),
    columns: ['body', field, 'user_id', 'created_at'],
    titleField: 'body',
    search: ['body'],
    sort: ['created_at'],
    filter: [field, 'user_id'],
    refs: { [field]: parent.name },
    expand: { userName: userName('userId'), [spec.relation]: belongsTo(parent, spec.key) } as Resource<T>['expand'],
    terminology: 'comment',
    permission: parent.permission,
    writeRights: { create: 'edit', edit: 'edit', delete: 'edit' },
    commentsOf: { collection: parent.name, field },
    features: { authored: 'user_id' },
    partOf: (ctx) => reachedIn(parent, ctx, column),
    // Written by whoever adds it.
    prepare: (ctx, _input, existing) => (existing ? {} : ({ userId: ctx.user.id } as Partial<T['$inferInsert']>)),
  });
}
