import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { invoiceBuilderLines, invoiceBuilders, salesDocumentLines, salesDocuments } from '@/db/schema';
import { action, defineResource, type NestedWrite, type Shape } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { ValidationError } from '@/lib/engine/errors';
import { ref, text, textArea } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { customersResource } from '@/lib/modules/crm/customers';
import { salesLineInput } from './document-input';
import { namedSalesList } from './named-lists';
import { priceLines } from './posting';
import { withItemDefaults, type SalesLine } from './pricing';

type Builder = typeof invoiceBuilders.$inferSelect;

const lineShape: Shape = { table: invoiceBuilderLines, hidden: ['builder_id'] };
const lines = replaceChildren(invoiceBuilderLines, (builderId) => ({ builderId }));

/**
 * A template's lines as an invoice's are given: blanks filled from the item (and the template's
 * customer's own rate), priced with the template's tax, so the listing shows what the invoice
 * will charge; the invoice made from it prices them again on its own date and customer.
 */
const pricedLines: NestedWrite = {
  async replace(ctx, builderId, items, options) {
    const [builder] = await ctx.tx.select().from(invoiceBuilders).where(and(eq(invoiceBuilders.companyId, ctx.company.id), eq(invoiceBuilders.id, builderId)));
    const given = items as SalesLine[];
    const filled = await withItemDefaults(ctx, builder.customerId, given);
    const priced = await priceLines(ctx, builder.taxId, filled);
    const rows = filled.map((line, i) => ({ ...line, type: line.type ?? 'service', amount: priced.lines[i].amount, is_taxable: priced.lines[i].isTaxable ? 1 : 0, line_no: i + 1 }));
    await lines.replace(ctx, builderId, rows, options);
  },
};

/**
 * Invoice builders (invoice-builders, screen 301): named invoice templates, each what a new
 * invoice starts from when a person picks it from the invoice window's Save menu (Load template):
 * an optional customer, terms, tax, layout, message and lines. Listed by display name, status
 * and date (spec section 2).
 */
export const invoiceBuildersResource = defineResource({
  name: 'invoice-builders',
  domainId: 301,
  table: invoiceBuilders,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    customer_id: ref('Customer'),
    terms_id: ref('Terms'),
    tax_id: ref('Tax'),
    delivery_method_id: ref('Delivery method'),
    layout_id: ref('Layout'),
    purchase_order_number: text('P.O. number', { max: 64 }),
    customer_message: textArea('Customer message'),
    memo: textArea('Memo'),
    lines: z.array(salesLineInput).max(200, { error: 'At most 200 lines.' }).optional(),
  }),
  columns: ['display_name', 'customer_id', 'status', 'created_at'],
  search: ['display_name', 'memo'],
  sort: ['display_name', 'created_at', 'updated_at'],
  filter: ['status', 'customer_id'],
  refs: { customer_id: 'customers', terms_id: 'ar-terms', tax_id: 'ar-taxes', delivery_method_id: 'ar-delivery-methods', layout_id: 'ar-invoice-layouts' },
  expand: { lines: hasMany(lineShape, 'builderId'), customer: belongsTo(customersResource, 'customerId') },
  nested: { lines: pricedLines },
  ...namedSalesList(),
  terminology: 'invoice_builder',
});

type Doc = typeof salesDocuments.$inferSelect;

/**
 * `POST /invoices/{id}/save-as-template {display_name?}`: a new invoice builder made of the
 * invoice's customer, terms, tax, layout, message and lines (not its date, number or money
 * state), for the invoices to come.
 */
export const saveAsTemplateAction = action<Doc, z.ZodObject<{ display_name: ReturnType<typeof text> }>>({
  input: z.object({ display_name: text('Name', { max: 64 }) }),
  async run(ctx, doc, input) {
    // Unnamed, it is named for the invoice it was made from.
    const name = input.display_name ?? `Invoice ${doc.number}`;
    const mine = eq(invoiceBuilders.companyId, ctx.company.id);
    const [taken] = await ctx.tx.select({ id: invoiceBuilders.id }).from(invoiceBuilders).where(and(mine, eq(sql`lower(${invoiceBuilders.displayName})`, name.toLowerCase())));
    if (taken) throw ValidationError.field('display_name', say('taken', { field: 'Name', value: name }));
    const [builder]: Builder[] = await ctx.tx
      .insert(invoiceBuilders)
      .values({
        companyId: ctx.company.id,
        createdBy: ctx.user.id,
        displayName: name,
        customerId: doc.customerId,
        termsId: doc.termsId,
        taxId: doc.taxId,
        deliveryMethodId: doc.deliveryMethodId,
        layoutId: doc.layoutId,
        purchaseOrderNumber: doc.purchaseOrderNumber,
        customerMessage: doc.customerMessage,
        memo: doc.memo,
      })
      .returning();
    const docLines = await ctx.tx
      .select()
      .from(salesDocumentLines)
      .where(and(eq(salesDocumentLines.companyId, ctx.company.id), eq(salesDocumentLines.documentId, doc.id)))
      .orderBy(asc(salesDocumentLines.lineNo), asc(salesDocumentLines.id));
    if (docLines.length) {
      // The same line columns (db/schema/sales.ts salesLineColumns), less the document's own.
      await ctx.tx.insert(invoiceBuilderLines).values(docLines.map(({ id: _id, documentId: _doc, serviceDate: _date, ...line }) => ({ ...line, builderId: builder.id })));
    }
    return { record: builder, of: invoiceBuildersResource, status: 201 };
  },
});
