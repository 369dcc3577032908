import { z } from 'zod';
import { collectionAction } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date, ref } from '@/lib/engine/fields';
import { today } from '@/lib/engine/date-params';
import { createRecord } from '@/lib/engine/write';
import { reorderRows } from './reports';
import { qtyOf, qtyText } from './stock-ledger';

/**
 * Reorder (`POST purchase-orders/reorder`, from the items to reorder): a draft purchase order per
 * preferred vendor of the items at or below their reorder point (of one vendor where one is
 * given), each item ordered up to twice its reorder point less what is on hand and still to come
 * on open orders, at the vendor's price (else the item's cost). Drafts, so that a person checks
 * them before they are posted. Items with no preferred vendor, or nothing to order, are left out.
 */
export const reorderAction = collectionAction({
  input: z.object({ vendor_id: ref('Vendor'), date: date('Date') }),
  confirm: 'Draft purchase orders for the items at or below their reorder point, one per preferred vendor?',
  async run(ctx, input) {
    const byVendor = new Map<number, { item_id: number; quantity: string }[]>();
    for (const r of await reorderRows(ctx, input.vendor_id ?? undefined)) {
      const quantity = 2n * qtyOf(r.reorder_point) - qtyOf(r.on_hand) - qtyOf(r.on_order);
      if (!r.vendorId || quantity <= 0n) continue;
      byVendor.set(r.vendorId, [...(byVendor.get(r.vendorId) ?? []), { item_id: r.itemId, quantity: qtyText(quantity) }]);
    }
    if (!byVendor.size) throw ValidationError.field('vendor_id', say('reorderNothing'));
    const orders = ctx.registry.get('purchase-orders')!;
    const made = [];
    for (const [vendorId, lines] of byVendor) made.push(await createRecord(orders, ctx, { vendor_id: vendorId, date: input.date ?? today(ctx.company), state: 'draft', memo: 'Reorder', lines }));
    return { records: made, of: orders };
  },
});
