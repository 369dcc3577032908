import type { Right } from './rights';
import { z } from 'zod';
import type { ActionSpec, CollectionActionSpec, Registry, Resource, Shape } from '@/lib/engine/define';
import { singletonOf } from '@/lib/engine/catalogue';
import { changedBy } from '@/lib/engine/changes';
import { emptyAtStart, fieldInfo, initialValue, startsFromRecord, type FieldInfo, type StartsFrom } from '@/lib/engine/fields';
import { collectionOfTable, declared, enumChoice, foreignTableOf, inactiveChoice, kindOfColumn, linesSchema, relationOf, titleFieldOf } from '@/lib/engine/kinds';
import { columnOf, humanize, toCamel } from '@/lib/engine/naming';

/**
 * A field as `/meta` publishes it: its kind (money, date, datetime, time, integer, flag, choice
 * with `options`, `ref`, text...), the definition's label and the message keys of its label
 * in the person's language, the resource's own first. A reference names its `collection`, that
 * collection's `title_field`, and the relation of `expand` that carries the referenced record
 * (a record, or for a value relation the title itself).
 */
export type FieldDescription = FieldInfo & {
  name: string;
  label_keys: string[];
  collection?: string;
  title_field?: string | null;
  expand?: string | null;
  fields?: FieldDescription[];
  /** A set of lines a new record's form starts without any row of (a check's bills: most checks pay none). */
  starts_empty?: boolean;
  /** The value a new record's form starts with, where it is not empty (a flag on by default). */
  starts_as?: string | number;
  /** The value it starts with, read from a record the one it is about names (an invoice's customer's e-mail). */
  starts_from?: StartsFrom;
  /** Shown on the form, never sent (`shownFields` of the definition: who authorised a check's printing). */
  read_only?: boolean;
};

/**
 * Whose fields: the collection (its label keys), the set of lines they belong to if any, and the
 * shape they are stored in (foreign keys, relations).
 */
export type FieldScope = { collection?: string; lines?: string; shape?: Pick<Shape, 'table' | 'expand'> };

/**
 * Where a field's label is, in lookup order: the resource's own `resources.{c}.fields.{name}`,
 * then the shared `fields.{name}`. A field of a set of lines looks in
 * `resources.{c}.lines.{set}.{name}`, then `lines.{set}.{name}` (a contact person's name is not
 * its owner's), then `fields.{name}`.
 */
export function labelKeys(scope: Pick<FieldScope, 'collection' | 'lines'>, name: string): string[] {
  const own = scope.lines ? [`lines.${scope.lines}.${name}`] : [];
  const resource = scope.collection ? [`resources.${scope.collection}.${scope.lines ? `lines.${scope.lines}` : 'fields'}.${name}`] : [];
  return [...resource, ...own, `fields.${name}`];
}

/** The collection of comments on `def`'s records and the field naming the record (lib/engine/comments.ts), or null. */
function commentsOf(def: Resource, registry: Registry): { collection: string; field: string } | null {
  const on = [...registry.values()].find((c) => c.commentsOf?.collection === def.name);
  return on ? { collection: on.name, field: on.commentsOf!.field } : null;
}

/**
 * What the UI needs to draw a resource's list and form windows, read from the one definition:
 * its columns, and each input field with its kind, label, limits and choices. Nested sets
 * (addresses, lines) are left to the windows made for them.
 */
