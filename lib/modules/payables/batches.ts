import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { payableBatches, payableBatchItems, payableDocuments } from '@/db/schema';
import { today } from '@/lib/engine/date-params';
import { action, defineResource, type Numbering, type ResourceContext, type Shape, type WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { money, ref, textArea } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { assignNumber } from '@/lib/engine/numbering';
import { belongsTo, fieldOf, hasMany, ownField, userName } from '@/lib/engine/relations';
import { approvalStatus, approvalStatusKind } from '@/lib/engine/approval';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { lockOpenItems } from '@/lib/modules/books/open-items';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { usersResource } from '@/lib/modules/platform/users';
import { billsResource } from './bills';

/**
 * To Be Approved (ap-tbas, screen -64): bills chosen to pay, each with the amount to pay on it
 * (part of its balance may be chosen), submitted together as a batch (submitter, date, amount,
 * status pending). Someone with the approve right on bill payments (`payable_payment`: owners,
 * administrators and accountants by default, lib/auth/permissions.ts) approves or rejects the whole batch or single items; decided_by and decided_at
 * are kept on each item and on the batch. Approved items wait in To Be Paid (./pay-bills.ts).
 */

type Batch = typeof payableBatches.$inferSelect;
type Item = typeof payableBatchItems.$inferSelect;
type Decision = 'approved' | 'reject';

/** Spec section 8's confirmations; `{n}` is how many items still wait for a decision. */
const APPROVE_CONFIRM = 'Are you sure you want to approve {n} item(s)?';
const REJECT_CONFIRM = 'Are you sure you want to reject {n} item(s)?';

/** An item's approval status (spec section 4): approved (and paid, which was approved) 1, rejected 3, waiting 0. */
const itemApproval = (status: unknown) => approvalStatus({ pending: status === 'pending' ? 1 : 0, approved: status === 'approved' || status === 'paid' ? 1 : 0, rejected: status === 'reject' ? 1 : 0 });

const itemShape: Shape = {
  table: payableBatchItems,
  computed: (row) => ({ approval_status: itemApproval(row.status) }),
  kinds: { approval_status: approvalStatusKind },
  expand: { bill: belongsTo(billsResource, 'billId'), vendor: belongsTo(vendorsResource, 'vendorId'), deciderName: userName('decidedBy') },
};

/**
 * The items as spec section 3 lists a batch's `batches`: each with its `billNumber` (read
 * through the bills' reach: a bill the reader does not reach names nothing).
 */
const billNumber = fieldOf(belongsTo(billsResource, 'billId'), 'number');
const numberedItemShape: Shape = {
  ...itemShape,
  async stored(ctx, rows) {
    const numbers = await billNumber.load(ctx, rows);
    return new Map(rows.map((r) => [r.id, { billNumber: numbers.get(r.id) ?? null }]));
  },
};

/**
 * Each batch's approval status (spec section 4) from its items' decisions, one query for a page:
 * some approved and some rejected is Partially Processed (lib/engine/approval.ts).
 */
async function batchApprovals(ctx: ResourceContext, rows: { id: number }[]): Promise<Map<number, { approval_status: number }>> {
  const i = payableBatchItems;
  const counted = rows.length
    ? await ctx.tx
        .select({
          batchId: i.batchId,
          pending: sql<number>`count(*) filter (where ${i.status} = 'pending')`.mapWith(Number),
          approved: sql<number>`count(*) filter (where ${i.status} in ('approved', 'paid'))`.mapWith(Number),
          rejected: sql<number>`count(*) filter (where ${i.status} = 'reject')`.mapWith(Number),
        })
        .from(i)
        .where(and(eq(i.companyId, ctx.company.id), inArray(i.batchId, rows.map((r) => r.id))))
        .groupBy(i.batchId)
    : [];
  const by = new Map(counted.map((c) => [c.batchId, approvalStatus(c)]));
  return new Map(rows.map((r) => [r.id, { approval_status: by.get(r.id) ?? 0 }]));
}

/**
 * What the live batches (pending, or approved and not yet paid) already hold of each bill, so a
 * bill is never put forward for more than its balance. Read under the bills' locks.
 */
async function heldOf(ctx: ResourceContext, billIds: number[]): Promise<Map<number, bigint>> {
  if (!billIds.length) return new Map();
  const i = payableBatchItems;
  const rows = await ctx.tx
    .select({ billId: i.billId, held: sql<string>`sum(${i.amount} - ${i.paidAmount})::text` })
    .from(i)
    .where(and(eq(i.companyId, ctx.company.id), inArray(i.billId, billIds), inArray(i.status, ['pending', 'approved'])))
    .groupBy(i.billId);
  return new Map(rows.map((r) => [r.billId, toCents(r.held)]));
}

/** Batches are numbered by the company's series as they are submitted. */
const BATCH_NUMBERING: Numbering = { series: 'ap_batch' };

type ItemInput = { bill_id?: number | null; amount?: string | null };

/** Submits a batch: each bill posted and open, its amount no more than its balance less what live batches hold of it. */
async function submitBatch(ctx: WriteContext, input: { items?: ItemInput[] | null; memo?: string | null }): Promise<Batch> {
  const items = input.items ?? [];
  if (!items.length) throw ValidationError.field('items', say('batchEmpty'));
  const bills = await lockOpenItems(ctx, payableDocuments, items.map((i) => i.bill_id!));
  const held = await heldOf(ctx, [...bills.keys()]);
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, n) => {
    const bill = bills.get(item.bill_id!);
    if (seen.has(item.bill_id!)) errors.push({ field: `items.${n}.bill_id`, ...say('payableNamedTwice', { noun: 'bill' }) });
    else if (!bill || bill.kind !== 'bill') errors.push({ field: `items.${n}.bill_id`, ...say('invalid', { field: 'Bill' }) });
    else if (bill.state !== 'posted' || toCents(bill.balanceDue) <= 0n) errors.push({ field: `items.${n}.bill_id`, ...say('payableNotOpen', { noun: 'bill', number: bill.number }) });
    else {
      const free = toCents(bill.balanceDue) - (held.get(bill.id) ?? 0n);
      if (toCents(item.amount) > free) errors.push({ field: `items.${n}.amount`, ...say('batchOverFree', { number: bill.number, free: fromCents(free < 0n ? 0n : free) }) });
    }
    seen.add(item.bill_id!);
  });
  if (errors.length) throw new ValidationError(errors);
  const amount = fromCents(sumCents(items.map((i) => toCents(i.amount))));
  const { number } = await assignNumber(ctx, { table: payableBatches, numbering: BATCH_NUMBERING }, {}, null);
  const [batch] = await ctx.tx
    .insert(payableBatches)
    .values({ companyId: ctx.company.id, number: Number(number), submittedBy: ctx.user.id, submitDate: today(ctx.company), amount, pendingItems: items.length, memo: input.memo ?? null })
    .returning();
  await ctx.tx.insert(payableBatchItems).values(items.map((i) => ({ companyId: ctx.company.id, batchId: batch.id, billId: i.bill_id!, vendorId: bills.get(i.bill_id!)!.vendorId, amount: i.amount! })));
  return batch;
}

