import { z } from 'zod';
import { journals, transfers } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { BANK, CREDIT_CARD } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { defineDocument } from '@/lib/modules/books/documents';
import { entryText } from '@/lib/modules/books/entry-text';

/**
 * Money moves between bank and credit card accounts (paying the card from the bank): a move
 * into another asset or liability is a journal entry, written as one.
 */
const TRANSFERABLE = [BANK, CREDIT_CARD];

/** Transfer Funds and All Transfers (Checks hub 177): debit the receiving account, credit the giving one. */
export const transfersResource = defineDocument({
  name: 'transfers',
  table: transfers,
  input: z.object({
    from_account_id: ref('From account', { required: true, where: { type: TRANSFERABLE }, mustBe: 'mustBeBankOrCard' }),
    to_account_id: ref('To account', { required: true, where: { type: TRANSFERABLE }, mustBe: 'mustBeBankOrCard' }),
    date: date('Date', { required: true }),
    amount: money('Amount', { required: true, min: 0.01 }),
    memo: text('Memo'),
  }),
  columns: ['date', 'from_account_id', 'to_account_id', 'amount', 'memo', 'state'],
  search: ['memo'],
  sort: ['date', 'amount', 'created_at'],
  filter: ['state', 'from_account_id', 'to_account_id'],
  refs: { from_account_id: 'accounts', to_account_id: 'accounts' },
  expand: { fromAccount: belongsTo(accountsResource, 'fromAccountId'), toAccount: belongsTo(accountsResource, 'toAccountId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'transfer',
  titleField: 'memo',
  permission: 'transfer',
  features: { bookmarks: true },
  document: {
    noun: 'transfer',
    sourceType: 'transfer',
    drafts: true,
    voidConfirm: 'Void this transfer? Its posting is reversed; the transfer stays listed as void.',
    async header(ctx, input) {
      const from = input.from_account_id;
      const to = input.to_account_id;
      if (from === to) throw ValidationError.field('to_account_id', say('transferSameAccount'));
      await requireAccountOfType(ctx, 'from_account_id', from, TRANSFERABLE);
      await requireAccountOfType(ctx, 'to_account_id', to, TRANSFERABLE);
      return { fromAccountId: from, toAccountId: to, date: input.date, amount: input.amount, memo: input.memo ?? null };
    },
    posting: (t, _lines, ctx) => ({
      date: t.date,
      memo: t.memo ?? entryText(ctx, 'transfer'),
      lines: [
        { accountId: t.toAccountId, debit: t.amount, description: entryText(ctx, 'transferIn') },
        { accountId: t.fromAccountId, credit: t.amount, description: entryText(ctx, 'transferOut') },
      ],
    }),
  },
});
