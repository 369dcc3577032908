import { and, eq, lte } from 'drizzle-orm';
import { fixedAssets } from '@/db/schema';
import { fromCents, toCents, type Cents } from '@/lib/money';
import type { ResourceContext } from '@/lib/engine/define';
import { postJournal, type Journal, type PostingLine } from '@/lib/modules/books/post';

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
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0));
  return d.toISOString().slice(0, 10);
}

/**
 * The depreciation run: every active asset depreciated through the month of `through`, in
 * one journal dated that month's last day (expense debited, accumulated depreciation
 * credited, a pair per asset). Assets already done through then are left alone, so running
 * twice posts nothing the second time.
 */
export async function runDepreciation(ctx: ResourceContext, through: string): Promise<{ journal: Journal | null; amount: string; assets: number }> {
  const end = monthEnd(through);
  const assets = await ctx.tx
    .select()
    .from(fixedAssets)
    .where(and(eq(fixedAssets.companyId, ctx.company.id), eq(fixedAssets.status, 1), lte(fixedAssets.acquisitionDate, end)))
    .orderBy(fixedAssets.id)
    .for('update');
  const lines: PostingLine[] = [];
  const updates: { id: number; amount: Cents; accumulated: Cents }[] = [];
  for (const asset of assets) {
    const depreciable = toCents(asset.cost) - toCents(asset.salvageValue);
    const done = asset.depreciatedThrough ? monthsThrough(asset.acquisitionDate, asset.depreciatedThrough) : 0;
    const target = monthsThrough(asset.acquisitionDate, end);
    if (target <= done) continue;
    const amount = accumulatedAfter(depreciable, asset.lifeMonths, target) - accumulatedAfter(depreciable, asset.lifeMonths, done);
    updates.push({ id: asset.id, amount, accumulated: toCents(asset.accumulatedDepreciation) + amount });
    if (amount === 0n) continue;
    const description = `Depreciation of ${asset.displayName}`;
    lines.push({ accountId: asset.expenseAccountId, debit: fromCents(amount), description, entityType: 'fixed-assets', entityId: asset.id });
    lines.push({ accountId: asset.accumulatedAccountId, credit: fromCents(amount), description, entityType: 'fixed-assets', entityId: asset.id });
  }
  const journal = lines.length ? await postJournal(ctx, { date: end, memo: `Depreciation through ${end}`, sourceType: 'depreciation', lines }) : null;
  for (const u of updates) {
    await ctx.tx.update(fixedAssets).set({ accumulatedDepreciation: fromCents(u.accumulated), depreciatedThrough: end, updatedAt: new Date() }).where(eq(fixedAssets.id, u.id));
  }
  const total = updates.reduce((sum, u) => sum + u.amount, 0n);
  return { journal, amount: fromCents(total), assets: updates.filter((u) => u.amount > 0n).length };
}
