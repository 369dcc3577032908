import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { journalLines, reconciliations } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { ACCOUNT_TYPES, BANK, CREDIT_CARD } from '@/lib/modules/books/account-types';
import { fromCents, sumCents, toCents } from '@/lib/money';
import type { Json, ResourceContext, Row } from '@/lib/engine/define';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';

/** Accounts with statements to reconcile. */
const RECONCILABLE = [BANK, CREDIT_CARD];

/** +1 for debit accounts (a bank), -1 for credit ones (a card): statement balances are positive. */
async function signOf(ctx: ResourceContext, accountId: number): Promise<bigint> {
  const account = await requireAccountOfType(ctx, 'account_id', accountId, RECONCILABLE);
  return ACCOUNT_TYPES.get(account.type)?.normal === 'credit' ? -1n : 1n;
}

/** The lines a statement may clear: the account's, up to its date, not cleared by a finished reconciliation. */
function openLines(ctx: ResourceContext, rec: Row) {
  return ctx.tx
    .select({ id: journalLines.id, date: journalLines.date, debit: journalLines.debit, credit: journalLines.credit, description: journalLines.description, journalId: journalLines.journalId })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.accountId, rec.accountId as number), lte(journalLines.date, rec.statementDate as string), isNull(journalLines.reconciliationId)))
    .orderBy(journalLines.date, journalLines.id);
}

/** Starts reconciling a statement; the beginning balance is the last finished one's ending balance. */
export async function startReconciliation(ctx: ResourceContext, input: Json): Promise<Row> {
  const accountId = input.account_id as number;
  await signOf(ctx, accountId);
  const mine = and(eq(reconciliations.companyId, ctx.company.id), eq(reconciliations.accountId, accountId));
  const [open] = await ctx.tx.select({ id: reconciliations.id }).from(reconciliations).where(and(mine, isNull(reconciliations.finishedAt), eq(reconciliations.status, 1)));
  if (open) throw ValidationError.field('account_id', `Reconciliation ${open.id} of this account is still in progress: finish it first.`);
  const [last] = await ctx.tx.select().from(reconciliations).where(and(mine, isNotNull(reconciliations.finishedAt))).orderBy(desc(reconciliations.statementDate), desc(reconciliations.id)).limit(1);
  if (last && (input.statement_date as string) <= last.statementDate) {
    throw ValidationError.field('statement_date', `The statement date must be after the last reconciled statement (${last.statementDate}).`);
  }
  const [row] = await ctx.tx
    .insert(reconciliations)
    .values({ companyId: ctx.company.id, accountId, statementDate: input.statement_date as string, beginningBalance: last?.endingBalance ?? '0.00', endingBalance: input.ending_balance as string, createdBy: ctx.user.id })
    .returning();
  return row as Row;
}

/** Ticks the cleared lines (and may correct the statement's date or ending balance). */
export async function updateReconciliation(ctx: ResourceContext, rec: Row, input: Json): Promise<Row> {
  if (rec.finishedAt) throw ValidationError.field('id', 'A finished reconciliation cannot be changed.');
  const next = { ...rec, statementDate: (input.statement_date as string) ?? rec.statementDate, endingBalance: (input.ending_balance as string) ?? rec.endingBalance };
  const cleared = (input.cleared_line_ids as number[] | undefined) ?? (rec.clearedLineIds as number[]);
  if (cleared.length) {
    const allowed = new Set((await openLines(ctx, next)).map((l) => l.id));
    const wrong = cleared.filter((id) => !allowed.has(id));
    if (wrong.length) throw ValidationError.field('cleared_line_ids', `Lines ${wrong.join(', ')} are not open lines of this account up to the statement date.`);
  }
  const [row] = await ctx.tx
    .update(reconciliations)
    .set({ statementDate: next.statementDate as string, endingBalance: next.endingBalance as string, clearedLineIds: [...new Set(cleared)], updatedAt: new Date() })
    .where(eq(reconciliations.id, rec.id))
    .returning();
  return row as Row;
}

/** Where a reconciliation stands: the open lines (ticked or not), the cleared balance and the difference. */
export async function reconciliationSummary(ctx: ResourceContext, rec: Row) {
  const sign = await signOf(ctx, rec.accountId as number);
  const lines = rec.finishedAt
    ? await ctx.tx.select({ id: journalLines.id, date: journalLines.date, debit: journalLines.debit, credit: journalLines.credit, description: journalLines.description, journalId: journalLines.journalId }).from(journalLines).where(eq(journalLines.reconciliationId, rec.id)).orderBy(journalLines.date, journalLines.id)
    : await openLines(ctx, rec);
  const ticked = new Set(rec.finishedAt ? lines.map((l) => l.id) : (rec.clearedLineIds as number[]));
  const clearedNet = sumCents(lines.filter((l) => ticked.has(l.id)).map((l) => toCents(l.debit) - toCents(l.credit)));
  const clearedBalance = toCents(rec.beginningBalance as string) + sign * clearedNet;
  return {
    beginning_balance: fromCents(toCents(rec.beginningBalance as string)),
    ending_balance: fromCents(toCents(rec.endingBalance as string)),
    cleared_balance: fromCents(clearedBalance),
    difference: fromCents(toCents(rec.endingBalance as string) - clearedBalance),
    items: lines.map((l) => ({ id: l.id, journal_id: l.journalId, date: Math.floor(Date.parse(`${l.date}T00:00:00Z`) / 1000), description: l.description, debit: l.debit, credit: l.credit, cleared: ticked.has(l.id) ? 1 : 0 })),
  };
}

/** Finishes a reconciliation at a difference of exactly 0.00, marking its lines reconciled. */
export async function finishReconciliation(ctx: ResourceContext, rec: Row): Promise<Row> {
  if (rec.finishedAt) throw ValidationError.field('id', 'This reconciliation is already finished.');
  const summary = await reconciliationSummary(ctx, rec);
  if (summary.difference !== '0.00') {
    throw ValidationError.field('ending_balance', `The difference must be 0.00 to finish; it is ${summary.difference}.`);
  }
  const ids = rec.clearedLineIds as number[];
  if (ids.length) {
    await ctx.tx.update(journalLines).set({ reconciliationId: rec.id }).where(and(eq(journalLines.companyId, ctx.company.id), inArray(journalLines.id, ids), isNull(journalLines.reconciliationId)));
  }
  const [row] = await ctx.tx.update(reconciliations).set({ finishedAt: sql`now()`, updatedAt: new Date() }).where(eq(reconciliations.id, rec.id)).returning();
  return row as Row;
}
