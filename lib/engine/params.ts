import { dateParam } from '@/lib/engine/date-params';
import { badRequest } from '@/lib/engine/errors';
import type { Relation, Resource } from '@/lib/engine/define';
import { parseCursor, sortKeys, type Cursor, type SortTerm } from '@/lib/engine/keyset';
import { carriesCustom, CUSTOM_FILTER } from '@/lib/engine/custom-column';
import { columnOf } from '@/lib/engine/naming';
import { kindOfColumn } from '@/lib/engine/kinds';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 200;

/** A listing's total: counted, estimated by the planner, or capped at the count's limit. */
export type Total = { total: number; estimated: boolean; capped?: boolean };

export type ExpandTree = Map<string, ExpandTree>;
export type ListParams = {
  page: number;
  perPage: number;
  sort: SortTerm[];
  /** `after=` / `before=`: keyset paging instead of `page` (lib/resources/keyset.ts). */
  cursor: Cursor | null;
  q: string | null;
  filters: Map<string, string[]>;
  /** `filter[custom.<id>]=`: custom field id -> values (checked against the company's fields when listed). */
  custom?: Map<string, string[]>;
  expand: ExpandTree;
  /** The query string itself, for a catalogue whose rows take a parameter of their own (`realm`). */
  query: URLSearchParams;
};

function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest(`Invalid value for parameter "${name}": a positive integer is expected.`);
  return Number(raw);
}

/** An optional record id parameter (`?customer_id=12`): null when absent, 400 when not a positive integer. */
export function optionalIdParam(params: URLSearchParams, name: string): number | null {
  const id = positiveInt(params, name, 0);
  return id === 0 ? null : id;
}

/** `expand=a,b.c` checked against the relations, recursively; unknown names are a 400. */
export function parseExpand(raw: string | null, relations: Record<string, Relation> | undefined): ExpandTree {
  const tree: ExpandTree = new Map();
  for (const path of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    let node = tree;
    let available = relations;
    for (const name of path.split('.')) {
      const relation = available && Object.hasOwn(available, name) ? available[name] : undefined;
      if (!relation) throw badRequest(`Unknown expand: "${path}".`);
      if (!node.has(name)) node.set(name, new Map());
      node = node.get(name)!;
      available = relation.kind === 'value' ? undefined : relation.target.expand;
    }
  }
  return tree;
}

/** `page` and `per-page` (capped at MAX_PER_PAGE). */
export function parsePage(params: URLSearchParams, defaultPerPage = DEFAULT_PER_PAGE) {
  const perPage = positiveInt(params, 'per-page', defaultPerPage);
  if (perPage > MAX_PER_PAGE) throw badRequest(`Invalid value for parameter "per-page": at most ${MAX_PER_PAGE}.`);
  return { page: positiveInt(params, 'page', 1), perPage };
}

/** A range filter's field and end (`created_at_from` -> created_at, from), if the resource declares that range. */
export function rangeFilter(def: Pick<Resource, 'ranges'>, name: string): { field: string; end: 'from' | 'to' } | null {
  const m = /^(.+)_(from|to)$/.exec(name);
  return m && def.ranges?.includes(m[1]) ? { field: m[1], end: m[2] as 'from' | 'to' } : null;
}

/** Page, per-page (capped), sort, q, filter[...] and expand of a listing, each checked. */
export function parseListParams(def: Resource, params: URLSearchParams): ListParams {
  // A catalogue is small and bounded: unless a page size is asked for, one page holds all of it.
  const { page, perPage } = parsePage(params, def.perPage ?? DEFAULT_PER_PAGE);

  const sortable = new Set(['id', ...def.sort]);
  const sort: SortTerm[] = [];
  for (const term of (params.get('sort') ?? '-id').split(',').map((s) => s.trim()).filter(Boolean)) {
    const field = term.replace(/^-/, '');
    if (!sortable.has(field) || !columnOf(def.table, field)) throw badRequest(`Unknown sort field: "${field}".`);
    sort.push({ field, desc: term.startsWith('-') });
  }

  const filters = new Map<string, string[]>();
  const custom = new Map<string, string[]>();
  for (const [key, value] of params) {
    const customField = CUSTOM_FILTER.exec(key);
    if (customField && carriesCustom(def)) {
      custom.set(customField[1], value.split(',').map((v) => v.trim()).filter(Boolean));
      continue;
    }
    const match = /^filter\[([a-z0-9_]+)\]$/.exec(key);
    if (!match && key.startsWith('filter')) throw badRequest(`Invalid parameter: "${key}".`);
    if (!match) continue;
    if (rangeFilter(def, match[1])) {
      filters.set(match[1], [dateParam(params, key)]);
      continue;
    }
    const named = def.namedFilters?.[match[1]];
    if (!def.filter.includes(match[1]) || (!named && !columnOf(def.table, match[1]))) throw badRequest(`Unknown filter: "${match[1]}".`);
    const values = value.split(',').map((v) => v.trim()).filter(Boolean);
    const unknown = named ? values.find((v) => !Object.hasOwn(named.options, v)) : undefined;
    if (unknown !== undefined) throw badRequest(`Invalid value for filter[${match[1]}]: one of ${Object.keys(named!.options).join(', ')} is expected.`);
    filters.set(match[1], values);
  }

  const q = params.get('q')?.trim() || null;
  if (q && q.length > 256) throw badRequest('Invalid value for parameter "q": at most 256 characters.');
  const cursor = parseCursor(params, sortKeys(def.table, sort));
  return { page, perPage, sort, cursor, q, filters, custom, expand: parseExpand(params.get('expand'), def.expand), query: params };
}

/**
 * `sum=total_amount,balance_due` of a count: money columns of the resource, each checked (a
 * column that is no money, or none of the table's, is a 400 naming the parameter).
 */
export function parseSums(def: Pick<Resource, 'table'>, params: URLSearchParams): string[] {
  const raw = params.get('sum');
  if (raw === null) return [];
  const names = [...new Set(raw.split(',').map((s) => s.trim()).filter(Boolean))];
  for (const name of names) {
    const column = columnOf(def.table, name);
    if (!column || kindOfColumn(column) !== 'money') throw badRequest(`Invalid value for parameter "sum": "${name}" is no money column of this collection.`);
  }
  return names;
}
