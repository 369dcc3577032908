import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, bankStatementLines, checks, journalLines, payableDocuments, salesDocuments } from '@/db/schema';
import type { ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { ref, text } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { createRecord } from '@/lib/engine/write';
import { fromCents, toCents } from '@/lib/money';
import { chargesResource } from '@/lib/modules/banking/charges';
import { checksResource, markChecksWritten } from '@/lib/modules/banking/checks';
import { depositsResource } from '@/lib/modules/banking/deposits';
import { transfersResource } from '@/lib/modules/banking/transfers';
import { BANK, CREDIT_CARD, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { journalEntriesResource } from '@/lib/modules/books/journal-entries';
import { paymentsResource } from '@/lib/modules/sales/payments';
import { undoGroup } from './groups';

/*
 * A statement line nothing in the books matches, made a document in one step through that
 * document's own resource (its checks, numbering and posting): an expense or a deposit, a
 * transfer, a customer payment, a bill payment. The line is then matched to the document's
 * posting of the statement's account.
 */

type Line = typeof bankStatementLines.$inferSelect;

/** The line's size, unsigned, and whether it is money out of the account (a charge on a card). */
const sizeOf = (line: Line) => ({ amount: line.amount.replace(/^-/, ''), out: line.amount.startsWith('-') });

/** A line proposed in a group is taken out of it first. */
async function leaveGroup(ctx: ActionContext, line: Line) {
  if (line.matchGroup) await undoGroup(ctx, line.matchGroup);
}

/** The line matched to the document's posting of its account. */
async function matchTo(ctx: ActionContext, line: Line, journalId: number, documentType: string, documentId: number, values: Partial<Line> = {}) {
  const [posting] = await ctx.tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.journalId, journalId), eq(journalLines.accountId, line.accountId)));
  const [row] = await ctx.tx
    .update(bankStatementLines)
    .set({ ...values, state: 'matched', journalLineId: posting.id, confidence: 100, matchGroup: null, documentType, documentId })
    .where(eq(bankStatementLines.id, line.id))
    .returning();
  return { record: row };
}

export const recordInput = z.object({
  account_id: ref('Account', { where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables', collection: 'accounts' }),
  payee_name: text('Payee'),
  memo: text('Memo'),
  classification_id: ref('Classification', { collection: 'classifications' }),
});

/**
 * An expense or a deposit, to the account chosen or the one its rule gave: money into a bank a
 * deposit; money out of a bank an expense (a journal entry crediting the bank: a check would wait
 * in the print queue); on a card a charge or a card credit (the card's own document). Another bank
 * or card account chosen makes it a transfer (a card paid from the bank).
 */
export async function recordLine(ctx: ActionContext, line: Line, input: z.infer<typeof recordInput>) {
  await leaveGroup(ctx, line);
  const accountId = input.account_id ?? line.categoryAccountId;
  if (!accountId) throw ValidationError.field('account_id', say('statementLineNeedsAccount'));
  const chosen = await requireAccountOfType(ctx, 'account_id', accountId, NON_CONTROL_TYPES);
  const payee = input.payee_name ?? line.payeeName ?? null;
  const words = line.description || payee || 'Bank statement line';
  const { amount, out } = sizeOf(line);
  const classification = input.classification_id ?? line.classificationId ?? null;
  const kept = { categoryAccountId: accountId, payeeName: payee, classificationId: classification };
  // Money from or to another bank or card account (a card paid from the bank) is a transfer.
  if (chosen.type === BANK || chosen.type === CREDIT_CARD) return recordTransfer(ctx, line, { account_id: accountId, memo: input.memo });
  const [own] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, line.accountId));
  if (own.type === CREDIT_CARD) {
    const charge = await createRecord(chargesResource, ctx, {
      card_account_id: line.accountId,
      kind: out ? 'charge' : 'credit',
      date: line.date,
      payee_name: payee ?? words.slice(0, 100),
      memo: input.memo ?? words,
      lines: [{ account_id: accountId, amount, description: words, classification_id: classification }],
    });
    return matchTo(ctx, line, charge.journalId!, 'charges', charge.id, kept);
  }
  if (out || own.type !== BANK) {
    const mine = { account_id: accountId, description: payee ?? words, classification_id: classification, ...(out ? { debit: amount } : { credit: amount }) };
    const theirs = { account_id: line.accountId, description: payee ?? words, ...(out ? { credit: amount } : { debit: amount }) };
    const entry = await createRecord(journalEntriesResource, ctx, { date: line.date, memo: input.memo ?? (payee ? `${payee}: ${words}` : words), lines: out ? [mine, theirs] : [theirs, mine] });
    return matchTo(ctx, line, entry.id, 'journal-entries', entry.id, kept);
  }
  const deposit = await createRecord(depositsResource, ctx, {
    bank_account_id: line.accountId,
    date: line.date,
    entity_name: payee,
    memo: input.memo ?? words,
    lines: [{ account_id: accountId, amount, received_from: payee, description: words }],
  });
  return matchTo(ctx, line, deposit.journalId!, 'bank-deposits', deposit.id, kept);
}

