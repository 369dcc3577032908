import { jsonb, text } from 'drizzle-orm/pg-core';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import { settingsInput, settingsOf, updateSettings, type CompanySettings } from '@/lib/settings/company-settings';
import type { Company } from '@/lib/tenant/company';

const settingFields = catalogueTable('settings', {
  name: text().notNull(),
  value: jsonb().$type<string | number | null>(),
});

/**
 * Every setting of a company, by a fixed id: its information (name and subdomain, fixed at
 * sign-up) and what Configuration changes (`PUT /api/v1/settings`).
 */
const SETTINGS: [id: number, name: string, value: (company: Company, settings: CompanySettings) => string | number | null][] = [
  [1, 'company_name', (c) => c.name],
  [2, 'subdomain', (c) => c.slug],
  [3, 'require_account_numbers', (_, s) => s.require_account_numbers],
  [4, 'fiscal_year_start_month', (_, s) => s.fiscal_year_start_month],
  // Then every other setting in the order of the settings window's tabs, numbered on.
  ...(Object.keys(settingsInput.shape) as (keyof CompanySettings)[])
    .filter((name) => !['company_name', 'require_account_numbers', 'fiscal_year_start_month'].includes(name))
    .map((name, i): [number, string, (c: Company, s: CompanySettings) => string | number | null] => [5 + i, name, (_, s) => s[name]]),
];

/**
 * Settings [-10] (spec section 7 `settings`): the asking company's settings as a collection, one
 * row per setting (name, value), read from the company alone, and beside them the settings as one
 * object. Changes go through `PUT /api/v1/settings` with `{name: value}` (administrators), which
 * checks them together.
 */
export const settingsResource = defineCatalogue({
  name: 'settings',
  domainId: -10,
  table: settingFields,
  columns: ['name', 'value'],
  titleField: 'name',
  search: ['name'],
  sort: ['name'],
  filter: ['name'],
  terminology: 'settings',
  permission: 'settings',
  singleton: { input: settingsInput, read: ({ company }) => settingsOf(company), update: updateSettings },
  rows: ({ company }) => {
    const settings = settingsOf(company);
    return SETTINGS.map(([id, name, value]) => ({ id, name, value: value(company, settings) }));
  },
});
