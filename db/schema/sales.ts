import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customIndex, customValues, documentColumns, documentStateCheck, money, nameIndex, recordColumns, sameCompany, tenantColumn, tenantIndex, tenantKey } from './columns';
import { customers, jobs } from './crm';
import { inItems, warehouseLocations } from './inventory';
import { mileageExpenses, timeEntries } from './time';
import { accounts, deposits, journals } from './ledger';

/** A percentage with 4 decimals (8.2500 %): tax rates, discounts. */
const percent = () => numeric({ precision: 7, scale: 4 });
/** A quantity or unit rate: exact decimal with 4 places (1.5 hours at 82.3750). */
const measure = () => numeric({ precision: 14, scale: 4 });

// ---------------------------------------------------------------------------------------------
// Sales settings and items (spec section 2 "Products hub", section 7 "Sales settings and products")
// ---------------------------------------------------------------------------------------------

/** Sales taxes (ar-taxes): a rate and the liability account it is owed on, or a group of taxes. */
export const arTaxes = pgTable(
  'ar_taxes',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    description: text(),
    /** Percent (8.25 is 8.25 %); a group's rate is the sum of its members'. */
    rate: percent().notNull().default('0'),
    liabilityAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    isGroup: boolean().notNull().default(false),
  },
  (t) => [tenantKey('ar_taxes', t), nameIndex('ar_taxes', t)],
);

/** The taxes a group of taxes charges together. */
export const arTaxGroupMembers = pgTable(
  'ar_tax_group_members',
  {
    companyId: tenantColumn(),
    groupId: integer()
      .notNull()
      .references(() => arTaxes.id, { onDelete: 'cascade' }),
    taxId: integer()
      .notNull()
      .references(() => arTaxes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.taxId] }), index('ar_tax_group_members_company_idx').on(t.companyId)],
);

/** Payment terms (ar-terms): net days or a day of the month, with an early-payment discount. */
export const arTerms = pgTable(
  'ar_terms',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    /** Due this many days after the document date (Net 30). */
    netDays: integer(),
    /** Or due on this day of the next month (10th Proximo). */
    dayOfMonth: smallint(),
    discountPercent: percent().notNull().default('0'),
    discountDays: integer(),
  },
  (t) => [tenantIndex('ar_terms', t), nameIndex('ar_terms', t)],
);

/** Messages printed on sales documents (ar-messages). */
export const arMessages = pgTable(
  'ar_messages',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    message: text().notNull(),
    /** The documents it is offered on: invoice, estimate, sales_receipt, credit_memo, statement (null: all). */
    documentType: text(),
  },
  (t) => [tenantIndex('ar_messages', t), nameIndex('ar_messages', t)],
);

/** How goods reach the customer (ar-delivery-methods). */
export const arDeliveryMethods = pgTable(
  'ar_delivery_methods',
  { ...recordColumns(), displayName: text().notNull() },
  (t) => [tenantIndex('ar_delivery_methods', t), nameIndex('ar_delivery_methods', t)],
);

/** Payment methods (acct-payment-methods): the spec's 14 coded methods to start, and the company's own. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    /** The spec's code (1 Cash ... 16 Other); a company's own methods have none. */
    code: smallint(),
  },
  (t) => [tenantIndex('payment_methods', t), nameIndex('payment_methods', t), uniqueIndex('payment_methods_code_key').on(t.companyId, t.code)],
);

export const SALES_ITEM_KINDS = ['service', 'good', 'other_charge', 'discount'] as const;
export type SalesItemKind = (typeof SALES_ITEM_KINDS)[number];

/**
 * What a company sells: services (ar-services), goods (ar-goods), other charges
 * (ar-other-charges) and discounts (ar-discounts), one table told apart by `kind` (each its own
 * collection through the engine's `fixed`). Each names the income account its sales post to.
 */
