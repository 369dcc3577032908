import { eq } from 'drizzle-orm';
import { transfers } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { codesOf } from '@/lib/modules/books/account-types';
import type { Posting } from '@/lib/modules/books/post';
import type { Json, ResourceContext, Row } from '@/lib/engine/define';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { repost, voidPosted } from '@/lib/modules/books/repost';

/** Money moves between balance-sheet accounts: bank, card, other assets and liabilities. */
const TRANSFERABLE = codesOf('asset', 'liability');

const postingOf = (t: Row): Posting => ({
  date: t.date as string,
  memo: (t.memo as string) ?? 'Transfer',
  sourceType: 'transfer',
  sourceId: t.id,
  lines: [
    { accountId: t.toAccountId as number, debit: t.amount as string, description: 'Transfer in' },
    { accountId: t.fromAccountId as number, credit: t.amount as string, description: 'Transfer out' },
  ],
});

async function checkAccounts(ctx: ResourceContext, from: number, to: number) {
  if (from === to) throw ValidationError.field('to_account_id', 'Transfer to a different account.');
  await requireAccountOfType(ctx, 'from_account_id', from, TRANSFERABLE);
  await requireAccountOfType(ctx, 'to_account_id', to, TRANSFERABLE);
}

/** Transfers funds: debit the receiving account, credit the giving one. */
export async function makeTransfer(ctx: ResourceContext, input: Json): Promise<Row> {
  await checkAccounts(ctx, input.from_account_id as number, input.to_account_id as number);
  const [row] = (await ctx.tx
    .insert(transfers)
    .values({ companyId: ctx.company.id, fromAccountId: input.from_account_id as number, toAccountId: input.to_account_id as number, date: input.date as string, amount: input.amount as string, memo: (input.memo as string) ?? null, createdBy: ctx.user.id })
    .returning()) as Row[];
  const journal = await repost(ctx, null, postingOf(row));
  return (await ctx.tx.update(transfers).set({ journalId: journal.id }).where(eq(transfers.id, row.id)).returning())[0] as Row;
}

/** Changes a transfer: reversal plus new posting. */
export async function changeTransfer(ctx: ResourceContext, existing: Row, input: Json): Promise<Row> {
  if (existing.status !== 1) throw ValidationError.field('id', 'A void transfer cannot be changed.');
  const next = {
    fromAccountId: (input.from_account_id as number) ?? existing.fromAccountId,
    toAccountId: (input.to_account_id as number) ?? existing.toAccountId,
    date: (input.date as string) ?? existing.date,
    amount: (input.amount as string) ?? existing.amount,
    memo: input.memo === undefined ? existing.memo : input.memo,
  };
  await checkAccounts(ctx, next.fromAccountId as number, next.toAccountId as number);
  const [row] = (await ctx.tx.update(transfers).set({ ...next, updatedAt: new Date() } as never).where(eq(transfers.id, existing.id)).returning()) as Row[];
  const journal = await repost(ctx, existing.journalId as number, postingOf(row));
  return (await ctx.tx.update(transfers).set({ journalId: journal.id }).where(eq(transfers.id, row.id)).returning())[0] as Row;
}

/** Voids a transfer: its posting reversed, the record kept with status 0. */
export const voidTransfer = (ctx: ResourceContext, row: Row) => voidPosted(ctx, transfers, row, 'transfer');
