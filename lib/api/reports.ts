import { toCsvText } from './csv';
import { and, eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { accountBalanceByMonth, balanceSheet, chartOfAccounts, incomeVsExpense, profitAndLoss, trialBalance } from '@/lib/modules/books/reports';
import { openPayables, payablesAging } from '@/lib/modules/payables/payables-reports';
import { customerStatement, openReceivables, receivablesAging, topCustomers, undepositedFundsReport } from '@/lib/modules/sales/receivables-reports';
import { reportLabels, type ReportLabels } from '@/lib/reports/labels';
import { isReport, REPORT_SOURCES, type ReportName } from '@/lib/reports/sources';
import { assertCan } from '@/lib/auth/permissions';
import { getResource } from './registry';
import { reportPdf } from '@/lib/reports/pdf';
import { moneyStyleOf } from '@/lib/settings/company-settings';
import { reportTable } from '@/lib/reports/table';
import type { ResourceContext } from '@/lib/engine/define';
import type { Company } from '@/lib/tenant/company';
import { withTenant } from '@/lib/tenant/transaction';
import type { SessionUser } from '@/lib/users/session-user';
import { dateParam, today, yearParam } from '@/lib/engine/date-params';
import { MAX_INT } from '@/lib/engine/fields';
import { ApiError, badRequest, notFound } from '@/lib/engine/errors';

type Params = URLSearchParams;

function rangeParams(params: Params, prefix = '') {
  const from = dateParam(params, `${prefix}from`);
  const to = dateParam(params, `${prefix}to`);
  if (from > to) throw badRequest(`Invalid range: "${prefix}from" is after "${prefix}to".`);
  return { from, to };
}

/** A positive id parameter of a report; an id no integer column holds names nothing (404). */
function idParam(params: Params, name: string, what: string): number {
  const id = Number(params.get(name));
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Missing or invalid parameter: ${name}`);
  if (id > MAX_INT) throw notFound(`This ${what} does not exist.`);
  return id;
}

function chartView(params: Params): 'all' | 'inactive' {
  const view = params.get('view') ?? 'all';
  if (view !== 'all' && view !== 'inactive') throw badRequest('Invalid "view": all or inactive.');
  return view;
}

/** The reports of the books (spec 59 Balance Sheet, 187 Profit and Loss, 28, 29) and of receivables (42, 44, 73), by name. */
const REPORTS: Record<ReportName, (ctx: ResourceContext, params: Params) => Promise<unknown>> = {
  // GET /api/v1/reports/trial-balance?date=
  'trial-balance': (ctx, p) => trialBalance(ctx, dateParam(p, 'date', today(ctx.company))),
  // GET /api/v1/reports/balance-sheet?date=[&compare_date=]
  'balance-sheet': (ctx, p) => balanceSheet(ctx, dateParam(p, 'date', today(ctx.company)), p.has('compare_date') ? dateParam(p, 'compare_date') : undefined),
  // GET /api/v1/reports/chart-of-accounts?date=[&view=inactive] – active (or inactive) accounts by type and number, with balances
  'chart-of-accounts': (ctx, p) => chartOfAccounts(ctx, dateParam(p, 'date', today(ctx.company)), chartView(p)),
  // GET /api/v1/reports/profit-and-loss?from=&to=[&compare_from=&compare_to=]
  'profit-and-loss': (ctx, p) => {
    const { from, to } = rangeParams(p);
    return profitAndLoss(ctx, from, to, p.has('compare_from') ? rangeParams(p, 'compare_') : undefined);
  },
  // GET /api/v1/reports/income-vs-expense?year=
  'income-vs-expense': (ctx, p) => incomeVsExpense(ctx, yearParam(p, today(ctx.company))),
  // GET /api/v1/reports/account-balance?account_id=&year=
  async 'account-balance'(ctx, p) {
    const id = idParam(p, 'account_id', 'account');
    const [account] = await ctx.tx.select({ id: accounts.id, type: accounts.type }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, id)));
    if (!account) throw notFound('This account does not exist.');
    return accountBalanceByMonth(ctx, account.id, account.type, yearParam(p, today(ctx.company)));
  },
  // GET /api/v1/reports/receivables-aging?date= – open invoices by days past due, per customer
  'receivables-aging': (ctx, p) => receivablesAging(ctx, dateParam(p, 'date', today(ctx.company))),
  // GET /api/v1/reports/open-receivables?date=
  'open-receivables': (ctx, p) => openReceivables(ctx, dateParam(p, 'date', today(ctx.company))),
  // GET /api/v1/reports/top-customers?from=&to=
  'top-customers': (ctx, p) => {
    const { from, to } = rangeParams(p);
    return topCustomers(ctx, from, to);
  },
  // GET /api/v1/reports/customer-statement?customer_id=&from=&to=
  'customer-statement': (ctx, p) => {
    const { from, to } = rangeParams(p);
    return customerStatement(ctx, idParam(p, 'customer_id', 'customer'), from, to);
  },
  // GET /api/v1/reports/payables-aging?date= – open bills by days past due (the company's periods), per vendor (gem 24)
  'payables-aging': (ctx, p) => payablesAging(ctx, dateParam(p, 'date', today(ctx.company))),
  // GET /api/v1/reports/open-payables?date=[&vendor_id=] – every bill still owed (of one vendor: vendors' payables)
  'open-payables': (ctx, p) => openPayables(ctx, dateParam(p, 'date', today(ctx.company)), p.has('vendor_id') ? idParam(p, 'vendor_id', 'vendor') : undefined),
  // GET /api/v1/reports/undeposited-funds – what a bank deposit can take
  'undeposited-funds': (ctx) => undepositedFundsReport(ctx),
};

/** The period a report covers, in words: "As of June 30, 2026", "June 1, 2026 to June 30, 2026", "Year 2026". */
function periodOf(name: string, company: Company, params: Params, l: ReportLabels): string {
  const words = (prefix: string) => {
    if (params.has(`${prefix}date`)) return l.asOf(params.get(`${prefix}date`)!);
    if (params.has(`${prefix}from`) && params.has(`${prefix}to`)) return l.range(params.get(`${prefix}from`)!, params.get(`${prefix}to`)!);
    return null;
  };
  const byYear = name === 'income-vs-expense' || name === 'account-balance';
  const main = byYear ? l.year(yearParam(params, today(company))) : (words('') ?? l.asOf(today(company)));
  const compared = words('compare_');
  return compared ? `${main} · ${l.compared(compared)}` : main;
}

/**
 * A report as CSV for a spreadsheet: a title block (report, company, period), a blank line,
 * readable headers and the rows, then the totals.
 */
function toCsv(name: string, company: Company, params: Params, result: Parameters<typeof reportTable>[1], l: ReportLabels): string {
  const table = reportTable(name, result, l);
  const title = toCsvText([[l.report(name)], [company.name], [periodOf(name, company, params, l)]]);
  const body = toCsvText(table.rows, table.header);
  const totals = table.totals.length ? `${toCsvText(table.totals)}\n` : '';
  return `${title}\n\n${body}\n${totals}`;
}

/** `<report>-<company>-<date>`: the date the report stands at (its date or end), else today. */
function fileName(name: string, company: Company, params: Params, ext: string): string {
  const date = params.get('date') ?? params.get('to') ?? '';
  return `${name}-${company.slug}-${/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today(company)}.${ext}`;
}

// GET /api/v1/reports/{name}[?format=csv|pdf]
export async function report(req: Request, url: URL, name: string | undefined, company: Company, user: SessionUser): Promise<Response> {
  if (req.method !== 'GET') throw new ApiError(405, `Method ${req.method} is not allowed on reports.`);
  if (!name || !isReport(name)) throw notFound(`Unknown report "${name ?? ''}". Reports: ${Object.keys(REPORTS).join(', ')}.`);
  assertCan(user, getResource(REPORT_SOURCES[name]).permission, 'view');
  const make = REPORTS[name];
  const format = url.searchParams.get('format') ?? 'json';
  if (!['json', 'csv', 'pdf'].includes(format)) throw badRequest('Invalid value for parameter "format": json, csv or pdf.');
  const result = (await withTenant(company.id, (tx) => make({ tx, company, user }, url.searchParams))) as Parameters<typeof reportTable>[1];
  if (format === 'json') return Response.json(result);
  const labels = reportLabels(user.locale);
  const params = url.searchParams;
  if (format === 'csv') {
    return new Response(toCsv(name, company, params, result, labels), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName(name, company, params, 'csv')}"` } });
  }
  const pdf = await reportPdf({ title: labels.report(name), company: company.name, subtitle: periodOf(name, company, params, labels), table: reportTable(name, result, labels), labels, money: moneyStyleOf(company) });
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName(name, company, params, 'pdf')}"` } });
}
