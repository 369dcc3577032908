import { z } from 'zod';
import { customerPayments } from '@/db/schema';
import { ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { defineDocument } from '@/lib/modules/books/documents';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { fundsComputed, fundsExpand, fundsFields, fundsHeader, fundsSort, refuseVoidWhileDeposited } from './funds-received';
import { entryText } from '@/lib/modules/books/entry-text';

/**
 * Other funds received (other-fund-received): money that is no customer's payment (a refund, a
 * loan, the owner's capital). Posts Dr the deposit account, Cr the account it is credited to;
 * waits in Undeposited Funds for a bank deposit like a payment.
 */
export const otherFundsResource = defineDocument({
  name: 'other-fund-received',
  table: customerPayments,
  fixed: { kind: 'other_fund' },
  numbering: { series: 'other_fund' },
  input: z.object({
    received_from: text('Received from', { required: true }),
    ...fundsFields,
    credit_account_id: ref('Credit account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }),
  }),
  columns: ['method', 'number', 'is_deposited', 'received_from', 'date', 'amount', 'state'],
  search: ['received_from', 'number', 'reference', 'memo'],
  sort: fundsSort,
  filter: ['state', 'method', 'deposit_account_id', 'credit_account_id', 'deposit_id'],
  refs: { deposit_account_id: 'accounts', credit_account_id: 'accounts' },
  computed: fundsComputed,
  expand: { ...fundsExpand, creditAccount: belongsTo(accountsResource, 'creditAccountId') },
  kinds: { is_deposited: 'flag' },
  terminology: 'other_fund_received',
  titleField: 'number',
  permission: 'general_payment',
  features: { bookmarks: true },
  document: {
    noun: 'receipt of funds',
    sourceType: 'other_fund',
    voidConfirm: 'Void these funds received? Their posting is reversed.',
    async header(ctx, input, _lines, existing) {
      const creditAccountId = input.credit_account_id;
      await requireAccountOfType(ctx, 'credit_account_id', creditAccountId, NON_CONTROL_TYPES);
      const header = await fundsHeader(ctx, input, existing);
      if (creditAccountId === header.depositAccountId) throw ValidationError.field('credit_account_id', say('creditAccountDiffers'));
      return { ...header, receivedFrom: input.received_from, creditAccountId };
    },
    async onVoid(_ctx, doc) {
      refuseVoidWhileDeposited(doc, 'receipt of funds');
    },
    posting: (doc, _lines, ctx) => ({
      date: doc.date,
      memo: doc.memo ?? entryText(ctx, 'fundsReceivedFrom', { name: doc.receivedFrom ?? '' }),
      lines: [
        { accountId: doc.depositAccountId, debit: doc.amount, description: doc.receivedFrom },
        { accountId: doc.creditAccountId!, credit: doc.amount, description: doc.receivedFrom },
      ],
    }),
  },
});
