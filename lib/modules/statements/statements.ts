import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, bankMatchPostings, bankStatementLines, bankStatements, journalLines, reconciliations } from '@/db/schema';
import { DATE_FORMAT_CHOICES } from '@/lib/bank-files';
import { action, defineResource, type ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { file, flag, idItem, integer, money, ref, text, textChoice } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';
import { createRecord, updateRecord } from '@/lib/engine/write';
import { ACCOUNT_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { fromCents, toCents } from '@/lib/money';
import { journalReached } from '@/lib/modules/books/journal-reach';
import { reconciliationsResource } from '@/lib/modules/banking/reconciliations';
import { importStatement, rememberedMapping, STATEMENT_ACCOUNTS, STATEMENT_MAX_BYTES } from './import';
import { confirmGroup, linesOfGroup, matchByHand } from './groups';
import { CONFIRM_AT } from './matching';

type Statement = typeof bankStatements.$inferSelect;

/** The most lines, or postings, matched together by hand. */
const GROUP_LIMIT = 50;

const unixDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const column = (label: string) => text(label, { max: 60 });

/** The lines of a statement with the postings proposed or matched to them, as the review window shows them. */
async function review(ctx: ActionContext, st: Statement) {
  const l = bankStatementLines;
  const rows = await ctx.tx
    .select({
      id: l.id,
      date: l.date,
      amount: l.amount,
      description: l.description,
      check_number: l.checkNumber,
      state: l.state,
      confidence: l.confidence,
      rule_name: l.ruleName,
      category_account_id: l.categoryAccountId,
      payee_name: l.payeeName,
      document_type: l.documentType,
      document_id: l.documentId,
      journal_line_id: l.journalLineId,
      match_group: l.matchGroup,
      posting_date: journalLines.date,
      // The words of a posting whose journal this person may not see are left out (a secured check's payee).
      posting_description: sql<string | null>`case when ${journalReached(ctx, journalLines.journalId) ?? sql`true`} then ${journalLines.description} end`,
    })
    .from(l)
    .leftJoin(journalLines, eq(journalLines.id, l.journalLineId))
    .where(and(eq(l.companyId, ctx.company.id), eq(l.statementId, st.id)))
    .orderBy(asc(l.date), asc(l.id));
  const count = (state: string) => rows.filter((r) => r.state === state).length;
  // A group's postings: each line of it shows them all.
  const groupIds = [...new Set(rows.flatMap((r) => (r.match_group ? [r.match_group] : [])))];
  const grouped = groupIds.length
    ? await ctx.tx
        .select({
          group: bankMatchPostings.groupId,
          id: journalLines.id,
          date: journalLines.date,
          amount: sql<string>`(${journalLines.debit} - ${journalLines.credit})::numeric(14,2)::text`,
          description: sql<string | null>`case when ${journalReached(ctx, journalLines.journalId) ?? sql`true`} then ${journalLines.description} end`,
        })
        .from(bankMatchPostings)
        .innerJoin(journalLines, eq(journalLines.id, bankMatchPostings.journalLineId))
        .where(and(eq(bankMatchPostings.companyId, ctx.company.id), inArray(bankMatchPostings.groupId, groupIds)))
        .orderBy(asc(journalLines.date), asc(journalLines.id))
    : [];
  const postingsOf = (group: number | null) => grouped.filter((p) => p.group === group).map((p) => ({ id: p.id, date: unixDay(p.date), amount: p.amount, description: p.description }));
  return {
    confirm_at: CONFIRM_AT,
    counts: { open: count('open'), proposed: count('proposed'), matched: count('matched'), confirmable: rows.filter((r) => r.state === 'proposed' && (r.confidence ?? 0) >= CONFIRM_AT).length },
    // Days as unix seconds, as the API gives every date.
    lines: rows.map((r) => ({ ...r, date: unixDay(r.date), posting_date: r.posting_date ? unixDay(r.posting_date) : null, postings: r.match_group ? postingsOf(r.match_group) : [] })),
  };
}

/**
 * Confirms the statement's proposed matches in bulk: those named, or every one at or above the
 * confidence asked (CONFIRM_AT unless told).
 */
async function confirmMatches(ctx: ActionContext, st: Statement, input: { min_confidence?: number | null; line_ids?: number[] | null }) {
  const l = bankStatementLines;
  const which = input.line_ids?.length ? inArray(l.id, input.line_ids) : gte(l.confidence, input.min_confidence ?? CONFIRM_AT);
  const mine = and(eq(l.companyId, ctx.company.id), eq(l.statementId, st.id), eq(l.state, 'proposed'), which);
  const done = await ctx.tx
    .update(l)
    .set({ state: 'matched' })
    .where(and(mine, isNotNull(l.journalLineId)))
    .returning({ id: l.id });
  // Groups are confirmed whole (every line of each, its postings checked free).
  const groups = await ctx.tx.selectDistinct({ id: l.matchGroup }).from(l).where(and(mine, isNotNull(l.matchGroup)));
  let inGroups = 0;
  for (const g of groups) {
    const lines = await linesOfGroup(ctx, g.id!);
    await confirmGroup(ctx, lines[0]);
    inGroups += lines.length;
  }
  return { data: { confirmed: done.length + inGroups } };
}

/**
 * An account's first reconciliation: its postings dated before its earliest imported statement
 * (the opening balance, what came before the bank's first statement) are what that statement's
 * opening balance holds, so they are ticked too. Once the account has a finished reconciliation
 * its beginning balance holds them, and nothing is added.
 */
async function beforeFirstStatement(ctx: ActionContext, accountId: number): Promise<number[]> {
  const [finished] = await ctx.tx
    .select({ id: reconciliations.id })
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, ctx.company.id), eq(reconciliations.accountId, accountId), eq(reconciliations.state, 'posted')))
    .limit(1);
  if (finished) return [];
  const [first] = await ctx.tx
    .select({ start: sql<string | null>`min(coalesce(${bankStatements.startDate}, ${bankStatements.endDate}))` })
    .from(bankStatements)
    .where(and(eq(bankStatements.companyId, ctx.company.id), eq(bankStatements.accountId, accountId)));
  if (!first?.start) return [];
  const rows = await ctx.tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.accountId, accountId), isNull(journalLines.reconciliationId), sql`${journalLines.date} < ${first.start}`));
  return rows.map((r) => r.id);
}

