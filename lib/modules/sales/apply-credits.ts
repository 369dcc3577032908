import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { applyCredits, customerPayments, receivableApplications, salesDocuments } from '@/db/schema';
import type { WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { defineDocument } from '@/lib/modules/books/documents';
import { customersResource } from '@/lib/modules/crm/customers';
import { toCents } from '@/lib/money';
import { openItemBalance } from '@/lib/modules/books/open-items';
import type { KeptBalance } from '@/lib/modules/books/sub-ledgers';
import { invoiceApplications, lockPayments, lockSalesDocuments, overPaymentProblem, overPaymentTaken, receivablesLedger, type ReceivableApplication } from './applications';

type ApplyCredit = typeof applyCredits.$inferSelect;

/** The sales documents whose credit is applied to invoices: credit memos and return items. */
const CREDITS: string[] = ['credit_memo', 'return_item'];

/** The credit's source, locked: a payment's row before any sales document (the one lock order). */
async function lockedSource(ctx: WriteContext, credit: Pick<ApplyCredit, 'paymentId' | 'creditMemoId' | 'invoiceId'>) {
  const payment = credit.paymentId ? (await lockPayments(ctx, [credit.paymentId])).get(credit.paymentId) : undefined;
  const documents = await lockSalesDocuments(ctx, [credit.invoiceId, ...(credit.creditMemoId ? [credit.creditMemoId] : [])]);
  return { payment, creditMemo: credit.creditMemoId ? documents.get(credit.creditMemoId) : undefined };
}

/**
 * What an applied credit takes from its source, the source's kept remainder: a payment's
 * unapplied amount (an over payment), or a credit memo's balance, as an invoice's is paid.
 */
const takenFrom: KeptBalance<ReceivableApplication>[] = [
  overPaymentTaken,
  openItemBalance(salesDocuments, (r: ReceivableApplication) => (r.sourceType === 'credit_memo' ? r.creditMemoId : null), (r) => r.amount),
];

const creditApplications = (id: number) => eq(receivableApplications.applyCreditId, id);

/** The credit set against its invoice, its sub-ledger: the invoice's balance and the source's remainder move together. */
const creditLedger = receivablesLedger({
  of: (credit: ApplyCredit) => creditApplications(credit.id),
  balances: takenFrom,
  async rows(ctx, credit, _lines: unknown[], _input: unknown) {
    const { payment, creditMemo } = await lockedSource(ctx, credit);
    const cents = toCents(credit.amount);
    if (credit.paymentId) {
      const problem = overPaymentProblem(payment, credit.customerId, cents);
      if (problem) throw ValidationError.field(problem.field === 'payment_id' ? 'payment_id' : 'amount', problem.said);
    } else {
      // A return item is a credit as a credit memo is: what is applied of it is its list's received, what is left its balance.
      if (!creditMemo || !CREDITS.includes(creditMemo.kind) || creditMemo.customerId !== credit.customerId || creditMemo.state !== 'posted') throw ValidationError.field('credit_memo_id', say('creditChoosePosted'));
      if (cents > toCents(creditMemo.balanceDue)) throw ValidationError.field('amount', say('creditOverBalance', { balance: creditMemo.balanceDue }));
    }
    return invoiceApplications(ctx, {
      customerId: credit.customerId,
      date: credit.date,
      at: (_i, key) => key,
      items: [{ invoice_id: credit.invoiceId, amount: credit.amount }],
      source: { sourceType: credit.paymentId ? 'over_payment' : 'credit_memo', applyCreditId: credit.id, creditMemoId: credit.creditMemoId, paymentId: credit.paymentId },
    });
  },
});

/**
 * Apply credits (apply-credits): a credit memo's remaining balance, or a payment's unapplied
 * amount (an over payment), set against an invoice of the same customer. Moves no money (both
 * sit in receivables, the customer's balance is already net of them) and posts nothing: it
 * takes from the source's remainder and the invoice's balance due. Void gives both back; it
 * is never changed (void it and apply again).
 */
export const applyCreditsResource = defineDocument({
  name: 'apply-credits',
  table: applyCredits,
  input: z.object({
    customer_id: ref('Customer', { required: true }),
    date: date('Date', { required: true }),
    credit_memo_id: ref('Credit memo'),
    payment_id: ref('Payment'),
    invoice_id: ref('Invoice', { required: true }),
    amount: money('Amount', { required: true, min: 0.01 }),
    memo: text('Memo'),
  }),
  columns: ['date', 'customer_id', 'credit_memo_id', 'payment_id', 'invoice_id', 'amount', 'state'],
  search: ['memo'],
  sort: ['date', 'amount', 'created_at'],
  filter: ['state', 'customer_id', 'invoice_id', 'credit_memo_id', 'payment_id'],
  refs: { customer_id: 'customers', payment_id: 'payments' },
  expand: {
    customer: belongsTo(customersResource, 'customerId'),
    invoice: belongsTo({ table: salesDocuments }, 'invoiceId'),
    creditMemo: belongsTo({ table: salesDocuments }, 'creditMemoId'),
    payment: belongsTo({ table: customerPayments }, 'paymentId'),
  },
  terminology: 'apply_credit',
  titleField: 'date',
  permission: 'invoice',
  features: { bookmarks: true },
  document: {
    noun: 'applied credit',
    sourceType: 'apply_credit',
    voidConfirm: 'Void this applied credit? The invoice is owed again and the credit can be applied elsewhere.',
    async header(ctx, input) {
      if (!input.credit_memo_id === !input.payment_id) throw ValidationError.field('credit_memo_id', say('creditNameOne'));
      return { customerId: input.customer_id, date: input.date, creditMemoId: input.credit_memo_id ?? null, paymentId: input.payment_id ?? null, invoiceId: input.invoice_id, amount: input.amount, memo: input.memo ?? null };
    },
    ledgers: [creditLedger],
  },
});
