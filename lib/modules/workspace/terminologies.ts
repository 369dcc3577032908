import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { terminologies } from '@/db/schema';
import { LOCALES } from '@/i18n/locales';
import { companyTerms, forgetRenames } from '@/lib/terminology/labels';
import type { Term, Terms } from '@/lib/engine/module';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ActionContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { text } from '@/lib/engine/fields';

const locale = z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}.` });
type Wanted = { name: string; singular?: string | null; plural?: string | null; article?: string | null };

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** Whether the words are the product's own (nothing to keep: the company's row goes). */
const isDefault = (term: Term, w: Wanted) =>
  (!trimmed(w.singular) && !trimmed(w.plural)) ||
  (trimmed(w.singular) === term.singular && trimmed(w.plural) === term.plural && (!trimmed(w.article) || trimmed(w.article) === term.article));

/**
 * The terminology editor's save (302): every term of one language at once, in one transaction. A
 * term given its default words (or left blank) returns to the default; one given a singular
 * without a plural, or a plural without a singular, is refused with the field named.
 */
async function renameTerms(ctx: ActionContext, input: RenameInput, terms: Terms) {
  const defaults = terms[input.locale];
  const errors: FieldError[] = [];
  input.terms.forEach((w, i) => {
    if (isDefault(defaults[w.name], w)) return;
    if (!trimmed(w.singular)) errors.push({ field: `terms.${i}.singular`, ...say('termSingularNeeded') });
    if (!trimmed(w.plural)) errors.push({ field: `terms.${i}.plural`, ...say('termPluralNeeded') });
  });
  if (errors.length > 0) throw new ValidationError(errors);
  const mine = and(eq(terminologies.companyId, ctx.company.id), eq(terminologies.locale, input.locale));
  const reset = input.terms.filter((w) => isDefault(defaults[w.name], w)).map((w) => w.name);
  if (reset.length > 0) await ctx.tx.delete(terminologies).where(and(mine, inArray(terminologies.name, reset)));
  const kept = input.terms.filter((w) => !isDefault(defaults[w.name], w));
  if (kept.length > 0) {
    const rows = kept.map((w) => ({ companyId: ctx.company.id, name: w.name, locale: input.locale, singular: trimmed(w.singular), plural: trimmed(w.plural), article: trimmed(w.article) || null }));
    await ctx.tx
      .insert(terminologies)
      .values(rows)
      .onConflictDoUpdate({
        target: [terminologies.companyId, terminologies.name, terminologies.locale],
        set: { singular: sql`excluded.singular`, plural: sql`excluded.plural`, article: sql`excluded.article`, status: 1, updatedAt: new Date() },
      });
  }
  forgetRenames(ctx.company.id);
  return { data: { locale: input.locale, terms: await companyTerms(ctx.tx, ctx.company.id, input.locale) } };
}

/** What the rename action takes: the words of some terms in one language. */
const renameInputOf = (termName: z.ZodEnum<Record<string, string>>) =>
  z.object({
    locale,
    terms: z
      .array(z.object({ name: termName, singular: text('Singular', { max: 64 }), plural: text('Plural', { max: 64 }), article: text('Article', { max: 16 }) }))
      .max(termName.options.length * 2),
  });

type RenameInput = z.infer<ReturnType<typeof renameInputOf>>;

/**
 * Terminology [-11]: the company's own words for a term, per language ("Customer" -> "Patient").
 * Made from the app's terms (the modules' fold): a name is one of them.
 */
export function terminologiesResource(terms: Terms) {
  const termName = z.enum(Object.keys(terms.en), { error: 'Name must be one of the terms of GET /api/v1/defaults.' });
  return defineResource({
    name: 'terminologies',
    domainId: -11,
    table: terminologies,
    input: z.object({
      name: termName,
      locale: locale.default('en'),
      singular: text('Singular', { required: true, max: 64 }),
      plural: text('Plural', { required: true, max: 64 }),
      article: text('Article', { max: 16 }),
    }),
    columns: ['name', 'locale', 'singular', 'plural', 'article'],
    search: ['name', 'singular', 'plural'],
    sort: ['name', 'locale', 'singular', 'plural'],
    filter: ['status', 'locale', 'name'],
    unique: [['name', 'locale']],
    terminology: 'terminology',
    titleField: 'name',
    permission: 'terminology',
    features: { inactive: ACTIVE_INACTIVE },
    // Pages and PDFs read the company's words from a cache: a change is seen at once.
    afterWrite: (ctx) => forgetRenames(ctx.company.id),
    collectionActions: {
      rename: collectionAction({ input: renameInputOf(termName), run: (ctx, input) => renameTerms(ctx, input, terms) }),
    },
  });
}