/**
 * Starts the account's reconciliation from the statement: its closing balance and end date, the
 * postings matched to lines up to that date ticked (beside any ticked already). A reconciliation
 * in progress for the account is carried on; otherwise a new one starts.
 */
async function reconcileFrom(ctx: ActionContext, st: Statement) {
  if (st.closingBalance === null) throw ValidationError.field('closing_balance', say('statementNoClosing'));
  const l = bankStatementLines;
  const matched = await ctx.tx
    .select({ id: l.journalLineId })
    .from(l)
    .innerJoin(journalLines, eq(journalLines.id, l.journalLineId))
    .where(and(eq(l.companyId, ctx.company.id), eq(l.accountId, st.accountId), eq(l.state, 'matched'), lte(journalLines.date, st.endDate), isNull(journalLines.reconciliationId)));
  const inGroups = await ctx.tx
    .selectDistinct({ id: bankMatchPostings.journalLineId })
    .from(bankMatchPostings)
    .innerJoin(l, eq(l.id, bankMatchPostings.groupId))
    .innerJoin(journalLines, eq(journalLines.id, bankMatchPostings.journalLineId))
    .where(and(eq(bankMatchPostings.companyId, ctx.company.id), eq(bankMatchPostings.accountId, st.accountId), eq(l.state, 'matched'), lte(journalLines.date, st.endDate), isNull(journalLines.reconciliationId)));
  const [draft] = await ctx.tx
    .select()
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, ctx.company.id), eq(reconciliations.accountId, st.accountId), eq(reconciliations.state, 'draft')));
  const ticked = [...new Set([...(draft?.clearedLineIds ?? []), ...matched.map((m) => m.id!), ...inGroups.map((m) => m.id), ...(await beforeFirstStatement(ctx, st.accountId))])];
  // A card's statement says what is owed as a negative balance; its reconciliation, as a positive one.
  const [account] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, st.accountId));
  const ending = ACCOUNT_TYPES.get(account.type)?.normal === 'credit' ? fromCents(-toCents(st.closingBalance)) : st.closingBalance;
  const body = { account_id: st.accountId, statement_date: st.endDate, ending_balance: ending, cleared_line_ids: ticked };
  const rec = draft ? await updateRecord(reconciliationsResource, ctx, draft.id, body) : await createRecord(reconciliationsResource, ctx, body);
  await ctx.tx.update(bankStatements).set({ reconciliationId: rec.id, updatedAt: sql`now()` }).where(eq(bankStatements.id, st.id));
  return { record: rec, of: reconciliationsResource };
}

/**
 * Bank statements (bank-statements): a bank's file imported for a bank account (multipart, as a
 * browser sends it): OFX or QFX, or CSV read with a column mapping remembered per account. The
 * statement keeps what was read, skipped (imported before) and could not be read; its lines are
 * matched to the books, confirmed in bulk, and a reconciliation starts from it.
 */
