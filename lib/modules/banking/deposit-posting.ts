import { eq } from 'drizzle-orm';
import { depositLines, deposits } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { BANK } from '@/lib/modules/books/account-types';
import type { Posting } from '@/lib/modules/books/post';
import { fromCents, sumCents, toCents } from '@/lib/money';
import type { Json, ResourceContext, Row } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { repost, voidPosted } from '@/lib/modules/books/repost';

type LineInput = { account_id: number; amount: string; received_from?: string | null; description?: string | null };

const postingOf = (d: Row, lines: LineInput[]): Posting => ({
  date: d.date as string,
  memo: (d.memo as string) ?? 'Deposit',
  sourceType: 'deposit',
  sourceId: d.id,
  lines: [
    { accountId: d.bankAccountId as number, debit: d.amount as string, description: 'Deposit' },
    ...lines.map((l) => ({ accountId: l.account_id, credit: l.amount, description: l.description ?? l.received_from ?? null })),
  ],
});

/** Where the money went, kept beside the posting: the document's line rows, replaced whole. */
const lineRows = replaceChildren(depositLines, (depositId) => ({ depositId }));

function totalOf(lines: LineInput[] | undefined): string {
  if (!lines?.length) throw ValidationError.field('lines', 'A deposit needs at least one line.');
  const total = sumCents(lines.map((l) => toCents(l.amount)));
  if (total <= 0n) throw ValidationError.field('lines', 'A deposit must be for more than 0.00.');
  return fromCents(total);
}

/** Deposits money into a bank account: debit the bank, credit where each amount came from. */
export async function makeDeposit(ctx: ResourceContext, input: Json): Promise<Row> {
  await requireAccountOfType(ctx, 'bank_account_id', input.bank_account_id as number, [BANK]);
  const lines = input.lines as LineInput[];
  const amount = totalOf(lines);
  const [row] = (await ctx.tx
    .insert(deposits)
    .values({ companyId: ctx.company.id, bankAccountId: input.bank_account_id as number, number: (input.number as string) ?? null, date: input.date as string, method: (input.method as number) ?? null, entityName: (input.entity_name as string) ?? null, memo: (input.memo as string) ?? null, amount, createdBy: ctx.user.id })
    .returning()) as Row[];
  await lineRows.replace(ctx, row.id, lines);
  const journal = await repost(ctx, null, postingOf(row, lines));
  return (await ctx.tx.update(deposits).set({ journalId: journal.id }).where(eq(deposits.id, row.id)).returning())[0] as Row;
}

/** Changes a deposit: reversal plus new posting (the lines, if given, replace the old ones). */
export async function changeDeposit(ctx: ResourceContext, existing: Row, input: Json): Promise<Row> {
  if (existing.status !== 1) throw ValidationError.field('id', 'A void deposit cannot be changed.');
  const lines = (input.lines as LineInput[] | undefined) ?? (await ctx.tx.select().from(depositLines).where(eq(depositLines.depositId, existing.id))).map((l) => ({ account_id: l.accountId, amount: l.amount, received_from: l.receivedFrom, description: l.description }));
  const amount = totalOf(lines);
  const [row] = (await ctx.tx
    .update(deposits)
    .set({ date: (input.date as string) ?? existing.date, memo: input.memo === undefined ? (existing.memo as string) : (input.memo as string), entityName: input.entity_name === undefined ? (existing.entityName as string) : (input.entity_name as string), amount, updatedAt: new Date() })
    .where(eq(deposits.id, existing.id))
    .returning()) as Row[];
  await lineRows.replace(ctx, row.id, lines);
  const journal = await repost(ctx, existing.journalId as number, postingOf(row, lines));
  return (await ctx.tx.update(deposits).set({ journalId: journal.id }).where(eq(deposits.id, row.id)).returning())[0] as Row;
}

export const voidDeposit = (ctx: ResourceContext, row: Row) => voidPosted(ctx, deposits, row, 'deposit');
