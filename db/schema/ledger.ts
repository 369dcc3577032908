import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DOCUMENT_STATES, documentColumns, documentStateCheck, keptTotal, money, nameIndex, recordColumns, sameCompany, tenantColumn, tenantIndex, tenantKey } from './columns';
import { users } from './platform';

/**
 * The chart of accounts [58]. `type` is one of the 16 codes of spec section 3 (1 Bank ... 16
 * Other Expense); lib/ledger/account-types.ts gives each its side and statement.
 */
export const accounts = pgTable(
  'accounts',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    number: text(),
    type: smallint().notNull(),
    parentId: integer().references((): AnyPgColumn => accounts.id, { onDelete: 'restrict' }),
    description: text(),
    /** A system account the books need (opening balance equity, retained earnings...). */
    systemRole: text(),
    bankName: text(),
    bankAccountNumber: text(),
    bankRoutingNumber: text(),
  },
  (t) => [
    tenantKey('accounts', t),
    nameIndex('accounts', t),
    uniqueIndex('accounts_number_key').on(t.companyId, sql`lower(${t.number})`),
    uniqueIndex('accounts_system_role_key').on(t.companyId, t.systemRole),
  ],
);

/** Classifications [48]: a second dimension on journal lines ("category" in the journal view). */
export const classifications = pgTable(
  'classifications',
  { ...recordColumns(), displayName: text().notNull(), number: text() },
  (t) => [tenantKey('classifications', t), nameIndex('classifications', t)],
);

/**
 * A posted journal: its lines' debits equal their credits (enforced by a deferred trigger),
 * and it is never edited: a change is a reversal (`reversesId`) plus a new journal.
 */
export const journals = pgTable(
  'journals',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    number: text().notNull(),
    date: date().notNull(),
    memo: text(),
    /** What caused it: journal_entry, check, deposit, transfer, depreciation, opening_balance... */
    sourceType: text().notNull(),
    sourceId: integer(),
    isAdjusting: boolean().notNull().default(false),
    /** posted, or void once a void reversed it (a journal entry is never a draft: see documents.ts). */
    state: text({ enum: DOCUMENT_STATES }).notNull().default('posted'),
    /** Total of the debits (= total of the credits). */
    amount: money().notNull(),
    reversesId: integer().references((): AnyPgColumn => journals.id, { onDelete: 'restrict' }),
    reversedById: integer().references((): AnyPgColumn => journals.id, { onDelete: 'restrict' }),
    /**
     * Replaced by a change of its document (or entry) — the journal a change reversed, and that
     * reversal: a pair netting to zero that the journal list hides unless asked (documents.ts).
     */
    superseded: boolean().notNull().default(false),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journals_company_id_idx').on(t.companyId, t.id),
    index('journals_company_date_idx').on(t.companyId, t.date),
    uniqueIndex('journals_number_key').on(t.companyId, t.number),
    documentStateCheck('journals', t),
    index('journals_source_idx').on(t.companyId, t.sourceType, t.sourceId),
  ],
);

