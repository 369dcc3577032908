import { and, eq, gt, ne } from 'drizzle-orm';
import { z } from 'zod';
import { depreciationRunLines, depreciationRuns, journals } from '@/db/schema';
import type { ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { date } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { applyRun, depreciationDue, depreciationPosting, monthEnd, undoRun, type RunLine } from './depreciation';
import { defineDocument, documentTotal } from './documents';
import { entryText } from './entry-text';

async function storedLines(ctx: ResourceContext, runId: number): Promise<RunLine[]> {
  const rows = await ctx.tx.select().from(depreciationRunLines).where(eq(depreciationRunLines.runId, runId)).orderBy(depreciationRunLines.id);
  return rows.map((l) => ({ asset_id: l.assetId, amount: l.amount, expense_account_id: l.expenseAccountId, accumulated_account_id: l.accumulatedAccountId, accumulated_before: l.accumulatedBefore, depreciated_through_before: l.depreciatedThroughBefore }));
}

/**
 * Depreciation runs: every active asset depreciated through a month's end in one journal. A run
 * is a document: posting moves the assets' accumulated depreciation; void reverses its journal
 * and puts the assets back, and only the latest run may be voided (later ones stand on it).
 * A run is never changed: void it and run again.
 */
export const depreciationRunsResource = defineDocument({
  name: 'depreciation-runs',
  table: depreciationRuns,
  input: z.object({ through: date('Through', { required: true }) }),
  columns: ['through', 'amount', 'state', 'created_at'],
  titleField: 'through',
  search: [],
  sort: ['through', 'amount', 'created_at'],
  filter: ['state'],
  expand: { lines: hasMany({ table: depreciationRunLines, hidden: ['run_id'] }, 'runId'), journal: belongsTo({ table: journals }, 'journalId') },
  terminology: 'depreciation_run',
  permission: 'fixed_asset',
  features: {},
  document: {
    noun: 'depreciation run',
    sourceType: 'depreciation',
    lines: { table: depreciationRunLines, ownerKey: 'runId' },
    voidConfirm: 'Void this depreciation run? Its journal is reversed and the assets go back to where they stood before it.',
    completeLines: (ctx, input): Promise<RunLine[]> => depreciationDue(ctx, input.through),
    async header(_ctx, input, lines, existing) {
      if (existing) throw ValidationError.field('id', say('depreciationRunFixed'));
      const through = monthEnd(input.through);
      if (!lines.length) throw ValidationError.field('through', say('nothingToDepreciate', { date: through }));
      return { through, amount: documentTotal('depreciation run', lines.map((l) => l.amount)) };
    },
    posting: (run, lines, ctx) => ({ date: run.through, memo: entryText(ctx, 'depreciationThrough', { date: run.through }), lines: depreciationPosting(lines, entryText(ctx, 'depreciation')) }),
    post: { verb: 'post', run: async (ctx, run) => applyRun(ctx, run, await storedLines(ctx, run.id)) },
    async onVoid(ctx, run) {
      const [later] = await ctx.tx
        .select({ id: depreciationRuns.id })
        .from(depreciationRuns)
        .where(and(eq(depreciationRuns.companyId, ctx.company.id), eq(depreciationRuns.state, 'posted'), ne(depreciationRuns.id, run.id), gt(depreciationRuns.id, run.id)))
        .limit(1);
      if (later) throw ValidationError.field('id', say('depreciationLater', { id: String(later.id) }));
      await undoRun(ctx, await storedLines(ctx, run.id));
    },
  },
});