export function describeResource(def: Resource, registry: Registry) {
  const fields = describeFields(def.input.shape, def.refs ?? {}, registry, { collection: def.name, shape: def });
  return {
    name: def.name,
    domain_id: def.domainId ?? null,
    terminology: def.terminology,
    /** The field that names a record: what a reference to one shows. */
    title_field: def.titleField ?? null,
    columns: def.columns,
    /** The list columns, each with its kind, label keys and (a reference) the relation to expand. */
    column_fields: def.columns.map((name) => describeField(def, name, registry)),
    /** The fields `filter[...]` takes, described likewise (the advanced search). */
    filter_fields: def.filter.map((name) => describeField(def, name, registry)),
    sort: ['id', ...def.sort],
    filter: def.filter,
    searchable: def.search.length > 0,
    expand: Object.keys(def.expand ?? {}),
    features: {
      bookmarks: !!def.features.bookmarks,
      inactive: def.features.inactive || null,
      announce: !!def.features.announce,
      secure: !!def.features.secure,
      read_only: !!def.features.readOnly,
      /** Made, never changed: a record opens to be viewed. */
      unchangeable: !!def.features.unchangeable,
      /** Its records may be deleted (DELETE /{c}/{id}; a record in use or posted is still refused, 422). */
      deletable: !def.features.readOnly && !def.features.undeletable,
      /** One object of settings: the form reads and changes it at `/{name}` itself. */
      singleton: !!singletonOf(def),
    },
    actions: describeActions(def, registry),
    /** The collections a save or delete of one of its records changes, itself first: the windows showing them read them again. */
    changes: changedBy(registry, def),
    /** Reports on one record (GET /{c}/{id}/{view}), drawn as row actions. */
    views: Object.keys(def.views ?? {}).filter((v) => !def.fileViews?.[v]),
    form_links: Object.entries(def.formLinks ?? {}).map(([name, link]) => ({ name, collection: link.collection, fill: link.fill, when: link.when ?? {} })),
    file_views: Object.entries(def.fileViews ?? {}).map(([name, { needs }]) => ({ name, needs: needs ?? null })),
    /** Row actions opening the generic list of `collection` filtered on `field` = the row's id (a batch's items). */
    list_links: Object.entries(def.listLinks ?? {}).map(([name, link]) => ({ name, ...link })),
    /** The kinds its records' files are filed by (a Files tab's choice), none for most. */
    file_kinds: [...(def.fileKinds ?? [])],
    /** The collection of comments on its records and the field naming the record (lib/engine/comments.ts), none for most. */
    comments: commentsOf(def, registry),
    fields: [...fields, ...(def.shownFields ?? []).map((name): FieldDescription => ({ ...describeField(def, name, registry), read_only: true }))],
  };
}

/**
 * The fields of an input schema. A set of lines is described from its own schema, its references
 * read from the foreign keys of the table its relation (`expand` of the same name) loads.
 */
export function describeFields(shape: z.ZodRawShape, refs: Record<string, string>, registry: Registry, scope: FieldScope = {}): FieldDescription[] {
  const fields: FieldDescription[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const lines = linesSchema(schema as z.ZodType);
    if (lines) {
      const expand = [name, toCamel(name)].find((n) => scope.shape?.expand?.[n]);
      const relation = expand ? scope.shape!.expand![expand] : undefined;
      const stored = relation && relation.kind !== 'value' ? relation.target : undefined;
      const sub = describeFields(lines.shape, {}, registry, { collection: scope.collection, lines: name, shape: stored });
      fields.push({ name, kind: 'lines', label: humanize(name), required: false, label_keys: labelKeys(scope, name), expand: expand ?? null, fields: sub, ...(emptyAtStart.has(schema as z.ZodType) ? { starts_empty: true } : {}) });
      continue;
    }
    const info = inputInfo(name, schema as z.ZodType);
    if (!info) continue;
    // Several references are loaded by the relation of the same name (a tax group's members).
    const expand = info.kind === 'refs' ? [name, toCamel(name)].find((n) => scope.shape?.expand?.[n]) : undefined;
    const initial = initialValue.get(schema as z.ZodType);
    const from = startsFromRecord.get(schema as z.ZodType);
    fields.push({ ...finish(name, info, refs, registry, scope), ...(expand ? { expand } : {}), ...(initial !== undefined ? { starts_as: initial } : {}), ...(from ? { starts_from: from } : {}) });
  }
  return fields;
}

/**
 * A list column or filter field of a resource: a declared kind (`kinds`), else the input's
 * field helper, else the table column's type (a foreign key making it a reference, the
 * inactive feature's `status` a choice); a computed field nobody declared is text.
 */
export function describeField(def: Resource, name: string, registry: Registry): FieldDescription {
  const schema = def.input.shape[name] as z.ZodType | undefined;
  const input = schema && !linesSchema(schema) ? inputInfo(name, schema) : null;
  const column = columnOf(def.table, name);
  const label = input?.label ?? humanize(name);
  const declaration = def.kinds?.[name];
  const named = def.namedFilters?.[name];
  let info: FieldInfo & { collection?: string };
  if (named) info = { kind: 'choice', label: named.label, required: false, options: Object.fromEntries(Object.entries(named.options).map(([v, o]) => [v, o.label])) };
  else if (declaration) info = declared(declaration, label);
  // What the input accepts may be fewer values than the column holds (a document is given
  // draft or posted, and shows void too): a listed choice names every value it can show.
  else if (input) info = input.kind === 'choice' && column && enumChoice(column) ? { ...input, options: { ...enumChoice(column), ...input.options } } : input;
  else if (column) {
    const options = (name === 'status' ? inactiveChoice(def) : undefined) ?? enumChoice(column);
    info = foreignTableOf(def.table, column)
      ? { kind: 'ref', label, required: false }
      : options
        ? { kind: 'choice', label, required: false, options }
        : { kind: kindOfColumn(column), label, required: false };
  } else info = { kind: 'text', label, required: false };
  return finish(name, info, def.refs ?? {}, registry, { collection: def.name, shape: def });
}

