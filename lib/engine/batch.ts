import { and, eq, getTableColumns, getTableName, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, together } from '@/db/client';
import type { RefWhere } from '@/lib/engine/fields';
import { fieldErrorsFromZod, ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import type { Json, Resource, ResourceContext, Row, WriteContext } from '@/lib/engine/define';
import { administrators, logChange, notify } from '@/lib/engine/events';
import { columnOf, humanize, toCamel, toSnake } from '@/lib/engine/naming';
import { narrowing, scope } from '@/lib/engine/query';
import { referencesOf, type RefTarget } from '@/lib/engine/references';

/**
 * The engine's batched create (an import's): the same checks as a create (the input schema,
 * references of this company meeting their `where`, uniqueness within the company and within
 * the batch), made for thousands of rows at once with one query per reference field and per
 * unique field instead of per row; then a multi-row INSERT in chunks with the same defaults,
 * company id, creator and fixed values as one insert (search vectors are kept by the tables'
 * triggers), and one company log entry for the whole batch rather than one per record.
 */

/** A field error of one row of a batch (`row`: its index in the batch). */
export type RowError = FieldError & { row: number };

/** Reports how far a batch is: `done` of `total` rows checked or written. */
export type Progress = (phase: 'check' | 'write', done: number, total: number) => void;

/** Rows checked between two progress reports (and between two yields to the event loop). */
const STEP = 2000;

/** A reference's `where` as conditions on the table its ids are looked for in. */
export function whereOf(table: PgTable, where: RefWhere): SQL[] {
  return Object.entries(where).map(([name, values]) => {
    const column = columnOf(table, name);
    if (!column) throw new Error(`${getTableName(table)} has no column "${name}" for a reference's where`);
    return inArray(column, values);
  });
}

/** The ids a reference field holds: one (`ref`) or several (`refs`), each once. */
const idsIn = (value: unknown) => [...new Set(Array.isArray(value) ? value : [value])].filter((id): id is number => typeof id === 'number');

/**
 * Every reference of each input (lib/engine/references.ts: the input's own fields and its
 * lines') must name a record of this company that the writer may see (its collection's scope: one
 * secured to others, or another's private record, is "invalid" as if absent; the answer is the
 * same whether the id is another company's or nobody's), and one its field's `where` allows
 * (else what it must be): one query per field and collection for all the inputs. Naming a record
 * needs no view right of its section (a clerk entering invoices names their customers and items).
 * `inputs[i]` null is skipped.
 */
export async function refErrors(def: Resource, ctx: WriteContext, inputs: (Json | null)[]): Promise<RowError[]> {
  // Every field's look-ups are sent at once (one round trip on PostgreSQL), then each is judged.
  const checks = referencesOf(def).map((reference) => {
    const { field, info } = reference;
    // Each holder of the field: the input itself, or each of its lines (`lines.2.account_id`).
    const named: { row: number; at: string; ids: number[]; target: RefTarget }[] = [];
    inputs.forEach((input, row) => {
      if (!input) return;
      const lines = reference.lines ? input[reference.lines] : undefined;
      const holders = reference.lines ? (Array.isArray(lines) ? (lines as Json[]).map((line, i) => ({ holder: line, at: `${reference.lines}.${i}.${field}` })) : []) : [{ holder: input, at: field }];
      for (const { holder, at } of holders) {
        const ids = typeof holder === 'object' && holder !== null ? idsIn(holder[field]) : [];
        const target = ids.length ? reference.target(holder, ctx.registry) : null;
        if (target) named.push({ row, at, ids, target });
      }
    });
    const lookups = [...new Map(named.map((n) => [n.target.key, n.target])).values()].flatMap((target) => {
      const all = [...new Set(named.filter((n) => n.target.key === target.key).flatMap((n) => n.ids))];
      return Array.from({ length: Math.ceil(all.length / 10_000) }, (_, chunk) => ({
        key: target.key,
        rows: ctx.tx
          .select({ id: target.table.id, allowed: info?.where ? sql<boolean>`(${and(...whereOf(target.table, info.where))})` : sql<boolean>`true` })
          .from(target.table)
          .where(and(eq(target.table.companyId, ctx.company.id), ...target.fixed, ...(target.def ? narrowing(target.def, ctx) : []), inArray(target.table.id, all.slice(chunk * 10_000, (chunk + 1) * 10_000)))),
      }));
    });
    return { field, info, named, lookups };
  });
  const answers = await together(checks.flatMap((c) => c.lookups.map((l) => l.rows.execute())));
  const errors: RowError[] = [];
  let answer = 0;
  for (const { field, info, named, lookups } of checks) {
    const allowed = new Map<string, Map<number, boolean>>();
    for (const { key } of lookups) {
      const found = allowed.get(key) ?? new Map<number, boolean>();
      for (const f of answers[answer++]) found.set(f.id as number, f.allowed);
      allowed.set(key, found);
    }
    const label = info?.label ?? humanize(field);
    for (const { row, at, ids, target } of named) {
      const found = allowed.get(target.key)!;
      if (ids.some((id) => !found.has(id))) errors.push({ row, field: at, ...say('invalid', { field: humanize(field) }) });
      else if (ids.some((id) => !found.get(id))) errors.push({ row, field: at, ...say(info?.must_be ?? 'notThisRecord', { field: label }) });
    }
  }
  return errors;
}

/** A unique value as compared: text without letter case. */
const keyOf = (values: unknown[]) => JSON.stringify(values.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));

