import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { journalLines, reconciliations } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { ACCOUNT_TYPES, BANK, CREDIT_CARD } from '@/lib/modules/books/account-types';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { journalReached } from '@/lib/modules/books/journal-reach';
import { clearLines, unclearLines } from '@/lib/modules/books/cleared-lines';
import { fromCents, sumCents, toCents } from '@/lib/money';

type Reconciliation = typeof reconciliations.$inferSelect;
type Statement = { accountId: number; statementDate: string };

/** Accounts with statements to reconcile. */
export const RECONCILABLE = [BANK, CREDIT_CARD];

/** +1 for debit accounts (a bank), -1 for credit ones (a card): statement balances are positive. */
async function signOf(ctx: ResourceContext, accountId: number): Promise<bigint> {
  const account = await requireAccountOfType(ctx, 'account_id', accountId, RECONCILABLE);
  return ACCOUNT_TYPES.get(account.type)?.normal === 'credit' ? -1n : 1n;
}

/**
 * A statement's lines as the person sees them: every line, since the statement must tie out to the
 * cent, but the words of a line whose journal they may not see (a secured check's payee: lib/modules/
 * books/journal-reach.ts) left out; its date and amount are on the bank's statement anyway.
 */
const lineColumns = (ctx: ResourceContext) => ({
  id: journalLines.id,
  date: journalLines.date,
  debit: journalLines.debit,
  credit: journalLines.credit,
  description: sql<string | null>`case when ${journalReached(ctx, journalLines.journalId) ?? sql`true`} then ${journalLines.description} end`,
  journalId: journalLines.journalId,
});

/** The lines a statement may clear: the account's, up to its date, not cleared by a finished reconciliation. */
function openLines(ctx: ResourceContext, rec: Statement) {
  return ctx.tx
    .select(lineColumns(ctx))
    .from(journalLines)
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.accountId, rec.accountId), lte(journalLines.date, rec.statementDate), isNull(journalLines.reconciliationId)))
    .orderBy(journalLines.date, journalLines.id);
}

const ofAccount = (ctx: ResourceContext, accountId: number) => and(eq(reconciliations.companyId, ctx.company.id), eq(reconciliations.accountId, accountId));

/** The account's last finished reconciliation, if any. */
async function lastFinished(ctx: ResourceContext, accountId: number) {
  const [last] = await ctx.tx
    .select()
    .from(reconciliations)
    .where(and(ofAccount(ctx, accountId), eq(reconciliations.state, 'posted')))
    .orderBy(desc(reconciliations.statementDate), desc(reconciliations.id))
    .limit(1);
  return last;
}

/**
 * A statement's header: a new one starts where the last finished one ended, after its date,
 * while no other is in progress; ticked lines must be open lines of the account up to its date.
 */
export async function statementHeader(
  ctx: ResourceContext,
  input: { account_id: number; statement_date: string; ending_balance: string; cleared_line_ids?: number[] },
  existing: Reconciliation | null,
) {
  const accountId = existing?.accountId ?? input.account_id;
  if (existing && input.account_id && input.account_id !== accountId) throw ValidationError.field('account_id', say('reconciliationAccountFixed'));
  await signOf(ctx, accountId);
  const statementDate = input.statement_date;
  const last = await lastFinished(ctx, accountId);
  if (last && statementDate <= last.statementDate) {
    throw ValidationError.field('statement_date', say('statementAfterLast', { date: last.statementDate }));
  }
  if (!existing) {
    const [open] = await ctx.tx.select({ id: reconciliations.id }).from(reconciliations).where(and(ofAccount(ctx, accountId), eq(reconciliations.state, 'draft')));
    if (open) throw ValidationError.field('account_id', say('reconciliationOpen', { id: String(open.id) }));
  }
  const cleared = [...new Set(input.cleared_line_ids ?? existing?.clearedLineIds ?? [])];
  if (cleared.length) {
    const allowed = new Set((await openLines(ctx, { accountId, statementDate })).map((l) => l.id));
    const wrong = cleared.filter((id) => !allowed.has(id));
    if (wrong.length) throw ValidationError.field('cleared_line_ids', say('linesNotOpen', { ids: wrong.join(', ') }));
  }
  return { accountId, statementDate, beginningBalance: existing?.beginningBalance ?? last?.endingBalance ?? '0.00', endingBalance: input.ending_balance, clearedLineIds: cleared };
}

/** Where a reconciliation stands: the open lines (ticked or not), the cleared balance and the difference. */
export async function reconciliationSummary(ctx: ResourceContext, rec: Reconciliation) {
  const sign = await signOf(ctx, rec.accountId);
  const finished = rec.state !== 'draft';
  const lines = finished
    ? await ctx.tx.select(lineColumns(ctx)).from(journalLines).where(eq(journalLines.reconciliationId, rec.id)).orderBy(journalLines.date, journalLines.id)
    : await openLines(ctx, rec);
  const ticked = new Set(finished ? lines.map((l) => l.id) : rec.clearedLineIds);
  const clearedNet = sumCents(lines.filter((l) => ticked.has(l.id)).map((l) => toCents(l.debit) - toCents(l.credit)));
  const clearedBalance = toCents(rec.beginningBalance) + sign * clearedNet;
  return {
    beginning_balance: fromCents(toCents(rec.beginningBalance)),
    ending_balance: fromCents(toCents(rec.endingBalance)),
    cleared_balance: fromCents(clearedBalance),
    difference: fromCents(toCents(rec.endingBalance) - clearedBalance),
    items: lines.map((l) => ({ id: l.id, journal_id: l.journalId, date: Math.floor(Date.parse(`${l.date}T00:00:00Z`) / 1000), description: l.description, debit: l.debit, credit: l.credit, cleared: ticked.has(l.id) ? 1 : 0 })),
  };
}

/** Finishing: only at a difference of exactly 0.00; the ticked lines are marked reconciled. */
export async function finishReconciliation(ctx: ResourceContext, rec: Reconciliation): Promise<void> {
  const summary = await reconciliationSummary(ctx, rec);
  if (summary.difference !== '0.00') {
    throw ValidationError.field('ending_balance', say('differenceNotZero', { difference: summary.difference }));
  }
  await clearLines(ctx, rec.id, rec.clearedLineIds);
  await ctx.tx.update(reconciliations).set({ finishedAt: sql`now()` }).where(eq(reconciliations.id, rec.id));
}

/**
 * Voiding a finished reconciliation un-clears its lines. Only the account's latest may be
 * voided: a later statement's beginning balance stands on it.
 */
export async function undoReconciliation(ctx: ResourceContext, rec: Reconciliation): Promise<void> {
  const [later] = await ctx.tx
    .select({ id: reconciliations.id })
    .from(reconciliations)
    .where(and(ofAccount(ctx, rec.accountId), inArray(reconciliations.state, ['draft', 'posted']), gt(reconciliations.statementDate, rec.statementDate)))
    .limit(1);
  if (later) throw ValidationError.field('id', say('reconciliationLater', { id: String(later.id) }));
  await unclearLines(ctx, rec.id);
}
