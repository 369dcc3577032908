import { and, eq, sql } from 'drizzle-orm';
import { payableApplications, payableDocuments, type PayableKind } from '@/db/schema';
import type { Relation, ResourceContext, Shape, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { hasMany } from '@/lib/engine/relations';
import { lockOpenItems, openItemBalance } from '@/lib/modules/books/open-items';
import { defineSubLedger } from '@/lib/modules/books/sub-ledgers';
import { sumCents, toCents, type Cents } from '@/lib/money';
import { approvalErrors, lockApprovals, spendApprovals } from './approvals';
import { releaseBatchPayments } from './batch-payments';

/**
 * A check paying bills: the amounts it sets against a vendor's open bills, and the amounts of
 * the vendor's credits it uses up. Bills and credits are locked in id order (lib/modules/books/
 * open-items.ts) and an amount never passes the balance found under the lock, so checks
 * written at once for one bill never pay it twice.
 */

/** As a body gives them (the check's input has checked that both are there). */
export type BillApplication = { bill_id?: number | null; amount?: string | null };
export type CreditApplication = { credit_id?: number | null; amount?: string | null };
export type PayableApplications = { bills?: BillApplication[] | null; credits?: CreditApplication[] | null };

type PayableApplication = typeof payableApplications.$inferSelect;
/** The applications as the check's ledger reads them back. */
type PaidInput = { bills?: { bill_id: number; amount: string }[]; credits?: { credit_id: number; amount: string }[] };

const NOUNS: Record<PayableKind, string> = { bill: 'bill', credit: 'vendor credit' };

/** The net a check pays: the bills' amounts less the credits'. */
export const netPaid = (input: PayableApplications): Cents => sumCents((input.bills ?? []).map((b) => toCents(b.amount))) - sumCents((input.credits ?? []).map((c) => toCents(c.amount)));

export const paysBills = (input: PayableApplications) => (input.bills ?? []).length > 0 || (input.credits ?? []).length > 0;

/** The application rows of a check's amounts set against the vendor's bills and credits, checked under their locks (422 naming `bills.0.amount`...). */
async function applicationRows(ctx: WriteContext, check: { id: number; date: string; vendorId: number }, input: PayableApplications) {
  const items = [
    ...(input.bills ?? []).map((b, i) => ({ id: b.bill_id!, amount: b.amount!, kind: 'bill' as const, at: `bills.${i}` })),
    ...(input.credits ?? []).map((c, i) => ({ id: c.credit_id!, amount: c.amount!, kind: 'credit' as const, at: `credits.${i}` })),
  ];
  if (!items.length) return [];
  const approvals = await lockApprovals(ctx, items.filter((i) => i.kind === 'bill').map((i) => i.id));
  const docs = await lockOpenItems(ctx, payableDocuments, items.map((i) => i.id));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const doc = docs.get(item.id);
    const noun = NOUNS[item.kind];
    const field = item.kind === 'bill' ? 'bill_id' : 'credit_id';
    if (seen.has(item.id)) errors.push({ field: `${item.at}.${field}`, ...say('payableNamedTwice', { noun }) });
    else if (!doc || doc.kind !== item.kind) errors.push({ field: `${item.at}.${field}`, ...say('invalid', { field: item.kind === 'bill' ? 'Bill' : 'Credit' }) });
    else if (doc.vendorId !== check.vendorId) errors.push({ field: `${item.at}.${field}`, ...say('payableOtherVendor', { noun }) });
    else if (doc.state !== 'posted' || toCents(doc.balanceDue) <= 0n) errors.push({ field: `${item.at}.${field}`, ...say('payableNotOpen', { noun, number: doc.number }) });
    else if (toCents(item.amount) > toCents(doc.balanceDue)) errors.push({ field: `${item.at}.amount`, ...say('payableOverBalance', { noun, number: doc.number, balance: doc.balanceDue }) });
    seen.add(item.id);
  }
  if (errors.length) throw new ValidationError(errors);
  const bills = items.filter((i) => i.kind === 'bill').map((i) => ({ billId: i.id, number: docs.get(i.id)!.number, amount: i.amount, at: i.at }));
  errors.push(...approvalErrors(ctx, approvals, bills));
  if (errors.length) throw new ValidationError(errors);
  return items.map((item) => {
    const doc = docs.get(item.id)!;
    return { documentId: item.id, checkId: check.id, date: check.date, amount: item.amount, vendorId: check.vendorId, documentKind: item.kind, documentDate: doc.date, documentDueDate: doc.dueDate ?? doc.date };
  });
}

