import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { payableBatches, payableBatchItems, payableDocuments, vendors } from '@/db/schema';
import { action, collectionAction, defineResource, type ActionContext, type Row } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { date, money, ref } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo, userName } from '@/lib/engine/relations';
import { createRecord } from '@/lib/engine/write';
import { fromCents, sumCents, toCents, type Cents } from '@/lib/money';
import { checkAmountInWords } from '@/lib/money-words';
import { checksResource } from '@/lib/modules/banking/checks';
import { BANK } from '@/lib/modules/books/account-types';
import { lockBankAccount } from '@/lib/modules/books/accounts-of-type';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { assignBatchPayments } from './batch-payments';
import { batchesResource, decide } from './batches';
import { billsResource } from './bills';
import { entryText } from '@/lib/modules/books/entry-text';

/**
 * To Be Paid (screens -65 to -68): the approved batch items still owing, paid by check from a
 * bank account on a date. `ap-batch-items/preview` answers the checks that would be written,
 * one per vendor covering its chosen bills with its open credits applied (oldest first, never
 * more than the bills); `ap-batch-items/pay` writes them through the checks resource (its bills
 * and credits sets, so numbering, locking and posting are the checks' own) and records what
 * each paid on each item, all in the request's one transaction.
 */

type Item = typeof payableBatchItems.$inferSelect;

const payInput = z.object({
  bank_account_id: ref('Bank account', { required: true, where: { type: [BANK] }, mustBe: 'mustBeBank' }),
  date: date('Date', { required: true }),
  // The items to pay and how much of each (a part may be paid); none given: every approved item in full.
  items: z
    .array(z.object({ id: ref('Item', { required: true }), amount: money('Amount', { min: 0.01 }) }))
    .max(1000, { error: 'At most 1000 items at once.' })
    .optional(),
});
type PayInput = z.infer<typeof payInput>;

type PlannedBill = { bill_id: number; number: string; due_date: string | null; balance_due: string; amount: string; items: { itemId: number; amount: string }[] };
type PlannedCheck = {
  vendor_id: number;
  payee_name: string;
  bills: PlannedBill[];
  credits: { credit_id: number; number: string; date: string; amount: string }[];
  bills_total: string;
  credits_total: string;
  amount: string;
  amount_in_words: string;
};

/** The checks that pay the chosen items (locked for a payment), one per vendor, by vendor name. */
async function planChecks(ctx: ActionContext, input: PayInput, lock: boolean): Promise<PlannedCheck[]> {
  const i = payableBatchItems;
  const given = input.items ?? [];
  const mine = eq(i.companyId, ctx.company.id);
  const query = ctx.tx
    .select()
    .from(i)
    .where(given.length ? and(mine, inArray(i.id, given.map((g) => g.id!))) : and(mine, eq(i.status, 'approved')))
    .orderBy(asc(i.id));
  const items: Item[] = lock ? await query.for('update') : await query;
  const byId = new Map(items.map((item) => [item.id, item]));
  const bills = await docsById(ctx, items.map((item) => item.billId));
  const errors: FieldError[] = [];
  const chosen = (given.length ? given : items.map((item) => ({ id: item.id, amount: null }))).flatMap((g, n) => {
    const item = byId.get(g.id!);
    if (!item || item.status !== 'approved') return (errors.push({ field: `items.${n}.id`, ...say('toPayMissing') }), []);
    const left = toCents(item.amount) - toCents(item.paidAmount);
    const bill = bills.get(item.billId)!;
    // In full: what is left of the item, no more than the bill still owes (it may have been paid otherwise).
    const amount = g.amount ? toCents(g.amount) : left < toCents(bill.balanceDue) ? left : toCents(bill.balanceDue);
    if (amount > left) return (errors.push({ field: `items.${n}.amount`, ...say('toPayOver', { left: fromCents(left) }) }), []);
    return amount > 0n ? [{ item, amount }] : [];
  });
  if (errors.length) throw new ValidationError(errors);
  if (!chosen.length) throw ValidationError.field('items', say('toPayNone'));

  const vendorIds = [...new Set(chosen.map((c) => c.item.vendorId))];
  const names = new Map((await ctx.tx.select({ id: vendors.id, name: vendors.displayName }).from(vendors).where(and(eq(vendors.companyId, ctx.company.id), inArray(vendors.id, vendorIds)))).map((v) => [v.id, v.name]));
  const credits = await openCredits(ctx, vendorIds);
  const checks: PlannedCheck[] = [];
  for (const vendorId of vendorIds.sort((a, b) => names.get(a)!.localeCompare(names.get(b)!) || a - b)) {
    const planned = new Map<number, PlannedBill>();
    for (const { item, amount } of chosen.filter((c) => c.item.vendorId === vendorId)) {
      const bill = bills.get(item.billId)!;
      const entry = planned.get(bill.id) ?? { bill_id: bill.id, number: bill.number, due_date: bill.dueDate, balance_due: bill.balanceDue, amount: '0.00', items: [] };
      entry.amount = fromCents(toCents(entry.amount) + amount);
      entry.items.push({ itemId: item.id, amount: fromCents(amount) });
      planned.set(bill.id, entry);
    }
    const billsTotal = sumCents([...planned.values()].map((b) => toCents(b.amount)));
    let room: Cents = billsTotal;
    const used = (credits.get(vendorId) ?? []).flatMap((c) => {
      const take = toCents(c.balanceDue) < room ? toCents(c.balanceDue) : room;
      room -= take;
      return take > 0n ? [{ credit_id: c.id, number: c.number, date: c.date, amount: fromCents(take) }] : [];
    });
    const creditsTotal = billsTotal - room;
    if (room === 0n) throw ValidationError.field('items', say('toPayCreditsCover', { vendor: names.get(vendorId)! }));
    checks.push({
      vendor_id: vendorId,
      payee_name: names.get(vendorId)!,
      bills: [...planned.values()].sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.bill_id - b.bill_id),
      credits: used,
      bills_total: fromCents(billsTotal),
      credits_total: fromCents(creditsTotal),
      amount: fromCents(room),
      amount_in_words: checkAmountInWords(room),
    });
  }
  return checks;
}

