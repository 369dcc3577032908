import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns, tenantIndex } from './columns';

/** The kinds of value a custom field holds (lib/engine/custom-fields.ts). */
export const CUSTOM_FIELD_KINDS = ['text', 'number', 'date', 'choice', 'flag'] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/**
 * Custom fieldsets [-23]: a company's named group of custom fields for one collection
 * (`resource`: customers, vendors...), shown as a section of its form, in `number` order.
 */
export const customFieldsets = pgTable(
  'custom_fieldsets',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    resource: text().notNull(),
    number: integer().notNull().default(0),
  },
  (t) => [tenantIndex('custom_fieldsets', t), index('custom_fieldsets_resource_idx').on(t.companyId, t.resource, t.number)],
);

/**
 * Custom fields: display_name, number (its order), fieldset. A record keeps its value under the
 * field's id in its `custom` column, so renaming a field keeps every value.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    ...recordColumns(),
    fieldsetId: integer()
      .notNull()
      .references(() => customFieldsets.id, { onDelete: 'restrict' }),
    displayName: text().notNull(),
    number: integer().notNull().default(0),
    kind: text({ enum: CUSTOM_FIELD_KINDS }).notNull(),
    /** A choice field's choices, one per line. */
    choices: text(),
    required: boolean().notNull().default(false),
    /** Shown as a column of its collection's list. */
    inList: boolean().notNull().default(false),
  },
  (t) => [
    tenantIndex('custom_fields', t),
    index('custom_fields_fieldset_idx').on(t.companyId, t.fieldsetId, t.number),
    check('custom_fields_kind_check', sql`${t.kind} in ('text', 'number', 'date', 'choice', 'flag')`),
  ],
);
