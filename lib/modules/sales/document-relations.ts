import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { arInvoiceLayouts, SALES_DOCUMENT_KINDS, salesDocuments, sentEmails, type SalesDocumentKind } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import type { Relation, Row, WriteContext } from '@/lib/engine/define';
import { reachableRows } from '@/lib/engine/reach';
import { computedValue, hasMany } from '@/lib/engine/relations';
import { journalsOf } from '@/lib/modules/books/journal-relations';
import { linkedFiles } from '@/lib/modules/files/linked';
import { sentEmailsResource } from '@/lib/modules/messaging/emails';
import { invoiceLayoutsResource } from './invoice-layouts';
import { overPaymentsBy } from './over-payment-lines';
import { defaultEntries, type LayoutEntry } from './pdf/layout';
import { writeOffsResource } from './write-offs';

type Doc = typeof salesDocuments.$inferSelect;

const isKind = (value: unknown): value is SalesDocumentKind => SALES_DOCUMENT_KINDS.some((kind) => kind === value);

/**
 * The layouts `docs` print with (its own, else its kind's default), through the layouts' reach:
 * one query for a page. A document whose layout is not reached has none here.
 */
async function printedLayouts(ctx: WriteContext, docs: Row[]): Promise<Map<number, Row | undefined>> {
  const own = [...new Set(docs.map((d) => d.layoutId).filter((v): v is number => typeof v === 'number'))];
  const kinds = [...new Set(docs.filter((d) => d.layoutId === null).map((d) => d.kind).filter(isKind))];
  const wanted = [own.length ? inArray(arInvoiceLayouts.id, own) : undefined, kinds.length ? and(eq(arInvoiceLayouts.isDefault, true), inArray(arInvoiceLayouts.documentType, kinds)) : undefined].filter(Boolean);
  const found = wanted.length ? await selectAll<Row>(ctx.tx, arInvoiceLayouts, sql`where ${and(reachableRows(ctx, arInvoiceLayouts), or(...wanted))} order by ${arInvoiceLayouts.id}`) : [];
  const byId = new Map(found.map((l) => [l.id, l]));
  const defaults = new Map(found.filter((l) => l.isDefault === true).map((l) => [l.documentType, l]));
  return new Map(docs.map((d) => [d.id, typeof d.layoutId === 'number' ? byId.get(d.layoutId) : defaults.get(d.kind)]));
}

/** `layout`: the layout the document prints with — the one chosen on it, else its kind's default. */
const layout: Relation<never> = {
  kind: 'one',
  target: invoiceLayoutsResource,
  async load(ctx, docs) {
    const printed = await printedLayouts(ctx, docs);
    return new Map(docs.map((d) => [d.id, [printed.get(d.id)].filter((l): l is Row => l !== undefined)]));
  },
};

/**
 * `headers`: the header entries of the layout it prints with (spec section 3: type, item, order,
 * screen, print, label, title, box_size, section), in their order; a document whose layout is
 * not reached shows its kind's built-in ones.
 */
const headers = computedValue(salesDocuments, async (ctx, docs) => {
  const printed = await printedLayouts(ctx, docs);
  return new Map(
    docs.map((d) => {
      const kept: unknown = printed.get(d.id)?.entries;
      const entries: LayoutEntry[] = Array.isArray(kept) ? kept : defaultEntries(d.kind);
      return [d.id, entries.filter((e) => e.type === 'header').sort((a, b) => a.order - b.order)];
    }),
  );
});

/** `footers`: what it prints under its lines, in order: the customer message, then the totals (paid and the balance where it is owed). */
const footers = computedValue(salesDocuments, async (_ctx, docs) => new Map(docs.map((d) => [d.id, footerOf(d)])));

const OWES = new Set<SalesDocumentKind>(['invoice', 'credit_memo', 'return_item']);

function footerOf(d: Doc): { item: string; value: string }[] {
  return [
    ...(d.customerMessage ? [{ item: 'customer_message', value: d.customerMessage }] : []),
    { item: 'subtotal', value: d.subtotal },
    { item: 'tax', value: d.taxAmount },
    { item: 'total', value: d.totalAmount },
    ...(OWES.has(d.kind) ? [{ item: 'paid', value: d.totalPaid }, { item: 'balance_due', value: d.balanceDue }] : []),
  ];
}

/**
 * `messages`: the e-mails that carried the document (its PDF attached: sent emails whose
 * attachments name it), through the sent e-mails' reach, oldest first.
 */
const messages: Relation<never> = {
  kind: 'many',
  target: sentEmailsResource,
  async load(ctx, docs) {
    if (!docs.length) return new Map();
    const ids = docs.map((d) => d.id);
    const carrying = sql`exists (select 1 from jsonb_array_elements(${sentEmails.attachments}) a where a->>'kind' = 'invoice' and (a->>'id')::int in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}))`;
    const rows = await selectAll<Row & { attachments: { kind: string; id: number }[] }>(ctx.tx, sentEmails, sql`where ${and(reachableRows(ctx, sentEmails), carrying)} order by ${sentEmails.id}`);
    const out = new Map<number, Row[]>();
    for (const row of rows) for (const a of row.attachments) if (a.kind === 'invoice' && ids.includes(a.id)) out.set(a.id, [...(out.get(a.id) ?? []), row]);
    return out;
  },
};

/**
 * The relations spec section 3 gives an invoice, an estimate, a sales receipt and a credit memo
 * (`expand=lineItems,layout,writeoffs,overPayments,headers,footers,messages,journals,files`),
 * each through its target's reach. `overPayments` are the payments' overpayments carried to it
 * (by apply-credits from a payment or by its own Over Payment lines), `writeoffs` its write-offs, `files` the files linked to it.
 */
export function documentRelations(collection: string, kind: SalesDocumentKind) {
  return {
    layout,
    writeoffs: hasMany(writeOffsResource, 'invoiceId'),
    overPayments: overPaymentsBy('invoiceId'),
    headers,
    footers,
    messages,
    journals: journalsOf(kind),
    files: linkedFiles(collection),
  };
}
