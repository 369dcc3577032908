import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { fromCents, toCents } from '@/lib/money';
import type { accounts } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ACCOUNT_TYPES } from '@/lib/modules/books/account-types';
import { dayBefore, totalsThrough } from '@/lib/modules/books/balances';
import { collectionPosting } from '@/lib/modules/books/documents';
import { JOURNALS, journalReached } from '@/lib/modules/books/journal-reach';

export type LedgerRange = { from: string; to: string; page: number; perPage: number };

/** What a ledger needs of its account. */
type LedgerAccount = Pick<typeof accounts.$inferSelect, 'id' | 'type'>;

/** The sign that turns debit-minus-credit into the account's own balance (credit accounts flip). */
const signOf = (type: number) => (ACCOUNT_TYPES.get(type)?.normal === 'credit' ? -1n : 1n);

/** Whether the person sees the journal of a line `l` (lib/modules/books/journal-reach.ts). */
const seenLine = (ctx: ResourceContext) => journalReached(ctx, sql`l.journal_id`) ?? sql`true`;

/** The record a line opens: the document that posted it, else its journal entry. */
function sourceOf(sourceType: string, sourceId: number | null, journalId: number) {
  const collection = collectionPosting(sourceType);
  return collection && sourceId ? { collection, id: sourceId } : { collection: JOURNALS, id: journalId };
}

/**
 * An account's ledger over a range ("view ledger"): the balance before it, each line with its
 * running balance (in the account's normal sign), and the balance at its end. Each line names
 * its `source`, the record to open: the document that posted it (a check, a deposit), else its journal entry.
 */
export async function accountLedger(ctx: ResourceContext, account: LedgerAccount, range: LedgerRange) {
  const sign = signOf(account.type);
  // Lines of journals the person may not see (lib/modules/books/journal-reach.ts) are left out;
  // the balances stay the books' (a balance is no record), so a line's balance is the account's.
  const before = (await totalsThrough(ctx, dayBefore(range.from))).find((t) => t.account_id === account.id);
  const opening = before ? toCents(before.debit) - toCents(before.credit) : 0n;
  const res = await ctx.tx.execute(sql`
    with lines as (
      select l.id, l.date, l.journal_id, j.number, j.source_type, j.source_id, coalesce(l.description, j.memo) as description,
             l.debit::text as debit, l.credit::text as credit, l.reconciliation_id,
             sum(l.debit - l.credit) over (order by l.date, l.id)::numeric(16,2)::text as running,
             ${seenLine(ctx)} as seen
      from journal_lines l join journals j on j.id = l.journal_id
      where l.company_id = ${ctx.company.id} and l.account_id = ${account.id} and l.date between ${range.from} and ${range.to}
    )
    select *, count(*) over () as total from lines where seen order by date, id limit ${range.perPage} offset ${(range.page - 1) * range.perPage}`);
  const rows = rowsOf<{ id: number; date: string; journal_id: number; number: string; source_type: string; source_id: number | null; description: string | null; debit: string; credit: string; reconciliation_id: number | null; running: string; seen: boolean; total: string }>(res);
  const after = (await totalsThrough(ctx, range.to)).find((t) => t.account_id === account.id);
  const closing = after ? toCents(after.debit) - toCents(after.credit) : 0n;
  const total = rows.length ? Number(rows[0].total) : 0;
  return {
    account_id: account.id,
    from: range.from,
    to: range.to,
    opening_balance: fromCents(sign * opening),
    closing_balance: fromCents(sign * closing),
    items: rows.map(({ running, total: _, seen: _seen, date, source_id, ...line }) => ({
      ...line,
      source: sourceOf(line.source_type, source_id, line.journal_id),
      date: Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000),
      cleared: line.reconciliation_id ? 1 : 0,
      balance: fromCents(sign * (opening + toCents(running))),
    })),
    _meta: { totalCount: total, pageCount: Math.ceil(total / range.perPage), currentPage: range.page, perPage: range.perPage },
  };
}

/** The journals that touched an account (spec "Account transaction": date, number, type, amount). */
export async function accountTransactions(ctx: ResourceContext, account: Pick<LedgerAccount, 'id'>, range: LedgerRange) {
  const res = await ctx.tx.execute(sql`
    select j.id, j.date, j.number, j.source_type as type, sum(l.debit - l.credit)::numeric(16,2)::text as amount, count(*) over () as total
    from journal_lines l join journals j on j.id = l.journal_id
    where l.company_id = ${ctx.company.id} and l.account_id = ${account.id} and l.date between ${range.from} and ${range.to} and ${seenLine(ctx)}
    group by j.id order by j.date, j.id limit ${range.perPage} offset ${(range.page - 1) * range.perPage}`);
  const rows = rowsOf<{ id: number; date: string; number: string; type: string; amount: string; total: string }>(res);
  const total = rows.length ? Number(rows[0].total) : 0;
  return {
    items: rows.map(({ total: _, date, ...r }) => ({ ...r, date: Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000) })),
    _meta: { totalCount: total, pageCount: Math.ceil(total / range.perPage), currentPage: range.page, perPage: range.perPage },
  };
}
