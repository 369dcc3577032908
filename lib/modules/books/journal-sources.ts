import { and, inArray } from 'drizzle-orm';
import type { Json, Resource, WriteContext } from '@/lib/engine/define';
import { columnOf } from '@/lib/engine/naming';
import { scope } from '@/lib/engine/query';
import { defaultTerms } from '@/lib/terminology/defaults';
import { companyRenames } from '@/lib/terminology/labels';
import type { Journal } from './post';

/**
 * What posted each journal, in the reader's words: its source record's term (the company's own,
 * in the reader's language) and title — "Invoice 1042", "Check 1001", "Opening Balance Business
 * Checking"; a manual entry is its own source ("Journal Entry"). The resources that post journals
 * say which source type they post (`posts` of their definition), so a new document is named
 * with nothing added here. One query per source type on the page; a record the reader may not
 * see (secured to others) is named by its term alone.
 */
export async function journalSources(ctx: WriteContext, rows: Journal[]): Promise<Map<number, Json>> {
  if (!rows.length) return new Map();
  const locale = ctx.user.locale === 'es' ? 'es' : 'en';
  const terms = { ...defaultTerms()[locale], ...(await companyRenames(ctx.company.id, locale, ctx.tx)) };
  const posters = new Map<string, Resource>([...ctx.registry.values()].flatMap((def) => (def.posts ? [[def.posts.source, def] as const] : [])));

  const titles = new Map<string, Map<number, string>>();
  const idsBySource = new Map<string, Set<number>>();
  for (const row of rows) if (row.sourceId !== null) idsBySource.set(row.sourceType, (idsBySource.get(row.sourceType) ?? new Set()).add(row.sourceId));
  for (const [source, ids] of idsBySource) {
    const def = posters.get(source);
    const title = def?.titleField ? columnOf(def.table, def.titleField) : undefined;
    if (!def || !title || def.name === 'journal-entries') continue;
    const found = await ctx.tx
      .select({ id: def.table.id, title })
      .from(def.table)
      .where(and(...scope(def, ctx), inArray(def.table.id, [...ids])));
    titles.set(source, new Map(found.map((r) => [Number(r.id), String(r.title ?? '')])));
  }

  return new Map(
    rows.map((row) => {
      const def = posters.get(row.sourceType);
      const term = def ? terms[def.posts?.term ?? def.terminology]?.singular : undefined;
      const title = row.sourceId === null ? undefined : titles.get(row.sourceType)?.get(row.sourceId);
      return [row.id, { source: [term ?? row.sourceType, title].filter(Boolean).join(' ') }];
    }),
  );
}