/** Adds a field's label keys and, to a reference, its collection, title field and relation; a reference to nothing known is a plain integer. */
function finish(name: string, info: FieldInfo & { collection?: string }, refs: Record<string, string>, registry: Registry, scope: FieldScope): FieldDescription {
  const out: FieldDescription = { name, ...info, label_keys: labelKeys(scope, name) };
  if (info.kind !== 'ref' && info.kind !== 'refs') return out;
  const table = scope.shape?.table;
  const column = table && columnOf(table, name);
  const foreign = table && column ? foreignTableOf(table, column) : undefined;
  const collection = refs[name] ?? info.collection ?? (foreign ? collectionOfTable(registry, foreign) : undefined);
  // A reference whose collection another field chooses names none of its own (`collection_by`).
  if (!collection) return info.collection_by ? out : { ...out, kind: 'integer', collection: undefined };
  return { ...out, collection, title_field: titleFieldOf(registry, collection) ?? null, expand: scope.shape ? (relationOf(scope.shape, name) ?? null) : null };
}

/** What an input field's helper registered, or what its plain zod type tells. */
const inputInfo = (name: string, schema: z.ZodType): FieldInfo | null => fieldInfo.get(schema) ?? fromZod(name, schema);

/** Fields declared with plain zod, by their type (an enum of languages, a slug, a number). */
function fromZod(name: string, schema: z.ZodType): FieldInfo | null {
  let inner: z.ZodType = schema;
  for (let i = 0; i < 8; i++) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = (inner.in instanceof z.ZodTransform ? inner.out : inner.in) as z.ZodType;
    else break;
  }
  const label = humanize(name);
  const required = !schema.safeParse(undefined).success;
  if (inner instanceof z.ZodEnum) {
    return { kind: 'choice', label, required, options: Object.fromEntries(inner.options.map((o) => [String(o), String(o)])) as Record<number, string> };
  }
  if (inner instanceof z.ZodString) return { kind: 'text', label, required, max: 256 };
  if (inner instanceof z.ZodNumber) return { kind: inner.isInt ? 'integer' : 'text', label, required };
  if (inner instanceof z.ZodBoolean) return { kind: 'flag', label, required: false };
  return null;
}

export type ActionDescription = {
  name: string;
  /** `record`: POST /{c}/{id}/{name}; `collection`: POST /{c}/{name}. */
  scope: 'record' | 'collection';
  permission: Right;
  /** The company service it belongs to: the windows offer it only while the service is on. */
  service: string | null;
  confirm: string | null;
  when: Record<string, unknown[]> | null;
  /** A collection action's records, as list filters (its confirmation's `{n}` counts them). */
  applies_to: Record<string, string> | null;
  /** The record's field whose value is the confirmation's `{n}`. */
  counts: string | null;
  /** The list window where a collection action's records are chosen (it is started there). */
  window: string | null;
  fields: FieldDescription[];
  /** The collections running it changes, its own first (lib/engine/changes.ts). */
  changes: string[];
  /** The collection whose record it answers with, opened in its window afterwards. */
  opens: string | null;
};

function describeOne(def: Resource, name: string, scope: 'record' | 'collection', spec: ActionSpec | CollectionActionSpec, registry: Registry): ActionDescription {
  const input = spec.input instanceof z.ZodObject ? spec.input : null;
  return {
    name,
    scope,
    permission: spec.permission ?? 'edit',
    service: spec.service ?? null,
    confirm: spec.confirm ?? null,
    when: 'when' in spec && spec.when ? spec.when : null,
    applies_to: 'appliesTo' in spec && spec.appliesTo ? spec.appliesTo : null,
    counts: 'counts' in spec && spec.counts ? spec.counts : null,
    window: 'window' in spec && spec.window ? spec.window : null,
    // An action's own label for a field (`actions.fields.void.date`: "Void date") comes first.
    fields: input ? describeFields(input.shape, {}, registry).map((f) => ({ ...f, label_keys: [`actions.fields.${name}.${f.name}`, ...f.label_keys] })) : [],
    changes: changedBy(registry, def, spec),
    opens: 'opens' in spec && spec.opens ? spec.opens : null,
  };
}

/** Every action of a resource, as `/meta` lists them for the windows to draw as buttons. */
export function describeActions(def: Resource, registry: Registry): ActionDescription[] {
  return [
    ...Object.entries(def.actions ?? {}).map(([name, spec]) => describeOne(def, name, 'record', spec, registry)),
    ...Object.entries(def.collectionActions ?? {}).map(([name, spec]) => describeOne(def, name, 'collection', spec, registry)),
  ];
}
