import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { together } from '@/db/client';
import { rates, salesItems } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { FieldErrors } from '@/lib/engine/errors';
import { perRequest } from '@/lib/engine/per-request';
import { say } from '@/lib/engine/messages';
import type { SalesLineInput } from './lines';

/** A line as the body gives it and as it is kept. */
export type SalesLine = SalesLineInput & { item_id?: number | null; description?: string | null; line_no?: number; time_entry_id?: number | null; expense_id?: number | null };

/** The line types an item of each kind fills. */
const ITEM_KIND_OF_LINE: Record<string, string[]> = { good: ['good'], service: ['service'], other_charge: ['other_charge'], discount: ['discount'], time_expense: ['service', 'other_charge'] };

/** The rate rows of these items for a customer: their own rate, else the item's default rate row. */
async function ratesFor(ctx: ResourceContext, customerId: number | null | undefined, itemIds: number[]) {
  const priced = await ctx.tx
    .select()
    .from(rates)
    .where(and(eq(rates.companyId, ctx.company.id), inArray(rates.itemId, itemIds), customerId ? or(isNull(rates.customerId), eq(rates.customerId, customerId)) : isNull(rates.customerId)));
  return (itemId: number) => (priced.find((r) => r.itemId === itemId && r.customerId !== null) ?? priced.find((r) => r.itemId === itemId && r.customerId === null))?.rate;
}

/** What a line picking this item for this customer is priced at: as a blank rate is filled below. */
export async function itemPrice(ctx: ResourceContext, item: typeof salesItems.$inferSelect, customerId: number | null): Promise<string | null> {
  if (item.kind === 'discount') return item.rate;
  return (await ratesFor(ctx, customerId, [item.id]))(item.id) ?? item.rate;
}

const itemIdsOf = (lines: Pick<SalesLine, 'item_id'>[]) => [...new Set(lines.map((l) => l.item_id).filter((v): v is number => typeof v === 'number'))];

/** The items named and their rates for the customer, read at once (one round trip) and kept for the request. */
const itemsAndRates = perRequest(
  (ctx, { customerId, ids }: { customerId: number | null | undefined; ids: number[] }) =>
    together([ctx.tx.select().from(salesItems).where(and(eq(salesItems.companyId, ctx.company.id), inArray(salesItems.id, ids))).execute(), ratesFor(ctx, customerId, ids)]),
  ({ customerId, ids }) => `${customerId ?? ''}:${ids.join(',')}`,
);

/** Asks now what `withItemDefaults` will read for these lines (a document's `prefetch`). */
export function prefetchItemDefaults(ctx: ResourceContext, customerId: number | null | undefined, lines: Pick<SalesLine, 'item_id'>[] | undefined): void {
  const ids = itemIdsOf(lines ?? []);
  if (ids.length) void itemsAndRates(ctx, { customerId, ids });
}

/**
 * Fills each line's blanks from its item: description, taxable flag, income account, and the
 * price: the customer's own rate for the item, else the item's default rate row, else the item's
 * own rate (a discount item gives its percent or its amount). What the person typed stays.
 */
export async function withItemDefaults(ctx: ResourceContext, customerId: number | null | undefined, lines: SalesLine[]): Promise<SalesLine[]> {
  const ids = itemIdsOf(lines);
  if (!ids.length) return lines;
  const [found, rateOf] = await itemsAndRates(ctx, { customerId, ids });
  const items = new Map(found.map((i) => [i.id, i]));
  const errors = new FieldErrors();
  const filled = lines.map((line, i) => {
    if (!line.item_id) return line;
    const item = items.get(line.item_id);
    const type = line.type ?? item?.kind ?? 'service';
    if (!item) errors.of('lines', i)('item_id', say('notValid', { field: 'Item' }));
    else if (!ITEM_KIND_OF_LINE[type]?.includes(item.kind)) errors.of('lines', i)('item_id', say('lineItemKind', { type: type.replace('_', ' '), kind: item.kind.replace('_', ' ') }));
    if (!item) return line;
    const blank = (v: unknown) => v === null || v === undefined || v === '';
    const price = item.kind === 'discount' ? {} : { rate: blank(line.rate) && blank(line.amount) ? (rateOf(item.id) ?? item.rate) : line.rate };
    const discount = item.kind === 'discount' && blank(line.percent) && blank(line.amount) ? (item.percent !== null ? { percent: item.percent } : { amount: item.rate }) : {};
    return {
      ...line,
      type,
      description: line.description ?? item.description ?? item.displayName,
      is_taxable: line.is_taxable ?? (item.isTaxable ? 1 : 0),
      account_id: line.account_id ?? item.incomeAccountId,
      ...price,
      ...discount,
    };
  });
  errors.throwIfAny();
  return filled;
}
