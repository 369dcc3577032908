import { and, eq, inArray } from 'drizzle-orm';
import { arTaxes, arTaxGroupMembers } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import type { TaxComponent, TaxRates } from './lines';

/** A tax component as posted: its rate and the liability account it is owed on. */
export type TaxAccount = { taxId: number; name: string; liabilityAccountId: number | null };

/**
 * The components of the company's taxes `ids` (a single tax is its own one component, a group
 * the taxes it charges together), and each component's liability account: what the line math
 * charges and what the posting credits. A tax of another company is simply not known.
 */
export async function taxesOf(ctx: ResourceContext, ids: number[]): Promise<{ rates: TaxRates; accounts: Map<number, TaxAccount> }> {
  const wanted = [...new Set(ids)];
  const mine = (more: ReturnType<typeof eq>) => and(eq(arTaxes.companyId, ctx.company.id), more);
  const taxes = wanted.length ? await ctx.tx.select().from(arTaxes).where(mine(inArray(arTaxes.id, wanted))) : [];
  const groupIds = taxes.filter((t) => t.isGroup).map((t) => t.id);
  const members = groupIds.length
    ? await ctx.tx
        .select({ groupId: arTaxGroupMembers.groupId, tax: arTaxes })
        .from(arTaxGroupMembers)
        .innerJoin(arTaxes, eq(arTaxes.id, arTaxGroupMembers.taxId))
        .where(and(eq(arTaxGroupMembers.companyId, ctx.company.id), inArray(arTaxGroupMembers.groupId, groupIds)))
        .orderBy(arTaxes.id)
    : [];
  const components = new Map<number, TaxComponent[]>();
  const accounts = new Map<number, TaxAccount>();
  const keep = (t: typeof arTaxes.$inferSelect) => accounts.set(t.id, { taxId: t.id, name: t.displayName, liabilityAccountId: t.liabilityAccountId });
  for (const tax of taxes) {
    if (!tax.isGroup) {
      components.set(tax.id, [{ taxId: tax.id, rate: tax.rate }]);
      keep(tax);
      continue;
    }
    const own = members.filter((m) => m.groupId === tax.id).map((m) => m.tax);
    own.forEach(keep);
    components.set(tax.id, own.map((t) => ({ taxId: t.id, rate: t.rate })));
  }
  return { rates: (id) => components.get(id), accounts };
}
