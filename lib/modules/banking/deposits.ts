import { z } from 'zod';
import { depositLines, deposits, journals } from '@/db/schema';
import type { Shape } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { choice, date, money, ref, refs, text } from '@/lib/engine/fields';
import { belongsTo, fieldOf, hasMany, ownField } from '@/lib/engine/relations';
import { BANK, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import { PAYMENT_METHODS } from '@/lib/modules/sales/payment-methods';
import { depositedFundsLedger, depositedFundsShape, fundsInDeposit, fundsNamed } from '@/lib/modules/sales/deposited-funds';
import { entryText } from '@/lib/modules/books/entry-text';

const lineShape: Shape = { table: depositLines, hidden: ['deposit_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/**
 * Deposits (bank-deposits): money put into a bank account (debited), with where each part came
 * from (credited): lines typed in, and funds received waiting in Undeposited Funds
 * (`payment_ids`, the spec's `payments`), each crediting Undeposited Funds for its amount.
 */
export const depositsResource = defineDocument({
  name: 'bank-deposits',
  table: deposits,
  // Numbered per company when the slip has no number of its own; a slip's number is unique within its bank account.
  numbering: { series: 'deposit', within: ['bankAccountId'] },
  input: z.object({
    bank_account_id: ref('Bank account', { required: true, where: { type: [BANK] }, mustBe: 'mustBeBank' }),
    date: date('Date', { required: true }),
    number: text('Number', { max: 32 }),
    method: choice('Method', PAYMENT_METHODS),
    entity_name: text('Received from'),
    memo: text('Memo'),
    lines: z
      .array(z.object({ account_id: ref('Account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }), amount: money('Amount', { required: true, min: 0.01 }), received_from: text('Received from'), description: text('Description') }))
      .max(200, { error: 'At most 200 lines.' })
      .optional(),
    // Payments and other funds received: checked by depositedFundsLedger (one collection would refuse the other's ids).
    payment_ids: refs('Payments', { collection: 'payments' }),
  }),
  columns: ['bank_account_id', 'number', 'entity_name', 'date', 'amount', 'state'],
  search: ['number', 'entity_name', 'memo'],
  sort: ['date', 'number', 'amount', 'created_at'],
  filter: ['state', 'bank_account_id', 'method'],
  refs: { bank_account_id: 'accounts' },
  computed: (row) => ({ method_label: row.method ? (PAYMENT_METHODS[row.method] ?? null) : null }),
  expand: { lines: hasMany(lineShape, 'depositId'), payments: hasMany(depositedFundsShape, 'depositId'), bankAccount: belongsTo(accountsResource, 'bankAccountId'), journal: belongsTo({ table: journals }, 'journalId'),
    // Spec section 3's `accountName,entityName`: the bank account's name (through the accounts' reach) and whom the money came from.
    accountName: fieldOf(belongsTo(accountsResource, 'bankAccountId'), 'displayName'), entityName: ownField(deposits, 'entityName') },
  terminology: 'deposit',
  titleField: 'number',
  permission: 'deposit',
  features: { bookmarks: true, announce: true },
  document: {
    noun: 'deposit',
    sourceType: 'deposit',
    lines: { table: depositLines, ownerKey: 'depositId' },
    drafts: true,
    voidConfirm: 'Void this deposit? Its posting is reversed; the deposit stays listed as void.',
    async header(ctx, input, lines) {
      await requireAccountOfType(ctx, 'bank_account_id', input.bank_account_id, [BANK]);
      const funds = await fundsNamed(ctx, input.payment_ids ?? []);
      if (!lines.length && !funds.length) throw ValidationError.field('lines', say('depositNeedsLine'));
      return { bankAccountId: input.bank_account_id, number: input.number ?? undefined, date: input.date, method: input.method ?? null, entityName: input.entity_name ?? null, memo: input.memo ?? null, amount: documentTotal('deposit', [...lines.map((l) => l.amount), ...funds.map((f) => f.amount)]) };
    },
    ledgers: [depositedFundsLedger],
    posting: async (d, lines, ctx) => ({
      date: d.date,
      memo: d.memo ?? entryText(ctx, 'deposit'),
      lines: [
        { accountId: d.bankAccountId, debit: d.amount, description: entryText(ctx, 'deposit') },
        ...lines.map((l) => ({ accountId: l.account_id!, credit: l.amount, description: l.description ?? l.received_from ?? null })),
        ...(await fundsInDeposit(ctx, d.id)).map((f) => ({ accountId: f.deposit_account_id, credit: f.amount, description: entryText(ctx, 'depositedPayment', { number: f.number }) })),
      ],
    }),
  },
});
