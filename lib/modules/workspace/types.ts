import { and, eq, max } from 'drizzle-orm';
import { integer, smallint, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { companyTypes, folders } from '@/db/schema';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { ACTIVE_INACTIVE, defineResource, type ResourceContext } from '@/lib/engine/define';
import { badRequest } from '@/lib/engine/errors';
import { choice, integer as integerField, text as textField } from '@/lib/engine/fields';
import { ACCOUNT_TYPES } from '@/lib/modules/books/account-types';

/** The realms of spec section 7 ("GET types with realm=2"): what a type classifies. */
export const REALMS: Record<number, string> = { 0: 'folders', 1: 'categories', 2: 'types', 3: 'statuses' };

const typeFields = catalogueTable('types', {
  realm: smallint().notNull(),
  number: integer().notNull(),
  displayName: text().notNull(),
});

type TypeRow = { id: number; realm: number; number: number; displayName: string };

const inRealm = (realm: number, entries: [number, string][]): TypeRow[] =>
  entries.map(([number, displayName]) => ({ id: realm * 1000 + number, realm, number, displayName }));

/**
 * Each realm's entries, numbered `realm * 1000 + number`. Types (2) are the account types of
 * spec section 3, by their stored code (1 Bank ... 16 Other Expense); statuses (3) the record
 * statuses every list shows (section 4: 1 Active, 0 Inactive). Folders (0) and categories (1)
 * belong to the files of a company: they have no built-in entries (the folders realm lists the company's folders).
 */
const BY_REALM: Record<number, TypeRow[]> = {
  0: [],
  1: [],
  2: inRealm(2, [...ACCOUNT_TYPES.values()].map((t) => [t.code, t.name])),
  3: inRealm(3, [
    [1, 'Active'],
    [0, 'Inactive'],
  ]),
};

/** The kinds of contact a type of realm 2 may belong to (spec section 6: user types grouped by domain). */
export const TYPE_DOMAINS: Record<number, string> = { 17: 'Employees', 18: 'Vendors', 148: 'Other Contacts', 89: 'Users', 34: 'Customers', 203: 'Prospects', 149: 'Private Contacts' };

// A company's own entry answers as a type with an id above every built-in one (realm * 1000 + number).
const OWN_ID_BASE = 1_000_000;
// A folder answers as a type of realm 0 above the company's own entries.
const FOLDER_ID_BASE = 1_000_000_000;

/**
 * `realm=` of the query: one realm's types, or all of them without it, the product's first and
 * then the company's own active ones; any other value is a 400 naming it.
 */
async function typesOf(ctx: ResourceContext, query: URLSearchParams): Promise<TypeRow[]> {
  const raw = query.get('realm');
  if (raw !== null && raw !== '' && (!/^\d$/.test(raw) || !(Number(raw) in REALMS))) {
    const known = Object.entries(REALMS).map(([code, name]) => `${code} (${name})`);
    throw badRequest(`Invalid value for parameter "realm": one of ${known.join(', ')} is expected.`);
  }
  const realm = raw === null || raw === '' ? null : Number(raw);
  const own = await ctx.tx
    .select({ id: companyTypes.id, realm: companyTypes.realm, number: companyTypes.number, displayName: companyTypes.displayName })
    .from(companyTypes)
    .where(and(eq(companyTypes.companyId, ctx.company.id), eq(companyTypes.status, 1), realm === null ? undefined : eq(companyTypes.realm, realm)));
  const builtIn = realm === null ? Object.values(BY_REALM).flat() : BY_REALM[realm];
  // The folders realm also holds the company's drawers and folders themselves, numbered by their id (the Files window's Folders filter).
  const kept =
    realm === null || realm === 0
      ? await ctx.tx
          .select({ id: folders.id, displayName: folders.displayName })
          .from(folders)
          .where(and(eq(folders.companyId, ctx.company.id), eq(folders.status, 1)))
          .orderBy(folders.displayName)
      : [];
  return [...builtIn, ...kept.map((f) => ({ id: FOLDER_ID_BASE + f.id, realm: 0, number: f.id, displayName: f.displayName })), ...own.map((t) => ({ ...t, id: OWN_ID_BASE + t.id }))];
}

/**
 * Types [2] (spec: display_name, number), read by realm: `GET /api/v1/types?realm=2`: the
 * product's built-in entries, which the books and every list rely on and which no company
 * changes, followed by the company's own (`company-types`); `filter[realm]=` works too.
 */
export const typesResource = defineCatalogue({
  name: 'types',
  domainId: 2,
  table: typeFields,
  columns: ['display_name', 'number', 'realm'],
  titleField: 'display_name',
  kinds: { realm: { kind: 'choice', options: REALMS } },
  search: ['display_name'],
  sort: ['display_name', 'number', 'realm'],
  filter: ['realm', 'number'],
  terminology: 'type',
  permission: 'accounts',
  rows: typesOf,
});

const realmChoice = choice('Realm', REALMS, { required: true });

/**
 * The company's own types, categories, statuses and folders, managed in the company settings
 * (Classifications tab): added, renamed and made inactive, never one realm's name twice. A new
 * entry is numbered after the realm's last (from 101, clear of the built-in numbers) unless given
 * one.
 */
export const companyTypesResource = defineResource({
  name: 'company-types',
  table: companyTypes,
  input: z.object({
    realm: realmChoice,
    display_name: textField('Name', { required: true, max: 64 }),
    number: integerField('Number', { min: 1, max: 999_999 }),
    domain_id: choice('Kind of contact', TYPE_DOMAINS),
  }),
  columns: ['display_name', 'realm', 'number', 'domain_id'],
  kinds: { realm: { kind: 'choice', options: REALMS }, domain_id: { kind: 'choice', options: TYPE_DOMAINS } },
  search: ['display_name'],
  sort: ['display_name', 'realm', 'number'],
  filter: ['status', 'realm', 'domain_id'],
  unique: [['display_name', 'realm']],
  terminology: 'type',
  titleField: 'display_name',
  permission: 'settings',
  features: { inactive: ACTIVE_INACTIVE },
  async prepare(ctx, input, existing) {
    if (existing || input.number || input.realm === undefined || input.realm === null) return {};
    const [{ last }] = await ctx.tx
      .select({ last: max(companyTypes.number) })
      .from(companyTypes)
      .where(and(eq(companyTypes.companyId, ctx.company.id), eq(companyTypes.realm, input.realm)));
    return { number: Math.max(last ?? 100, 100) + 1 };
  },
});
