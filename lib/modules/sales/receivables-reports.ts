import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { customers } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { scope } from '@/lib/engine/query';
import { reachedIn } from '@/lib/engine/reach';
import { customersResource } from '@/lib/modules/crm/customers';
import { journalReached } from '@/lib/modules/books/journal-reach';
import { invoicesResource } from './receivables';
import { z } from 'zod';
import { notFound } from '@/lib/engine/errors';
import { defineReport, reportParam } from '@/lib/engine/reports';
import { ACCOUNTS_RECEIVABLE } from '@/lib/modules/books/account-types';
import { agingBucketColumns, agingBuckets } from '@/lib/modules/books/aging';
import { dayBefore } from '@/lib/modules/books/balances';
import { columnTotal, dateColumn, moneyColumn, textColumn, type TableReport } from '@/lib/modules/books/table-report';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { undepositedFunds } from './deposited-funds';

/**
 * The receivables reports (gems 42, 44, 73): each answers the columns it shows (key and kind,
 * for the window and the files), its rows and its totals. They read kept figures — invoices'
 * balance due through the partial index of open documents, payments' unapplied amounts, the
 * customers' journal lines — and never replay all history for a request.
 */

export type { ColumnKind, TableReport } from '@/lib/modules/books/table-report';

const [money, text, date, total] = [moneyColumn, textColumn, dateColumn, columnTotal];

/**
 * What each open receivable owed at `asOf`, document by document (the open receivables list):
 * the kept balance due of open invoices and credit
 * memos (credits negative), plus what was applied to them after `asOf` (so a past date sees
 * them as they stood), for documents dated up to `asOf`. Applications after the date are read
 * through their (company, date) index: none for today.
 */
const openAt = (ctx: ResourceContext, asOf: string) => sql`
  with later as (
    select invoice_id as id, sum(amount) as amount from receivable_applications
    where company_id = ${ctx.company.id} and date > ${asOf} group by invoice_id
    union all
    select coalesce(credit_memo_id, -payment_id), sum(amount) from apply_credits
    where company_id = ${ctx.company.id} and state = 'posted' and date > ${asOf} group by 1
  ), later_by as (select id, sum(amount) as amount from later group by id),
  open_docs as (
    select d.id, d.number, d.kind, d.customer_id, d.date, coalesce(d.due_date, d.date) as due_date, d.total_amount, d.balance_due + coalesce(l.amount, 0) as open
    from sales_documents d left join later_by l on l.id = d.id
    where d.company_id = ${ctx.company.id} and d.state = 'posted' and d.balance_due <> 0 and d.kind in ('invoice', 'credit_memo') and d.date <= ${asOf}
    union all
    select d.id, d.number, d.kind, d.customer_id, d.date, coalesce(d.due_date, d.date), d.total_amount, l.amount
    from later_by l join sales_documents d on d.id = l.id
    where d.company_id = ${ctx.company.id} and d.state = 'posted' and d.balance_due = 0 and d.kind in ('invoice', 'credit_memo') and d.date <= ${asOf}
  )`;

/**
 * What customers owed at `asOf`, in additive pieces (customer, kind, due date, amount): open
 * invoices, credit memos and return items (a credit, as a credit memo is) dated up to `asOf` at
 * their kept balance due (the covering index of
 * open documents), plus what was paid on invoices after `asOf` summed by customer and due date
 * from the applications' own copy of their invoice (a covering index by date: nothing for
 * today, and no lookup per invoice for a past date), plus credit memos applied after `asOf`;
 * and each customer's payments not yet applied at `asOf`.
 */
const owedAt = (ctx: ResourceContext, asOf: string) => sql`
  with later_credits as (
    select coalesce(credit_memo_id, -payment_id) as id, sum(amount) as amount from apply_credits
    where company_id = ${ctx.company.id} and state = 'posted' and date > ${asOf} group by 1
  ),
  pieces as (
    select customer_id, kind, coalesce(due_date, date) as due_date, balance_due as open
    from sales_documents
    where company_id = ${ctx.company.id} and state = 'posted' and balance_due <> 0 and kind in ('invoice', 'credit_memo', 'return_item') and date <= ${asOf}
    union all
    select customer_id, 'invoice', invoice_due_date, sum(amount)
    from receivable_applications
    where company_id = ${ctx.company.id} and date > ${asOf} and invoice_date <= ${asOf}
    group by customer_id, invoice_due_date
    union all
    select d.customer_id, d.kind, coalesce(d.due_date, d.date), l.amount
    from later_credits l join sales_documents d on d.id = l.id
    where d.company_id = ${ctx.company.id} and d.state = 'posted' and d.kind = 'credit_memo' and d.date <= ${asOf}
  ),
  unapplied as (
    select p.customer_id, sum(p.unapplied_amount + coalesce(l.amount, 0)) as open
    from customer_payments p left join later_credits l on l.id = -p.id
    where p.company_id = ${ctx.company.id} and p.kind = 'payment' and p.state = 'posted' and p.date <= ${asOf}
      and (p.unapplied_amount <> 0 or l.amount is not null)
    group by p.customer_id
  )`;

