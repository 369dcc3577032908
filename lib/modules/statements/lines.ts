import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, bankStatementLines, journalLines, journals } from '@/db/schema';
import { action, defineResource, type ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { idItem, ref, text } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { createRecord } from '@/lib/engine/write';
import { belongsTo } from '@/lib/engine/relations';
import { BANK, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { journalEntriesResource } from '@/lib/modules/books/journal-entries';
import { depositsResource } from '@/lib/modules/banking/deposits';
import { toCents } from '@/lib/money';
import { proposeMatches } from './matching';
import { bankStatementsResource } from './statements';

type Line = typeof bankStatementLines.$inferSelect;

const STATE_LABELS = { open: 'Not matched', proposed: 'Match proposed', matched: 'Matched' };

const l = bankStatementLines;

/** Sets a line's fields and answers it. */
async function setLine(ctx: ActionContext, line: Line, values: Partial<Line>) {
  const [row] = await ctx.tx.update(l).set(values).where(eq(l.id, line.id)).returning();
  return { record: row };
}

/** The journal line a statement line may be matched to: the account's, not cleared, not matched to another line. */
async function requireFreePosting(ctx: ActionContext, line: Line, postingId: number) {
  const [posting] = await ctx.tx
    .select({ id: journalLines.id, debit: journalLines.debit, credit: journalLines.credit })
    .from(journalLines)
    .innerJoin(journals, eq(journals.id, journalLines.journalId))
    .where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.id, postingId), eq(journalLines.accountId, line.accountId), isNull(journalLines.reconciliationId), eq(journals.state, 'posted')));
  if (!posting) throw ValidationError.field('journal_line_id', say('statementPostingNotOpen'));
  const [other] = await ctx.tx
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.companyId, ctx.company.id), eq(l.journalLineId, postingId), eq(l.state, 'matched'), sql`${l.id} <> ${line.id}`));
  if (other) throw ValidationError.field('journal_line_id', say('statementPostingMatched', { id: String(other.id) }));
  return posting;
}

const recordInput = z.object({
  account_id: ref('Account', { where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables', collection: 'accounts' }),
  payee_name: text('Payee'),
  memo: text('Memo'),
  classification_id: ref('Classification', { collection: 'classifications' }),
});

/**
 * A line nothing in the books matches, made a document in one step: money in a deposit, money
 * out an expense (a journal entry crediting the bank), to the account chosen or the one its
 * rule gave; the line is matched to the document's posting of the bank account.
 */
async function recordLine(ctx: ActionContext, line: Line, input: z.infer<typeof recordInput>) {
  const accountId = input.account_id ?? line.categoryAccountId;
  if (!accountId) throw ValidationError.field('account_id', say('statementLineNeedsAccount'));
  await requireAccountOfType(ctx, 'account_id', accountId, NON_CONTROL_TYPES);
  const payee = input.payee_name ?? line.payeeName ?? null;
  const words = line.description || payee || 'Bank statement line';
  const amount = line.amount.replace(/^-/, '');
  const classification = input.classification_id ?? line.classificationId ?? null;
  let journalId: number;
  let documentType: string;
  let documentId: number;
  const [statementAccount] = await ctx.tx.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, line.accountId));
  const out = line.amount.startsWith('-');
  if (out || statementAccount.type !== BANK) {
    // Money out of a bank or onto a card (a charge): the account chosen is debited; money onto a card (a payment, a refund) credits it.
    const chosen = { account_id: accountId, description: payee ?? words, classification_id: classification, ...(out ? { debit: amount } : { credit: amount }) };
    const own = { account_id: line.accountId, description: payee ?? words, ...(out ? { credit: amount } : { debit: amount }) };
    const entry = await createRecord(journalEntriesResource, ctx, { date: line.date, memo: input.memo ?? (payee ? `${payee}: ${words}` : words), lines: out ? [chosen, own] : [own, chosen] });
    journalId = entry.id;
    documentType = 'journal-entries';
    documentId = entry.id;
  } else {
    const deposit = await createRecord(depositsResource, ctx, {
      bank_account_id: line.accountId,
      date: line.date,
      entity_name: payee,
      memo: input.memo ?? words,
      lines: [{ account_id: accountId, amount, received_from: payee, description: words }],
    });
    journalId = deposit.journalId!;
    documentType = 'bank-deposits';
    documentId = deposit.id;
  }
  const [posting] = await ctx.tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.journalId, journalId), eq(journalLines.accountId, line.accountId)));
  return setLine(ctx, line, { state: 'matched', journalLineId: posting.id, confidence: 100, categoryAccountId: accountId, payeeName: payee, classificationId: classification, documentType, documentId });
}