async function docsById(ctx: ActionContext, ids: number[]) {
  if (!ids.length) return new Map<number, typeof payableDocuments.$inferSelect>();
  const d = payableDocuments;
  const rows = await ctx.tx.select().from(d).where(and(eq(d.companyId, ctx.company.id), inArray(d.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The vendors' credits still to apply, oldest first. */
async function openCredits(ctx: ActionContext, vendorIds: number[]) {
  const d = payableDocuments;
  const rows = await ctx.tx
    .select()
    .from(d)
    .where(and(eq(d.companyId, ctx.company.id), eq(d.kind, 'credit'), eq(d.state, 'posted'), gt(d.balanceDue, '0'), inArray(d.vendorId, vendorIds)))
    .orderBy(asc(d.date), asc(d.id));
  const out = new Map<number, typeof rows>();
  for (const r of rows) out.set(r.vendorId, [...(out.get(r.vendorId) ?? []), r]);
  return out;
}

const plainCheck = ({ bills, ...check }: PlannedCheck) => ({ ...check, bills: bills.map(({ items: _items, ...b }) => b) });

/** Writes the planned checks through the checks resource and records what each paid on each item. */
async function payItems(ctx: ActionContext, input: PayInput): Promise<Row[]> {
  // The one lock order: the bank account, the items, then the bills (as a check from the Checks list takes them).
  await lockBankAccount(ctx, input.bank_account_id);
  const planned = await planChecks(ctx, input, true);
  const written: Row[] = [];
  for (const check of planned) {
    const row = await createRecord(checksResource, ctx, {
      bank_account_id: input.bank_account_id,
      date: input.date,
      payee_type: 'vendor',
      payee_id: check.vendor_id,
      memo: entryText(ctx, 'billsNumbered', { numbers: check.bills.map((b) => b.number).join(', ') }),
      bills: check.bills.map((b) => ({ bill_id: b.bill_id, amount: b.amount })),
      credits: check.credits.map((c) => ({ credit_id: c.credit_id, amount: c.amount })),
    });
    await assignBatchPayments(ctx, row.id, check.bills.flatMap((b) => b.items));
    written.push(row);
  }
  return written;
}

/** A single item's approve or reject (the batch's own actions decide all of its waiting items). */
const decideItem = (decision: 'approved' | 'reject') =>
  action<Item>({
    permission: 'approve',
    confirm: decision === 'approved' ? 'Are you sure you want to approve {n} item(s)?' : 'Are you sure you want to reject {n} item(s)?',
    when: { status: ['pending'] },
    refusal: say('batchItemDecided'),
    run: async (ctx, row) => {
      await decide(ctx, row.batchId, decision, [row.id]);
      const [item] = await ctx.tx.select().from(payableBatchItems).where(eq(payableBatchItems.id, row.id));
      return { record: item };
    },
  });

/** Batch items (ap-batch-items): To Be Paid is its approved ones. */
export const batchItemsResource = defineResource({
  name: 'ap-batch-items',
  domainId: -65,
  table: payableBatchItems,
  input: z.object({}),
  columns: ['batch_id', 'bill_id', 'vendor_id', 'amount', 'paid_amount', 'left_to_pay', 'status', 'decided_by'],
  search: [],
  sort: ['batch_id', 'bill_id', 'vendor_id', 'amount', 'status'],
  filter: ['status', 'vendor_id', 'batch_id', 'bill_id'],
  refs: { batch_id: 'ap-tbas', bill_id: 'ap-bills', vendor_id: 'vendors', decided_by: 'users' },
  computed: (row) => ({ left_to_pay: fromCents(toCents(row.amount) - toCents(row.paidAmount)) }),
  kinds: { left_to_pay: 'money' },
  expand: {
    batch: belongsTo(batchesResource, 'batchId'),
    bill: belongsTo(billsResource, 'billId'),
    vendor: belongsTo(vendorsResource, 'vendorId'),
    deciderName: userName('decidedBy'),
  },
  terminology: 'to_be_paid',
  titleField: 'amount',
  permission: 'payable_payment',
  features: { readOnly: true },
  // Deciding an item settles its batch.
  writes: [payableBatches],
  actions: { approve: decideItem('approved'), reject: decideItem('reject') },
  collectionActions: {
    // POST /api/v1/ap-batch-items/preview {bank_account_id, date, items?}: the checks that would be written (screens -66 to -68).
    preview: collectionAction({
      input: payInput,
      permission: 'view',
      changesNothing: true,
      async run(ctx, input) {
        const checks = (await planChecks(ctx, input, false)).map(plainCheck);
        return { data: { checks, total: fromCents(sumCents(checks.map((c) => toCents(c.amount)))) } };
      },
    }),
    // POST /api/v1/ap-batch-items/pay: writes them, one check per vendor, in one transaction.
    pay: collectionAction({
      input: payInput,
      // The checks it writes (with all a check writes: the bills it pays, its journal) and the batches their items settle.
      writes: [checksResource.table, ...(checksResource.writes ?? []), payableBatches],
      async run(ctx, input) {
        return { records: await payItems(ctx, input), of: checksResource };
      },
    }),
  },
});
