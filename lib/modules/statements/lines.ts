import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { bankMatchPostings, bankStatementLines, charges, checks, customerPayments, deposits, journalLines, journals, payableDocuments, salesDocuments, transfers } from '@/db/schema';
import { action, defineResource, type ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { idItem } from '@/lib/engine/fields';
import { say } from '@/lib/engine/messages';
import { belongsTo } from '@/lib/engine/relations';
import { accountsResource } from '@/lib/modules/books/accounts';
import { toCents } from '@/lib/money';
import { confirmGroup, freePostingFromProposals, undoGroup } from './groups';
import { proposeMatches } from './matching';
import { billPaymentInput, paymentInput, recordBillPayment, recordInput, recordLine, recordPayment, recordTransfer, transferInput } from './record';
import { bankStatementsResource } from './statements';

type Line = typeof bankStatementLines.$inferSelect;

const STATE_LABELS = { open: 'Not matched', proposed: 'Match proposed', matched: 'Matched' };

const l = bankStatementLines;

const OPEN = { state: ['open', 'proposed'] };
const MATCHED = say('statementLineMatched');

/** Sets a line's fields and answers it. */
async function setLine(ctx: ActionContext, line: Line, values: Partial<Line>) {
  const [row] = await ctx.tx.update(l).set(values).where(eq(l.id, line.id)).returning();
  return { record: row };
}

/** The line as it stands now (a group's action changed it with the others). */
async function reread(ctx: ActionContext, line: Line) {
  const [row] = await ctx.tx.select().from(l).where(eq(l.id, line.id));
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
  // Matched in a group, it is not free; proposed in one, that proposal gives it up.
  await freePostingFromProposals(ctx, line.accountId, postingId);
  return posting;
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
  writes: [journalLines, bankMatchPostings],
  actions: {
    // POST /bank-statement-lines/{id}/confirm – the proposed posting is the line's
    confirm: action<Line>({
      when: { state: ['proposed'] },
      refusal: say('statementMatchConfirmRefused'),
      async run(ctx, line) {
        if (line.matchGroup) {
          // A group is confirmed whole: every line of it, with all its postings.
          await confirmGroup(ctx, line);
          return reread(ctx, line);
        }
        await requireFreePosting(ctx, line, line.journalLineId!);
        return setLine(ctx, line, { state: 'matched' });
      },
    }),
    // POST /bank-statement-lines/{id}/match {journal_line_id} – matched by hand to a posting of the account of the same amount
    match: action({
      input: z.object({ journal_line_id: idItem('Posting must be a journal line id.') }),
      when: { state: ['open', 'proposed'] },
      refusal: say('statementLineMatchedUndo'),
      async run(ctx, line: Line, input) {
        if (line.matchGroup) await undoGroup(ctx, line.matchGroup);
        const posting = await requireFreePosting(ctx, line, input.journal_line_id);
        if (toCents(posting.debit) - toCents(posting.credit) !== toCents(line.amount)) throw ValidationError.field('journal_line_id', say('statementPostingAmount', { amount: line.amount }));
        return setLine(ctx, line, { state: 'matched', journalLineId: posting.id, confidence: 100 });
      },
    }),
    // POST /bank-statement-lines/{id}/unmatch – the match (or proposal) undone; a document made from the line stays
    unmatch: action<Line>({
      when: { state: ['proposed', 'matched'] },
      refusal: say('statementLineNotMatched'),
      async run(ctx, line) {
        if (line.matchGroup) {
          await undoGroup(ctx, line.matchGroup);
          await proposeMatches(ctx, line.accountId);
          return reread(ctx, line);
        }
        if (line.journalLineId) {
          const [cleared] = await ctx.tx.select({ id: journalLines.id }).from(journalLines).where(and(eq(journalLines.id, line.journalLineId), sql`${journalLines.reconciliationId} is not null`));
          if (cleared) throw ValidationError.field('id', say('statementLineReconciled'));
        }
        const answer = await setLine(ctx, line, { state: 'open', journalLineId: null, confidence: null, documentType: null, documentId: null });
        await proposeMatches(ctx, line.accountId);
        return answer;
      },
    }),
    // POST /bank-statement-lines/{id}/record {account_id?, payee_name?, memo?} – a deposit or an expense (a charge on a card) made from the line
    record: action({ input: recordInput, when: OPEN, refusal: MATCHED, writes: [journals, journalLines, deposits, charges], run: recordLine }),
    // POST /bank-statement-lines/{id}/transfer {account_id} – a transfer from or to another bank or card account
    transfer: action({ input: transferInput, when: OPEN, refusal: MATCHED, writes: [journals, journalLines, transfers], run: recordTransfer }),
    // POST /bank-statement-lines/{id}/receive-payment {customer_id, invoice_id?} – a customer's payment deposited into the bank
    'receive-payment': action({ input: paymentInput, when: OPEN, refusal: MATCHED, writes: [journals, journalLines, customerPayments, salesDocuments], run: recordPayment }),
    // POST /bank-statement-lines/{id}/pay-bill {bill_id} – a check to the bill's vendor paying it, paid by the bank
    'pay-bill': action({ input: billPaymentInput, when: OPEN, refusal: MATCHED, writes: [journals, journalLines, checks, payableDocuments], run: recordBillPayment }),
  },
});
