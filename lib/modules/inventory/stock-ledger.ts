import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { inItems, stockBins, stockMoves } from '@/db/schema';
import type { ResourceContext, WriteContext } from '@/lib/engine/define';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { divideHalfUp, fromCents, MAX_AMOUNT, toCents, type Cents } from '@/lib/money';
import { defineSubLedger, type SubLedger } from '@/lib/modules/books/sub-ledgers';
import type { PostingLine } from '@/lib/modules/books/post';
import { settingsOf } from '@/lib/settings/company-settings';

/**
 * The stock ledger: moves of a quantity and its value into and out of bins (an item at a
 * location), kept beside the journal by the documents that move stock (adjustments, transfers,
 * invoices). Each bin keeps its quantity and value (`stock_bins`), moved by the engine's kept
 * balances; its average cost is value / quantity (moving average per bin). A move out takes the
 * bin's average at that moment; a move in its own cost; a reversal gives back exactly what the
 * move took (its counter-move), whatever the average has become since.
 */

/** The documents whose moves out are sales: they take only what is available (not reserved); a return brings back at their cost. */
const SALES_SOURCES = ['invoice', 'sales_receipt'];

/** Quantities carry 4 places: 1.5 is 15000n. */
export const QTY = 10_000n;
export const qtyText = (n: bigint) => {
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / QTY}.${String(abs % QTY).padStart(4, '0')}`;
};
/** A numeric column's text (4 places at most) as scaled quantity. */
export const qtyOf = (text: string | null | undefined): bigint => {
  if (!text) return 0n;
  const [whole, part = ''] = text.replace('-', '').split('.');
  const n = BigInt(whole) * QTY + BigInt(part.slice(0, 4).padEnd(4, '0'));
  return text.startsWith('-') ? -n : n;
};

/** What a document asks of one bin: a change of quantity (or the quantity a count found) at a cost. */
export type StockRequest = {
  /** The body's path of the line (`lines.2`), where a refusal is said. */
  field: string;
  lineNo: number;
  itemId: number;
  locationId: number;
  /** Signed change (scaled by QTY); or null with `counted`. */
  quantity: bigint | null;
  /** The quantity a count found: the change is counted − on hand. */
  counted?: bigint | null;
  /** Cost per unit (4 places, scaled by QTY) of an increase; none: the bin's average, else the item's cost. */
  unitCost?: bigint | null;
  /** A transfer: what leaves `locationId` arrives here at the same value. */
  toLocationId?: number | null;
  /** A write-down of value alone (cents above zero, no quantity): taken off the bin's value, so its average falls. */
  writeDown?: Cents | null;
};

export type StockMoveRow = Omit<typeof stockMoves.$inferInsert, 'companyId'>;

type Bin = { quantity: bigint; value: Cents; reserved: bigint };
export const binKey = (itemId: number, locationId: number) => `${itemId}:${locationId}`;

/**
 * The bins of these (item, location) pairs, locked FOR UPDATE in (item, location) order — the
 * order the kept balances then move them in — so that two documents taking the last units wait
 * for each other and the second sees what the first left. A bin never used is absent.
 */
export async function lockBins(ctx: ResourceContext, given: [number, number][]): Promise<Map<string, Bin>> {
  const pairs = [...new Map(given.map((p) => [binKey(...p), p])).values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (!pairs.length) return new Map();
  const locked = await ctx.tx
    .select({ itemId: stockBins.itemId, locationId: stockBins.locationId, quantity: stockBins.quantity, value: stockBins.value, reserved: stockBins.reserved })
    .from(stockBins)
    .where(and(eq(stockBins.companyId, ctx.company.id), sql`(${stockBins.itemId}, ${stockBins.locationId}) in (${sql.join(pairs.map(([i, l]) => sql`(${i}::int, ${l}::int)`), sql`, `)})`))
    .orderBy(stockBins.itemId, stockBins.locationId)
    .for('update');
  return new Map(locked.map((b) => [binKey(b.itemId, b.locationId), { quantity: qtyOf(b.quantity), value: toCents(b.value), reserved: qtyOf(b.reserved) }]));
}

/**
 * The moves a document's requests make, costed under the locks of their bins. The bins are
 * locked (FOR UPDATE) in (item, location) order — the order the kept balances then move them in
 * — so that two documents selling the last units wait for each other and the second sees what
 * the first left: a move out beyond what is on hand (a sale: beyond what is available, on hand
 * less reserved) is refused (422 on the line's quantity) unless the company allows negative stock.
 */
export async function costMoves(ctx: WriteContext, source: { type: string; id: number; date: string }, requests: StockRequest[]): Promise<StockMoveRow[]> {
  if (!requests.length) return [];
  const bins = await lockBins(ctx, requests.flatMap((r) => [[r.itemId, r.locationId], ...(r.toLocationId ? [[r.itemId, r.toLocationId]] : [])] as [number, number][]));
  const itemIds = [...new Set(requests.map((r) => r.itemId))];
  const costs = new Map((await ctx.tx.select({ id: inItems.id, cost: inItems.cost }).from(inItems).where(and(eq(inItems.companyId, ctx.company.id), inArray(inItems.id, itemIds)))).map((i) => [i.id, qtyOf(i.cost)]));
  const negativeAllowed = settingsOf(ctx.company).allow_negative_stock === 1;
  const sale = SALES_SOURCES.includes(source.type);
  const errors: FieldError[] = [];
  const moves: StockMoveRow[] = [];
  const binOf = (itemId: number, locationId: number) => {
    const key = binKey(itemId, locationId);
    const bin = bins.get(key) ?? { quantity: 0n, value: 0n, reserved: 0n };
    bins.set(key, bin);
    return bin;
  };
  const at = (quantity: bigint, unitCost: bigint) => divideHalfUp(quantity * unitCost, QTY * QTY / 100n);
  const move = (r: StockRequest, locationId: number, quantity: bigint, value: Cents) => {
    // A move's value is money of a line: at most what any amount may be (a 422, never an overflow).
    if (value > MAX_AMOUNT || -value > MAX_AMOUNT) return void errors.push({ field: `${r.field}.${r.unitCost ? 'unit_cost' : 'quantity'}`, ...say('stockValueOverLargest') });
    const bin = binOf(r.itemId, locationId);
    bin.quantity += quantity;
    bin.value += value;
    moves.push({ sourceType: source.type, sourceId: source.id, lineNo: r.lineNo, date: source.date, itemId: r.itemId, locationId, quantity: qtyText(quantity), value: fromCents(value) });
  };

  for (const r of requests) {
    const bin = binOf(r.itemId, r.locationId);
    if (r.writeDown) {
      // Value alone: what is on hand stays, worth less; never below nothing, never of an empty bin.
      if (bin.quantity <= 0n) errors.push({ field: `${r.field}.write_down`, ...say('writeDownNothingOnHand') });
      else if (r.writeDown > bin.value) errors.push({ field: `${r.field}.write_down`, ...say('writeDownOverWorth', { worth: fromCents(bin.value) }) });
      else move(r, r.locationId, 0n, -r.writeDown);
      continue;
    }
    const change = r.counted !== null && r.counted !== undefined ? r.counted - bin.quantity : (r.quantity ?? 0n);
    if (change === 0n) continue;
    const itemCost = costs.get(r.itemId) ?? 0n;
    if (change > 0n) {
      // In: at its own cost, else the bin's average, else the item's cost.
      const value = r.unitCost !== null && r.unitCost !== undefined ? at(change, r.unitCost) : bin.quantity > 0n ? divideHalfUp(change * bin.value, bin.quantity) : at(change, itemCost);
      move(r, r.locationId, change, value);
      continue;
    }
    const out = -change;
    // A sale takes only what is available: on hand less what sales orders hold (a count or a
    // transfer moves what is physically there).
    const held = sale && bin.reserved > 0n ? bin.reserved : 0n;
    if (out > bin.quantity - held && !negativeAllowed) {
      const free = bin.quantity - held > 0n ? bin.quantity - held : 0n;
      const said = held ? say('sellShortHeld', { available: qtyText(free), reserved: qtyText(held), on_hand: qtyText(bin.quantity) }) : say('sellShort', { available: qtyText(free) });
      errors.push({ field: `${r.field}.${r.counted !== null && r.counted !== undefined ? 'counted' : 'quantity'}`, ...said });
      continue;
    }
    // Out at the bin's average: all of it takes its whole value (no cent is left behind); beyond
    // what is on hand (negative stock allowed), the item's cost.
    const value = out === bin.quantity ? bin.value : out < bin.quantity ? divideHalfUp(out * bin.value, bin.quantity) : (bin.quantity > 0n ? bin.value : 0n) + at(out - (bin.quantity > 0n ? bin.quantity : 0n), itemCost);
    move(r, r.locationId, -out, -value);
    if (r.toLocationId) move(r, r.toLocationId, out, value);
  }
  if (errors.length) throw new ValidationError(errors);
  return moves;
}

const live = (ctx: ResourceContext, type: string, id: number): SQL => and(eq(stockMoves.companyId, ctx.company.id), eq(stockMoves.sourceType, type), eq(stockMoves.sourceId, id), not(stockMoves.reversed))!;

/**
 * The stock ledger of a kind of document: its moves are those `requests` asks, costed under
 * their bins' locks; reversing writes counter-moves (history kept, as the journal's).
 */
export function stockLedger<D extends { id: number }, I, L>(spec: {
  sourceType: string | ((doc: D) => string);
  date(doc: D): string;
  requests(ctx: WriteContext, doc: D, lines: L[], input: Partial<I>): Promise<StockRequest[]> | StockRequest[];
}): SubLedger<D, I, L> {
  const typeOf = (doc: D) => (typeof spec.sourceType === 'string' ? spec.sourceType : spec.sourceType(doc));
  return defineSubLedger<typeof stockMoves, D, I, L>({
    table: stockMoves,
    of: (doc) => and(eq(stockMoves.sourceType, typeOf(doc)), eq(stockMoves.sourceId, doc.id))!,
    async rows(ctx, doc, lines, input) {
      return costMoves(ctx, { type: typeOf(doc), id: doc.id, date: spec.date(doc) }, await spec.requests(ctx, doc, lines, input));
    },
    reversal: { counter: 'reversed', amounts: ['quantity', 'value'] },
    balances: [{ table: stockBins, upsert: true, key: (m) => ({ itemId: m.itemId, locationId: m.locationId }), moves: (m) => ({ quantity: m.quantity, value: m.value }) }],
  });
}

/**
 * The journal lines of a document's live moves, per item: what went out is Dr `otherSide`
 * (the item's cost-of-sale account, or an adjustment account) / Cr the item's inventory account,
 * what came in the other way round. Transfers net to nothing and post nothing.
 */
export async function stockPostingLines(ctx: ResourceContext, source: { type: string; id: number }, otherSide: (item: typeof inItems.$inferSelect) => number | null, field: string): Promise<PostingLine[]> {
  const rows = await ctx.tx
    .select({ itemId: stockMoves.itemId, value: sql<string>`sum(${stockMoves.value})` })
    .from(stockMoves)
    .where(live(ctx, source.type, source.id))
    .groupBy(stockMoves.itemId)
    .orderBy(stockMoves.itemId);
  const moved = rows.filter((r) => toCents(r.value) !== 0n);
  if (!moved.length) return [];
  const items = new Map((await ctx.tx.select().from(inItems).where(and(eq(inItems.companyId, ctx.company.id), inArray(inItems.id, moved.map((r) => r.itemId))))).map((i) => [i.id, i]));
  const lines: PostingLine[] = [];
  for (const r of moved) {
    const item = items.get(r.itemId)!;
    const other = otherSide(item);
    if (!item.assetAccountId || !other) throw ValidationError.field(field, say('stockNoAccounts', { item: item.displayName }));
    const cents = toCents(r.value);
    const amount = fromCents(cents < 0n ? -cents : cents);
    const description = item.displayName;
    if (cents > 0n) lines.push({ accountId: item.assetAccountId, debit: amount, description }, { accountId: other, credit: amount, description });
    else lines.push({ accountId: other, debit: amount, description }, { accountId: item.assetAccountId, credit: amount, description });
  }
  return lines;
}

/**
 * Each item's unit cost (4 places, scaled by QTY) on its latest live sale on or before `date`:
 * the value its move out took over its quantity. Items never sold are absent.
 */
export async function lastSaleCosts(ctx: ResourceContext, itemIds: number[], date: string): Promise<Map<number, bigint>> {
  if (!itemIds.length) return new Map();
  const rows = await ctx.tx
    .selectDistinctOn([stockMoves.itemId], { itemId: stockMoves.itemId, quantity: stockMoves.quantity, value: stockMoves.value })
    .from(stockMoves)
    .where(and(eq(stockMoves.companyId, ctx.company.id), inArray(stockMoves.itemId, [...new Set(itemIds)]), inArray(stockMoves.sourceType, SALES_SOURCES), not(stockMoves.reversed), sql`${stockMoves.quantity} < 0`, sql`${stockMoves.date} <= ${date}`))
    .orderBy(stockMoves.itemId, desc(stockMoves.date), desc(stockMoves.id));
  return new Map(rows.map((r) => [r.itemId, divideHalfUp(-toCents(r.value) * QTY * QTY, -qtyOf(r.quantity) * 100n)]));
}

/** What a document that cannot be taken back says (its own noun in each language). */
type TakeBackCode = 'receivingTakeBackShort' | 'adjustmentTakeBackShort';

/**
 * Refuses (422 on `id`) where taking back what a document brought into stock would leave a bin
 * below zero while the company forbids negative stock: the goods it received were sold or moved
 * on since. `after`: the document's change is written (its bins locked by it), and a bin it
 * touched is below zero now; else (before a void) its bins are locked first, in the one order
 * (item, location), so that no sale takes the stock between the check and the void's reversal,
 * and a bin holding less than the document's live moves brought in refuses.
 */
export async function refuseNegativeBins(ctx: ResourceContext, source: { type: string; id: number }, shortCode: TakeBackCode, after: boolean): Promise<void> {
  if (settingsOf(ctx.company).allow_negative_stock === 1) return;
  const own = and(eq(stockMoves.companyId, ctx.company.id), eq(stockMoves.sourceType, source.type), eq(stockMoves.sourceId, source.id));
  if (!after) {
    await ctx.tx
      .select({ id: stockBins.id })
      .from(stockBins)
      .where(and(eq(stockBins.companyId, ctx.company.id), sql`(${stockBins.itemId}, ${stockBins.locationId}) in (select ${stockMoves.itemId}, ${stockMoves.locationId} from ${stockMoves} where ${own})`))
      .orderBy(stockBins.itemId, stockBins.locationId)
      .for('update');
  }
  const rows = await ctx.tx
    .select({ item: inItems.displayName, quantity: stockBins.quantity, moved: sql<string>`sum(${stockMoves.quantity})` })
    .from(stockMoves)
    .innerJoin(stockBins, and(eq(stockBins.companyId, stockMoves.companyId), eq(stockBins.itemId, stockMoves.itemId), eq(stockBins.locationId, stockMoves.locationId)))
    .innerJoin(inItems, eq(inItems.id, stockMoves.itemId))
    .where(after ? own : and(own, not(stockMoves.reversed)))
    .groupBy(inItems.displayName, stockBins.id, stockBins.quantity);
  const short = rows.find((r) => (after ? qtyOf(r.quantity) < 0n : qtyOf(r.quantity) < qtyOf(r.moved)));
  if (short) throw ValidationError.field('id', say(shortCode, { quantity: qtyText(qtyOf(short.quantity)), item: short.item }));
}

/**
 * What a document that brings stock in (a receiving, an adjustment, a transfer) checks before it
 * is voided and once a posted one is changed: that what it brought in is still there to take back.
 */
export function takingBackGuard(sourceType: string, shortCode: TakeBackCode) {
  return {
    onVoid: (ctx: WriteContext, doc: { id: number }) => refuseNegativeBins(ctx, { type: sourceType, id: doc.id }, shortCode, false),
    async afterWrite(ctx: ResourceContext, row: { id: number; state: string }, op: 'create' | 'update' | 'delete') {
      if (op === 'update' && row.state === 'posted') await refuseNegativeBins(ctx, { type: sourceType, id: row.id }, shortCode, true);
    },
  };
}
