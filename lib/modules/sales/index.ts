import { today } from '@/lib/engine/date-params';
import { documentDefaultsView } from './document-defaults';
import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { receivablesReports } from './receivables-reports';
import { SEND_EMAIL, sendEmailJob } from '@/lib/modules/messaging/send';
import { applyCreditsResource } from './apply-credits';
import { deliveryMethodsResource } from './delivery-methods';
import { documentMessagesResource } from './document-messages';
import { invoiceAttachment } from './email-documents';
import { invoiceBuildersResource } from './invoice-builders';
import { invoiceLayoutsResource } from './invoice-layouts';
import { invoiceSettingsResource } from './invoice-settings';
import { discountsResource, goodsResource, itemsResource, otherChargesResource, servicesResource } from './items';
import { otherFundsResource } from './other-funds';
import { paymentMethodsResource } from './payment-methods';
import { paymentsResource } from './payments';
import { statementPdfView } from './pdf/statement';
import { processingResource } from './processing';
import { emailPurchaseOrderAction, purchaseOrderAttachment, purchaseOrderPdfView } from './purchase-order-documents';
import { ratesResource } from './rates';
import { creditMemosResource, estimatesResource, invoicesResource, returnItemsResource, salesOrdersResource, salesReceiptsResource } from './receivables';
import { RECURRING_BILLING_JOB, recurringBillingResource } from './recurring-billing';
import { recurringBillingRunsResource, RUN_BATCH_JOB, runBatchJob, startRun } from './recurring-runs';
import { taxesResource } from './taxes';
import { termsResource } from './terms';
import { writeOffsResource } from './write-offs';

