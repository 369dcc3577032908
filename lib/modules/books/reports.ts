import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '@/db/client';
import { accounts } from '@/db/schema';
import { notFound } from '@/lib/engine/errors';
import { defineReport, reportParam, type ReportColumn } from '@/lib/engine/reports';
import { fromCents, sumCents, toCents, type Cents } from '@/lib/money';
import type { ResourceContext } from '@/lib/engine/define';
import { settingsOf } from '@/lib/settings/company-settings';
import { ACCOUNT_TYPES, codesOf, type Statement } from '@/lib/modules/books/account-types';
import { dayBefore, totalsThrough, type AccountTotals } from '@/lib/modules/books/balances';

/** A report line: an account and its amount in the account's own sign (2-place decimal string). */
export type ReportRow = { account_id: number | null; number: string | null; name: string; type: number | null; amount: string; section: string; compare_amount?: string; line?: string };
export type Report = { rows: ReportRow[]; totals: Record<string, string> };

const net = (t: AccountTotals): Cents => toCents(t.debit) - toCents(t.credit);
/** The amount in the normal sign of the account's type: debit accounts debit - credit, others the reverse. */
const natural = (type: number, netDebit: Cents): Cents => (ACCOUNT_TYPES.get(type)?.normal === 'credit' ? -netDebit : netDebit);
const statementOf = (type: number): Statement | undefined => ACCOUNT_TYPES.get(type)?.statement;

const row = (t: AccountTotals, section: string, amount: Cents): ReportRow => ({ account_id: t.account_id, number: t.number, name: t.name, type: t.type, amount: fromCents(amount), section });

/** A trial balance line: the account and its balance in the Debit or the Credit column. */
export type TrialBalanceRow = { account_id: number; number: string | null; name: string; type: number; debit: string; credit: string };

/**
 * Trial balance at a date: one table, every account with a balance in the column of the side
 * it stands on. A debit-normal account with a credit balance (accumulated depreciation, an
 * overdrawn bank) shows in the Credit column, as a bookkeeper writes it: never a negative.
 */
export async function trialBalance(ctx: ResourceContext, date: string): Promise<{ rows: TrialBalanceRow[]; totals: Record<string, string> }> {
  const totals = (await totalsThrough(ctx, date)).filter((t) => net(t) !== 0n);
  const rows = totals.map((t) => {
    const n = net(t);
    return { account_id: t.account_id, number: t.number, name: t.name, type: t.type, debit: fromCents(n > 0n ? n : 0n), credit: fromCents(n < 0n ? -n : 0n) };
  });
  const debit = sumCents(rows.map((r) => toCents(r.debit)));
  const credit = sumCents(rows.map((r) => toCents(r.credit)));
  return { rows, totals: { debit: fromCents(debit), credit: fromCents(credit), difference: fromCents(debit - credit) } };
}

/** The chart of accounts: active accounts (or the inactive ones) by type (in type order), by number within it, with their balances at a date. */
export async function chartOfAccounts(ctx: ResourceContext, date: string, view: 'all' | 'inactive' = 'all') {
  const status = view === 'inactive' ? 0 : 1;
  const active = rowsOf<{ id: number }>(await ctx.tx.execute(sql`select id from accounts where company_id = ${ctx.company.id} and status = ${status}`));
  const ids = new Set(active.map((a) => a.id));
  const rows = (await totalsThrough(ctx, date))
    .filter((t) => ids.has(t.account_id))
    .map((t) => ({ account_id: t.account_id, number: t.number, name: t.name, type: t.type, balance: fromCents(natural(t.type, net(t))) }));
  // totalsThrough orders by number (nulls last), then name: a stable sort by type keeps that within each type.
  rows.sort((a, b) => a.type - b.type);
  return { date, rows };
}

