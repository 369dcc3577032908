import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { journalLines, journals } from '@/db/schema';
import type { Relation, Shape } from '@/lib/engine/define';
import { columnOf } from '@/lib/engine/naming';
import { reachable } from '@/lib/engine/reach';
import { belongsTo, computedValue, hasMany, through } from '@/lib/engine/relations';
import { accountsResource } from './accounts';

const lineShape: Shape = { table: journalLines, hidden: ['journal_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };
const lines = hasMany(lineShape, 'journalId');

/**
 * The name of the record a journal is about (spec section 3's `journals.entityLabel`): the
 * customer or vendor its lines name (`entity_type` is their collection), read through that
 * collection's reach — one the reader does not reach, or a journal naming none, is null. One
 * query for the lines of a page, one per collection named.
 */
const entityLabel = computedValue(journals, async (ctx, parents) => {
  const ids = parents.map((p) => p.id);
  const named = ids.length
    ? await ctx.tx
        .select({ journalId: journalLines.journalId, type: journalLines.entityType, id: journalLines.entityId })
        .from(journalLines)
        .where(and(eq(journalLines.companyId, ctx.company.id), inArray(journalLines.journalId, ids), isNotNull(journalLines.entityType), isNotNull(journalLines.entityId)))
        .orderBy(asc(journalLines.journalId), asc(journalLines.lineNo))
    : [];
  const first = new Map<number, { type: string; id: number }>();
  for (const n of named) if (!first.has(n.journalId)) first.set(n.journalId, { type: n.type!, id: n.id! });
  const titles = new Map<string, string>();
  for (const type of new Set([...first.values()].map((e) => e.type))) {
    const def = ctx.registry.get(type);
    const title = def?.titleField ? columnOf(def.table, def.titleField) : undefined;
    if (!def || !title) continue;
    const wanted = [...new Set([...first.values()].filter((e) => e.type === type).map((e) => e.id))];
    const found = await ctx.tx
      .select({ id: def.table.id, title })
      .from(def.table)
      .where(and(...reachable(def, ctx), inArray(def.table.id, wanted)));
    for (const f of found) titles.set(`${type}:${f.id}`, String(f.title ?? ''));
  }
  return new Map(
    parents.map((p) => {
      const entity = first.get(p.id);
      return [p.id, entity ? (titles.get(`${entity.type}:${entity.id}`) ?? null) : null];
    }),
  );
});

/**
 * A posted journal as a document's expansion shows it (spec section 7's
 * `journals,journals.accounts,journals.entityLabel`): its lines, the accounts they post to (each
 * once, through the accounts' reach) and the name of the customer or vendor it is about.
 */
export const journalShape = {
  table: journals,
  expand: { lines, accounts: through(lines, belongsTo(accountsResource, 'accountId')), entityLabel },
} satisfies Shape;

/** The journals a document of `sourceType` posted (its posting, and the reversals of its changes and void), oldest first. */
export const journalsOf = (sourceType: string): Relation<never> => hasMany(journalShape, 'sourceId', 'many', eq(journals.sourceType, sourceType));
