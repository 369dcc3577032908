import { integer, smallint, text } from 'drizzle-orm/pg-core';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { badRequest } from '@/lib/engine/errors';
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
 * belong to the files of a company, which the product does not keep yet: those realms are empty.
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

/** `realm=` of the query: one realm's types, or all of them without it; any other value is a 400 naming it. */
function typesOf(query: URLSearchParams): TypeRow[] {
  const raw = query.get('realm');
  if (raw === null || raw === '') return Object.values(BY_REALM).flat();
  if (!/^\d$/.test(raw) || !(Number(raw) in REALMS)) {
    const known = Object.entries(REALMS).map(([code, name]) => `${code} (${name})`);
    throw badRequest(`Invalid value for parameter "realm": one of ${known.join(', ')} is expected.`);
  }
  return BY_REALM[Number(raw)];
}

/**
 * Types [2] (spec: display_name, number), read by realm: `GET /api/v1/types?realm=2`. The same
 * for every company; `filter[realm]=` works too, as on any field.
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
  rows: (_ctx, query) => typesOf(query),
});
