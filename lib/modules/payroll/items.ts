import { z } from 'zod';
import { FILING_STATUSES, payrollItems, taxTableBrackets, taxTables, type PayrollItemKind } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type Shape } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { decimal, flag, integer, money, ref, text, textArea, textChoice } from '@/lib/engine/fields';
import { say, type Said } from '@/lib/engine/messages';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { codesOf } from '@/lib/modules/books/account-types';
import { accountsResource } from '@/lib/modules/books/accounts';
import { dateParam, today } from '@/lib/engine/date-params';
import { fromCents, toCents } from '@/lib/money';
import { OWED_KINDS, owedAsOf } from './liability-payments';

export const KIND_LABELS: Record<PayrollItemKind, string> = {
  hourly: 'Hourly wage',
  overtime: 'Overtime',
  salary: 'Salary',
  bonus: 'Bonus',
  commission: 'Commission',
  reimbursement: 'Reimbursement',
  pre_tax_deduction: 'Pre-tax deduction',
  after_tax_deduction: 'After-tax deduction',
  withholding: 'Withholding',
  employer_tax: 'Employer tax',
};
export const FILING_STATUS_LABELS: Record<(typeof FILING_STATUSES)[number], string> = { single: 'Single', married: 'Married filing jointly', head_of_household: 'Head of household' };

/** What the company pays the employee, each to its expense account: wages, and reimbursements paid back with them. */
export const EARNINGS: PayrollItemKind[] = ['hourly', 'overtime', 'salary', 'bonus', 'commission', 'reimbursement'];
const DEDUCTIONS: PayrollItemKind[] = ['pre_tax_deduction', 'after_tax_deduction'];
const EXPENSE_TYPES = codesOf('expense', 'cost_of_sale', 'other_expense');
const LIABILITY_TYPES = codesOf('liability');

const given = (v: unknown) => v !== null && v !== undefined && v !== '';

// ---------------------------------------------------------------------------------------------
// Tax tables
// ---------------------------------------------------------------------------------------------

const bracketInput = z.object({
  filing_status: textChoice('Filing status', FILING_STATUS_LABELS, { required: true }),
  over: money('Over', { required: true, min: 0 }),
  up_to: money('Up to', { min: 0 }),
  rate: decimal('Rate (%)', { required: true, min: 0, max: 100 }),
});
type BracketInput = z.infer<typeof bracketInput>;

/**
 * A table's brackets, per filing status, from 0.00 upwards without overlap or gap: each starts
 * where the one before it ends, and only the last has no ceiling. Each problem names its bracket's
 * field (`brackets.2.over`).
 */
export function checkBrackets(brackets: BracketInput[]): FieldError[] {
  const errors: FieldError[] = [];
  const byStatus = new Map<string, { b: BracketInput; i: number }[]>();
  brackets.forEach((b, i) => {
    if (b.up_to !== null && b.up_to !== undefined && toCents(b.up_to) <= toCents(b.over)) errors.push({ field: `brackets.${i}.up_to`, ...say('bracketEndsAbove') });
    byStatus.set(b.filing_status, [...(byStatus.get(b.filing_status) ?? []), { b, i }]);
  });
  if (errors.length) return errors;
  for (const list of byStatus.values()) {
    list.sort((x, y) => (toCents(x.b.over) < toCents(y.b.over) ? -1 : toCents(x.b.over) > toCents(y.b.over) ? 1 : x.i - y.i));
    if (toCents(list[0].b.over) !== 0n) errors.push({ field: `brackets.${list[0].i}.over`, ...say('bracketFirstFromZero', { status: FILING_STATUS_LABELS[list[0].b.filing_status], over: list[0].b.over }) });
    for (let k = 1; k < list.length; k++) {
      const before = list[k - 1].b;
      const { b, i } = list[k];
      const end = before.up_to === null || before.up_to === undefined ? null : toCents(before.up_to);
      const start = toCents(b.over);
      if (end === null || start < end) {
        const status = FILING_STATUS_LABELS[b.filing_status];
        errors.push({ field: `brackets.${i}.over`, ...(end === null ? say('bracketOverlapsOpen', { status, over: before.over }) : say('bracketOverlaps', { status, over: before.over, up_to: fromCents(end) })) });
      } else if (start > end) {
        errors.push({ field: `brackets.${i}.over`, ...say('bracketGap', { status: FILING_STATUS_LABELS[b.filing_status], up_to: fromCents(end) }) });
      }
    }
  }
  return errors;
}

