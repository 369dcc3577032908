import { and, count, eq, inArray, isNull, lte } from 'drizzle-orm';
import { checks, customers, deposits, journalLines, transfers, users } from '@/db/schema';
import { can } from '@/lib/engine/rights';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { reachableRows } from '@/lib/engine/reach';
import { toCents, fromCents } from '@/lib/money';
import { BANK } from '@/lib/modules/books/account-types';
import { totalsThrough } from '@/lib/modules/books/balances';
import { incomeVsExpense } from '@/lib/modules/books/reports';
import { keepSettings } from '@/lib/settings/company-settings';
import { USER_INACTIVE } from '@/lib/users/session-user';

/** What the dashboard's cards show, read in one request transaction. */
export type DashboardSummary = {
  banks: { account_id: number; name: string; number: string | null; balance: string }[] | null;
  year: { year: number; income: string; expense: string; net: string; months: { month: number; income: string; expense: string; net: string }[] } | null;
  attention: { drafts: number | null; unreconciled: number | null; waitingUsers: number | null };
  setup: SetupStep[] | null;
};

export type SetupStep = { key: 'settings' | 'banks' | 'customer' | 'user'; done: boolean };

/** The last day of the month before `date`'s: lines up to it should be reconciled by now. */
function lastMonthEnd(date: string): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, 0));
  return d.toISOString().slice(0, 10);
}

/**
 * The dashboard on `today`: cash in each bank account, this calendar year's income and expense,
 * what needs attention (documents left as drafts, bank lines of past months not reconciled yet,
 * sign-ups waiting for an administrator), and for an administrator the setup checklist until
 * dismissed.
 */
export async function dashboardSummary(ctx: WriteContext, today: string): Promise<DashboardSummary> {
  // A card or count reads what its list does, so it is left out (null) for a person whose role
  // may not see that list: the books' balances need the accounts, drafts the checks, and
  // unreconciled lines the reconciliations.
  const sees = (section: string) => can(ctx.user, section, 'view');
  const totals = await totalsThrough(ctx, today);
  const banks = totals
    .filter((t) => t.type === BANK)
    .map((t) => ({ account_id: t.account_id, name: t.name, number: t.number, balance: fromCents(toCents(t.debit) - toCents(t.credit)) }));
  const bankIds = banks.map((b) => b.account_id);
  const books = sees('accounts');
  const year = books ? await incomeVsExpense(ctx, Number(today.slice(0, 4))) : null;
  // Counted as their lists count them: the records the person reaches (lib/engine/reach.ts).
  const draftsOf = async (table: typeof checks | typeof deposits | typeof transfers) =>
    (await ctx.tx.select({ n: count() }).from(table).where(and(reachableRows(ctx, table), eq(table.state, 'draft'))))[0].n;
  // One after another: a transaction runs one statement at a time.
  const drafts = sees('check') ? (await draftsOf(checks)) + (await draftsOf(deposits)) + (await draftsOf(transfers)) : null;
  const [{ unreconciled }] = !sees('reconcilation')
    ? [{ unreconciled: null }]
    : bankIds.length
      ? await ctx.tx
          .select({ unreconciled: count() })
          .from(journalLines)
          .where(and(reachableRows(ctx, journalLines), inArray(journalLines.accountId, bankIds), isNull(journalLines.reconciliationId), lte(journalLines.date, lastMonthEnd(today))))
      : [{ unreconciled: 0 }];
  const admin = ctx.user.isAdmin;
  const waitingUsers = admin ? (await ctx.tx.select({ n: count() }).from(users).where(and(eq(users.companyId, ctx.company.id), eq(users.status, USER_INACTIVE))))[0].n : null;
  return {
    banks: books ? banks : null,
    year: year && { year: year.year, ...year.totals, months: year.rows },
    attention: { drafts, unreconciled, waitingUsers },
    setup: admin && !ctx.company.settings.setup_dismissed ? await setupSteps(ctx, banks) : null,
  };
}

/** The new company's checklist; each step is done when what it asks for exists. */
async function setupSteps(ctx: ResourceContext, banks: NonNullable<DashboardSummary['banks']>): Promise<SetupStep[]> {
  const [{ customerCount }] = await ctx.tx.select({ customerCount: count() }).from(customers).where(eq(customers.companyId, ctx.company.id));
  const [{ userCount }] = await ctx.tx.select({ userCount: count() }).from(users).where(eq(users.companyId, ctx.company.id));
  return [
    // Configuration saved once writes the fiscal year start into the company's settings.
    { key: 'settings', done: 'fiscal_year_start_month' in ctx.company.settings },
    { key: 'banks', done: banks.some((b) => b.balance !== '0.00') },
    { key: 'customer', done: customerCount > 0 },
    { key: 'user', done: userCount > 1 },
  ];
}

/** Hides the setup checklist for the company (an administrator's choice). */
export async function dismissSetup(ctx: ResourceContext): Promise<void> {
  await keepSettings(ctx, { setup_dismissed: true });
}