/**
 * Receivables by aging period (gem 42) at a date: each customer's open invoices by days past
 * due (current, 1-30, 31-60, 61-90, over 90), less their unapplied credits (credit memos, return
 * items, over payments): the total is what the customer owes, their balance at that date.
 */
export async function receivablesAging(ctx: ResourceContext, asOf: string, customerId?: number): Promise<TableReport> {
  const buckets = agingBuckets();
  const res = await ctx.tx.execute(sql`${owedAt(ctx, asOf)}
    select c.id as customer_id, c.display_name as customer,
      ${agingBucketColumns(asOf, buckets, { amount: sql`o.open`, due: sql`o.due_date`, counted: sql`o.kind = 'invoice'` })},
      (coalesce(sum(o.open) filter (where o.kind in ('credit_memo', 'return_item')), 0) + coalesce(max(u.open), 0))::numeric(16,2)::text as credits
    from pieces o
    full join unapplied u on u.customer_id = o.customer_id
    join customers c on c.id = coalesce(o.customer_id, u.customer_id)
    where ${and(sql`true`, customerId === undefined ? undefined : sql`c.id = ${customerId}`, reachedIn(customersResource, ctx, sql`c.id`))}
    group by c.id, c.display_name
    order by c.display_name, c.id`);
  const rows = rowsOf<Record<string, string | number>>(res).map((r) => {
    const credits = -toCents(r.credits as string);
    const owed = sumCents(buckets.map((b) => toCents(r[b.key] as string))) + credits;
    return { ...r, credits: fromCents(credits), total: fromCents(owed) };
  });
  const keys = [...buckets.map((b) => b.key), 'credits', 'total'];
  return { columns: [text('customer'), ...keys.map(money)], rows, totals: Object.fromEntries(keys.map((k) => [k, total(rows, k)])) };
}

/** Open receivables at a date: every invoice still owed, oldest due first, with its days past due. */
export async function openReceivables(ctx: ResourceContext, asOf: string): Promise<TableReport> {
  const res = await ctx.tx.execute(sql`${openAt(ctx, asOf)}
    select o.id, o.number, o.customer_id, c.display_name as customer, o.date::text as date, o.due_date::text as due_date,
      o.total_amount::text as total_amount, o.open::numeric(16,2)::text as balance_due, greatest(${asOf}::date - o.due_date, 0) as days_overdue
    from open_docs o join customers c on c.id = o.customer_id
    where ${and(sql`o.kind = 'invoice'`, reachedIn(invoicesResource, ctx, sql`o.id`), reachedIn(customersResource, ctx, sql`c.id`))}
    order by o.due_date, o.id`);
  const rows = rowsOf<Record<string, unknown>>(res);
  return {
    columns: [text('number'), text('customer'), date('date'), date('due_date'), money('total_amount'), money('balance_due'), { key: 'days_overdue', kind: 'integer' }],
    rows,
    totals: { total_amount: total(rows, 'total_amount'), balance_due: total(rows, 'balance_due') },
  };
}

/** Top customers (gem 73): sales invoiced in a period by customer, largest first, with what each owes today. */
export async function topCustomers(ctx: ResourceContext, from: string, to: string, limit = 10): Promise<TableReport> {
  const res = await ctx.tx.execute(sql`
    select c.id as customer_id, c.display_name as customer, count(*)::int as invoices, sum(d.total_amount)::numeric(16,2)::text as sales, c.balance::text as balance
    from sales_documents d join customers c on c.id = d.customer_id
    where ${and(sql`d.company_id = ${ctx.company.id} and d.kind = 'invoice' and d.state = 'posted' and d.date between ${from} and ${to}`, reachedIn(customersResource, ctx, sql`c.id`))}
    group by c.id, c.display_name, c.balance
    order by sum(d.total_amount) desc, c.id
    limit ${limit}`);
  const rows = rowsOf<Record<string, unknown>>(res);
  return { columns: [text('customer'), { key: 'invoices', kind: 'integer' }, money('sales'), money('balance')], rows, totals: { sales: total(rows, 'sales'), balance: total(rows, 'balance') } };
}

/**
 * A customer's statement over a period: the balance brought forward, every receivables posting
 * naming the customer (invoices, payments, credits, write-offs and their reversals) with the
 * running balance, and the balance at the end (their kept balance, when the period ends today).
 */
