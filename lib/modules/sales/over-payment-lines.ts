import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerPayments, receivableApplications, salesDocuments } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import type { Relation, ResourceContext, Row, Shape, WriteContext } from '@/lib/engine/define';
import { reachableRows } from '@/lib/engine/reach';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say, type Said } from '@/lib/engine/messages';
import { fromCents, toCents } from '@/lib/money';
import { lockPayments, lockSalesDocuments, overPaymentProblem, overPaymentTaken, receivablesLedger, type SalesDocument } from './applications';

/**
 * The Over Payment line of an invoice (spec section 2's line-item type menu): a customer's over
 * payment (what a payment left unapplied, their credit) carried to the invoice as a line naming
 * the payment. The line shows the amount as a reduction; posting the invoice sets it against the
 * invoice as an applied credit does (an application of source `over_payment` with no apply-credit
 * of its own): the payment's unapplied amount goes down, the invoice's total paid up. It moves no
 * money (the payment already took it off receivables), so the invoice's journal is its charges
 * alone. A change of the invoice gives it back and carries it anew; void gives it back; an invoice
 * held for approval carries nothing until approved.
 */

type Line = { type?: string | null; payment_id?: number | null; amount?: string | number | null };

/** The applications an invoice's own Over Payment lines made (not those of apply-credits, payments or write-offs). */
export const carriedBy = (invoiceId: number) =>
  and(eq(receivableApplications.invoiceId, invoiceId), eq(receivableApplications.sourceType, 'over_payment'), isNull(receivableApplications.applyCreditId))!;

/** What an invoice's Over Payment lines carried to it (its own share of its total paid). */
export async function carriedTo(ctx: ResourceContext, invoiceId: number): Promise<bigint> {
  const [row] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${receivableApplications.amount}), 0)::numeric(14,2)::text` })
    .from(receivableApplications)
    .where(and(eq(receivableApplications.companyId, ctx.company.id), carriedBy(invoiceId)));
  return toCents(row.total);
}

/** Over Payment lines are an invoice's, and a template's lines carry nothing (a copy would take the credit twice). */
export function refuseOverPaymentLines(lines: Line[], why: Said): void {
  const errors: FieldError[] = lines.flatMap((line, i) => (line.type === 'over_payment' ? [{ field: `lines.${i}.type`, ...why }] : []));
  if (errors.length) throw new ValidationError(errors);
}

/** An invoice's Over Payment lines, its sub-ledger: each line's amount taken from its payment's unapplied amount and paid against the invoice. */
export const overPaymentLedger = receivablesLedger({
  of: (doc: SalesDocument) => carriedBy(doc.id),
  balances: [overPaymentTaken],
  async rows(ctx: WriteContext, doc, lines: Line[]) {
    const carried = lines.flatMap((line, i) => (line.type === 'over_payment' && line.payment_id ? [{ i, paymentId: line.payment_id, cents: -toCents(String(line.amount ?? '0')) }] : []));
    if (!carried.length) return [];
    const payments = await lockPayments(ctx, carried.map((c) => c.paymentId));
    const invoice = (await lockSalesDocuments(ctx, [doc.id])).get(doc.id)!;
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    let total = 0n;
    for (const { i, paymentId, cents } of carried) {
      const problem = seen.has(paymentId) ? { field: 'payment_id', said: say('overPaymentNamedTwice') } : overPaymentProblem(payments.get(paymentId), doc.customerId, cents);
      seen.add(paymentId);
      total += cents;
      if (problem) errors.push({ field: `lines.${i}.${problem.field}`, ...problem.said });
    }
    if (!errors.length && total > toCents(invoice.balanceDue)) {
      errors.push({ field: `lines.${carried[carried.length - 1].i}.amount`, ...say('overPaymentsOverBalance', { amount: fromCents(total), balance: invoice.balanceDue }) });
    }
    if (errors.length) throw new ValidationError(errors);
    return carried.map(({ paymentId, cents }) => ({
      invoiceId: doc.id,
      sourceType: 'over_payment',
      paymentId,
      applyCreditId: null,
      creditMemoId: null,
      writeOffId: null,
      date: doc.date,
      amount: fromCents(cents),
      customerId: doc.customerId,
      invoiceDate: doc.date,
      invoiceDueDate: doc.dueDate ?? doc.date,
    }));
  },
});

/**
 * An over payment carried to an invoice, as the application it made: by an apply-credit
 * (`apply_credit_id`, `carried_by: 'apply_credit'`) or by the invoice's own Over Payment line
 * (`carried_by: 'line'`, no apply-credit). What stands only: a voided carrier carries nothing.
 */
const overPaymentShape: Shape = {
  table: receivableApplications,
  hidden: ['source_type', 'credit_memo_id', 'write_off_id', 'invoice_date', 'invoice_due_date'],
  computed(row) {
    return { carried_by: row.applyCreditId === null ? 'line' : 'apply_credit' };
  },
};

/**
 * `overPayments` of an invoice (`invoiceId`: what payments' over payments were carried to it) or
 * of a payment (`paymentId`: where its over payment went), each carrier alike; a row shows only
 * where the other side (the payment, or the invoice) is reached too.
 */
export function overPaymentsBy(key: 'invoiceId' | 'paymentId'): Relation<never> {
  return {
    kind: 'many',
    target: overPaymentShape,
    async load(ctx, parents) {
      const ids = parents.map((p) => p.id);
      if (!ids.length) return new Map();
      const other =
        key === 'invoiceId'
          ? sql`${receivableApplications.paymentId} in (select ${customerPayments.id} from ${customerPayments} where ${reachableRows(ctx, customerPayments)})`
          : sql`${receivableApplications.invoiceId} in (select ${salesDocuments.id} from ${salesDocuments} where ${reachableRows(ctx, salesDocuments)})`;
      const rows = await selectAll<Row>(
        ctx.tx,
        receivableApplications,
        sql`where ${and(eq(receivableApplications.companyId, ctx.company.id), eq(receivableApplications.sourceType, 'over_payment'), inArray(receivableApplications[key], ids), other)} order by ${receivableApplications.id}`,
      );
      const out = new Map<number, Row[]>();
      for (const row of rows) {
        const parent = row[key];
        if (typeof parent === 'number') out.set(parent, [...(out.get(parent) ?? []), row]);
      }
      return out;
    },
  };
}
