import { and, eq, not, sql } from 'drizzle-orm';
import { z } from 'zod';
import { together } from '@/db/client';
import { journals, receivableApplications, salesDocumentLines, salesDocuments, type SalesDocumentKind } from '@/db/schema';
import type { ActionSpec, CollectionActionSpec, ResourceContext, Shape, WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { choice } from '@/lib/engine/fields';
import { approvalStatusKind } from '@/lib/engine/approval';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { perRequest } from '@/lib/engine/per-request';
import { PAYMENT_METHODS } from './payment-methods';
import { ACCOUNTS_RECEIVABLE, BANK } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { systemAccount } from '@/lib/modules/books/chart';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import type { SubLedger } from '@/lib/modules/books/sub-ledgers';
import { customersResource } from '@/lib/modules/crm/customers';
import { addressTexts } from '@/lib/modules/crm/sub-records';
import { fromCents, toCents } from '@/lib/money';
import { billableLines, templateTimeLines, timeBilledLedger } from '@/lib/modules/time/billing';
import { salesDocumentInput, type MoneyAccountRule } from './document-input';
import { transactionSummary } from './document-actions';
import { DISPLAY_STATUSES, displayStatus, ESTIMATE_STATUSES, estimateStatus, isDraft, isOpen, LIST_FLAGS, SALES_ORDER_STATUSES, salesOrderStatus } from './document-status';
import { invoiceSettingsOf, type InvoiceSettings } from './invoice-settings-row';
import { balanceDue } from './lines';
import { priceLines, salesPosting, type PostingSide } from './posting';
import { prefetchItemDefaults, withItemDefaults, type SalesLine } from './pricing';
import { salesStockLedger, withInventoryDefaults } from './inventory-lines';
import { termsOf } from './terms';
import { documentRelations } from './document-relations';
import { carriedBy, carriedTo, overPaymentLedger, refuseOverPaymentLines } from './over-payment-lines';
import { dueDateOf } from './due-date';
import { pdfView } from './pdf/render';
import { printAction, queueAction } from './pdf/queue';

type Doc = typeof salesDocuments.$inferSelect;
type Input = z.infer<ReturnType<typeof salesDocumentInput>> & { method?: number | null };

/** How each kind of sales document is named, kept and posted. */
export type SalesKind = {
  kind: SalesDocumentKind;
  name: string;
  domainId: number;
  permission: string;
  noun: string;
  /** The customer's side of its posting; none for a document that never posts (an estimate). */
  side: PostingSide | null;
  account: MoneyAccountRule;
  columns: string[];
  /** Waits for approval when the company's invoice settings require it. */
  approval?: boolean;
  actions?: Record<string, ActionSpec<Doc, z.ZodType>>;
  /** Ledgers it keeps beside those of its side (a sales order's reservations). */
  ledgers?: SubLedger<Doc, Input, SalesLine>[];
  /** What refuses a change of a stored one (a sales order that shipped); refusing throws. */
  refuseChange?(ctx: WriteContext, existing: Doc | null): Promise<void>;
  collectionActions?: Record<string, CollectionActionSpec<z.ZodType>>;
};

export const RECEIVABLES: MoneyAccountRule = { label: 'A/R account', types: [ACCOUNTS_RECEIVABLE], mustBe: 'mustBeReceivable' };
/** Where a sales receipt's money goes: a bank, or a current asset such as Undeposited Funds. */
export const DEPOSIT_TO: MoneyAccountRule = { label: 'Deposit to', types: [BANK, 3], mustBe: 'mustBeBankOrCurrentAsset' };

const lineShape: Shape = { table: salesDocumentLines, hidden: ['document_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/** The numbering series of a kind of sales document (`sales_invoice`). */
export const salesSeries = (kind: SalesDocumentKind) => `sales_${kind}`;

/**
 * A field's value, or on a new document its default where none is given (the form sends every
 * field, empty ones as null). A change's input is its body over the stored document: there an
 * empty field stays empty.
 */
async function orDefault<T>(value: T | null | undefined, existing: Doc | null, fallback: () => T | null | Promise<T | null>): Promise<T | null> {
  if (value !== null && value !== undefined) return value;
  return existing ? null : fallback();
}

/** A customer's billing and shipping addresses as printed lines, read once per request. */
const customerAddresses = perRequest((ctx, customerId: number) => addressTexts(ctx, { type: 'customers', id: customerId }));

/** What a new document not given both its addresses is filled with: its customer's (null when nothing is filled). */
function addressesToFill(ctx: ResourceContext, body: Partial<Pick<Input, 'customer_id' | 'billing_address' | 'delivery_address'>>, existing: Doc | null) {
  const given = (value: string | null | undefined) => value !== null && value !== undefined;
  if (existing || body.customer_id === undefined || (given(body.billing_address) && given(body.delivery_address))) return null;
  return customerAddresses(ctx, body.customer_id);
}

/** The document's tax: as given, else on a new document the invoice settings' default tax. */
const taxOf = (input: Input, existing: Doc | null, settings: InvoiceSettings) => orDefault(input.tax_id, existing, () => settings.defaultTaxId);

/**
 * Refuses to change or void an invoice or credit memo that money was set against: the payment
 * or credit would point at amounts that no longer exist. Unapply it first (void the payment,
 * credit or write-off); nothing is written.
 */
async function refuseWhenApplied(ctx: ResourceContext, doc: Doc, noun: string) {
  const column = doc.kind === 'invoice' ? receivableApplications.invoiceId : receivableApplications.creditMemoId;
  // What its own Over Payment lines carried is given back and carried anew by the change itself.
  const own = doc.kind === 'invoice' ? carriedBy(doc.id) : undefined;
  const [applied] = await ctx.tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(receivableApplications)
    .where(and(eq(receivableApplications.companyId, ctx.company.id), eq(column, doc.id), own ? not(own) : undefined));
  const carried = doc.kind === 'invoice' ? await carriedTo(ctx, doc.id) : 0n;
  if (toCents(doc.totalPaid) !== carried || applied.n > 0) {
    throw ValidationError.field('id', say('documentPaymentsApplied', { noun }));
  }
}

/** Time and expenses are billed on invoices alone (a 422 naming the line elsewhere). */
function refuseTimeLines(lines: SalesLine[]): SalesLine[] {
  const errors = lines.flatMap((line, i) => (line.type === 'time_expense' ? [{ field: `lines.${i}.type`, ...say('timeOnInvoicesOnly') }] : []));
  if (errors.length) throw new ValidationError(errors);
  return lines;
}

/**
 * One definition of a kind of sales document over the one `sales_documents` table (the engine's
 * `fixed: { kind }`): the header fields of spec section 3, lines priced by lib/modules/sales/lines.ts,
 * numbering, the display status and list flags of spec section 4, and the books' document life
 * cycle (drafts, posting, change by reversal, void).
 */
export function defineSalesDocument(config: SalesKind) {
  const base = salesDocumentInput(config.account, config.side);
  const input = config.kind === 'sales_receipt' ? base.extend({ method: choice('Payment method', PAYMENT_METHODS) }) : base;
  const columns = ['number', 'customer_id', 'date', ...config.columns, 'display_status'];

  async function complete(ctx: WriteContext, body: Input, lines: SalesLine[], existing: Doc | null): Promise<SalesLine[]> {
    const billed = config.kind !== 'invoice' ? refuseTimeLines(lines) : body.is_template === 1 ? templateTimeLines(lines) : await billableLines(ctx, { customerId: body.customer_id, jobId: body.job_id }, lines);
    if (config.kind !== 'invoice') refuseOverPaymentLines(lines, say('overPaymentOnInvoice'));
    else if (body.is_template === 1) refuseOverPaymentLines(lines, say('overPaymentNotOnTemplate'));
    const filled = await withInventoryDefaults(ctx, await withItemDefaults(ctx, body.customer_id, billed), config.side);
    const priced = await priceLines(ctx, await taxOf(body, existing, await invoiceSettingsOf(ctx)), filled);
    return filled.map((line, i) => ({ ...line, type: line.type ?? 'service', amount: priced.lines[i].amount, is_taxable: priced.lines[i].isTaxable ? 1 : 0, line_no: i + 1 }));
  }

  async function header(ctx: WriteContext, body: Input, lines: SalesLine[], existing: Doc | null) {
    await config.refuseChange?.(ctx, existing);
    const settings = await invoiceSettingsOf(ctx);
    const taxId = await taxOf(body, existing, settings);
    const termsId = await orDefault(body.terms_id, existing, () => settings.defaultTermsId);
    const terms = await termsOf(ctx, termsId);
    const priced = await priceLines(ctx, taxId, lines);
    // A template billing only time and expenses is worth nothing until an invoice is made of it (templateTimeLines).
    const onlyTime = body.is_template === 1 && lines.some((l) => l.type === 'time_expense') && toCents(priced.totalAmount) === 0n;
    const total = onlyTime ? '0.00' : documentTotal(config.noun, [priced.totalAmount]);
    const accountId = body.ar_account_id ?? (config.account === DEPOSIT_TO ? await systemAccount(ctx, 'undeposited_funds') : (settings.arAccountId ?? (await systemAccount(ctx, 'accounts_receivable'))));
    const [, addresses] = await together([requireAccountOfType(ctx, 'ar_account_id', accountId, config.account.types), addressesToFill(ctx, body, existing) ?? Promise.resolve(null)]);
    const isTemplate = body.is_template === 1;
    const paid = existing?.totalPaid ?? '0.00';
    // What is still owed (an invoice), or still to apply (a credit memo or return).
    const owes = config.kind === 'invoice' || config.kind === 'credit_memo' || config.kind === 'return_item';
    return {
      customerId: body.customer_id,
      number: body.number ?? undefined,
      date: body.date,
      termsId,
      dueDate: body.due_date ?? dueDateOf(body.date, terms),
      arAccountId: accountId,
      taxId,
      billingAddress: body.billing_address ?? addresses?.billing ?? null,
      deliveryAddress: body.delivery_address ?? addresses?.shipping ?? null,
      deliveryMethodId: body.delivery_method_id ?? null,
      deliveryDate: body.delivery_date ?? null,
      deliveryTrackingNumber: body.delivery_tracking_number ?? null,
      incoterms: body.incoterms ?? null,
      incotermsPoint: body.incoterms_point ?? null,
      purchaseOrderNumber: body.purchase_order_number ?? null,
      layoutId: body.layout_id ?? null,
      salesRepType: body.sales_rep_id ? 'employee' : null,
      salesRepId: body.sales_rep_id ?? null,
      jobId: body.job_id ?? null,
      customerMessage: body.customer_message ?? null,
      memo: body.memo ?? null,
      method: config.kind === 'sales_receipt' ? (body.method ?? null) : null,
      isTemplate,
      subtotal: priced.subtotal,
      taxAmount: priced.taxAmount,
      totalAmount: total,
      balanceDue: owes && !isTemplate ? fromCents(balanceDue(toCents(total), toCents(paid))) : '0.00',
    };
  }

  const side = config.side;
  return defineDocument({
    name: config.name,
    domainId: config.domainId,
    table: salesDocuments,
    fixed: { kind: config.kind },
    input,
    columns,
    // The customer's name finds its documents (lib/engine/query.ts `namesMatching`).
    search: ['number', 'memo', 'purchase_order_number', 'customer_id'],
    sort: ['number', 'date', 'due_date', 'total_amount', 'balance_due', 'created_at'],
    filter: ['state', 'customer_id', 'is_tba', 'is_template', 'job_id'],
    namedFilters: { flag: LIST_FLAGS },
    // Its settings, the customer's addresses and its items travel with the references' look-ups.
    prefetch: (ctx, body, existing) => {
      void invoiceSettingsOf(ctx);
      void addressesToFill(ctx, body, existing);
      prefetchItemDefaults(ctx, body.customer_id ?? existing?.customerId, body.lines);
    },
    refs: { customer_id: 'customers', ar_account_id: 'accounts', terms_id: 'ar-terms', tax_id: 'ar-taxes', delivery_method_id: 'ar-delivery-methods', job_id: 'jobs', sales_rep_id: 'employees', layout_id: 'ar-invoice-layouts' },
    // Unique per kind; invoices take the series' prefix ("INV-", set in the numbering settings or the invoice settings).
    numbering: { series: salesSeries(config.kind), caseless: true },
    hidden: ['kind'],
    computed: (row) => ({
      display_status: displayStatus(row),
      status: isOpen(row) ? 0 : 1,
      is_draft: isDraft(row) ? 1 : 0,
      ...(row.kind === 'estimate' ? { estimate_status: estimateStatus(row) } : {}),
      ...(row.kind === 'sales_order' ? { order_status: salesOrderStatus(row) } : {}),
      ...(row.kind === 'sales_receipt' ? { method_label: row.method ? (PAYMENT_METHODS[row.method] ?? null) : null } : {}),
      // Spec section 4's approval status where the document waits for approval (invoices): approved 1, waiting 0; one never held has none.
      ...(config.approval ? { approval_status: row.isApproved ? 1 : row.isTba ? 0 : null } : {}),
    }),
    kinds: { display_status: { kind: 'choice', options: DISPLAY_STATUSES }, estimate_status: { kind: 'choice', options: ESTIMATE_STATUSES }, order_status: { kind: 'choice', options: SALES_ORDER_STATUSES }, ...(config.approval ? { approval_status: approvalStatusKind } : {}) },
    expand: {
      lines: hasMany(lineShape, 'documentId'),
      lineItems: hasMany(lineShape, 'documentId'),
      customer: belongsTo(customersResource, 'customerId'),
      arAccount: belongsTo(accountsResource, 'arAccountId'),
      journal: belongsTo({ table: journals }, 'journalId'),
      ...documentRelations(config.name, config.kind),
    },
    terminology: config.kind,
    titleField: 'number',
    permission: config.permission,
    features: { bookmarks: true, announce: true, secure: true },
    document: {
      noun: config.noun,
      sourceType: config.kind,
      lines: { table: salesDocumentLines, ownerKey: 'documentId' },
      drafts: true,
      // Its number is kept in its header and its receivable line's description alone: taken last.
      numberLast: true,
      voidConfirm: `Void this ${config.noun}? Its posting is reversed; it stays listed as void.`,
      completeLines: complete,
      header,
      // An invoice or sales receipt moves its Inventory Item lines' stock out, a credit memo or return
      // brings it back (its cost of sale posts with it); an invoice's Time & Expenses lines bill time
      // and expenses (the time-billed ledger).
      // Its Over Payment lines carry customers' over payments to it (over-payment-lines.ts).
      ledgers: [...(side !== null ? [salesStockLedger] : []), ...(config.kind === 'invoice' ? [timeBilledLedger, overPaymentLedger] : []), ...(config.ledgers ?? [])],
      posts: (doc) => side !== null && !doc.isTemplate,
      // Never called where `posts` says no (an estimate is issued without a journal).
      posting: (doc, lines, ctx) => salesPosting(ctx, doc, lines as SalesLine[], side ?? 'charge'),
      approval: config.approval
        ? { required: async (ctx, doc) => !doc.isApproved && !doc.isTemplate && (await invoiceSettingsOf(ctx)).approvalRequired, hold: { isTba: true, state: 'draft', journalId: null } }
        : undefined,
      onChange: side ? (ctx, doc) => refuseWhenApplied(ctx, doc, config.noun) : undefined,
    },
    actions: { queue: queueAction, ...config.actions },
    collectionActions: { print: printAction(config.kind), ...config.collectionActions },
    views: { summary: transactionSummary, pdf: pdfView },
  });
}
