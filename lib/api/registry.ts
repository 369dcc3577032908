import { can } from '@/lib/auth/permissions';
import type { SessionUser } from '@/lib/users/session-user';
import { notFound } from '@/lib/engine/errors';
import { serviceOn } from '@/lib/engine/services';
import type { Company } from '@/lib/tenant/company';
import { clientsResource } from '@/lib/modules/crm/clients';
import { customersResource } from '@/lib/modules/crm/customers';
import { employeesResource } from '@/lib/modules/crm/employees';
import { opportunitiesResource } from '@/lib/modules/crm/opportunities';
import { otherContactsResource } from '@/lib/modules/crm/other-contacts';
import { privateContactsResource } from '@/lib/modules/crm/private-contacts';
import { prospectsResource } from '@/lib/modules/crm/prospects';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import type { Resource } from '@/lib/engine/define';
import { checksResource } from '@/lib/modules/banking/checks';
import { checkLayoutsResource } from '@/lib/modules/banking/check-layouts';
import { billsResource, vendorCreditsResource } from '@/lib/modules/payables/bills';
import { batchesResource } from '@/lib/modules/payables/batches';
import { agingSettingsResource } from '@/lib/modules/payables/aging-settings';
import { uploadsResource } from '@/lib/modules/payables/uploads';
import { batchItemsResource } from '@/lib/modules/payables/pay-bills';
import { depositsResource } from '@/lib/modules/banking/deposits';
import { reconciliationsResource } from '@/lib/modules/banking/reconciliations';
import { transfersResource } from '@/lib/modules/banking/transfers';
import { accountsResource } from '@/lib/modules/books/accounts';
import { classificationsResource } from '@/lib/modules/books/classifications';
import { depreciationRunsResource } from '@/lib/modules/books/depreciation-runs';
import { fixedAssetsResource } from '@/lib/modules/books/fixed-assets';
import { journalEntriesResource, journalViewResource } from '@/lib/modules/books/journal-entries';
import { transactionsResource } from '@/lib/modules/books/transactions';
import { applyCreditsResource } from '@/lib/modules/sales/apply-credits';
import { otherFundsResource } from '@/lib/modules/sales/other-funds';
import { paymentsResource } from '@/lib/modules/sales/payments';
import { writeOffsResource } from '@/lib/modules/sales/write-offs';
import { jobsResource } from '@/lib/modules/jobs/jobs';
import { milestonesResource } from '@/lib/modules/jobs/milestones';
import { workOrdersResource } from '@/lib/modules/jobs/work-orders';
import { usersResource } from '@/lib/modules/platform/users';
import { permissionsResource, rolesResource } from '@/lib/modules/platform/roles';
import { deliveryMethodsResource } from '@/lib/modules/sales/delivery-methods';
import { documentMessagesResource } from '@/lib/modules/sales/document-messages';
import { invoiceSettingsResource } from '@/lib/modules/sales/invoice-settings';
import { discountsResource, goodsResource, itemsResource, otherChargesResource, servicesResource } from '@/lib/modules/sales/items';
import { paymentMethodsResource } from '@/lib/modules/sales/payment-methods';
import { creditMemosResource, estimatesResource, invoicesResource, returnItemsResource, salesReceiptsResource } from '@/lib/modules/sales/receivables';
import { ratesResource } from '@/lib/modules/sales/rates';
import { recurringBillingResource } from '@/lib/modules/sales/recurring-billing';
import { taxesResource } from '@/lib/modules/sales/taxes';
import { termsResource } from '@/lib/modules/sales/terms';
import { emailBlastsResource } from '@/lib/modules/messaging/blasts';
import { emailsResource, schedularsResource, sentEmailsResource } from '@/lib/modules/messaging/emails';
import { mailSettingsResource } from '@/lib/modules/messaging/mail-settings';
import { messagesResource, messageTemplatesResource } from '@/lib/modules/messaging/messages';
import { emailSignaturesResource, emailTemplatesResource } from '@/lib/modules/messaging/templates';
import { queueJobsResource } from '@/lib/modules/settings/queue-jobs';
import { invoiceLayoutsResource } from '@/lib/modules/sales/invoice-layouts';
import { invoiceBuildersResource } from '@/lib/modules/sales/invoice-builders';
import { statementPdfView } from '@/lib/modules/sales/pdf/statement';
import { processingResource } from '@/lib/modules/sales/processing';
import { settingsResource } from '@/lib/modules/settings/settings';
import { companyServicesResource } from '@/lib/modules/settings/services';
import { customFieldsResource, fieldsetResource } from '@/lib/modules/settings/custom-fields';
import { carriesCustom } from '@/lib/engine/custom-column';
import { companyLogsResource } from '@/lib/modules/workspace/company-logs';
import { defaultTerminologiesResource } from '@/lib/modules/workspace/default-terminologies';
import { gemsResource } from '@/lib/modules/workspace/gems';
import { notificationsResource } from '@/lib/modules/workspace/notifications';
import { terminologiesResource } from '@/lib/modules/workspace/terminologies';
import { companyTypesResource, typesResource } from '@/lib/modules/workspace/types';
import { userGemsResource } from '@/lib/modules/workspace/user-gems';
import { clientResourcesResource, payrollLinksResource, websitesResource } from '@/lib/modules/tools/links';
import { quickNotesResource } from '@/lib/modules/tools/notes';
import { goalsResource } from '@/lib/modules/tools/goals';

