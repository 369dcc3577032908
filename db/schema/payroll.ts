import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentColumns, documentStateCheck, keptTotal, money, nameIndex, recordColumns, tenantColumn, tenantIndex } from './columns';
import { employees } from './crm';
import { accounts, checks, journals } from './ledger';

// ---------------------------------------------------------------------------------------------
// Payroll (spec section 3 terminology "payroll item"; section 7 `payroll-items`; gem 129 Payroll
// Processing). The math is docs/decisions.md's "Issue 40".
// ---------------------------------------------------------------------------------------------

/** A percentage with four places (6.2000 %). */
const percent = () => numeric({ precision: 9, scale: 4 });
/** Hours with two places. */
const hours = () => numeric({ precision: 8, scale: 2 });

export const PAYROLL_ITEM_KINDS = ['hourly', 'overtime', 'salary', 'bonus', 'commission', 'reimbursement', 'pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax'] as const;
export type PayrollItemKind = (typeof PAYROLL_ITEM_KINDS)[number];

export const FILING_STATUSES = ['single', 'married', 'head_of_household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];

export const LIABILITY_PAID_BY = ['electronic', 'check'] as const;

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

/**
 * Tax tables as data: a year's brackets per filing status (`tax_table_brackets`), loaded and kept
 * current by the company; no year's rates live in the code.
 */
export const taxTables = pgTable(
  'tax_tables',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    year: integer().notNull(),
    /** What one withholding allowance takes off the annual wages before the brackets (0: the table has none). */
    allowanceAmount: money().notNull().default('0'),
    /** The flat rate a bonus or commission may be withheld at instead of the brackets (none: always by the brackets). */
    supplementalRate: percent(),
    /** A year's supplemental wages up to which that rate applies; beyond it, `supplementalOverRate` (none: no limit). */
    supplementalLimit: money(),
    supplementalOverRate: percent(),
    notes: text(),
  },
  (t) => [tenantIndex('tax_tables', t), nameIndex('tax_tables', t), check('tax_tables_allowance_amount_check', sql`${t.allowanceAmount} >= 0`)],
);

/** One bracket: annual wages over `over` up to `up_to` (none: no ceiling) are taxed at `rate` %. */
export const taxTableBrackets = pgTable(
  'tax_table_brackets',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    taxTableId: integer()
      .notNull()
      .references(() => taxTables.id, { onDelete: 'cascade' }),
    filingStatus: text({ enum: FILING_STATUSES }).notNull(),
    over: money().notNull(),
    upTo: money(),
    rate: percent().notNull(),
  },
  (t) => [index('tax_table_brackets_owner_idx').on(t.companyId, t.taxTableId)],
);

/**
 * Payroll items: earnings (hourly, overtime at a multiplier, salary), deductions before and after
 * tax, withholdings (a flat `rate` or a bracket `tax_table_id`) and employer taxes, each with the
 * accounts it posts to and an optional annual `wage_base` (a tax's wage base, a deduction's limit).
 */
export const payrollItems = pgTable(
  'payroll_items',
  {
    ...recordColumns(),
    displayName: text().notNull(),
    kind: text({ enum: PAYROLL_ITEM_KINDS }).notNull(),
    expenseAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    liabilityAccountId: integer().references(() => accounts.id, { onDelete: 'restrict' }),
    rate: percent(),
    multiplier: numeric({ precision: 6, scale: 4 }),
    amount: money(),
    taxTableId: integer().references(() => taxTables.id, { onDelete: 'restrict' }),
    wageBase: money(),
    /** A bonus's or commission's: withheld at its tax tables' supplemental rate, where they give one (else with the regular wages). */
    supplemental: boolean().notNull().default(true),
    notes: text(),
  },
  (t) => [
    tenantIndex('payroll_items', t),
    nameIndex('payroll_items', t),
    uniqueIndex('payroll_items_display_name_key').on(t.companyId, sql`lower(${t.displayName})`),
    check('payroll_items_kind_check', sql`${t.kind} in ('hourly', 'overtime', 'salary', 'bonus', 'commission', 'reimbursement', 'pre_tax_deduction', 'after_tax_deduction', 'withholding', 'employer_tax')`),
  ],
);

/** An employee's pay setup: the rate (per hour, or a year's salary), how often paid, the filing status, the items. */
export const paySetups = pgTable(
  'pay_setups',
  {
    ...recordColumns(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    payRate: numeric({ precision: 14, scale: 4 }).notNull(),
    payFrequency: text({ enum: PAY_FREQUENCIES }).notNull(),
    filingStatus: text({ enum: FILING_STATUSES }).notNull().default('single'),
    /** Withholding allowances claimed: each takes a bracket table's allowance amount off the annual wages. */
    allowances: integer().notNull().default(0),
    notes: text(),
  },
  (t) => [tenantIndex('pay_setups', t), uniqueIndex('pay_setups_employee_id_key').on(t.companyId, t.employeeId), check('pay_setups_allowances_check', sql`${t.allowances} >= 0 and ${t.allowances} <= 99`)],
);

/** The items of a pay setup, with the employee's own amount or percentage (a deduction's). */
export const paySetupItems = pgTable(
  'pay_setup_items',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    setupId: integer()
      .notNull()
      .references(() => paySetups.id, { onDelete: 'cascade' }),
    payrollItemId: integer()
      .notNull()
      .references(() => payrollItems.id, { onDelete: 'restrict' }),
    amount: money(),
    rate: percent(),
  },
  (t) => [index('pay_setup_items_owner_idx').on(t.companyId, t.setupId)],
);

