import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { depreciationRunLines, fixedAssets } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { codesOf, FIXED_ASSET, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { createRecord } from '@/lib/engine/write';
import { depreciationDue } from '@/lib/modules/books/depreciation';
import { depreciationRunsResource } from '@/lib/modules/books/depreciation-runs';
import { postJournal } from '@/lib/modules/books/post';
import { fromCents, toCents } from '@/lib/money';
import { ACTIVE_INACTIVE, collectionAction, defineResource, type ResourceContext } from '@/lib/engine/define';
import { date, integer, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { entryText } from './entry-text';

type AssetAccounts = { asset_account_id?: number | null; accumulated_account_id?: number | null; expense_account_id?: number | null; cost?: string | null; salvage_value?: string | null };

/** The accounts are of their kinds and the salvage is below the cost (the input over the stored asset). */
async function checkAccounts(ctx: ResourceContext, input: AssetAccounts) {
  await requireAccountOfType(ctx, 'asset_account_id', input.asset_account_id, [FIXED_ASSET]);
  await requireAccountOfType(ctx, 'accumulated_account_id', input.accumulated_account_id, [FIXED_ASSET]);
  await requireAccountOfType(ctx, 'expense_account_id', input.expense_account_id, codesOf('expense', 'other_expense'));
  if (toCents(input.salvage_value) >= toCents(input.cost)) {
    throw ValidationError.field('salvage_value', say('salvageBelowCost'));
  }
}

/** Fixed assets [38]: cost, life and accounts; bought (optionally posted) and depreciated by runs. */
export const fixedAssetsResource = defineResource({
  name: 'assets',
  domainId: 38,
  table: fixedAssets,
  input: z.object({
    display_name: text('Display name', { required: true }),
    number: text('Number', { max: 32 }),
    cost: money('Cost', { required: true, min: 0.01 }),
    salvage_value: money('Salvage value', { min: 0 }),
    acquisition_date: date('Acquisition date', { required: true }),
    life_months: integer('Life (months)', { required: true, min: 1, max: 1200 }),
    asset_account_id: ref('Asset account', { required: true }),
    accumulated_account_id: ref('Accumulated depreciation account', { required: true }),
    expense_account_id: ref('Depreciation expense account', { required: true }),
    /** Posts the purchase from this account (bank, card, payable) when given. */
    paid_from_account_id: ref('Paid from', { where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables' }),
  }),
  columns: ['display_name', 'number', 'acquisition_date', 'cost', 'accumulated_depreciation', 'depreciated_through'],
  search: ['display_name', 'number'],
  sort: ['display_name', 'number', 'acquisition_date', 'cost', 'created_at'],
  filter: ['status', 'asset_account_id'],
  refs: { asset_account_id: 'accounts', accumulated_account_id: 'accounts', expense_account_id: 'accounts', paid_from_account_id: 'accounts' },
  computed: (row) => ({ book_value: fromCents(toCents(row.cost) - toCents(row.accumulatedDepreciation)) }),
  expand: { assetAccount: belongsTo(accountsResource, 'assetAccountId'), accumulatedAccount: belongsTo(accountsResource, 'accumulatedAccountId'), expenseAccount: belongsTo(accountsResource, 'expenseAccountId') },
  terminology: 'fix_asset',
  // Bought with `paid_from_account_id`: its purchase is posted, with the asset as its source.
  posts: { source: 'fixed_asset' },
  titleField: 'display_name',
  kinds: { book_value: 'money' },
  permission: 'fixed_asset',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
  async prepare(ctx, input, existing) {
    if (existing?.depreciatedThrough && (['cost', 'salvage_value', 'acquisition_date', 'life_months'] as const).some((f) => input[f] !== undefined)) {
      throw ValidationError.field('cost', say('depreciationPosted'));
    }
    await checkAccounts(ctx, { ...(existing && { asset_account_id: existing.assetAccountId, accumulated_account_id: existing.accumulatedAccountId, expense_account_id: existing.expenseAccountId, cost: existing.cost, salvage_value: existing.salvageValue }), ...input });
    return {};
  },
  async afterWrite(ctx, row, op, input) {
    if (op !== 'create' || !input?.paid_from_account_id) return;
    await postJournal(ctx, {
      date: row.acquisitionDate,
      memo: entryText(ctx, 'purchaseOf', { asset: row.displayName }),
      sourceType: 'fixed_asset',
      sourceId: row.id,
      lines: [
        { accountId: row.assetAccountId, debit: row.cost, entityType: 'fixed-assets', entityId: row.id },
        { accountId: input.paid_from_account_id, credit: row.cost },
      ],
    });
  },
  async deletable(ctx, row) {
    return row.depreciatedThrough ? 'Depreciation has been posted for this asset: inactivate it instead.' : null;
  },
  collectionActions: {
    // POST /api/v1/assets/depreciate {through: YYYY-MM-DD} – the depreciation run
    depreciate: collectionAction({
      input: z.object({ through: date('Through', { required: true }) }),
      confirm: 'Post depreciation of every active asset through the month of this date?',
      async run(ctx, input) {
        // A run is a document of its own (depreciation-runs); nothing due posts nothing.
        if (!(await depreciationDue(ctx, input.through)).length) return { data: { journal_id: null, amount: '0.00', assets: 0, run_id: null } };
        const run = await createRecord(depreciationRunsResource, ctx, { through: input.through });
        const lines = await ctx.tx.$count(depreciationRunLines, eq(depreciationRunLines.runId, run.id));
        return { data: { journal_id: run.journalId, amount: run.amount, assets: lines, run_id: run.id } };
      },
    }),
  },
});
