import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '@/db/client';
import { accountBalances, accounts, documentSequences, journalLines } from '@/db/schema';
import { dateParam, today } from '@/lib/engine/date-params';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { accountLedger, accountTransactions } from '@/lib/modules/books/account-ledger';
import { ACCOUNT_TYPES, accountTypeName, BANK, CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { OPENING_BALANCE, openingBalancesOf, setOpeningBalance } from '@/lib/modules/books/opening-balances';
import { POSTING_WRITES } from '@/lib/modules/books/post';
import { toCents, fromCents } from '@/lib/money';
import { settingsOf } from '@/lib/settings/company-settings';
import { ACTIVE_INACTIVE, defineResource, type Numbering, type ResourceContext } from '@/lib/engine/define';
import { choice, date, integer, money, ref, text, textArea } from '@/lib/engine/fields';
import { nextOfSeries, setNextOfSeries } from '@/lib/engine/numbering';
import { parsePage } from '@/lib/engine/params';
import { belongsTo, computedValue } from '@/lib/engine/relations';

const TYPE_CODES = Object.fromEntries([...ACCOUNT_TYPES.values()].map((t) => [t.code, t.name]));

const accountInput = z.object({
  display_name: text('Display name', { required: true }),
  number: text('Number', { max: 32 }),
  type: choice('Type', TYPE_CODES, { required: true }),
  parent_id: ref('Parent account'),
  description: textArea('Description'),
  opening_balance: money('Opening balance'),
  opening_balance_date: date('Opening balance date'),
  bank_name: text('Bank name'),
  bank_account_number: text('Account number', { max: 34 }),
  bank_routing_number: text('Bank routing number', { max: 9 }),
  next_check_number: integer('Next check number', { min: 1 }),
});

type Account = typeof accounts.$inferSelect;

/**
 * Checks are numbered per bank account: the "check" series scoped by the account, from 1001. Its
 * next number is the bank account's `next_check_number`, read and set here (the series is its
 * only store); a check typed by hand or printed moves it past its number (docs/decisions.md).
 */
export const CHECK_NUMBERING: Numbering = { series: 'check', label: 'Check number', start: 1001, per: 'bankAccountId', followsTyped: true };

/** A sub-account has its parent's type, and no account is its own ancestor. */
async function checkParent(ctx: ResourceContext, input: Partial<z.infer<typeof accountInput>>, existing: Account | null) {
  const parentId = input.parent_id;
  if (parentId === undefined || parentId === null) return;
  const type = input.type ?? existing?.type;
  let cursor: number | null = parentId;
  for (let depth = 0; cursor !== null && depth < 50; depth++) {
    if (existing && cursor === existing.id) throw ValidationError.field('parent_id', say('accountOwnAncestor'));
    const [parent] = await ctx.tx.select({ parentId: accounts.parentId, type: accounts.type }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.id, cursor)));
    if (depth === 0 && parent && parent.type !== type) throw ValidationError.field('parent_id', say('subAccountType'));
    cursor = parent?.parentId ?? null;
  }
}

/**
 * Receivables and payables keep only their parties' open items (post.ts): an opening balance of
 * one would be owed by nobody (enter the open invoices or bills instead), and an account with
 * postings neither becomes one nor stops being one.
 */
async function refuseControlChanges(ctx: ResourceContext, input: Partial<z.infer<typeof accountInput>>, existing: Account | null) {
  const type = input.type ?? existing?.type;
  if (type !== undefined && CONTROL_TYPES.includes(type) && input.opening_balance && toCents(input.opening_balance) !== 0n) {
    throw ValidationError.field('opening_balance', say('controlOpeningBalance'));
  }
  if (!existing || type === undefined || CONTROL_TYPES.includes(type) === CONTROL_TYPES.includes(existing.type)) return;
  const [used] = await ctx.tx.select({ id: journalLines.id }).from(journalLines).where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.accountId, existing.id))).limit(1);
  if (used) throw ValidationError.field('type', say('controlTypeFixed'));
}

const rangeOf = (ctx: ResourceContext & { url: URL }) => ({
  ...parsePage(ctx.url.searchParams, 100),
  from: dateParam(ctx.url.searchParams, 'from', '1900-01-01'),
  to: dateParam(ctx.url.searchParams, 'to', today(ctx.company)),
});

