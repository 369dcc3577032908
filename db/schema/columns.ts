import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, numeric, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { companies } from './platform';

/** What every company-owned record has: id, tenant, status (1 active, 0 inactive), audit. */
export const recordColumns = () => ({
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  status: smallint().notNull().default(1),
  createdBy: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The tenant key alone, for rows that belong to a record (sub-records, links). */
export const tenantColumn = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Money: exact decimal with 2 places (DESIGN.md "Money"). */
export const money = () => numeric({ precision: 14, scale: 2 });

/** Kept totals (monthly balances): wide enough that sums of the largest amounts never overflow. */
export const keptTotal = () => numeric({ precision: 38, scale: 2 });

/** The index every listing uses: the tenant, then the default sort (newest first by id). */
export const tenantIndex = (table: string, t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  index(`${table}_company_id_idx`).on(t.companyId, t.id);

/**
 * The tenant index made unique, for a table whose records other rows name with a same-company
 * foreign key (`sameCompany`): the `(company_id, id)` key such a key points at (docs/scaling.md).
 */
export const tenantKey = (table: string, t: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  uniqueIndex(`${table}_company_id_idx`).on(t.companyId, t.id);

/**
 * A reference that stays inside its company, `(company_id, x_id) -> (company_id, id)`: the
 * database itself refuses a row naming another company's record (a line's account, tax or item),
 * whatever wrote it. The target needs its `tenantKey`.
 */
export const sameCompany = (name: string, t: { companyId: AnyPgColumn }, column: AnyPgColumn, target: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  foreignKey({ name, columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] }).onDelete('restrict');

/** The index of a listing sorted or searched by display name. */
export const nameIndex = (table: string, t: { companyId: AnyPgColumn; displayName: AnyPgColumn }) =>
  index(`${table}_company_name_idx`).on(t.companyId, t.displayName);

/** A posted business document's states (lib/modules/books/documents.ts): never the active/inactive status. */
export const DOCUMENT_STATES = ['draft', 'posted', 'void'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** What every document has: a record's columns, with its state in place of active/inactive. */
export const documentColumns = () => {
  const { status: _active, ...columns } = recordColumns();
  return { ...columns, state: text({ enum: DOCUMENT_STATES }).notNull().default('posted') };
};

/** The database refuses any state but the three. */
export const documentStateCheck = (table: string, t: { state: AnyPgColumn }) =>
  check(`${table}_state_check`, sql`${t.state} in ('draft', 'posted', 'void')`);

/**
 * A record's custom field values (lib/engine/custom-fields.ts): field id -> value, the fields a
 * company defines (`fieldset`, `fields`) without a change of schema. A resource carries custom
 * fields when its table has this column, spread in as `...customValues()`.
 */
export const customValues = () => ({ custom: jsonb().$type<Record<string, unknown>>().notNull().default({}) });

/** The index `filter[custom.<id>]=` uses (`custom @> {...}`). */
export const customIndex = (table: string, t: { custom: ExtraConfigColumn }) => index(`${table}_custom_idx`).using('gin', t.custom.op('jsonb_path_ops'));
