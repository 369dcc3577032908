import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { selectAll, selectAllWithin } from '@/db/select-all';
import { dialectOf, runQuery } from '@/db/prepared';
import { bookmarks } from '@/db/schema';
import { notFound } from '@/lib/engine/errors';
import type { Resource, ResourceContext, ResourceTable, TableRow } from '@/lib/engine/define';
import { columnOf, filterValue, toCamel } from '@/lib/engine/naming';
import { customFilterConditions } from '@/lib/engine/custom-fields';
import { catalogueOf, countCatalogue, findInCatalogue, listCatalogue } from '@/lib/engine/catalogue';
import { afterCondition, encodeCursor, END, reversed, sortKeys, type SortKey } from '@/lib/engine/keyset';
import { rangeFilter, type ListParams, type Total } from '@/lib/engine/params';
import { secureCondition } from '@/lib/engine/secure';
import { can } from '@/lib/engine/rights';
import { columnName, containsSearch, learnShares, likelihood } from '@/lib/engine/search-plan';

/** Which records a listing shows: the default (active), the user's bookmarks, or the inactive. */
export type ListView = 'default' | 'bookmarks' | 'inactive' | 'any';

const col = (def: Resource, field: string) => columnOf(def.table, field)!;

/** A condition no row meets. */
export const NOTHING = sql`false`;

/** Whether the person may see `def`'s records at all: the view right of its section. */
export const mayView = (def: Pick<Resource, 'permission'>, ctx: ResourceContext): boolean => can(ctx.user, def.permission, 'view');

/** The conditions on `def`'s rows that this person reaches: its scope, and none without the view right (lib/engine/reach.ts). */
export function reachable(def: Resource, ctx: ResourceContext): SQL[] {
  return mayView(def, ctx) ? scope(def, ctx) : [NOTHING];
}

/**
 * What every query of a resource is limited to: the company, its fixed values, and who may see
 * which of its records (`narrowing`). Every path to a person's records goes through it, with the
 * view right of the resource's section (lib/engine/reach.ts).
 */
export function scope(def: Resource, ctx: ResourceContext): SQL[] {
  return [eq(def.table.companyId, ctx.company.id), ...fixedConditions(def), ...narrowing(def, ctx)];
}

/**
 * Which of the company's records this person sees, beyond their right to the section: a private
 * record its owner only, a message its participants, a record secured to others none of them
 * (lib/engine/secure.ts), and a record that is part of another (a journal of the document that
 * posted it) only where that one is seen (`partOf`), and the resource's own conditions (`ownScope`:
 * the company log's entries only where their records are read). None: every record of the company.
 */
export function narrowing(def: Resource, ctx: ResourceContext): SQL[] {
  const conditions: SQL[] = [...(def.ownScope?.(ctx) ?? [])];
  if (def.features.ownerPrivate) conditions.push(eq(col(def, def.features.ownerPrivate), ctx.user.id));
  if (def.features.participants) conditions.push(or(...def.features.participants.map((field) => eq(col(def, field), ctx.user.id)))!);
  const secured = secureCondition(def, ctx);
  if (secured) conditions.push(secured);
  const whole = def.partOf?.(ctx);
  if (whole) conditions.push(whole);
  return conditions;
}

/** The resource's `fixed` column values as conditions (none for most). */
export const fixedConditions = (def: Resource): SQL[] => Object.entries(def.fixed ?? {}).map(([field, value]) => eq(col(def, field), value));

/** The resource's `fixed` values as table keys, for an insert. */
export const fixedValues = (def: Resource): Record<string, string | number> =>
  Object.fromEntries(Object.entries(def.fixed ?? {}).map(([field, value]) => [toCamel(field), value]));

/** A search's fields, each matched by `arm`, the field likeliest to hold the query first: a row's test stops at the first that matches. */
function searchArms(def: Resource, fields: string[], q: string, arm: (field: string) => SQL): SQL {
  const likely = new Map(fields.map((field) => [field, def.refs?.[field] ? 0 : likelihood(col(def, field), q)]));
  return or(...[...fields].sort((a, b) => likely.get(b)! - likely.get(a)!).map(arm))!;
}

/** A resource's search fields that are its own columns (not `refs` to another record); none for a catalogue. */
const ownSearchFields = (def: Resource | undefined): string[] => (def && !catalogueOf(def) ? def.search.filter((f) => !def.refs?.[f]) : []);

