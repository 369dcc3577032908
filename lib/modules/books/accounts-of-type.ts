import { and, eq, inArray, sql } from 'drizzle-orm';
import { accounts } from '@/db/schema';
import { selectAll } from '@/db/select-all';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { accountTypeName } from '@/lib/modules/books/account-types';
import type { ResourceContext } from '@/lib/engine/define';

/** Checks that `field` names an active account of this company of one of `types` (none named is none of them); answers it. */
export async function requireAccountOfType(ctx: ResourceContext, field: string, id: number | null | undefined, types: number[]) {
  const [account] = id ? await selectAll<typeof accounts.$inferSelect>(ctx.tx, accounts, sql`where ${and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, id), inArray(accounts.type, types))}`) : [];
  if (!account) throw ValidationError.field(field, say('accountOfType', { types: types.map(accountTypeName).join(' or ') }));
  if (account.status !== 1) throw ValidationError.field(field, say('accountInactive'));
  return account;
}

/**
 * Locks the bank account a check is written from or printed on, first (one lock order): checks of
 * one account are numbered one at a time (its series, CHECK_NUMBERING, is taken after this).
 * NO KEY UPDATE: postings' foreign keys take KEY SHARE on the account, which this must not block
 * (FOR UPDATE did: a check waiting for the journal number deadlocked a journal entry holding it).
 */
export async function lockBankAccount(ctx: ResourceContext, bankAccountId: number) {
  const [bank] = await ctx.tx.select({ name: accounts.displayName, bankName: accounts.bankName }).from(accounts).where(eq(accounts.id, bankAccountId)).for('no key update');
  return bank;
}
