import { z } from 'zod';
import { employeeDirectDeposits, employees } from '@/db/schema';
import { ACTIVE_INACTIVE, defineResource, type Shape } from '@/lib/engine/define';
import { choice, date, email, integer, money, ref, text } from '@/lib/engine/fields';
import { belongsTo, hasMany } from '@/lib/engine/relations';
import { replaceChildren } from '@/lib/engine/children';
import { ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { addressesAndContacts } from '@/lib/modules/crm/sub-records';
import { userShape } from '@/lib/modules/platform/users';

/** Marital statuses of spec section 3, as stored codes. */
export const MARITAL_STATUSES: Record<number, string> = {
  1: 'Single',
  2: 'Married (one income)',
  3: 'Married (two incomes)',
  4: 'Married using the single rate',
  5: 'Married using the higher single rate',
};

/** The ABA routing number checksum: 3, 7, 1 weights over the nine digits sum to a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0;
}

/**
 * Direct deposit: each account takes a fixed amount or a percentage of the net pay, and at most
 * one account (neither given) takes the remainder; the percentages add up to at most 100.
 */
const depositInput = z
  .object({
    bank_name: text('Bank name', { required: true }),
    routing_number: z.string({ error: 'Bank routing number cannot be blank.' }).trim().refine(isRoutingNumber, { error: 'Bank routing number is not a valid 9-digit ABA number.' }),
    account_number: z.string({ error: 'Account number cannot be blank.' }).trim().regex(/^\d{4,17}$/, { error: 'Account number must be 4 to 17 digits.' }),
    account_type: z.enum(['checking', 'savings'], { error: 'Account type must be checking or savings.' }).default('checking'),
    amount: money('Amount', { min: 0.01 }),
    percent: money('Percent', { min: 0.01 }),
  })
  .refine((d) => !(d.amount && d.percent), { error: 'Give an amount or a percentage, not both.', path: ['amount'] });

const directDepositInput = z
  .array(depositInput)
  .max(5, { error: 'At most 5 direct deposit accounts.' })
  .refine((list) => list.filter((d) => !d.amount && !d.percent).length <= 1, { error: 'Only one account can take the remainder of the pay.' })
  .refine((list) => list.reduce((sum, d) => sum + Math.round(Number(d.percent ?? 0) * 100), 0) <= 10_000, { error: 'Percentages add up to more than 100.' });

const depositShape = { table: employeeDirectDeposits, hidden: ['employee_id'] } satisfies Shape;

const replaceDeposits = replaceChildren(employeeDirectDeposits, (employeeId) => ({ employeeId }));

const owned = addressesAndContacts('employees');

/** Employees [17], with the payroll fields their pay is figured from. */
export const employeesResource = defineResource({
  name: 'employees',
  domainId: 17,
  table: employees,
  input: z.object({
    display_name: text('Display name', { required: true }),
    first_name: text('First name'),
    middle_name: text('Middle name'),
    last_name: text('Last name'),
    sur_name: text('Surname'),
    notification_email: email('Notification e-mail'),
    employee_number: text('Employee number', { max: 64 }),
    birthdate: date('Birthdate'),
    hire_date: date('Hire date'),
    termination_date: date('Termination date'),
    marital_status: choice('Marital status', MARITAL_STATUSES),
    allowances: integer('Allowances', { min: 0, max: 99 }),
    user_id: ref('User'),
    direct_deposit: directDepositInput.optional(),
    ...owned.input,
  }),
  columns: ['display_name', 'sur_name', 'notification_email', 'employee_number'],
  search: ['display_name', 'sur_name', 'first_name', 'last_name', 'employee_number', 'notification_email'],
  sort: ['display_name', 'sur_name', 'employee_number', 'hire_date', 'created_at'],
  filter: ['status', 'marital_status'],
  refs: { user_id: 'users' },
  // An employee's files are filed as the Yearly, Personnel and Permanent documents' cabinets show them (files/cabinets.ts).
  fileKinds: ['yearly', 'personnel', 'permanent'],
  unique: ['employee_number'],
  computed: (row) => ({ marital_status_label: row.maritalStatus ? MARITAL_STATUSES[row.maritalStatus] : null }),
  expand: { ...owned.expand, directDeposit: hasMany(depositShape, 'employeeId'), user: belongsTo(userShape, 'userId') },
  nested: { ...owned.nested, direct_deposit: replaceDeposits },
  terminology: 'employee',
  titleField: 'display_name',
  permission: 'employee',
  features: { bookmarks: true, inactive: ACTIVE_INACTIVE, announce: true, notifyOnCreate: true, secure: true },
  prepare(_ctx, input, existing) {
    // The last day worked is on or after the first: a salary is prorated between them (payroll).
    const hired = input.hire_date !== undefined ? input.hire_date : existing?.hireDate;
    const terminated = input.termination_date !== undefined ? input.termination_date : existing?.terminationDate;
    if (hired && terminated && terminated < hired) throw ValidationError.field('termination_date', say('terminationBeforeHire'));
    return {};
  },
});
