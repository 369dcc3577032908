import { z } from 'zod';
import { reconciliations } from '@/db/schema';
import { finishReconciliation, reconciliationSummary, startReconciliation, updateReconciliation } from '@/lib/modules/banking/reconciliation';
import { defineResource } from '@/lib/engine/define';
import { date, money, ref } from '@/lib/engine/fields';
import { accountsResource } from '@/lib/modules/books/accounts';
import { belongsTo } from '@/lib/engine/relations';
import { serializeRow } from '@/lib/engine/serialize';

/**
 * Reconcile an Account and All Reconciliations: a statement (date, ending balance) matched by
 * ticking cleared lines; finished only at a difference of 0.00.
 */
export const reconciliationsResource = defineResource({
  name: 'reconciliations',
  table: reconciliations,
  input: z.object({
    account_id: ref('Account', { required: true }),
    statement_date: date('Statement date', { required: true }),
    ending_balance: money('Ending balance', { required: true }),
    cleared_line_ids: z.array(z.number().int(), { error: 'Cleared lines must be a list of line ids.' }).max(10_000).optional(),
  }),
  columns: ['account_id', 'statement_date', 'beginning_balance', 'ending_balance', 'finished_at'],
  search: [],
  sort: ['statement_date', 'created_at'],
  filter: ['account_id'],
  refs: { account_id: 'accounts' },
  computed: (row) => ({ is_finished: row.finishedAt ? 1 : 0 }),
  expand: { account: belongsTo(accountsResource, 'accountId') },
  terminology: 'reconciliation',
  permission: 'reconcilation',
  features: {},
  async create(ctx, input) {
    const started = await startReconciliation(ctx, input);
    return input.cleared_line_ids ? updateReconciliation(ctx, started, input) : started;
  },
  update: updateReconciliation,
  deletable: async (_ctx, row) => (row.finishedAt ? 'A finished reconciliation cannot be deleted.' : null),
  views: {
    // GET /api/v1/reconciliations/{id}/summary – lines to tick, cleared balance and difference
    summary: async (ctx, row) => Response.json(await reconciliationSummary(ctx, row)),
  },
  actions: {
    // POST /api/v1/reconciliations/{id}/finish – only at a difference of 0.00
    finish: async (ctx, row) => Response.json(serializeRow(reconciliationsResource, await finishReconciliation(ctx, row), ctx)),
  },
});
