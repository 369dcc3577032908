import { integer, text } from 'drizzle-orm/pg-core';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { SERVICES, serviceOn } from '@/lib/engine/services';

const serviceFields = catalogueTable('services', {
  number: integer().notNull(),
  name: text().notNull(),
  setting: text().notNull(),
  isEnabled: integer().notNull(),
});

/**
 * Services (spec section 7 `services`): the parts of the product a company turns on or off, by the
 * numbers the spec's menu items carry (`number`, lib/engine/services.ts), each with whether it is
 * on for the asking company. They are turned on and off as settings (`PUT /api/v1/settings {service_email: 0}`),
 * by administrators, from Settings, Configuration.
 */
export const companyServicesResource = defineCatalogue({
  name: 'services',
  table: serviceFields,
  columns: ['number', 'name', 'is_enabled'],
  titleField: 'name',
  kinds: { is_enabled: 'flag' },
  search: ['name'],
  sort: ['number', 'name'],
  filter: ['number', 'setting', 'is_enabled'],
  terminology: 'settings',
  permission: 'settings',
    // Numbered 1, 2, ... in the list's order; `number` is the spec's service number (-3 Announce, 208 E-mail...).
  rows: ({ company }) => SERVICES.map(({ id, name, setting }, i) => ({ id: i + 1, number: id, name, setting, isEnabled: serviceOn(company, setting) ? 1 : 0 })),
});