/** The first day of the fiscal year a date falls in (the company's start month, January by default). */
export function fiscalYearStart(date: string, startMonth: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${String(startYear).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
}

/** Net income (income - costs - expenses) in a set of totals: credit minus debit over P&L accounts. */
const netIncome = (totals: AccountTotals[]) =>
  -sumCents(totals.filter((t) => ['income', 'cost_of_sale', 'expense', 'other_income', 'other_expense'].includes(statementOf(t.type) ?? '')).map(net));

/**
 * Balance sheet at a date: assets, liabilities and equity. Income and expense accounts are
 * not closed by entries: what they earned before this fiscal year joins Retained Earnings,
 * what they earned this year shows as Net Income, so assets = liabilities + equity always.
 */
async function balanceSheetAt(ctx: ResourceContext, date: string): Promise<Report> {
  const totals = await totalsThrough(ctx, date);
  const fyStart = fiscalYearStart(date, settingsOf(ctx.company).fiscal_year_start_month);
  const priorYears = netIncome(await totalsThrough(ctx, dayBefore(fyStart)));
  const currentYear = netIncome(totals) - priorYears;

  const rows: ReportRow[] = [];
  for (const t of totals) {
    const statement = statementOf(t.type);
    if (statement !== 'asset' && statement !== 'liability' && statement !== 'equity') continue;
    // Retained Earnings carries what earlier years earned.
    const amount = natural(t.type, net(t)) + (t.system_role === 'retained_earnings' ? priorYears : 0n);
    if (amount !== 0n) rows.push(row(t, statement, amount));
  }
  if (!totals.some((t) => t.system_role === 'retained_earnings') && priorYears !== 0n) {
    rows.push({ account_id: null, number: null, name: 'Retained Earnings', type: null, amount: fromCents(priorYears), section: 'equity', line: 'retained_earnings' });
  }
  rows.push({ account_id: null, number: null, name: 'Net Income', type: null, amount: fromCents(currentYear), section: 'equity', line: 'net_income' });

  const sectionTotal = (section: string) => sumCents(rows.filter((r) => r.section === section).map((r) => toCents(r.amount)));
  const assets = sectionTotal('asset');
  const liabilities = sectionTotal('liability');
  const equity = sectionTotal('equity');
  return {
    rows,
    totals: {
      assets: fromCents(assets),
      liabilities: fromCents(liabilities),
      equity: fromCents(equity),
      liabilities_and_equity: fromCents(liabilities + equity),
      difference: fromCents(assets - liabilities - equity),
    },
  };
}

/** The balance sheet at a date, optionally beside another date's (`compare_amount`, `compare_totals`). */
export async function balanceSheet(ctx: ResourceContext, date: string, compareDate?: string): Promise<Report & { compare_totals?: Record<string, string> }> {
  const current = await balanceSheetAt(ctx, date);
  if (!compareDate) return current;
  const previous = await balanceSheetAt(ctx, compareDate);
  const key = (r: ReportRow) => `${r.section}:${r.account_id ?? r.name}`;
  const before = new Map(previous.rows.map((r) => [key(r), r]));
  const rows = current.rows.map((r) => ({ ...r, compare_amount: before.get(key(r))?.amount ?? '0.00' }));
  const seen = new Set(current.rows.map(key));
  // An account with a balance only at the other date still gets its line (0.00 now).
  const onlyBefore = previous.rows.filter((r) => !seen.has(key(r))).map((r) => ({ ...r, amount: '0.00', compare_amount: r.amount }));
  const order = ['asset', 'liability', 'equity'];
  // By section, then by number; the lines without an account (Net Income) stay last.
  const merged = [...rows, ...onlyBefore].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section) || Number(a.number === null) - Number(b.number === null) || (a.number ?? '').localeCompare(b.number ?? ''));
  return { rows: merged, totals: current.totals, compare_totals: previous.totals };
}

const PL_SECTIONS: { section: string; statement: Statement }[] = [
  { section: 'income', statement: 'income' },
  { section: 'cost_of_sale', statement: 'cost_of_sale' },
  { section: 'expense', statement: 'expense' },
  { section: 'other_income', statement: 'other_income' },
  { section: 'other_expense', statement: 'other_expense' },
];

/** Each P&L account's activity between two dates, in its own sign, by account id. */
async function activity(ctx: ResourceContext, from: string, to: string) {
  const [end, start] = await Promise.all([totalsThrough(ctx, to), totalsThrough(ctx, dayBefore(from))]);
  const before = new Map(start.map((t) => [t.account_id, net(t)]));
  return new Map(end.map((t) => [t.account_id, { t, amount: natural(t.type, net(t) - (before.get(t.account_id) ?? 0n)) }]));
}

