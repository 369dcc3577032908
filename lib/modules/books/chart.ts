import { and, eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import type { Locale } from '@/lib/format';
import { languageOf } from '@/lib/settings/company-settings';
import { seedName } from '@/lib/translator';

/** Accounts the books themselves need, found by role (and made the first time); named in messages `seeds.accounts` by number. */
export const SYSTEM_ACCOUNTS = {
  opening_balance_equity: { number: '3900', type: 11 },
  retained_earnings: { number: '3200', type: 11 },
  accounts_receivable: { number: '1200', type: 2 },
  accounts_payable: { number: '2000', type: 7 },
  undeposited_funds: { number: '1150', type: 3 },
  // Where written-off invoices go when the invoice settings name no account of their own.
  bad_debt_expense: { number: '6050', type: 14 },
  // Stock received and not yet billed (a receiving's accrual), and what a bill differs from it by.
  received_not_billed: { number: '2050', type: 8 },
  purchase_price_variance: { number: '5100', type: 13 },
  // Where scrapped (damaged, spoiled) stock is written off when the scrap names no account.
  inventory_write_offs: { number: '5200', type: 13 },
} as const;

export type SystemRole = keyof typeof SYSTEM_ACCOUNTS;

/**
 * A small-business chart of accounts: what a new company starts with (the system accounts
 * included), named in the company's language (messages `seeds.accounts`, by number). Numbers
 * follow the usual 1xxx assets ... 9xxx other expense.
 */
export const DEFAULT_CHART: { number: string; type: number; systemRole?: SystemRole }[] = [
  { number: '1000', type: 1 },
  { number: '1010', type: 1 },
  { ...SYSTEM_ACCOUNTS.undeposited_funds, systemRole: 'undeposited_funds' },
  { ...SYSTEM_ACCOUNTS.accounts_receivable, systemRole: 'accounts_receivable' },
  { number: '1300', type: 3 },
  { number: '1400', type: 4 },
  { number: '1500', type: 5 },
  { number: '1510', type: 5 },
  { number: '1590', type: 5 },
  { number: '1800', type: 6 },
  { ...SYSTEM_ACCOUNTS.accounts_payable, systemRole: 'accounts_payable' },
  { number: '2100', type: 9 },
  { number: '2200', type: 8 },
  { number: '2300', type: 8 },
  { number: '2700', type: 10 },
  { number: '3000', type: 11 },
  { number: '3100', type: 11 },
  { ...SYSTEM_ACCOUNTS.retained_earnings, systemRole: 'retained_earnings' },
  { ...SYSTEM_ACCOUNTS.opening_balance_equity, systemRole: 'opening_balance_equity' },
  { number: '4000', type: 12 },
  { number: '4100', type: 12 },
  { number: '5000', type: 13 },
  { number: '6000', type: 14 },
  { number: '6100', type: 14 },
  { number: '6150', type: 14 },
  { number: '6200', type: 14 },
  { number: '6300', type: 14 },
  { number: '6400', type: 14 },
  { number: '6500', type: 14 },
  { number: '6600', type: 14 },
  // The employer's payroll taxes (the example payroll items' expense, lib/modules/payroll/defaults.ts).
  { number: '6650', type: 14 },
  { number: '7000', type: 15 },
  { number: '8000', type: 16 },
];

/** The id of a system account, made on first use (its number left empty if already taken). */
export async function systemAccount(ctx: ResourceContext, role: SystemRole): Promise<number> {
  const where = and(eq(accounts.companyId, ctx.company.id), eq(accounts.systemRole, role));
  const [found] = await ctx.tx.select({ id: accounts.id }).from(accounts).where(where);
  if (found) return found.id;
  const spec = SYSTEM_ACCOUNTS[role];
  const [numberTaken] = await ctx.tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.number, spec.number)));
  await ctx.tx
    .insert(accounts)
    .values({ companyId: ctx.company.id, displayName: seedName(languageOf(ctx.company), 'accounts', spec.number), number: numberTaken ? null : spec.number, type: spec.type, systemRole: role })
    .onConflictDoNothing();
  const [made] = await ctx.tx.select({ id: accounts.id }).from(accounts).where(where);
  return made.id;
}

/** Gives a new company the default chart of accounts in its language (inside its creating transaction). */
export async function insertDefaultChart(tx: ResourceContext['tx'], companyId: number, language: Locale = 'en'): Promise<void> {
  await tx.insert(accounts).values(DEFAULT_CHART.map((a) => ({ ...a, displayName: seedName(language, 'accounts', a.number), companyId, systemRole: a.systemRole ?? null })));
}
