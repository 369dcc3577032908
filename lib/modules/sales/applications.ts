import { and, asc, inArray } from 'drizzle-orm';
import { customerPayments, receivableApplications, salesDocuments } from '@/db/schema';
import { reachableRows } from '@/lib/engine/reach';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';
import { toCents } from '@/lib/money';
import { lockOpenItems, openItemBalance } from '@/lib/modules/books/open-items';
import { defineSubLedger, type KeptBalance, type SubLedgerSpec } from '@/lib/modules/books/sub-ledgers';
import type { Posting } from '@/lib/modules/books/post';
import { invoiceSettingsOf } from './invoice-settings-row';

/**
 * Money set against invoices: a payment's, a credit's (apply-credits) or a write-off's, each a
 * sub-ledger of its document (`receivablesLedger`). The one place an invoice's `total_paid` and
 * `balance_due` change after posting: they are its kept balance, every application adds to the
 * first and takes from the second, every reversal gives it back. Invoices are locked in id
 * order (no deadlocks), and an application never passes the balance it finds under the lock,
 * so two payments applied to one invoice at once never over-apply it.
 */

export type SalesDocument = typeof salesDocuments.$inferSelect;
export type ReceivableApplication = typeof receivableApplications.$inferSelect;
/** One application as a body gives it. */
export type ApplicationInput = { invoice_id: number; amount: string };
/** Which document the money comes from: its kind and its key on the application row. */
export type ApplicationSource =
  | { sourceType: 'payment'; paymentId: number }
  | { sourceType: 'credit_memo' | 'over_payment'; applyCreditId: number; creditMemoId?: number | null; paymentId?: number | null }
  | { sourceType: 'write_off'; writeOffId: number };

/** Sales documents of this company, locked for the transaction in id order; by id. */
export const lockSalesDocuments = (ctx: WriteContext, ids: number[]): Promise<Map<number, SalesDocument>> => lockOpenItems(ctx, salesDocuments, ids);

export type CustomerPayment = typeof customerPayments.$inferSelect;

/** Payments of this company that the person reaches, locked for the transaction in id order (before any sales document: the one lock order); by id. */
export async function lockPayments(ctx: WriteContext, ids: number[]): Promise<Map<number, CustomerPayment>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (!sorted.length) return new Map();
  const rows = await ctx.tx.select().from(customerPayments).where(and(reachableRows(ctx, customerPayments), inArray(customerPayments.id, sorted))).orderBy(asc(customerPayments.id)).for('no key update');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Why `cents` of a payment's over payment (its unapplied amount) cannot be carried to an invoice
 * of this customer, or null: a posted payment of theirs with that much unapplied.
 */
export function overPaymentProblem(payment: CustomerPayment | undefined, customerId: number, cents: bigint): { field: 'payment_id' | 'amount'; said: Said } | null {
  if (!payment || payment.kind !== 'payment' || payment.customerId !== customerId || payment.state !== 'posted') return { field: 'payment_id', said: say('paymentChoosePosted') };
  if (cents > toCents(payment.unappliedAmount)) return { field: 'amount', said: say('paymentOverUnapplied', { amount: payment.unappliedAmount }) };
  return null;
}

/** What carrying an over payment takes from its payment's kept remainder: applied up, unapplied down. */
export const overPaymentTaken: KeptBalance<ReceivableApplication> = {
  table: customerPayments,
  key: (r) => (r.sourceType === 'over_payment' ? { id: r.paymentId! } : null),
  moves: (r) => ({ appliedAmount: r.amount, unappliedAmount: `-${r.amount}` }),
};

/** Why a document cannot take money for this customer, or null: an open, posted invoice of theirs. */
export function openInvoiceProblem(doc: SalesDocument | undefined, customerId: number): Said | null {
  if (!doc || doc.kind !== 'invoice') return say('invoiceChoose');
  if (doc.customerId !== customerId) return say('invoiceOtherCustomer');
  if (doc.state !== 'posted' || doc.isTba) return say('invoiceNotOpen', { number: doc.number });
  return null;
}

