import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customIndex, customValues, documentColumns, documentStateCheck, money, sameCompany, tenantColumn, tenantIndex } from './columns';
import { vendors } from './crm';
import { receivings } from './inventory';
import { accounts, checks, classifications, journals } from './ledger';
import { users } from './platform';
import { arTerms } from './sales';

/** A quantity or unit rate: exact decimal with 4 places. */
const measure = () => numeric({ precision: 14, scale: 4 });

export const PAYABLE_KINDS = ['bill', 'credit'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];

/**
 * Payable bills [176] and vendor credits [178], one table as sales documents are (the engine's
 * `fixed: { kind }`). `total_paid` and `balance_due` move only through payable applications:
 * a bill's balance is what is still owed, a credit's what is still to apply.
 */
export const payableDocuments = pgTable(
  'payable_documents',
  {
    ...documentColumns(), ...customValues(),
    kind: text({ enum: PAYABLE_KINDS }).notNull(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    /** The vendor's own number (their invoice or credit number), or the next of the kind's sequence. */
    number: text().notNull(),
    date: date().notNull(),
    termsId: integer().references(() => arTerms.id, { onDelete: 'restrict' }),
    dueDate: date(),
    apAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    address: text(),
    memo: text(),
    totalAmount: money().notNull(),
    totalPaid: money().notNull().default('0'),
    balanceDue: money().notNull().default('0'),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    /** The vendor's file the bill was entered from (Upload AP Files, To Be Entered). */
    uploadId: integer(),
  },
  (t) => [
    tenantIndex('payable_documents', t), customIndex('payable_documents', t),
    documentStateCheck('payable_documents', t),
    uniqueIndex('payable_documents_number_key').on(t.companyId, t.kind, t.vendorId, sql`lower(${t.number})`),
    index('payable_documents_company_kind_idx').on(t.companyId, t.kind, t.id),
    index('payable_documents_vendor_idx').on(t.companyId, t.vendorId, t.date),
    // The open items (To Be Paid, the aging): posted ones with a balance.
    index('payable_documents_open_idx')
      .on(t.companyId, t.kind, t.vendorId)
      .where(sql`${t.state} = 'posted' and ${t.balanceDue} <> 0`),
  ],
);

/** Where a bill's (or credit's) money goes: an expense or asset account. */
export const payableDocumentLines = pgTable(
  'payable_document_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    documentId: integer()
      .notNull()
      .references(() => payableDocuments.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    accountId: integer().notNull(),
    description: text(),
    quantity: measure(),
    rate: measure(),
    amount: money().notNull(),
    classificationId: integer(),
    /** The receiving a line bills (its account is Received Not Billed, cleared by it). */
    receivingId: integer(),
  },
  (t) => [
    index('payable_document_lines_document_idx').on(t.companyId, t.documentId),
    sameCompany('payable_document_lines_account_fk', t, t.accountId, accounts),
    sameCompany('payable_document_lines_receiving_fk', t, t.receivingId, receivings),
    sameCompany('payable_document_lines_classification_fk', t, t.classificationId, classifications),
  ],
);

/**
 * What a check paying bills set against each payable document: an amount paid on a bill, or an
 * amount of a vendor credit used up by the check. The check's amount is the bills' less the
 * credits'. The document's vendor and due date are copied (a paid bill cannot change) so the
 * aging at a past date adds back what was applied after it from these rows alone.
 */
export const payableApplications = pgTable(
  'payable_applications',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    documentId: integer()
      .notNull()
      .references(() => payableDocuments.id, { onDelete: 'restrict' }),
    checkId: integer()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    amount: money().notNull(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    documentKind: text({ enum: PAYABLE_KINDS }).notNull(),
    documentDate: date().notNull(),
    documentDueDate: date().notNull(),
  },
  (t) => [
    index('payable_applications_document_idx').on(t.companyId, t.documentId),
    index('payable_applications_check_idx').on(t.checkId),
    index('payable_applications_date_idx').on(t.companyId, t.date),
  ],
);

export const BATCH_STATUSES = ['pending', 'approved', 'reject'] as const;
export const BATCH_ITEM_STATUSES = ['pending', 'approved', 'reject', 'paid'] as const;

/**
 * To-be-approved batches (ap-tbas): bills chosen to pay, submitted together for approval.
 * `status` is the spec's approval batch status (pending, approved, reject): pending while any
 * item waits for a decision, then approved if any item was approved, else reject.
 */
export const payableBatches = pgTable(
  'payable_batches',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    number: integer().notNull(),
    submittedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    submitDate: date().notNull(),
    status: text({ enum: BATCH_STATUSES }).notNull().default('pending'),
    amount: money().notNull(),
    /** Items still waiting for a decision (the confirmation's `{n}`, the waiting counts). */
    pendingItems: integer().notNull().default(0),
    memo: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('payable_batches', t),
    uniqueIndex('payable_batches_number_key').on(t.companyId, t.number),
    index('payable_batches_status_idx').on(t.companyId, t.status, t.id),
    check('payable_batches_status_check', sql`${t.status} in ('pending', 'approved', 'reject')`),
  ],
);

