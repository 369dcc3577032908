import { and, asc, eq, inArray } from 'drizzle-orm';
import { payableDocuments, receivingBills, receivings } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { FieldErrors, ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { fromCents, toCents } from '@/lib/money';
import { systemAccount } from '@/lib/modules/books/chart';
import type { PostingLine } from '@/lib/modules/books/post';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';
import { entryText } from '@/lib/modules/books/entry-text';

type Doc = typeof payableDocuments.$inferSelect;
/** A bill's line as far as billing a receiving goes. */
export type ReceivingLine = { receiving_id?: number | null; account_id?: number | null; amount?: string | null; description?: string | null; classification_id?: number | null };

/**
 * A bill line naming a receiving (`receiving_id`) bills that receiving: its account is Received
 * Not Billed (filled in where the line names none). Only a bill names one; a vendor credit does
 * not (422 on the line).
 */
export async function withReceivingAccounts<L extends ReceivingLine>(ctx: ResourceContext, lines: L[], isBill: boolean): Promise<L[]> {
  if (!lines.some((l) => l.receiving_id)) return lines;
  if (!isBill) {
    const errors = new FieldErrors();
    lines.forEach((l, i) => l.receiving_id && errors.of('lines', i)('receiving_id', say('creditBillsNoReceiving')));
    errors.throwIfAny();
  }
  const accrual = await systemAccount(ctx, 'received_not_billed');
  return lines.map((l) => (l.receiving_id ? { ...l, account_id: accrual } : l));
}

/**
 * The receivings a posted bill bills (`receiving_bills`): each must be a posted receiving from
 * the bill's vendor, billed by no other bill, and named by one line of the bill. The receivings
 * are locked (FOR NO KEY UPDATE: the bill's own lines hold a key-share lock on them by their foreign
 * key), so two bills of one receiving at once see each other: the second is refused.
 */
export const receiptBillingLedger = defineSubLedger<typeof receivingBills, Doc, unknown, ReceivingLine>({
  table: receivingBills,
  of: (doc) => eq(receivingBills.billId, doc.id),
  async rows(ctx: WriteContext, doc, lines) {
    const ids = [...new Set(lines.flatMap((l) => (l.receiving_id ? [l.receiving_id] : [])))];
    if (!ids.length) return [];
    const locked = await ctx.tx
      .select({ id: receivings.id, number: receivings.number, state: receivings.state, vendorId: receivings.vendorId, total: receivings.totalAmount })
      .from(receivings)
      .where(and(eq(receivings.companyId, ctx.company.id), inArray(receivings.id, ids)))
      .orderBy(asc(receivings.id))
      .for('no key update');
    const byId = new Map(locked.map((r) => [r.id, r]));
    const billed = new Map(
      (
        await ctx.tx
          .select({ receivingId: receivingBills.receivingId, number: payableDocuments.number })
          .from(receivingBills)
          .innerJoin(payableDocuments, eq(payableDocuments.id, receivingBills.billId))
          .where(and(eq(receivingBills.companyId, ctx.company.id), inArray(receivingBills.receivingId, ids)))
      ).map((r) => [r.receivingId, r.number]),
    );
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    const rows = lines.flatMap((l, i) => {
      if (!l.receiving_id) return [];
      const r = byId.get(l.receiving_id);
      const refusal = !r
        ? 'Receiving is not valid.'
        : r.state !== 'posted'
          ? `Receiving ${r.number} is ${r.state}: only a posted receiving is billed.`
          : r.vendorId !== doc.vendorId
            ? `Receiving ${r.number} is from another vendor.`
            : billed.has(r.id)
              ? `Receiving ${r.number} is billed already, by bill ${billed.get(r.id)}.`
              : seen.has(r.id)
                ? `Receiving ${r.number} is named by another line of this bill: one line bills it.`
                : null;
      if (refusal || !r) {
        errors.push({ field: `lines.${i}.receiving_id`, message: refusal ?? 'Receiving is not valid.' });
        return [];
      }
      seen.add(r.id);
      return [{ billId: doc.id, receivingId: r.id, accrued: r.total, amount: l.amount ?? '0.00' }];
    });
    if (errors.length) throw new ValidationError(errors);
    return rows;
  },
  reversal: 'delete',
});

/**
 * The journal lines of a bill line naming a receiving: Dr Received Not Billed for the value the
 * receiving accrued (clearing it whole), and the difference from the line's amount to Purchase
 * Price Variance (a cost of sale): Dr when the vendor charged more than the receiving's cost, Cr
 * when less. The stock keeps the cost it was received at.
 */
export async function receivingLinesPosting(ctx: ResourceContext, lines: ReceivingLine[]): Promise<PostingLine[]> {
  const ids = lines.flatMap((l) => (l.receiving_id ? [l.receiving_id] : []));
  if (!ids.length) return [];
  const totals = new Map((await ctx.tx.select({ id: receivings.id, total: receivings.totalAmount, number: receivings.number }).from(receivings).where(and(eq(receivings.companyId, ctx.company.id), inArray(receivings.id, ids)))).map((r) => [r.id, r]));
  const variance = await systemAccount(ctx, 'purchase_price_variance');
  return lines.flatMap((l): PostingLine[] => {
    const r = l.receiving_id ? totals.get(l.receiving_id) : undefined;
    if (!r || !l.account_id) return [];
    const accrued = toCents(r.total);
    const difference = toCents(l.amount) - accrued;
    const description = l.description ?? entryText(ctx, 'receiving', { number: r.number });
    const out: PostingLine[] = [{ accountId: l.account_id, debit: fromCents(accrued), description, classificationId: l.classification_id ?? null }];
    if (difference > 0n) out.push({ accountId: variance, debit: fromCents(difference), description });
    if (difference < 0n) out.push({ accountId: variance, credit: fromCents(-difference), description });
    return out;
  });
}
