import { and, eq, inArray, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checks, journals, LIABILITY_PAID_BY, payRuns, payrollEntries, payrollItems, payrollLiabilityPaymentLines, payrollLiabilityPayments, type PayrollItemKind } from '@/db/schema';
import type { ResourceContext, Shape, WriteContext } from '@/lib/engine/define';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, money, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { BANK } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { checksResource } from '@/lib/modules/banking/checks';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import type { PostingLine } from '@/lib/modules/books/post';
import { fromCents, toCents, type Cents } from '@/lib/money';
import { lockIds } from './locks';
import { entryText } from '@/lib/modules/books/entry-text';
import { liabilityCheckLedger, refuseWithCheck } from './liability-checks';

export const PAID_BY_LABELS: Record<(typeof LIABILITY_PAID_BY)[number], string> = { electronic: 'Electronic payment', check: 'Check (printed from the print queue)' };

/** The kinds a pay run leaves owing: what it withheld or deducted, and the company's own taxes. */
export const OWED_KINDS: PayrollItemKind[] = ['pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax'];

type Payment = typeof payrollLiabilityPayments.$inferSelect;

const lineInput = z.object({
  // Picked in the window, the line takes what the item owes on the payment's date (the server fills a blank amount the same way).
  payroll_item_id: ref('Payroll item', { required: true, where: { kind: OWED_KINDS }, fills: { amount: ['owed'] }, fillsVia: { view: 'owed', params: ['date'] } }),
  amount: money('Amount', { min: 0.01 }),
});
type Line = z.infer<typeof lineInput>;

/**
 * The payments that pay (to read with `checks` left-joined on the payment's check): posted, and not
 * paid by a check voided in banking (such a check paid nothing).
 */
export const payingPayments = () => and(eq(payrollLiabilityPayments.state, 'posted'), or(isNull(payrollLiabilityPayments.checkId), ne(checks.state, 'void')));

/**
 * What each payroll item left owing as of a day: the live amounts of posted pay runs paid by then,
 * less the posted liability payments made by then (but `except`, the payment being changed).
 */
export async function owedAsOf(ctx: ResourceContext, itemIds: number[], asOf: string, except: number | null = null): Promise<Map<number, { owed: Cents; paid: Cents }>> {
  const out = new Map<number, { owed: Cents; paid: Cents }>(itemIds.map((id) => [id, { owed: 0n, paid: 0n }]));
  if (!itemIds.length) return out;
  const owed = await ctx.tx
    .select({ item: payrollEntries.payrollItemId, amount: sql<string>`sum(${payrollEntries.amount})::text` })
    .from(payrollEntries)
    .innerJoin(payRuns, eq(payRuns.id, payrollEntries.payRunId))
    .where(and(eq(payrollEntries.companyId, ctx.company.id), inArray(payrollEntries.payrollItemId, itemIds), not(payrollEntries.reversed), lte(payRuns.payDate, asOf)))
    .groupBy(payrollEntries.payrollItemId);
  const paid = await ctx.tx
    .select({ item: payrollLiabilityPaymentLines.payrollItemId, amount: sql<string>`sum(${payrollLiabilityPaymentLines.amount})::text` })
    .from(payrollLiabilityPaymentLines)
    .innerJoin(payrollLiabilityPayments, eq(payrollLiabilityPayments.id, payrollLiabilityPaymentLines.paymentId))
    .leftJoin(checks, eq(checks.id, payrollLiabilityPayments.checkId))
    .where(
      and(
        eq(payrollLiabilityPaymentLines.companyId, ctx.company.id),
        inArray(payrollLiabilityPaymentLines.payrollItemId, itemIds),
        payingPayments(),
        lte(payrollLiabilityPayments.date, asOf),
        except ? ne(payrollLiabilityPayments.id, except) : undefined,
      ),
    )
    .groupBy(payrollLiabilityPaymentLines.payrollItemId);
  for (const r of owed) out.get(r.item)!.owed = toCents(r.amount);
  for (const r of paid) out.get(r.item)!.paid = toCents(r.amount);
  return out;
}

/** One payment per payroll item at a time (a lock per item, in id order): two at once never both pay what is owed once. */
const lockItems = (ctx: WriteContext, itemIds: number[]) => lockIds(ctx, 'payroll-liability', itemIds);

/**
 * The lines as paid: a line without an amount pays what its item owes on the payment's date; an
 * item must have its liability account; together the lines of an item pay at most what it owes
 * (an overpayment is a 422 on the line's amount: the agency's refund would be its own business).
 */
async function completeLines(ctx: WriteContext, input: { date: string }, lines: Line[], existing: Payment | null): Promise<Line[]> {
  const itemIds = [...new Set(lines.map((l) => l.payroll_item_id))];
  await lockItems(ctx, itemIds);
  const items = new Map(
    itemIds.length
      ? (await ctx.tx.select({ id: payrollItems.id, liability: payrollItems.liabilityAccountId, name: payrollItems.displayName }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, itemIds)))).map((i) => [i.id, i])
      : [],
  );
  const balances = await owedAsOf(ctx, itemIds, input.date, existing?.id ?? null);
  const left = new Map([...balances].map(([id, b]) => [id, b.owed - b.paid]));
  const errors = new FieldErrors();
  const out = lines.map((line, i) => {
    const item = items.get(line.payroll_item_id);
    if (!item?.liability) {
      errors.of('lines', i)('payroll_item_id', say('liabilityItemNoAccount'));
      return line;
    }
    const owing = left.get(line.payroll_item_id) ?? 0n;
    const amount = line.amount ? toCents(line.amount) : owing;
    if (amount <= 0n) errors.of('lines', i)('amount', say('liabilityNothingOwed', { item: item.name, date: input.date }));
    else if (amount > owing) errors.of('lines', i)('amount', say('liabilityOwes', { item: item.name, owed: fromCents(owing > 0n ? owing : 0n), date: input.date }));
    left.set(line.payroll_item_id, owing - amount);
    return { ...line, amount: fromCents(amount) };
  });
  errors.throwIfAny();
  return out;
}

