import { and, asc, eq, getTableColumns, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { customFields, customFieldsets, type CustomFieldKind } from '@/db/schema';
import { sharedCache } from '@/lib/cache';
import type { Json, Resource, ResourceContext, Row, Shape } from '@/lib/engine/define';
import type { FieldDescription } from '@/lib/engine/describe';
import { badRequest, fieldErrorsFromZod, type FieldError } from '@/lib/engine/errors';
import { date, fieldInfo, flag, text, textChoice } from '@/lib/engine/fields';
import { say, zodSays } from '@/lib/engine/messages';
import { dateToUnix } from '@/lib/engine/serialize';
import { carriesCustom } from '@/lib/engine/custom-column';

/**
 * Custom fields: a company's own fields on a collection, defined in `fieldset` and `fields`
 * (lib/modules/settings/custom-fields.ts) and kept in the record table's `custom` jsonb column
 * (db/schema/columns.ts `customValues`) under each field's id, so that renaming a field keeps
 * its values and no company changes the schema.
 *
 * The API takes and gives them as `custom: {"<field id>": value}`: text, a number (a decimal
 * string, "12.5"), a date (YYYY-MM-DD or unix seconds in, unix seconds out, as every date), one
 * of a choice field's choices, a flag 1/0. A write changes only the ids it names (null clears
 * one); an id that is no active field of the collection is a 422 on `custom.<id>`. Reads show
 * the active fields' values only: a field inactivated keeps its values, hidden, until activated.
 * Lists filter with `filter[custom.<id>]=a,b` (equality, through the `custom` GIN index).
 */

export type CustomFieldDef = { id: number; label: string; kind: CustomFieldKind; choices: string[]; required: boolean; inList: boolean };
export type CustomFieldsetDef = { id: number; label: string; resource: string; fields: CustomFieldDef[] };

/** A choice field's choices from their stored text (one per line), without blanks. */
export const choicesOf = (stored: string | null | undefined): string[] =>
  (stored ?? '')
    .split('\n')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * Every company's active fieldsets with their active fields, read once per company and kept a
 * short while; a change of a definition forgets its company's at once (`forgetCustomFields`),
 * another instance sees it within the time limit.
 */
const definitions = sharedCache<CustomFieldsetDef[]>('custom-fields', 30_000, 2_000);

export const forgetCustomFields = (companyId: number) => definitions.delete(String(companyId));

async function companyFieldsets(ctx: ResourceContext): Promise<CustomFieldsetDef[]> {
  const key = String(ctx.company.id);
  const kept = definitions.get(key);
  if (kept) return kept;
  const rows = await ctx.tx
    .select({ set: customFieldsets, field: customFields })
    .from(customFieldsets)
    .leftJoin(customFields, and(eq(customFields.fieldsetId, customFieldsets.id), eq(customFields.status, 1)))
    .where(and(eq(customFieldsets.companyId, ctx.company.id), eq(customFieldsets.status, 1)))
    .orderBy(asc(customFieldsets.number), asc(customFieldsets.id), asc(customFields.number), asc(customFields.id));
  const sets = new Map<number, CustomFieldsetDef>();
  for (const { set, field } of rows) {
    if (!sets.has(set.id)) sets.set(set.id, { id: set.id, label: set.displayName, resource: set.resource, fields: [] });
    if (field) {
      sets.get(set.id)!.fields.push({ id: field.id, label: field.displayName, kind: field.kind, choices: choicesOf(field.choices), required: field.required, inList: field.inList });
    }
  }
  const all = [...sets.values()];
  definitions.set(key, all);
  return all;
}

/** The active fieldsets of a collection, in order, each with its active fields; none for a collection without custom fields. */
export async function fieldsetsOf(def: Pick<Resource, 'name' | 'table' | 'features'>, ctx: ResourceContext): Promise<CustomFieldsetDef[]> {
  if (!carriesCustom(def)) return [];
  return (await companyFieldsets(ctx)).filter((s) => s.resource === def.name);
}

const fieldsOf = async (def: Resource, ctx: ResourceContext) => (await fieldsetsOf(def, ctx)).flatMap((s) => s.fields);

const NUMBER = /^-?\d{1,12}(?:\.\d{1,4})?$/;

/** A number field: a decimal of at most 12 digits and 4 places, kept as its shortest string ("12.5"). */
function number(label: string, required: boolean) {
  const base = z
    .union([z.string(), z.number()], { error: zodSays('number', { field: label }) })
    .transform((v) => String(v).trim())
    .refine((v) => NUMBER.test(v), { error: zodSays('decimal', { field: label, places: 4 }) })
    .transform((v) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v).replace(/^(-?)0+(?=\d)/, '$1'));
  const schema = required ? base : z.preprocess((v) => (v === '' || v === undefined ? null : v), base.nullable()).optional();
  fieldInfo.set(schema, { kind: 'decimal', label, required, places: 4 });
  return schema;
}

