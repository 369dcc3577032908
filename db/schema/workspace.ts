import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, tenantColumn, tenantIndex } from './columns';
import { clients } from './crm';
import { users } from './platform';

/** A user's bookmark on a record of a collection (list menu "My bookmarks"). */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collection: text().notNull(),
    recordId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bookmarks_user_record_key').on(t.companyId, t.userId, t.collection, t.recordId)],
);

/**
 * A company's own types, categories, statuses and folders (`types?realm=`): the entries it adds
 * beside the product's built-in ones (lib/modules/workspace/types.ts). A type of realm 2 may
 * belong to one kind of contact (spec section 6: user types grouped by domain, `domain_id`).
 */
export const companyTypes = pgTable(
  'company_types',
  { ...recordColumns(), realm: smallint().notNull(), domainId: integer(), displayName: text().notNull(), number: integer().notNull() },
  (t) => [tenantIndex('company_types', t), nameIndex('company_types', t), uniqueIndex('company_types_display_name_key').on(t.companyId, t.realm, sql`lower(${t.displayName})`)],
);

/**
 * A record secured to chosen users (Secure Item, 214): besides them only administrators see it
 * (lib/engine/secure.ts). `user_ids` always holds the person who secured it.
 */
export const secureItems = pgTable(
  'secure_items',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    collection: text().notNull(),
    recordId: integer().notNull(),
    userIds: integer().array().notNull(),
    securedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('secure_items_record_key').on(t.companyId, t.collection, t.recordId)],
);

/** Notifications [-73]: something a user did to a record, told to another user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** created, announced, converted */
    verb: text().notNull(),
    collection: text().notNull(),
    recordId: integer().notNull(),
    title: text().notNull(),
    message: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.companyId, t.userId, t.id)],
);

/** Company Logs (207): who changed what, when; written in the transaction of the change. */
export const companyLogs = pgTable(
  'company_logs',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** create, update, delete, inactivate, activate, convert */
    action: text().notNull(),
    collection: text().notNull(),
    recordId: integer().notNull(),
    /** For each changed field: [before, after]. */
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_logs_company_id_idx').on(t.companyId, t.id), index('company_logs_record_idx').on(t.companyId, t.collection, t.recordId)],
);

/** The company's own words for the product's terms ("Customers" -> "Patients"), per locale. */
export const terminologies = pgTable(
  'terminologies',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    name: text().notNull(),
    locale: text().notNull().default('en'),
    singular: text().notNull(),
    plural: text().notNull(),
    article: text(),
    status: smallint().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terminologies_name_key').on(t.companyId, t.name, t.locale), index('terminologies_company_id_idx').on(t.companyId, t.id)],
);

/** The first answer to a POST with an Idempotency-Key, replayed to its retries for 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.companyId, t.userId, t.key)],
);

/**
 * A signed-in browser (lib/auth/sessions.ts): the session cookie names one row, which must exist
 * for the cookie to be honoured. Signing out deletes it; a password change, deactivation, a new
 * auth key or "sign out everywhere" deletes every row of that user.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random, 32 bytes; only ever inside the signed session cookie. */
    id: text().primaryKey(),
    companyId: tenantColumn(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer().references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.companyId, t.userId),
    index('sessions_client_idx').on(t.companyId, t.clientId),
    check('sessions_one_principal', sql`num_nonnulls(${t.userId}, ${t.clientId}) = 1`),
  ],
);

/** A gem a user placed on an area tab (spec "Gem-to-tab link": tab_id, gem_id, data). */
export const userGems = pgTable(
  'user_gems',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tabId: smallint().notNull(),
    gemId: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_gems_gem_id_key').on(t.companyId, t.userId, t.tabId, t.gemId), index('user_gems_company_id_idx').on(t.companyId, t.id)],
);
