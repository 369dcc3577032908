import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bankStatementLines, checks, journalLines, journals } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { toCents } from '@/lib/money';

/*
 * Matching a statement's lines to the account's postings: the same amount to the cent, the book's
 * date from WINDOW_BEFORE days before the bank's to WINDOW_AFTER after (a check clears days after
 * it is written; a deposit is booked the day it is made), the check number where both give one,
 * and how alike the bank's words and the books' are. Each line is proposed the best posting left
 * with a confidence from 0 to 100; a proposal with a near rival (another posting or line almost as
 * good) is held below CONFIRM_AT, so confirming in bulk never takes a guess.
 */

export const WINDOW_BEFORE = 30;
export const WINDOW_AFTER = 5;
/** A check whose number the bank gives may clear later still. */
export const CHECK_WINDOW_BEFORE = 120;
/** The confidence bulk confirmation takes by default. */
export const CONFIRM_AT = 80;
const RIVAL_GAP = 10;

type Line = { id: number; date: string; amount: string; description: string; checkNumber: string | null };
type Posting = { id: number; date: string; net: bigint; words: string; checkNumber: string | null };

const DAY = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const STOP = new Set(['the', 'and', 'for', 'pos', 'ach', 'debit', 'credit', 'purchase', 'payment', 'check', 'deposit', 'card', 'from']);
/** The words of a description that tell payees apart. */
export const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9áéíóúñü]+/)
      .filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w)),
  );

/** How alike two descriptions are, 0 to 1: the share of the shorter's words found in the other. */
export function similarity(a: string, b: string): number {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (!wa.size || !wb.size) return 0;
  let common = 0;
  for (const w of wa) if (wb.has(w) || [...wb].some((x) => x.length >= 4 && w.length >= 4 && (x.startsWith(w) || w.startsWith(x)))) common++;
  return common / Math.min(wa.size, wb.size);
}

const sameCheck = (a: string | null, b: string | null) => a !== null && b !== null && a.replace(/^0+/, '') === b.replace(/^0+/, '');

/** The score of a line against a posting of the same amount, or null where they cannot be one. */
export function scoreOf(line: Line, posting: Posting): number | null {
  const days = daysBetween(line.date, posting.date);
  const checked = sameCheck(line.checkNumber, posting.checkNumber);
  if (line.checkNumber && posting.checkNumber && !checked) return null;
  if (days > (checked ? CHECK_WINDOW_BEFORE : WINDOW_BEFORE) || days < -WINDOW_AFTER) return null;
  const dateScore = Math.max(0, 25 - 2 * Math.abs(days));
  const words = Math.round(25 * similarity(line.description, posting.words));
  return Math.min(100, 45 + dateScore + words + (checked ? 35 : 0));
}

/** Each line's best posting, one to one, greedily by score; a near rival lowers the confidence below CONFIRM_AT. */
export function assign(lines: Line[], postings: Posting[]): Map<number, { postingId: number; confidence: number }> {
  const byAmount = new Map<bigint, Posting[]>();
  for (const p of postings) byAmount.set(p.net, [...(byAmount.get(p.net) ?? []), p]);
  const pairs: { line: number; posting: number; score: number }[] = [];
  for (const line of lines) {
    for (const p of byAmount.get(toCents(line.amount)) ?? []) {
      const score = scoreOf(line, p);
      if (score !== null) pairs.push({ line: line.id, posting: p.id, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.line - b.line || a.posting - b.posting);
  const bestOfLine = new Map<number, number[]>();
  const bestOfPosting = new Map<number, number[]>();
  for (const p of pairs) {
    bestOfLine.set(p.line, [...(bestOfLine.get(p.line) ?? []), p.score]);
    bestOfPosting.set(p.posting, [...(bestOfPosting.get(p.posting) ?? []), p.score]);
  }
  const taken = new Set<number>();
  const answer = new Map<number, { postingId: number; confidence: number }>();
  for (const p of pairs) {
    if (answer.has(p.line) || taken.has(p.posting)) continue;
    taken.add(p.posting);
    // A rival within RIVAL_GAP points: another posting for this line, or another line for this posting.
    const rival = [bestOfLine.get(p.line)![1], bestOfPosting.get(p.posting)![1]].some((s) => s !== undefined && s >= p.score - RIVAL_GAP);
    answer.set(p.line, { postingId: p.posting, confidence: rival ? Math.min(p.score, CONFIRM_AT - 20) : p.score });
  }
  return answer;
}

/**
 * Proposes postings for the account's lines not matched yet (its open and proposed lines, all
 * statements): postings of the account in posted journals (not voided, not a reversal), not
 * cleared by a finished reconciliation and not matched to another line.
 */
export async function proposeMatches(ctx: ResourceContext, accountId: number): Promise<void> {
  const l = bankStatementLines;
  const mine = and(eq(l.companyId, ctx.company.id), eq(l.accountId, accountId));
  const lines = await ctx.tx
    .select({ id: l.id, date: l.date, amount: l.amount, description: l.description, checkNumber: l.checkNumber })
    .from(l)
    .where(and(mine, inArray(l.state, ['open', 'proposed'])));
  if (!lines.length) return;
  const days = lines.map((x) => x.date).sort();
  const postings = await ctx.tx
    .select({
      id: journalLines.id,
      date: journalLines.date,
      debit: journalLines.debit,
      credit: journalLines.credit,
      words: sql<string>`concat_ws(' ', ${journalLines.description}, ${journals.memo}, ${checks.payeeName})`,
      checkNumber: sql<string | null>`${checks.number}::text`,
    })
    .from(journalLines)
    .innerJoin(journals, eq(journals.id, journalLines.journalId))
    .leftJoin(checks, and(eq(journals.sourceType, 'check'), eq(checks.id, journals.sourceId), eq(checks.companyId, ctx.company.id)))
    .where(
      and(
        eq(journalLines.companyId, ctx.company.id),
        eq(journalLines.accountId, accountId),
        isNull(journalLines.reconciliationId),
        eq(journals.state, 'posted'),
        eq(journals.superseded, false),
        isNull(journals.reversesId),
        gte(journalLines.date, shift(days[0], -CHECK_WINDOW_BEFORE)),
        lte(journalLines.date, shift(days[days.length - 1], WINDOW_AFTER)),
        sql`not exists (select 1 from ${l} m where m.company_id = ${ctx.company.id} and m.journal_line_id = ${journalLines.id} and m.state = 'matched')`,
      ),
    );
  const proposals = assign(
    lines,
    postings.map((p) => ({ id: p.id, date: p.date, net: toCents(p.debit) - toCents(p.credit), words: p.words, checkNumber: p.checkNumber })),
  );
  const values = lines.map((x) => {
    const p = proposals.get(x.id);
    return sql`(${x.id}::int, ${p?.postingId ?? null}::int, ${p?.confidence ?? null}::smallint)`;
  });
  for (let i = 0; i < values.length; i += 2000) {
    await ctx.tx.execute(sql`
      update ${l} set journal_line_id = v.posting, confidence = v.confidence, state = case when v.posting is null then 'open' else 'proposed' end
      from (values ${sql.join(values.slice(i, i + 2000), sql`, `)}) as v(id, posting, confidence)
      where ${l.id} = v.id and ${l.companyId} = ${ctx.company.id}`);
  }
}
