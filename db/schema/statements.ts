import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, recordColumns, sameCompany, tenantColumn, tenantIndex, tenantKey } from './columns';
import { accounts, classifications, journalLines } from './ledger';

/**
 * A line of a file the import could not read: its line (or transaction) number and why, in English
 * (API clients, statements imported before codes) and by its message code for the person's language.
 */
export type StatementProblem = { line: number; message: string; code?: string; params?: Record<string, string | number> };

/** How a bank's CSV export is read (lib/bank-files/csv.ts `CsvMapping`), remembered per bank account. */
export type StoredCsvMapping = Record<string, string | number | boolean | null>;

/**
 * Bank statements imported from a bank's file (OFX 1.x/2.x, QFX, CSV), each for one bank
 * account: what was read, skipped as imported before, and could not be read; the closing balance
 * the bank states (a CSV states none unless typed), from which a reconciliation starts.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    ...recordColumns(),
    accountId: integer().notNull(),
    format: text({ enum: ['ofx', 'csv'] }).notNull(),
    fileName: text().notNull(),
    currency: text(),
    startDate: date(),
    endDate: date().notNull(),
    closingBalance: money(),
    linesRead: integer().notNull().default(0),
    linesImported: integer().notNull().default(0),
    linesSkipped: integer().notNull().default(0),
    linesUnreadable: integer().notNull().default(0),
    problems: jsonb().$type<StatementProblem[]>().notNull().default([]),
    /** The reconciliation started from it (the latest). */
    reconciliationId: integer(),
  },
  (t) => [tenantKey('bank_statements', t), index('bank_statements_account_idx').on(t.companyId, t.accountId, t.endDate), sameCompany('bank_statements_account_fk', t, t.accountId, accounts)],
);

/** The states of a statement line: no posting found, a posting proposed, matched (confirmed, or a document made from it). */
export const STATEMENT_LINE_STATES = ['open', 'proposed', 'matched'] as const;

/**
 * A statement's lines: a signed amount (+ into the account, - out of it), the words the bank
 * gives, its FITID; the rule that categorised it; the account's journal line proposed or matched,
 * with the confidence of the proposal; the document made from it when nothing matched.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    statementId: integer().notNull(),
    accountId: integer().notNull(),
    date: date().notNull(),
    amount: money().notNull(),
    description: text().notNull().default(''),
    checkNumber: text(),
    fitid: text(),
    /** What recognises the line when imported again: its FITID, else date, amount, words (and the occurrence within its file). */
    fingerprint: text().notNull(),
    state: text({ enum: STATEMENT_LINE_STATES }).notNull().default('open'),
    journalLineId: integer().references(() => journalLines.id, { onDelete: 'set null' }),
    confidence: smallint(),
    ruleId: integer(),
    ruleName: text(),
    categoryAccountId: integer(),
    payeeName: text(),
    classificationId: integer(),
    documentType: text(),
    documentId: integer(),
    /**
     * A match of several postings to this line, or of several lines to one posting: the group's
     * id (its first line's), whose postings are in bank_match_postings; the line's own
     * journal_line_id is then null.
     */
    matchGroup: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('bank_statement_lines', t),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.date),
    uniqueIndex('bank_statement_lines_fingerprint_key').on(t.companyId, t.accountId, t.fingerprint),
    // A posting is matched to one statement line at most.
    uniqueIndex('bank_statement_lines_journal_line_key').on(t.companyId, t.journalLineId).where(sql`${t.state} = 'matched'`),
    index('bank_statement_lines_account_state_idx').on(t.companyId, t.accountId, t.state),
    index('bank_statement_lines_group_idx').on(t.companyId, t.matchGroup),
    check('bank_statement_lines_state_check', sql`${t.state} in ('open', 'proposed', 'matched')`),
    sameCompany('bank_statement_lines_statement_fk', t, t.statementId, bankStatements).onDelete('cascade'),
    sameCompany('bank_statement_lines_account_fk', t, t.accountId, accounts),
    sameCompany('bank_statement_lines_category_fk', t, t.categoryAccountId, accounts),
  ],
);

/**
 * The postings of a group match (bank_statement_lines.match_group): a deposit line of the bank
 * matched to the several payments it holds, or one posting to the several lines the bank split it
 * into. Proposed or matched as its lines are; a posting is in one group at most.
 */
export const bankMatchPostings = pgTable(
  'bank_match_postings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    /** The group: its first line's id. */
    groupId: integer()
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'cascade' }),
    accountId: integer().notNull(),
    journalLineId: integer()
      .notNull()
      .references(() => journalLines.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('bank_match_postings_journal_line_key').on(t.companyId, t.journalLineId),
    index('bank_match_postings_group_idx').on(t.companyId, t.groupId),
    sameCompany('bank_match_postings_account_fk', t, t.accountId, accounts),
  ],
);

/**
 * Bank rules (bank-rules), applied in order on import: the first whose words the line's
 * description contains (and whose amount range holds it) names the account, payee and
 * classification a document made from the line takes.
 */
export const bankRules = pgTable(
  'bank_rules',
  {
    ...recordColumns(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    contains: text().notNull(),
    amountMin: money(),
    amountMax: money(),
    /** Only this bank account's statements; none, every one. */
    bankAccountId: integer(),
    accountId: integer().notNull(),
    payeeName: text(),
    classificationId: integer(),
  },
  (t) => [
    tenantIndex('bank_rules', t),
    index('bank_rules_position_idx').on(t.companyId, t.position, t.id),
    sameCompany('bank_rules_account_fk', t, t.accountId, accounts),
    sameCompany('bank_rules_bank_account_fk', t, t.bankAccountId, accounts),
    sameCompany('bank_rules_classification_fk', t, t.classificationId, classifications),
  ],
);

/** The CSV mapping last used for a bank account's statements, offered and used again for its next file. */
export const bankCsvMappings = pgTable(
  'bank_csv_mappings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    accountId: integer().notNull(),
    mapping: jsonb().$type<StoredCsvMapping>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_csv_mappings_account_key').on(t.companyId, t.accountId), sameCompany('bank_csv_mappings_account_fk', t, t.accountId, accounts).onDelete('cascade')],
);