/** Dr each item's liability account (summed per account), Cr the bank with the total. */
async function postingLines(ctx: ResourceContext, payment: Payment): Promise<PostingLine[]> {
  const rows = await ctx.tx
    .select({ account: payrollItems.liabilityAccountId, amount: sql<string>`sum(${payrollLiabilityPaymentLines.amount})::text` })
    .from(payrollLiabilityPaymentLines)
    .innerJoin(payrollItems, eq(payrollItems.id, payrollLiabilityPaymentLines.payrollItemId))
    .where(and(eq(payrollLiabilityPaymentLines.companyId, ctx.company.id), eq(payrollLiabilityPaymentLines.paymentId, payment.id)))
    .groupBy(payrollItems.liabilityAccountId)
    .orderBy(payrollItems.liabilityAccountId);
  const paid = entryText(ctx, 'liabilitiesPaid');
  return [
    ...rows.map((r) => ({ accountId: r.account!, debit: fromCents(toCents(r.amount)), description: paid })),
    { accountId: payment.bankAccountId, credit: payment.amount, description: payment.payee ?? paid },
  ];
}

const lineShape: Shape = { table: payrollLiabilityPaymentLines, hidden: ['payment_id'], expand: { payrollItem: belongsTo({ table: payrollItems }, 'payrollItemId') } };

/**
 * Payroll liability payments (`liability-payments`): paying what pay runs withheld and owe (the
 * payroll liabilities report's balance) to the agency or plan, from a bank account: a line per
 * payroll item, its amount what the item owes on the date unless given. Posted as one journal,
 * Dr each item's liability account, Cr the bank; void reverses it and the item is owed again.
 */
export const liabilityPaymentsResource = defineDocument({
  name: 'liability-payments',
  table: payrollLiabilityPayments,
  numbering: { series: 'liability_payment' },
  input: z.object({
    number: text('Number', { max: 32 }),
    date: date('Date', { required: true }),
    bank_account_id: ref('Pay from account', { required: true, where: { type: [BANK] }, mustBe: 'mustBeBank' }),
    payee: text('Payee', { max: 200 }),
    reference: text('Check or confirmation number', { max: 60 }),
    paid_by: textChoice('Paid by', PAID_BY_LABELS),
    memo: textArea('Memo'),
    lines: z.array(lineInput).min(1, { error: 'A liability payment pays at least one payroll item.' }).max(200, { error: 'At most 200 lines.' }),
  }),
  columns: ['number', 'date', 'payee', 'paid_by', 'reference', 'amount', 'state'],
  search: ['number', 'payee', 'reference', 'memo'],
  sort: ['number', 'date', 'amount', 'created_at'],
  filter: ['state', 'bank_account_id', 'paid_by'],
  ranges: ['date'],
  refs: { bank_account_id: 'accounts' },
  expand: {
    lines: hasMany(lineShape, 'paymentId'),
    check: belongsTo(checksResource, 'checkId'),
    bankAccount: belongsTo(accountsResource, 'bankAccountId'),
    journal: belongsTo({ table: journals }, 'journalId'),
  },
  terminology: 'liability_payment',
  titleField: 'number',
  permission: 'payroll',
  features: { bookmarks: true },
  document: {
    noun: 'liability payment',
    sourceType: 'liability_payment',
    lines: { table: payrollLiabilityPaymentLines, ownerKey: 'paymentId' },
    voidConfirm: 'Void this liability payment? Its journal is reversed and what it paid is owed again; it stays listed as void.',
    completeLines: (ctx, input, lines, existing) => completeLines(ctx, input, lines, existing),
    onChange: refuseWithCheck,
    ledgers: [liabilityCheckLedger],
    // Paid by check, the check posts (banking's journal): the payment posts none of its own.
    posts: (payment) => payment.paidBy !== 'check',
    async header(_ctx, input, lines, existing) {
      const paidBy = input.paid_by ?? 'electronic';
      if (existing && existing.paidBy !== paidBy) throw ValidationError.field('paid_by', say('liabilityPaidByFixed'));
      return {
        paidBy,
        number: input.number ?? undefined,
        date: input.date,
        bankAccountId: input.bank_account_id,
        payee: input.payee ?? null,
        reference: input.reference ?? null,
        memo: input.memo ?? null,
        amount: documentTotal('liability payment', lines.map((l) => l.amount)),
      };
    },
    async posting(payment, _lines, ctx) {
      return { date: payment.date, memo: payment.memo ?? (payment.payee ? entryText(ctx, 'liabilityPaymentTo', { number: payment.number, payee: payment.payee }) : entryText(ctx, 'liabilityPayment', { number: payment.number })), lines: await postingLines(ctx, payment) };
    },
  },
});
