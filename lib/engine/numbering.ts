import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { rowsOf } from '@/db/client';
import { documentSequences } from '@/db/schema';
import type { Numbering, Resource, ResourceContext, Row } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';

/**
 * A document's numbering series (its definition's `numbering`): per company and series, a
 * prefix, a zero-fill width and the next number, kept in one row of `document_sequences` that
 * the company edits (the `numbering-series` collection). A record created with no number takes
 * the series' next, skipping any a person typed by hand; a typed number is kept once it is free.
 * Never repeated under concurrency: taking a number locks the series' row until the transaction
 * ends (DESIGN.md: sequences are locked last). The definition's part is `Numbering` (define.ts).
 */

/** What numbering needs of a resource: its table, its fixed values (one table, several collections) and its numbering. */
type Numbered = Pick<Resource, 'table' | 'fixed'> & { numbering?: Numbering };

const fieldOf = (numbering: Numbering) => numbering.field ?? 'number';

/** Whether the series' documents keep their number as an integer (checks): then it takes no prefix or padding. */
export function isIntegerSeries(def: Numbered): boolean {
  const column = (getTableColumns(def.table) as Record<string, AnyPgColumn>)[fieldOf(def.numbering!)];
  return column.dataType === 'number';
}

const scopeOf = (numbering: Numbering, values: Record<string, unknown>) => (numbering.per ? Number(values[numbering.per]) : 0);

/**
 * The next number of a series, formatted, and the counter moved on (the row made on first use,
 * locked until commit), with whether a record holds it already (typed by hand, or left by a
 * lowered series): one statement, for the counter's lock is held from here to the commit and
 * every round trip under it is one the company's next document waits for. The number is
 * formatted in SQL as `format` does it in JS (a value longer than the padding is not cut).
 */
async function take(ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, scope: number, integer: boolean): Promise<{ number: string | number; taken: boolean }> {
  const next = nextNumber(ctx, def, values, scope, sql`t`);
  const res = await ctx.tx.execute(sql`with t as (${next.counter}) select t.value, t.prefix, t.padding, ${next.taken} as taken from t`);
  const [row] = rowsOf<{ value: number; prefix: string; padding: number; taken: boolean }>(res);
  return { number: integer ? Number(row.value) : format(row.prefix, Number(row.value), row.padding), taken: row.taken };
}

/** The parts of a statement that takes a series' next number: see `nextNumber`. */
export type NextNumber = { counter: SQL; number: SQL; taken: SQL };

/**
 * The parts of a statement that takes a series' next number (see `take`), for a statement that
 * writes with it (a journal's, lib/modules/books/post.ts): `counter`, the body of a CTE that moves
 * the counter on (locking its row until commit) and answers `value`, `prefix` and `padding`;
 * `number`, the number formatted in SQL from that CTE (named `from`); and `taken`, whether a
 * record of the series holds it already. `gate` (`from x where ...`) moves the counter only
 * where it finds a row (a journal's number, only once its document's was free).
 */
export function nextNumber(ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, scope: number, from: SQL, gate?: SQL): NextNumber {
  const numbering = def.numbering!;
  const number = isIntegerSeries(def) ? sql`${from}.value` : sql`(${from}.prefix || lpad(${from}.value::text, greatest(${from}.padding, length(${from}.value::text)), '0'))`;
  const counter = sql`
      insert into document_sequences (company_id, kind, scope, next_value) select ${ctx.company.id}, ${numbering.series}, ${scope}, ${(numbering.start ?? 1) + 1} ${gate ?? sql``}
      on conflict (company_id, kind, scope) do update set next_value = document_sequences.next_value + 1
      returning next_value - 1 as value, prefix, padding`;
  return { counter, number, taken: sql`exists (select 1 from ${def.table} where ${heldBy(ctx, def, values, number, null)})` };
}

/** `nextNumber` of a record's series, in the scope its `values` (table keys) give. */
export const nextNumberOf = (ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, from: SQL): NextNumber => nextNumber(ctx, def, values, scopeOf(def.numbering!, values), from);

