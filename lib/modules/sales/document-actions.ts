import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { salesDocumentLines, salesDocuments } from '@/db/schema';
import { action, collectionAction, type ActionContext, type Resource, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { reachable } from '@/lib/engine/reach';
import { date, idItem, ref, textChoice } from '@/lib/engine/fields';
import { findRecord } from '@/lib/engine/query';
import { createRecord } from '@/lib/engine/write';
import { journalLinesOf } from '@/lib/modules/books/post';
import { displayStatus } from './document-status';
import { today } from '@/lib/engine/date-params';

type Doc = typeof salesDocuments.$inferSelect;
/** A sales document resource as the registry holds it, with the books' posting of a held document. */
type SalesResource = Resource<typeof salesDocuments> & { postDocument(ctx: WriteContext, row: Doc): Promise<Doc>; releaseDocument(ctx: WriteContext, row: Doc): Promise<void> };

/**
 * The sales document resource an action runs on or makes a record of (the registry knows only
 * plain resources): one kept in the sales documents' table, with its life cycle's posting.
 */
function salesResource(def: Resource | undefined): SalesResource {
  if (!isSalesResource(def)) throw new Error(`${def?.name ?? 'This collection'} is not a sales document`);
  return def;
}
const isSalesResource = (def: Resource | undefined): def is SalesResource => def?.table === salesDocuments && 'postDocument' in def;

/** The collections a document can be copied into (Copy Invoice, screen 213: from invoice 157, estimate 40, sales receipt 117, credit memo 56). */
export const COPY_TARGETS = { invoices: 'Invoice', estimates: 'Estimate', 'ar-sales-receipts': 'Sales Receipt', 'credit-memos': 'Credit Memo' } as const;


/** A stored document as a new document's body: every header field and its lines, without its number, totals or state. */
export async function bodyOf(ctx: ResourceContext, doc: Doc) {
  const lines = await ctx.tx
    .select()
    .from(salesDocumentLines)
    .where(and(eq(salesDocumentLines.companyId, ctx.company.id), eq(salesDocumentLines.documentId, doc.id)))
    .orderBy(asc(salesDocumentLines.lineNo), asc(salesDocumentLines.id));
  return {
    customer_id: doc.customerId,
    terms_id: doc.termsId,
    tax_id: doc.taxId,
    billing_address: doc.billingAddress,
    delivery_address: doc.deliveryAddress,
    delivery_method_id: doc.deliveryMethodId,
    delivery_date: doc.deliveryDate,
    delivery_tracking_number: doc.deliveryTrackingNumber,
    incoterms: doc.incoterms,
    incoterms_point: doc.incotermsPoint,
    purchase_order_number: doc.purchaseOrderNumber,
    layout_id: doc.layoutId,
    sales_rep_id: doc.salesRepId,
    job_id: doc.jobId,
    customer_message: doc.customerMessage,
    memo: doc.memo,
    lines: lines.map((l) => ({
      type: l.type,
      item_id: l.itemId,
      inventory_item_id: l.inventoryItemId,
      location_id: l.locationId,
      description: l.description,
      quantity: l.quantity,
      rate: l.rate,
      percent: l.percent,
      // A priced line is priced again from its rate; a tax line from the taxes.
      amount: l.rate !== null || l.type === 'tax' || l.type === 'apply_subtotal' ? null : l.amount,
      is_taxable: l.isTaxable ? 1 : 0,
      account_id: l.accountId,
      tax_id: l.taxId,
    })),
  };
}

/** Makes a new document of `collection` from `body`, as a POST would (checked, numbered, posted or held). */
export async function createIn(ctx: ActionContext, collection: string, body: Record<string, unknown>): Promise<Doc> {
  return createRecord(salesResource(ctx.registry.get(collection)), ctx, body);
}

/**
 * Copy (screen 213): a new draft of the chosen kind with this document's customer, fields and
 * lines, dated today unless a date is given. A draft, so that it is checked before it posts.
 */
export const copyAction = (own: keyof typeof COPY_TARGETS) =>
  action<Doc, z.ZodObject<{ into: ReturnType<typeof textChoice<keyof typeof COPY_TARGETS>>; date: ReturnType<typeof date> }>>({
    input: z.object({ into: textChoice('Copy into', COPY_TARGETS), date: date('Date') }),
    async run(ctx, row, input) {
      const into = input.into ?? own;
      const made = await createIn(ctx, into, { ...(await bodyOf(ctx, row)), date: input.date ?? today(ctx.company), state: 'draft' });
      await ctx.tx.update(salesDocuments).set({ sourceDocumentId: row.id }).where(eq(salesDocuments.id, made.id));
      return { record: { ...made, sourceDocumentId: row.id }, of: ctx.registry.get(into), status: 201 };
    },
  });

/**
 * Convert an estimate into an invoice (for its customer, or another one chosen in the dialog):
 * the invoice is made and posted (or held for approval) like any new one, and the estimate is
 * marked converted, pointing at it. An estimate converts once.
 */
export const convertAction = action<Doc, z.ZodObject<{ customer_id: ReturnType<typeof ref>; date: ReturnType<typeof date> }>>({
  input: z.object({ customer_id: ref('Customer'), date: date('Date') }),
  confirm: 'Convert this estimate into an invoice?',
  // The invoice made opens in its window.
  opens: 'invoices',
  when: { state: ['posted'], converted_to_id: [null], is_template: [false] },
  refusal: say('estimateConvertRefused'),
  async run(ctx, row, input) {
    const body = await bodyOf(ctx, row);
    const invoice = await createIn(ctx, 'invoices', { ...body, customer_id: input.customer_id ?? row.customerId, date: input.date ?? today(ctx.company) });
    await ctx.tx.update(salesDocuments).set({ sourceDocumentId: row.id }).where(eq(salesDocuments.id, invoice.id));
    await ctx.tx.update(salesDocuments).set({ convertedToId: invoice.id, isApproved: true }).where(eq(salesDocuments.id, row.id));
    return { record: { ...invoice, sourceDocumentId: row.id }, of: ctx.registry.get('invoices'), status: 201 };
  },
});

/** An estimate the customer accepted (estimate status "accepted"); a rejected one is voided. */
export const acceptAction = action<Doc>({
  when: { state: ['posted'], is_approved: [false], converted_to_id: [null] },
  refusal: say('estimateAcceptRefused'),
  async run(ctx, row) {
    const [accepted] = await ctx.tx.update(salesDocuments).set({ isApproved: true }).where(eq(salesDocuments.id, row.id)).returning();
    return { record: accepted };
  },
});

/** Spec section 8's confirmations; `{n}` is how many items the action takes. */
const APPROVE_CONFIRM = 'Are you sure you want to approve {n} item(s)?';
const REJECT_CONFIRM = 'Are you sure you want to reject {n} item(s)?';

/** Approves a held invoice: it is no longer waiting and posts now, as it would have when made. */
async function approve(ctx: ActionContext, row: Doc): Promise<Doc> {
  const [approved] = await ctx.tx.update(salesDocuments).set({ isTba: false, isApproved: true }).where(eq(salesDocuments.id, row.id)).returning();
  return salesResource(ctx.def).postDocument(ctx, approved);
}

/** Rejects a held invoice: it stops waiting and stays an unposted draft, to correct (and submit again by posting) or delete. */
async function reject(ctx: ActionContext, row: Doc): Promise<Doc> {
  const [rejected] = await ctx.tx.update(salesDocuments).set({ isTba: false, isApproved: false }).where(eq(salesDocuments.id, row.id)).returning();
  // A draft holds nothing: the time it would bill is free again until it is posted.
  await salesResource(ctx.def).releaseDocument(ctx, rejected);
  return rejected;
}

const held = { is_tba: [true] };
const notWaiting = say('invoiceNotWaiting');

/** The invoices `ids` (or every one waiting that the person reaches: lib/engine/reach.ts), locked, in id order. */
async function waitingInvoices(ctx: ActionContext, ids: number[] | null | undefined): Promise<Doc[]> {
  const wanted = ids?.length ? ids : (await ctx.tx.select({ id: salesDocuments.id }).from(salesDocuments).where(and(...reachable(ctx.def, ctx), eq(salesDocuments.isTba, true)))).map((r) => r.id);
  const rows: Doc[] = [];
  for (const id of [...new Set(wanted)].sort((a, b) => a - b)) {
    const row = await findRecord(salesResource(ctx.def), ctx, id, { lock: true });
    if (!row.isTba) throw ValidationError.field('ids', say('invoiceNumberNotWaiting', { number: row.number }));
    rows.push(row);
  }
  return rows;
}

const batchInput = z.object({ ids: z.array(idItem(say('invoicesMissing'))).max(500).optional() });

/** A decision on every waiting invoice (or the chosen ones), one after another in the request's transaction. */
const batchAction = (confirm: string, decide: (ctx: ActionContext, row: Doc) => Promise<Doc>) =>
  collectionAction({
    input: batchInput,
    confirm,
    permission: 'approve',
    appliesTo: { is_tba: '1' },
    async run(ctx, input) {
      const done: Doc[] = [];
      for (const row of await waitingInvoices(ctx, input.ids)) done.push(await decide(ctx, row));
      return { records: done };
    },
  });

/** Approve and reject, for one invoice (row actions) and for all those waiting or the chosen ones (collection actions). */
export const approvalActions = {
  actions: {
    approve: action<Doc>({ confirm: APPROVE_CONFIRM, permission: 'approve', when: held, refusal: notWaiting, run: async (ctx, row) => ({ record: await approve(ctx, row) }) }),
    reject: action<Doc>({ confirm: REJECT_CONFIRM, permission: 'approve', when: held, refusal: notWaiting, run: async (ctx, row) => ({ record: await reject(ctx, row) }) }),
  },
  collectionActions: {
    'approve-all': batchAction(APPROVE_CONFIRM, approve),
    'reject-all': batchAction(REJECT_CONFIRM, reject),
  },
};

/** Transaction summary (row view): the document's figures and the journal it posted. */
export async function transactionSummary(ctx: ActionContext, row: Doc) {
  return {
    number: row.number,
    display_status: displayStatus(row),
    subtotal: row.subtotal,
    tax_amount: row.taxAmount,
    total_amount: row.totalAmount,
    total_paid: row.totalPaid,
    balance_due: row.balanceDue,
    journal_id: row.journalId,
    journal: row.journalId ? await journalLinesOf(ctx, row.journalId) : [],
  };
}