/** The columns a search of `def` reads, its own fields' and those of the records its `refs` fields name. */
function searchedColumns(def: Resource, ctx: ResourceContext): string[] {
  const named = (target: Resource | undefined) => (target ? ownSearchFields(target).map((f) => columnName(col(target, f))) : []);
  return [...named(def), ...def.search.filter((field) => def.refs?.[field]).flatMap((field) => named(ctx.registry?.get(def.refs![field])))];
}

/** Reads what a search's plan needs of its columns' statistics, unless kept (lib/engine/search-plan.ts). */
async function planSearch(def: Resource, ctx: ResourceContext, q: string | null | undefined): Promise<void> {
  if (q && def.search.length && !catalogueOf(def)) await learnShares(ctx.tx, searchedColumns(def, ctx), q);
}

/**
 * A search field that names another record (a `refs` field: an invoice's `customer_id`) matches
 * where the record it names matches on its own search fields and is reached by this person (its
 * collection's view right and scope): invoices are found by their customer's name, never through
 * a customer the person may not see. The named records' ids are read first, as an array, so the
 * column's index answers beside the search fields' trigram indexes (an `in (subquery)` under an OR
 * would test every row).
 */
function namesMatching(def: Resource, ctx: ResourceContext, field: string, q: string): SQL {
  const target = ctx.registry?.get(def.refs![field]);
  const own = ownSearchFields(target);
  if (!target || !own.length) return NOTHING;
  const ids = ctx.tx
    .select({ id: target.table.id })
    .from(target.table)
    .where(and(...reachable(target, ctx), searchArms(target, own, q, (f) => containsSearch(col(target, f), q))));
  return sql`${col(def, field)} = any(array(${ids}))`;
}

export function listConditions(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters'>, view: ListView): SQL[] {
  const conditions = scope(def, ctx);
  const inactive = def.features.inactive;
  if (inactive && view === 'inactive') conditions.push(eq(col(def, 'status'), inactive.inactive));
  else if (inactive && view === 'default' && !params.filters.has('status')) conditions.push(ne(col(def, 'status'), inactive.inactive));
  if (view === 'bookmarks') {
    const mine = ctx.tx
      .select({ id: bookmarks.recordId })
      .from(bookmarks)
      .where(and(eq(bookmarks.companyId, ctx.company.id), eq(bookmarks.userId, ctx.user.id), eq(bookmarks.collection, def.name)));
    conditions.push(inArray(def.table.id, mine));
  }
  if (params.q && def.search.length) {
    const q = params.q;
    conditions.push(searchArms(def, def.search, q, (field) => (def.refs?.[field] ? namesMatching(def, ctx, field, q) : containsSearch(col(def, field), q))));
  }
  for (const [field, values] of params.filters) {
    const range = rangeFilter(def, field);
    if (range) {
      // Both days included: from the first day's start to before the day after the last.
      const column = col(def, range.field);
      conditions.push(range.end === 'from' ? sql`${column} >= ${values[0]}::date` : sql`${column} < (${values[0]}::date + 1)`);
      continue;
    }
    const named = def.namedFilters?.[field];
    if (named) {
      if (values.length) conditions.push(or(...values.map((v) => named.options[v].where))!);
      continue;
    }
    const column = col(def, field);
    const parsed = values.map((v) => filterValue(column, field, v));
    const present = parsed.filter((v) => v !== null);
    const matches = [present.length === 1 ? eq(column, present[0]) : present.length ? inArray(column, present) : undefined];
    if (present.length < parsed.length) matches.push(isNull(column));
    conditions.push(or(...matches.filter(Boolean))!);
  }
  return conditions;
}

/** A listing's conditions with its custom-field filters, its search planned first. */
async function filteredConditions(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters' | 'custom'>, view: ListView): Promise<SQL[]> {
  await planSearch(def, ctx, params.q);
  return [...listConditions(def, ctx, params, view), ...(await customFilterConditions(def, ctx, params.custom))];
}

/**
 * Listings count exactly up to this many records; above it the total is the planner's estimate
 * (`_meta.totalCountEstimated`), so that the first page of a million rows costs what the first
 * page of ten thousand does. GET /{c}/count stays exact.
 */
export const EXACT_COUNT_LIMIT = Number(process.env.LIST_EXACT_COUNT_LIMIT ?? 10_000);

