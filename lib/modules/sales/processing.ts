import { and, asc, eq, or } from 'drizzle-orm';
import { date, numeric, smallint, text } from 'drizzle-orm/pg-core';
import { customers, salesDocuments } from '@/db/schema';
import { catalogueTable, defineCatalogue } from '@/lib/engine/catalogue';
import type { Resource } from '@/lib/engine/define';
import { reachable } from '@/lib/engine/reach';
import { customersResource } from '@/lib/modules/crm/customers';
import { DOCUMENT_TYPES } from './invoice-layouts';
import { creditMemosResource, estimatesResource, invoicesResource, returnItemsResource, salesReceiptsResource } from './receivables';
import { printAction } from './pdf/queue';

/** The sales documents' collections, by kind: where a row of the hub opens and acts. */
const KINDS: Resource[] = [estimatesResource, invoicesResource, salesReceiptsResource, creditMemosResource, returnItemsResource];
const COLLECTION_OF: Record<string, string> = Object.fromEntries(KINDS.map((r) => [r.fixed!.kind, r.name]));
/** Kinds that e-mail themselves (their collection's `email` action): the rest wait in the e-mail queue to be sent by hand. */
const EMAILS = new Set(KINDS.filter((r) => r.actions?.email).map((r) => String(r.fixed!.kind)));

/** A whole queue is read at once; past this many the oldest are listed first and the rest wait their turn. */
const LIMIT = 1000;

const processingFields = catalogueTable('processing', {
  collection: text().notNull(),
  type: text().notNull(),
  number: text().notNull(),
  customer: text(),
  date: date().notNull(),
  totalAmount: numeric({ precision: 14, scale: 2 }).notNull(),
  balanceDue: numeric({ precision: 14, scale: 2 }).notNull(),
  isInPrintQue: smallint().notNull(),
  isInEmailQue: smallint().notNull(),
  /** 1 where the document's kind can be e-mailed from here (an invoice, with its PDF attached). */
  emails: smallint().notNull(),
});

/**
 * Processing (gem 137, collection `processing`): the company's sales documents waiting in the
 * print queue or the e-mail queue (`is_in_print_que`, `is_in_email_que`), of every kind, by type
 * and date: those the person reaches through their kind's collection (lib/engine/reach.ts), so a
 * document secured to others, or of a kind their role may not see, is not listed. The print queue hub (gem 194) and the Processing hub show this list; Print takes the
 * chosen ones out of the print queue as one PDF. Work orders, payments and deposits carry no
 * queue flags, so they are not listed.
 */
export const processingResource = defineCatalogue({
  name: 'processing',
  table: processingFields,
  columns: ['type', 'number', 'customer', 'date', 'total_amount', 'balance_due'],
  titleField: 'number',
  kinds: { type: { kind: 'choice', options: DOCUMENT_TYPES }, is_in_print_que: 'flag', is_in_email_que: 'flag', emails: 'flag' },
  search: ['number', 'customer'],
  sort: ['date', 'number', 'type', 'customer', 'total_amount'],
  filter: ['type', 'collection', 'is_in_print_que', 'is_in_email_que', 'emails'],
  terminology: 'processing',
  permission: 'invoice',
  // Its rows are the sales documents in a queue, with their customers' names; printing takes them out.
  reads: [salesDocuments, customers],
  writes: [salesDocuments],
  async rows(ctx) {
    const docs = await ctx.tx
      .select({ doc: salesDocuments, customer: customers.displayName })
      .from(salesDocuments)
      .leftJoin(customers, and(eq(customers.id, salesDocuments.customerId), ...reachable(customersResource, ctx)))
      .where(and(or(...KINDS.map((kind) => and(...reachable(kind, ctx)))), or(eq(salesDocuments.isInPrintQue, true), eq(salesDocuments.isInEmailQue, true))))
      .orderBy(asc(salesDocuments.date), asc(salesDocuments.id))
      .limit(LIMIT);
    return docs.map(({ doc, customer }) => ({
      id: doc.id,
      collection: COLLECTION_OF[doc.kind],
      type: doc.kind,
      number: doc.number,
      customer,
      date: doc.date,
      totalAmount: doc.totalAmount,
      balanceDue: doc.balanceDue,
      isInPrintQue: doc.isInPrintQue ? 1 : 0,
      isInEmailQue: doc.isInEmailQue ? 1 : 0,
      emails: EMAILS.has(doc.kind) ? 1 : 0,
    }));
  },
  // The chosen documents, of any kinds, as one PDF: they leave the print queue.
  collectionActions: { print: printAction(null) },
});
