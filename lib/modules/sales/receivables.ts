import { saveAsTemplateAction } from './invoice-builders';
import { emailDocumentAction } from './email-documents';
import { acceptAction, approvalActions, convertAction, copyAction } from './document-actions';
import { defineSalesDocument, DEPOSIT_TO, RECEIVABLES } from './sales-documents';
import { refuseChangeOfShipped, salesOrderReservations, shipAction } from './sales-orders';

/**
 * The sales documents of the Processing hub (gem 137), one definition each over the one
 * `sales_documents` table. List columns follow spec section 3 (and section 2 for return items).
 */
export const estimatesResource = defineSalesDocument({
  kind: 'estimate',
  name: 'estimates',
  domainId: 40,
  permission: 'estimate',
  noun: 'estimate',
  side: null,
  account: RECEIVABLES,
  columns: ['total_amount', 'estimate_status'],
  actions: { convert: convertAction, accept: acceptAction, copy: copyAction('estimates') },
});

export const invoicesResource = defineSalesDocument({
  kind: 'invoice',
  name: 'invoices',
  domainId: 157,
  permission: 'invoice',
  noun: 'invoice',
  side: 'charge',
  account: RECEIVABLES,
  columns: ['due_date', 'total_amount', 'total_paid', 'balance_due'],
  approval: true,
  actions: { ...approvalActions.actions, copy: copyAction('invoices'), email: emailDocumentAction, 'save-as-template': saveAsTemplateAction },
  collectionActions: approvalActions.collectionActions,
});

export const salesReceiptsResource = defineSalesDocument({
  kind: 'sales_receipt',
  name: 'ar-sales-receipts',
  domainId: 117,
  permission: 'sales_receipt',
  noun: 'sales receipt',
  side: 'charge',
  account: DEPOSIT_TO,
  columns: ['total_amount'],
  actions: { copy: copyAction('ar-sales-receipts') },
});

export const creditMemosResource = defineSalesDocument({
  kind: 'credit_memo',
  name: 'credit-memos',
  domainId: 56,
  permission: 'credit_memo',
  noun: 'credit memo',
  side: 'credit',
  account: RECEIVABLES,
  columns: ['total_amount', 'balance_due'],
  actions: { copy: copyAction('credit-memos') },
});

/**
 * Return items [200]: goods a customer sent back. Posted as a credit memo is (the customer owes
 * less, income and tax are taken back); it differs in what it will do once inventory exists: it
 * restocks its goods. Until then its list shows what was received and what is left to apply.
 */
export const returnItemsResource = defineSalesDocument({
  kind: 'return_item',
  name: 'return-items',
  domainId: 200,
  permission: 'credit_memo',
  noun: 'return item',
  side: 'credit',
  account: RECEIVABLES,
  columns: ['due_date', 'total_amount', 'total_paid', 'balance_due'],
});

/**
 * Sales orders [206]: a customer's order that holds its Inventory Item lines' stock at their
 * locations while open (available = on hand − reserved; lib/modules/inventory/reservations.ts).
 * It posts nothing; shipping makes an invoice of what ships and releases it; voiding cancels it,
 * releasing what it still holds.
 */
export const salesOrdersResource = defineSalesDocument({
  kind: 'sales_order',
  name: 'sales-orders',
  domainId: 206,
  permission: 'sales_order',
  noun: 'sales order',
  side: null,
  account: RECEIVABLES,
  columns: ['due_date', 'total_amount', 'order_status'],
  ledgers: [salesOrderReservations],
  refuseChange: refuseChangeOfShipped,
  actions: { ship: shipAction },
});
