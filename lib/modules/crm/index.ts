import { opens } from '@/lib/engine/gems';
import { defineModule } from '@/lib/engine/module';
import { clientsResource, CLIENTS_PENDING } from './clients';
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
  // The CRM area's gems: Client Resources opens the tools' saved links, the E-Mail Blaster messaging's blasts.
  gems: {
    crm: [
      { id: 34, window: opens.list('customers') },
      // The catalogue's "23, 76 and 210 Clients": one gem, found by each id.
      { id: 23, window: opens.list('clients'), aliases: [76, 210] },
      // Pending Clients: the clients waiting for approval, each approved or rejected from its row.
      { id: 209, window: opens.list('clients', { status: CLIENTS_PENDING.join(',') }) },
      { id: 27, window: opens.list('client-resources') },
      { id: 145, window: opens.list('prospects') },
      { id: 146, window: opens.list('opportunities') },
      { id: 148, window: opens.list('other-contacts') },
      { id: 149, window: opens.list('private-contacts') },
      { id: 119, window: opens.list('email-blasts') },
    ],
  },
  terms: {
    employee: { en: ['Employee', 'Employees', 'an'], es: ['Empleado', 'Empleados', 'un'] },
    prospect: { en: ['Prospect', 'Prospects', 'a'], es: ['Prospecto', 'Prospectos', 'un'] },
    vendor: { en: ['Vendor', 'Vendors', 'a'], es: ['Proveedor', 'Proveedores', 'un'] },
    customer: { en: ['Customer', 'Customers', 'a'], es: ['Cliente', 'Clientes', 'un'] },
    other_contact: { en: ['Other Contact', 'Other Contacts', 'an'], es: ['Otro contacto', 'Otros contactos', 'un'] },
    private_contact: { en: ['Private Contact', 'Private Contacts', 'a'], es: ['Contacto privado', 'Contactos privados', 'un'] },
    client: { en: ['Client', 'Clients', 'a'], es: ['Cliente externo', 'Clientes externos', 'un'] },
    opportunity: { en: ['Opportunity', 'Opportunities', 'an'], es: ['Oportunidad', 'Oportunidades', 'una'] },
  },
});
