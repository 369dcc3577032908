import { integer, pgTable, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineResource, type Json, type KindDeclaration, type Resource, type ResourceContext, type ResourceTable, type Row, type WriteContext } from '@/lib/engine/define';
import { notFound } from '@/lib/engine/errors';
import { encodeCursor, END, reversed, sortKeys, type SortKey } from '@/lib/engine/keyset';
import { columnOf, filterValue, toCamel } from '@/lib/engine/naming';
import { MAX_PER_PAGE, type ListParams, type Total } from '@/lib/engine/params';

/**
 * Catalogues: collections whose rows come from code rather than from a table of the database —
 * the product's own lists (gems, default terms, reference types) and a view of the asking
 * company's settings. They answer the list contract as every resource does (page and per-page,
 * sort, filter, q, keyset cursors, /all, /count, /filter-items, /meta, /{id}), read-only; the
 * engine works them out in memory, since a catalogue is small and bounded (its default page is
 * the whole of it, up to MAX_PER_PAGE rows).
 *
 * A catalogue's fields are Drizzle columns of a table that is never created (`catalogueTable`):
 * they give each field the type that sort, filter, cursors and serialization read, as they read a
 * table's. Its rows are asked for on each request, with the request's query, so that they may
 * depend on the company or on a parameter of the catalogue's own (`types?realm=2`); they are never
 * another company's.
 */
export type CatalogueRows<T extends ResourceTable> = (
  ctx: ResourceContext,
  query: URLSearchParams,
) => Omit<T['$inferSelect'], 'companyId'>[] | Promise<Omit<T['$inferSelect'], 'companyId'>[]>;

/**
 * A catalogue that is also one object of settings (a company's `settings`, its
 * `invoice-settings`): `GET /{name}` answers the object beside the listing and `PUT /{name}`
 * changes it (lib/api/singletons.ts); `/meta` describes `input`, so the form window draws it.
 */
export type Singleton = {
  input: z.ZodObject;
  /** Foreign keys of the input, as a resource's `refs`. */
  refs?: Record<string, string>;
  read(ctx: ResourceContext): Json | Promise<Json>;
  update(ctx: WriteContext, body: unknown): Promise<Json>;
};

type Catalogue = { rows: (ctx: ResourceContext, query: URLSearchParams) => Row[] | Promise<Row[]>; singleton?: Singleton };

const catalogues = new WeakMap<Resource, Catalogue>();

/** The catalogue a resource is, if it is one. */
export const catalogueOf = (def: Resource): Catalogue | undefined => catalogues.get(def);

/** The object of settings a catalogue is, if it is one. */
export const singletonOf = (def: Resource): Singleton | undefined => catalogues.get(def)?.singleton;

/** The fields of a catalogue, as the columns of a table that does not exist (id and tenant key added). */
export const catalogueTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(name: N, columns: C) =>
  pgTable(name, { id: integer().primaryKey(), companyId: integer().notNull(), ...columns });

export type CatalogueSpec<T extends ResourceTable> = {
  /** Collection path: /api/v1/{name}. */
  name: string;
  domainId?: number;
  table: T;
  /** List columns, in order. */
  columns: string[];
  /** The field that names a row. */
  titleField: string;
  /** Kinds the column types cannot tell (a 0/1 `flag`, a `choice` with its options). */
  kinds?: Record<string, KindDeclaration>;
  search: string[];
  sort: string[];
  filter: string[];
  terminology: string;
  permission: string;
  rows: CatalogueRows<T>;
  singleton?: Singleton;
  /** POST /{name}/{verb}: what a person does with rows of the catalogue (print the chosen documents, send a mail server's test e-mail). */
  collectionActions?: Resource['collectionActions'];
} & Pick<Resource, 'reads' | 'writes'>;

/** Declares a catalogue: a read-only resource whose rows `rows` gives (a singleton's object changes by its own PUT). */
export function defineCatalogue<T extends ResourceTable>({ rows, singleton, ...spec }: CatalogueSpec<T>): Resource {
  const def: Resource = defineResource({ ...spec, input: singleton?.input ?? z.object({}), refs: singleton?.refs, perPage: MAX_PER_PAGE, features: { readOnly: true } });
  catalogues.set(def, { rows: rows as Catalogue['rows'], singleton });
  return def;
}

