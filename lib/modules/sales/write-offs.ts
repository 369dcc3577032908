import { and, eq, exists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { receivableApplications, salesDocuments, writeOffs } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { EXPENSE, OTHER_EXPENSE } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { systemAccount } from '@/lib/modules/books/chart';
import { defineDocument } from '@/lib/modules/books/documents';
import { customersResource } from '@/lib/modules/crm/customers';
import { invoiceApplications, lockSalesDocuments, openInvoiceProblem, receivablesCredit, receivablesLedger } from './applications';
import { invoiceSettingsOf } from './invoice-settings-row';

/** The invoice is written off while any posted write-off still stands against it. */
async function markWrittenOff(ctx: ResourceContext, invoiceId: number) {
  const standing = ctx.tx
    .select({ id: receivableApplications.id })
    .from(receivableApplications)
    .where(and(eq(receivableApplications.invoiceId, invoiceId), eq(receivableApplications.sourceType, 'write_off')));
  await ctx.tx.update(salesDocuments).set({ isWrittenOff: sql`${exists(standing)}` }).where(eq(salesDocuments.id, invoiceId));
}

/** A write-off's amount set against its invoice, its sub-ledger; the invoice is marked written off while one stands. */
const writtenOffLedger = receivablesLedger({
  of: (doc: typeof writeOffs.$inferSelect) => eq(receivableApplications.writeOffId, doc.id),
  rows: (ctx, doc, _lines: unknown[], _input: unknown) =>
    invoiceApplications(ctx, { customerId: doc.customerId, date: doc.date, at: (_i, key) => key, items: [{ invoice_id: doc.invoiceId, amount: doc.amount }], source: { sourceType: 'write_off', writeOffId: doc.id } }),
  settled: (ctx, doc) => markWrittenOff(ctx, doc.invoiceId),
});

/**
 * Write-offs (write-offs, permission "invoicing write-offs"): an invoice's balance, or part of
 * it, written off as bad debt. Posts Dr the bad-debt expense account (the invoice settings'
 * account, else the system's Bad Debt Expense 6050), Cr receivables naming the customer; marks
 * the invoice written off. Void reverses it and the invoice is owed again.
 */
export const writeOffsResource = defineDocument({
  name: 'write-offs',
  table: writeOffs,
  input: z.object({
    invoice_id: ref('Invoice', { required: true }),
    date: date('Date', { required: true }),
    amount: money('Amount', { min: 0.01 }),
    expense_account_id: ref('Bad debt account', { where: { type: [EXPENSE, OTHER_EXPENSE] }, mustBe: 'mustBeExpense' }),
    memo: text('Memo'),
  }),
  columns: ['date', 'customer_id', 'invoice_id', 'amount', 'expense_account_id', 'state'],
  search: ['memo'],
  sort: ['date', 'amount', 'created_at'],
  filter: ['state', 'customer_id', 'invoice_id'],
  refs: { expense_account_id: 'accounts' },
  expand: {
    customer: belongsTo(customersResource, 'customerId'),
    invoice: belongsTo({ table: salesDocuments }, 'invoiceId'),
    expenseAccount: belongsTo(accountsResource, 'expenseAccountId'),
  },
  terminology: 'write_off',
  titleField: 'date',
  permission: 'invoicing write-offs',
  features: { bookmarks: true },
  document: {
    noun: 'write-off',
    sourceType: 'write_off',
    voidConfirm: 'Void this write-off? Its posting is reversed and the invoice is owed again.',
    async header(ctx, input, _lines, existing) {
      const invoiceId = input.invoice_id;
      if (existing && invoiceId !== existing.invoiceId) throw ValidationError.field('invoice_id', say('writeOffStaysOnInvoice'));
      const invoice = (await lockSalesDocuments(ctx, [invoiceId])).get(invoiceId);
      const problem = openInvoiceProblem(invoice, invoice?.customerId ?? 0);
      if (problem) throw ValidationError.field('invoice_id', problem);
      const expenseAccountId = input.expense_account_id ?? (await invoiceSettingsOf(ctx)).badDebtAccountId ?? (await systemAccount(ctx, 'bad_debt_expense'));
      await requireAccountOfType(ctx, 'expense_account_id', expenseAccountId, [EXPENSE, OTHER_EXPENSE]);
      // Without an amount, the whole balance due is written off.
      return { invoiceId, customerId: invoice!.customerId, date: input.date, amount: input.amount ?? existing?.amount ?? invoice!.balanceDue, expenseAccountId, memo: input.memo ?? null };
    },
    ledgers: [writtenOffLedger],
    posting: (doc, _lines, ctx) => receivablesCredit(ctx, doc, doc.expenseAccountId, 'Bad debt written off'),
  },
});
