import { index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, tenantIndex } from './columns';
import { users } from './platform';

/**
 * Saved links (spec section 3 "Website [25]", collection `websites`), one table for every list
 * of links: `mine` a user's own (My Websites [116], seen only by `user_id`), `client` the
 * company's links for clients and staff (Client Resources [27]), `payroll` the company's own
 * payroll links beside the curated ones (Payroll Useful Links [11]).
 */
export const websites = pgTable(
  'websites',
  {
    ...recordColumns(),
    kind: text().notNull().default('mine'),
    /** The owner of a `mine` link; null for the company's links. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    url: text().notNull(),
    notes: text(),
  },
  (t) => [tenantIndex('websites', t), nameIndex('websites', t), index('websites_kind_idx').on(t.companyId, t.kind, t.userId, t.id)],
);

/** My Quick Notes [25 gem]: a user's own notes, seen only by them. */
export const quickNotes = pgTable(
  'quick_notes',
  {
    ...recordColumns(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text().notNull().default(''),
    body: text().notNull().default(''),
  },
  (t) => [tenantIndex('quick_notes', t), index('quick_notes_user_idx').on(t.companyId, t.userId, t.updatedAt)],
);

/**
 * Yearly Goal Tracker [33]: the company's goals of a year (sales, new customers), each with its
 * target and where it stands now (`current`); percent done is current / target.
 */
export const goals = pgTable(
  'goals',
  {
    ...recordColumns(),
    year: smallint().notNull(),
    displayName: text().notNull(),
    target: numeric({ precision: 14, scale: 2 }).notNull(),
    current: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    notes: text(),
  },
  (t) => [tenantIndex('goals', t), index('goals_year_idx').on(t.companyId, t.year, t.id)],
);
