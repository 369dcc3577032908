import { and, eq, inArray } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { bookmarks } from '@/db/schema';
import { readCustom, writeCustom } from '@/lib/engine/custom-fields';
import { refErrors, uniqueErrors } from '@/lib/engine/batch';
import { ApiError, fieldErrorsFromZod, ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import type { Json, Resource, ResourceContext, ResourceTable, Row, TableRow, WriteContext } from '@/lib/engine/define';
import { administrators, diff, logChange, loggedTitle, notify } from '@/lib/engine/events';
import { humanize, toCamel, toSnake } from '@/lib/engine/naming';
import { assignNumber } from '@/lib/engine/numbering';
import { findRecord, fixedValues } from '@/lib/engine/query';
import { insertReturning, updateReturning } from '@/lib/engine/rows';
import { keepSecured } from '@/lib/engine/secure';
import { loggedRow } from '@/lib/engine/serialize';
import { assertVersion, touched } from '@/lib/engine/version';

/**
 * What a change or deletion may require: the record's version the writer last saw (`If-Match`);
 * `log: false` leaves the company log entry to the caller (an import undone logs nothing, as it
 * logged nothing).
 */
export type WriteOptions = { ifMatch?: string | null; log?: boolean };

/** The body as `schema` reads it; its errors and `also` (the custom fields') answered together. */
function validate<S extends z.ZodType>(schema: S, body: unknown, also: FieldError[] = []): z.infer<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw ValidationError.field('_', say('bodyNotObject'));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ValidationError([...fieldErrorsFromZod(parsed.error), ...also]);
  if (also.length) throw new ValidationError(also);
  return parsed.data;
}

/** Input fields that are columns of the table, as table keys (flags as booleans); nested sets and unknowns left out. */
function toValues(def: Resource, input: Json): Json {
  const columns = getTableColumns(def.table);
  const values: Json = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || !Object.hasOwn(columns, toCamel(field)) || def.nested?.[field]) continue;
    // A checkbox (`flag`: 1/0) on a boolean column is stored as true/false.
    values[toCamel(field)] = columns[toCamel(field)].columnType === 'PgBoolean' && (value === 1 || value === 0) ? value === 1 : value;
  }
  return values;
}

/** References of this company meeting their `where`, and uniqueness within the company (lib/engine/batch.ts, for one input). */
async function checkAll(def: Resource, ctx: WriteContext, input: Json, existing: Row | null) {
  // Sent in this turn, with the references' look-ups below.
  def.prefetch?.(ctx, input, existing);
  const errors = [...(await refErrors(def, ctx, [input])), ...(await uniqueErrors(def, ctx, [input], existing))].map(({ row: _row, ...e }) => e);
  if (errors.length) throw new ValidationError(errors);
}

/** `fresh`: the record was just made, so it has no sub-records to replace. */
async function writeNested(def: Resource, ctx: ResourceContext, id: number, input: Json, fresh: boolean) {
  for (const [field, nested] of Object.entries(def.nested ?? {})) {
    const items = input[field];
    // Validated by the owner's input schema: a list, or absent.
    if (Array.isArray(items)) await nested.replace(ctx, id, items, { fresh });
  }
}

/** A record written by someone (`authored`: a comment) is changed by its author alone, and deleted by its author or an administrator. */
function assertAuthor(def: Resource, ctx: ResourceContext, existing: Row, op: 'update' | 'delete') {
  const column = def.features.authored;
  if (!column || existing[toCamel(column)] === ctx.user.id || (op === 'delete' && ctx.user.isAdmin)) return;
  throw new ApiError(403, say('notAuthor'));
}

/** POST /{c}: validate, check references and uniqueness, insert, write sub-records, log, notify. */
export async function createRecord<T extends ResourceTable>(def: Resource<T>, ctx: WriteContext, body: unknown): Promise<TableRow<T>> {
  const custom = await readCustom(def, ctx, body, null);
  const input = validate(def.input, body, custom.errors);
  await checkAll(def, ctx, input, null);
  const row = await writeCustom(def, ctx, def.create ? await def.create(ctx, input) : await insertRow(def, ctx, input), custom.values);
  await logChange(ctx, 'create', def.name, row.id, diff(null, loggedTitle(def, row, ctx)));
  if (def.features.notifyOnCreate) await notify(ctx, await administrators(ctx), { verb: 'created', collection: def.name, record: row });
  await def.afterWrite?.(ctx, row, 'create', input);
  return row;
}

/**
 * Column values of a generic write whose column may not be null: an optional field left empty
 * (null) takes the column's default in a new record and is refused as blank in a change, where
 * the database would refuse it less kindly. `values` are table keys.
 */
function notNullValues(def: Resource, values: Json, creating: boolean): Json {
  const columns = getTableColumns(def.table);
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(values)) {
    const column = Object.hasOwn(columns, key) ? columns[key] : undefined;
    if (value !== null || !column?.notNull) continue;
    if (creating && column.hasDefault) delete values[key];
    else errors.push({ field: toSnake(key), ...say('blank', { field: humanize(toSnake(key)) }) });
  }
  if (errors.length) throw new ValidationError(errors);
  return values;
}

