import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { checkLines as checkLineRows, checks, journals, payableApplications, payableBatches, payableBatchItems, payableBatchPayments } from '@/db/schema';
import { collectionAction, type ResourceContext, type Shape } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, integer, money, ref, startsEmpty, text } from '@/lib/engine/fields';
import { belongsTo, fieldOf, hasMany, ownField, userName } from '@/lib/engine/relations';
import { BANK } from '@/lib/modules/books/account-types';
import { accountsResource, CHECK_NUMBERING } from '@/lib/modules/books/accounts';
import { lockBankAccount, requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import { toCents } from '@/lib/money';
import { checkAmountInWords } from '@/lib/money-words';
import { billsPaidLedger, paidExpand, paysOpenItems } from '@/lib/modules/payables/applications';
import { checkLineInput, checkLines, payeeName } from './check-writing';
import { printAuthorisation, printChecks, printGate, printInput } from './check-print';

const PAYEE_TYPES = ['vendor', 'employee', 'customer', 'other'] as const;
/** Whose record a payee id names, by payee type; an `other` payee may also be a name alone. */
const PAYEE_COLLECTIONS = { vendor: 'vendors', customer: 'customers', employee: 'employees', other: 'other-contacts' };

const lineShape: Shape = { table: checkLineRows, hidden: ['check_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/** Checks (Checks hub 177): written from a bank account (credited), to where the money goes (debited); voided, printed. */
export const checksResource = defineDocument({
  name: 'checks',
  table: checks,
  input: z.object({
    bank_account_id: ref('Bank account', { required: true, where: { type: [BANK] }, mustBe: 'mustBeBank' }),
    date: date('Date', { required: true }),
    number: integer('Check number', { min: 1 }),
    payee_type: z.enum(PAYEE_TYPES, { error: `Payee type must be one of ${PAYEE_TYPES.join(', ')}.` }).optional(),
    payee_id: ref('Payee', { collectionBy: { field: 'payee_type', collections: PAYEE_COLLECTIONS } }),
    payee_name: text('Pay to the order of'),
    memo: text('Memo'),
    lines: z
      .array(checkLineInput)
      .max(100, { error: 'At most 100 lines.' })
      .optional(),
    // A check paying bills (To Be Paid): amounts set against the vendor's bills, less the vendor's credits it uses.
    bills: startsEmpty(
      z
        .array(z.object({ bill_id: ref('Bill', { required: true }), amount: money('Amount', { required: true, min: 0.01 }) }))
        .max(500, { error: 'At most 500 bills per check.' })
        .optional(),
    ),
    credits: startsEmpty(
      z
        .array(z.object({ credit_id: ref('Credit', { required: true }), amount: money('Amount', { required: true, min: 0.01 }) }))
        .max(500, { error: 'At most 500 credits per check.' })
        .optional(),
    ),
  }),
  columns: ['number', 'date', 'payee_name', 'bank_account_id', 'amount', 'state', 'is_printed'],
  search: ['payee_name', 'memo'],
  sort: ['number', 'date', 'amount', 'payee_name', 'created_at'],
  filter: ['state', 'bank_account_id', 'is_printed', 'payee_type', 'payee_id'],
  refs: { bank_account_id: 'accounts' },
  computed: (row) => ({ amount_in_words: checkAmountInWords(toCents(row.amount)) }),
  expand: { lines: hasMany(lineShape, 'checkId'), applications: hasMany({ table: payableApplications, hidden: ['check_id'] }, 'checkId'), ...paidExpand, bankAccount: belongsTo(accountsResource, 'bankAccountId'), journal: belongsTo({ table: journals }, 'journalId'),
    // Spec section 3's `accountName,entityName`: the bank account's name (through the accounts' reach) and whom it pays.
    accountName: fieldOf(belongsTo(accountsResource, 'bankAccountId'), 'displayName'), entityName: ownField(checks, 'payeeName'),
    // Who authorised its printing with their password (a check signer, check-print.ts): the form shows the name.
    signerName: userName('signedById') },
  // Authorised by: shown on the form, read-only, where a signer authorised its printing.
  shownFields: ['signed_by_id'],
  // Voiding one written from To Be Paid gives its batch items back.
  writes: [payableBatchItems, payableBatchPayments, payableBatches],
  terminology: 'check',
  titleField: 'number',
  numbering: CHECK_NUMBERING,
  permission: 'check',
  features: { bookmarks: true, announce: true, secure: true },
  document: {
    noun: 'check',
    sourceType: 'check',
    lines: { table: checkLineRows, ownerKey: 'checkId' },
    drafts: true,
    voidConfirm: 'Void this check? Its posting is reversed on the void date; the check stays in the register as void.',
    completeLines: checkLines,
    // Its ledger gives back what it paid on approved batch items when it is changed or voided (reissued from To Be Paid).
    ledgers: [billsPaidLedger],
    async header(ctx, input, lines, existing) {
      const bankAccountId = input.bank_account_id;
      await requireAccountOfType(ctx, 'bank_account_id', bankAccountId, [BANK]);
      if (existing && bankAccountId !== existing.bankAccountId) throw ValidationError.field('bank_account_id', say('checkBankFixed'));
      if (!existing) await lockBankAccount(ctx, bankAccountId);
      return {
        bankAccountId,
        // The number stays once given; a new check takes its account's next one (CHECK_NUMBERING).
        number: existing ? existing.number : (input.number ?? undefined),
        date: input.date,
        payeeType: input.payee_type ?? 'other',
        payeeId: input.payee_id ?? null,
        payeeName: await payeeName(ctx, input),
        memo: input.memo ?? null,
        amount: documentTotal('check', lines.map((l) => l.amount)),
      };
    },
    posting: async (check, lines, ctx) => {
      // A check paying bills (its ledger applied before it posts) writes one line, to payables: the open items it pays.
      const paying = await paysOpenItems(ctx, check.id);
      const entity = check.payeeType && check.payeeType !== 'other' ? { entityType: `${check.payeeType}s`, entityId: check.payeeId, openItem: paying } : {};
      const title = `Check ${check.number} to ${check.payeeName}`;
      return {
        date: check.date,
        memo: check.memo ?? title,
        lines: [
          ...lines.map((l) => ({ accountId: l.account_id!, debit: l.amount, description: l.description ?? check.payeeName, classificationId: l.classification_id ?? null, ...entity })),
          { accountId: check.bankAccountId, credit: check.amount, description: title },
        ],
      };
    },
  },
  // GET /api/v1/checks/print-authorisation: whether printing asks a signer's password, and the asker as a signer.
  collectionViews: { 'print-authorisation': printAuthorisation },
  collectionActions: {
    // POST /api/v1/checks/print (and /print/check) {ids, start_number?, layout_id?}: the checks as a PDF; one bank account at a time.
    // The checks are chosen in the Print Queue (print/check), where the windows start it.
    print: collectionAction({ input: printInput, permission: 'print', gate: printGate, run: printChecks, window: 'print/check' }),
  },
});

/**
 * Checks the bank has paid without their being printed here (a bill paid from a bank statement's
 * line): marked written, so they do not wait in the print queue.
 */
export async function markChecksWritten(ctx: ResourceContext, ids: number[]): Promise<void> {
  if (ids.length) await ctx.tx.update(checks).set({ isPrinted: true, updatedAt: new Date() }).where(and(eq(checks.companyId, ctx.company.id), inArray(checks.id, ids)));
}
