import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, companies } from '@/db/schema';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import type { ResourceContext } from '@/lib/engine/define';
import { flag, integer } from '@/lib/engine/fields';
import { forgetCompany, type Company } from '@/lib/tenant/company';

/** Company settings (168 Configuration), kept in `companies.settings`. */
export const settingsInput = z.object({
  require_account_numbers: flag('Require Account Numbers'),
  fiscal_year_start_month: integer('Fiscal year start month', { min: 1, max: 12 }),
});

export type CompanySettings = { require_account_numbers: 0 | 1; fiscal_year_start_month: number };

const DEFAULTS: CompanySettings = { require_account_numbers: 0, fiscal_year_start_month: 1 };

export const settingsOf = (company: Company): CompanySettings => ({ ...DEFAULTS, ...(company.settings as Partial<CompanySettings>) });

export const ACCOUNT_NUMBERS_NEEDED =
  'Every account must have a unique account number before account numbers can be required.';

/** Whether every account has a number, none used twice (letter case aside). */
async function accountsAllNumbered(ctx: ResourceContext): Promise<boolean> {
  const mine = eq(accounts.companyId, ctx.company.id);
  const [{ missing }] = await ctx.tx
    .select({ missing: count() })
    .from(accounts)
    .where(and(mine, or(isNull(accounts.number), eq(sql`trim(${accounts.number})`, ''))));
  const [{ duplicated }] = await ctx.tx
    .select({ duplicated: sql<number>`count(*) - count(distinct lower(${accounts.number}))` })
    .from(accounts)
    .where(mine);
  return missing === 0 && Number(duplicated) === 0;
}

/** Changes settings; turning on Require Account Numbers is refused (422, left off) until every account qualifies. */
export async function updateSettings(ctx: ResourceContext, body: unknown): Promise<CompanySettings> {
  const parsed = settingsInput.partial().safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
  const next = { ...settingsOf(ctx.company), ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined && v !== null)) } as CompanySettings;
  if (next.require_account_numbers === 1 && !settingsOf(ctx.company).require_account_numbers && !(await accountsAllNumbered(ctx))) {
    throw ValidationError.field('require_account_numbers', ACCOUNT_NUMBERS_NEEDED);
  }
  await ctx.tx.update(companies).set({ settings: next }).where(eq(companies.id, ctx.company.id));
  forgetCompany(ctx.company.slug);
  return next;
}
