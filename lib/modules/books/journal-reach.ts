import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { journals } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { notSecuredAway } from '@/lib/engine/secure';
import { postedByReached } from './documents';

/** The collection of the journals (journal entries [174]), under which an entry is secured. */
export const JOURNALS = 'journal-entries';

/**
 * What a journal is part of (the journal entries' `partOf`, lib/engine/reach.ts): the document
 * that posted it, and for a reversal the entry it reverses. A journal of a check secured to
 * others, or of invoices to a role that may not see invoices, is not seen with them.
 */
export function journalPartOf(ctx: ResourceContext): SQL | undefined {
  const reverses = ctx.user.isAdmin ? undefined : or(isNull(journals.reversesId), notSecuredAway(ctx, JOURNALS, journals.reversesId));
  return and(postedByReached(ctx, journals.sourceType, journals.sourceId), reverses);
}

/**
 * The condition that the journal a column names (a line's `journal_id`) is seen by this person,
 * its own secured users and what it is part of included: no condition where every journal is.
 * The right to read lines is the ledger's (the journal view's, the transactions', an account's),
 * not the journal entries'.
 */
export function journalReached(ctx: ResourceContext, journalId: AnyPgColumn | SQL): SQL | undefined {
  const narrowed = [ctx.user.isAdmin ? undefined : notSecuredAway(ctx, JOURNALS, journals.id), journalPartOf(ctx)].filter((c): c is SQL => c !== undefined);
  if (!narrowed.length) return undefined;
  return sql`${journalId} in (select ${journals.id} from ${journals} where ${and(eq(journals.companyId, ctx.company.id), ...narrowed)})`;
}
