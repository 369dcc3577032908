import { text } from 'drizzle-orm/pg-core';
import { LOCALES } from '@/i18n/locales';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import type { Terms } from '@/lib/engine/module';

const termFields = catalogueTable('default_terminologies', {
  name: text().notNull(),
  locale: text().notNull(),
  singular: text().notNull(),
  plural: text().notNull(),
  article: text(),
});

// One row per term and language, numbered in the order of the terms (the modules' order: a term
// added by a module after the others keeps every id as it was).
const rowsOf = (terms: Terms) =>
  Object.keys(terms.en).flatMap((name, t) => LOCALES.map((locale, l) => ({ id: t * LOCALES.length + l + 1, name, locale, ...terms[locale][name] })));

/**
 * Default terminology [302]: the product's own words for each term, in every language, as the
 * company's `terminologies` rows are shaped (name, locale, singular, plural, article), which
 * override them. GET /api/v1/defaults answers the same words, with the company's, in one object.
 */
export function defaultTerminologiesResource(terms: Terms) {
  const rows = rowsOf(terms);
  return defineCatalogue({
    name: 'default-terminologies',
    domainId: 302,
    table: termFields,
    columns: ['name', 'locale', 'singular', 'plural', 'article'],
    titleField: 'singular',
    search: ['name', 'singular', 'plural'],
    sort: ['name', 'locale', 'singular', 'plural'],
    filter: ['name', 'locale'],
    terminology: 'terminology',
    permission: 'terminology',
    rows: () => rows,
  });
}
