import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { salesDocuments, stockBins, stockReservations } from '@/db/schema';
import { action, type WriteContext } from '@/lib/engine/define';
import { FieldErrors, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, decimal, integer } from '@/lib/engine/fields';
import { today } from '@/lib/engine/date-params';
import { anyShipped, releaseShipped, reservationLedger, stillReserved } from '@/lib/modules/inventory/reservations';
import { qtyText } from '@/lib/modules/inventory/stock-ledger';
import { scaled } from '@/lib/money';
import { bodyOf, createIn } from './document-actions';
import type { SalesLine } from './pricing';

type Doc = typeof salesDocuments.$inferSelect;

/** A sales order's Inventory Item lines hold their quantity at their location while it is open (a template holds none). */
export const salesOrderReservations = reservationLedger<Doc, unknown, SalesLine>((_ctx, doc, lines) =>
  doc.isTemplate
    ? []
    : lines.flatMap((l, i) =>
        l.type === 'inventory_item' && l.inventory_item_id && l.location_id ? [{ field: `lines.${i}`, lineNo: i + 1, itemId: l.inventory_item_id, locationId: l.location_id, quantity: scaled(l.quantity, 4) ?? 0n }] : [],
      ),
);

/** A posted order that shipped anything is not changed (its reservations would be made whole again): void it to cancel the rest. */
export async function refuseChangeOfShipped(ctx: WriteContext, existing: Doc | null): Promise<void> {
  if (existing?.state === 'posted' && (await anyShipped(ctx, existing.id))) {
    throw ValidationError.field('id', say('salesOrderShipped'));
  }
}

const shipInput = z.object({
  date: date('Date'),
  lines: z.array(z.object({ line_no: integer('Line', { required: true, min: 1 }), quantity: decimal('Quantity', { min: 0 }) })).max(200, { error: 'At most 200 lines.' }).optional(),
});

/**
 * Ship (invoice) a sales order: an invoice of what ships — every Inventory Item line's quantity
 * still held, or those given per line — made and posted (or held for approval) like any new one;
 * its other lines go on the first shipment. What ships is released from the order's reservations
 * first, so the invoice takes it as available stock; the order is shipped once nothing is held.
 */
export const shipAction = action<Doc, typeof shipInput>({
  input: shipInput,
  // The invoice of what shipped opens in its window.
  opens: 'invoices',
  confirm: 'Ship this sales order? An invoice is made of what ships, and its stock is released from the order.',
  when: { state: ['posted'], converted_to_id: [null], is_template: [false] },
  refusal: say('shipRefused'),
  writes: [stockReservations, stockBins],
  async run(ctx, row, input) {
    const held = await stillReserved(ctx, row.id);
    const first = !(await anyShipped(ctx, row.id));
    const asked = new Map<number, bigint>();
    const errors = new FieldErrors();
    (input.lines ?? []).forEach((l, i) => {
      const quantity = scaled(l.quantity, 4) ?? 0n;
      const line = held.get(l.line_no);
      if (!line) errors.of('lines', i)('line_no', say('shipLineHoldsNothing'));
      else if (quantity > line.quantity) errors.of('lines', i)('quantity', say('shipOverLeft', { left: qtyText(line.quantity) }));
      else asked.set(l.line_no, quantity);
    });
    errors.throwIfAny();
    const shipped = [...held].map(([lineNo, line]) => ({ lineNo, ...line, quantity: input.lines ? (asked.get(lineNo) ?? 0n) : line.quantity }));
    if (!shipped.some((s) => s.quantity > 0n) && !first) throw ValidationError.field('lines', say('shipNothingLeft'));

    const body = await bodyOf(ctx, row);
    const quantities = new Map(shipped.map((s) => [s.lineNo, s.quantity]));
    const lines = body.lines.flatMap((l, i) => {
      if (l.type !== 'inventory_item') return first ? [l] : [];
      const quantity = quantities.get(i + 1) ?? 0n;
      return quantity > 0n ? [{ ...l, quantity: qtyText(quantity) }] : [];
    });
    if (!lines.length) throw ValidationError.field('lines', say('shipNothingLeft'));
    const release = await releaseShipped(ctx, row.id, shipped);
    const invoice = await createIn(ctx, 'invoices', { ...body, lines, date: input.date ?? today(ctx.company) });
    await release.record(invoice.id);
    await ctx.tx.update(salesDocuments).set({ sourceDocumentId: row.id }).where(eq(salesDocuments.id, invoice.id));
    const done = [...(await stillReserved(ctx, row.id)).values()].every((l) => l.quantity <= 0n);
    // Partly shipped: approved (the order's status "partial"); all shipped: converted to its last invoice.
    await ctx.tx.update(salesDocuments).set({ isApproved: true, ...(done ? { convertedToId: invoice.id } : {}) }).where(eq(salesDocuments.id, row.id));
    return { record: { ...invoice, sourceDocumentId: row.id }, of: ctx.registry.get('invoices'), status: 201 };
  },
});