/** Receivables: what is sold, the sales documents, getting paid, and the invoices' lists and layouts. */
export const salesModule = defineModule({
  name: 'sales',
  resources: [
    paymentsResource, otherFundsResource, applyCreditsResource, writeOffsResource,
    estimatesResource, salesOrdersResource, invoicesResource, salesReceiptsResource, recurringBillingResource, recurringBillingRunsResource, creditMemosResource, returnItemsResource,
    servicesResource, goodsResource, otherChargesResource, discountsResource, itemsResource,
    taxesResource, termsResource, documentMessagesResource, deliveryMethodsResource, paymentMethodsResource, ratesResource,
    invoiceLayoutsResource, invoiceBuildersResource, processingResource,
  ],
  settings: [invoiceSettingsResource],
  jobs: {
    // Messaging's job, declared here: invoices are what its e-mails attach, and messaging knows no invoice.
    [SEND_EMAIL]: sendEmailJob({ invoice: invoiceAttachment, purchase_order: purchaseOrderAttachment }),
    [RECURRING_BILLING_JOB]: {
      daily: true,
      async run(ctx) {
        await startRun(ctx, today(ctx.company));
      },
    },
    [RUN_BATCH_JOB]: runBatchJob,
  },
  reports: receivablesReports,
  permissions: ['credit_memo', 'estimate', 'general_payment', 'invoice', 'invoicing write-offs', 'sales_order', 'sales_receipt'],
  // A customer's statement, and a purchase order's PDF and e-mail: drawn and mailed as the sales documents are.
  views: { customers: { 'statement/pdf': statementPdfView, 'document-defaults': documentDefaultsView }, 'purchase-orders': { pdf: purchaseOrderPdfView } },
  actions: { 'purchase-orders': { email: emailPurchaseOrderAction } },
  hubs: [
    // Processing (gem 137 Receivables Processing): first what waits to print or to be e-mailed
    // (`processing`), then the sales documents and getting paid, in spec section 2's order (estimates,
    // work orders, invoices, payments, sales receipts, credit memos, deposits), then sales orders, return
    // items, other funds received, applied credits, write-offs and the recurring billing schedules.
    // Work orders are the jobs area's (in no hub of its own) and deposits banking's (its hub first).
    {
      tabs: ['processing', 'estimates', 'work-orders', 'invoices', 'payments', 'ar-sales-receipts', 'credit-memos', 'bank-deposits', 'sales-orders', 'return-items', 'other-fund-received', 'apply-credits', 'write-offs', 'recurring-billing'],
    },
    // Products (gem 136 Receivables Items): what is sold, and the lists and settings invoices use.
    {
      tabs: ['ar-services', 'ar-goods', 'ar-other-charges', 'ar-discounts', 'ar-taxes', 'ar-terms', 'ar-messages', 'ar-delivery-methods', 'acct-payment-methods', 'rates', 'ar-invoice-layouts', 'invoice-builders'],
      settings: 'invoice-settings',
    },
  ],
  windows: {
    // The documents that wait in the print and e-mail queues, in the spec's order. The other sales
    // documents share the invoice's window (header, line grid, totals) and its width.
    estimates: { width: 1300, queued: true },
    'sales-orders': { width: 1300 },
    invoices: { width: 1300, queued: true },
    'ar-sales-receipts': { width: 1300, queued: true },
    'credit-memos': { width: 1300, queued: true },
    'return-items': { width: 1300, queued: true },
    'ar-services': { width: 1200 },
    'ar-other-charges': { width: 1200 },
    // A layout's entries are reordered, hidden and renamed beside a live preview.
    'ar-invoice-layouts': { width: 1000, form: 'layout' },
    // A payment is applied to the customer's open invoices.
    payments: { form: 'payment' },
    // A schedule shows the dates of its next invoices under its form.
    'recurring-billing': { form: 'recurring-billing' },
    // What waits to print or to be e-mailed is the print queue's panel under the Processing hub's tabs.
    processing: { list: 'processing' },
  },
  // The Billing area's gems.
  gems: {
    billing: [
      { id: 35, window: opens.list('invoices') },
      { id: 157, window: opens.list('invoices') },
      { id: 40, window: opens.list('estimates') },
      { id: 117, window: opens.list('ar-sales-receipts') },
      { id: 56, window: opens.list('credit-memos') },
      { id: 180, window: opens.list('payments') },
      { id: 136, window: opens.list('ar-services') },
      { id: 137, window: opens.list('processing') },
      { id: 42, window: opens.report('receivables-aging') },
      { id: 44, window: opens.report('open-receivables') },
      { id: 73, window: opens.report('top-customers') },
      { id: 200, window: opens.list('return-items') },
      { id: 206, window: opens.list('sales-orders') },
    ],
  },
  terms: {
    invoice: { en: ['Invoice', 'Invoices', 'an'], es: ['Factura', 'Facturas', 'una'] },
    estimate: { en: ['Estimate', 'Estimates', 'an'], es: ['Presupuesto', 'Presupuestos', 'un'] },
    sales_order: { en: ['Sales Order', 'Sales Orders', 'a'], es: ['Orden de venta', 'Órdenes de venta', 'una'] },
    recurring_billing: { en: ['Recurring Schedule', 'Recurring Billing', 'a'], es: ['Programación recurrente', 'Facturación recurrente', 'una'] },
    recurring_billing_run: { en: ['Recurring Billing Run', 'Recurring Billing Runs', 'a'], es: ['Ejecución de facturación recurrente', 'Ejecuciones de facturación recurrente', 'una'] },
    credit_memo: { en: ['Credit Memo', 'Credit Memos', 'a'], es: ['Nota de crédito', 'Notas de crédito', 'una'] },
    sales_receipt: { en: ['Sales Receipt', 'Sales Receipts', 'a'], es: ['Recibo de venta', 'Recibos de venta', 'un'] },
    return_item: { en: ['Return Item', 'Return Items', 'a'], es: ['Devolución', 'Devoluciones', 'una'] },
    term: { en: ['Term', 'Terms', 'a'], es: ['Plazo', 'Plazos', 'un'] },
    tax: { en: ['Tax', 'Taxes', 'a'], es: ['Impuesto', 'Impuestos', 'un'] },
    layout: { en: ['Layout', 'Layouts', 'a'], es: ['Diseño', 'Diseños', 'un'] },
    invoice_builder: { en: ['Invoice Builder', 'Invoice Builders', 'an'], es: ['Generador de facturas', 'Generadores de facturas', 'un'] },
    service: { en: ['Service', 'Services', 'a'], es: ['Servicio', 'Servicios', 'un'] },
    good: { en: ['Good', 'Goods', 'a'], es: ['Bien', 'Bienes', 'un'] },
    discount: { en: ['Discount', 'Discounts', 'a'], es: ['Descuento', 'Descuentos', 'un'] },
    customer_payment: { en: ['Funds Received', 'Funds Received', 'a'], es: ['Fondos recibidos', 'Fondos recibidos', 'un'] },
    other_charge: { en: ['Other Charge', 'Other Charges', 'an'], es: ['Otro cargo', 'Otros cargos', 'un'] },
    item: { en: ['Item', 'Items', 'an'], es: ['Artículo', 'Artículos', 'un'] },
    rate: { en: ['Rate', 'Rates', 'a'], es: ['Tarifa', 'Tarifas', 'una'] },
    delivery_method: { en: ['Delivery Method', 'Delivery Methods', 'a'], es: ['Método de entrega', 'Métodos de entrega', 'un'] },
    payment_method: { en: ['Payment Method', 'Payment Methods', 'a'], es: ['Método de pago', 'Métodos de pago', 'un'] },
    invoice_settings: { en: ['Invoice Settings', 'Invoice Settings', 'the'], es: ['Configuración de facturas', 'Configuración de facturas', 'la'] },
    processing: { en: ['Processing', 'Processing', 'the'], es: ['Procesamiento', 'Procesamiento', 'el'] },
  },
});