/** Chart of accounts [58]. */
export const accountsResource = defineResource({
  name: 'accounts',
  domainId: 58,
  table: accounts,
  input: accountInput,
  columns: ['display_name', 'number', 'type'],
  search: ['display_name', 'number', 'description'],
  sort: ['display_name', 'number', 'type', 'created_at'],
  filter: ['status', 'type', 'parent_id', 'system_role'],
  refs: { parent_id: 'accounts' },
  unique: ['number'],
  computed: (row) => ({ type_name: accountTypeName(row.type) }),
  // The next check number (its numbering series) and the opening balance (its entry in the journal).
  async stored(ctx, rows) {
    const banks = rows.filter((r) => r.type === BANK).map((r) => r.id);
    const [next, opening] = [await nextOfSeries(ctx, CHECK_NUMBERING, banks), await openingBalancesOf(ctx, rows)];
    return new Map(rows.map((r) => [r.id, { next_check_number: next.get(r.id) ?? null, ...opening.get(r.id) }]));
  },
  expand: {
    parent: belongsTo({ table: accounts }, 'parentId'),
    // The balance today, in the account's own sign: one query for the whole page.
    balance: computedValue(accounts, async (ctx, rows) => {
      if (rows.length === 0) return new Map();
      const res = await ctx.tx.execute(sql`
        select account_id, (sum(debit) - sum(credit))::numeric(16,2)::text as net from account_balances
        where company_id = ${ctx.company.id} and account_id in (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)}) group by account_id`);
      const net = new Map(rowsOf<{ account_id: number; net: string }>(res).map((r) => [r.account_id, toCents(r.net)]));
      return new Map(rows.map((r) => [r.id, fromCents((ACCOUNT_TYPES.get(r.type)?.normal === 'credit' ? -1n : 1n) * (net.get(r.id) ?? 0n))]));
    }),
  },
  // Its balance is summed from the monthly balances, a bank's next check number kept in its series;
  // a new account's opening balance posts a journal, a bank's next check number moves its series.
  reads: [accountBalances, documentSequences],
  writes: POSTING_WRITES,
  terminology: 'account',
  // An account's opening balance is posted with the account as its source (opening-balances.ts).
  posts: { source: OPENING_BALANCE, term: 'opening_balance' },
  titleField: 'display_name',
  permission: 'accounts',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true },
  async prepare(ctx, input, existing) {
    const required = settingsOf(ctx.company).require_account_numbers === 1;
    const number = input.number === undefined ? existing?.number : input.number;
    if (required && !number) throw ValidationError.field('number', say('accountNumberRequired'));
    if (existing?.systemRole && input.type !== undefined && input.type !== existing.type) {
      throw ValidationError.field('type', say('accountTypeFixed'));
    }
    await refuseControlChanges(ctx, input, existing);
    await checkParent(ctx, input, existing);
    return {};
  },
  async afterWrite(ctx, row, op, input) {
    if (op !== 'delete' && input) await setOpeningBalance(ctx, row, input, today(ctx.company));
    if (op !== 'delete' && input?.next_check_number) await setNextOfSeries(ctx, CHECK_NUMBERING, row.id, input.next_check_number);
  },
  async deletable(ctx, row) {
    if (row.systemRole) return 'The books need this account: it cannot be deleted.';
    const [used] = await ctx.tx.select({ id: journalLines.id }).from(journalLines).where(and(eq(journalLines.companyId, ctx.company.id), eq(journalLines.accountId, row.id))).limit(1);
    if (used) return 'This account has postings and cannot be deleted. Inactivate it instead.';
    const [child] = await ctx.tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.companyId, ctx.company.id), eq(accounts.parentId, row.id))).limit(1);
    return child ? 'This account has sub-accounts and cannot be deleted.' : null;
  },
  views: {
    // GET /api/v1/accounts/{id}/ledger?from=&to= – view ledger, with running balance
    ledger: (ctx, row) => accountLedger(ctx, row, rangeOf(ctx)),
    // GET /api/v1/accounts/{id}/transactions?from=&to= – the transaction report
    transactions: (ctx, row) => accountTransactions(ctx, row, rangeOf(ctx)),
  },
});