/** A field's schema, made with the engine's field helpers: it validates as they do and `/meta` describes it as they do. */
function schemaOf(field: CustomFieldDef): z.ZodType {
  switch (field.kind) {
    case 'number':
      return number(field.label, field.required);
    case 'date':
      return date(field.label, { required: field.required });
    case 'choice':
      return textChoice(field.label, Object.fromEntries(field.choices.map((c) => [c, c])) as Record<string, string>, { required: field.required });
    case 'flag':
      return flag(field.label);
    default:
      return text(field.label, { required: field.required });
  }
}

export type CustomInput = { values: Json | null; errors: FieldError[] };

/**
 * The `custom` of a create (`existing` null) or update body, validated against the collection's
 * active fields: a create must give every required one, an update may give any of them. Errors
 * name `custom.<id>` (a required one left out or emptied is blank); an unknown id is one too. `values` holds what to store (null: clear).
 */
export async function readCustom(def: Resource, ctx: ResourceContext, body: unknown, existing: Row | null): Promise<CustomInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !carriesCustom(def)) return { values: null, errors: [] };
  const given = (body as Json).custom;
  if (given === undefined && existing) return { values: null, errors: [] };
  if (given !== undefined && given !== null && (typeof given !== 'object' || Array.isArray(given))) return { values: null, errors: [{ field: 'custom', ...say('invalid', { field: 'Custom fields' }) }] };
  const fields = await fieldsOf(def, ctx);
  const input = (given ?? {}) as Json;
  const known = new Set(fields.map((f) => String(f.id)));
  const errors: FieldError[] = Object.keys(input)
    .filter((key) => !known.has(key))
    .map((key) => ({ field: `custom.${key}`, ...say('customUnknown', { field: key }) }));
  // A required field left out of a create, or emptied, is blank whatever its kind.
  const blank = (f: CustomFieldDef) => {
    const value = input[String(f.id)];
    return f.required && f.kind !== 'flag' && ((value === undefined && !existing) || value === null || (typeof value === 'string' && !value.trim()));
  };
  for (const f of fields.filter(blank)) errors.push({ field: `custom.${f.id}`, ...say('blank', { field: f.label }) });
  const checked = fields.filter((f) => !blank(f));
  const schema = z.object(Object.fromEntries(checked.map((f) => [String(f.id), schemaOf(f)]))).partial();
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(input).filter(([key]) => checked.some((f) => String(f.id) === key))));
  if (!parsed.success) errors.push(...fieldErrorsFromZod(parsed.error).map((e) => ({ ...e, field: `custom.${e.field}` })));
  if (errors.length) return { values: null, errors };
  const values = Object.fromEntries(Object.entries(parsed.data as Json).filter(([, v]) => v !== undefined));
  return { values: Object.keys(values).length ? values : null, errors: [] };
}

