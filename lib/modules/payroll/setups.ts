import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PAY_FREQUENCIES, paySetupItems, paySetups, payrollItems } from '@/db/schema';
import { defineResource, type ResourceContext, type Shape } from '@/lib/engine/define';
import { replaceChildren } from '@/lib/engine/children';
import { ValidationError, type FieldError } from '@/lib/engine/errors';
import { decimal, integer, money, ref, textArea, textChoice } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { employeesResource } from '@/lib/modules/crm/employees';
import { scaled } from '@/lib/money';
import { FILING_STATUS_LABELS } from './items';
import { GIVEN_KINDS } from './calculate';
import { say } from '@/lib/engine/messages';

export const FREQUENCY_LABELS: Record<(typeof PAY_FREQUENCIES)[number], string> = { weekly: 'Weekly', biweekly: 'Every two weeks', semimonthly: 'Twice a month', monthly: 'Monthly' };

const setupItemInput = z.object({
  payroll_item_id: ref('Payroll item', { required: true }),
  amount: money('Amount per paycheck', { min: 0 }),
  rate: decimal('Rate (%)', { min: 0, max: 100 }),
});
type SetupItem = z.infer<typeof setupItemInput>;

/**
 * A setup's items checked: each item once, exactly one of hourly wage or salary, overtime only
 * beside an hourly wage, and an amount or percentage only on a deduction (each a 422 naming it).
 */
async function checkItems(ctx: ResourceContext, items: SetupItem[]) {
  const ids = [...new Set(items.map((i) => i.payroll_item_id))];
  const found = ids.length ? await ctx.tx.select({ id: payrollItems.id, kind: payrollItems.kind }).from(payrollItems).where(and(eq(payrollItems.companyId, ctx.company.id), inArray(payrollItems.id, ids))) : [];
  const kindOf = new Map(found.map((f) => [f.id, f.kind]));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  items.forEach((item, i) => {
    const kind = kindOf.get(item.payroll_item_id);
    if (seen.has(item.payroll_item_id)) errors.push({ field: `items.${i}.payroll_item_id`, ...say('setupItemTwice') });
    seen.add(item.payroll_item_id);
    if (kind && GIVEN_KINDS.includes(kind)) errors.push({ field: `items.${i}.payroll_item_id`, ...say('payrollGivenNotInSetup') });
    const deduction = kind === 'pre_tax_deduction' || kind === 'after_tax_deduction';
    if (!deduction && (item.amount || item.rate)) errors.push({ field: `items.${i}.${item.amount ? 'amount' : 'rate'}`, ...say('setupOwnAmountDeduction') });
    if (deduction && item.amount && item.rate) errors.push({ field: `items.${i}.amount`, ...say('deductionAmountOrRate') });
  });
  const kinds = items.map((i) => kindOf.get(i.payroll_item_id));
  const pay = kinds.filter((k) => k === 'hourly' || k === 'salary').length;
  if (pay !== 1) errors.push({ field: 'items', ...say('setupOnePayItem') });
  else if (kinds.includes('overtime') && !kinds.includes('hourly')) errors.push({ field: 'items', ...say('setupOvertimeHourly') });
  if (errors.length) throw new ValidationError(errors);
}

const itemShape: Shape = { table: paySetupItems, hidden: ['setup_id'], expand: { payrollItem: belongsTo({ table: payrollItems }, 'payrollItemId') } };

/**
 * Pay setups (`pay-setups`): one per employee, the pay rate (per hour for an hourly wage, a year's
 * for a salary), the pay frequency, the filing status the bracket withholdings read, and the
 * payroll items the employee's paychecks are made of.
 */
export const paySetupsResource = defineResource({
  name: 'pay-setups',
  table: paySetups,
  input: z.object({
    employee_id: ref('Employee', { required: true }),
    pay_rate: decimal('Pay rate', { required: true, min: 0 }),
    pay_frequency: textChoice('Pay frequency', FREQUENCY_LABELS, { required: true }),
    filing_status: textChoice('Filing status', FILING_STATUS_LABELS),
    allowances: integer('Withholding allowances', { min: 0, max: 99 }),
    notes: textArea('Notes'),
    items: z.array(setupItemInput).max(50, { error: 'At most 50 payroll items.' }).optional(),
  }),
  columns: ['employee_id', 'pay_rate', 'pay_frequency', 'filing_status', 'allowances', 'status'],
  search: ['notes'],
  sort: ['pay_rate', 'created_at'],
  filter: ['status', 'employee_id', 'pay_frequency', 'filing_status'],
  refs: { employee_id: 'employees' },
  unique: ['employee_id'],
  expand: { employee: belongsTo(employeesResource, 'employeeId'), items: hasMany(itemShape, 'setupId') },
  nested: { items: replaceChildren(paySetupItems, (setupId) => ({ setupId })) },
  terminology: 'pay_setup',
  titleField: 'employee_id',
  permission: 'payroll',
  async prepare(ctx, input, existing) {
    const rate = input.pay_rate ?? existing?.payRate;
    if (rate !== undefined && (scaled(rate, 4) ?? 0n) <= 0n) throw ValidationError.field('pay_rate', say('payRateAboveZero'));
    if (input.items) await checkItems(ctx, input.items);
    else if (!existing) throw ValidationError.field('items', say('setupOnePayItem'));
    // No filing status given is single, and no allowances none, as the columns' defaults.
    return { ...(input.filing_status === null ? { filingStatus: 'single' as const } : {}), ...(input.allowances === null ? { allowances: 0 } : {}) };
  },
  features: { bookmarks: true },
});
