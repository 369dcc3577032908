import { z } from 'zod';
import { journalLines, reconciliations } from '@/db/schema';
import { date, idItem, money, ref } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { defineDocument } from '@/lib/modules/books/documents';
import { adjustmentAction } from './reconciliation-adjustments';
import { finishReconciliation, RECONCILABLE, reconciliationSummary, statementHeader, undoReconciliation } from './reconciliation';

/**
 * Reconcile an Account and All Reconciliations: a statement (date, ending balance) matched by
 * ticking cleared lines. A document that posts nothing: a draft while in progress, posted when
 * finished (only at a difference of 0.00), void when undone (its lines open again).
 */
export const reconciliationsResource = defineDocument({
  name: 'reconciliations',
  table: reconciliations,
  input: z.object({
    account_id: ref('Account', { required: true, where: { type: RECONCILABLE }, mustBe: 'mustBeBankOrCard' }),
    statement_date: date('Statement date', { required: true }),
    ending_balance: money('Ending balance', { required: true }),
    cleared_line_ids: z.array(idItem('Cleared lines must be a list of line ids.'), { error: 'Cleared lines must be a list of line ids.' }).max(10_000).optional(),
  }),
  columns: ['account_id', 'statement_date', 'beginning_balance', 'ending_balance', 'state', 'finished_at'],
  search: [],
  sort: ['statement_date', 'created_at'],
  filter: ['account_id', 'state'],
  refs: { account_id: 'accounts' },
  expand: { account: belongsTo(accountsResource, 'accountId') },
  // Its summary lists the account's open journal lines; finishing marks them cleared, undoing opens them again.
  reads: [journalLines],
  writes: [journalLines],
  terminology: 'reconciliation',
  titleField: 'statement_date',
  kinds: { is_finished: 'flag' },
  permission: 'reconcilation',
  features: {},
  document: {
    noun: 'reconciliation',
    sourceType: 'reconciliation',
    startsAsDraft: true,
    post: { verb: 'finish', confirm: 'Finish this reconciliation? Its cleared items are marked reconciled.', run: finishReconciliation },
    onVoid: undoReconciliation,
    voidConfirm: 'Undo this reconciliation? Its items become uncleared again.',
    header: (ctx, input, _lines, existing) => statementHeader(ctx, input, existing),
  },
  views: {
    // GET /api/v1/reconciliations/{id}/summary – lines to tick, cleared balance and difference
    summary: (ctx, row) => reconciliationSummary(ctx, row),
  },
  actions: {
    // POST /api/v1/reconciliations/{id}/charge and /interest – the statement's service charge or interest earned, posted and cleared
    charge: adjustmentAction('charge'),
    interest: adjustmentAction('interest'),
  },
});