export const salesItems = pgTable(
  'sales_items',
  {
    ...recordColumns(), ...customValues(),
    kind: text({ enum: SALES_ITEM_KINDS }).notNull(),
    displayName: text().notNull(),
    number: text(),
    description: text(),
    /** Price per unit (a discount's fixed amount). */
    rate: measure(),
    /** A discount by percent (10.0000 is 10 %), instead of an amount. */
    percent: percent(),
    isTaxable: boolean().notNull().default(true),
    incomeAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    expenseAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    assetAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    cost: measure(),
  },
  (t) => [
    tenantKey('sales_items', t), customIndex('sales_items', t),
    index('sales_items_company_kind_name_idx').on(t.companyId, t.kind, t.displayName),
    check('sales_items_kind_check', sql`${t.kind} in ('service', 'good', 'other_charge', 'discount')`),
  ],
);

/** Rates (rates): an item's default price for everyone (no customer) or a customer's own. */
export const rates = pgTable(
  'rates',
  {
    ...recordColumns(),
    itemId: integer()
      .notNull()
      .references(() => salesItems.id, { onDelete: 'cascade' }),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    rate: measure().notNull(),
  },
  (t) => [tenantIndex('rates', t), uniqueIndex('rates_item_customer_key').on(t.companyId, t.itemId, sql`coalesce(${t.customerId}, 0)`)],
);

/** Invoice settings (invoice-settings): one row per company. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    defaultTermsId: integer().references(() => arTerms.id, { onDelete: 'set null' }),
    arAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    defaultTaxId: integer().references(() => arTaxes.id, { onDelete: 'set null' }),
    /** New invoices wait for approval (is_tba) and post nothing until approved. */
    approvalRequired: boolean().notNull().default(false),
    invoiceMessageId: integer().references(() => arMessages.id, { onDelete: 'set null' }),
    estimateMessageId: integer().references(() => arMessages.id, { onDelete: 'set null' }),
    badDebtAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('invoice_settings_company_key').on(t.companyId)],
);

// ---------------------------------------------------------------------------------------------
// Sales documents
// ---------------------------------------------------------------------------------------------

export const SALES_DOCUMENT_KINDS = ['estimate', 'invoice', 'sales_receipt', 'credit_memo', 'return_item', 'sales_order'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];
/** What the document layouts print: the sales documents, and purchasing's purchase orders (drawn by sales' PDF). */
export const PRINTED_DOCUMENT_KINDS = [...SALES_DOCUMENT_KINDS, 'purchase_order'] as const;
export type PrintedDocumentKind = (typeof PRINTED_DOCUMENT_KINDS)[number];

