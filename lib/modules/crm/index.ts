import { defineModule } from '@/lib/engine/module';
import { clientsResource } from './clients';
import { customersResource } from './customers';
import { employeesResource } from './employees';
import { opportunitiesResource } from './opportunities';
import { otherContactsResource } from './other-contacts';
import { privateContactsResource } from './private-contacts';
import { prospectsResource } from './prospects';
import { vendorsResource } from './vendors';

/** The people and companies the business deals with. */
export const crmModule = defineModule({
  name: 'crm',
  resources: [customersResource, clientsResource, employeesResource, vendorsResource, prospectsResource, otherContactsResource, privateContactsResource, opportunitiesResource],
  permissions: ['employee', 'customer', 'oppertunitiy', 'other_contact', 'prospect', 'vendor'],
});