/**
 * A check's sub-ledger of bills paid: its application rows, each keeping its bill's or credit's
 * `total_paid` and `balance_due`. Like receivables' applications, they are the check's current
 * allocation: a change or void deletes them (docs/decisions.md). Every payment of a bill comes
 * through here, so here a bill's approval is required and used up (./approvals.ts): what the
 * check pays is set against the bills' approved items, given back when it is reversed.
 */
const paidRows = defineSubLedger({
  table: payableApplications,
  fields: ['bills', 'credits'],
  reversal: 'delete',
  of: (check: { id: number }) => eq(payableApplications.checkId, check.id),
  rows: (ctx, check: { id: number; date: string; payeeId: number | null }, _lines: unknown[], input: PaidInput) =>
    paysBills(input) ? applicationRows(ctx, { id: check.id, date: check.date, vendorId: check.payeeId! }, input) : Promise.resolve([]),
  read: (rows) => ({
    bills: rows.filter((r) => r.documentKind === 'bill').map((r) => ({ bill_id: r.documentId, amount: r.amount })),
    credits: rows.filter((r) => r.documentKind === 'credit').map((r) => ({ credit_id: r.documentId, amount: r.amount })),
  }),
  balances: [openItemBalance(payableDocuments, (r: PayableApplication) => r.documentId, (r) => r.amount)],
});

export const billsPaidLedger: typeof paidRows = {
  ...paidRows,
  async apply(ctx, check, lines, input) {
    await paidRows.apply(ctx, check, lines, input);
    await spendApprovals(ctx, check.id);
  },
  // The batch items first, then the bills (the one lock order).
  async reverse(ctx, check) {
    await releaseBatchPayments(ctx, check.id);
    await paidRows.reverse(ctx, check);
  },
};

/** Whether money was set against a bill or credit (it may then be neither changed nor voided). */
export async function isApplied(ctx: ResourceContext, doc: { id: number; totalPaid: string }): Promise<boolean> {
  if (toCents(doc.totalPaid) !== 0n) return true;
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payableApplications)
    .where(and(eq(payableApplications.companyId, ctx.company.id), eq(payableApplications.documentId, doc.id)));
  return row.n > 0;
}

/** Whether a check sets money against bills or credits: its payables line is then the open items it pays (post.ts). */
export async function paysOpenItems(ctx: ResourceContext, checkId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payableApplications)
    .where(and(eq(payableApplications.companyId, ctx.company.id), eq(payableApplications.checkId, checkId)));
  return row.n > 0;
}

/** A check's applications to one kind, under the body's names (`bill_id` or `credit_id`, `amount`). */
function appliedTo(kind: PayableKind, key: 'bill_id' | 'credit_id'): Relation<never> {
  const shape: Shape = {
    table: payableApplications,
    hidden: ['check_id', 'document_id', 'document_kind'],
    computed: (row) => ({ [key]: typeof row.documentId === 'number' ? row.documentId : null }),
  };
  return hasMany(shape, 'checkId', 'many', eq(payableApplications.documentKind, kind));
}

/**
 * A saved check's `bills` and `credits` as its body gave them, for `expand` (the check's window
 * shows what it paid from these, as it shows a document's lines).
 */
export const paidExpand = { bills: appliedTo('bill', 'bill_id'), credits: appliedTo('credit', 'credit_id') };
