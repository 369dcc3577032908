import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, recordColumns, tenantColumn, tenantIndex } from './columns';
import { customers, employees, jobs, workOrders } from './crm';

/** Hours: two places, at most 24 on one entry (a day's worth; the sum per employee and day is checked by the area). */
const hours = () => numeric({ precision: 6, scale: 2 });
/** A rate (per hour, per mile): four places, as sales lines keep them. */
const rate = () => numeric({ precision: 14, scale: 4 });

/** Whose time and which day: every entry of the area has both. */
const employeeDay = () => ({
  employeeId: integer()
    .notNull()
    .references(() => employees.id, { onDelete: 'restrict' }),
  date: date().notNull(),
});

export const APPROVAL_STATES = ['pending', 'approved', 'denied'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/**
 * Time worked [143] (`time-worked`): an employee's hours on a day, for a customer, job or work
 * order and a service item; billable ones wait to be billed on an invoice, whose id `invoice_id`
 * keeps while a Time & Expenses line bills them (lib/modules/time/billing.ts).
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    ...recordColumns(),
    ...employeeDay(),
    hours: hours().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    workOrderId: integer().references(() => workOrders.id, { onDelete: 'set null' }),
    /** The service item billed (its rate and income account); checked against the company by the API. */
    itemId: integer(),
    /** The rate billed per hour; null: the item's. */
    rate: rate(),
    isBillable: smallint().notNull().default(0),
    notes: text(),
    approval: text({ enum: APPROVAL_STATES }).notNull().default('pending'),
    approvedBy: integer(),
    /** The invoice billing it (kept by the time-billed sub-ledger); null: unbilled. */
    invoiceId: integer(),
    /** The posted pay run paying it (kept by the pay run's time-paid ledger, lib/modules/payroll/time-paid.ts); null: unpaid. */
    payRunId: integer(),
  },
  (t) => [
    tenantIndex('time_entries', t),
    index('time_entries_employee_day_idx').on(t.companyId, t.employeeId, t.date),
    index('time_entries_pay_run_idx').on(t.companyId, t.payRunId).where(sql`${t.payRunId} is not null`),
    index('time_entries_unbilled_idx').on(t.companyId, t.customerId, t.id).where(sql`${t.isBillable} = 1 and ${t.invoiceId} is null`),
    check('time_entries_hours_check', sql`${t.hours} >= 0 and ${t.hours} <= 24`),
    check('time_entries_approval_check', sql`${t.approval} in ('pending', 'approved', 'denied')`),
  ],
);

/**
 * Attendance punches (`attendance`, gem 208): one row per shift, clocked in and, once over,
 * clocked out. An employee has at most one open shift (the partial unique index, which also
 * holds two clock-ins sent at once); a shift ends after it starts and lasts at most 24 hours.
 * Clocking out records the shift's hours as time worked pending approval (`time_entry_id`).
 */
export const clockPunches = pgTable(
  'clock_punches',
  {
    ...recordColumns(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    clockIn: timestamp({ withTimezone: true }).notNull(),
    clockOut: timestamp({ withTimezone: true }),
    note: text(),
    /** The time worked its clock-out recorded; null while open or where none was made. */
    timeEntryId: integer().references(() => timeEntries.id, { onDelete: 'set null' }),
  },
  (t) => [
    tenantIndex('clock_punches', t),
    index('clock_punches_employee_idx').on(t.companyId, t.employeeId, t.clockIn),
    uniqueIndex('clock_punches_open_key').on(t.companyId, t.employeeId).where(sql`${t.clockOut} is null`),
    check('clock_punches_order_check', sql`${t.clockOut} is null or (${t.clockOut} > ${t.clockIn} and ${t.clockOut} <= ${t.clockIn} + interval '24 hours')`),
  ],
);

export const EXPENSE_KINDS = ['mileage', 'expense'] as const;

/**
 * Mileage and expenses [151] (`mileage-expenses`): miles driven at a rate per mile (the
 * company's, kept on the entry as it was), or an amount spent; billable ones are billed like time.
 */
export const mileageExpenses = pgTable(
  'mileage_expenses',
  {
    ...recordColumns(),
    kind: text({ enum: EXPENSE_KINDS }).notNull().default('expense'),
    ...employeeDay(),
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** The item billed (its income account), checked against the company by the API. */
    itemId: integer(),
    miles: numeric({ precision: 10, scale: 2 }),
    ratePerMile: rate(),
    amount: money().notNull(),
    isBillable: smallint().notNull().default(0),
    description: text(),
    invoiceId: integer(),
    /** Approved before it is reimbursed; an expense's (not a trip's) approval asks for its receipt filed with it. */
    approval: text({ enum: APPROVAL_STATES }).notNull().default('pending'),
    approvedBy: integer(),
    /** The pay run whose reimbursement earnings line paid it back to the employee. */
    payRunId: integer(),
  },
  (t) => [
    tenantIndex('mileage_expenses', t),
    check('mileage_expenses_approval_check', sql`${t.approval} in ('pending', 'approved', 'denied')`),
    index('mileage_expenses_unbilled_idx').on(t.companyId, t.customerId, t.id).where(sql`${t.isBillable} = 1 and ${t.invoiceId} is null`),
    check('mileage_expenses_kind_check', sql`${t.kind} in ('mileage', 'expense')`),
  ],
);

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal', 'unpaid'] as const;

/** Time off [153] (`time-off`): a request for hours off on a day, approved or denied. */
export const timeOff = pgTable(
  'time_off',
  {
    ...recordColumns(),
    ...employeeDay(),
    hours: hours().notNull(),
    type: text({ enum: TIME_OFF_TYPES }).notNull().default('vacation'),
    approval: text({ enum: APPROVAL_STATES }).notNull().default('pending'),
    decidedBy: integer(),
    notes: text(),
  },
  (t) => [
    tenantIndex('time_off', t),
    index('time_off_employee_idx').on(t.companyId, t.employeeId, t.date),
    check('time_off_approval_check', sql`${t.approval} in ('pending', 'approved', 'denied')`),
  ],
);

/**
 * Time and expenses billed (a sub-ledger of invoices): one row per entry a Time & Expenses line
 * of a posted invoice bills. An entry is billed at most once (the unique keys); a change or void
 * of the invoice deletes its rows and frees the entries.
 */
export const timeBillings = pgTable(
  'time_billings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    invoiceId: integer().notNull(),
    timeEntryId: integer().references(() => timeEntries.id, { onDelete: 'restrict' }),
    expenseId: integer().references(() => mileageExpenses.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
  },
  (t) => [
    index('time_billings_invoice_idx').on(t.companyId, t.invoiceId),
    uniqueIndex('time_billings_entry_key').on(t.companyId, t.timeEntryId),
    uniqueIndex('time_billings_expense_key').on(t.companyId, t.expenseId),
    check('time_billings_one_check', sql`(${t.timeEntryId} is null) <> (${t.expenseId} is null)`),
  ],
);
