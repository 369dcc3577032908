import { and, eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';

/** Accounts the books themselves need, found by role (and made the first time). */
export const SYSTEM_ACCOUNTS = {
  opening_balance_equity: { displayName: 'Opening Balance Equity', number: '3900', type: 11 },
  retained_earnings: { displayName: 'Retained Earnings', number: '3200', type: 11 },
  accounts_receivable: { displayName: 'Accounts Receivable', number: '1200', type: 2 },
  accounts_payable: { displayName: 'Accounts Payable', number: '2000', type: 7 },
  undeposited_funds: { displayName: 'Undeposited Funds', number: '1150', type: 3 },
  // Where written-off invoices go when the invoice settings name no account of their own.
  bad_debt_expense: { displayName: 'Bad Debt Expense', number: '6050', type: 14 },
} as const;

export type SystemRole = keyof typeof SYSTEM_ACCOUNTS;

/**
 * A small-business chart of accounts: what a new company starts with (the system accounts
 * included). Numbers follow the usual 1xxx assets ... 9xxx other expense.
 */
export const DEFAULT_CHART: { displayName: string; number: string; type: number; systemRole?: SystemRole }[] = [
  { displayName: 'Business Checking', number: '1000', type: 1 },
  { displayName: 'Business Savings', number: '1010', type: 1 },
  { ...SYSTEM_ACCOUNTS.undeposited_funds, systemRole: 'undeposited_funds' },
  { ...SYSTEM_ACCOUNTS.accounts_receivable, systemRole: 'accounts_receivable' },
  { displayName: 'Prepaid Expenses', number: '1300', type: 3 },
  { displayName: 'Inventory', number: '1400', type: 4 },
  { displayName: 'Equipment', number: '1500', type: 5 },
  { displayName: 'Vehicles', number: '1510', type: 5 },
  { displayName: 'Accumulated Depreciation', number: '1590', type: 5 },
  { displayName: 'Security Deposits', number: '1800', type: 6 },
  { ...SYSTEM_ACCOUNTS.accounts_payable, systemRole: 'accounts_payable' },
  { displayName: 'Business Credit Card', number: '2100', type: 9 },
  { displayName: 'Payroll Liabilities', number: '2200', type: 8 },
  { displayName: 'Sales Tax Payable', number: '2300', type: 8 },
  { displayName: 'Bank Loan', number: '2700', type: 10 },
  { displayName: "Owner's Capital", number: '3000', type: 11 },
  { displayName: "Owner's Draw", number: '3100', type: 11 },
  { ...SYSTEM_ACCOUNTS.retained_earnings, systemRole: 'retained_earnings' },
  { ...SYSTEM_ACCOUNTS.opening_balance_equity, systemRole: 'opening_balance_equity' },
  { displayName: 'Sales', number: '4000', type: 12 },
  { displayName: 'Service Revenue', number: '4100', type: 12 },
  { displayName: 'Cost of Goods Sold', number: '5000', type: 13 },
  { displayName: 'Advertising', number: '6000', type: 14 },
  { displayName: 'Bank Fees', number: '6100', type: 14 },
  { displayName: 'Depreciation Expense', number: '6150', type: 14 },
  { displayName: 'Insurance', number: '6200', type: 14 },
  { displayName: 'Office Supplies', number: '6300', type: 14 },
  { displayName: 'Rent', number: '6400', type: 14 },
  { displayName: 'Utilities', number: '6500', type: 14 },
  { displayName: 'Wages', number: '6600', type: 14 },
  { displayName: 'Interest Income', number: '7000', type: 15 },
  { displayName: 'Interest Expense', number: '8000', type: 16 },
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
    .values({ companyId: ctx.company.id, displayName: spec.displayName, number: numberTaken ? null : spec.number, type: spec.type, systemRole: role })
    .onConflictDoNothing();
  const [made] = await ctx.tx.select({ id: accounts.id }).from(accounts).where(where);
  return made.id;
}

/** Gives a new company the default chart of accounts (inside its creating transaction). */
export async function insertDefaultChart(tx: ResourceContext['tx'], companyId: number): Promise<void> {
  await tx.insert(accounts).values(DEFAULT_CHART.map((a) => ({ ...a, companyId, systemRole: a.systemRole ?? null })));
}
