import { and, eq, inArray, isNull } from 'drizzle-orm';
import { journalLines } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';

/*
 * Journal lines a bank reconciliation cleared: the journal is the books', so banking marks and
 * unmarks its lines through these rather than writing them itself.
 */

/** Marks `lineIds` cleared by the reconciliation, those not cleared already. */
export async function clearLines(ctx: ResourceContext, reconciliationId: number, lineIds: number[]): Promise<void> {
  if (!lineIds.length) return;
  await ctx.tx
    .update(journalLines)
    .set({ reconciliationId })
    .where(and(eq(journalLines.companyId, ctx.company.id), inArray(journalLines.id, lineIds), isNull(journalLines.reconciliationId)));
}

/** The lines the reconciliation cleared are uncleared (its void). */
export async function unclearLines(ctx: ResourceContext, reconciliationId: number): Promise<void> {
  await ctx.tx
    .update(journalLines)
    .set({ reconciliationId: null })
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.reconciliationId, reconciliationId)));
}