const bracketShape: Shape = { table: taxTableBrackets, hidden: ['tax_table_id'] };

/**
 * Tax tables (`tax-tables`): a year's brackets by filing status, as data the company loads from
 * the shipped examples and keeps current itself; a bracket withholding names one.
 */
export const taxTablesResource = defineResource({
  name: 'tax-tables',
  table: taxTables,
  input: z.object({
    display_name: text('Name', { required: true }),
    year: integer('Year', { required: true, min: 1900, max: 9999 }),
    allowance_amount: money('Allowance amount (a year)', { min: 0 }),
    supplemental_rate: decimal('Supplemental rate (%)', { min: 0, max: 100 }),
    supplemental_limit: money('Supplemental rate up to (a year)', { min: 0 }),
    supplemental_over_rate: decimal('Supplemental rate beyond it (%)', { min: 0, max: 100 }),
    notes: textArea('Notes'),
    brackets: z.array(bracketInput).max(100, { error: 'At most 100 brackets.' }).optional(),
  }),
  columns: ['display_name', 'year', 'allowance_amount', 'status'],
  search: ['display_name', 'notes'],
  sort: ['display_name', 'year', 'created_at'],
  filter: ['status', 'year'],
  expand: { brackets: hasMany(bracketShape, 'taxTableId') },
  nested: { brackets: replaceChildren(taxTableBrackets, (taxTableId) => ({ taxTableId })) },
  terminology: 'tax_table',
  titleField: 'display_name',
  permission: 'payroll',
  prepare(_ctx, input, existing) {
    if (input.brackets) {
      const errors = checkBrackets(input.brackets);
      if (errors.length) throw new ValidationError(errors);
    }
    // A limit or a rate beyond it is the supplemental rate's: none without it.
    const rate = input.supplemental_rate !== undefined ? input.supplemental_rate : existing?.supplementalRate;
    const beyond = input.supplemental_limit !== undefined ? input.supplemental_limit : existing?.supplementalLimit;
    const over = input.supplemental_over_rate !== undefined ? input.supplemental_over_rate : existing?.supplementalOverRate;
    if (!given(rate) && (given(beyond) || given(over))) throw ValidationError.field('supplemental_rate', say('supplementalRateNeeded'));
    // No allowance amount given is none, as the column's default.
    return input.allowance_amount === null ? { allowanceAmount: '0.00' } : {};
  },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});

// ---------------------------------------------------------------------------------------------
// Payroll items
// ---------------------------------------------------------------------------------------------

const payrollItemInput = z.object({
  display_name: text('Name', { required: true }),
  kind: textChoice('Kind', KIND_LABELS, { required: true }),
  expense_account_id: ref('Expense account', { where: { type: EXPENSE_TYPES }, mustBe: 'mustBeExpense' }),
  liability_account_id: ref('Liability account', { where: { type: LIABILITY_TYPES }, mustBe: 'mustBeLiability' }),
  rate: decimal('Rate (%)', { min: 0, max: 100 }),
  multiplier: decimal('Multiplier', { min: 1, max: 10 }),
  amount: money('Amount per paycheck', { min: 0 }),
  tax_table_id: ref('Tax table'),
  wage_base: money('Annual wage base or limit', { min: 0 }),
  // A bonus's or commission's federal withholding: at its tax table's supplemental rate (the default) or with the regular wages.
  supplemental: flag('Withhold at the supplemental rate', { shownWhen: { field: 'kind', values: ['bonus', 'commission'] } }),
  notes: textArea('Notes'),
});

type ItemValues = { kind?: string | null; expense_account_id?: number | null; liability_account_id?: number | null; rate?: string | null; multiplier?: string | null; amount?: string | null; tax_table_id?: number | null };

