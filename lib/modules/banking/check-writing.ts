import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts, checkLines, checks, customers, employees, vendors } from '@/db/schema';
import { ValidationError } from '@/lib/engine/errors';
import { BANK } from '@/lib/modules/books/account-types';
import { systemAccount } from '@/lib/modules/books/chart';
import { reverseJournal, type Posting } from '@/lib/modules/books/post';
import { nextNumber } from '@/lib/modules/books/sequence';
import { fromCents, sumCents, toCents } from '@/lib/money';
import type { Json, ResourceContext, Row } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { requireAccountOfType } from '@/lib/modules/books/accounts-of-type';
import { repost } from '@/lib/modules/books/repost';

export type CheckLineInput = { account_id: number; amount: string; description?: string | null; classification_id?: number | null };

const PAYEES = { vendor: vendors, employee: employees, customer: customers } as const;
type PayeeType = keyof typeof PAYEES | 'other';

/** The payee's name: from the vendor, employee or customer record, else as typed. */
async function payeeName(ctx: ResourceContext, input: Json): Promise<string> {
  const type = (input.payee_type ?? 'other') as PayeeType;
  if (type !== 'other' && input.payee_id) {
    const table = PAYEES[type];
    const [payee] = await ctx.tx.select({ name: table.displayName }).from(table).where(and(eq(table.companyId, ctx.company.id), eq(table.id, input.payee_id as number)));
    if (!payee) throw ValidationError.field('payee_id', `This ${type} does not exist.`);
    return (input.payee_name as string | null) || payee.name;
  }
  if (!input.payee_name) throw ValidationError.field('payee_name', 'Pay to the order of cannot be blank.');
  return input.payee_name as string;
}

/**
 * Where the money goes: the lines given, or for a vendor without lines, the whole amount to
 * Accounts Payable (paying what is owed).
 */
async function linesOf(ctx: ResourceContext, input: Json): Promise<CheckLineInput[]> {
  const lines = (input.lines as CheckLineInput[] | undefined) ?? [];
  if (lines.length) return lines;
  if (input.payee_type === 'vendor' && input.amount) {
    return [{ account_id: await systemAccount(ctx, 'accounts_payable'), amount: input.amount as string, description: 'Payment' }];
  }
  throw ValidationError.field('lines', 'Say where the money goes: add a line, or pay a vendor an amount.');
}

function postingOf(check: { id: number; date: string; number: number; bankAccountId: number; payeeName: string; memo: string | null; payeeType: string | null; payeeId: number | null }, lines: CheckLineInput[], total: string): Posting {
  const entity = check.payeeType && check.payeeType !== 'other' ? { entityType: `${check.payeeType}s`, entityId: check.payeeId } : {};
  return {
    date: check.date,
    memo: check.memo ?? `Check ${check.number} to ${check.payeeName}`,
    sourceType: 'check',
    sourceId: check.id,
    lines: [
      ...lines.map((l) => ({ accountId: l.account_id, debit: l.amount, description: l.description ?? check.payeeName, classificationId: l.classification_id ?? null, ...entity })),
      { accountId: check.bankAccountId, credit: total, description: `Check ${check.number} to ${check.payeeName}` },
    ],
  };
}

/** The check number: as given (unique per bank account), else the bank account's next one. */
async function checkNumber(ctx: ResourceContext, bankAccountId: number, given: number | null | undefined): Promise<number> {
  // Lock the bank account: checks of one account are numbered one at a time.
  const [bank] = await ctx.tx.select({ next: accounts.nextCheckNumber }).from(accounts).where(eq(accounts.id, bankAccountId)).for('update');
  let number = given ?? bank.next ?? (await nextNumber(ctx, `check:${bankAccountId}`, 1001));
  if (given) {
    const [taken] = await ctx.tx.select({ id: checks.id }).from(checks).where(and(eq(checks.companyId, ctx.company.id), eq(checks.bankAccountId, bankAccountId), eq(checks.number, given)));
    if (taken) throw ValidationError.field('number', `Check number ${given} was already used on this account.`);
  } else {
    for (;;) {
      const [taken] = await ctx.tx.select({ id: checks.id }).from(checks).where(and(eq(checks.companyId, ctx.company.id), eq(checks.bankAccountId, bankAccountId), eq(checks.number, number)));
      if (!taken) break;
      number += 1;
    }
  }
  await ctx.tx.update(accounts).set({ nextCheckNumber: sql`greatest(coalesce(${accounts.nextCheckNumber}, 0), ${number + 1})` }).where(eq(accounts.id, bankAccountId));
  return number;
}