/**
 * Fields unique within the company (text without letter case), for each input: taken by a stored
 * record (other than `existing`, whose values fill in what an update leaves out), or by an
 * earlier input of the same batch (or of earlier batches of one file: `seen`, kept by the caller
 * across batches). One query per unique field (or set) for all the inputs.
 */
export async function uniqueErrors(def: Resource, ctx: ResourceContext, inputs: (Json | null)[], existing: Row | null = null, seenAcross?: Map<string, Set<string>>): Promise<RowError[]> {
  const errors: RowError[] = [];
  for (const entry of def.unique ?? []) {
    const fields = typeof entry === 'string' ? [entry] : entry;
    const columns = fields.map((f) => columnOf(def.table, f)!);
    const keyed: { row: number; values: unknown[] }[] = [];
    inputs.forEach((input, row) => {
      if (!input || !fields.some((f) => input[f] !== undefined)) return;
      const values = fields.map((f) => (input[f] !== undefined ? input[f] : existing?.[toCamel(f)]));
      if (values.some((v) => v === null || v === undefined || v === '')) return;
      keyed.push({ row, values });
    });
    if (!keyed.length) continue;
    const taken = new Set<string>();
    for (let i = 0; i < keyed.length; i += 5000) {
      const chunk = keyed.slice(i, i + 5000);
      const exprs = columns.map((column, c) => (typeof chunk[0].values[c] === 'string' ? sql`lower(${column})` : sql`${column}`));
      const tuples = chunk.map((k) => sql`(${sql.join(k.values.map((v) => sql`${typeof v === 'string' ? v.toLowerCase() : v}`), sql`, `)})`);
      const conditions = [...scope(def, ctx), sql`(${sql.join(exprs, sql`, `)}) in (${sql.join(tuples, sql`, `)})`];
      if (existing) conditions.push(ne(def.table.id, existing.id));
      const found = await ctx.tx
        .select(Object.fromEntries(exprs.map((e, c) => [`v${c}`, e])))
        .from(def.table)
        .where(and(...conditions));
      for (const f of found) taken.add(keyOf(columns.map((_, c) => f[`v${c}`])));
    }
    const seen = seenAcross?.get(fields.join(',')) ?? new Set<string>();
    seenAcross?.set(fields.join(','), seen);
    for (const { row, values } of keyed) {
      const key = keyOf(values);
      if (taken.has(key) || seen.has(key)) errors.push({ row, field: fields[0], ...say('taken', { field: humanize(fields[0]), value: String(values[0]) }) });
      seen.add(key);
    }
  }
  return errors;
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Validates every body as a create would (schema, references, uniqueness, duplicates within the
 * batch included), writing nothing: each body's parsed input (null where it has errors) and
 * every error with its row index. `bodies` is a list, or how many there are and a function
 * making the one of an index: a large batch is then never held twice, as bodies and as inputs.
 * `seen`: the unique values of earlier batches of the same file (see uniqueErrors).
 */
export async function validateMany(def: Resource, ctx: WriteContext, bodies: Json[] | { count: number; at: (index: number) => Json }, progress?: Progress, seen?: Map<string, Set<string>>): Promise<{ inputs: (Json | null)[]; errors: RowError[] }> {
  const count = Array.isArray(bodies) ? bodies.length : bodies.count;
  const at = Array.isArray(bodies) ? (i: number) => bodies[i] : bodies.at;
  const inputs: (Json | null)[] = new Array(count).fill(null);
  const errors: RowError[] = [];
  for (let i = 0; i < count; i++) {
    const parsed = def.input.safeParse(at(i));
    if (parsed.success) inputs[i] = parsed.data as Json;
    else for (const e of fieldErrorsFromZod(parsed.error)) errors.push({ row: i, ...e });
    if ((i + 1) % STEP === 0) {
      progress?.('check', i + 1, count);
      await pause();
    }
  }
  errors.push(...(await refErrors(def, ctx, inputs)), ...(await uniqueErrors(def, ctx, inputs, null, seen)));
  for (const e of errors) inputs[e.row] = null;
  progress?.('check', count, count);
  errors.sort((a, b) => a.row - b.row);
  return { inputs, errors };
}

/**
 * Inserts rows of column values (table keys) as one JSON parameter per set of columns given
 * (`INSERT ... SELECT ... FROM jsonb_to_recordset($1)`): a column a row leaves out takes its
 * default, as in a VALUES list, because rows are grouped by the columns they give. One
 * parameter instead of one per cell keeps a chunk of thousands of rows cheap to build and send.
 * Answers the new ids.
 */
/** A value as its column sends it to the database; JSON columns keep theirs as JSON (not text of JSON). */
const driverValue = (column: AnyPgColumn, value: unknown) =>
  value === null || value === undefined || column.columnType === 'PgJsonb' || column.columnType === 'PgJson' ? (value ?? null) : column.mapToDriverValue(value);

async function insertAsJson(def: Resource, ctx: ResourceContext, values: Json[]): Promise<number[]> {
  const columns = getTableColumns(def.table);
  const groups = new Map<string, Json[]>();
  for (const v of values) {
    const key = Object.keys(v).sort().join(',');
    const group = groups.get(key);
    if (group) group.push(v);
    else groups.set(key, [v]);
  }
  const ids: number[] = [];
  for (const [key, rows] of groups) {
    const keys = key.split(',');
    const cols = keys.map((k) => columns[k]);
    // The database's names of the columns (the client's casing makes snake_case of table keys).
    const dbNames = cols.map((c) => (c.keyAsName ? toSnake(c.name) : c.name));
    const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((k, i) => [dbNames[i], driverValue(cols[i], row[k])]))));
    const names = sql.join(dbNames.map((n) => sql.identifier(n)), sql`, `);
    const types = sql.join(cols.map((c, i) => sql`${sql.identifier(dbNames[i])} ${sql.raw(c.getSQLType())}`), sql`, `);
    const result = await ctx.tx.execute(sql`insert into ${def.table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types}) returning id`);
    ids.push(...rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
  }
  return ids;
}

