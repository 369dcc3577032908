import { and, asc, eq, inArray } from 'drizzle-orm';
import { payableApplications, payableBatchItems } from '@/db/schema';
import { can } from '@/lib/engine/rights';
import type { ResourceContext } from '@/lib/engine/define';
import type { FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { fromCents, toCents, type Cents } from '@/lib/money';
import { recordBatchPayments } from './batch-payments';

/**
 * Paying a bill needs its approval where the company requires one (docs/decisions.md, issue 35).
 * The company says who may approve bill payments through its roles (`approve` on
 * `payable_payment`: owners, administrators and accountants by default, never staff); whoever may
 * not pays a bill only up to what was approved of it and is not paid yet, its approved batch
 * items (To Be Approved). A bill whose approval was refused (rejected, and nothing of it approved
 * or waiting since) is paid by nobody until it is put forward and approved again. Every payment
 * of a bill goes through the bills-paid ledger (./applications.ts), which asks here whatever
 * found the bill, and sets what it pays against the bill's approvals, oldest first.
 */

type Item = typeof payableBatchItems.$inferSelect;

/** The batch items of these bills, locked (before the bills: To Be Paid locks items, then bills), by bill. */
export async function lockApprovals(ctx: ResourceContext, billIds: number[]): Promise<Map<number, Item[]>> {
  const i = payableBatchItems;
  const ids = [...new Set(billIds)];
  const items = ids.length ? await ctx.tx.select().from(i).where(and(eq(i.companyId, ctx.company.id), inArray(i.billId, ids))).orderBy(asc(i.id)).for('no key update') : [];
  const byBill = new Map<number, Item[]>();
  for (const item of items) byBill.set(item.billId, [...(byBill.get(item.billId) ?? []), item]);
  return byBill;
}

const leftOf = (item: Item): Cents => (item.status === 'approved' ? toCents(item.amount) - toCents(item.paidAmount) : 0n);

/** A bill's approval as its batch items tell it: what is approved and not paid yet, and whether it was refused. */
function approvalOf(items: Item[]) {
  const approved = items.reduce((sum, item) => sum + leftOf(item), 0n);
  const refused = items.some((item) => item.status === 'reject') && approved === 0n && !items.some((item) => item.status === 'pending');
  return { approved, refused };
}

/**
 * What refuses these payments of bills (`at`: the body's place of each, `bills.0`): a bill refused
 * for payment, for anyone; for a person who may not approve bill payments, a bill with nothing
 * approved, or an amount past what is approved. Each error names the bill.
 */
export function approvalErrors(ctx: ResourceContext, approvals: Map<number, Item[]>, payments: { billId: number; number: string; amount: string; at: string }[]): FieldError[] {
  const approves = can(ctx.user, 'payable_payment', 'approve');
  const errors: FieldError[] = [];
  for (const payment of payments) {
    const { approved, refused } = approvalOf(approvals.get(payment.billId) ?? []);
    if (refused) errors.push({ field: `${payment.at}.bill_id`, ...say('billRejected', { number: payment.number }) });
    else if (approves) continue;
    else if (approved === 0n) errors.push({ field: `${payment.at}.bill_id`, ...say('billNotApproved', { number: payment.number }) });
    else if (toCents(payment.amount) > approved) errors.push({ field: `${payment.at}.amount`, ...say('billOverApproved', { number: payment.number, approved: fromCents(approved) }) });
  }
  return errors;
}

/**
 * Sets what a check pays on bills against their approved items, oldest first (what an approver
 * pays past them is their own approval), so an item paid from the Checks list leaves To Be Paid
 * as one paid from there does. Its items were locked before its bills (`lockApprovals`).
 */
export async function spendApprovals(ctx: ResourceContext, checkId: number) {
  const a = payableApplications;
  const paid = await ctx.tx
    .select({ billId: a.documentId, amount: a.amount })
    .from(a)
    .where(and(eq(a.companyId, ctx.company.id), eq(a.checkId, checkId), eq(a.documentKind, 'bill')));
  const approvals = await lockApprovals(ctx, paid.map((p) => p.billId));
  const used: { itemId: number; amount: string }[] = [];
  for (const { billId, amount } of paid) {
    let rest = toCents(amount);
    for (const item of approvals.get(billId) ?? []) {
      const take = leftOf(item) < rest ? leftOf(item) : rest;
      if (take <= 0n) continue;
      used.push({ itemId: item.id, amount: fromCents(take) });
      rest -= take;
    }
  }
  await recordBatchPayments(ctx, checkId, used);
}