const collator = new Intl.Collator('en');

/** Two field values in PostgreSQL's ascending order: NULL last, text by collation, the rest by value. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b) || (a < b ? -1 : 1);
  const x = a instanceof Date ? a.getTime() : (a as number);
  const y = b instanceof Date ? b.getTime() : (b as number);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sort values in the order of `keys` (descending keys turned round, so NULL comes first there, as in PostgreSQL). */
function compareTuples(keys: SortKey[], a: unknown[], b: unknown[]): number {
  for (let i = 0; i < keys.length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order) return keys[i].desc ? -order : order;
  }
  return 0;
}

const valuesOf = (keys: SortKey[], row: Row) => keys.map((k) => row[k.key]);

/** The rows of the catalogue for this request that `q` and the filters let through. */
async function matching(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters' | 'query'>): Promise<Row[]> {
  let rows = await catalogues.get(def)!.rows(ctx, params.query);
  for (const [field, raw] of params.filters) {
    const wanted = raw.map((v) => filterValue(columnOf(def.table, field)!, field, v));
    const key = toCamel(field);
    if (wanted.length) rows = rows.filter((row) => wanted.includes(row[key] ?? null));
  }
  const q = params.q?.toLowerCase();
  if (q && def.search.length) {
    const keys = def.search.map(toCamel);
    rows = rows.filter((row) => keys.some((key) => String(row[key] ?? '').toLowerCase().includes(q)));
  }
  return rows;
}

/** A page of a catalogue's listing, by page number or keyset cursor: what `listRecords` answers for a table. */
export async function listCatalogue(def: Resource, ctx: ResourceContext, params: ListParams) {
  const rows = await matching(def, ctx, params);
  const keys = sortKeys(def.table, params.sort);
  const { cursor, perPage } = params;
  const backwards = cursor?.direction === 'before';
  const walk = backwards ? reversed(keys) : keys;
  let ordered = [...rows].sort((a, b) => compareTuples(walk, valuesOf(walk, a), valuesOf(walk, b)));
  if (cursor && cursor.values !== END) {
    const boundary = cursor.values;
    ordered = ordered.filter((row) => compareTuples(walk, valuesOf(walk, row), boundary) > 0);
  }
  const offset = cursor ? 0 : (params.page - 1) * perPage;
  const fetched = ordered.slice(offset, offset + perPage + 1);
  const more = fetched.length > perPage;
  const page = fetched.slice(0, perPage);
  if (backwards) page.reverse();
  const hasPrevious = cursor ? (backwards ? more : true) : params.page > 1;
  const hasNext = cursor ? (backwards ? cursor.values !== END : more) : more;
  return {
    rows: page,
    counted: (): Promise<Total> => Promise.resolve({ total: rows.length, estimated: false }),
    prevCursor: hasPrevious && page.length ? encodeCursor(keys, page[0]) : null,
    nextCursor: hasNext && page.length ? encodeCursor(keys, page[page.length - 1]) : null,
  };
}

export async function countCatalogue(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters' | 'query'>): Promise<number> {
  return (await matching(def, ctx, params)).length;
}

/** One row of the catalogue, or a 404. */
export async function findInCatalogue(def: Resource, ctx: ResourceContext, id: number): Promise<Row> {
  const row = (await catalogues.get(def)!.rows(ctx, new URLSearchParams())).find((r) => r.id === id);
  if (!row) throw notFound();
  return row;
}

/** For each filterable field, its values among the rows `q` lets through, with how many (as /filter-items answers). */
export async function catalogueFilterItems(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'query'>) {
  const rows = await matching(def, ctx, { ...params, filters: new Map() });
  const items: Record<string, { value: unknown; count: number }[]> = {};
  for (const field of def.filter) {
    const counts = new Map<unknown, number>();
    for (const row of rows) counts.set(row[toCamel(field)] ?? null, (counts.get(row[toCamel(field)] ?? null) ?? 0) + 1);
    items[field] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => compareValues(a.value, b.value))
      .slice(0, 100);
  }
  return items;
}
