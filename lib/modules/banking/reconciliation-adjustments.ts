import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { reconciliations } from '@/db/schema';
import { action, type ActionContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { date, money, ref, text } from '@/lib/engine/fields';
import { say, type MessageCode } from '@/lib/engine/messages';
import { codesOf } from '@/lib/modules/books/account-types';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { postJournal } from '@/lib/modules/books/post';
import { touched } from '@/lib/engine/version';
import { entryText } from '@/lib/modules/books/entry-text';
import type { EntryTextKey } from '@/lib/translator';

type Reconciliation = typeof reconciliations.$inferSelect;

/** What the statement shows that the books do not have yet: the bank's charge, or the interest it paid. */
const KINDS = {
  charge: { label: 'Expense account', types: codesOf('expense', 'other_expense'), mustBe: 'mustBeExpense', memo: 'serviceCharge', intoAccount: false },
  interest: { label: 'Income account', types: codesOf('income', 'other_income'), mustBe: 'mustBeIncome', memo: 'interestEarned', intoAccount: true },
} satisfies Record<string, { label: string; types: number[]; mustBe: MessageCode; memo: EntryTextKey; intoAccount: boolean }>;

const inputOf = (kind: keyof typeof KINDS) => {
  const { label, types, mustBe } = KINDS[kind];
  return z.object({
    amount: money('Amount', { required: true, min: 0.01 }),
    date: date('Date'),
    account_id: ref(label, { required: true, where: { type: types }, mustBe, collection: 'accounts' }),
    memo: text('Memo'),
  });
};

/**
 * The date of an adjustment, within the statement: on or before its date (the default), and after
 * the statement before it (the account's last finished one), whose balance it must not move.
 */
async function dateWithin(ctx: ActionContext, rec: Reconciliation, given: string | null | undefined): Promise<string> {
  const on = given ?? rec.statementDate;
  if (on > rec.statementDate) throw ValidationError.field('date', say('adjustmentAfterStatement', { field: 'Date', date: rec.statementDate }));
  const [last] = await ctx.tx
    .select({ statementDate: reconciliations.statementDate })
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, ctx.company.id), eq(reconciliations.accountId, rec.accountId), eq(reconciliations.state, 'posted')))
    .orderBy(desc(reconciliations.statementDate))
    .limit(1);
  if (last && on <= last.statementDate) throw ValidationError.field('date', say('adjustmentBeforeStatement', { field: 'Date', date: last.statementDate }));
  return on;
}

/**
 * `POST /reconciliations/{id}/charge` and `/interest` `{amount, account_id, date?, memo?}`: what
 * the bank's statement shows and the books lack, recorded from the reconciliation's window. Each
 * posts a journal entry (a manual one: it is changed or voided as any entry is) between the
 * reconciled account and the chosen expense or income account, dated within the statement, and
 * ticks its line of the account as cleared in the reconciliation, in one transaction.
 */
export const adjustmentAction = (kind: keyof typeof KINDS) =>
  action<Reconciliation, ReturnType<typeof inputOf>>({
    input: inputOf(kind),
    when: { state: ['draft'] },
    refusal: say('reconciliationAdjustmentRefused'),
    async run(ctx, rec, input) {
      const { types, memo: standard, intoAccount } = KINDS[kind];
      const other = await requireAccountOfType(ctx, 'account_id', input.account_id, types);
      const on = await dateWithin(ctx, rec, input.date);
      const memo = input.memo ?? entryText(ctx, standard);
      const lines = [
        { accountId: rec.accountId, debit: intoAccount ? input.amount : null, credit: intoAccount ? null : input.amount, description: memo },
        { accountId: other.id, debit: intoAccount ? null : input.amount, credit: intoAccount ? input.amount : null, description: memo },
      ];
      const journal = await postJournal(ctx, { date: on, memo, sourceType: 'journal_entry', lines: intoAccount ? lines : [lines[1], lines[0]] });
      const [updated] = await ctx.tx
        .update(reconciliations)
        .set({
          clearedLineIds: sql`array_append(${reconciliations.clearedLineIds}, (select id from journal_lines where journal_id = ${journal.id} and account_id = ${rec.accountId}))`,
          updatedAt: touched(reconciliations.updatedAt),
        })
        .where(eq(reconciliations.id, rec.id))
        .returning();
      return { record: updated };
    },
  });
