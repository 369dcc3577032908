import Papa from 'papaparse';
import { and, eq } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { accountBalanceByMonth, balanceSheet, incomeVsExpense, profitAndLoss, trialBalance } from '@/lib/modules/books/reports';
import { reportPdf } from '@/lib/reports/pdf';
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

/** The reports of the books (spec 59 Balance Sheet, 187 Profit and Loss, 28, 29), by name. */
const REPORTS: Record<string, (ctx: ResourceContext, params: Params) => Promise<unknown>> = {
  // GET /api/v1/reports/trial-balance?date=
  'trial-balance': (ctx, p) => trialBalance(ctx, dateParam(p, 'date', today())),
  // GET /api/v1/reports/balance-sheet?date=
  'balance-sheet': (ctx, p) => balanceSheet(ctx, dateParam(p, 'date', today())),
  // GET /api/v1/reports/profit-and-loss?from=&to=[&compare_from=&compare_to=]
  'profit-and-loss': (ctx, p) => {
    const { from, to } = rangeParams(p);
    return profitAndLoss(ctx, from, to, p.has('compare_from') ? rangeParams(p, 'compare_') : undefined);
  },
  // GET /api/v1/reports/income-vs-expense?year=
  'income-vs-expense': (ctx, p) => incomeVsExpense(ctx, yearParam(p)),
  // GET /api/v1/reports/account-balance?account_id=&year=
  async 'account-balance'(ctx, p) {
    const id = Number(p.get('account_id'));
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('Missing or invalid parameter: account_id');
    // No id passes what an integer column holds: such an account cannot exist.
    if (id > MAX_INT) throw notFound('This account does not exist.');
    const [account] = await ctx.tx.select({ id: accounts.id, type: accounts.type }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, id)));
    if (!account) throw notFound('This account does not exist.');
    return accountBalanceByMonth(ctx, account.id, account.type, yearParam(p));
  },
};

const REPORT_TITLES: Record<string, string> = {
  'trial-balance': 'Trial Balance',
  'balance-sheet': 'Balance Sheet',
  'profit-and-loss': 'Profit and Loss',
  'income-vs-expense': 'Income vs Expense',
  'account-balance': 'Account Balance',
};

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR first) is written as text
 * (OWASP's CSV injection advice); a plain number, a negative amount included, stays a number.
 */
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** A report as CSV for a spreadsheet: its rows, a blank line, then its totals as name,amount. */
function toCsv(report: { rows: Record<string, unknown>[]; totals?: Record<string, unknown> }): string {
  const columns = [...new Set(report.rows.flatMap((r) => Object.keys(r)))];
  const options = { escapeFormulae: FORMULA, newline: '\n' };
  const rows = Papa.unparse({ fields: columns, data: report.rows.map((r) => columns.map((c) => r[c] ?? '')) }, options);
  if (!report.totals) return `${rows}\n`;
  const totals = Papa.unparse({ fields: ['total', 'amount'], data: Object.entries(report.totals).map(([name, value]) => [name, value ?? '']) }, options);
  return `${rows}\n\n${totals}\n`;
}

// GET /api/v1/reports/{name}[?format=csv|pdf]
export async function report(req: Request, url: URL, name: string | undefined, company: Company, user: SessionUser): Promise<Response> {
  if (req.method !== 'GET') throw new ApiError(405, `Method ${req.method} is not allowed on reports.`);
  const make = name && Object.hasOwn(REPORTS, name) ? REPORTS[name] : null;
  if (!make) throw notFound(`Unknown report "${name ?? ''}". Reports: ${Object.keys(REPORTS).join(', ')}.`);
  const format = url.searchParams.get('format') ?? 'json';
  if (!['json', 'csv', 'pdf'].includes(format)) throw badRequest('Invalid value for parameter "format": json, csv or pdf.');
  const result = (await withTenant(company.id, (tx) => make({ tx, company, user }, url.searchParams))) as { rows: Record<string, unknown>[]; totals?: Record<string, unknown> };
  if (format === 'json') return Response.json(result);
  if (format === 'csv') return new Response(toCsv(result), { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}.csv"` } });
  const subtitle = [...url.searchParams].filter(([k]) => k !== 'format').map(([k, v]) => `${k.replace(/_/g, ' ')} ${v}`).join(', ');
  const pdf = await reportPdf({ title: REPORT_TITLES[name!] ?? name!, company: company.name, subtitle, ...result });
  return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}.pdf"` } });
}