const format = (prefix: string, value: number, padding: number) => `${prefix}${String(value).padStart(padding, '0')}`;

/** Moves a series past `used` (a check number typed or printed): the next one is never below it. */
export async function advanceSeries(ctx: ResourceContext, numbering: Numbering, scope: number, used: number): Promise<void> {
  await ctx.tx.execute(sql`
    insert into document_sequences (company_id, kind, scope, next_value) values (${ctx.company.id}, ${numbering.series}, ${scope}, ${used + 1})
    on conflict (company_id, kind, scope) do update set next_value = greatest(document_sequences.next_value, excluded.next_value)`);
}

/** The next numbers of a series per scope (a page of bank accounts), as a number is taken: the start where none was taken yet. */
export async function nextOfSeries(ctx: ResourceContext, numbering: Numbering, scopes: number[]): Promise<Map<number, number>> {
  const out = new Map(scopes.map((scope) => [scope, numbering.start ?? 1]));
  if (!scopes.length) return out;
  const s = documentSequences;
  const rows = await ctx.tx
    .select({ scope: s.scope, next: s.nextValue })
    .from(s)
    .where(and(eq(s.companyId, ctx.company.id), eq(s.kind, numbering.series), sql`${s.scope} in (${sql.join(scopes.map((x) => sql`${x}`), sql`, `)})`));
  for (const row of rows) out.set(row.scope, row.next);
  return out;
}

/** Sets the next number of a series' scope (a bank account's next check number, as its form sets it). */
export async function setNextOfSeries(ctx: ResourceContext, numbering: Numbering, scope: number, next: number): Promise<void> {
  await ctx.tx.execute(sql`
    insert into document_sequences (company_id, kind, scope, next_value) values (${ctx.company.id}, ${numbering.series}, ${scope}, ${next})
    on conflict (company_id, kind, scope) do update set next_value = excluded.next_value`);
}

/** A company-wide series' prefix (an invoice settings' field shows the invoice series'); none until it is set. */
export async function prefixOfSeries(ctx: ResourceContext, series: string): Promise<string | null> {
  const s = documentSequences;
  const [row] = await ctx.tx
    .select({ prefix: s.prefix })
    .from(s)
    .where(and(eq(s.companyId, ctx.company.id), eq(s.kind, series), eq(s.scope, 0)));
  return row?.prefix || null;
}

/** Sets a company-wide series' prefix. */
export async function setPrefixOfSeries(ctx: ResourceContext, series: string, prefix: string): Promise<void> {
  await ctx.tx.execute(sql`
    insert into document_sequences (company_id, kind, prefix) values (${ctx.company.id}, ${series}, ${prefix})
    on conflict (company_id, kind, scope) do update set prefix = excluded.prefix`);
}

/** Records of the collection (within the same vendor, bank account...) other than `ownId` holding `number` (a value, or SQL giving it). */
function heldBy(ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, number: string | number | SQL, ownId: number | null): SQL {
  const numbering = def.numbering!;
  const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
  const column = columns[fieldOf(numbering)];
  const caseless = numbering.caseless && !isIntegerSeries(def);
  const conditions: (SQL | undefined)[] = [
    eq(def.table.companyId, ctx.company.id),
    // Compared as the collection's unique index compares them, so that the index serves the look-up.
    caseless ? eq(sql`lower(${column})`, typeof number === 'string' ? number.toLowerCase() : sql`lower(${number})`) : eq(column, number),
    ...Object.entries(def.fixed ?? {}).map(([key, value]) => eq(columns[key], value)),
    ...[...(numbering.within ?? []), ...(numbering.per ? [numbering.per] : [])].map((key) => eq(columns[key], values[key])),
    ownId === null ? undefined : ne(def.table.id, ownId),
  ];
  return and(...conditions)!;
}

