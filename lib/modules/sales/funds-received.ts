import { customerPayments, deposits, journals } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { choice, date, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { PAYMENT_METHODS } from './payment-methods';
import { BANK, CURRENT_ASSET } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { systemAccount } from '@/lib/modules/books/chart';

/**
 * What customer payments (payments [180]) and other funds received (other-fund-received) share,
 * one table told apart by `kind`: the money lands in a deposit account (Undeposited Funds unless
 * a bank is named) and waits there until a bank deposit takes it (`deposit_id`).
 */

type FundsRow = typeof customerPayments.$inferSelect;

/** The body fields both kinds have. */
export const fundsFields = {
  date: date('Date', { required: true }),
  number: text('Number', { max: 32 }),
  method: choice('Method', PAYMENT_METHODS),
  reference: text('Reference'),
  deposit_account_id: ref('Deposit to', { where: { type: [BANK, CURRENT_ASSET] }, mustBe: 'mustBeBankOrUndeposited' }),
  amount: money('Amount', { required: true, min: 0.01 }),
  memo: text('Memo'),
};

export type FundsInput = { date: string; number?: string | null; method?: number | null; reference?: string | null; deposit_account_id?: number | null; amount: string; memo?: string | null };

/**
 * The header columns both kinds keep: the deposit account (Undeposited Funds by default, else a
 * bank), the number (as given, else the kind's numbering series gives it). A deposited one keeps its
 * amount and deposit account: the deposit's posting counts on them.
 */
export async function fundsHeader(ctx: ResourceContext, input: FundsInput, existing: FundsRow | null) {
  const undeposited = await systemAccount(ctx, 'undeposited_funds');
  const depositAccountId = input.deposit_account_id ?? undeposited;
  if (depositAccountId !== undeposited) await requireAccountOfType(ctx, 'deposit_account_id', depositAccountId, [BANK]);
  if (existing?.depositId && (input.amount !== existing.amount || depositAccountId !== existing.depositAccountId)) {
    throw ValidationError.field('amount', say('fundsInDeposit'));
  }
  return {
    depositAccountId,
    number: input.number ?? undefined,
    date: input.date,
    method: input.method ?? null,
    reference: input.reference ?? null,
    amount: input.amount,
    memo: input.memo ?? null,
  };
}

/** Funds in a bank deposit are not voided while it stands (documented in docs/decisions.md). */
export function refuseVoidWhileDeposited(row: FundsRow, noun: string) {
  if (row.depositId) throw ValidationError.field('id', say('fundsVoidInDeposit', { noun, id: String(row.depositId) }));
}

export const fundsComputed = (row: FundsRow) => ({ method_label: row.method ? (PAYMENT_METHODS[row.method] ?? null) : null, is_deposited: row.depositId ? 1 : 0 });

export const fundsExpand = {
  depositAccount: belongsTo(accountsResource, 'depositAccountId'),
  deposit: belongsTo({ table: deposits }, 'depositId'),
  journal: belongsTo({ table: journals }, 'journalId'),
};

export const fundsSort = ['date', 'number', 'amount', 'created_at'];
