import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentColumns, documentStateCheck, money, nameIndex, recordColumns, sameCompany, tenantColumn, tenantIndex } from './columns';
import { accounts, classifications, journals } from './ledger';
import { users } from './platform';

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

/**
 * Check signers (check-signers, screen -74 "check user"): a company user who may authorise
 * printing checks, with the signature image printed on them, up to an amount (none: any amount).
 * One per user.
 */
export const checkSigners = pgTable(
  'check_signers',
  {
    ...recordColumns(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A signature image (data URL) printed where the check's layout puts the signature. */
    signature: text(),
    /** The largest check this signer signs; null: any amount. */
    limitAmount: money(),
  },
  (t) => [tenantIndex('check_signers', t), uniqueIndex('check_signers_user_id_key').on(t.companyId, t.userId)],
);

/** A charge puts money on the card (owed more); a card credit (a refund, a return) takes it off. */
export const CHARGE_KINDS = ['charge', 'credit'] as const;

/**
 * Credit card charges and card credits (charges, gem 179): bought on a credit card account,
 * where each part went (its lines). A charge credits the card and debits its lines' accounts; a
 * card credit the other way round.
 */
export const charges = pgTable(
  'charges',
  {
    ...documentColumns(),
    cardAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    kind: text({ enum: CHARGE_KINDS }).notNull().default('charge'),
    /** The card slip's or the merchant's reference. */
    number: text(),
    date: date().notNull(),
    vendorId: integer(),
    payeeName: text().notNull(),
    memo: text(),
    amount: money().notNull(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    tenantIndex('charges', t),
    documentStateCheck('charges', t),
    check('charges_kind_check', sql`${t.kind} in ('charge', 'credit')`),
    index('charges_card_idx').on(t.companyId, t.cardAccountId, t.date),
    sameCompany('charges_card_fk', t, t.cardAccountId, accounts),
  ],
);

/** Where a charge's money went (or a card credit's came back from). */
export const chargeLines = pgTable(
  'charge_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    chargeId: integer()
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    amount: money().notNull(),
    description: text(),
    classificationId: integer(),
  },
  (t) => [
    index('charge_lines_charge_idx').on(t.companyId, t.chargeId),
    sameCompany('charge_lines_account_fk', t, t.accountId, accounts),
    sameCompany('charge_lines_classification_fk', t, t.classificationId, classifications),
  ],
);