/**
 * The batch's status from its items: pending while any waits; then approved if any item was
 * approved (paid ones were approved), else reject. Decided by whoever made the last decision.
 */
async function settleBatch(ctx: ResourceContext, batchId: number): Promise<Batch> {
  const i = payableBatchItems;
  const [counts] = await ctx.tx
    .select({
      pending: sql<number>`count(*) filter (where ${i.status} = 'pending')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${i.status} in ('approved', 'paid'))`.mapWith(Number),
    })
    .from(i)
    .where(and(eq(i.companyId, ctx.company.id), eq(i.batchId, batchId)));
  const status: Batch['status'] = counts.pending > 0 ? 'pending' : counts.approved > 0 ? 'approved' : 'reject';
  const decided = status === 'pending' ? { decidedBy: null, decidedAt: null } : { decidedBy: ctx.user.id, decidedAt: sql`now()` };
  const [batch] = await ctx.tx
    .update(payableBatches)
    .set({ status, pendingItems: counts.pending, ...decided, updatedAt: sql`now()` })
    .where(eq(payableBatches.id, batchId))
    .returning();
  return batch;
}

/** Decides items of a batch still pending (all of them, or those named); the others stay as they are. */
export async function decide(ctx: ResourceContext, batchId: number, decision: Decision, itemIds?: number[] | null): Promise<Batch> {
  const i = payableBatchItems;
  const mine = and(eq(i.companyId, ctx.company.id), eq(i.batchId, batchId));
  const items = await ctx.tx.select().from(i).where(mine).orderBy(asc(i.id)).for('update');
  const chosen = itemIds?.length ? items.filter((item) => itemIds.includes(item.id)) : items.filter((item) => item.status === 'pending');
  if (itemIds?.length && chosen.length !== new Set(itemIds).size) throw ValidationError.field('item_ids', say('batchItemsMissing'));
  const undecidable = chosen.find((item) => item.status !== 'pending');
  if (undecidable) throw ValidationError.field('item_ids', say('batchItemDecided'));
  if (!chosen.length) throw ValidationError.field('id', say('batchNothingPending'));
  await ctx.tx
    .update(i)
    .set({ status: decision, decidedBy: ctx.user.id, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(inArray(i.id, chosen.map((item) => item.id)));
  return settleBatch(ctx, batchId);
}

const decisionInput = z.object({ item_ids: z.array(z.number().int().positive()).max(500).optional() });

/** An approve or reject of a batch: its pending items, or the items named. */
const decisionAction = (decision: Decision) =>
  action<Batch, typeof decisionInput>({
    input: decisionInput,
    permission: 'approve',
    confirm: decision === 'approved' ? APPROVE_CONFIRM : REJECT_CONFIRM,
    counts: 'pending_items',
    when: { status: ['pending'] },
    refusal: say('batchNothingPending'),
    run: async (ctx, row, input) => ({ record: await decide(ctx, row.id, decision, input?.item_ids) }),
  });

export const batchesResource = defineResource({
  name: 'ap-tbas',
  domainId: -64,
  table: payableBatches,
  numbering: BATCH_NUMBERING,
  input: z.object({
    items: z
      // An open bill; picking one fills in its balance (a part of it may be put forward instead).
      .array(z.object({ bill_id: ref('Bill', { required: true, where: { state: ['posted'] }, fills: { amount: ['balance_due'] } }), amount: money('Amount', { required: true, min: 0.01 }) }))
      .max(500, { error: 'At most 500 bills per batch.' })
      .optional(),
    memo: textArea('Memo'),
  }),
  // Spec section 2: number, submitted by, date, status, amount, decided by; and section 4's approval status (Partially Processed).
  columns: ['number', 'submitted_by', 'submit_date', 'status', 'approval_status', 'amount', 'decided_by'],
  search: ['memo'],
  sort: ['number', 'submit_date', 'amount', 'status'],
  filter: ['status', 'submitted_by'],
  refs: { submitted_by: 'users', decided_by: 'users' },
  expand: {
    items: hasMany(itemShape, 'batchId'),
    submitter: belongsTo(usersResource, 'submittedBy'),
    decider: belongsTo(usersResource, 'decidedBy'),
    submitterName: userName('submittedBy'),
    // Spec section 7's `submitterName,amount,batches`: the amount submitted, and the items (each with its `billNumber`).
    amount: ownField(payableBatches, 'amount'),
    batches: hasMany(numberedItemShape, 'batchId'),
  },
  stored: batchApprovals,
  kinds: { approval_status: approvalStatusKind },
  // Items: the batch's items in their list, where each is approved or rejected on its own (the batch then Partially Processed).
  listLinks: { items: { collection: 'ap-batch-items', field: 'batch_id' } },
  terminology: 'to_be_approved',
  titleField: 'number',
  permission: 'payable_payment',
  features: { bookmarks: true },
  // A batch is submitted with its items, and decides them.
  writes: [payableBatchItems],
  create: (ctx, input) => submitBatch(ctx, input),
  async update() {
    throw ValidationError.field('id', say('batchUnchangeable'));
  },
  async deletable(ctx, row) {
    const [decided] = await ctx.tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payableBatchItems)
      .where(and(eq(payableBatchItems.companyId, ctx.company.id), eq(payableBatchItems.batchId, row.id), ne(payableBatchItems.status, 'pending')));
    return decided.n > 0 ? say('batchDecided') : null;
  },
  actions: {
    approve: decisionAction('approved'),
    reject: decisionAction('reject'),
  },
});

export type BatchItem = Item;