/** The values a generic insert of `input` writes (lib/engine/write.ts), given by the engine. */
export type InsertValues = (def: Resource, ctx: ResourceContext, input: Json) => Promise<Json>;

/**
 * Inserts validated inputs in chunks (a multi-row INSERT each), in the caller's transaction:
 * the values a single create would write (`valuesOf`), the resource's `afterWrite` and nested
 * sets per record where it has them, one company log entry (`import`, with the count) and one
 * notification to the administrators if the resource notifies of new records. A resource whose
 * records are made by its own `create` (a posted document) is created one by one through it
 * (`createOne`, given the input and its row). A ValidationError of one input (its `prepare` refusing it) is thrown as that
 * row's error. Answers the new records' ids, in order. `log: false` leaves the log entry and
 * notification to the caller (logImport), for a file written in several batches.
 */
export async function insertMany(
  def: Resource,
  ctx: WriteContext,
  inputs: { row: number; input: Json }[],
  valuesOf: InsertValues,
  createOne: (input: Json, row: number) => Promise<Row>,
  progress?: Progress,
  { log = true } = {},
): Promise<number[]> {
  const ids: number[] = [];
  const rowError = (row: number, error: unknown) => (error instanceof ValidationError ? new ValidationError(error.errors.map((e) => ({ ...e, row }))) : error);
  if (def.create) {
    for (const { row, input } of inputs) {
      ids.push((await createOne(input, row).catch((error: unknown) => Promise.reject(rowError(row, error)))).id);
      if (ids.length % 100 === 0) progress?.('write', ids.length, inputs.length);
    }
  } else {
    const width = Object.keys(getTableColumns(def.table)).length;
    const chunk = Math.max(1, Math.min(2000, Math.floor(30_000 / width)));
    // Whole rows only where a hook needs them (nested sets given, an afterWrite): else the ids alone.
    const nestedGiven = (input: Json) => Object.keys(def.nested ?? {}).some((field) => Array.isArray(input[field]) && (input[field] as unknown[]).length > 0);
    const needRows = !!def.afterWrite || inputs.some(({ input }) => nestedGiven(input));
    for (let at = 0; at < inputs.length; at += chunk) {
      const part = inputs.slice(at, at + chunk);
      const values: Json[] = [];
      for (const { row, input } of part) values.push(await valuesOf(def, ctx, input).catch((error: unknown) => Promise.reject(rowError(row, error))));
      if (!needRows) {
        ids.push(...(await insertAsJson(def, ctx, values)));
        progress?.('write', ids.length, inputs.length);
        await pause();
        continue;
      }
      // Drizzle's generic table types neither the values (table keys) nor the rows it returns.
      const made = (await ctx.tx.insert(def.table).values(values as never).returning()) as Row[];
      for (let i = 0; i < made.length; i++) {
        ids.push(made[i].id);
        if (needRows) {
          for (const [field, nested] of Object.entries(def.nested ?? {})) {
            const items = part[i].input[field];
            // A new record has no sub-records yet: an empty set needs no replacing.
            if (Array.isArray(items) && items.length) await nested.replace(ctx, made[i].id, items, { fresh: true });
          }
          await def.afterWrite?.(ctx, made[i] as never, 'create', part[i].input as never);
        }
      }
      progress?.('write', ids.length, inputs.length);
      await pause();
    }
  }
  if (log) await logImport(def, ctx, ids[0], ids.length);
  progress?.('write', ids.length, inputs.length);
  return ids;
}

/** One company log entry (and notification, where the resource notifies) for `count` records made by a batched create, the first `firstId`. */
export async function logImport(def: Resource, ctx: WriteContext, firstId: number | undefined, count: number) {
  if (!count || firstId === undefined || def.create) return;
  await logChange(ctx, 'import', def.name, firstId, { records: [null, count] });
  if (def.features.notifyOnCreate) await notify(ctx, await administrators(ctx), { verb: 'imported', collection: def.name, record: { id: firstId, title: `${count} ${def.name}` }, message: String(count) });
}