function plTotals(amounts: Map<string, Cents>) {
  const get = (s: string) => amounts.get(s) ?? 0n;
  const grossProfit = get('income') - get('cost_of_sale');
  const operating = grossProfit - get('expense');
  const netIncome = operating + get('other_income') - get('other_expense');
  return {
    income: fromCents(get('income')),
    cost_of_sale: fromCents(get('cost_of_sale')),
    gross_profit: fromCents(grossProfit),
    expense: fromCents(get('expense')),
    operating_income: fromCents(operating),
    other_income: fromCents(get('other_income')),
    other_expense: fromCents(get('other_expense')),
    net_income: fromCents(netIncome),
  };
}

/** Profit and loss between two dates, optionally beside a comparison period. */
export async function profitAndLoss(ctx: ResourceContext, from: string, to: string, compare?: { from: string; to: string }): Promise<Report & { compare_totals?: Record<string, string> }> {
  const current = await activity(ctx, from, to);
  const previous = compare ? await activity(ctx, compare.from, compare.to) : null;
  const rows: ReportRow[] = [];
  const sums = new Map<string, Cents>();
  const compareSums = new Map<string, Cents>();
  for (const { section, statement } of PL_SECTIONS) {
    for (const { t, amount } of current.values()) {
      if (statementOf(t.type) !== statement) continue;
      const prior = previous?.get(t.account_id)?.amount ?? 0n;
      if (amount === 0n && prior === 0n) continue;
      rows.push({ ...row(t, section, amount), ...(previous ? { compare_amount: fromCents(prior) } : {}) });
      sums.set(section, (sums.get(section) ?? 0n) + amount);
      compareSums.set(section, (compareSums.get(section) ?? 0n) + prior);
    }
  }
  return { rows, totals: plTotals(sums), ...(previous ? { compare_totals: plTotals(compareSums) } : {}) };
}

/** Income against expense for each month of a year, from the kept monthly balances. */
export async function incomeVsExpense(ctx: ResourceContext, year: number) {
  const income = codesOf('income', 'other_income');
  const expense = codesOf('cost_of_sale', 'expense', 'other_expense');
  const res = await ctx.tx.execute(sql`
    select extract(month from b.period)::int as month,
           coalesce(sum(case when a.type in (${sql.join(income.map((c) => sql`${c}`), sql`, `)}) then b.credit - b.debit end), 0)::numeric(16,2)::text as income,
           coalesce(sum(case when a.type in (${sql.join(expense.map((c) => sql`${c}`), sql`, `)}) then b.debit - b.credit end), 0)::numeric(16,2)::text as expense
    from account_balances b join accounts a on a.id = b.account_id
    where b.company_id = ${ctx.company.id} and b.period between ${`${String(year).padStart(4, '0')}-01-01`} and ${`${String(year).padStart(4, '0')}-12-01`}
    group by 1`);
  const byMonth = new Map(rowsOf<{ month: number; income: string; expense: string }>(res).map((r) => [r.month, r]));
  const rows = Array.from({ length: 12 }, (_, i) => {
    const m = byMonth.get(i + 1);
    const inc = toCents(m?.income ?? '0');
    const exp = toCents(m?.expense ?? '0');
    return { month: i + 1, income: fromCents(inc), expense: fromCents(exp), net: fromCents(inc - exp) };
  });
  const total = (k: 'income' | 'expense' | 'net') => fromCents(sumCents(rows.map((r) => toCents(r[k]))));
  return { year, rows, totals: { income: total('income'), expense: total('expense'), net: total('net') } };
}

/** One account's balance at the end of each month of a year, in its own sign. */
export async function accountBalanceByMonth(ctx: ResourceContext, accountId: number, type: number, year: number) {
  const opening = (await totalsThrough(ctx, `${year - 1}-12-31`)).find((t) => t.account_id === accountId);
  const res = await ctx.tx.execute(sql`
    select extract(month from period)::int as month, (debit - credit)::numeric(16,2)::text as net from account_balances
    where company_id = ${ctx.company.id} and account_id = ${accountId} and period between ${`${String(year).padStart(4, '0')}-01-01`} and ${`${String(year).padStart(4, '0')}-12-01`}`);
  const byMonth = new Map(rowsOf<{ month: number; net: string }>(res).map((r) => [r.month, toCents(r.net)]));
  let running = opening ? net(opening) : 0n;
  const rows = Array.from({ length: 12 }, (_, i) => {
    running += byMonth.get(i + 1) ?? 0n;
    return { month: i + 1, balance: fromCents(natural(type, running)) };
  });
  return { account_id: accountId, year, rows };
}