/** Pay runs [129]: a pay period, a pay date, the bank or clearing account net pay leaves from, and the employees paid. */
export const payRuns = pgTable(
  'pay_runs',
  {
    ...documentColumns(),
    number: text().notNull(),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    payDate: date().notNull(),
    bankAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    memo: text(),
    gross: money().notNull().default('0'),
    net: money().notNull().default('0'),
    employerTaxes: money().notNull().default('0'),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('pay_runs', t), index('pay_runs_number_idx').on(t.companyId, t.number), documentStateCheck('pay_runs', t)],
);

/** A pay run's employees, with the hours paid (from approved time worked when none are given). */
export const payRunLines = pgTable(
  'pay_run_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    payRunId: integer()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    regularHours: hours(),
    overtimeHours: hours(),
  },
  (t) => [index('pay_run_lines_owner_idx').on(t.companyId, t.payRunId), index('pay_run_lines_employee_idx').on(t.companyId, t.employeeId)],
);

/**
 * A pay run's earnings given per employee: a bonus or commission (wages, taxed with the pay) or a
 * reimbursement (paid back with the net, no wage), each of an item of that kind and an employee
 * of one of the run's lines.
 */
export const payRunEarnings = pgTable(
  'pay_run_earnings',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    payRunId: integer()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    payrollItemId: integer()
      .notNull()
      .references(() => payrollItems.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    /** The mileage or expense entry a reimbursement line pays back (its amount), marked reimbursed by the posted run. */
    expenseId: integer(),
  },
  (t) => [index('pay_run_earnings_owner_idx').on(t.companyId, t.payRunId), check('pay_run_earnings_amount_check', sql`${t.amount} >= 0`)],
);

/**
 * The payroll year-to-date sub-ledger: each amount a posted pay run figured, per employee and
 * item, with the wages it was figured on (`wages`: what a tax taxed, toward its wage base) and the
 * accounts it posted to. A reversal marks the live rows and writes their counter-rows.
 */
export const payrollEntries = pgTable(
  'payroll_entries',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    payRunId: integer().notNull(),
    employeeId: integer().notNull(),
    payrollItemId: integer().notNull(),
    year: integer().notNull(),
    kind: text({ enum: PAYROLL_ITEM_KINDS }).notNull(),
    hours: hours().notNull().default('0'),
    amount: money().notNull(),
    wages: money().notNull().default('0'),
    debitAccountId: integer(),
    creditAccountId: integer(),
    reversed: boolean().notNull().default(false),
  },
  (t) => [index('payroll_entries_run_idx').on(t.companyId, t.payRunId), index('payroll_entries_employee_idx').on(t.companyId, t.employeeId, t.year)],
);

/** The kept year-to-date balances: per employee, item and year, the amount and the wages figured on. */
export const payrollYtd = pgTable(
  'payroll_ytd',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    employeeId: integer().notNull(),
    payrollItemId: integer().notNull(),
    year: integer().notNull(),
    amount: keptTotal().notNull().default('0'),
    wages: keptTotal().notNull().default('0'),
  },
  (t) => [uniqueIndex('payroll_ytd_key').on(t.companyId, t.employeeId, t.payrollItemId, t.year)],
);

/** The paychecks of a pay run: each employee's net written as a check (banking's) from a bank account. */
export const payChecks = pgTable(
  'pay_checks',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    payRunId: integer()
      .notNull()
      .references(() => payRuns.id, { onDelete: 'restrict' }),
    employeeId: integer().notNull(),
    checkId: integer()
      .notNull()
      .references(() => checks.id, { onDelete: 'restrict' }),
  },
  (t) => [index('pay_checks_run_idx').on(t.companyId, t.payRunId), uniqueIndex('pay_checks_check_key').on(t.companyId, t.checkId)],
);

/**
 * Payroll liability payments: withheld and employer taxes (and deductions) a company pays to the
 * agency or plan later, from a bank account, a line per payroll item. Posted as a journal Dr each
 * item's liability account, Cr the bank (lib/modules/payroll/liability-payments.ts).
 */
export const payrollLiabilityPayments = pgTable(
  'payroll_liability_payments',
  {
    ...documentColumns(),
    number: text().notNull(),
    date: date().notNull(),
    bankAccountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** The payee (a tax agency, a plan), as written on the check or the e-payment. */
    payee: text(),
    /** The check or confirmation number the payment went by. */
    reference: text(),
    /** Paid electronically (its own journal) or by a check banking writes and prints (the check's journal). */
    paidBy: text({ enum: LIABILITY_PAID_BY }).notNull().default('electronic'),
    /** The check paying it, when paid by check (kept by its check ledger, liability-checks.ts). */
    checkId: integer().references(() => checks.id, { onDelete: 'restrict' }),
    memo: text(),
    amount: money().notNull().default('0'),
    journalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
    voidJournalId: integer().references(() => journals.id, { onDelete: 'restrict' }),
  },
  (t) => [tenantIndex('payroll_liability_payments', t), index('payroll_liability_payments_number_idx').on(t.companyId, t.number), documentStateCheck('payroll_liability_payments', t)],
);

/** A liability payment's lines: the payroll item paid and how much; its liability account is the item's. */
export const payrollLiabilityPaymentLines = pgTable(
  'payroll_liability_payment_lines',
  {
    id: serial().primaryKey(),
    companyId: tenantColumn(),
    paymentId: integer()
      .notNull()
      .references(() => payrollLiabilityPayments.id, { onDelete: 'cascade' }),
    payrollItemId: integer()
      .notNull()
      .references(() => payrollItems.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
  },
  (t) => [index('payroll_liability_payment_lines_owner_idx').on(t.companyId, t.paymentId), index('payroll_liability_payment_lines_item_idx').on(t.companyId, t.payrollItemId)],
);
