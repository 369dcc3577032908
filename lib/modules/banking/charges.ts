import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { chargeLines as chargeLineRows, charges, journals, vendors } from '@/db/schema';
import type { Shape } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, money, ref, text, textChoice } from '@/lib/engine/fields';
import { reachableRows } from '@/lib/engine/reach';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { CREDIT_CARD, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';

const KIND_LABELS = { charge: 'Charge', credit: 'Card credit' };

const lineShape: Shape = { table: chargeLineRows, hidden: ['charge_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/**
 * Credit card charges and card credits (charges, the Credit Cards gem 179): what was bought on a
 * credit card account (type 9) and where each part went. A charge credits the card (more owed)
 * and debits its lines' accounts; a card credit (a refund, a return) debits the card and credits
 * them. Paying the card is a transfer from a bank account (transfers).
 */
export const chargesResource = defineDocument({
  name: 'charges',
  table: charges,
  input: z.object({
    card_account_id: ref('Credit card account', { required: true, where: { type: [CREDIT_CARD] }, mustBe: 'mustBeCard', collection: 'accounts' }),
    kind: textChoice('Kind', KIND_LABELS),
    date: date('Date', { required: true }),
    number: text('Reference', { max: 32 }),
    vendor_id: ref('Vendor', { collection: 'vendors' }),
    payee_name: text('Payee'),
    memo: text('Memo'),
    lines: z
      .array(
        z.object({
          account_id: ref('Account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables', collection: 'accounts' }),
          amount: money('Amount', { required: true, min: 0.01 }),
          description: text('Description'),
          classification_id: ref('Classification', { collection: 'classifications' }),
        }),
      )
      .max(100, { error: 'At most 100 lines.' })
      .optional(),
  }),
  columns: ['date', 'kind', 'number', 'payee_name', 'card_account_id', 'amount', 'state'],
  search: ['payee_name', 'number', 'memo'],
  sort: ['date', 'amount', 'payee_name', 'created_at'],
  filter: ['state', 'kind', 'card_account_id', 'vendor_id'],
  refs: { card_account_id: 'accounts', vendor_id: 'vendors' },
  expand: { lines: hasMany(lineShape, 'chargeId'), cardAccount: belongsTo(accountsResource, 'cardAccountId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'charge',
  titleField: 'payee_name',
  permission: 'charge',
  features: { bookmarks: true },
  document: {
    noun: 'charge',
    sourceType: 'charge',
    lines: { table: chargeLineRows, ownerKey: 'chargeId' },
    drafts: true,
    voidConfirm: 'Void this charge? Its posting is reversed; the charge stays listed as void.',
    async header(ctx, input, lines) {
      await requireAccountOfType(ctx, 'card_account_id', input.card_account_id, [CREDIT_CARD]);
      if (!lines.length) throw ValidationError.field('lines', say('chargeNeedsLine'));
      let payee = input.payee_name ?? null;
      if (input.vendor_id) {
        // As a reference is: a vendor secured to others does not exist.
        const [vendor] = await ctx.tx.select({ name: vendors.displayName }).from(vendors).where(and(reachableRows(ctx, vendors, { naming: true }), eq(vendors.id, input.vendor_id)));
        if (!vendor) throw ValidationError.field('vendor_id', say('payeeMissing', { payee: 'vendor' }));
        payee = payee ?? vendor.name;
      }
      if (!payee) throw ValidationError.field('payee_name', say('blank', { field: 'Payee' }));
      const kind: 'charge' | 'credit' = input.kind === 'credit' ? 'credit' : 'charge';
      return {
        cardAccountId: input.card_account_id,
        kind,
        number: input.number ?? null,
        date: input.date,
        vendorId: input.vendor_id ?? null,
        payeeName: payee,
        memo: input.memo ?? null,
        amount: documentTotal('charge', lines.map((l) => l.amount)),
      };
    },
    posting: (c, lines) => {
      const credit = c.kind === 'credit';
      const title = `${credit ? 'Card credit' : 'Charge'}: ${c.payeeName}`;
      return {
        date: c.date,
        memo: c.memo ?? title,
        lines: [
          ...lines.map((l) => ({ accountId: l.account_id!, ...(credit ? { credit: l.amount } : { debit: l.amount }), description: l.description ?? c.payeeName, classificationId: l.classification_id ?? null })),
          { accountId: c.cardAccountId, ...(credit ? { debit: c.amount } : { credit: c.amount }), description: title },
        ],
      };
    },
  },
});