async function plannedRows(ctx: ResourceContext, def: Resource, where: SQL | undefined): Promise<number> {
  const explain = dialectOf(ctx.tx).sqlToQuery(sql`explain (format json) select 1 from ${def.table} where ${where}`);
  const plan = (await runQuery<{ 'QUERY PLAN': unknown }>(ctx.tx, explain))[0]['QUERY PLAN'];
  // EXPLAIN's JSON (parsed by the driver or not): its shape is PostgreSQL's, not checked here.
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

/**
 * The total of a listing: the planner's estimate first (no row read); only when that is not far
 * above the limit are the rows counted, up to the limit. Counting first would make a company
 * holding most of a shared table walk the id index through everybody else's rows: PostgreSQL
 * prefers that index when the company's rows are most of the table, wherever they lie.
 */
async function listTotal(def: Resource, ctx: ResourceContext, where: SQL | undefined, narrowed: boolean): Promise<Total> {
  // A searched or filtered list is never estimated: the planner estimates from the whole table's
  // statistics (the search operator is LEAKPROOF), so its guess would tell how often a word
  // occurs in other companies' rows. It is counted up to the limit; beyond, "more than" it.
  const planned = narrowed ? 0 : await plannedRows(ctx, def, where);
  if (planned > 2 * EXACT_COUNT_LIMIT) return { total: planned, estimated: true };
  // Counted only for sets the planner thinks small, which it reads through the (company_id, id)
  // index; ordered by id so that a large shared table is never scanned sequentially (a scan could
  // join a synchronized scan midway and read past other companies' rows).
  const counting = dialectOf(ctx.tx).sqlToQuery(sql`select count(*)::int as total from (select 1 from ${def.table} where ${where} order by ${def.table.id} limit ${EXACT_COUNT_LIMIT + 1}) capped`);
  const [{ total }] = await runQuery<{ total: number }>(ctx.tx, counting);
  if (total <= EXACT_COUNT_LIMIT) return { total, estimated: false };
  return narrowed ? { total: EXACT_COUNT_LIMIT, estimated: false, capped: true } : { total: Math.max(EXACT_COUNT_LIMIT + 1, planned), estimated: true };
}

/**
 * One page of a listing and its total, by page number or by keyset cursor (`after`/`before`),
 * with the cursors of its first and last rows when rows lie before or after them.
 */
export async function listRecords<T extends ResourceTable>(def: Resource<T>, ctx: ResourceContext, params: ListParams, view: ListView, { counting = false } = {}) {
  if (catalogueOf(def)) return listCatalogue(def, ctx, params);
  const base = and(...(await filteredConditions(def, ctx, params, view)));
  const keys = sortKeys(def.table, params.sort);
  const { cursor, perPage } = params;
  // Pages before a cursor are read walking the order backwards, then turned round.
  const backwards = cursor?.direction === 'before';
  const walk = backwards ? reversed(keys) : keys;
  const after = cursor && cursor.values !== END ? afterCondition(walk, cursor.values) : undefined;
  const order = sql.join(
    walk.map((k) => (k.desc ? desc(k.expr) : asc(k.expr))),
    sql`, `,
  );
  const offset = cursor ? 0 : (params.page - 1) * perPage;
  // One row more than the page tells whether another page follows in the direction read.
  const page = (within: SQL | undefined) => sql`${within ? sql`where ${within} ` : sql``}order by ${order} limit ${perPage + 1} offset ${offset}`;
  const shared = counting && params.q ? await searchedPage<T>(def, ctx, { base, order, keys: walk, page: page(after), past: !!after || offset > 0, within: !after && offset + perPage < EXACT_COUNT_LIMIT }) : null;
  const fetched = shared?.rows ?? (await selectAll<TableRow<T>>(ctx.tx, def.table, page(and(base, after))));
  const more = fetched.length > perPage;
  const rows = fetched.slice(0, perPage);
  if (backwards) rows.reverse();
  const hasPrevious = cursor ? (backwards ? more : true) : params.page > 1;
  const hasNext = cursor ? (backwards ? cursor.values !== END : more) : more;
  // A numbered page that is not full is the last one: the total is known without counting.
  const lastPage = !cursor && !more && (rows.length > 0 || params.page === 1);
  return {
    rows,
    // Counted only when asked (a list's answer, not an export's page), so that the count can go
    // together with the page's other reads.
    counted: (): Promise<Total> => (shared ? Promise.resolve(shared.total) : lastPage ? Promise.resolve({ total: offset + rows.length, estimated: false }) : listTotal(def, ctx, base, !!params.q || params.filters.size > 0 || !!params.custom?.size)),
    prevCursor: hasPrevious && rows.length ? encodeCursor(keys, rows[0]) : null,
    nextCursor: hasNext && rows.length ? encodeCursor(keys, rows[rows.length - 1]) : null,
  };
}

/**
 * A counted search's page and total from one read of its matches. Its page alone walks the list's
 * order testing every row against the pattern (about 20 ms at 100,000 customers for 51 of 1,123
 * matches), then its count reads the matches through the search indexes (about 13 ms): here the
 * first matches in the list's order, up to the count's limit, are read once and the page is taken
 * from them. With more matches than that the total is "more than" the limit, and the page is
 * among them only if it lies `within` the first ones (no cursor, an offset short of the limit);
 * else it is read on its own (null rows).
 */
async function searchedPage<T extends ResourceTable>(
  def: Resource<T>,
  ctx: ResourceContext,
  { base, order, keys, page, past, within }: { base: SQL | undefined; order: SQL; keys: SortKey[]; page: SQL; past: boolean; within: boolean },
): Promise<{ rows: TableRow<T>[] | null; total: Total }> {
  const read = await selectAllWithin<TableRow<T>>(ctx.tx, def.table, { kept: keys.map((k) => k.column), within: sql`where ${base} order by ${order} limit ${EXACT_COUNT_LIMIT + 1}`, page, order });
  // An empty page past a cursor or an offset says neither how many matched nor whether the page
  // lies beyond the ones read: both are read as without this.
  if (read.total === null && past) return { rows: null, total: await listTotal(def, ctx, base, true) };
  const total = read.total ?? 0;
  if (total > EXACT_COUNT_LIMIT) return { rows: within ? read.rows : null, total: { total: EXACT_COUNT_LIMIT, estimated: false, capped: true } };
  return { rows: read.rows, total: { total, estimated: false } };
}

export async function countRecords(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters' | 'query' | 'custom'>, view: ListView) {
  if (catalogueOf(def)) return countCatalogue(def, ctx, params);
  const conditions = await filteredConditions(def, ctx, params, view);
  const [{ total }] = await ctx.tx.select({ total: count() }).from(def.table).where(and(...conditions));
  return total;
}

/**
 * The count of a listing and the sums of `sums` (money columns, checked by `parseSums`) over the
 * same records, in one statement: `GET /invoices/count?filter[is_tba]=1&sum=total_amount` is the
 * top bar's invoices waiting for approval, how many and for how much.
 */
export async function countAndSum(def: Resource, ctx: ResourceContext, params: Pick<ListParams, 'q' | 'filters' | 'query' | 'custom'>, view: ListView, sums: string[]) {
  if (!sums.length || catalogueOf(def)) return { count: await countRecords(def, ctx, params, view) };
  const conditions = await filteredConditions(def, ctx, params, view);
  const selected: Record<string, SQL | ReturnType<typeof count>> = { total: count() };
  sums.forEach((field, i) => (selected[`s${i}`] = sql<string>`coalesce(sum(${col(def, field)}), 0)::numeric(18, 2)::text`));
  const [row] = (await ctx.tx.select(selected as Record<string, SQL>).from(def.table).where(and(...conditions))) as Record<string, unknown>[];
  return { count: Number(row.total), sum: Object.fromEntries(sums.map((field, i) => [field, String(row[`s${i}`])])) };
}

/**
 * A listing's default count (what its window counts: active records of this company, within the
 * filters it opens with) as a scalar subquery, for one statement that counts several collections at once.
 */
export function countSubquery(def: Resource, ctx: ResourceContext, filter: Record<string, string> = {}): SQL {
  const filters = new Map(Object.entries(filter).map(([field, value]) => [field, value.split(',')]));
  const conditions = listConditions(def, ctx, { q: null, filters }, 'default');
  return sql`(${ctx.tx.select({ n: count() }).from(def.table).where(and(...conditions))})`;
}

/** One record of this company (and owner, if private), or a 404 that says nothing more. */
export async function findRecord<T extends ResourceTable>(def: Resource<T>, ctx: ResourceContext, id: number, { lock = false } = {}): Promise<TableRow<T>> {
  if (catalogueOf(def)) return findInCatalogue(def, ctx, id);
  // A write never changes an id: NO KEY UPDATE leaves the KEY SHARE of rows referring to it free.
  const [row] = await selectAll<TableRow<T>>(ctx.tx, def.table, sql`where ${and(...scope(def, ctx), eq(def.table.id, id))}${lock ? sql` for no key update` : sql``}`);
  if (!row) throw notFound();
  return row;
}
