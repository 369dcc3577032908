import { today } from '@/lib/engine/date-params';
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
import { ratesResource } from './rates';
import { creditMemosResource, estimatesResource, invoicesResource, returnItemsResource, salesReceiptsResource } from './receivables';
import { issueDueInvoices, RECURRING_BILLING_JOB, recurringBillingResource } from './recurring-billing';
import { taxesResource } from './taxes';
import { termsResource } from './terms';
import { writeOffsResource } from './write-offs';

/** Receivables: what is sold, the sales documents, getting paid, and the invoices' lists and layouts. */
export const salesModule = defineModule({
  name: 'sales',
  resources: [
    paymentsResource, otherFundsResource, applyCreditsResource, writeOffsResource,
    estimatesResource, invoicesResource, salesReceiptsResource, recurringBillingResource, creditMemosResource, returnItemsResource,
    servicesResource, goodsResource, otherChargesResource, discountsResource, itemsResource,
    taxesResource, termsResource, documentMessagesResource, deliveryMethodsResource, paymentMethodsResource, ratesResource,
    invoiceLayoutsResource, invoiceBuildersResource, processingResource,
  ],
  settings: [invoiceSettingsResource],
  jobs: {
    // Messaging's job, declared here: invoices are what its e-mails attach, and messaging knows no invoice.
    [SEND_EMAIL]: sendEmailJob({ invoice: invoiceAttachment }),
    [RECURRING_BILLING_JOB]: {
      async run(ctx) {
        await issueDueInvoices(ctx, today(ctx.company));
      },
    },
  },
  reports: receivablesReports,
  permissions: ['credit_memo', 'estimate', 'general_payment', 'invoice', 'invoicing write-offs', 'sales_receipt'],
  views: { customers: { 'statement/pdf': statementPdfView } },
});
