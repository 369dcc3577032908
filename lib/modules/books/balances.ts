import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import type { ResourceContext } from '@/lib/engine/define';
import { periodOf } from '@/lib/modules/books/post';

export type AccountTotals = { account_id: number; number: string | null; name: string; type: number; system_role: string | null; debit: string; credit: string };

/**
 * Every account's total debits and credits through `date`: whole months from the kept
 * balances, the last (partial) month from its lines, all summed in SQL. Two small scans,
 * however many lines the books hold.
 */
export async function totalsThrough(ctx: ResourceContext, date: string): Promise<AccountTotals[]> {
  // Through a month's last day, the kept balances hold everything: no line is read.
  const month = isMonthEnd(date) ? nextPeriod(date) : periodOf(date);
  const res = await ctx.tx.execute(sql`
    select a.id as account_id, a.number, a.display_name as name, a.type, a.system_role,
           (coalesce(b.debit, 0) + coalesce(l.debit, 0))::numeric(16,2)::text as debit,
           (coalesce(b.credit, 0) + coalesce(l.credit, 0))::numeric(16,2)::text as credit
    from accounts a
    left join (
      select account_id, sum(debit) as debit, sum(credit) as credit from account_balances
      where company_id = ${ctx.company.id} and period < ${month} group by account_id
    ) b on b.account_id = a.id
    left join (
      select account_id, sum(debit) as debit, sum(credit) as credit from journal_lines
      where company_id = ${ctx.company.id} and date >= ${month} and date <= ${date} group by account_id
    ) l on l.account_id = a.id
    where a.company_id = ${ctx.company.id}
    order by a.number nulls last, a.display_name, a.id`);
  return rowsOf<AccountTotals>(res);
}

const isMonthEnd = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.getUTCDate() === 1;
};

/**
 * The balance (debits less credits) of every account of a type through `date`, as a scalar
 * subquery read like totalsThrough: kept months, then the last month's lines.
 */
export function typeBalanceThrough(ctx: ResourceContext, type: number, date: string): SQL {
  const month = isMonthEnd(date) ? nextPeriod(date) : periodOf(date);
  const ofType = sql`(select id from accounts where company_id = ${ctx.company.id} and type = ${type})`;
  return sql`(select coalesce(sum(debit - credit), 0)::numeric(16,2)::text from (
    select debit, credit from account_balances where company_id = ${ctx.company.id} and period < ${month} and account_id in ${ofType}
    union all
    select debit, credit from journal_lines where company_id = ${ctx.company.id} and date >= ${month} and date <= ${date} and account_id in ${ofType}
  ) t)`;
}

/** The first day of the month after a date's month. */
function nextPeriod(date: string): string {
  // setUTCFullYear, not Date.UTC: that one reads the years 0 to 99 as 1900 to 1999.
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1);
  return d.toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
