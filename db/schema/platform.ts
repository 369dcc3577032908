import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A company (tenant). Not company-owned itself: looked up by the host's subdomain. */
export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What a role may do, by permission section (lib/engine/rights.ts); `*` covers every section not named. */
export type RoleRights = Record<string, string[]>;

/**
 * A company's roles (owner, administrator, accountant, staff, read-only at sign-up, editable):
 * rights per permission section; `isAdmin` also lets its users manage users and settings.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: smallint().notNull().default(1),
    displayName: text().notNull(),
    description: text(),
    /** Which default it began as (owner, administrator, accountant, staff, read_only); null for a company's own. */
    kind: text(),
    isAdmin: boolean().notNull().default(false),
    rights: jsonb().$type<RoleRights>().notNull().default({}),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_company_name_key').on(t.companyId, sql`lower(${t.displayName})`), index('roles_company_id_idx').on(t.companyId, t.id)],
);

/** Staff who log in to a company's workspace. The same e-mail may exist in two companies. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** 1 Active, 0 In-active (spec section 4). */
    status: smallint().notNull().default(1),
    isAdmin: boolean().notNull().default(false),
    /** The user's role; none: the defaults for an administrator or a staff member (isAdmin). */
    roleId: integer().references(() => roles.id, { onDelete: 'set null' }),
    /** Bearer token for API clients and the token login link. Random, 32 bytes, rotatable. */
    authKey: text().notNull(),
    locale: text().notNull().default('en'),
    /** The person's own time zone (an IANA name) where set: events are shown to them in it; none, the company's. */
    timeZone: text(),
    /** Look and feel (lib/workspace/themes.ts): 'system', 'light' or 'dark', and a colour theme 1-58. */
    themeMode: text().notNull().default('system'),
    themeAccent: smallint().notNull().default(1),
    /**
     * Two-factor sign-in (lib/auth/two-factor.ts): the TOTP secret, sealed (never sent back); set
     * while enrolling and kept once confirmed (`totpEnabled`). The last time step a code was
     * accepted for, so a code is never taken twice; the recovery codes' SHA-256 hashes, each
     * removed as it is used.
     */
    totpSecret: text(),
    totpEnabled: boolean().notNull().default(false),
    totpLastStep: integer(),
    recoveryCodes: jsonb().$type<string[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('users_auth_key_key').on(t.authKey),
    index('users_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** Failed login attempts, counted per key (account and address) over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.createdAt)],
);