export const bankStatementsResource = defineResource({
  name: 'bank-statements',
  table: bankStatements,
  input: z.object({
    account_id: ref('Bank or card account', { required: true, where: { type: STATEMENT_ACCOUNTS }, mustBe: 'mustBeBankOrCard' }),
    file: file('Statement file'),
    closing_balance: money('Closing balance'),
    skip_rows: integer('Header rows to skip', { min: 0, max: 50 }),
    date_column: column('Date column'),
    date_format: textChoice('Date format', DATE_FORMAT_CHOICES),
    description_column: column('Description column'),
    amount_column: column('Amount column'),
    debit_column: column('Withdrawal column'),
    credit_column: column('Deposit column'),
    check_column: column('Check number column'),
    sign: textChoice('Amounts', { deposit_positive: 'Deposits positive', withdrawal_positive: 'Withdrawals positive' }),
    decimal_comma: flag('Decimal comma'),
  }),
  columns: ['account_id', 'file_name', 'start_date', 'end_date', 'closing_balance', 'lines_read', 'lines_imported', 'lines_skipped', 'lines_unreadable', 'created_at'],
  search: ['file_name'],
  sort: ['end_date', 'created_at'],
  filter: ['account_id', 'format'],
  ranges: ['end_date'],
  refs: { account_id: 'accounts', reconciliation_id: 'reconciliations' },
  expand: { account: belongsTo(accountsResource, 'accountId') },
  terminology: 'bank_statement',
  titleField: 'file_name',
  permission: 'reconcilation',
  features: { files: { maxBytes: STATEMENT_MAX_BYTES + 64 * 1024 }, unchangeable: 'A statement is imported, never changed: delete it and import the file again.' },
  // Importing writes its lines and proposes postings; its actions make documents and reconciliations.
  writes: [bankStatementLines, bankMatchPostings, reconciliations],
  reads: [journalLines, bankStatementLines],
  create: (ctx, input) => importStatement(ctx, input),
  async deletable(ctx, row) {
    const [cleared] = await ctx.tx
      .select({ id: bankStatementLines.id })
      .from(bankStatementLines)
      .innerJoin(journalLines, eq(journalLines.id, bankStatementLines.journalLineId))
      .where(and(eq(bankStatementLines.statementId, row.id), eq(bankStatementLines.state, 'matched'), isNotNull(journalLines.reconciliationId)))
      .limit(1);
    const [clearedInGroup] = await ctx.tx
      .select({ id: bankMatchPostings.id })
      .from(bankMatchPostings)
      .innerJoin(bankStatementLines, eq(bankStatementLines.id, bankMatchPostings.groupId))
      .innerJoin(journalLines, eq(journalLines.id, bankMatchPostings.journalLineId))
      .where(and(eq(bankStatementLines.statementId, row.id), isNotNull(journalLines.reconciliationId)))
      .limit(1);
    return cleared || clearedInGroup ? say('statementReconciled') : null;
  },
  views: {
    // GET /api/v1/bank-statements/{id}/review – its lines with the postings proposed or matched
    review: (ctx, row) => review(ctx, row),
  },
  collectionViews: {
    // GET /api/v1/bank-statements/mapping?account_id= – the CSV mapping remembered for a bank account
    mapping: async (ctx) => ({ mapping: await rememberedMapping(ctx, Number(ctx.url.searchParams.get('account_id')) || 0) }),
  },
  actions: {
    // POST /api/v1/bank-statements/{id}/confirm {min_confidence?, line_ids?} – proposed matches confirmed in bulk
    confirm: action({
      input: z.object({ min_confidence: integer('Lowest confidence', { min: 0, max: 100 }), line_ids: z.array(idItem('Lines must be a list of line ids.')).max(20_000).optional() }),
      writes: [bankStatementLines, bankMatchPostings],
      run: confirmMatches,
    }),
    // POST /api/v1/bank-statements/{id}/match {line_ids, journal_line_ids} – lines matched by hand to postings of the same sum: one to several, several to one
    match: action({
      input: z.object({
        line_ids: z.array(idItem('Lines must be a list of line ids.')).min(1, { error: 'Name the lines to match.' }).max(GROUP_LIMIT),
        journal_line_ids: z.array(idItem('Postings must be a list of journal line ids.')).min(1, { error: 'Name the postings to match.' }).max(GROUP_LIMIT),
      }),
      writes: [bankStatementLines, bankMatchPostings],
      async run(ctx, st: Statement, input) {
        const group = await matchByHand(ctx, st.accountId, input.line_ids, input.journal_line_ids);
        return { data: { match_group: group, matched: input.line_ids.length } };
      },
    }),
    // POST /api/v1/bank-statements/{id}/reconcile – the account's reconciliation from the closing balance, matched items ticked
    reconcile: action<Statement>({ writes: [reconciliations, bankStatementLines], run: reconcileFrom }),
  },
});
