import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { bankMatchPostings, bankStatementLines, checks, journalLines, journals } from '@/db/schema';
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

/** How far a group's postings may stand from its line (or its lines from its posting): days the books are before the bank, after. */
export const GROUP_WINDOW_BEFORE = 10;
/** The most postings (or lines) one group holds. */
export const GROUP_MAX = 4;
/** The nearest candidates (by date) a group is looked for among. */
const GROUP_CANDIDATES = 12;
/** A group is a sum that fits, which chance makes more often than one amount: it is never confirmed in bulk. */
export const GROUP_CONFIDENCE = CONFIRM_AT - 10;

export type Group = { lineIds: number[]; postingIds: number[]; confidence: number };

const abs = (n: bigint) => (n < 0n ? -n : n);

/**
 * The first set of 2 to GROUP_MAX of `values` (all of one sign) adding up to `target`, smallest sets
 * first, nearer candidates first, and whether another set of that size fits too.
 */
function subsetOf(values: bigint[], target: bigint): { at: number[]; another: boolean } | null {
  for (let size = 2; size <= GROUP_MAX; size++) {
    const found: number[][] = [];
    const walk = (from: number, left: bigint, chosen: number[]) => {
      if (found.length > 1) return;
      if (chosen.length === size) {
        if (left === 0n) found.push([...chosen]);
        return;
      }
      for (let i = from; i < values.length; i++) {
        if (abs(values[i]) > abs(left)) continue;
        chosen.push(i);
        walk(i + 1, left - values[i], chosen);
        chosen.pop();
      }
    };
    walk(0, target, []);
    if (found.length) return { at: found[0], another: found.length > 1 };
  }
  return null;
}

/** The items of `sorted` (by day) whose day is from `from` to `to`, by binary search. */
function between<T extends { date: string }>(sorted: T[], from: string, to: string): T[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].date < from) lo = mid + 1;
    else hi = mid;
  }
  const out: T[] = [];
  for (let i = lo; i < sorted.length && sorted[i].date <= to; i++) out.push(sorted[i]);
  return out;
}

/** A group's confidence: up to GROUP_CONFIDENCE by how near its days are; lower where another set fits as well. */
function groupConfidence(days: number[], another: boolean): number {
  const far = Math.max(...days.map(Math.abs));
  const score = 50 + Math.max(0, GROUP_CONFIDENCE - 50 - 2 * far);
  return another ? Math.min(score, 50) : score;
}

/**
 * Groups among what one-to-one matching left: a line of the bank whose amount several postings
 * make up (a deposit of several payments booked one by one), then a posting several lines make up
 * (a payment the bank took in parts). Same sign, each smaller than the whole, the books' days from
 * GROUP_WINDOW_BEFORE before the bank's to WINDOW_AFTER after; among the nearest candidates.
 */