/**
 * Statement lines (bank-statement-lines): read through their statement's import, each matched,
 * proposed or open; its actions confirm a proposal, match by hand, undo a match, or make the
 * line a document.
 */
export const bankStatementLinesResource = defineResource({
  name: 'bank-statement-lines',
  table: bankStatementLines,
  input: z.object({}),
  columns: ['date', 'description', 'amount', 'state', 'confidence', 'rule_name', 'check_number', 'statement_id'],
  search: ['description', 'check_number', 'rule_name'],
  sort: ['date', 'amount', 'confidence'],
  filter: ['statement_id', 'account_id', 'state', 'rule_id'],
  refs: { statement_id: 'bank-statements', account_id: 'accounts', category_account_id: 'accounts', rule_id: 'bank-rules' },
  kinds: { state: { kind: 'choice', options: STATE_LABELS } },
  hidden: ['fingerprint'],
  expand: { statement: belongsTo(bankStatementsResource, 'statementId'), account: belongsTo(accountsResource, 'accountId'), categoryAccount: belongsTo(accountsResource, 'categoryAccountId') },
  terminology: 'bank_statement_line',
  titleField: 'description',
  permission: 'reconcilation',
  features: { readOnly: true },
  writes: [journalLines],
  actions: {
    // POST /bank-statement-lines/{id}/confirm – the proposed posting is the line's
    confirm: action<Line>({
      when: { state: ['proposed'] },
      refusal: 'Only a proposed match is confirmed.',
      async run(ctx, line) {
        await requireFreePosting(ctx, line, line.journalLineId!);
        return setLine(ctx, line, { state: 'matched' });
      },
    }),
    // POST /bank-statement-lines/{id}/match {journal_line_id} – matched by hand to a posting of the account of the same amount
    match: action({
      input: z.object({ journal_line_id: idItem('Posting must be a journal line id.') }),
      when: { state: ['open', 'proposed'] },
      refusal: 'This line is matched already: undo its match first.',
      async run(ctx, line: Line, input) {
        const posting = await requireFreePosting(ctx, line, input.journal_line_id);
        if (toCents(posting.debit) - toCents(posting.credit) !== toCents(line.amount)) throw ValidationError.field('journal_line_id', say('statementPostingAmount', { amount: line.amount }));
        return setLine(ctx, line, { state: 'matched', journalLineId: posting.id, confidence: 100 });
      },
    }),
    // POST /bank-statement-lines/{id}/unmatch – the match (or proposal) undone; a document made from the line stays
    unmatch: action<Line>({
      when: { state: ['proposed', 'matched'] },
      refusal: 'This line is not matched.',
      async run(ctx, line) {
        if (line.journalLineId) {
          const [cleared] = await ctx.tx.select({ id: journalLines.id }).from(journalLines).where(and(eq(journalLines.id, line.journalLineId), sql`${journalLines.reconciliationId} is not null`));
          if (cleared) throw ValidationError.field('id', say('statementLineReconciled'));
        }
        const answer = await setLine(ctx, line, { state: 'open', journalLineId: null, confidence: null, documentType: null, documentId: null });
        await proposeMatches(ctx, line.accountId);
        return answer;
      },
    }),
    // POST /bank-statement-lines/{id}/record {account_id?, payee_name?, memo?} – a deposit or an expense made from the line
    record: action({ input: recordInput, when: { state: ['open', 'proposed'] }, refusal: 'This line is matched already.', writes: [journals, journalLines], run: recordLine }),
  },
});
