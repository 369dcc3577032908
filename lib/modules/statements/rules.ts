import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { bankRules } from '@/db/schema';
import { defineResource, type ResourceContext } from '@/lib/engine/define';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { integer, money, ref, text } from '@/lib/engine/fields';
import { belongsTo } from '@/lib/engine/relations';
import { BANK, CREDIT_CARD, NON_CONTROL_TYPES } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { toCents } from '@/lib/money';

type Rule = typeof bankRules.$inferSelect;

/**
 * Bank rules (bank-rules): "when the description contains X (and the amount, money in or out, is
 * between A and B), it goes to account Y, payee Z, classification C". Tried in order (position,
 * then the oldest first) on import; the first that fits names the line's account and payee and
 * shows its name on the line. Inactive rules are not tried.
 */
export const bankRulesResource = defineResource({
  name: 'bank-rules',
  table: bankRules,
  input: z.object({
    name: text('Name', { required: true, max: 100 }),
    position: integer('Order', { min: 0, max: 100_000 }),
    contains: text('Description contains', { required: true, max: 100 }),
    amount_min: money('Amount from', { min: 0 }),
    amount_max: money('Amount to', { min: 0 }),
    bank_account_id: ref('Bank or card account', { where: { type: [BANK, CREDIT_CARD] }, mustBe: 'mustBeBankOrCard', collection: 'accounts' }),
    account_id: ref('Account', { required: true, where: { type: NON_CONTROL_TYPES }, mustBe: 'mustBeNotReceivablesPayables', collection: 'accounts' }),
    payee_name: text('Payee'),
    classification_id: ref('Classification', { collection: 'classifications' }),
  }),
  columns: ['position', 'name', 'contains', 'amount_min', 'amount_max', 'account_id', 'payee_name', 'status'],
  search: ['name', 'contains', 'payee_name'],
  sort: ['position', 'name', 'created_at'],
  filter: ['status', 'bank_account_id', 'account_id'],
  refs: { account_id: 'accounts', bank_account_id: 'accounts', classification_id: 'classifications' },
  expand: { account: belongsTo(accountsResource, 'accountId'), bankAccount: belongsTo(accountsResource, 'bankAccountId') },
  terminology: 'bank_rule',
  titleField: 'name',
  permission: 'reconcilation',
  features: { inactive: { active: 1, inactive: 0 } },
  prepare(_ctx, input, existing) {
    const min = input.amount_min !== undefined ? input.amount_min : (existing?.amountMin ?? null);
    const max = input.amount_max !== undefined ? input.amount_max : (existing?.amountMax ?? null);
    if (min !== null && max !== null && toCents(min) > toCents(max)) throw ValidationError.field('amount_max', say('ruleAmountRange'));
    return {};
  },
});

/** The company's active rules for a bank account's statements, in the order they are tried. */
export function rulesFor(ctx: ResourceContext, bankAccountId: number): Promise<Rule[]> {
  return ctx.tx
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.companyId, ctx.company.id), eq(bankRules.status, 1), or(isNull(bankRules.bankAccountId), eq(bankRules.bankAccountId, bankAccountId))))
    .orderBy(asc(bankRules.position), asc(bankRules.id));
}

/** The first rule that fits a line: its words in the description (letter case aside), its amount (either sign) in range. */
export function ruleFitting(rules: Rule[], line: { description: string; amount: string }): Rule | undefined {
  const words = line.description.toLowerCase();
  const size = toCents(line.amount) < 0n ? -toCents(line.amount) : toCents(line.amount);
  return rules.find((r) => words.includes(r.contains.toLowerCase()) && (r.amountMin === null || size >= toCents(r.amountMin)) && (r.amountMax === null || size <= toCents(r.amountMax)));
}