/** Whether another record of the collection holds `number`. */
async function isTaken(ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, number: string | number, ownId: number | null): Promise<boolean> {
  const [found] = await ctx.tx.select({ id: def.table.id }).from(def.table).where(heldBy(ctx, def, values, number, ownId)).limit(1);
  return !!found;
}

/**
 * The number a record of a numbered collection keeps, in `values` (its column values, table
 * keys) before it is written: one typed by hand stays if no other record holds it (else a 422
 * on the field); none typed keeps the stored one, or on a new record takes the series' next,
 * skipping any number already held (one typed by hand earlier, or left by a lowered series).
 */
export async function assignNumber(ctx: ResourceContext, def: Numbered, values: Record<string, unknown>, existing: Row | null): Promise<Record<string, unknown>> {
  const numbering = def.numbering!;
  const field = fieldOf(numbering);
  const integer = isIntegerSeries(def);
  const raw = values[field];
  const typed = typeof raw === 'string' ? raw.trim() || null : ((raw as number | null | undefined) ?? null);
  if (typed !== null) {
    if (typed === existing?.[field]) return values;
    if (await isTaken(ctx, def, values, typed, existing?.id ?? null)) {
      throw ValidationError.field(field, say('numberTaken', { field: numbering.label ?? 'Number', value: String(typed) }));
    }
    if (numbering.followsTyped && typeof typed === 'number') await advanceSeries(ctx, numbering, scopeOf(numbering, values), typed);
    return Object.assign(values, { [field]: typed });
  }
  if (existing) return Object.assign(values, { [field]: existing[field] });
  const scope = scopeOf(numbering, values);
  let next = await take(ctx, def, values, scope, integer);
  while (next.taken) next = await take(ctx, def, values, scope, integer);
  return Object.assign(values, { [field]: next.number });
}

/**
 * `count` numbers of a company-wide series at once (a batch of documents made together), as
 * `assignNumber` takes them one by one: the counter moved on by `count` in one statement (its
 * row locked until commit), every number already held skipped, and as many more taken for those.
 * For series with no `per` or `within` (one scope): what a batch of recurring invoices takes.
 */
export async function takeNumbers(ctx: ResourceContext, def: Numbered, count: number): Promise<(string | number)[]> {
  const numbering = def.numbering!;
  if (numbering.per || numbering.within?.length) throw new Error(`takeNumbers: the series ${numbering.series} is numbered within its records`);
  const integer = isIntegerSeries(def);
  const columns = getTableColumns(def.table) as Record<string, AnyPgColumn>;
  const column = columns[fieldOf(numbering)];
  const out: (string | number)[] = [];
  while (out.length < count) {
    const want = count - out.length;
    const res = await ctx.tx.execute(sql`
      insert into document_sequences (company_id, kind, scope, next_value) values (${ctx.company.id}, ${numbering.series}, 0, ${(numbering.start ?? 1) + want})
      on conflict (company_id, kind, scope) do update set next_value = document_sequences.next_value + ${want}
      returning next_value - ${want} as first, prefix, padding`);
    const [row] = rowsOf<{ first: number; prefix: string; padding: number }>(res);
    const numbers = Array.from({ length: want }, (_, i) => (integer ? Number(row.first) + i : format(row.prefix, Number(row.first) + i, row.padding)));
    const caseless = !integer && numbering.caseless;
    const key = (n: string | number) => (caseless ? String(n).toLowerCase() : n);
    const held = await ctx.tx
      .select({ n: caseless ? sql<string>`lower(${column})` : column })
      .from(def.table)
      .where(
        and(
          eq(def.table.companyId, ctx.company.id),
          ...Object.entries(def.fixed ?? {}).map(([k, value]) => eq(columns[k], value)),
          sql`${caseless ? sql`lower(${column})` : column} in (${sql.join(numbers.map((n) => sql`${key(n)}`), sql`, `)})`,
        ),
      );
    const taken = new Set(held.map((h) => String(h.n)));
    out.push(...numbers.filter((n) => !taken.has(String(key(n)))));
  }
  return out;
}
