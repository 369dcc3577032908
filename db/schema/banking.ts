import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameIndex, recordColumns, tenantIndex } from './columns';
import { accounts } from './ledger';

/** Where the check sits on a sheet of voucher checks: on top (two stubs below) or in the middle (a stub above and below). */
export const CHECK_STOCKS = ['top', 'middle'] as const;
export type CheckStock = (typeof CHECK_STOCKS)[number];

/**
 * One printed element of a check layout (spec section 3): where it prints on the check, in
 * inches from the check's top-left corner, in which font, size (inches, spec section 9's
 * 0.134–0.135 by default) and colour; images (logo, signature) also have a width and height.
 */
export type CheckLayoutElement = { name: string; label: string; x: number; y: number; font: string; size: number; color: string; width?: number | null; height?: number | null };

/** Check layouts (check-layouts, screen -58): what a printed check shows and where. */
export const checkLayouts = pgTable(
  'check_layouts',
  {
    ...recordColumns(),
    number: integer().notNull(),
    displayName: text().notNull(),
    stock: text({ enum: CHECK_STOCKS }).notNull().default('top'),
    /** The default for this bank account; with no bank account, the company's default. */
    bankAccountId: integer().references(() => accounts.id, { onDelete: 'set null' }),
    isDefault: boolean().notNull().default(false),
    isPrintLogo: boolean().notNull().default(false),
    isPrintSignature: boolean().notNull().default(false),
    isPrintCompanyAddress: boolean().notNull().default(true),
    isPrintPayeeAddress: boolean().notNull().default(true),
    isPrintCheckNumber: boolean().notNull().default(true),
    lineItemCompany: boolean().notNull().default(false),
    /** A signature image (data URL) printed where the layout puts the signature. */
    signature: text(),
    elements: jsonb().$type<CheckLayoutElement[]>().notNull(),
  },
  (t) => [
    tenantIndex('check_layouts', t),
    nameIndex('check_layouts', t),
    uniqueIndex('check_layouts_number_key').on(t.companyId, t.number),
    uniqueIndex('check_layouts_default_key').on(t.companyId, sql`coalesce(${t.bankAccountId}, 0)`).where(sql`${t.isDefault}`),
  ],
);
