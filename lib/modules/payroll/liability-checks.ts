import { and, eq, inArray } from 'drizzle-orm';
import { checks, payrollItems, payrollLiabilityPayments } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { checksResource } from '@/lib/modules/banking/checks';
import { entryText } from '@/lib/modules/books/entry-text';
import type { SubLedger } from '@/lib/modules/books/sub-ledgers';
import { fromCents, toCents, type Cents } from '@/lib/money';

type Payment = typeof payrollLiabilityPayments.$inferSelect;
type Line = { payroll_item_id: number; amount?: string | null };

/** A payment's check that stands (not void), if it has one. */
export async function standingCheck(ctx: ResourceContext, payment: Payment) {
  if (!payment.checkId) return null;
  const [check] = await ctx.tx.select({ id: checks.id, number: checks.number, state: checks.state }).from(checks).where(and(eq(checks.companyId, ctx.company.id), eq(checks.id, payment.checkId)));
  return check && check.state !== 'void' ? check : null;
}

/** A payment paid by a check that stands is changed or voided only once the check is voided (as a pay run's paychecks). */
export async function refuseWithCheck(ctx: ResourceContext, payment: Payment) {
  const check = await standingCheck(ctx, payment);
  if (check) throw ValidationError.field('id', say('liabilityPaidByCheck', { number: check.number }));
}

/**
 * A liability payment paid by check writes it through banking's checks (the pay runs' paychecks do
 * the same): from the payment's bank account to its payee, a line per liability account (Dr, summed
 * per account), into the print queue to be printed on the check layouts. The check is the payment's
 * posting (the payment posts no journal of its own) and its number the payment's reference. A check
 * voided in banking pays nothing: what the payment paid is owed again (`owedAsOf`).
 */
export const liabilityCheckLedger: SubLedger<Payment, unknown, Line> = {
  writes: [payrollLiabilityPayments, checks],
  async apply(ctx: WriteContext, payment: Payment, lines: Line[]) {
    if (payment.paidBy !== 'check') return;
    if (!payment.payee) throw ValidationError.field('payee', say('liabilityCheckPayee'));
    const itemIds = [...new Set(lines.map((l) => l.payroll_item_id))];
    const accountOf = new Map(
      (await ctx.tx.select({ id: payrollItems.id, account: payrollItems.liabilityAccountId }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, itemIds)))).map((i) => [i.id, i.account!]),
    );
    const perAccount = new Map<number, Cents>();
    for (const line of lines) {
      const account = accountOf.get(line.payroll_item_id)!;
      perAccount.set(account, (perAccount.get(account) ?? 0n) + toCents(line.amount ?? '0'));
    }
    const body = checksResource.input.parse({
      bank_account_id: payment.bankAccountId,
      date: payment.date,
      payee_type: 'other',
      payee_name: payment.payee,
      memo: payment.memo ?? entryText(ctx, 'liabilityPayment', { number: payment.number }),
      lines: [...perAccount].sort((a, b) => a[0] - b[0]).map(([account_id, amount]) => ({ account_id, amount: fromCents(amount), description: entryText(ctx, 'liabilityPayment', { number: payment.number }) })),
    });
    const check = await checksResource.create!(ctx, body);
    await ctx.tx.update(payrollLiabilityPayments).set({ checkId: check.id, reference: String(check.number) }).where(and(eq(payrollLiabilityPayments.companyId, ctx.company.id), eq(payrollLiabilityPayments.id, payment.id)));
  },
  // The check is void by now (refuseWithCheck): it stays the payment's, void, as its history.
  async reverse() {},
};
