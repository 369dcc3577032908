import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { journalLines, journals } from '@/db/schema';
import { copyList } from '@/lib/engine/copy-rows';
import type { WriteContext } from '@/lib/engine/define';
import { takeNumbers } from '@/lib/engine/numbering';
import { ACCOUNTS_RECEIVABLE } from './account-types';
import { JOURNAL_NUMBERING } from './post';

/** One copy of a posted journal: its document, date, customer, and the description of its first line (the document's number). */
export type JournalCopy = { sourceId: number; date: string; description: string; customerId: number };

/**
 * Posts copies of a journal in sets, for documents issued alike (a recurring batch's invoices of one
 * template, lib/modules/sales/recurring-sets.ts): journal numbers taken together, the journals and
 * their lines one insert each from the prototype's rows (the prototype's customer replaced by each
 * copy's), then the per-month account balances and the customers' kept balances one statement each,
 * rows locked in id order as every posting locks them (no deadlocks). Answers each copy's journal.
 */
export async function postCopies(ctx: WriteContext, proto: { journalId: number; customerId: number | null }, copies: JournalCopy[]): Promise<{ id: number; sourceId: number }[]> {
  if (!copies.length) return [];
  const numbers = await takeNumbers(ctx, { table: journals, numbering: JOURNAL_NUMBERING }, copies.length);
  const given = sql.join(
    copies.map((c, i) => sql`(${c.sourceId}::int, ${c.date}::date, ${String(numbers[i])}::text, ${c.description}::text, ${c.customerId}::int)`),
    sql`, `,
  );
  const journal = copyList(journals, 'j', { number: sql`v.jnumber`, date: sql`v.date`, sourceId: sql`v.doc_id`, createdAt: sql`now()` });
  const line = copyList(journalLines, 'l', {
    journalId: sql`n.id`,
    date: sql`v.date`,
    entityId: sql`case when l.entity_type = 'customers' and l.entity_id = ${proto.customerId} then v.customer_id else l.entity_id end`,
    description: sql`case when l.line_no = 1 then v.number else l.description end`,
  });
  const posted = rowsOf<{ id: number; source_id: number }>(
    await ctx.tx.execute(sql`
      with v(doc_id, date, jnumber, number, customer_id) as (values ${given}),
      n as (
        insert into journals (${journal.names})
        select ${journal.values} from journals j cross join v where j.id = ${proto.journalId}
        order by v.doc_id
        returning id, source_id),
      l as (
        insert into journal_lines (${line.names})
        select ${line.values} from journal_lines l cross join n join v on v.doc_id = n.source_id
        where l.journal_id = ${proto.journalId}
        returning journal_id)
      select n.id, n.source_id from n`),
  ).map((p) => ({ id: Number(p.id), sourceId: Number(p.source_id) }));
  const ids = sql.join(
    posted.map((p) => sql`${p.id}`),
    sql`, `,
  );
  // The per-month balances, rows in account order (as every posting locks them: no deadlocks).
  await ctx.tx.execute(sql`
    insert into account_balances (company_id, account_id, period, debit, credit)
    select company_id, account_id, date_trunc('month', date)::date, sum(debit), sum(credit) from journal_lines
    where company_id = ${ctx.company.id} and journal_id in (${ids})
    group by company_id, account_id, date_trunc('month', date) order by account_id, 3
    on conflict (account_id, period) do update set debit = account_balances.debit + excluded.debit, credit = account_balances.credit + excluded.credit`);
  // The customers' kept balances (as posting keeps a party's): their receivables lines, customers locked in id order.
  await ctx.tx.execute(sql`
    with delta as (
      select l.entity_id as id, sum(l.debit - l.credit) as amount from journal_lines l join accounts a on a.id = l.account_id
      where l.company_id = ${ctx.company.id} and l.journal_id in (${ids})
        and a.type = ${ACCOUNTS_RECEIVABLE} and l.entity_type = 'customers' and l.entity_id is not null
      group by l.entity_id having sum(l.debit - l.credit) <> 0),
    locked as (select c.id from customers c join delta on delta.id = c.id order by c.id for update of c)
    update customers c set balance = c.balance + delta.amount from delta, locked where c.id = delta.id and locked.id = c.id`);
  return posted;
}
