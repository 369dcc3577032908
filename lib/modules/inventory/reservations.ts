import { and, eq, sql, type SQL } from 'drizzle-orm';
import { stockBins, stockReservations } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { defineSubLedger, moveBalances, type KeptBalance, type SubLedger } from '@/lib/modules/books/sub-ledgers';
import { settingsOf } from '@/lib/settings/company-settings';
import { binKey, lockBins, qtyOf, qtyText } from './stock-ledger';

/**
 * Reservations: the stock an open sales order holds for its customer. Each bin keeps what is
 * reserved of it (`stock_bins.reserved`, moved by the engine's kept balances); available is on
 * hand − reserved, and a sale (stock-ledger.ts) takes only what is available. An order reserves
 * under its bins' locks, in the one (item, location) order, so that two orders for the last units
 * wait for each other and the second sees what the first holds: beyond what is available it is
 * refused (422 on the line's quantity) unless the company allows negative stock. Shipping writes
 * rows taking back what it shipped; cancelling (void) deletes the order's rows, giving back the rest.
 */

/** What an order's line asks to hold at a bin (quantity scaled by QTY, above zero). */
export type ReservationRequest = { field: string; lineNo: number; itemId: number; locationId: number; quantity: bigint };

type Row = typeof stockReservations.$inferSelect;
const reservedBalance: KeptBalance<Pick<Row, 'itemId' | 'locationId' | 'quantity'>>[] = [
  { table: stockBins, upsert: true, key: (r) => ({ itemId: r.itemId, locationId: r.locationId }), moves: (r) => ({ reserved: r.quantity }) },
];

/** Refuses (422 per line) what is beyond the available stock of its bin, locked here. */
async function checkAvailable(ctx: ResourceContext, requests: ReservationRequest[]): Promise<void> {
  const bins = await lockBins(ctx, requests.map((r) => [r.itemId, r.locationId]));
  if (settingsOf(ctx.company).allow_negative_stock === 1) return;
  const asked = new Map<string, bigint>();
  const errors: FieldError[] = [];
  for (const r of requests) {
    const key = binKey(r.itemId, r.locationId);
    const bin = bins.get(key) ?? { quantity: 0n, reserved: 0n };
    const total = (asked.get(key) ?? 0n) + r.quantity;
    asked.set(key, total);
    const free = bin.quantity - bin.reserved > 0n ? bin.quantity - bin.reserved : 0n;
    if (total > free) errors.push({ field: `${r.field}.quantity`, ...say('reserveShort', { available: qtyText(free), on_hand: qtyText(bin.quantity > 0n ? bin.quantity : 0n), reserved: qtyText(bin.reserved) }) });
  }
  if (errors.length) throw new ValidationError(errors);
}

/** The reservation ledger of a kind of order: its rows are what `requests` asks, checked against what is available. */
export function reservationLedger<D extends { id: number }, I, L>(requests: (ctx: WriteContext, doc: D, lines: L[]) => ReservationRequest[]): SubLedger<D, I, L> {
  return defineSubLedger<typeof stockReservations, D, I, L>({
    table: stockReservations,
    of: (doc) => eq(stockReservations.orderId, doc.id),
    async rows(ctx, doc, lines) {
      const asked = requests(ctx, doc, lines).filter((r) => r.quantity > 0n);
      if (!asked.length) return [];
      await checkAvailable(ctx, asked);
      return asked.map((r) => ({ orderId: doc.id, lineNo: r.lineNo, itemId: r.itemId, locationId: r.locationId, quantity: qtyText(r.quantity) }));
    },
    reversal: 'delete',
    balances: reservedBalance,
  });
}

/** What an order still holds, per line: its reservations less what shipped. */
export async function stillReserved(ctx: ResourceContext, orderId: number): Promise<Map<number, { itemId: number; locationId: number; quantity: bigint }>> {
  const mine: SQL = and(eq(stockReservations.companyId, ctx.company.id), eq(stockReservations.orderId, orderId))!;
  const rows = await ctx.tx
    .select({ lineNo: stockReservations.lineNo, itemId: stockReservations.itemId, locationId: stockReservations.locationId, quantity: sql<string>`sum(${stockReservations.quantity})` })
    .from(stockReservations)
    .where(mine)
    .groupBy(stockReservations.lineNo, stockReservations.itemId, stockReservations.locationId);
  return new Map(rows.map((r) => [r.lineNo, { itemId: r.itemId, locationId: r.locationId, quantity: qtyOf(r.quantity) }]));
}

/** Whether anything of the order shipped. */
export async function anyShipped(ctx: ResourceContext, orderId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(and(eq(stockReservations.companyId, ctx.company.id), eq(stockReservations.orderId, orderId), sql`${stockReservations.invoiceId} is not null`))
    .limit(1);
  return !!row;
}

/**
 * Gives back what a shipment takes of the order's reservations, before the invoice that ships it
 * takes the stock out (it may take only what is available); `record` then writes the rows naming
 * that invoice, so the order's reservations less its shipments stay what its bins hold for it.
 */
export async function releaseShipped(ctx: WriteContext, orderId: number, shipped: { lineNo: number; itemId: number; locationId: number; quantity: bigint }[]) {
  const rows = shipped.filter((s) => s.quantity > 0n).map((s) => ({ orderId, lineNo: s.lineNo, itemId: s.itemId, locationId: s.locationId, quantity: qtyText(-s.quantity) }));
  await moveBalances(ctx, reservedBalance, rows, 1);
  return {
    async record(invoiceId: number) {
      if (rows.length) await ctx.tx.insert(stockReservations).values(rows.map((r) => ({ ...r, invoiceId, companyId: ctx.company.id })));
    },
  };
}
