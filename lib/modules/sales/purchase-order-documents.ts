import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { companies, inItems, purchaseOrderLines, purchaseOrders, vendors, warehouses } from '@/db/schema';
import { action, type ActionContext, type FileAnswer, type ResourceContext, type WriteContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { email, ref, startsFrom } from '@/lib/engine/fields';
import { fromCents, toCents } from '@/lib/money';
import { addressTexts } from '@/lib/modules/crm/sub-records';
import type { AttachmentKind } from '@/lib/modules/messaging/send';
import { languageOf, moneyStyleOf } from '@/lib/settings/company-settings';
import { companyRenames } from '@/lib/terminology/labels';
import { queueDocumentEmail } from './email-documents';
import { businessOf, layoutOf, type Printable, type PrintedDoc } from './pdf/printable';
import { pdfOfPrintable, printableFile } from './pdf/render';

type Order = typeof purchaseOrders.$inferSelect;

/**
 * A purchase order as the documents' PDF draws it, with the purchase order layout (the company's
 * default one, else the built-in): the vendor and its billing address where an invoice has its
 * customer, the warehouse it is delivered to, the expected date as the delivery date, the memo as
 * the message, and its lines (an inventory item's name, or a service). Null when the company has
 * no order by that id. Printed in the company's language.
 */
export async function purchaseOrderPrintable(ctx: ResourceContext, orderId: number): Promise<Printable | null> {
  const [row] = await ctx.tx
    .select({
      order: purchaseOrders,
      companyName: companies.name,
      settings: companies.settings,
      vendor: { name: vendors.displayName, accountNumber: vendors.accountNumber, phone: vendors.primaryPhone, email: vendors.email },
      warehouse: { name: warehouses.displayName, address: warehouses.address },
    })
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.id, purchaseOrders.companyId))
    .innerJoin(vendors, and(eq(vendors.companyId, purchaseOrders.companyId), eq(vendors.id, purchaseOrders.vendorId)))
    .leftJoin(warehouses, and(eq(warehouses.companyId, purchaseOrders.companyId), eq(warehouses.id, purchaseOrders.warehouseId)))
    .where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.id, orderId)));
  if (!row) return null;
  const { order } = row;
  const lines = await ctx.tx
    .select({ line: purchaseOrderLines, itemName: inItems.displayName })
    .from(purchaseOrderLines)
    .leftJoin(inItems, eq(inItems.id, purchaseOrderLines.itemId))
    .where(and(eq(purchaseOrderLines.companyId, ctx.company.id), eq(purchaseOrderLines.orderId, order.id)))
    .orderBy(asc(purchaseOrderLines.lineNo), asc(purchaseOrderLines.id));
  const company = { name: row.companyName, settings: row.settings };
  const locale = languageOf(company);
  const vendorAddress = (await addressTexts(ctx, { type: 'vendors', id: order.vendorId })).billing;
  const total = order.totalAmount;
  // Its version (the PDF's ETag) is of all it holds, `updated_at` too, which any change of its lines moves.
  const printed = {
    id: order.id,
    companyId: order.companyId,
    updatedAt: order.updatedAt,
    kind: 'purchase_order' as const,
    number: order.number,
    date: order.date,
    billingAddress: vendorAddress,
    deliveryAddress: row.warehouse ? [row.warehouse.name, row.warehouse.address].filter(Boolean).join('\n') : null,
    purchaseOrderNumber: null,
    incoterms: null,
    incotermsPoint: null,
    deliveryDate: order.expectedDate,
    deliveryTrackingNumber: null,
    dueDate: null,
    customerMessage: order.memo,
    subtotal: total,
    taxAmount: fromCents(0n),
    totalAmount: total,
    totalPaid: order.receivedAmount,
    balanceDue: fromCents(toCents(total) - toCents(order.receivedAmount)),
  };
  const doc: PrintedDoc = printed;
  return {
    doc,
    lines: lines.map(({ line, itemName }) => ({
      type: line.type === 'item' ? 'inventory_item' : line.type,
      itemName,
      description: line.description,
      quantity: line.quantity,
      rate: line.rate,
      percent: null,
      amount: line.amount,
    })),
    business: businessOf(row.companyName, row.settings),
    customer: { name: row.vendor.name, accountNumber: row.vendor.accountNumber, phone: row.vendor.phone, email: row.vendor.email, website: null },
    terms: null,
    deliveryMethod: null,
    salesRep: null,
    ...(await layoutOf(ctx.tx, ctx.company.id, 'purchase_order', null)),
    locale,
    money: moneyStyleOf(company),
    renames: await companyRenames(ctx.company.id, locale, ctx.tx),
  };
}

/** GET /purchase-orders/{id}/pdf[?inline=1]: the order's PDF, drawn as the sales documents are. */
export async function purchaseOrderPdfView(ctx: ActionContext, row: Order): Promise<FileAnswer> {
  return printableFile(ctx, await purchaseOrderPrintable(ctx, row.id));
}

const DEFAULT_SUBJECT = 'Purchase order {{order_number}} from {{company_name}}';
const DEFAULT_BODY = 'Dear {{vendor_name}},\n\nPlease find attached our purchase order {{order_number}} of {{order_date}}, for {{amount}}.';

/**
 * E-mail of a posted purchase order to its vendor (the vendor's address, or the one given), its
 * PDF attached, through the mail job as an invoice's; a template may give the words (merge fields
 * vendor_name, order_number, order_date, expected_date, amount, company_name).
 */
export const emailPurchaseOrderAction = action<Order, z.ZodObject>({
  input: z.object({ to: startsFrom(email('To'), { field: 'vendor_id', collection: 'vendors', take: 'email' }), template_id: ref('Template') }),
  service: 'service_email',
  when: { state: ['posted'] },
  refusal: say('orderEmailPostedOnly'),
  async run(ctx, order, input: { to?: string | null; template_id?: number | null }) {
    const [vendor] = await ctx.tx.select().from(vendors).where(and(eq(vendors.companyId, ctx.company.id), eq(vendors.id, order.vendorId)));
    const to = input.to ?? vendor?.email;
    if (!to) throw ValidationError.field('to', say('vendorNoEmail'));
    const [locked] = await ctx.tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.companyId, ctx.company.id), eq(purchaseOrders.id, order.id))).for('no key update');
    const values = { vendor_name: vendor?.displayName ?? '', order_number: order.number, order_date: order.date, expected_date: order.expectedDate ?? '', amount: order.totalAmount, company_name: ctx.company.name };
    await queueDocumentEmail(ctx, { to, templateId: input.template_id, subject: DEFAULT_SUBJECT, body: DEFAULT_BODY, values, attachment: { kind: 'purchase_order', id: order.id } });
    return { record: locked };
  },
});

/** The purchase order attachment of the mail job: its PDF, drawn in the job's transaction. */
export const purchaseOrderAttachment: AttachmentKind = {
  async file(ctx: WriteContext, id: number) {
    const p = await purchaseOrderPrintable(ctx, id);
    if (!p) return null;
    const pdf = await pdfOfPrintable(p);
    return { filename: pdf.fileName, content: pdf.body, contentType: 'application/pdf' };
  },
};
