import { and, asc, eq, type SQL } from 'drizzle-orm';
import { receivableApplications, salesDocuments } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { sumCents, toCents, type Cents } from '@/lib/money';
import { lockOpenItems, moveOpenBalance } from '@/lib/modules/books/open-items';
import type { Posting } from '@/lib/modules/books/post';
import { invoiceSettingsOf } from './invoice-settings-row';

/**
 * Money set against invoices: a payment's, a credit's (apply-credits) or a write-off's. The one
 * place an invoice's `total_paid` and `balance_due` change after posting: every application
 * adds to the first and takes from the second, every release gives it back. Invoices are
 * locked in id order (no deadlocks), and an application never passes the balance it finds
 * under the lock, so two payments applied to one invoice at once never over-apply it.
 */

export type SalesDocument = typeof salesDocuments.$inferSelect;
/** One application as a body gives it. */
export type ApplicationInput = { invoice_id: number; amount: string };
/** Which document the money comes from: its kind and its key on the application row. */
export type ApplicationSource =
  | { sourceType: 'payment'; paymentId: number }
  | { sourceType: 'credit_memo' | 'over_payment'; applyCreditId: number; creditMemoId?: number | null; paymentId?: number | null }
  | { sourceType: 'write_off'; writeOffId: number };

/** Sales documents of this company, locked for the transaction in id order; by id. */
export const lockSalesDocuments = (ctx: ResourceContext, ids: number[]): Promise<Map<number, SalesDocument>> => lockOpenItems(ctx, salesDocuments, ids);

/** Why a document cannot take money for this customer, or null: an open, posted invoice of theirs. */
export function openInvoiceProblem(doc: SalesDocument | undefined, customerId: number): string | null {
  if (!doc || doc.kind !== 'invoice') return 'Choose an invoice of this company.';
  if (doc.customerId !== customerId) return 'This invoice is of another customer.';
  if (doc.state !== 'posted' || doc.isTba) return `Invoice ${doc.number} is not open: only a posted, approved invoice is paid.`;
  return null;
}

/** The body field an error of the i-th application names (`applications.0.amount`). */
export type ApplicationField = (i: number, key: 'invoice_id' | 'amount') => string;

/**
 * Applies amounts to invoices of one customer (`at` names the body's fields in errors):
 * refuses an invoice named twice, another customer's, one not posted, or more than its
 * balance due; answers the total applied.
 */
export async function applyToInvoices(
  ctx: ResourceContext,
  options: { customerId: number; date: string; at: ApplicationField; items: ApplicationInput[]; source: ApplicationSource },
): Promise<Cents> {
  const { customerId, at, items, source } = options;
  if (!items.length) return 0n;
  const invoices = await lockSalesDocuments(ctx, items.map((i) => i.invoice_id));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const invoice = invoices.get(item.invoice_id);
    const problem = seen.has(item.invoice_id) ? 'This invoice is named twice: give it one amount.' : openInvoiceProblem(invoice, customerId);
    seen.add(item.invoice_id);
    if (problem) errors.push({ field: at(i, 'invoice_id'), message: problem });
    else if (toCents(item.amount) > toCents(invoice!.balanceDue)) {
      errors.push({ field: at(i, 'amount'), message: `This is more than the balance due of invoice ${invoice!.number} (${invoice!.balanceDue}).` });
    }
  });
  if (errors.length) throw new ValidationError(errors);

  await ctx.tx.insert(receivableApplications).values(
    items.map((item) => {
      const invoice = invoices.get(item.invoice_id)!;
      return {
        companyId: ctx.company.id,
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
    }),
  );
  for (const item of [...items].sort((a, b) => a.invoice_id - b.invoice_id)) await moveBalance(ctx, item.invoice_id, toCents(item.amount));
  return sumCents(items.map((i) => toCents(i.amount)));
}

/** Adds `cents` to an invoice's total paid and takes it from its balance due (a release gives negative cents). */
const moveBalance = (ctx: ResourceContext, invoiceId: number, cents: Cents) => moveOpenBalance(ctx, salesDocuments, invoiceId, cents);

/** The applications a source made, as a body gives them (the payment's `applications`). */
export async function applicationsOf(ctx: ResourceContext, where: SQL): Promise<ApplicationInput[]> {
  const rows = await ctx.tx
    .select({ invoice_id: receivableApplications.invoiceId, amount: receivableApplications.amount })
    .from(receivableApplications)
    .where(and(eq(receivableApplications.companyId, ctx.company.id), where))
    .orderBy(asc(receivableApplications.id));
  return rows;
}

/** Gives back to their invoices the applications `where` selects, and deletes them; answers the total released. */
export async function releaseApplications(ctx: ResourceContext, where: SQL): Promise<Cents> {
  const rows = await applicationsOf(ctx, where);
  if (!rows.length) return 0n;
  await lockSalesDocuments(ctx, rows.map((r) => r.invoice_id));
  const byInvoice = new Map<number, Cents>();
  for (const r of rows) byInvoice.set(r.invoice_id, (byInvoice.get(r.invoice_id) ?? 0n) + toCents(r.amount));
  for (const [invoiceId, cents] of [...byInvoice.entries()].sort(([a], [b]) => a - b)) await moveBalance(ctx, invoiceId, -cents);
  await ctx.tx.delete(receivableApplications).where(and(eq(receivableApplications.companyId, ctx.company.id), where));
  return sumCents([...byInvoice.values()]);
}

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
      { accountId: arAccountId!, credit: doc.amount, description: title, entityType: 'customers', entityId: doc.customerId },
    ],
  };
}