/** Stores validated custom values on a record just written (its other values already are), merging them with what it kept. */
export async function writeCustom(def: Resource, ctx: ResourceContext, row: Row, values: Json | null): Promise<Row> {
  if (!values) return row;
  const next: Json = { ...((row.custom as Json | undefined) ?? {}) };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  // Drizzle's generic table knows no `custom` (carriesCustom promised it) nor the row's type.
  const [written] = (await ctx.tx
    .update(def.table)
    .set({ custom: next } as never)
    .where(eq(def.table.id, row.id))
    .returning()) as Row[];
  return written;
}

/**
 * Serialized rows' `custom` as the API shows it: the active fields' values only, dates as unix
 * seconds. A shape that is no collection of its own (an expanded relation's) shows none.
 */
export async function presentCustom(shape: Shape, ctx: ResourceContext, out: Json[]): Promise<void> {
  if (!('custom' in getTableColumns(shape.table)) || !out.some((item) => 'custom' in item)) return;
  const def = shape as Partial<Resource>;
  const fields = def.name && def.features ? await fieldsOf(def as Resource, ctx) : [];
  for (const item of out) {
    const stored = (item.custom ?? {}) as Json;
    const shown: Json = {};
    for (const f of fields) {
      const value = stored[String(f.id)];
      if (value === undefined || value === null) continue;
      shown[String(f.id)] = f.kind === 'date' && typeof value === 'string' ? dateToUnix(value) : value;
    }
    item.custom = shown;
  }
}

/** A custom field as `/meta` describes fields: named `custom.<id>`, labelled with the company's own name. */
function describeCustom(field: CustomFieldDef): FieldDescription {
  const info = fieldInfo.get(schemaOf(field))!;
  return { ...info, name: `custom.${field.id}`, label_keys: [] };
}

/** The collection's fieldsets as `/meta` publishes them, for the form's sections. */
export async function describeFieldsets(def: Resource, ctx: ResourceContext) {
  return (await fieldsetsOf(def, ctx)).map((s) => ({ id: s.id, display_name: s.label, fields: s.fields.map(describeCustom) }));
}

/** The custom fields a list shows as columns (`in_list`), or every one (an export). */
export async function customColumns(def: Resource, ctx: ResourceContext, { all = false } = {}): Promise<FieldDescription[]> {
  return (await fieldsOf(def, ctx)).filter((f) => all || f.inList).map(describeCustom);
}

/**
 * Conditions of `filter[custom.<id>]=a,b`: records whose field holds one of the values, each read
 * as the field reads input (a date as a date, a choice among its choices). An id that is no
 * active field of the collection, or a value the field would refuse, is a 400 naming it. A flag
 * filtered by 0 finds the records without it set.
 */
export async function customFilterConditions(def: Resource, ctx: ResourceContext, filters: Map<string, string[]> | undefined): Promise<SQL[]> {
  if (!filters?.size) return [];
  const fields = new Map((await fieldsOf(def, ctx)).map((f) => [String(f.id), f]));
  const column = getTableColumns(def.table).custom as AnyPgColumn;
  const conditions: SQL[] = [];
  for (const [id, values] of filters) {
    const field = fields.get(id);
    if (!field) throw badRequest(`Unknown filter: "custom.${id}".`);
    const schema = schemaOf({ ...field, required: true });
    const matches = values.map((raw) => {
      const parsed = schema.safeParse(field.kind === 'flag' && /^\d$/.test(raw) ? Number(raw) : raw);
      if (!parsed.success) throw badRequest(`Invalid value for filter[custom.${id}]: ${parsed.error.issues[0].message}`);
      const holds = sql`${column} @> ${JSON.stringify({ [id]: field.kind === 'flag' ? 1 : parsed.data })}::jsonb`;
      return field.kind === 'flag' && parsed.data === 0 ? not(holds) : holds;
    });
    if (matches.length) conditions.push(or(...matches)!);
  }
  return conditions;
}