/**
 * A bill in a batch, with the amount to pay on it (a part of its balance may be chosen). Each
 * item is approved or rejected on its own (`decided_by`, `decided_at`); an approved item waits
 * in To Be Paid until checks pay its amount (`paid_amount`, kept by ./payables' batch payments:
 * a voided check gives it back), then it is `paid`.
 */
export const payableBatchItems = pgTable(
  'payable_batch_items',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    batchId: integer()
      .notNull()
      .references(() => payableBatches.id, { onDelete: 'cascade' }),
    billId: integer()
      .notNull()
      .references(() => payableDocuments.id, { onDelete: 'restrict' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    paidAmount: money().notNull().default('0'),
    status: text({ enum: BATCH_ITEM_STATUSES }).notNull().default('pending'),
    decidedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('payable_batch_items', t),
    index('payable_batch_items_batch_idx').on(t.companyId, t.batchId),
    index('payable_batch_items_bill_idx').on(t.companyId, t.billId),
    index('payable_batch_items_status_idx').on(t.companyId, t.status, t.vendorId),
    check('payable_batch_items_status_check', sql`${t.status} in ('pending', 'approved', 'reject', 'paid')`),
    check('payable_batch_items_paid_check', sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`),
  ],
);

/** What a check written from To Be Paid paid on each batch item (released when the check is voided or changed). */
export const payableBatchPayments = pgTable(
  'payable_batch_payments',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    itemId: integer()
      .notNull()
      .references(() => payableBatchItems.id, { onDelete: 'cascade' }),
    checkId: integer()
      .notNull()
      .references(() => checks.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
  },
  (t) => [index('payable_batch_payments_check_idx').on(t.companyId, t.checkId), index('payable_batch_payments_item_idx').on(t.companyId, t.itemId)],
);

/**
 * Payables aging settings (-69): the lengths in days of the aging's periods past due (1-30,
 * 31-60, 61-90 by default); older than their sum is the last bucket. One row per company.
 */
export const payablesAgingSettings = pgTable(
  'payables_aging_settings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    period1: integer().notNull().default(30),
    period2: integer().notNull().default(30),
    period3: integer().notNull().default(30),
  },
  (t) => [uniqueIndex('payables_aging_settings_company_key').on(t.companyId), check('payables_aging_settings_periods_check', sql`${t.period1} > 0 and ${t.period2} > 0 and ${t.period3} > 0`)],
);

/**
 * AP files (Upload AP Files): a vendor's bill as a PDF or image, kept in the file store
 * (lib/storage) under `storage_key`. It waits in To Be Entered until a bill is entered from it
 * (`bill_id`); the bill keeps its `upload_id`, so the file stays viewable from the bill.
 */
export const payableUploads = pgTable(
  'payable_uploads',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    vendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    memo: text(),
    billId: integer().references(() => payableDocuments.id, { onDelete: 'set null' }),
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantIndex('payable_uploads', t),
    // To Be Entered: the files no bill was entered from yet.
    index('payable_uploads_waiting_idx').on(t.companyId, t.id).where(sql`${t.billId} is null`),
  ],
);

/**
 * The receivings a bill bills (lib/modules/payables/receipt-billing.ts): each posted bill line
 * naming a receiving clears its value (`accrued`) from Received Not Billed; what the line's
 * amount differs by is the purchase price variance. A receiving is billed once.
 */
export const receivingBills = pgTable(
  'receiving_bills',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    billId: integer()
      .notNull()
      .references(() => payableDocuments.id, { onDelete: 'cascade' }),
    receivingId: integer().notNull(),
    accrued: money().notNull(),
    amount: money().notNull(),
  },
  (t) => [
    uniqueIndex('receiving_bills_receiving_key').on(t.companyId, t.receivingId),
    index('receiving_bills_bill_idx').on(t.companyId, t.billId),
    sameCompany('receiving_bills_receiving_fk', t, t.receivingId, receivings),
  ],
);
