import { z } from 'zod';
import { journals, transfers } from '@/db/schema';
import { changeTransfer, makeTransfer, voidTransfer } from '@/lib/modules/banking/transfer-posting';
import { defineResource } from '@/lib/engine/define';
import { date, money, ref, text } from '@/lib/engine/fields';
import { accountsResource } from '@/lib/modules/books/accounts';
import { belongsTo } from '@/lib/engine/relations';
import { serializeRow } from '@/lib/engine/serialize';

/** Transfer Funds and All Transfers (Checks hub 177). */
export const transfersResource = defineResource({
  name: 'transfers',
  table: transfers,
  input: z.object({
    from_account_id: ref('From account', { required: true }),
    to_account_id: ref('To account', { required: true }),
    date: date('Date', { required: true }),
    amount: money('Amount', { required: true, min: 0.01 }),
    memo: text('Memo'),
  }),
  columns: ['date', 'from_account_id', 'to_account_id', 'amount', 'memo', 'status'],
  search: ['memo'],
  sort: ['date', 'amount', 'created_at'],
  filter: ['status', 'from_account_id', 'to_account_id'],
  refs: { from_account_id: 'accounts', to_account_id: 'accounts' },
  expand: { fromAccount: belongsTo(accountsResource, 'fromAccountId'), toAccount: belongsTo(accountsResource, 'toAccountId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'transfer',
  permission: 'transfer',
  features: { bookmarks: true },
  create: makeTransfer,
  update: changeTransfer,
  deletable: async () => 'A posted transfer is never deleted: void it instead.',
  actions: {
    // POST /api/v1/transfers/{id}/void – reverses its posting
    void: async (ctx, row) => Response.json(serializeRow(transfersResource, await voidTransfer(ctx, row), ctx)),
  },
});