/**
 * Estimates, invoices, sales receipts, credit memos and return items: one table told apart by
 * `kind` (each its own collection through the engine's `fixed`), so copying one into another
 * and converting an estimate keep every field. Totals are kept on the row; `balance_due` is
 * what is still owed (an invoice) or still to apply (a credit memo), kept by every application.
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    ...documentColumns(), ...customValues(),
    kind: text({ enum: SALES_DOCUMENT_KINDS }).notNull(),
    number: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    date: date().notNull(),
    dueDate: date(),
    termsId: integer().references(() => arTerms.id, { onDelete: 'restrict' }),
    /** Receivables account (invoices, credit memos) or the account a sales receipt's money goes to. */
    arAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    taxId: integer().references(() => arTaxes.id, { onDelete: 'restrict' }),
    billingAddress: text(),
    deliveryAddress: text(),
    deliveryDate: date(),
    deliveryMethodId: integer().references(() => arDeliveryMethods.id, { onDelete: 'restrict' }),
    deliveryTrackingNumber: text(),
    incoterms: text(),
    incotermsPoint: text(),
    purchaseOrderNumber: text(),
    salesRepType: text(),
    salesRepId: integer(),
    jobId: integer().references(() => jobs.id, { onDelete: 'restrict' }),
    customerMessage: text(),
    memo: text(),
    /** The layout it prints with (ar-invoice-layouts); none prints with its kind's default layout. */
    layoutId: integer().references((): AnyPgColumn => arInvoiceLayouts.id, { onDelete: 'set null' }),
    /** Payment method code of a sales receipt (spec section 9). */
    method: smallint(),
    subtotal: money().notNull().default('0'),
    taxAmount: money().notNull().default('0'),
    totalAmount: money().notNull().default('0'),
    totalPaid: money().notNull().default('0'),
    balanceDue: money().notNull().default('0'),
    isTemplate: boolean().notNull().default(false),
    /** Waiting for approval: posts nothing until approved. */
    isTba: boolean().notNull().default(false),
    isApproved: boolean().notNull().default(false),
    isInPrintQue: boolean().notNull().default(false),
    isInEmailQue: boolean().notNull().default(false),
    isRecurring: boolean().notNull().default(false),
    isWrittenOff: boolean().notNull().default(false),
    /** The document it was copied or converted from. */
    sourceDocumentId: integer().references((): AnyPgColumn => salesDocuments.id, { onDelete: 'set null' }),
    /** An estimate's invoice, once converted. */
    convertedToId: integer().references((): AnyPgColumn => salesDocuments.id, { onDelete: 'set null' }),
    /** The recurring schedule and occurrence date that made it (one invoice per pair). */
    recurringBillingId: integer().references((): AnyPgColumn => recurringBilling.id, { onDelete: 'set null' }),
    occurrence: date(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    tenantIndex('sales_documents', t), customIndex('sales_documents', t),
    documentStateCheck('sales_documents', t),
    check('sales_documents_kind_check', sql`${t.kind} in ('estimate', 'invoice', 'sales_receipt', 'credit_memo', 'return_item', 'sales_order')`),
    uniqueIndex('sales_documents_number_key').on(t.companyId, t.kind, sql`lower(${t.number})`),
    index('sales_documents_company_kind_idx').on(t.companyId, t.kind, t.id),
    index('sales_documents_customer_idx').on(t.companyId, t.customerId, t.date),
    // Open receivables by due date: the aging report reads these, never all history. Every
    // column the report needs is in the key, so it reads the index alone (an index-only scan:
    // 20,000 open invoices scattered over 200,000 cost 80 ms through the heap, 4 ms here).
    index('sales_documents_open_idx')
      .on(t.companyId, t.dueDate, t.customerId, t.kind, t.date, t.balanceDue, t.id)
      .where(sql`${t.state} = 'posted' and ${t.balanceDue} <> 0`),
    uniqueIndex('sales_documents_occurrence_key').on(t.recurringBillingId, t.occurrence),
  ],
);

/**
 * The stock a sales order holds (lib/modules/inventory/reservations.ts): a row per Inventory Item
 * line reserving its quantity at its bin, and per shipment (an invoice made from the order,
 * `invoice_id`) a row taking back what it shipped; each bin keeps their sum as its `reserved`.
 * Cancelling (voiding) the order deletes its rows, giving back what is still held.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    orderId: integer()
      .notNull()
      .references((): AnyPgColumn => salesDocuments.id, { onDelete: 'restrict' }),
    /** The invoice that shipped it (a negative quantity); none: the order's own reservation. */
    invoiceId: integer(),
    lineNo: smallint().notNull(),
    itemId: integer().notNull(),
    locationId: integer().notNull(),
    quantity: measure().notNull(),
  },
  (t) => [
    index('stock_reservations_order_idx').on(t.companyId, t.orderId),
    sameCompany('stock_reservations_item_fk', t, t.itemId, inItems),
    sameCompany('stock_reservations_location_fk', t, t.locationId, warehouseLocations),
  ],
);

export const SALES_LINE_TYPES = ['apply_subtotal', 'bank_line', 'discount', 'good', 'inventory_item', 'other_charge', 'over_payment', 'service', 'tax', 'time_expense'] as const;
export type SalesLineType = (typeof SALES_LINE_TYPES)[number];

