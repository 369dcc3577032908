import { and, eq, lte } from 'drizzle-orm';
import { fixedAssets } from '@/db/schema';
import { fromCents, toCents, type Cents } from '@/lib/money';
import type { ResourceContext } from '@/lib/engine/define';
import type { PostingLine } from '@/lib/modules/books/post';

/**
 * Straight-line depreciation by month, full-month convention: the month an asset is acquired
 * is its first month. What has accumulated after k months is (cost - salvage) x k / life,
 * rounded half up to the cent, so the months add up to the depreciable amount exactly.
 */
export function accumulatedAfter(depreciable: Cents, lifeMonths: number, months: number): Cents {
  const k = BigInt(Math.max(0, Math.min(months, lifeMonths)));
  const life = BigInt(lifeMonths);
  return (2n * depreciable * k + life) / (2n * life);
}

/** Months from the month of `from` through the month of `to`, both counted (0 if `to` is earlier). */
export function monthsThrough(from: string, to: string): number {
  const months = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7));
  return Math.max(0, months(to) - months(from) + 1);
}

/** The last day of the month of a YYYY-MM-DD date. */
export function monthEnd(date: string): string {
  // setUTCFullYear, not Date.UTC: that one reads the years 0 to 99 as 1900 to 1999.
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0);
  return d.toISOString().slice(0, 10);
}

export type RunLine = { asset_id: number; amount: string; expense_account_id: number; accumulated_account_id: number; accumulated_before: string; depreciated_through_before: string | null };

/**
 * What a run through the month of `through` depreciates: every active asset not yet done
 * through then, its amount for the months since it was last depreciated (none of 0.00).
 * The assets are locked, so two runs at once cannot both depreciate a month.
 */
export async function depreciationDue(ctx: ResourceContext, through: string): Promise<RunLine[]> {
  const end = monthEnd(through);
  const assets = await ctx.tx
    .select()
    .from(fixedAssets)
    .where(and(eq(fixedAssets.companyId, ctx.company.id), eq(fixedAssets.status, 1), lte(fixedAssets.acquisitionDate, end)))
    .orderBy(fixedAssets.id)
    .for('update');
  const lines: RunLine[] = [];
  for (const asset of assets) {
    const depreciable = toCents(asset.cost) - toCents(asset.salvageValue);
    const done = asset.depreciatedThrough ? monthsThrough(asset.acquisitionDate, asset.depreciatedThrough) : 0;
    const target = monthsThrough(asset.acquisitionDate, end);
    if (target <= done) continue;
    const amount = accumulatedAfter(depreciable, asset.lifeMonths, target) - accumulatedAfter(depreciable, asset.lifeMonths, done);
    if (amount === 0n) continue;
    lines.push({ asset_id: asset.id, amount: fromCents(amount), expense_account_id: asset.expenseAccountId, accumulated_account_id: asset.accumulatedAccountId, accumulated_before: asset.accumulatedDepreciation, depreciated_through_before: asset.depreciatedThrough });
  }
  return lines;
}

/** The run's journal: expense debited, accumulated depreciation credited, a pair per asset, each line described as given. */
export function depreciationPosting(lines: RunLine[], description: string): Omit<PostingLine, never>[] {
  return lines.flatMap((l) => [
    { accountId: l.expense_account_id, debit: l.amount, description, entityType: 'fixed-assets', entityId: l.asset_id },
    { accountId: l.accumulated_account_id, credit: l.amount, description, entityType: 'fixed-assets', entityId: l.asset_id },
  ]);
}

/** Posting a run moves each asset's accumulated depreciation and the month it is done through. */
export async function applyRun(ctx: ResourceContext, run: { through: string }, lines: RunLine[]) {
  for (const l of lines) {
    const accumulated = fromCents(toCents(l.accumulated_before) + toCents(l.amount));
    await ctx.tx.update(fixedAssets).set({ accumulatedDepreciation: accumulated, depreciatedThrough: run.through, updatedAt: new Date() }).where(eq(fixedAssets.id, l.asset_id));
  }
}

/** Voiding a run puts each asset back where it stood before it. */
export async function undoRun(ctx: ResourceContext, lines: RunLine[]) {
  for (const l of lines) {
    await ctx.tx.update(fixedAssets).set({ accumulatedDepreciation: l.accumulated_before, depreciatedThrough: l.depreciated_through_before, updatedAt: new Date() }).where(eq(fixedAssets.id, l.asset_id));
  }
}