export const transferInput = z.object({
  account_id: ref('Other account', { required: true, where: { type: [BANK, CREDIT_CARD] }, mustBe: 'mustBeBankOrCard', collection: 'accounts' }),
  memo: text('Memo'),
});

/** A transfer between the statement's account and another bank or card account: money in comes from it, money out goes to it. */
export async function recordTransfer(ctx: ActionContext, line: Line, input: z.infer<typeof transferInput>) {
  await leaveGroup(ctx, line);
  const { amount, out } = sizeOf(line);
  await requireAccountOfType(ctx, 'account_id', input.account_id, [BANK, CREDIT_CARD]);
  const [from, to] = out ? [line.accountId, input.account_id] : [input.account_id, line.accountId];
  if (from === to) throw ValidationError.field('account_id', say('transferSameAccount'));
  const transfer = await createRecord(transfersResource, ctx, { from_account_id: from, to_account_id: to, date: line.date, amount, memo: input.memo ?? line.description.slice(0, 200) });
  return matchTo(ctx, line, transfer.journalId!, 'transfers', transfer.id);
}

export const paymentInput = z.object({
  customer_id: ref('Customer', { required: true, collection: 'customers' }),
  invoice_id: ref('Invoice', { collection: 'invoices' }),
  memo: text('Memo'),
});

/**
 * A customer's payment deposited straight into the bank account: applied to the invoice named
 * (as much as it still owes), the rest kept as the customer's credit. Money into a bank only.
 */
export async function recordPayment(ctx: ActionContext, line: Line, input: z.infer<typeof paymentInput>) {
  const { amount, out } = sizeOf(line);
  const [own] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, line.accountId));
  if (out || own.type !== BANK) throw ValidationError.field('id', say('statementPaymentNeedsDeposit'));
  await leaveGroup(ctx, line);
  let applications: { invoice_id: number; amount: string }[] = [];
  if (input.invoice_id) {
    const [invoice] = await ctx.tx
      .select({ balance: salesDocuments.balanceDue })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.companyId, ctx.company.id), eq(salesDocuments.id, input.invoice_id)));
    const owed = toCents(invoice?.balance ?? '0');
    if (owed <= 0n) throw ValidationError.field('invoice_id', say('statementInvoicePaid'));
    const paid = toCents(amount);
    applications = [{ invoice_id: input.invoice_id, amount: fromCents(paid < owed ? paid : owed) }];
  }
  const payment = await createRecord(paymentsResource, ctx, {
    customer_id: input.customer_id,
    date: line.date,
    amount,
    deposit_account_id: line.accountId,
    reference: line.checkNumber ?? undefined,
    memo: input.memo ?? line.description.slice(0, 200),
    applications,
  });
  return matchTo(ctx, line, payment.journalId!, 'payments', payment.id);
}

export const billPaymentInput = z.object({
  bill_id: ref('Bill', { required: true, collection: 'ap-bills' }),
  memo: text('Memo'),
});

/**
 * A bill paid from the bank account: a check to the bill's vendor paying it (the checks' own bill
 * payment: Accounts Payable, the vendor's balance, the bill's), numbered as the bank gives it where
 * that number is free, and marked written, since the bank has paid it. Money out of a bank only,
 * no more than the bill still owes.
 */
export async function recordBillPayment(ctx: ActionContext, line: Line, input: z.infer<typeof billPaymentInput>) {
  const { amount, out } = sizeOf(line);
  const [own] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, line.accountId));
  if (!out || own.type !== BANK) throw ValidationError.field('id', say('statementBillNeedsWithdrawal'));
  await leaveGroup(ctx, line);
  const [bill] = await ctx.tx
    .select({ vendorId: payableDocuments.vendorId, balance: payableDocuments.balanceDue, state: payableDocuments.state })
    .from(payableDocuments)
    .where(and(eq(payableDocuments.companyId, ctx.company.id), eq(payableDocuments.id, input.bill_id), eq(payableDocuments.kind, 'bill')));
  if (!bill || bill.state !== 'posted' || toCents(bill.balance) <= 0n) throw ValidationError.field('bill_id', say('statementBillPaid'));
  if (toCents(amount) > toCents(bill.balance)) throw ValidationError.field('bill_id', say('statementBillOver', { owed: bill.balance, amount }));
  const given = line.checkNumber && /^\d{1,9}$/.test(line.checkNumber) ? Number(line.checkNumber) : undefined;
  const [used] = given ? await ctx.tx.select({ id: checks.id }).from(checks).where(and(eq(checks.companyId, ctx.company.id), eq(checks.bankAccountId, line.accountId), eq(checks.number, given))) : [];
  const number = used ? undefined : given;
  const check = await createRecord(checksResource, ctx, {
    bank_account_id: line.accountId,
    date: line.date,
    ...(number ? { number } : {}),
    payee_type: 'vendor',
    payee_id: bill.vendorId,
    memo: input.memo ?? line.description.slice(0, 200),
    bills: [{ bill_id: input.bill_id, amount }],
  });
  await markChecksWritten(ctx, [check.id]);
  return matchTo(ctx, line, check.journalId!, 'checks', check.id);
}
