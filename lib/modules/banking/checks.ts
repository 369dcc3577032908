import { z } from 'zod';
import { checkLines, checks, journals } from '@/db/schema';
import { changeCheck, printChecks, voidCheck, writeCheck } from '@/lib/modules/banking/check-writing';
import { fieldErrorsFromZod, ValidationError } from '@/lib/engine/errors';
import { toCents } from '@/lib/money';
import { checkAmountInWords } from '@/lib/money-words';
import { defineResource, type Shape } from '@/lib/engine/define';
import { date, integer, money, ref, text } from '@/lib/engine/fields';
import { accountsResource } from '@/lib/modules/books/accounts';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { serializeRow } from '@/lib/engine/serialize';

const PAYEE_TYPES = ['vendor', 'employee', 'customer', 'other'] as const;

const lineShape: Shape = { table: checkLines, hidden: ['check_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/** Checks (Checks hub 177): written from a bank account, posted, voided, printed. */
export const checksResource = defineResource({
  name: 'checks',
  table: checks,
  input: z.object({
    bank_account_id: ref('Bank account', { required: true }),
    date: date('Date', { required: true }),
    number: integer('Check number', { min: 1 }),
    payee_type: z.enum(PAYEE_TYPES, { error: `Payee type must be one of ${PAYEE_TYPES.join(', ')}.` }).optional(),
    payee_id: ref('Payee'),
    payee_name: text('Pay to the order of'),
    memo: text('Memo'),
    amount: money('Amount', { min: 0.01 }),
    lines: z
      .array(z.object({ account_id: ref('Account', { required: true }), amount: money('Amount', { required: true, min: 0.01 }), description: text('Description'), classification_id: ref('Classification') }))
      .max(100, { error: 'At most 100 lines.' })
      .optional(),
  }),
  columns: ['number', 'date', 'payee_name', 'bank_account_id', 'amount', 'status', 'is_printed'],
  search: ['payee_name', 'memo'],
  sort: ['number', 'date', 'amount', 'payee_name', 'created_at'],
  filter: ['status', 'bank_account_id', 'is_printed', 'payee_type', 'payee_id'],
  refs: { bank_account_id: 'accounts' },
  computed: (row) => ({ amount_in_words: checkAmountInWords(toCents(row.amount as string)), status_label: row.status === 1 ? 'Written' : 'Void' }),
  expand: { lines: hasMany(lineShape, 'checkId'), bankAccount: belongsTo(accountsResource, 'bankAccountId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'check',
  permission: 'check',
  features: { bookmarks: true, announce: true },
  create: writeCheck,
  update: changeCheck,
  deletable: async () => 'A written check is never deleted: void it instead.',
  actions: {
    // POST /api/v1/checks/{id}/void {date?} – reverses its posting
    async void(ctx, row) {
      const parsed = z.object({ date: date('Date') }).safeParse(ctx.body ?? {});
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      return Response.json(serializeRow(checksResource, await voidCheck(ctx, row, parsed.data.date ?? undefined), ctx));
    },
  },
  collectionActions: {
    // POST /api/v1/checks/print {ids} – the print queue; one bank account at a time
    async print(ctx) {
      const parsed = z.object({ ids: z.array(z.number().int()).min(1, { error: 'Choose at least one check.' }).max(200) }).safeParse(ctx.body ?? {});
      if (!parsed.success) throw new ValidationError(fieldErrorsFromZod(parsed.error));
      const printed = await printChecks(ctx, parsed.data.ids);
      return Response.json({ items: printed.map((row) => serializeRow(checksResource, row, ctx)) });
    },
  },
});