export async function customerStatement(ctx: ResourceContext, customerId: number, from: string, to: string) {
  // The customer as naming a record finds it (a report's parameter, as a body's reference): one secured to others does not exist.
  const [customer] = await ctx.tx.select({ id: customers.id, name: customers.displayName }).from(customers).where(and(...scope(customersResource, ctx), eq(customers.id, customerId)));
  if (!customer) throw notFound('This customer does not exist.');
  const mine = sql`l.company_id = ${ctx.company.id} and l.entity_type = 'customers' and l.entity_id = ${customerId} and a.type = ${ACCOUNTS_RECEIVABLE}`;
  const [opening] = rowsOf<{ amount: string }>(
    await ctx.tx.execute(sql`select coalesce(sum(l.debit - l.credit), 0)::numeric(16,2)::text as amount from journal_lines l join accounts a on a.id = l.account_id where ${mine} and l.date <= ${dayBefore(from)}`),
  );
  // `reference`: the number of the document that posted it (invoice, credit memo, payment), else the line's own words.
  const lines = rowsOf<{ date: string; number: string; source_type: string; description: string | null; reference: string | null; debit: string; credit: string; seen: boolean }>(
    await ctx.tx.execute(sql`
      select l.date::text as date, j.number, j.source_type, coalesce(l.description, j.memo) as description,
        coalesce(d.number, p.number, l.description, j.number) as reference, l.debit::text as debit, l.credit::text as credit,
        ${journalReached(ctx, sql`l.journal_id`) ?? sql`true`} as seen
      from journal_lines l join accounts a on a.id = l.account_id join journals j on j.id = l.journal_id
      left join sales_documents d on d.company_id = l.company_id and d.id = j.source_id and j.source_type in ('invoice', 'credit_memo', 'return_item', 'sales_receipt')
      left join customer_payments p on p.company_id = l.company_id and p.id = j.source_id and j.source_type in ('payment', 'other_fund')
      where ${mine} and l.date between ${from} and ${to}
      order by l.date, l.id`),
  );
  let running = toCents(opening.amount);
  // Postings of documents the person may not see are left out; the balances stay the customer's.
  const rows = lines.flatMap(({ seen, ...l }) => {
    running += toCents(l.debit) - toCents(l.credit);
    return seen ? [{ ...l, balance: fromCents(running) }] : [];
  });
  return {
    customer,
    columns: [date('date'), text('number'), text('description'), money('debit'), money('credit'), money('balance')],
    rows,
    totals: { opening_balance: opening.amount, debit: total(rows, 'debit'), credit: total(rows, 'credit'), closing_balance: fromCents(running) },
  };
}

/** Funds received waiting in Undeposited Funds for a bank deposit, oldest first. */
export async function undepositedFundsReport(ctx: ResourceContext): Promise<TableReport> {
  const rows = await undepositedFunds(ctx);
  return {
    columns: [date('date'), text('number'), text('received_from'), money('amount')],
    rows: rows.map((r) => ({ ...r, received_from: r.customer_name ?? r.received_from })),
    totals: { amount: total(rows, 'amount') },
  };
}

// The aging and the open items count days past due from the day they stand at: a day, today by default.
const asOf = z.object({ date: reportParam.asOf() });

/** A customer's statement: also drawn as a PDF (`customers/{id}/statement/pdf`), which needs its right as the report does. */
export const customerStatementReport = defineReport({
  name: 'customer-statement',
  permission: 'invoices',
  params: z.object({ customer_id: reportParam.id('customers', 'customer'), from: reportParam.date(), to: reportParam.date() }),
  run: (ctx, p) => customerStatement(ctx, p.customer_id, p.from, p.to),
  period: 'range',
});

/** The receivables reports (gems 42, 44, 73) read the invoices; the funds waiting for a deposit, the deposits. */
export const receivablesReports = [
  defineReport({ name: 'receivables-aging', permission: 'invoices', params: asOf, run: (ctx, p) => receivablesAging(ctx, p.date), period: 'as-of' }),
  defineReport({ name: 'open-receivables', permission: 'invoices', params: asOf, run: (ctx, p) => openReceivables(ctx, p.date), period: 'as-of' }),
  defineReport({
    name: 'top-customers',
    permission: 'invoices',
    params: z.object({ from: reportParam.date(), to: reportParam.date() }),
    run: (ctx, p) => topCustomers(ctx, p.from, p.to),
    period: 'range',
  }),
  customerStatementReport,
  defineReport({ name: 'undeposited-funds', permission: 'bank-deposits', params: z.object({}), run: (ctx) => undepositedFundsReport(ctx), period: 'as-of' }),
];
