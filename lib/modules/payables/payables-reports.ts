import { and, sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { z } from 'zod';
import type { ResourceContext } from '@/lib/engine/define';
import { reachedIn } from '@/lib/engine/reach';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { billsResource } from './bills';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { agingBucketColumns, agingBuckets } from '@/lib/modules/books/aging';
import { columnTotal, dateColumn, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { agingPeriodsOf } from './aging-settings';

/**
 * The payables reports: the aging by period (gem 24) and the open payables, read from kept
 * figures: bills' and credits' balance due through the partial index of open documents, plus,
 * for a past date, what checks dated after it set against documents dated up to it (the
 * applications' own copy of vendor, kind and due date, through their (company, date) index).
 */
const openAt = (ctx: ResourceContext, asOf: string, vendorId?: number) => sql`
  with pieces as (
    select id, vendor_id, kind, coalesce(due_date, date) as due_date, balance_due as open
    from payable_documents
    where company_id = ${ctx.company.id} and state = 'posted' and balance_due <> 0 and date <= ${asOf}
      ${vendorId ? sql`and vendor_id = ${vendorId}` : sql``}
    union all
    select document_id, vendor_id, document_kind, document_due_date, sum(amount)
    from payable_applications
    where company_id = ${ctx.company.id} and date > ${asOf} and document_date <= ${asOf}
      ${vendorId ? sql`and vendor_id = ${vendorId}` : sql``}
    group by document_id, vendor_id, document_kind, document_due_date
  )`;

/**
 * Payables by aging period at a date: each vendor's open bills by days past due (the company's
 * periods, payables-aging-settings), less their credits not yet applied: the total is what the
 * company owes the vendor at that date, and all vendors' totals are the payables account's balance.
 */
export async function payablesAging(ctx: ResourceContext, asOf: string): Promise<TableReport> {
  const buckets = agingBuckets(await agingPeriodsOf(ctx));
  const res = await ctx.tx.execute(sql`${openAt(ctx, asOf)}
    select v.id as vendor_id, v.display_name as vendor,
      ${agingBucketColumns(asOf, buckets, { amount: sql`o.open`, due: sql`o.due_date`, counted: sql`o.kind = 'bill'` })},
      coalesce(sum(o.open) filter (where o.kind = 'credit'), 0)::numeric(16,2)::text as credits
    from pieces o join vendors v on v.id = o.vendor_id
    where ${reachedIn(vendorsResource, ctx, sql`v.id`) ?? sql`true`}
    group by v.id, v.display_name
    order by v.display_name, v.id`);
  const rows = rowsOf<Record<string, string | number>>(res)
    .map((r) => {
      const credits = -toCents(r.credits as string);
      return { ...r, credits: fromCents(credits), total: fromCents(sumCents(buckets.map((b) => toCents(r[b.key] as string))) + credits) } as Record<string, string | number>;
    })
    .filter((r) => r.total !== '0.00' || buckets.some((b) => r[b.key] !== '0.00'));
  const keys = [...buckets.map((b) => b.key), 'credits', 'total'];
  return { columns: [textColumn('vendor'), ...keys.map(moneyColumn)], rows, totals: Object.fromEntries(keys.map((k) => [k, columnTotal(rows, k)])) };
}

/** Open payables at a date (of one vendor, or all): every bill still owed, oldest due first, with its days past due. */
export async function openPayables(ctx: ResourceContext, asOf: string, vendorId?: number): Promise<TableReport> {
  const res = await ctx.tx.execute(sql`${openAt(ctx, asOf, vendorId)}
    select d.id, d.number, d.vendor_id, v.display_name as vendor, d.date::text as date, o.due_date::text as due_date,
      d.total_amount::text as bill_total, sum(o.open)::numeric(16,2)::text as balance_due, greatest(${asOf}::date - o.due_date, 0) as days_overdue
    from pieces o join payable_documents d on d.id = o.id join vendors v on v.id = d.vendor_id
    where ${and(sql`o.kind = 'bill'`, reachedIn(billsResource, ctx, sql`d.id`), reachedIn(vendorsResource, ctx, sql`v.id`))}
    group by d.id, d.number, d.vendor_id, v.display_name, d.date, o.due_date, d.total_amount
    order by o.due_date, d.id`);
  const rows = rowsOf<Record<string, unknown>>(res);
  return {
    columns: [textColumn('number'), textColumn('vendor'), dateColumn('date'), dateColumn('due_date'), moneyColumn('bill_total'), moneyColumn('balance_due'), { key: 'days_overdue', kind: 'integer' }],
    rows,
    totals: { bill_total: columnTotal(rows, 'bill_total'), balance_due: columnTotal(rows, 'balance_due') },
  };
}

// The aging and the open bills count days past due from the day they stand at: a day, today by default.
const date = reportParam.asOf();

/** The payables reports read the bills. `vendor_id`: one vendor's open payables (the spec's vendors/payables). */
export const payablesReports = [
  defineReport({ name: 'payables-aging', permission: 'ap-bills', params: z.object({ date }), run: (ctx, p) => payablesAging(ctx, p.date), period: 'as-of' }),
  defineReport({
    name: 'open-payables',
    permission: 'ap-bills',
    params: z.object({ date, vendor_id: reportParam.optionalId('vendors', 'vendor') }),
    run: (ctx, p) => openPayables(ctx, p.date, p.vendor_id),
    period: 'as-of',
  }),
];