/** Where the money went, kept beside the posting: the document's line rows, replaced whole. */
const lineRows = replaceChildren(checkLines, (checkId) => ({ checkId }));

const totalOf = (lines: CheckLineInput[]) => {
  const total = sumCents(lines.map((l) => toCents(l.amount)));
  if (total <= 0n) throw ValidationError.field('lines', 'A check must be for more than 0.00.');
  return fromCents(total);
};

/** Writes a check: numbered, its lines kept, and posted (debit the lines, credit the bank). */
export async function writeCheck(ctx: ResourceContext, input: Json): Promise<Row> {
  await requireAccountOfType(ctx, 'bank_account_id', input.bank_account_id as number, [BANK]);
  const [name, lines] = await Promise.all([payeeName(ctx, input), linesOf(ctx, input)]);
  const amount = totalOf(lines);
  const number = await checkNumber(ctx, input.bank_account_id as number, input.number as number | null);
  const [check] = await ctx.tx
    .insert(checks)
    .values({
      companyId: ctx.company.id,
      bankAccountId: input.bank_account_id as number,
      number,
      date: input.date as string,
      payeeType: (input.payee_type as string) ?? 'other',
      payeeId: (input.payee_id as number) ?? null,
      payeeName: name,
      memo: (input.memo as string) ?? null,
      amount,
      createdBy: ctx.user.id,
    })
    .returning();
  await lineRows.replace(ctx, check.id, lines);
  const journal = await repost(ctx, null, postingOf(check, lines, amount));
  const [posted] = await ctx.tx.update(checks).set({ journalId: journal.id }).where(eq(checks.id, check.id)).returning();
  return posted as Row;
}

/** Changes a check: the old posting reversed, the new one posted; the number stays. */
export async function changeCheck(ctx: ResourceContext, existing: Row, input: Json): Promise<Row> {
  if (existing.status !== 1) throw ValidationError.field('id', 'A void check cannot be changed.');
  const kept = await ctx.tx.select().from(checkLines).where(eq(checkLines.checkId, existing.id)).orderBy(checkLines.id);
  const merged = {
    payee_type: existing.payeeType,
    payee_id: existing.payeeId,
    payee_name: existing.payeeName,
    lines: kept.map((l) => ({ account_id: l.accountId, amount: l.amount, description: l.description, classification_id: l.classificationId })),
    ...input,
  };
  const [name, lines] = await Promise.all([payeeName(ctx, merged), linesOf(ctx, merged)]);
  const amount = totalOf(lines);
  const [check] = await ctx.tx
    .update(checks)
    .set({ date: (input.date as string) ?? existing.date, payeeName: name, memo: (input.memo as string) ?? existing.memo, amount, updatedAt: new Date() })
    .where(eq(checks.id, existing.id))
    .returning();
  await lineRows.replace(ctx, check.id, lines);
  const journal = await repost(ctx, existing.journalId as number, postingOf(check, lines, amount));
  const [posted] = await ctx.tx.update(checks).set({ journalId: journal.id }).where(eq(checks.id, check.id)).returning();
  return posted as Row;
}

/** Voids a check: its posting reversed on the void date, the check kept with status 0. */
export async function voidCheck(ctx: ResourceContext, check: Row, date?: string): Promise<Row> {
  if (check.status !== 1) throw ValidationError.field('id', 'This check is already void.');
  const reversal = await reverseJournal(ctx, check.journalId as number, { date, memo: `Void of check ${check.number}` });
  const [voided] = await ctx.tx.update(checks).set({ status: 0, voidJournalId: reversal.id, updatedAt: new Date() }).where(eq(checks.id, check.id)).returning();
  return voided as Row;
}

/** The alert of spec section 5: checks printed together must share one bank account. */
export const SAME_BANK = 'Bank accounts should be same.';

/** Marks checks printed; refuses a selection that spans bank accounts (nothing happens then). */
export async function printChecks(ctx: ResourceContext, ids: number[]): Promise<Row[]> {
  const found = (await ctx.tx.select().from(checks).where(and(eq(checks.companyId, ctx.company.id), inArray(checks.id, ids)))) as Row[];
  if (found.length !== new Set(ids).size) throw ValidationError.field('ids', 'Some of the chosen checks do not exist.');
  if (new Set(found.map((c) => c.bankAccountId)).size > 1) throw ValidationError.field('ids', SAME_BANK);
  if (found.some((c) => c.status !== 1)) throw ValidationError.field('ids', 'A void check cannot be printed.');
  return (await ctx.tx.update(checks).set({ isPrinted: true }).where(inArray(checks.id, ids)).returning()) as Row[];
}