/** What a sales line is, on a document and on an invoice template: its type, item, words, quantity x rate (or percent), amount, tax and account. */
const salesLineColumns = () => ({
  lineNo: smallint().notNull(),
  type: text({ enum: SALES_LINE_TYPES }).notNull(),
  itemId: integer(),
  description: text(),
  quantity: measure(),
  rate: measure(),
  percent: percent(),
  amount: money().notNull().default('0'),
  isTaxable: boolean().notNull().default(false),
  /** The account the line posts to (the item's income account, or one chosen on a bank line). */
  accountId: integer(),
  taxId: integer(),
  /** An Inventory Item line's item and the location it is sold from (lib/modules/inventory). */
  inventoryItemId: integer(),
  locationId: integer(),
});

/** A sales line's references, each to a record of the line's own company (sameCompany). */
const salesLineKeys = (table: string, t: { companyId: AnyPgColumn; itemId: AnyPgColumn; accountId: AnyPgColumn; taxId: AnyPgColumn; inventoryItemId: AnyPgColumn; locationId: AnyPgColumn }) => [
  sameCompany(`${table}_item_fk`, t, t.itemId, salesItems),
  sameCompany(`${table}_account_fk`, t, t.accountId, accounts),
  sameCompany(`${table}_tax_fk`, t, t.taxId, arTaxes),
  sameCompany(`${table}_inventory_item_fk`, t, t.inventoryItemId, inItems),
  sameCompany(`${table}_location_fk`, t, t.locationId, warehouseLocations),
];

/** A sales document's lines, in order: items (quantity x rate), discounts, subtotals, taxes. */
export const salesDocumentLines = pgTable(
  'sales_document_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    documentId: integer()
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    ...salesLineColumns(),
    serviceDate: date(),
    /** What a Time & Expenses line bills: a time entry or a mileage or expense entry (lib/modules/time/billing.ts). */
    timeEntryId: integer().references(() => timeEntries.id, { onDelete: 'restrict' }),
    expenseId: integer().references(() => mileageExpenses.id, { onDelete: 'restrict' }),
    /** The payment whose over payment (unapplied amount) an Over Payment line of an invoice carries to it (over-payment-lines.ts). */
    paymentId: integer().references((): AnyPgColumn => customerPayments.id, { onDelete: 'restrict' }),
    /** A return's Inventory Item line whose goods go to scrap, not back on hand (lib/modules/sales/inventory-lines.ts). */
    isScrap: boolean().notNull().default(false),
  },
  (t) => [index('sales_document_lines_document_idx').on(t.companyId, t.documentId), ...salesLineKeys('sales_document_lines', t)],
);

export const PAYMENT_KINDS = ['payment', 'other_fund'] as const;

/**
 * Funds received (payments [180]) from a customer, applied to invoices, and other funds received
 * (other-fund-received). The money waits in its deposit account (Undeposited Funds by default)
 * until a bank deposit takes it (`deposit_id`). What is not applied stays the customer's credit.
 */