export function assignGroups(lines: Line[], postings: Posting[]): Group[] {
  const groups: Group[] = [];
  const usedLines = new Set<number>();
  const usedPostings = new Set<number>();
  const byDate = <T extends { date: string; id: number }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id);
  const sortedPostings = [...postings].sort(byDate);
  const sortedLines = [...lines].sort(byDate);
  const nearest = <T extends { date: string; id: number }>(items: T[], day: string) =>
    items.sort((a, b) => Math.abs(daysBetween(day, a.date)) - Math.abs(daysBetween(day, b.date)) || a.id - b.id).slice(0, GROUP_CANDIDATES);
  for (const line of sortedLines) {
    // A check is one posting, never several: lines and postings of checks are left to one-to-one matching.
    if (line.checkNumber) continue;
    const target = toCents(line.amount);
    const candidates = nearest(
      between(sortedPostings, shift(line.date, -GROUP_WINDOW_BEFORE), shift(line.date, WINDOW_AFTER)).filter((p) => !usedPostings.has(p.id) && !p.checkNumber && p.net !== 0n && p.net > 0n === target > 0n && abs(p.net) < abs(target)),
      line.date,
    );
    const found = candidates.length >= 2 ? subsetOf(candidates.map((p) => p.net), target) : null;
    if (!found) continue;
    const chosen = found.at.map((i) => candidates[i]);
    usedLines.add(line.id);
    for (const p of chosen) usedPostings.add(p.id);
    groups.push({ lineIds: [line.id], postingIds: chosen.map((p) => p.id), confidence: groupConfidence(chosen.map((p) => daysBetween(line.date, p.date)), found.another) });
  }
  const leftLines = sortedLines.filter((l) => !usedLines.has(l.id));
  if (!leftLines.length) return groups;
  for (const posting of sortedPostings) {
    if (usedPostings.has(posting.id) || posting.net === 0n || posting.checkNumber) continue;
    const candidates = nearest(
      between(leftLines, shift(posting.date, -WINDOW_AFTER), shift(posting.date, GROUP_WINDOW_BEFORE)).filter((l) => !usedLines.has(l.id) && !l.checkNumber && toCents(l.amount) > 0n === posting.net > 0n && abs(toCents(l.amount)) < abs(posting.net)),
      posting.date,
    );
    const found = candidates.length >= 2 ? subsetOf(candidates.map((l) => toCents(l.amount)), posting.net) : null;
    if (!found) continue;
    const chosen = found.at.map((i) => candidates[i]);
    usedPostings.add(posting.id);
    for (const l of chosen) usedLines.add(l.id);
    groups.push({ lineIds: chosen.map((l) => l.id).sort((a, b) => a - b), postingIds: [posting.id], confidence: groupConfidence(chosen.map((l) => daysBetween(l.date, posting.date)), found.another) });
  }
  return groups;
}

/**
 * Proposes postings for the account's lines not matched yet (its open and proposed lines, all
 * statements): postings of the account in posted journals (not voided, not a reversal), not
 * cleared by a finished reconciliation and not matched to another line.
 */
export async function proposeMatches(ctx: ResourceContext, accountId: number): Promise<void> {
  const l = bankStatementLines;
  const g = bankMatchPostings;
  const mine = and(eq(l.companyId, ctx.company.id), eq(l.accountId, accountId));
  // The groups proposed before are proposed again (or not) with the rest.
  await ctx.tx.delete(g).where(and(eq(g.companyId, ctx.company.id), eq(g.accountId, accountId), sql`${g.groupId} in (select ${l.id} from ${l} where ${mine} and ${l.state} <> 'matched')`));
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
        sql`not exists (select 1 from ${g} gp where gp.company_id = ${ctx.company.id} and gp.journal_line_id = ${journalLines.id})`,
      ),
    );
  const offered = postings.map((p) => ({ id: p.id, date: p.date, net: toCents(p.debit) - toCents(p.credit), words: p.words, checkNumber: p.checkNumber }));
  const proposals = assign(lines, offered);
  const taken = new Set([...proposals.values()].map((p) => p.postingId));
  const groups = assignGroups(
    lines.filter((x) => !proposals.has(x.id)),
    offered.filter((p) => !taken.has(p.id)),
  );
  const groupOf = new Map(groups.flatMap((grp) => grp.lineIds.map((id) => [id, grp] as const)));
  const values = lines.map((x) => {
    const p = proposals.get(x.id);
    const grp = groupOf.get(x.id);
    return sql`(${x.id}::int, ${p?.postingId ?? null}::int, ${p?.confidence ?? grp?.confidence ?? null}::smallint, ${grp ? grp.lineIds[0] : null}::int)`;
  });
  for (let i = 0; i < values.length; i += 2000) {
    await ctx.tx.execute(sql`
      update ${l} set journal_line_id = v.posting, confidence = v.confidence, match_group = v.grp, state = case when v.posting is null and v.grp is null then 'open' else 'proposed' end
      from (values ${sql.join(values.slice(i, i + 2000), sql`, `)}) as v(id, posting, confidence, grp)
      where ${l.id} = v.id and ${l.companyId} = ${ctx.company.id}`);
  }
  const rows = groups.flatMap((grp) => grp.postingIds.map((journalLineId) => ({ companyId: ctx.company.id, groupId: grp.lineIds[0], accountId, journalLineId })));
  for (let i = 0; i < rows.length; i += 1000) await ctx.tx.insert(g).values(rows.slice(i, i + 1000));
}
