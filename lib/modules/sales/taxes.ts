import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { arTaxes, arTaxGroupMembers } from '@/db/schema';
import { defineResource, type NestedWrite, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { decimal, flag, ref, refs, text } from '@/lib/engine/fields';
import { belongsTo, computedValue } from '@/lib/engine/relations';
import { codesOf } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { namedSalesList } from '@/lib/modules/sales/named-lists';

const NO_GROUP_IN_GROUP = say('taxNoGroupInGroup');

/** Sets each group among `groupIds` to the sum of its members' rates (a member's rate changed). */
async function sumGroupRates(ctx: ResourceContext, groupIds: number[]) {
  if (!groupIds.length) return;
  const memberRates = sql`(select coalesce(sum(t.rate), 0) from ${arTaxGroupMembers} m join ${arTaxes} t on t.id = m.tax_id where m.group_id = ${arTaxes.id})`;
  await ctx.tx
    .update(arTaxes)
    .set({ rate: memberRates, updatedAt: sql`now()` })
    .where(and(eq(arTaxes.companyId, ctx.company.id), eq(arTaxes.isGroup, true), inArray(arTaxes.id, groupIds)));
}

/** The sum of the rates of `taxIds` (a group's new members), exactly, in SQL. */
async function rateOf(ctx: ResourceContext, taxIds: number[]): Promise<string> {
  if (!taxIds.length) return '0';
  const [{ sum }] = await ctx.tx
    .select({ sum: sql<string>`coalesce(sum(${arTaxes.rate}), 0)::numeric(7, 4)::text` })
    .from(arTaxes)
    .where(and(eq(arTaxes.companyId, ctx.company.id), inArray(arTaxes.id, [...new Set(taxIds)])));
  return sum;
}

/** The groups that hold any of `taxIds`. */
async function groupsHolding(ctx: ResourceContext, taxIds: number[]): Promise<number[]> {
  const rows = await ctx.tx
    .select({ groupId: arTaxGroupMembers.groupId })
    .from(arTaxGroupMembers)
    .where(and(eq(arTaxGroupMembers.companyId, ctx.company.id), inArray(arTaxGroupMembers.taxId, taxIds)));
  return [...new Set(rows.map((r) => r.groupId))];
}

/**
 * A group's member taxes, written with it: the engine has checked they are this company's taxes
 * and no groups (`where`); a group may not hold itself, and only a group holds members.
 */
const members: NestedWrite = {
  async replace(ctx, groupId, items) {
    const ids = [...new Set(items as number[])];
    if (ids.includes(groupId)) throw ValidationError.field('members', say('taxGroupHoldsItself'));
    const [group] = await ctx.tx.select({ isGroup: arTaxes.isGroup }).from(arTaxes).where(eq(arTaxes.id, groupId));
    if (ids.length && !group?.isGroup) throw ValidationError.field('members', say('taxOnlyGroupMembers'));
    await ctx.tx.delete(arTaxGroupMembers).where(and(eq(arTaxGroupMembers.companyId, ctx.company.id), eq(arTaxGroupMembers.groupId, groupId)));
    if (ids.length) await ctx.tx.insert(arTaxGroupMembers).values(ids.map((taxId) => ({ companyId: ctx.company.id, groupId, taxId })));
  },
};

/** The member tax ids of each group, for a page of taxes in one query. */
const memberIds = computedValue(arTaxes, async (ctx, taxes) => {
  const groups = taxes.filter((t) => t.isGroup).map((t) => t.id);
  const rows = groups.length
    ? await ctx.tx
        .select({ groupId: arTaxGroupMembers.groupId, taxId: arTaxGroupMembers.taxId })
        .from(arTaxGroupMembers)
        .where(and(eq(arTaxGroupMembers.companyId, ctx.company.id), inArray(arTaxGroupMembers.groupId, groups)))
        .orderBy(arTaxGroupMembers.taxId)
    : [];
  return new Map(taxes.map((t) => [t.id, rows.filter((r) => r.groupId === t.id).map((r) => r.taxId)]));
});

/**
 * Sales taxes (ar-taxes): a rate (percent, 4 places) owed on a liability account, or a group of
 * taxes (a state and a county tax charged together) whose rate is the sum of its members',
 * kept on the group whenever a member's rate or the group's members change.
 */
export const taxesResource = defineResource({
  name: 'ar-taxes',
  table: arTaxes,
  input: z.object({
    display_name: text('Name', { required: true, max: 64 }),
    description: text('Description'),
    rate: decimal('Rate (%)', { min: 0, max: 100 }),
    liability_account_id: ref('Liability account', { where: { type: codesOf('liability') }, mustBe: 'mustBeLiability' }),
    is_group: flag('Group of taxes'),
    members: refs('Taxes of the group', { where: { is_group: [false] }, mustBe: 'mustBeSingleTax' }),
  }),
  columns: ['display_name', 'rate', 'liability_account_id', 'is_group', 'status'],
  search: ['display_name', 'description'],
  sort: ['display_name', 'rate', 'created_at'],
  filter: ['status', 'is_group', 'liability_account_id'],
  refs: { liability_account_id: 'accounts', members: 'ar-taxes' },
  expand: { members: memberIds, liabilityAccount: belongsTo(accountsResource, 'liabilityAccountId') },
  nested: { members },
  ...namedSalesList(),
  terminology: 'tax',
  async prepare(ctx, input, existing) {
    const isGroup = input.is_group !== undefined && input.is_group !== null ? input.is_group === 1 : (existing?.isGroup ?? false);
    if (isGroup && existing && !existing.isGroup && (await groupsHolding(ctx, [existing.id])).length) throw ValidationError.field('is_group', NO_GROUP_IN_GROUP);
    if (!isGroup && existing?.isGroup && input.members === undefined) throw ValidationError.field('members', say('taxGroupEmptyFirst'));
    if (!isGroup && (input.liability_account_id ?? existing?.liabilityAccountId ?? null) === null) throw ValidationError.field('liability_account_id', say('taxNeedsLiability'));
    if (!isGroup) return { isGroup };
    // A group's rate is its members' sum, never typed; its taxes are owed on their own accounts.
    const rate = input.members ? await rateOf(ctx, input.members) : (existing?.rate ?? '0');
    return { isGroup, rate, liabilityAccountId: null };
  },
  async afterWrite(ctx, row, op) {
    if (op !== 'delete' && !row.isGroup) await sumGroupRates(ctx, await groupsHolding(ctx, [row.id]));
  },
  async deletable(ctx, row) {
    const groups = await groupsHolding(ctx, [row.id]);
    return groups.length ? say('taxInGroup') : null;
  },
});
