/**
 * Hubs: collections a gem opens together, shown as tabs atop each one's list window (the
 * Banking gem [177]: Write Checks, Transfer Funds, Make Deposits, Reconcile an Account), and
 * the settings the hub's tabs end with (a singleton's form), if any.
 */
export type Hub = {
  tabs: string[];
  settings?: string;
  /** Tabs that show how many of their records wait (list filters): To Be Approved's pending batches. */
  counts?: Record<string, Record<string, string>>;
};

export const HUBS: Hub[] = [
  // Users (gem 89): who signs in, and the roles that say what each may do.
  { tabs: ['users', 'roles', 'permissions'] },
  // Checks (the Banking gem 177, spec section 2's Checks hub): checks (Create Check, All Checks),
  // the checks' Print Queue, transfers, deposits, reconciliations and check layouts (Add Check
  // Layout, All Check Layouts are that list's add button and rows).
  { tabs: ['checks', 'print/check', 'transfers', 'bank-deposits', 'reconciliations', 'check-layouts'] },
  { tabs: ['assets', 'depreciation-runs'] },
  // Processing (gem 137 Receivables Processing): first what waits to print or to be e-mailed
  // (`processing`), then the sales documents and getting paid, in the spec's order (estimates,
  // invoices, payments, sales receipts, credit memos, deposits), with return items, other funds
  // received, applied credits, write-offs and the recurring billing schedules beside them.
  {
    tabs: ['processing', 'estimates', 'invoices', 'payments', 'ar-sales-receipts', 'credit-memos', 'return-items', 'other-fund-received', 'apply-credits', 'write-offs', 'recurring-billing', 'bank-deposits'],
  },
  // Email Manager (gem 201): composed e-mails, blasts, what the queue sent, templates and signatures, and the job queue
  // (administrators); its settings are the company's own mail server.
  { tabs: ['emails', 'schedulars', 'email-blasts', 'sent-emails', 'email-templates', 'email-signatures', 'messages', 'message-templates', 'queue-jobs'], settings: 'mail-settings' },
  // Payables (gem 140 Payables Processing), in the spec's order: To Be Paid (the approved batch
  // items), To Be Approved (the batches), bills and vendor credits (Add a Bill, All Bills, Add a
  // Credit, All Credits are each list's add button and rows), the checks that pay them, and the
  // aging's periods as its settings.
  {
    tabs: ['ap-uploads', 'ap-batch-items', 'ap-tbas', 'ap-bills', 'ap-credits', 'checks'],
    settings: 'payables-aging-settings',
    counts: { 'ap-uploads': { to_be_entered: 'yes' }, 'ap-batch-items': { status: 'approved' }, 'ap-tbas': { status: 'pending' } },
  },
  // Custom fieldsets [-23] (from Configuration): the sections of fields a company adds to its records, and the fields.
  { tabs: ['fieldset', 'fields'] },
  // Products (gem 136 Receivables Items): what is sold, and the lists and settings invoices use.
  {
    tabs: ['ar-services', 'ar-goods', 'ar-other-charges', 'ar-discounts', 'ar-taxes', 'ar-terms', 'ar-messages', 'ar-delivery-methods', 'acct-payment-methods', 'rates', 'ar-invoice-layouts', 'invoice-builders'],
    settings: 'invoice-settings',
  },
];

/**
 * Hub tabs that are windows of their own rather than a collection's list, with the label key
 * (in `window`) of their tab and title: the checks' Print Queue (print/check).
 */
export const HUB_VIEWS: Record<string, { label: string; of: string }> = { 'print/check': { label: 'printQueue', of: 'checks' } };

/**
 * The hub a collection belongs to, if any: the one whose first tab is `within` (the hub the
 * window's tabs were opened in: deposits are a tab of Banking and of Processing), else the first.
 */
export const hubOf = (collection: string, within?: string) =>
  HUBS.find((hub) => hub.tabs[0] === within && hub.tabs.includes(collection)) ?? HUBS.find((hub) => hub.tabs.includes(collection)) ?? null;

/**
 * The print queue hub (gem 194) and the e-mail queue: the documents flagged to print or to
 * e-mail, by type, in the spec's order (estimates, invoices, sales receipts, credit memos, with
 * return items); work orders, payments and deposits carry no queue flags here.
 */
export const QUEUE_TABS = ['estimates', 'invoices', 'ar-sales-receipts', 'credit-memos', 'return-items'];
export const QUEUES = ['print', 'email'] as const;
/** The documents of every type waiting in either queue, as one collection (lib/modules/sales/processing.ts). */
export const PROCESSING = 'processing';
export type Queue = (typeof QUEUES)[number];