export const customerPayments = pgTable(
  'customer_payments',
  {
    ...documentColumns(),
    kind: text({ enum: PAYMENT_KINDS }).notNull().default('payment'),
    number: text().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    receivedFrom: text(),
    date: date().notNull(),
    /** Payment method code (spec section 9). */
    method: smallint(),
    reference: text(),
    depositAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The account other funds are credited to (not receivables). */
    creditAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    appliedAmount: money().notNull().default('0'),
    /** Not applied to any invoice: the customer's credit (over payment), until applied. */
    unappliedAmount: money().notNull().default('0'),
    memo: text(),
    depositId: integer().references(() => deposits.id, { onDelete: 'set null' }),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [
    tenantIndex('customer_payments', t),
    // Numbers are looked up as a new one is taken (lib/engine/numbering.ts).
    index('customer_payments_number_idx').on(t.companyId, t.number),
    documentStateCheck('customer_payments', t),
    index('customer_payments_customer_idx').on(t.companyId, t.customerId, t.date),
    index('customer_payments_undeposited_idx')
      .on(t.companyId, t.depositAccountId)
      .where(sql`${t.depositId} is null and ${t.state} = 'posted'`),
  ],
);

/**
 * Money set against an invoice: from a payment, a credit memo, a customer's over payment
 * (apply-credits) or a write-off. An invoice's `total_paid` is the sum of its applications.
 */
export const receivableApplications = pgTable(
  'receivable_applications',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    invoiceId: integer()
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'restrict' }),
    /** payment, credit_memo, over_payment, write_off. */
    sourceType: text().notNull(),
    paymentId: integer().references(() => customerPayments.id, { onDelete: 'cascade' }),
    creditMemoId: integer().references(() => salesDocuments.id, { onDelete: 'restrict' }),
    applyCreditId: integer().references((): AnyPgColumn => applyCredits.id, { onDelete: 'cascade' }),
    writeOffId: integer().references((): AnyPgColumn => writeOffs.id, { onDelete: 'cascade' }),
    date: date().notNull(),
    amount: money().notNull(),
    /**
     * The invoice's customer, date and due date as it stood when paid (an invoice with money
     * applied cannot change): the aging at a past date adds back what was paid after it by
     * customer and due date from these rows alone, without a lookup per invoice.
     */
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    invoiceDate: date().notNull(),
    invoiceDueDate: date().notNull(),
  },
  (t) => [
    index('receivable_applications_invoice_idx').on(t.companyId, t.invoiceId),
    index('receivable_applications_payment_idx').on(t.paymentId),
    // The aging report at a past date adds back what was applied after it: found by date, and
    // read from the index alone (every column it sums by is in the key).
    index('receivable_applications_date_idx').on(t.companyId, t.date, t.invoiceDate, t.customerId, t.invoiceDueDate, t.amount),
    check('receivable_applications_positive', sql`${t.amount} > 0`),
  ],
);

/** A credit memo or a customer's over payment applied to an invoice (apply-credits): moves no money. */
export const applyCredits = pgTable(
  'apply_credits',
  {
    ...documentColumns(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    date: date().notNull(),
    creditMemoId: integer().references(() => salesDocuments.id, { onDelete: 'restrict' }),
    paymentId: integer().references(() => customerPayments.id, { onDelete: 'restrict' }),
    invoiceId: integer()
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    memo: text(),
  },
  (t) => [tenantIndex('apply_credits', t), documentStateCheck('apply_credits', t), index('apply_credits_date_idx').on(t.companyId, t.date)],
);

/** An invoice's balance written off as bad debt (invoicing write-offs). */
export const writeOffs = pgTable(
  'write_offs',
  {
    ...documentColumns(),
    invoiceId: integer()
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'restrict' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    date: date().notNull(),
    amount: money().notNull(),
    expenseAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    memo: text(),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('write_offs', t), documentStateCheck('write_offs', t)],
);

/**
 * Recurring billing: a template invoice issued on an RFC 5545 schedule (`rrule`). The job that
 * issues due invoices is safe to run twice: one invoice per schedule and occurrence (the unique
 * key on sales_documents).
 */
export const recurringBilling = pgTable(
  'recurring_billing',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    templateId: integer()
      .notNull()
      .references((): AnyPgColumn => salesDocuments.id, { onDelete: 'restrict' }),
    /** RRULE text (FREQ=MONTHLY;BYMONTHDAY=1), with DTSTART from `start_date`. */
    rule: text().notNull(),
    startDate: date().notNull(),
    untilDate: date(),
    /** The next occurrence not yet issued. */
    nextDate: date(),
    /** Merge this customer's recurring invoices of the same day into one. */
    mergeSameDay: boolean().notNull().default(false),
  },
  (t) => [tenantIndex('recurring_billing', t), nameIndex('recurring_billing', t), index('recurring_billing_next_idx').on(t.companyId, t.nextDate)],
);

/**
 * Each occurrence a schedule issued, once: the primary key refuses a second invoice for the same
 * (schedule, day) whichever run, batch or retry tries, merged schedules included (their invoice
 * carries only the first schedule's id). A schedule's next date after a change of its rule
 * counts from its last row here.
 */