/** What each kind needs: the accounts it posts to and how it is figured; 422s naming each missing or stray field. */
export function checkItem(item: ItemValues): FieldError[] {
  const errors: FieldError[] = [];
  const need = (field: keyof ItemValues, said: Said) => !given(item[field]) && errors.push({ field, ...said });
  const stray = (field: keyof ItemValues, said: Said) => given(item[field]) && errors.push({ field, ...said });
  const is = (...kinds: PayrollItemKind[]) => kinds.some((k) => k === item.kind);
  if (is(...EARNINGS, 'employer_tax')) need('expense_account_id', say('payrollItemExpenseAccount'));
  else stray('expense_account_id', say('payrollItemNoExpenseAccount'));
  if (!is(...EARNINGS)) need('liability_account_id', say('payrollItemLiabilityAccount'));
  else stray('liability_account_id', say('payrollItemNoLiabilityAccount'));
  if (is('overtime')) need('multiplier', say('payrollItemMultiplier'));
  else stray('multiplier', say('payrollItemNoMultiplier'));
  if (is('withholding')) {
    if (given(item.rate) && given(item.tax_table_id)) errors.push({ field: 'tax_table_id', ...say('withholdingRateAndTable') });
    else if (!given(item.rate) && !given(item.tax_table_id)) errors.push({ field: 'rate', ...say('withholdingRateOrTable') });
  } else {
    stray('tax_table_id', say('payrollItemNoTaxTable'));
    if (is('employer_tax')) need('rate', say('employerTaxRate'));
  }
  if (is(...DEDUCTIONS)) {
    if (given(item.amount) && given(item.rate)) errors.push({ field: 'amount', ...say('deductionAmountOrRate') });
  } else {
    stray('amount', say('payrollItemNoAmount'));
    if (is(...EARNINGS)) stray('rate', say('earningsNoRate'));
  }
  return errors;
}

/**
 * Payroll items (`payroll-items`): what a paycheck is made of, each with the accounts it posts to.
 * Earnings are paid at the employee's rate (overtime at its multiplier); deductions take an amount
 * or a percentage of the gross; withholdings a flat rate or a tax table's brackets; employer taxes
 * a flat rate; taxes stop at their annual wage base, deductions at their annual limit.
 */
export const payrollItemsResource = defineResource({
  name: 'payroll-items',
  table: payrollItems,
  input: payrollItemInput,
  columns: ['display_name', 'kind', 'rate', 'wage_base', 'status'],
  search: ['display_name', 'notes'],
  sort: ['display_name', 'kind', 'created_at'],
  filter: ['status', 'kind', 'tax_table_id'],
  refs: { expense_account_id: 'accounts', liability_account_id: 'accounts', tax_table_id: 'tax-tables' },
  unique: ['display_name'],
  expand: {
    expenseAccount: belongsTo(accountsResource, 'expenseAccountId'),
    liabilityAccount: belongsTo(accountsResource, 'liabilityAccountId'),
    taxTable: belongsTo(taxTablesResource, 'taxTableId'),
  },
  terminology: 'payroll_item',
  titleField: 'display_name',
  permission: 'payroll',
  prepare(_ctx, input, existing) {
    const merged: ItemValues = {
      kind: input.kind ?? existing?.kind,
      expense_account_id: input.expense_account_id !== undefined ? input.expense_account_id : existing?.expenseAccountId,
      liability_account_id: input.liability_account_id !== undefined ? input.liability_account_id : existing?.liabilityAccountId,
      rate: input.rate !== undefined ? input.rate : existing?.rate,
      multiplier: input.multiplier !== undefined ? input.multiplier : existing?.multiplier,
      amount: input.amount !== undefined ? input.amount : existing?.amount,
      tax_table_id: input.tax_table_id !== undefined ? input.tax_table_id : existing?.taxTableId,
    };
    const errors = checkItem(merged);
    if (errors.length) throw new ValidationError(errors);
    return {};
  },
  views: {
    /**
     * `GET /payroll-items/{id}/owed?date=`: what the item owes on the day (today where the company
     * is, by default): posted pay runs paid by then less liability payments made by then. A
     * liability payment's line picking the item is filled with it.
     */
    async owed(ctx, row) {
      const day = dateParam(ctx.url.searchParams, 'date', today(ctx.company));
      const balance = (await owedAsOf(ctx, [row.id], day)).get(row.id)!;
      return { display_name: row.displayName, kind: row.kind, date: day, owed: fromCents(OWED_KINDS.includes(row.kind) ? balance.owed - balance.paid : 0n) };
    },
  },
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE },
});
