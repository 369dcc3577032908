import { eq } from 'drizzle-orm';
import { integer as integerColumn, text as textColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { payablesAgingSettings } from '@/db/schema';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { integer } from '@/lib/engine/fields';
import { DEFAULT_AGING_PERIODS } from '@/lib/modules/books/aging';

/** What `PUT /payables-aging-settings` takes (any part of it): each period's length in days. */
const agingSettingsInput = z.object({
  period_1: integer('First period (days)', { min: 1, max: 3650 }),
  period_2: integer('Second period (days)', { min: 1, max: 3650 }),
  period_3: integer('Third period (days)', { min: 1, max: 3650 }),
});
type AgingSettings = { period_1: number; period_2: number; period_3: number };
const NAMES = ['period_1', 'period_2', 'period_3'] as const;

async function readAgingSettings(ctx: ResourceContext): Promise<AgingSettings> {
  const [row] = await ctx.tx.select().from(payablesAgingSettings).where(eq(payablesAgingSettings.companyId, ctx.company.id));
  const [p1, p2, p3] = row ? [row.period1, row.period2, row.period3] : DEFAULT_AGING_PERIODS;
  return { period_1: p1, period_2: p2, period_3: p3 };
}

/** The company's aging periods (30, 30, 30 until changed). */
export async function agingPeriodsOf(ctx: ResourceContext): Promise<number[]> {
  const settings = await readAgingSettings(ctx);
  return NAMES.map((name) => settings[name]);
}

/** PUT /payables-aging-settings: changes any of the periods, making the row on first use (one row per company, even at once). */
async function updateAgingSettings(ctx: WriteContext, body: unknown): Promise<AgingSettings> {
  const parsed = agingSettingsInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const next = { ...(await readAgingSettings(ctx)), ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined && v !== null)) } as AgingSettings;
  const values = { period1: next.period_1, period2: next.period_2, period3: next.period_3 };
  await ctx.tx
    .insert(payablesAgingSettings)
    .values({ companyId: ctx.company.id, ...values })
    .onConflictDoUpdate({ target: payablesAgingSettings.companyId, set: values });
  return next;
}

/**
 * Payables aging settings (payables-aging-settings, screen -69): the lengths of the aging's
 * periods, read and changed as one object (lib/api/singletons.ts), listed one setting a row.
 */
export const agingSettingsResource = defineCatalogue({
  name: 'payables-aging-settings',
  domainId: -69,
  table: catalogueTable('payables_aging_settings_view', { name: textColumn().notNull(), value: integerColumn().notNull() }),
  columns: ['name', 'value'],
  titleField: 'name',
  search: ['name'],
  sort: ['name'],
  filter: ['name'],
  terminology: 'payables_aging_settings',
  permission: 'payable_bill',
  singleton: { input: agingSettingsInput, read: readAgingSettings, update: updateAgingSettings },
  rows: async (ctx) => {
    const settings = await readAgingSettings(ctx);
    return NAMES.map((name, i) => ({ id: i + 1, name, value: settings[name] }));
  },
});
