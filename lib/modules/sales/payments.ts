import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customerPayments, receivableApplications, salesDocuments } from '@/db/schema';
import type { ResourceContext, Shape } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { money, ref } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { defineDocument } from '@/lib/modules/books/documents';
import { customersResource } from '@/lib/modules/crm/customers';
import { fromCents, sumCents, toCents } from '@/lib/money';
import { invoiceApplications, receivablesCredit, receivablesLedger, type ApplicationInput } from './applications';
import { overPaymentsBy } from './over-payment-lines';
import { fundsComputed, fundsExpand, fundsFields, fundsHeader, fundsSort, refuseVoidWhileDeposited } from './funds-received';

const ownApplications = (paymentId: number) => and(eq(receivableApplications.paymentId, paymentId), eq(receivableApplications.sourceType, 'payment'))!;

/**
 * What of a payment's unapplied amount was set against invoices as a credit: by apply-credits
 * (posted ones) or carried by an invoice's Over Payment line, each an application of source
 * `over_payment` while it stands.
 */
async function creditApplied(ctx: ResourceContext, paymentId: number): Promise<bigint> {
  const [row] = await ctx.tx
    .select({ total: sql<string>`coalesce(sum(${receivableApplications.amount}), 0)::numeric(14,2)::text` })
    .from(receivableApplications)
    .where(and(eq(receivableApplications.companyId, ctx.company.id), eq(receivableApplications.paymentId, paymentId), eq(receivableApplications.sourceType, 'over_payment')));
  return toCents(row.total);
}

/** A payment's applications to invoices, its sub-ledger: the body's `applications`. */
const applicationsLedger = receivablesLedger({
  fields: ['applications'],
  of: (doc: typeof customerPayments.$inferSelect) => ownApplications(doc.id),
  rows: (ctx, doc, _lines: unknown[], input: { applications?: ApplicationInput[] }) =>
    invoiceApplications(ctx, { customerId: doc.customerId!, date: doc.date, at: (i, key) => `applications.${i}.${key}`, items: input.applications ?? [], source: { sourceType: 'payment', paymentId: doc.id } }),
  read: (rows) => ({ applications: rows.map((r) => ({ invoice_id: r.invoiceId, amount: r.amount })) }),
});

const invoiceShape: Shape = { table: salesDocuments };
const applicationShape: Shape = { table: receivableApplications, hidden: ['payment_id'], expand: { invoice: belongsTo(invoiceShape, 'invoiceId') } };

/**
 * Funds received from a customer (payments [180]): applied to one or more of the customer's open
 * invoices, the rest kept as the customer's credit (`unapplied_amount`, an over payment, applied
 * later through apply-credits). Posts Dr the deposit account, Cr receivables for the whole amount
 * naming the customer, so the customer's kept balance drops by it. A change re-applies; void
 * reverses and releases the applications, refused while the payment is deposited.
 */
export const paymentsResource = defineDocument({
  name: 'payments',
  domainId: 180,
  table: customerPayments,
  fixed: { kind: 'payment' },
  numbering: { series: 'payment' },
  input: z.object({
    customer_id: ref('Customer', { required: true }),
    ...fundsFields,
    applications: z
      .array(z.object({ invoice_id: ref('Invoice', { required: true }), amount: money('Amount', { required: true, min: 0.01 }) }))
      .max(500, { error: 'At most 500 invoices per payment.' })
      .optional(),
  }),
  columns: ['method', 'number', 'is_deposited', 'customer_id', 'date', 'amount', 'unapplied_amount', 'state'],
  search: ['number', 'reference', 'memo'],
  sort: fundsSort,
  filter: ['state', 'customer_id', 'method', 'deposit_account_id', 'deposit_id'],
  refs: { customer_id: 'customers', deposit_account_id: 'accounts' },
  computed: fundsComputed,
  expand: {
    ...fundsExpand,
    customer: belongsTo(customersResource, 'customerId'),
    invoices: hasMany(applicationShape, 'paymentId'),
    overPayments: overPaymentsBy('paymentId'),
  },
  kinds: { is_deposited: 'flag', unapplied_amount: 'money', applied_amount: 'money' },
  terminology: 'customer_payment',
  titleField: 'number',
  permission: 'general_payment',
  features: { bookmarks: true },
  document: {
    noun: 'payment',
    sourceType: 'payment',
    voidConfirm: 'Void this payment? Its posting is reversed and its invoices are owed again.',
    async header(ctx, input, _lines, existing) {
      const customerId = input.customer_id;
      const applied = sumCents((input.applications ?? []).map((a) => toCents(a.amount)));
      const credited = existing ? await creditApplied(ctx, existing.id) : 0n;
      if (existing && credited > 0n && customerId !== existing.customerId) {
        throw ValidationError.field('customer_id', say('paymentCreditNamesCustomer'));
      }
      const amount = toCents(input.amount);
      if (applied + credited > amount) {
        const totals = { applied: fromCents(applied), amount: fromCents(amount) };
        throw ValidationError.field('applications', credited ? say('applicationsAndCreditsOverPayment', { ...totals, credits: fromCents(credited) }) : say('applicationsOverPayment', totals));
      }
      return {
        ...(await fundsHeader(ctx, input, existing)),
        customerId,
        appliedAmount: fromCents(applied + credited),
        unappliedAmount: fromCents(amount - applied - credited),
      };
    },
    ledgers: [applicationsLedger],
    async onVoid(ctx, doc) {
      refuseVoidWhileDeposited(doc, 'payment');
      if ((await creditApplied(ctx, doc.id)) > 0n) throw ValidationError.field('id', say('paymentCreditApplied'));
    },
    posting: (doc, _lines, ctx) => receivablesCredit(ctx, { ...doc, customerId: doc.customerId! }, doc.depositAccountId, `Payment ${doc.number}`),
  },
});