/** Every collection of the API. A new entity is a definition added here, nothing more. */
const all: Resource[] = [
  usersResource,
  rolesResource,
  permissionsResource,
  // A customer's statement is drawn by receivables, which the customers' own module does not know.
  { ...customersResource, views: { ...customersResource.views, 'statement/pdf': statementPdfView } },
  clientsResource,
  employeesResource,
  vendorsResource,
  prospectsResource,
  otherContactsResource,
  privateContactsResource,
  opportunitiesResource,
  jobsResource,
  workOrdersResource,
  milestonesResource,
  notificationsResource,
  terminologiesResource,
  companyLogsResource,
  accountsResource,
  classificationsResource,
  journalEntriesResource,
  journalViewResource,
  transactionsResource,
  typesResource,
  companyTypesResource,
  checksResource,
  transfersResource,
  depositsResource,
  reconciliationsResource,
  paymentsResource,
  otherFundsResource,
  applyCreditsResource,
  writeOffsResource,
  fixedAssetsResource,
  depreciationRunsResource,
  estimatesResource,
  invoicesResource,
  salesReceiptsResource,
  recurringBillingResource,
  creditMemosResource,
  billsResource,
  vendorCreditsResource,
  batchesResource,
  batchItemsResource,
  agingSettingsResource,
  uploadsResource,
  returnItemsResource,
  userGemsResource,
  gemsResource,
  defaultTerminologiesResource,
  settingsResource,
  servicesResource,
  companyServicesResource,
  goodsResource,
  otherChargesResource,
  discountsResource,
  itemsResource,
  taxesResource,
  termsResource,
  documentMessagesResource,
  deliveryMethodsResource,
  paymentMethodsResource,
  ratesResource,
  invoiceSettingsResource,
  queueJobsResource,
  emailTemplatesResource,
  emailSignaturesResource,
  emailsResource,
  sentEmailsResource,
  schedularsResource,
  emailBlastsResource,
  mailSettingsResource,
  messageTemplatesResource,
  messagesResource,
  invoiceLayoutsResource,
  invoiceBuildersResource,
  processingResource,
  checkLayoutsResource,
  websitesResource,
  clientResourcesResource,
  payrollLinksResource,
  quickNotesResource,
  goalsResource,
];

// Custom fieldsets are made for the collections whose records keep custom values.
all.push(fieldsetResource(all.filter(carriesCustom)), customFieldsResource);

export const resources: ReadonlyMap<string, Resource> = new Map(all.map((r) => [r.name, r]));

export function getResource(name: string): Resource {
  const def = resources.get(name);
  if (!def) throw notFound(`Unknown collection "${name}".`);
  return def;
}

/**
 * What the workspace's windows need of each collection `user` may read, before loading it (its
 * term, its domain id). One they may not read (the job queue, for someone not an administrator)
 * is left out, so no hub tab or link offers a window that would answer 403; so is one of a service
 * the company turned off (lib/engine/services.ts).
 */
export const collectionsFor = (user: SessionUser, company: Company) =>
  Object.fromEntries(
    [...resources.values()]
      .filter((r) => can(user, r.permission, 'view') && (!r.service || serviceOn(company, r.service)))
      .map((r) => [r.name, { terminology: r.terminology, domainId: r.domainId ?? null }]),
  );

/**
 * Spec section 7 paths that name an action or a report of another collection, by their first two
 * segments or their only one: `print/check` is printing checks (`checks/print`), `ap-check` writing
 * the checks of approved bills (`ap-batch-items/pay`), `payables` and `vendors/payables` the open
 * payables (`reports/open-payables`, `vendor_id=` for one vendor's), `payables-aging-period` the
 * payables aging (`reports/payables-aging`). The rest of the path and the query follow.
 */
const PATH_ALIASES: Record<string, string[]> = {
  'print/check': ['checks', 'print'],
  'vendors/payables': ['reports', 'open-payables'],
  'ap-check': ['ap-batch-items', 'pay'],
  payables: ['reports', 'open-payables'],
  'payables-aging-period': ['reports', 'payables-aging'],
};

export function resolvePath(path: string[]): string[] {
  const two = path.slice(0, 2).join('/');
  if (path.length >= 2 && Object.hasOwn(PATH_ALIASES, two)) return [...PATH_ALIASES[two], ...path.slice(2)];
  return path.length === 1 && Object.hasOwn(PATH_ALIASES, path[0]) ? PATH_ALIASES[path[0]] : path;
}
