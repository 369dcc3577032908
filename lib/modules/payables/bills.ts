import { z } from 'zod';
import { journals, payableDocumentLines, payableDocuments, type PayableKind } from '@/db/schema';
import { today } from '@/lib/engine/date-params';
import type { ResourceContext, Shape } from '@/lib/engine/define';
import { FieldErrors, notFound, ValidationError } from '@/lib/engine/errors';
import { date, decimal, money, ref, text, textArea } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo, fieldOf, hasMany, ownField } from '@/lib/engine/relations';
import { journalsOf } from '@/lib/modules/books/journal-relations';
import { fromCents, toCents } from '@/lib/money';
import { ACCOUNTS_PAYABLE, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { systemAccount } from '@/lib/modules/books/chart';
import { defineDocument, documentTotal } from '@/lib/modules/books/documents';
import type { PostingLine } from '@/lib/modules/books/post';
import { vendorsResource } from '@/lib/modules/crm/vendors';
import { dueDateOf } from '@/lib/modules/sales/due-date';
import { termsOf } from '@/lib/modules/sales/terms';
import { balanceDue, computeLines } from '@/lib/modules/sales/lines';
import { isApplied } from './applications';
import { receiptBillingLedger, receivingLinesPosting, withReceivingAccounts } from './receipt-billing';
import { enterUpload, uploadFile } from './uploads';

type Doc = typeof payableDocuments.$inferSelect;

/** A line of a bill or credit: where its money goes (an expense or asset account), as an amount or quantity x rate. */
const payableLineInput = z.object({
  account_id: ref('Account', { where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }),
  description: text('Description', { max: 1000 }),
  quantity: decimal('Quantity'),
  rate: decimal('Rate'),
  amount: money('Amount'),
  classification_id: ref('Classification'),
  // The receiving the line bills: its account is Received Not Billed (./receipt-billing.ts).
  receiving_id: ref('Receiving'),
});
type PayableLine = z.infer<typeof payableLineInput> & { line_no?: number };

const payableInput = z.object({
  vendor_id: ref('Vendor', { required: true }),
  number: text('Number', { max: 32 }),
  date: date('Date', { required: true }),
  terms_id: ref('Terms'),
  due_date: date('Due date'),
  ap_account_id: ref('A/P account', { where: { type: [ACCOUNTS_PAYABLE] }, mustBe: 'mustBePayable' }),
  address: textArea('Address'),
  memo: textArea('Memo'),
  // The vendor's file the bill is entered from (To Be Entered); it stays viewable from the bill.
  upload_id: ref('AP file'),
  lines: z.array(payableLineInput).max(200, { error: 'At most 200 lines.' }).optional(),
});

/**
 * The lines' amounts with the sales documents' arithmetic (lib/modules/sales/lines.ts): quantity
 * x rate rounded half-up to the cent, else the amount given; a bill charges no sales tax.
 */
async function priceLines(ctx: ResourceContext, given: PayableLine[], isBill: boolean) {
  const lines = await withReceivingAccounts(ctx, given, isBill);
  const missing = new FieldErrors();
  lines.forEach((l, i) => l.account_id || missing.of('lines', i)('account_id', say('billLineAccount')));
  missing.throwIfAny();
  const totals = computeLines(lines.map((l) => ({ type: 'service' as const, quantity: l.quantity, rate: l.rate, amount: l.amount })), null, () => undefined);
  if (totals.errors.length) throw new ValidationError(totals.errors.map((e) => ({ field: e.field, ...say(e.code) })));
  return lines.map((line, i) => ({ ...line, amount: totals.lines[i].amount, line_no: i + 1 }));
}

const lineShape: Shape = { table: payableDocumentLines, hidden: ['document_id'], expand: { account: belongsTo(accountsResource, 'accountId') } };

/** Whole days from `due` to `asOf` (negative: not yet due). */
const daysPast = (due: string, asOf: string) => Math.round((Date.parse(asOf) - Date.parse(due)) / 86_400_000);

type PayableConfig = { kind: PayableKind; name: string; domainId: number; noun: string; terminology: string; columns: string[] };

/**
 * A bill (the company owes its vendor: Dr each line's account, Cr Accounts Payable naming the
 * vendor) or a vendor credit (the mirror). The vendor's kept balance moves with every posting
 * (lib/modules/books/post.ts); the document's balance due moves as checks pay it
 * (./applications.ts), and one with checks applied is neither changed nor voided.
 */
function definePayableDocument(config: PayableConfig) {
  const isBill = config.kind === 'bill';
  return defineDocument({
    name: config.name,
    domainId: config.domainId,
    table: payableDocuments,
    fixed: { kind: config.kind },
    // The vendor's own number, unique per vendor; the company's next where the vendor gave none.
    numbering: { series: `ap_${config.kind}`, within: ['vendorId'], caseless: true },
    input: payableInput,
    columns: config.columns,
    // The vendor's name finds its bills (lib/engine/query.ts `namesMatching`).
    search: ['number', 'memo', 'vendor_id'],
    sort: ['number', 'date', 'due_date', 'total_amount', 'balance_due', 'created_at'],
    filter: ['state', 'vendor_id'],
    refs: { vendor_id: 'vendors', ap_account_id: 'accounts', terms_id: 'ar-terms', upload_id: 'ap-uploads' },
    hidden: ['kind'],
    computed: (row, ctx) => ({ aging_days: isBill && row.state === 'posted' && toCents(row.balanceDue) !== 0n ? Math.max(0, daysPast(row.dueDate ?? row.date, today(ctx.company))) : null }),
    kinds: { aging_days: 'integer' },
    expand: {
      lines: hasMany(lineShape, 'documentId'),
      vendor: belongsTo(vendorsResource, 'vendorId'),
      apAccount: belongsTo(accountsResource, 'apAccountId'),
      journal: belongsTo({ table: journals }, 'journalId'),
      // Spec sections 3 and 7's names: `vendorName,address,journalEntries` (a credit's `journals` too).
      vendorName: fieldOf(belongsTo(vendorsResource, 'vendorId'), 'displayName'),
      address: ownField(payableDocuments, 'address'),
      journalEntries: journalsOf(`ap_${config.kind}`),
      journals: journalsOf(`ap_${config.kind}`),
    },
    terminology: config.terminology,
    titleField: 'number',
    permission: isBill ? 'payable_bill' : 'payable_credit',
    features: { bookmarks: true, secure: true },
    // Saving a bill entered from an AP file takes the file out of To Be Entered (in the bill's transaction).
    async afterWrite(ctx, row, op) {
      if (op !== 'delete' && row.uploadId) await enterUpload(ctx, row.uploadId, row.id);
    },
    views: {
      // GET /api/v1/ap-bills/{id}/file – the vendor's file the bill was entered from
      async file(ctx, row) {
        if (!row.uploadId) throw notFound('This bill was not entered from a file.');
        return uploadFile(ctx, row.uploadId);
      },
    },
    fileViews: { file: { needs: 'upload_id' } },
    document: {
      noun: config.noun,
      sourceType: `ap_${config.kind}`,
      lines: { table: payableDocumentLines, ownerKey: 'documentId' },
      drafts: true,
      voidConfirm: `Void this ${config.noun}? Its posting is reversed; it stays listed as void.`,
      completeLines: (ctx, _input, lines) => priceLines(ctx, lines, isBill),
      async header(ctx, input, lines, existing) {
        const apAccountId = input.ap_account_id ?? (await systemAccount(ctx, 'accounts_payable'));
        await requireAccountOfType(ctx, 'ap_account_id', apAccountId, [ACCOUNTS_PAYABLE]);
        const total = documentTotal(config.noun, lines.map((l) => l.amount));
        const paid = existing?.totalPaid ?? '0.00';
        return {
          vendorId: input.vendor_id,
          number: input.number ?? undefined,
          date: input.date,
          termsId: input.terms_id ?? null,
          dueDate: isBill ? (input.due_date ?? dueDateOf(input.date, await termsOf(ctx, input.terms_id ?? null)) ?? input.date) : null,
          apAccountId,
          address: input.address ?? null,
          memo: input.memo ?? null,
          uploadId: input.upload_id ?? null,
          totalAmount: total,
          balanceDue: fromCents(balanceDue(toCents(total), toCents(paid))),
        };
      },
      // A bill's lines naming receivings bill them (clearing their accrual); a credit names none.
      ledgers: isBill ? [receiptBillingLedger] : [],
      posting: (doc, lines, ctx) => payablePosting(ctx, doc, lines, isBill),
      async onChange(ctx, doc) {
        if (await isApplied(ctx, doc)) throw ValidationError.field('id', say('payableApplied', { noun: config.noun }));
      },
    },
  });
}

/**
 * A bill: Dr each line's account, Cr payables naming the vendor; a credit the mirror. A bill's
 * line naming a receiving clears its accrual, the difference a purchase price variance.
 */
async function payablePosting(ctx: ResourceContext, doc: Doc, lines: PayableLine[], isBill: boolean) {
  const vendor = { entityType: 'vendors', entityId: doc.vendorId, openItem: true };
  const side = (amount: string, debit: boolean) => (debit ? { debit: amount } : { credit: amount });
  const billed = await receivingLinesPosting(ctx, lines);
  const out: PostingLine[] = [...billed, ...lines.filter((l) => !l.receiving_id).map((l) => ({ accountId: l.account_id!, ...side(l.amount!, isBill), description: l.description ?? null, classificationId: l.classification_id ?? null }))];
  return { date: doc.date, memo: doc.memo ?? null, lines: [...out, { accountId: doc.apAccountId, ...side(doc.totalAmount, !isBill), description: doc.number, ...vendor }] };
}

/** Payable bills [176]: list columns of spec section 2 (number, vendor, date, due, aging in days, amount, balance). */
export const billsResource = definePayableDocument({
  kind: 'bill',
  name: 'ap-bills',
  domainId: 176,
  noun: 'bill',
  terminology: 'payable_bill',
  columns: ['number', 'vendor_id', 'date', 'due_date', 'aging_days', 'total_amount', 'balance_due', 'state'],
});

/** Payable credits [178]: the same columns without the due date. */
export const vendorCreditsResource = definePayableDocument({
  kind: 'credit',
  name: 'ap-credits',
  domainId: 178,
  noun: 'vendor credit',
  terminology: 'payable_credit',
  columns: ['number', 'vendor_id', 'date', 'total_amount', 'balance_due', 'state'],
});
