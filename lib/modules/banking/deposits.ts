import { z } from 'zod';
import { depositLines, deposits, journals } from '@/db/schema';
import { changeDeposit, makeDeposit, voidDeposit } from '@/lib/modules/banking/deposit-posting';
import { defineResource, type Shape } from '@/lib/engine/define';
import { choice, date, money, ref, text } from '@/lib/engine/fields';
import { accountsResource } from '@/lib/modules/books/accounts';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { serializeRow } from '@/lib/engine/serialize';

/** Payment methods of spec section 9. */
export const PAYMENT_METHODS: Record<number, string> = {
  1: 'Cash', 2: 'Check', 3: 'Debit Card', 5: 'Other Credit Card', 7: 'American Express', 8: 'Discover', 9: 'Master Card',
  10: 'Visa', 11: 'Electronic Cash', 12: 'Electronic Check', 13: 'Electronic Funds Transfer', 14: 'Money Order', 15: 'Pay Pal', 16: 'Other',
};

const lineShape: Shape = { table: depositLines, hidden: ['deposit_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/** Deposits (bank-deposits): money put into a bank account, with where each part came from. */
export const depositsResource = defineResource({
  name: 'bank-deposits',
  table: deposits,
  input: z.object({
    bank_account_id: ref('Bank account', { required: true }),
    date: date('Date', { required: true }),
    number: text('Number', { max: 32 }),
    method: choice('Method', PAYMENT_METHODS),
    entity_name: text('Received from'),
    memo: text('Memo'),
    lines: z
      .array(z.object({ account_id: ref('Account', { required: true }), amount: money('Amount', { required: true, min: 0.01 }), received_from: text('Received from'), description: text('Description') }))
      .max(200, { error: 'At most 200 lines.' })
      .optional(),
  }),
  columns: ['bank_account_id', 'number', 'entity_name', 'date', 'amount'],
  search: ['number', 'entity_name', 'memo'],
  sort: ['date', 'number', 'amount', 'created_at'],
  filter: ['status', 'bank_account_id', 'method'],
  refs: { bank_account_id: 'accounts' },
  computed: (row) => ({ method_label: row.method ? (PAYMENT_METHODS[row.method as number] ?? null) : null }),
  expand: { lines: hasMany(lineShape, 'depositId'), accountName: belongsTo(accountsResource, 'bankAccountId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'deposit',
  permission: 'deposit',
  features: { bookmarks: true, announce: true },
  create: makeDeposit,
  update: changeDeposit,
  deletable: async () => 'A posted deposit is never deleted: void it instead.',
  actions: {
    // POST /api/v1/bank-deposits/{id}/void – reverses its posting
    void: async (ctx, row) => Response.json(serializeRow(depositsResource, await voidDeposit(ctx, row), ctx)),
  },
});
