import { z } from 'zod';
import type { Resource } from '@/lib/engine/define';
import { fieldInfo, type FieldInfo } from '@/lib/engine/fields';
import { humanize } from '@/lib/engine/naming';

export type FieldDescription = FieldInfo & { name: string; collection?: string; fields?: FieldDescription[] };

/** Collections the sub-fields of nested lines refer to, by field name. */
const LINE_REFS: Record<string, string> = { account_id: 'accounts', classification_id: 'classifications' };

/**
 * What the UI needs to draw a resource's list and form windows, read from the one definition:
 * its columns, and each input field with its kind, label, limits and choices. Nested sets
 * (addresses, lines) are left to the windows made for them.
 */
export function describeResource(def: Resource) {
  const fields = describeShape(def.input.shape, def.refs ?? {});
  return {
    name: def.name,
    domain_id: def.domainId ?? null,
    terminology: def.terminology,
    columns: def.columns,
    sort: ['id', ...def.sort],
    filter: def.filter,
    searchable: def.search.length > 0,
    expand: Object.keys(def.expand ?? {}),
    features: {
      bookmarks: !!def.features.bookmarks,
      inactive: def.features.inactive || null,
      announce: !!def.features.announce,
      read_only: !!def.features.readOnly,
    },
    actions: Object.keys(def.actions ?? {}),
    fields,
  };
}

function describeShape(shape: z.ZodRawShape, refs: Record<string, string>): FieldDescription[] {
  const fields: FieldDescription[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    const lines = linesOf(schema as z.ZodType);
    if (lines) {
      fields.push({ name, kind: 'lines', label: humanize(name), required: false, fields: describeShape(lines.shape, LINE_REFS) });
      continue;
    }
    const info = fieldInfo.get(schema as z.ZodType) ?? fromZod(name, schema as z.ZodType);
    if (!info) continue;
    fields.push({ name, ...info, ...(info.kind === 'ref' && refs[name] ? { collection: refs[name] } : {}) });
  }
  return fields;
}

/** The row schema of a list of sub-records (`lines: [{...}]`), through optional and refinements. */
function linesOf(schema: z.ZodType): z.ZodObject<z.ZodRawShape> | null {
  let s: z.ZodType = schema;
  for (let i = 0; i < 5; i++) {
    if (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
    else if (s instanceof z.ZodPipe) s = s.in as z.ZodType;
    else break;
  }
  if (!(s instanceof z.ZodArray)) return null;
  let item = s.element as z.ZodType;
  if (item instanceof z.ZodPipe) item = item.in as z.ZodType;
  return item instanceof z.ZodObject ? item : null;
}

/** Fields declared with plain zod (an enum of languages, a password). */
function fromZod(name: string, schema: z.ZodType): FieldInfo | null {
  const inner = schema instanceof z.ZodOptional || schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  const required = !(schema instanceof z.ZodOptional || schema instanceof z.ZodDefault);
  if (inner instanceof z.ZodEnum) {
    return { kind: 'choice', label: humanize(name), required, options: Object.fromEntries(inner.options.map((o) => [String(o), String(o)])) as Record<number, string> };
  }
  if (inner instanceof z.ZodString) return { kind: name === 'password' ? 'password' : 'text', label: humanize(name), required, max: 256 };
  return null;
}
