import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { objectRows } from '@/db/client';
import type { Tx } from '@/db/client';

/**
 * How a search (`q`) is put to each field's trigram index.
 *
 * The index finds a pattern's rows by its trigrams, and reads each trigram's postings across the
 * company's rows: a word most values hold ("Contact" in every contact: `q=Contact 42`) costs that
 * read for nothing, 3.7 of the search's 5.9 ms at 100,000 customers. So a field whose statistics
 * say a word of the query is held by at least half of its values gives its index only the other
 * words, and the whole pattern is tested on the rows found (`ws_icontains` called as a function,
 * which no index answers). And the fields are tested most likely first: a row's test stops at the
 * first field that matches. The answer is the same either way; only the plan differs.
 *
 * The shares come from the columns' statistics (migration 0068, `ws_word_shares`), the whole
 * table's, as the planner's own estimates do; they are kept here for ten minutes, so that a
 * search repeated costs no more round trip than before. Without statistics (a table never
 * analyzed, a database migrated by no superuser) every share is 0: every word goes to the index.
 */

/** A word held by at least this share of a column's values narrows its index too little to be read. */
const COMMON_WORD = 0.5;
const KEPT_MS = 10 * 60_000;
const MOST_KEPT = 10_000;
const MOST_WORDS = 8;

const shares = new Map<string, { share: number; until: number }>();
const key = (column: string, word: string) => `${column}\u0000${word}`;

/**
 * The words of a search as pg_trgm reads them (letters and digits), each with the character on
 * either side of it in the query ('' at its ends): a whole character, never half of one (an emoji).
 */
function searchWords(q: string): { word: string; before: string; after: string }[] {
  return [...q.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({
    word: m[0].toLowerCase(),
    before: /.$/su.exec(q.slice(0, m.index))?.[0] ?? '',
    after: /^./su.exec(q.slice(m.index + m[0].length))?.[0] ?? '',
  }));
}

/** `%q%` for ILIKE, its own %, _ and backslash taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `table.column` of a table's column, as `ws_word_shares` takes it. */
export const columnName = (column: AnyPgColumn): string => `${getTableName(column.table)}.${column.name}`;

/** What is kept of `word` in `column`, unless read long ago. */
function kept(column: string, word: string, now: number) {
  const entry = shares.get(key(column, word));
  return entry && entry.until > now ? entry : undefined;
}

/** The share of `column`'s values holding `word`, as last read; 0 when not read (or long ago). */
const shareOf = (column: string, word: string, now: number): number => kept(column, word, now)?.share ?? 0;

/**
 * Reads the shares of the search's words in these columns that are not kept, in one statement of
 * the request's transaction.
 */
export async function learnShares(tx: Tx, columns: string[], q: string): Promise<void> {
  // A long query's words past the eighth are not read (their share stays 0: given to the index).
  const words = [...new Set(searchWords(q).map((w) => w.word))].slice(0, MOST_WORDS);
  const now = Date.now();
  if (words.length < 2 || columns.every((c) => words.every((w) => kept(c, w, now)))) return;
  const [row] = await objectRows<{ shares: number[] | null }>(tx, 'select ws_word_shares($1::text[], $2::text[]) as shares', [columns, words]);
  keepShares(columns, words, row.shares);
}

/** Keeps the shares read (`values` column by column, each with a value per word; none: all 0) for ten minutes. */
export function keepShares(columns: string[], words: string[], values: number[] | null): void {
  const until = Date.now() + KEPT_MS;
  if (shares.size > MOST_KEPT) shares.clear();
  columns.forEach((column, c) => words.forEach((word, w) => shares.set(key(column, word), { share: values?.[c * words.length + w] ?? 0, until })));
}

/** How likely `column` holds the whole of `q`: the share of its rarest word (at most). */
export function likelihood(column: AnyPgColumn, q: string): number {
  const name = columnName(column);
  const now = Date.now();
  return Math.min(...searchWords(q).map((w) => shareOf(name, w.word, now)));
}

/**
 * `column ~~~* %q%`: ILIKE through the LEAKPROOF operator of migration 0007, which PostgreSQL may
 * evaluate below the tenant policy, with the column's statistics and its search index. The words
 * of `q` that most of the column's values hold are left to the test of the rows found, unless
 * every word is such.
 */
export function containsSearch(column: AnyPgColumn, q: string): SQL {
  const whole = containing(q);
  const words = searchWords(q);
  const name = columnName(column);
  const now = Date.now();
  const rare = words.filter((w) => shareOf(name, w.word, now) < COMMON_WORD);
  if (rare.length === words.length || !rare.length) return sql`${column} ~~~* ${whole}`;
  // Each kept word with the character on either side of it in the query: a word's edges are
  // trigrams of their own (" 42" is far rarer than "42"), and each piece is in the whole pattern,
  // so every row the whole matches is found.
  const pieces = rare.map((w) => sql`${column} ~~~* ${containing(w.before + w.word + w.after)}`);
  return sql`(${sql.join(pieces, sql` and `)} and ws_icontains(${column}, ${whole}))`;
}