/** A statement's columns: section (the heading), number, account (or a computed line), amount, and the compared period's. */
const STATEMENT: ReportColumn[] = [
  { key: 'section', kind: 'section', group: true },
  { key: 'number', kind: 'text' },
  { key: 'name', kind: 'account', label: 'account' },
  { key: 'amount', kind: 'money' },
  { key: 'compare_amount', kind: 'money', compared: true },
];
const date = reportParam.date({ default: 'today' });

/** The books' reports (spec 59 Balance Sheet, 187 Profit and Loss, 28 Income vs Expense, 29 Account Balance): each needs the chart of accounts. */
export const booksReports = [
  defineReport({
    name: 'trial-balance',
    permission: 'accounts',
    params: z.object({ date }),
    run: (ctx, p) => trialBalance(ctx, p.date),
    columns: [
      { key: 'number', kind: 'text' },
      { key: 'name', kind: 'account', label: 'account' },
      { key: 'type', kind: 'account-type' },
      { key: 'debit', kind: 'money' },
      { key: 'credit', kind: 'money' },
    ],
    period: 'as-of',
    // The difference is 0.00 in a file's trial balance: its debits and credits say so.
    totals: { label: 'name', lines: false },
  }),
  defineReport({
    name: 'balance-sheet',
    permission: 'accounts',
    params: z.object({ date, compare_date: reportParam.optionalDate() }),
    run: (ctx, p) => balanceSheet(ctx, p.date, p.compare_date),
    columns: STATEMENT,
    period: 'as-of',
    totals: { label: 'name', value: 'amount' },
  }),
  defineReport({
    name: 'chart-of-accounts',
    permission: 'accounts',
    // `view=inactive`: the inactive accounts instead of the active ones.
    params: z.object({ date, view: reportParam.choice(['all', 'inactive'], 'all') }),
    run: (ctx, p) => chartOfAccounts(ctx, p.date, p.view),
    columns: [
      { key: 'type', kind: 'account-type', group: true },
      { key: 'number', kind: 'text' },
      { key: 'name', kind: 'account', label: 'account' },
      { key: 'balance', kind: 'money' },
    ],
    period: 'as-of',
  }),
  defineReport({
    name: 'profit-and-loss',
    permission: 'accounts',
    params: z.object({ from: reportParam.date(), to: reportParam.date(), compare_from: reportParam.optionalDate(), compare_to: reportParam.optionalDate() }),
    run: (ctx, p) => profitAndLoss(ctx, p.from, p.to, p.compare_from && p.compare_to ? { from: p.compare_from, to: p.compare_to } : undefined),
    columns: STATEMENT,
    period: 'range',
    totals: { label: 'name', value: 'amount' },
  }),
  defineReport({
    name: 'income-vs-expense',
    permission: 'accounts',
    params: z.object({ year: reportParam.year({ default: 'this-year' }) }),
    run: (ctx, p) => incomeVsExpense(ctx, p.year),
    columns: [
      { key: 'month', kind: 'month' },
      { key: 'income', kind: 'money' },
      { key: 'expense', kind: 'money' },
      { key: 'net', kind: 'money' },
    ],
    period: 'year',
  }),
  defineReport({
    name: 'account-balance',
    permission: 'accounts',
    params: z.object({ account_id: reportParam.id('accounts', 'account'), year: reportParam.year({ default: 'this-year' }) }),
    async run(ctx, p) {
      const [account] = await ctx.tx.select({ id: accounts.id, type: accounts.type }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, p.account_id)));
      if (!account) throw notFound('This account does not exist.');
      return accountBalanceByMonth(ctx, account.id, account.type, p.year);
    },
    columns: [
      { key: 'month', kind: 'month' },
      { key: 'balance', kind: 'money' },
    ],
    period: 'year',
  }),
];