/** The column values (table keys) a generic insert of a validated input writes: prepared, the company's, the creator's, the fixed ones. */
export async function insertValues(def: Resource, ctx: ResourceContext, input: Json): Promise<Json> {
  const values: Json = notNullValues(def, { ...toValues(def, input), ...(await def.prepare?.(ctx, input, null)), companyId: ctx.company.id }, true);
  const columns = getTableColumns(def.table);
  if ('createdBy' in columns) values.createdBy = ctx.user.id;
  if (def.features.ownerPrivate) values[toCamel(def.features.ownerPrivate)] = ctx.user.id;
  Object.assign(values, fixedValues(def));
  return def.numbering ? assignNumber(ctx, def, values, null) : values;
}

async function insertRow(def: Resource, ctx: ResourceContext, input: Json): Promise<Row> {
  const row = await insertReturning(ctx.tx, def.table, await insertValues(def, ctx, input));
  await writeNested(def, ctx, row.id, input, true);
  return row;
}

/** PUT /{c}/{id}: any part of the create body; the log keeps what changed, before and after. */
export async function updateRecord<T extends ResourceTable>(def: Resource<T>, ctx: WriteContext, id: number, body: unknown, options: WriteOptions = {}): Promise<TableRow<T>> {
  const existing = await findRecord(def, ctx, id, { lock: true });
  assertAuthor(def, ctx, existing, 'update');
  if (def.features.unchangeable) throw ValidationError.field(def.titleField ?? 'id', def.features.unchangeable);
  assertVersion(existing, options.ifMatch);
  const custom = await readCustom(def, ctx, body, existing);
  const input = validate(def.input.partial(), body, custom.errors);
  await checkAll(def, ctx, input, existing);
  const row = await writeCustom(def, ctx, def.update ? await def.update(ctx, existing, input) : await updateRow(def, ctx, existing, input), custom.values);
  if (row.id === id) await logChange(ctx, 'update', def.name, id, diff(loggedRow(def, existing, ctx), loggedRow(def, row, ctx)));
  else await keepSecured(ctx, def, id, row.id);
  await def.afterWrite?.(ctx, row, 'update', input);
  return row;
}

async function updateRow(def: Resource, ctx: ResourceContext, existing: Row, input: Json): Promise<Row> {
  const values: Json = notNullValues(def, { ...toValues(def, input), ...(await def.prepare?.(ctx, input, existing)) }, false);
  if (def.numbering && Object.hasOwn(values, def.numbering.field ?? 'number')) await assignNumber(ctx, def, values, existing);
  const columns = getTableColumns(def.table);
  // Moved on even when only sub-records change: the record's version (its ETag) changes with it.
  if ('updatedAt' in columns) values.updatedAt = touched(columns.updatedAt);
  // A change of no column (only fields kept elsewhere, as invoice settings' prefix in its numbering series) writes no row.
  const row = Object.keys(values).length ? await updateReturning(ctx.tx, def.table, existing.id, values) : existing;
  await writeNested(def, ctx, existing.id, input, false);
  return row;
}

/** DELETE /{c}/{id}: the record, its nested sets and bookmarks; refused while in use. */
export async function deleteRecord(def: Resource, ctx: ResourceContext, id: number, options: WriteOptions = {}): Promise<void> {
  const existing = await findRecord(def, ctx, id, { lock: true });
  assertAuthor(def, ctx, existing, 'delete');
  assertVersion(existing, options.ifMatch);
  const refusal = def.features.undeletable ?? (await def.deletable?.(ctx, existing));
  if (refusal) throw ValidationError.field('id', refusal);
  // Its nested sets (addresses, lines, rates) go with it: each emptied the way it is written.
  for (const nested of Object.values(def.nested ?? {})) await nested.replace(ctx, id, []);
  await ctx.tx
    .delete(bookmarks)
    .where(and(eq(bookmarks.companyId, ctx.company.id), eq(bookmarks.collection, def.name), inArray(bookmarks.recordId, [id])));
  await ctx.tx.delete(def.table).where(eq(def.table.id, id));
  if (options.log !== false) await logChange(ctx, 'delete', def.name, id, diff(loggedTitle(def, existing, ctx), null));
  await def.afterWrite?.(ctx, existing, 'delete');
}

/** Sets the active/inactive status (row actions Inactivate and Activate). */
export async function setActive<T extends ResourceTable>(def: Resource<T>, ctx: ResourceContext, id: number, active: boolean): Promise<TableRow<T>> {
  const rule = def.features.inactive;
  if (!rule) throw new Error(`${def.name} has no inactive feature`);
  const existing = await findRecord(def, ctx, id, { lock: true });
  const status = active ? rule.active : rule.inactive;
  const row = await updateReturning(ctx.tx, def.table, id, { status, updatedAt: touched(getTableColumns(def.table).updatedAt) });
  if (existing.status !== status) {
    await logChange(ctx, active ? 'activate' : 'inactivate', def.name, id, { status: [existing.status, status] });
  }
  await def.afterWrite?.(ctx, row, 'update');
  return row;
}
