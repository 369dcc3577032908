import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { bankMatchPostings, bankStatementLines, journalLines, journals } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { fromCents, sumCents, toCents } from '@/lib/money';

/*
 * Group matches: one line of the bank to the several postings it holds (a deposit of several
 * payments booked one by one), or several lines to one posting. The group is known by its first
 * line's id (bank_statement_lines.match_group); its postings are rows of bank_match_postings.
 * Its lines are proposed, matched and undone together.
 */

const l = bankStatementLines;
const g = bankMatchPostings;

type Line = typeof bankStatementLines.$inferSelect;

/** The lines of a group, in order. */
export function linesOfGroup(ctx: ResourceContext, groupId: number): Promise<Line[]> {
  return ctx.tx
    .select()
    .from(l)
    .where(and(eq(l.companyId, ctx.company.id), eq(l.matchGroup, groupId)))
    .orderBy(asc(l.id));
}

/** The journal lines of a group. */
export async function postingsOfGroup(ctx: ResourceContext, groupId: number): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: g.journalLineId })
    .from(g)
    .where(and(eq(g.companyId, ctx.company.id), eq(g.groupId, groupId)));
  return rows.map((r) => r.id);
}

/**
 * The account's journal lines `ids`, each open (of a posted journal that stands, not cleared) and
 * not matched to a line outside `groupId`; answers their net amounts. A posting in another
 * line's proposal that is not confirmed is taken from that proposal.
 */
async function requireFreePostings(ctx: ResourceContext, accountId: number, ids: number[], groupId: number | null): Promise<bigint[]> {
  const found = await ctx.tx
    .select({ id: journalLines.id, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journals, eq(journals.id, journalLines.journalId))
    .where(
      and(
        eq(journalLines.companyId, ctx.company.id),
        inArray(journalLines.id, ids),
        eq(journalLines.accountId, accountId),
        isNull(journalLines.reconciliationId),
        eq(journals.state, 'posted'),
        eq(journals.superseded, false),
      ),
    );
  if (found.length !== new Set(ids).size) throw ValidationError.field('journal_line_ids', say('statementPostingNotOpen'));
  const [single] = await ctx.tx
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.companyId, ctx.company.id), inArray(l.journalLineId, ids), eq(l.state, 'matched')))
    .limit(1);
  if (single) throw ValidationError.field('journal_line_ids', say('statementPostingMatched', { id: String(single.id) }));
  const others = await ctx.tx
    .select({ group: g.groupId, state: l.state })
    .from(g)
    .innerJoin(l, eq(l.id, g.groupId))
    .where(and(eq(g.companyId, ctx.company.id), inArray(g.journalLineId, ids), groupId === null ? sql`true` : ne(g.groupId, groupId)));
  const taken = others.find((o) => o.state === 'matched');
  if (taken) throw ValidationError.field('journal_line_ids', say('statementPostingMatched', { id: String(taken.group) }));
  for (const o of others) await dropGroup(ctx, o.group, 'open');
  return found.map((p) => toCents(p.debit) - toCents(p.credit));
}

/** A posting matched by hand to one line leaves any group proposal that held it. */
export async function freePostingFromProposals(ctx: ResourceContext, accountId: number, postingId: number): Promise<void> {
  await requireFreePostings(ctx, accountId, [postingId], null);
}

/** A group undone: its lines left `state` (open), its postings let go. */
async function dropGroup(ctx: ResourceContext, groupId: number, state: 'open') {
  await ctx.tx.delete(g).where(and(eq(g.companyId, ctx.company.id), eq(g.groupId, groupId)));
  await ctx.tx
    .update(l)
    .set({ state, matchGroup: null, journalLineId: null, confidence: null, documentType: null, documentId: null })
    .where(and(eq(l.companyId, ctx.company.id), eq(l.matchGroup, groupId)));
}

/** Confirms a proposed group: its postings still free, its lines matched together. */
export async function confirmGroup(ctx: ResourceContext, line: Line): Promise<void> {
  const groupId = line.matchGroup!;
  await requireFreePostings(ctx, line.accountId, await postingsOfGroup(ctx, groupId), groupId);
  await ctx.tx
    .update(l)
    .set({ state: 'matched' })
    .where(and(eq(l.companyId, ctx.company.id), eq(l.matchGroup, groupId)));
}

/** Undoes a group (proposed or matched), unless one of its postings is cleared by a finished reconciliation. */
export async function undoGroup(ctx: ResourceContext, groupId: number): Promise<void> {
  const [cleared] = await ctx.tx
    .select({ id: journalLines.id })
    .from(g)
    .innerJoin(journalLines, eq(journalLines.id, g.journalLineId))
    .where(and(eq(g.companyId, ctx.company.id), eq(g.groupId, groupId), isNotNull(journalLines.reconciliationId)))
    .limit(1);
  if (cleared) throw ValidationError.field('id', say('statementLineReconciled'));
  await dropGroup(ctx, groupId, 'open');
}

/**
 * Matches by hand lines of one account (open or proposed) to postings whose sum is theirs: one
 * line to several postings, several lines to one, or one to one. Answers the group's id (null for
 * one to one, kept as the line's own posting).
 */
export async function matchByHand(ctx: ResourceContext, accountId: number, lineIds: number[], postingIds: number[]): Promise<number | null> {
  const ids = [...new Set(lineIds)].sort((a, b) => a - b);
  const lines = await ctx.tx
    .select()
    .from(l)
    .where(and(eq(l.companyId, ctx.company.id), eq(l.accountId, accountId), inArray(l.id, ids)))
    .orderBy(asc(l.id))
    .for('update');
  if (lines.length !== ids.length || lines.some((x) => x.state === 'matched')) throw ValidationError.field('line_ids', say('statementLinesNotOpen'));
  if (ids.length > 1 && postingIds.length > 1) throw ValidationError.field('journal_line_ids', say('statementGroupShape'));
  // Proposals the lines had are let go first.
  for (const x of lines) if (x.matchGroup) await dropGroup(ctx, x.matchGroup, 'open');
  const nets = await requireFreePostings(ctx, accountId, postingIds, null);
  const banked = sumCents(lines.map((x) => toCents(x.amount)));
  const booked = sumCents(nets);
  if (banked !== booked) throw ValidationError.field('journal_line_ids', say('statementGroupSum', { lines: fromCents(banked), postings: fromCents(booked) }));
  if (ids.length === 1 && postingIds.length === 1) {
    await ctx.tx.update(l).set({ state: 'matched', journalLineId: postingIds[0], confidence: 100, matchGroup: null }).where(eq(l.id, ids[0]));
    return null;
  }
  const groupId = ids[0];
  await ctx.tx.update(l).set({ state: 'matched', journalLineId: null, confidence: 100, matchGroup: groupId }).where(and(eq(l.companyId, ctx.company.id), inArray(l.id, ids)));
  await ctx.tx.insert(g).values(postingIds.map((journalLineId) => ({ companyId: ctx.company.id, groupId, accountId, journalLineId })));
  return groupId;
}
