import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { customerPayments, customers } from '@/db/schema';
import type { ResourceContext, Shape } from '@/lib/engine/define';
import type { SubLedger } from '@/lib/modules/books/sub-ledgers';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { systemAccount } from '@/lib/modules/books/chart';

/**
 * Funds received (payments and other funds) waiting in Undeposited Funds until a bank deposit
 * takes them: the deposit credits Undeposited Funds for each and keeps its id on them
 * (`deposit_id`); void or a change of the deposit gives them back.
 */

export type WaitingFunds = { id: number; kind: string; number: string; date: string; amount: string; deposit_account_id: number; received_from: string | null; customer_id: number | null; method: number | null };

const columns = {
  id: customerPayments.id,
  kind: customerPayments.kind,
  number: customerPayments.number,
  date: customerPayments.date,
  amount: customerPayments.amount,
  deposit_account_id: customerPayments.depositAccountId,
  received_from: customerPayments.receivedFrom,
  customer_id: customerPayments.customerId,
  method: customerPayments.method,
};

/** Undeposited funds of the company, oldest first (the partial index customer_payments_undeposited_idx). */
export async function undepositedFunds(ctx: ResourceContext): Promise<(WaitingFunds & { customer_name: string | null })[]> {
  const undeposited = await systemAccount(ctx, 'undeposited_funds');
  return ctx.tx
    .select({ ...columns, customer_name: customers.displayName })
    .from(customerPayments)
    .leftJoin(customers, eq(customers.id, customerPayments.customerId))
    .where(and(eq(customerPayments.companyId, ctx.company.id), eq(customerPayments.depositAccountId, undeposited), isNull(customerPayments.depositId), eq(customerPayments.state, 'posted')))
    .orderBy(asc(customerPayments.date), asc(customerPayments.id));
}

/**
 * Funds as a deposit shows them (its `payments`): `received_from` is the paying customer's name
 * where a customer paid, as the undeposited-funds report says, read for the whole set at once.
 */
export const depositedFundsShape: Shape = {
  table: customerPayments,
  async stored(ctx, rows) {
    const ids = [...new Set(rows.map((r) => r.customerId).filter((id): id is number => typeof id === 'number'))];
    const names = new Map(
      ids.length
        ? (await ctx.tx.select({ id: customers.id, name: customers.displayName }).from(customers).where(and(eq(customers.companyId, ctx.company.id), inArray(customers.id, ids)))).map((c) => [c.id, c.name])
        : [],
    );
    return new Map(rows.map((r) => [r.id, { received_from: (typeof r.customerId === 'number' ? names.get(r.customerId) : undefined) ?? r.receivedFrom ?? null }]));
  },
};

/** The funds a deposit holds, in id order. */
export async function fundsInDeposit(ctx: ResourceContext, depositId: number): Promise<WaitingFunds[]> {
  return ctx.tx
    .select(columns)
    .from(customerPayments)
    .where(and(eq(customerPayments.companyId, ctx.company.id), eq(customerPayments.depositId, depositId)))
    .orderBy(asc(customerPayments.id));
}

/** The funds `ids` name, unlocked (a deposit's header totals them before it is saved). */
export async function fundsNamed(ctx: ResourceContext, ids: number[]): Promise<WaitingFunds[]> {
  if (!ids.length) return [];
  return ctx.tx
    .select(columns)
    .from(customerPayments)
    .where(and(eq(customerPayments.companyId, ctx.company.id), inArray(customerPayments.id, ids)));
}

/**
 * Puts funds into a deposit: each must be posted, waiting in Undeposited Funds and in no other
 * deposit (checked under the row locks, taken in id order, so two deposits cannot take one).
 */
async function depositFunds(ctx: ResourceContext, depositId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const undeposited = await systemAccount(ctx, 'undeposited_funds');
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await ctx.tx
    .select()
    .from(customerPayments)
    .where(and(eq(customerPayments.companyId, ctx.company.id), inArray(customerPayments.id, sorted)))
    .orderBy(asc(customerPayments.id))
    .for('no key update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const row = byId.get(id);
    const field = `payment_ids.${i}`;
    if (!row) errors.push({ field, ...say('fundsMissing') });
    else if (ids.indexOf(id) !== i) errors.push({ field, ...say('paymentNamedTwice', { number: row.number }) });
    else if (row.state !== 'posted') errors.push({ field, ...say('paymentNotPosted', { number: row.number }) });
    else if (row.depositId && row.depositId !== depositId) errors.push({ field, ...say('paymentInOtherDeposit', { number: row.number, id: String(row.depositId) }) });
    else if (row.depositAccountId !== undeposited) errors.push({ field, ...say('paymentNoDeposit', { number: row.number }) });
  });
  if (errors.length) throw new ValidationError(errors);
  await ctx.tx.update(customerPayments).set({ depositId }).where(and(eq(customerPayments.companyId, ctx.company.id), inArray(customerPayments.id, sorted)));
}

/** Gives a deposit's funds back to Undeposited Funds. */
async function releaseFunds(ctx: ResourceContext, depositId: number): Promise<void> {
  await ctx.tx.update(customerPayments).set({ depositId: null }).where(and(eq(customerPayments.companyId, ctx.company.id), eq(customerPayments.depositId, depositId)));
}

/**
 * A deposit's funds as its sub-ledger (books/sub-ledgers.ts), given by hooks: its entries are no
 * rows of their own but its claim on each payment (`deposit_id`), which reversal clears; the
 * payment's journal and the deposit's hold the money's history.
 */
export const depositedFundsLedger: SubLedger<{ id: number }, { payment_ids?: number[] }, unknown> = {
  fields: ['payment_ids'],
  writes: [customerPayments],
  read: async (ctx, deposit) => ({ payment_ids: (await fundsInDeposit(ctx, deposit.id)).map((f) => f.id) }),
  apply: (ctx, deposit, _lines, input) => depositFunds(ctx, deposit.id, input.payment_ids ?? []),
  reverse: (ctx, deposit) => releaseFunds(ctx, deposit.id),
};
