import { notFound } from '@/lib/api/errors';
import { clientsResource } from './crm/clients';
import { customersResource } from './crm/customers';
import { employeesResource } from './crm/employees';
import { opportunitiesResource } from './crm/opportunities';
import { otherContactsResource } from './crm/other-contacts';
import { privateContactsResource } from './crm/private-contacts';
import { prospectsResource } from './crm/prospects';
import { vendorsResource } from './crm/vendors';
import type { Resource } from './define';
import { checksResource } from './banking/checks';
import { depositsResource } from './banking/deposits';
import { reconciliationsResource } from './banking/reconciliations';
import { transfersResource } from './banking/transfers';
import { accountsResource } from './ledger/accounts';
import { classificationsResource } from './ledger/classifications';
import { fixedAssetsResource } from './ledger/fixed-assets';
import { journalEntriesResource, journalViewResource } from './ledger/journal-entries';
import { jobsResource } from './jobs/jobs';
import { milestonesResource } from './jobs/milestones';
import { workOrdersResource } from './jobs/work-orders';
import { usersResource } from './platform/users';
import { companyLogsResource } from './workspace/company-logs';
import { notificationsResource } from './workspace/notifications';
import { terminologiesResource } from './workspace/terminologies';
import { userGemsResource } from './workspace/user-gems';

/** Every collection of the API. A new entity is a definition added here, nothing more. */
const all: Resource[] = [
  usersResource,
  customersResource,
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
  checksResource,
  transfersResource,
  depositsResource,
  reconciliationsResource,
  fixedAssetsResource,
  userGemsResource,
];

export const resources: ReadonlyMap<string, Resource> = new Map(all.map((r) => [r.name, r]));

export function getResource(name: string): Resource {
  const def = resources.get(name);
  if (!def) throw notFound(`Unknown collection "${name}".`);
  return def;
}
