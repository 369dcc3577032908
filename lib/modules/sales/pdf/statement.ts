import { and, eq } from 'drizzle-orm';
import { customers } from '@/db/schema';
import type { ActionContext, FileAnswer, ResourceContext } from '@/lib/engine/define';
import { dateParam, today } from '@/lib/engine/date-params';
import { badRequest, notFound } from '@/lib/engine/errors';
import { scope } from '@/lib/engine/query';
import { assertReportReadable } from '@/lib/engine/reports';
import { customersResource } from '@/lib/modules/crm/customers';
import { asLocale } from '@/lib/format';
import { companyRenames } from '@/lib/terminology/labels';
import { addressTexts } from '@/lib/modules/crm/sub-records';
import { customerStatement, customerStatementReport, receivablesAging } from '../receivables-reports';
import { companyBlockOf, type StatementPrintable } from './printable';

const ZERO_AGING = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', over_90: '0.00', credits: '0.00', total: '0.00' };

/**
 * A customer's statement over a period, from the same queries as the receivables reports: the
 * customer statement's postings and running balance (the customer's receivables journal lines),
 * and the receivables aging at the period's end, so the strip ties out with gem 42 to the cent.
 */
export async function statementOf(ctx: ResourceContext, customerId: number, from: string, to: string): Promise<StatementPrintable> {
  const [customer] = await ctx.tx
    .select({ id: customers.id, name: customers.displayName, accountNumber: customers.accountNumber, language: customers.language })
    .from(customers)
    .where(and(...scope(customersResource, ctx), eq(customers.id, customerId)));
  if (!customer) throw notFound('This customer does not exist.');
  const [{ business, locale, money }, statement, aging, address] = await Promise.all([
    companyBlockOf(ctx.tx, ctx.company.id),
    customerStatement(ctx, customerId, from, to),
    receivablesAging(ctx, to, customerId),
    addressTexts(ctx, { type: 'customers', id: customerId }).then((a) => a.billing),
  ]);
  const strip = (aging.rows[0] ?? {}) as Record<string, string>;
  // The customer's language where the company set one for it, else the company's.
  const language = customer.language ? asLocale(customer.language) : locale;
  return {
    business,
    locale: language,
    money,
    renames: await companyRenames(ctx.company.id, language, ctx.tx),
    customer: { id: customer.id, name: customer.name, accountNumber: customer.accountNumber, address },
    from,
    to,
    opening: statement.totals.opening_balance,
    rows: statement.rows.map((r) => ({ date: r.date, kind: r.source_type, reference: r.reference, charge: r.debit, credit: r.credit, balance: r.balance })),
    closing: statement.totals.closing_balance,
    aging: Object.fromEntries(Object.entries(ZERO_AGING).map(([k, zero]) => [k, strip[k] ?? zero])) as StatementPrintable['aging'],
  };
}

/** The first day of the month two months before `day`'s: a statement shows three calendar months by default. */
export function defaultStatementStart(day: string): string {
  const [y, m] = day.split('-').map(Number);
  const month = (y * 12 + (m - 1) - 2) % 12;
  const year = Math.floor((y * 12 + (m - 1) - 2) / 12);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * `GET /customers/{id}/statement/pdf?from=&to=[&inline=1]`: the customer's statement as a PDF
 * (to: today by default; from: the first day of the month two months before). The file is
 * named for the customer and the statement date.
 */
export async function statementPdfView(ctx: ActionContext, row: { id: number }): Promise<FileAnswer> {
  // The customer statement report drawn as a PDF: it needs that report's right (the invoices').
  assertReportReadable(customerStatementReport, ctx);
  const to = dateParam(ctx.url.searchParams, 'to', today(ctx.company));
  const from = dateParam(ctx.url.searchParams, 'from', defaultStatementStart(to));
  if (from > to) throw badRequest('Invalid range: "from" is after "to".');
  const statement = await statementOf(ctx, row.id, from, to);
  const body = await (await import('./document-pdf')).statementPdf(statement);
  const fileName = `Statement-${statement.customer.name.replace(/[^\w.-]+/g, '_')}-${to}.pdf`;
  return { file: { body, contentType: 'application/pdf', fileName, inline: ctx.url.searchParams.get('inline') === '1' } };
}