/** One debit or credit of a journal; `date` repeats the journal's so ledgers read by index. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    journalId: integer()
      .notNull()
      .references(() => journals.id, { onDelete: 'restrict' }),
    lineNo: smallint().notNull(),
    date: date().notNull(),
    accountId: integer().notNull(),
    debit: money().notNull().default('0'),
    credit: money().notNull().default('0'),
    description: text(),
    classificationId: integer(),
    entityType: text(),
    entityId: integer(),
    /** The finished reconciliation that cleared this line. */
    reconciliationId: integer(),
  },
  (t) => [
    index('journal_lines_company_id_idx').on(t.companyId, t.id),
    index('journal_lines_journal_idx').on(t.journalId),
    index('journal_lines_account_date_idx').on(t.companyId, t.accountId, t.date, t.id),
    // The partial month of a statement date is summed from its lines: found by date.
    index('journal_lines_company_date_idx').on(t.companyId, t.date),
    // A customer's (or vendor's) statement: the lines naming them, by date.
    index('journal_lines_entity_idx').on(t.companyId, t.entityType, t.entityId, t.date),
    check('journal_lines_one_side', sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`),
    sameCompany('journal_lines_account_fk', t, t.accountId, accounts),
    sameCompany('journal_lines_classification_fk', t, t.classificationId, classifications),
  ],
);

/**
 * Per-account, per-month totals, kept in the posting transaction; statements read these
 * instead of every line. `period` is the first day of the month.
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    companyId: tenantColumn(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    period: date().notNull(),
    debit: keptTotal().notNull().default('0'),
    credit: keptTotal().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.period] }), index('account_balances_company_period_idx').on(t.companyId, t.period)],
);

/**
 * Numbering series (lib/engine/numbering.ts): per company, series (`kind`) and scope (0 for a
 * company-wide series; a bank account's id for its checks), the prefix, the zero-fill width and
 * the next number. The row is locked by the update that takes a number until the transaction
 * ends, so concurrent documents get distinct numbers.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    kind: text().notNull(),
    scope: integer().notNull().default(0),
    prefix: text().notNull().default(''),
    padding: smallint().notNull().default(0),
    nextValue: integer().notNull().default(1),
  },
  (t) => [uniqueIndex('document_sequences_kind_key').on(t.companyId, t.kind, t.scope)],
);

/** A check written from a bank account, to expense accounts or to a vendor. */
export const checks = pgTable(
  'checks',
  {
    ...documentColumns(),
    bankAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    number: integer().notNull(),
    date: date().notNull(),
    payeeType: text(),
    payeeId: integer(),
    payeeName: text().notNull(),
    memo: text(),
    amount: money().notNull(),
    isPrinted: boolean().notNull().default(false),
    /** Who authorised its printing (a check signer), where the company asks for one. */
    signedById: integer().references(() => users.id, { onDelete: 'set null' }),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('checks', t), documentStateCheck('checks', t), uniqueIndex('checks_number_key').on(t.companyId, t.bankAccountId, t.number)],
);

/** Where a check's money went (expense accounts, or accounts payable for a vendor). */
export const checkLines = pgTable(
  'check_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    checkId: integer()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    amount: money().notNull(),
    description: text(),
    classificationId: integer(),
  },
  (t) => [
    index('check_lines_check_idx').on(t.companyId, t.checkId),
    sameCompany('check_lines_account_fk', t, t.accountId, accounts),
    sameCompany('check_lines_classification_fk', t, t.classificationId, classifications),
  ],
);

/** Money moved between two of the company's accounts. */
export const transfers = pgTable(
  'transfers',
  {
    ...documentColumns(),
    fromAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    toAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    date: date().notNull(),
    amount: money().notNull(),
    memo: text(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('transfers', t), documentStateCheck('transfers', t)],
);

/** Money put into a bank account: from funds received, or straight from other accounts. */
export const deposits = pgTable(
  'deposits',
  {
    ...documentColumns(),
    bankAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    number: text(),
    date: date().notNull(),
    /** Payment method code of spec section 9 (1 Cash, 2 Check, ...). */
    method: smallint(),
    entityName: text(),
    memo: text(),
    amount: money().notNull(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('deposits', t), documentStateCheck('deposits', t), index('deposits_number_idx').on(t.companyId, t.number)],
);

/** Where a deposit's money came from. */
export const depositLines = pgTable(
  'deposit_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    depositId: integer()
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    amount: money().notNull(),
    receivedFrom: text(),
    description: text(),
  },
  (t) => [index('deposit_lines_deposit_idx').on(t.companyId, t.depositId), sameCompany('deposit_lines_account_fk', t, t.accountId, accounts)],
);

/** A bank or card statement matched against the ledger; finished only at a difference of 0.00. */
export const reconciliations = pgTable(
  'reconciliations',
  {
    ...documentColumns(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    statementDate: date().notNull(),
    beginningBalance: money().notNull(),
    endingBalance: money().notNull(),
    /** Lines ticked as cleared while in progress. */
    clearedLineIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('reconciliations', t), documentStateCheck('reconciliations', t), index('reconciliations_account_idx').on(t.companyId, t.accountId, t.statementDate)],
);

/** Fixed assets [38], depreciated straight-line by month. */
export const fixedAssets = pgTable(
  'fixed_assets',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    number: text(),
    cost: money().notNull(),
    salvageValue: money().notNull().default('0'),
    acquisitionDate: date().notNull(),
    lifeMonths: integer().notNull(),
    method: text().notNull().default('straight_line'),
    assetAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    accumulatedAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    expenseAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    accumulatedDepreciation: money().notNull().default('0'),
    /** Last day of the last month depreciated. */
    depreciatedThrough: date(),
  },
  (t) => [tenantKey('fixed_assets', t), nameIndex('fixed_assets', t)],
);

/** A depreciation run: every active asset depreciated through a month's end, in one journal (a document). */
export const depreciationRuns = pgTable(
  'depreciation_runs',
  {
    ...documentColumns(),
    /** The last day of the month depreciated through. */
    through: date().notNull(),
    amount: money().notNull(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('depreciation_runs', t), documentStateCheck('depreciation_runs', t)],
);

/** One asset's share of a run, with what the asset stood at before it (a void puts it back). */
export const depreciationRunLines = pgTable(
  'depreciation_run_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    runId: integer()
      .notNull()
      .references(() => depreciationRuns.id, { onDelete: 'cascade' }),
    assetId: integer()
      .notNull()
      .references(() => fixedAssets.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    expenseAccountId: integer().notNull(),
    accumulatedAccountId: integer().notNull(),
    accumulatedBefore: money().notNull(),
    depreciatedThroughBefore: date(),
  },
  (t) => [index('depreciation_run_lines_run_idx').on(t.runId)],
);
