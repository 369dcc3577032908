import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { payableBatchItems, payableBatchPayments } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';

/**
 * What checks paid on each approved batch item, written from To Be Paid or from the Checks list
 * (a check's bills-paid ledger sets its payments against the bills' approvals). An item's
 * `paid_amount` moves only here: up when a check pays it (it is `paid` once all of its amount
 * is), down when that check is voided or changed (it waits in To Be Paid again, to be reissued).
 */

/** Records that a check paid these amounts on these items (items locked by the caller). */
export async function recordBatchPayments(ctx: ResourceContext, checkId: number, paid: { itemId: number; amount: string }[]) {
  if (!paid.length) return;
  await ctx.tx.insert(payableBatchPayments).values(paid.map((p) => ({ companyId: ctx.company.id, itemId: p.itemId, checkId, amount: p.amount })));
  for (const p of [...paid].sort((a, b) => a.itemId - b.itemId)) await moveItem(ctx, p.itemId, p.amount);
}

/**
 * Records what a check written from To Be Paid paid on the items chosen there: its ledger set
 * its bills' payments against their approved items oldest first (./approvals.ts); these are the
 * ones the person chose.
 */
export async function assignBatchPayments(ctx: ResourceContext, checkId: number, paid: { itemId: number; amount: string }[]) {
  await releaseBatchPayments(ctx, checkId);
  await recordBatchPayments(ctx, checkId, paid);
}

/** Gives back what a check paid on batch items (its void or change), items in id order, before the bills are touched. */
export async function releaseBatchPayments(ctx: ResourceContext, checkId: number) {
  const bp = payableBatchPayments;
  const rows = await ctx.tx.select().from(bp).where(and(eq(bp.companyId, ctx.company.id), eq(bp.checkId, checkId))).orderBy(asc(bp.itemId));
  if (!rows.length) return;
  await ctx.tx
    .select({ id: payableBatchItems.id })
    .from(payableBatchItems)
    .where(inArray(payableBatchItems.id, rows.map((r) => r.itemId)))
    .orderBy(asc(payableBatchItems.id))
    .for('no key update');
  for (const r of rows) await moveItem(ctx, r.itemId, `-${r.amount}`);
  await ctx.tx.delete(bp).where(and(eq(bp.companyId, ctx.company.id), eq(bp.checkId, checkId)));
}

/** Adds to an item's paid amount; it is paid when nothing is left, approved (to be paid) otherwise. */
async function moveItem(ctx: ResourceContext, itemId: number, amount: string) {
  const i = payableBatchItems;
  await ctx.tx
    .update(i)
    .set({
      paidAmount: sql`${i.paidAmount} + ${amount}::numeric`,
      status: sql`case when ${i.paidAmount} + ${amount}::numeric >= ${i.amount} then 'paid' else 'approved' end`,
      updatedAt: sql`now()`,
    })
    .where(eq(i.id, itemId));
}