export const recurringBillingIssues = pgTable(
  'recurring_billing_issues',
  {
    companyId: tenantColumn(),
    recurringBillingId: integer()
      .notNull()
      .references(() => recurringBilling.id, { onDelete: 'cascade' }),
    occurrence: date().notNull(),
    invoiceId: integer().references((): AnyPgColumn => salesDocuments.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.recurringBillingId, t.occurrence] }), index('recurring_billing_issues_company_idx').on(t.companyId)],
);

export const RECURRING_RUN_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type RecurringRunState = (typeof RECURRING_RUN_STATES)[number];

/**
 * A recurring billing run too large for one request (recurring-billing-runs): issued by the job
 * queue in short batches while the person follows it here: what was due when it started
 * (`planned` invoices), what is issued so far, and how it ended.
 */
export const recurringBillingRuns = pgTable(
  'recurring_billing_runs',
  {
    ...recordColumns(),
    asOf: date().notNull(),
    state: text({ enum: RECURRING_RUN_STATES }).notNull().default('queued'),
    planned: integer().notNull().default(0),
    issued: integer().notNull().default(0),
    occurrences: integer().notNull().default(0),
    error: text(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [tenantIndex('recurring_billing_runs', t), check('recurring_billing_runs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`)],
);

/** One entry of an invoice layout (spec section 3): see lib/modules/sales/pdf/layout.ts. */
export type LayoutEntryRow = {
  type: 'header' | 'body';
  item: string;
  order: number;
  screen: 0 | 1;
  print: 0 | 1;
  label: string;
  title: string | null;
  box_size: number | null;
  section: string | null;
};

/**
 * Invoice layouts (ar-invoice-layouts, domain -28): what a kind of sales document prints and in
 * which order, its header part and body part as one list of entries. One default per document
 * type per company (the partial unique index), which a document without its own layout prints with.
 */
export const arInvoiceLayouts = pgTable(
  'ar_invoice_layouts',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    documentType: text({ enum: PRINTED_DOCUMENT_KINDS }).notNull(),
    isDefault: boolean().notNull().default(false),
    entries: jsonb().$type<LayoutEntryRow[]>().notNull(),
    /** The rich texts (`rich-texts`) printed above and below the document: its header and footer (none: none). */
    headerTextId: integer(),
    footerTextId: integer(),
  },
  (t) => [
    tenantIndex('ar_invoice_layouts', t),
    nameIndex('ar_invoice_layouts', t),
    uniqueIndex('ar_invoice_layouts_default_key').on(t.companyId, t.documentType).where(sql`${t.isDefault}`),
  ],
);

/**
 * Invoice builders (invoice-builders, screen 301): saved invoice templates a person starts a new
 * invoice from (the Save menu's Load template). Everything an invoice is drawn from but its date,
 * number and money state: the customer is optional (a template for any customer).
 */
export const invoiceBuilders = pgTable(
  'invoice_builders',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    termsId: integer().references(() => arTerms.id, { onDelete: 'set null' }),
    taxId: integer().references(() => arTaxes.id, { onDelete: 'set null' }),
    deliveryMethodId: integer().references(() => arDeliveryMethods.id, { onDelete: 'set null' }),
    layoutId: integer().references(() => arInvoiceLayouts.id, { onDelete: 'set null' }),
    purchaseOrderNumber: text(),
    customerMessage: text(),
    memo: text(),
  },
  (t) => [tenantIndex('invoice_builders', t), nameIndex('invoice_builders', t)],
);

/** An invoice builder's lines, in order, as an invoice's lines are given (the invoice prices them when made). */
export const invoiceBuilderLines = pgTable(
  'invoice_builder_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    builderId: integer()
      .notNull()
      .references(() => invoiceBuilders.id, { onDelete: 'cascade' }),
    ...salesLineColumns(),
  },
  (t) => [index('invoice_builder_lines_builder_idx').on(t.companyId, t.builderId), ...salesLineKeys('invoice_builder_lines', t)],
);
