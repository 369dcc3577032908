import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accounts, journalLines, journals } from '@/db/schema';
import type { Json, ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { dateToUnix } from '@/lib/engine/serialize';
import { fromCents, toCents } from '@/lib/money';
import { ACCOUNT_TYPES } from './account-types';
import { systemAccount } from './chart';
import { postJournal, reverseJournal } from './post';
import { entryText } from './entry-text';

type Account = typeof accounts.$inferSelect;

/** The journals of opening balances name the account as their source. */
export const OPENING_BALANCE = 'opening_balance';

/** +1 for an account that stands on the debit side (a bank), -1 for one on the credit side (a card). */
const signOf = (account: Pick<Account, 'type'>) => (ACCOUNT_TYPES.get(account.type)?.normal === 'credit' ? -1n : 1n);

/** The opening balances that stand (posted, not reversed) of these accounts: the account's line of each, with its journal. */
function standing(ctx: ResourceContext, accountIds: number[]) {
  return ctx.tx
    .select({ journalId: journals.id, accountId: journalLines.accountId, date: journals.date, debit: journalLines.debit, credit: journalLines.credit, reconciliationId: journalLines.reconciliationId })
    .from(journals)
    .innerJoin(journalLines, and(eq(journalLines.journalId, journals.id), eq(journalLines.accountId, journals.sourceId)))
    .where(and(eq(journals.companyId, ctx.company.id), eq(journals.sourceType, OPENING_BALANCE), inArray(journals.sourceId, accountIds), isNull(journals.reversedById), isNull(journals.reversesId)));
}

/**
 * Each account's opening balance as its form shows it: the amount in the account's own sign and
 * its date, from the opening balance entry that stands (none: both null). One query for a page.
 */
export async function openingBalancesOf(ctx: ResourceContext, rows: Account[]): Promise<Map<number, Json>> {
  const found = rows.length ? await standing(ctx, rows.map((r) => r.id)) : [];
  const byAccount = new Map(found.map((f) => [f.accountId, f]));
  return new Map(
    rows.map((row) => {
      const entry = byAccount.get(row.id);
      return [row.id, { opening_balance: entry ? fromCents(signOf(row) * (toCents(entry.debit) - toCents(entry.credit))) : null, opening_balance_date: entry ? dateToUnix(entry.date) : null }];
    }),
  );
}

/**
 * An opening balance is posted, never stored: the account against Opening Balance Equity, on its
 * own side (a negative amount on the other side), with the account as the entry's source. Given
 * on a new account, or on one whose form offers it later (the ready-made bank account), it is
 * posted in the write's transaction; changed, the entry standing is reversed (a replaced pair)
 * and the new one posted; emptied, it is reversed. The same amount and date post nothing. An
 * entry a finished reconciliation cleared is not changed: the statement rests on it.
 */
export async function setOpeningBalance(ctx: ResourceContext, account: Account, given: { opening_balance?: string | null; opening_balance_date?: string | null }, today: string) {
  if (given.opening_balance === undefined && given.opening_balance_date === undefined) return;
  const [current] = await standing(ctx, [account.id]);
  const currentCents = current ? signOf(account) * (toCents(current.debit) - toCents(current.credit)) : 0n;
  const cents = given.opening_balance === undefined ? currentCents : toCents(given.opening_balance);
  const date = given.opening_balance_date ?? current?.date ?? today;
  if (cents === currentCents && (cents === 0n || date === current?.date)) return;
  if (account.systemRole === 'opening_balance_equity') throw ValidationError.field('opening_balance', say('openingBalanceOnEquity'));
  if (current?.reconciliationId) throw ValidationError.field('opening_balance', say('openingBalanceReconciled'));
  if (current) await reverseJournal(ctx, current.journalId, { memo: entryText(ctx, 'openingBalanceChanged', { account: account.displayName }), superseded: true });
  if (cents === 0n) return;
  const equity = await systemAccount(ctx, 'opening_balance_equity');
  const debitSide = (signOf(account) > 0n) === cents > 0n;
  const abs = fromCents(cents < 0n ? -cents : cents);
  await postJournal(ctx, {
    date,
    memo: entryText(ctx, 'openingBalanceOf', { account: account.displayName }),
    sourceType: OPENING_BALANCE,
    sourceId: account.id,
    lines: [
      { accountId: account.id, debit: debitSide ? abs : null, credit: debitSide ? null : abs, description: entryText(ctx, 'openingBalance') },
      { accountId: equity, debit: debitSide ? null : abs, credit: debitSide ? abs : null, description: entryText(ctx, 'openingBalanceOf', { account: account.displayName }) },
    ],
  });
}
