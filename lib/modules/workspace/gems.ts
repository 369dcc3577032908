import { jsonb, smallint, text } from 'drizzle-orm/pg-core';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { GEM_SECTIONS, type Gem, type GemWindow } from '@/lib/engine/gems';
import en from '@/messages/en.json';

const gemFields = catalogueTable('gems', {
  title: text().notNull(),
  description: text(),
  section: smallint().notNull(),
  isHidden: smallint().notNull(),
  /** 1 where the gem's feature exists and opens its window, 0 where it opens a "not yet" window. */
  available: smallint().notNull(),
  window: jsonb().$type<GemWindow | null>(),
});

// A gem's English title and description are the app's own text (messages/en.json), never written
// twice; a gem with none there is `#id`, as the browser titles it (components/base/gem-title.ts).
const titles: Record<string, string | undefined> = en.gems;
const descriptions: Record<string, string | undefined> = en.gemDescriptions;
const sectionNames = Object.fromEntries(Object.entries(GEM_SECTIONS).map(([name, code]) => [code, name]));

/**
 * Gems (spec section 3 "Gem": id, title, description, is_hidden, section): the product's
 * catalogue of feature areas, the same for every company, as the Add Gems window lists them
 * (title, description, hidden): every module's gems (`gems` of defineModule), in the fold's order.
 * Gems whose feature is not built yet are listed with `available: 0` and no description; the Add
 * Gems window leaves them out. What a person placed on a tab is `user-gems`.
 */
export function gemsResource(gems: Gem[]) {
  const rows = gems.map((g) => ({ id: g.id, title: titles[g.id] ?? `#${g.id}`, description: descriptions[g.id] ?? null, section: g.section, isHidden: 0, available: g.window ? 1 : 0, window: g.window }));
  return defineCatalogue({
    name: 'gems',
    table: gemFields,
    columns: ['title', 'description', 'is_hidden'],
    titleField: 'title',
    kinds: { is_hidden: 'flag', available: 'flag', section: { kind: 'choice', options: sectionNames } },
    search: ['title'],
    sort: ['title', 'section'],
    filter: ['section', 'is_hidden', 'available'],
    terminology: 'gem',
    permission: 'gem',
    rows: () => rows,
  });
}