/** The body field an error of the i-th application names (`applications.0.amount`). */
export type ApplicationField = (i: number, key: 'invoice_id' | 'amount') => string;

/**
 * The application rows of amounts set against invoices of one customer (`at` names the body's
 * fields in errors), checked under the invoices' locks: refuses an invoice named twice, another
 * customer's, one not posted, or more than its balance due.
 */
export async function invoiceApplications(
  ctx: WriteContext,
  options: { customerId: number; date: string; at: ApplicationField; items: ApplicationInput[]; source: ApplicationSource },
): Promise<Omit<ReceivableApplication, 'id' | 'companyId' | 'createdAt'>[]> {
  const { customerId, at, items, source } = options;
  if (!items.length) return [];
  const invoices = await lockSalesDocuments(ctx, items.map((i) => i.invoice_id));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const invoice = invoices.get(item.invoice_id);
    const problem = seen.has(item.invoice_id) ? say('invoiceNamedTwice') : openInvoiceProblem(invoice, customerId);
    seen.add(item.invoice_id);
    if (problem) errors.push({ field: at(i, 'invoice_id'), ...problem });
    else if (toCents(item.amount) > toCents(invoice!.balanceDue)) {
      errors.push({ field: at(i, 'amount'), ...say('invoiceOverBalance', { number: invoice!.number, balance: invoice!.balanceDue }) });
    }
  });
  if (errors.length) throw new ValidationError(errors);
  return items.map((item) => {
    const invoice = invoices.get(item.invoice_id)!;
    return {
      invoiceId: item.invoice_id,
      sourceType: source.sourceType,
      paymentId: 'paymentId' in source ? (source.paymentId ?? null) : null,
      creditMemoId: 'creditMemoId' in source ? (source.creditMemoId ?? null) : null,
      applyCreditId: 'applyCreditId' in source ? source.applyCreditId : null,
      writeOffId: 'writeOffId' in source ? source.writeOffId : null,
      date: options.date,
      amount: item.amount,
      customerId,
      invoiceDate: invoice.date,
      invoiceDueDate: invoice.dueDate ?? invoice.date,
    };
  });
}

/**
 * The sub-ledger of money set against invoices, one per kind of source (its rows, `of`):
 * applications are the current allocation of the source's money, so a reversal deletes them
 * (docs/decisions.md); each keeps its invoice's `total_paid` and `balance_due`, and `balances`
 * may keep the source's own remainder too (listed first: a payment's row is locked before any
 * sales document).
 */
export const receivablesLedger = <D, I, L>(spec: Omit<SubLedgerSpec<typeof receivableApplications, D, I, L>, 'table' | 'reversal'>) =>
  defineSubLedger<typeof receivableApplications, D, I, L>({
    ...spec,
    table: receivableApplications,
    reversal: 'delete',
    balances: [...(spec.balances ?? []), openItemBalance(salesDocuments, (r: ReceivableApplication) => r.invoiceId, (r) => r.amount)],
  });

/**
 * The journal of money taken off what a customer owes (a payment, a write-off): Dr `accountId`,
 * Cr the invoice settings' receivables account naming the customer, whose kept balance drops.
 */
export async function receivablesCredit(
  ctx: ResourceContext,
  doc: { date: string; memo: string | null; amount: string; customerId: number },
  accountId: number,
  title: string,
): Promise<Omit<Posting, 'sourceType' | 'sourceId'>> {
  const { arAccountId } = await invoiceSettingsOf(ctx);
  return {
    date: doc.date,
    memo: doc.memo ?? title,
    lines: [
      { accountId, debit: doc.amount, description: title },
      { accountId: arAccountId!, credit: doc.amount, description: title, entityType: 'customers', entityId: doc.customerId, openItem: true },
    ],
  };
}
