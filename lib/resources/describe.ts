import { z } from 'zod';
import type { Resource } from './define';
import { fieldInfo, type FieldInfo } from './fields';
import { humanize } from './naming';

export type FieldDescription = FieldInfo & { name: string; collection?: string };

/**
 * What the UI needs to draw a resource's list and form windows, read from the one definition:
 * its columns, and each input field with its kind, label, limits and choices. Nested sets
 * (addresses, lines) are left to the windows made for them.
 */
export function describeResource(def: Resource) {
  const fields: FieldDescription[] = [];
  for (const [name, schema] of Object.entries(def.input.shape)) {
    const info = fieldInfo.get(schema as z.ZodType) ?? fromZod(name, schema as z.ZodType);
    if (!info) continue;
    fields.push({ name, ...info, ...(info.kind === 'ref' && def.refs?.[name] ? { collection: def.refs[name] } : {}) });
  }
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
