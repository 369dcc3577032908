import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '@/db/client';
import { withTenant } from '@/lib/tenant/transaction';
import { booksCompany } from './books';

/** The payroll company of the payroll suites (tests/api/payroll*.test.ts), and what they read back. */
export const query = async <T = Record<string, unknown>>(companyId: number, text: ReturnType<typeof sql>) => rowsOf<T>(await withTenant(companyId, (tx) => tx.execute(text)));
export const fields = (res: { status: number; body: { field: string }[] }) => [res.status, Array.isArray(res.body) ? res.body.map((e) => e.field) : res.body];

/** The example federal table (an example, not any year's real rates): single and married brackets. */
const FEDERAL_BRACKETS = [
  { filing_status: 'single', over: '0', up_to: '10000', rate: '10' },
  { filing_status: 'single', over: '10000', up_to: '40000', rate: '12' },
  { filing_status: 'single', over: '40000', rate: '22' },
  { filing_status: 'married', over: '0', up_to: '20000', rate: '10' },
  { filing_status: 'married', over: '20000', up_to: '80000', rate: '12' },
  { filing_status: 'married', over: '80000', rate: '22' },
];

/**
 * A company with the payroll accounts (6610 payroll taxes; 2210 federal withholding, 2220 social
 * security, 2240 retirement, 2250 unemployment), the items and three employees:
 * Alice, hourly 20.00, single, with a 5 % pre-tax retirement deduction; Bob, hourly 18.50,
 * married; Carol, salaried 208,000.00 a year, single. All paid weekly.
 */
export async function payrollCompany(prefix: string) {
  const b = await booksCompany(prefix);
  const made = async (collection: string, body: Record<string, unknown>) => {
    const res = await b.call('POST', collection, body);
    if (res.status !== 201) throw new Error(`${collection}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const account = async (number: string, display_name: string, type: number) => made('accounts', { number, display_name, type });
  const taxExpense = await account('6610', 'Payroll Tax Expense', 14);
  const federalOwed = await account('2210', 'Federal Withholding Payable', 8);
  const ssOwed = await account('2220', 'Social Security Payable', 8);
  const retirementOwed = await account('2240', 'Retirement Plan Payable', 8);
  const futaOwed = await account('2250', 'Unemployment Tax Payable', 8);
  const wages = b.account('6600');
  const table = await made('tax-tables', { display_name: 'Federal income tax (example)', year: 2026, brackets: FEDERAL_BRACKETS });
  const items = {
    hourly: await made('payroll-items', { display_name: 'Hourly wage', kind: 'hourly', expense_account_id: wages }),
    overtime: await made('payroll-items', { display_name: 'Overtime', kind: 'overtime', multiplier: '1.5', expense_account_id: wages }),
    salary: await made('payroll-items', { display_name: 'Salary', kind: 'salary', expense_account_id: wages }),
    retirement: await made('payroll-items', { display_name: 'Retirement plan', kind: 'pre_tax_deduction', rate: '5', liability_account_id: retirementOwed }),
    federal: await made('payroll-items', { display_name: 'Federal income tax', kind: 'withholding', tax_table_id: table, liability_account_id: federalOwed }),
    ss: await made('payroll-items', { display_name: 'Social security', kind: 'withholding', rate: '6.2', wage_base: '176100', liability_account_id: ssOwed }),
    employerSs: await made('payroll-items', { display_name: 'Social security (company)', kind: 'employer_tax', rate: '6.2', wage_base: '176100', expense_account_id: taxExpense, liability_account_id: ssOwed }),
    futa: await made('payroll-items', { display_name: 'Unemployment (company)', kind: 'employer_tax', rate: '0.6', wage_base: '7000', expense_account_id: taxExpense, liability_account_id: futaOwed }),
  };
  const taxes = [items.federal, items.ss, items.employerSs, items.futa].map((payroll_item_id) => ({ payroll_item_id }));
  const employee = async (display_name: string, setup: Record<string, unknown>) => {
    const id = await made('employees', { display_name });
    await made('pay-setups', { employee_id: id, pay_frequency: 'weekly', ...setup });
    return id;
  };
  const alice = await employee('Alice Archer', { pay_rate: '20', filing_status: 'single', items: [{ payroll_item_id: items.hourly }, { payroll_item_id: items.overtime }, { payroll_item_id: items.retirement }, ...taxes] });
  const bob = await employee('Bob Baker', { pay_rate: '18.50', filing_status: 'married', items: [{ payroll_item_id: items.hourly }, { payroll_item_id: items.overtime }, ...taxes] });
  const carol = await employee('Carol Cruz', { pay_rate: '208000', filing_status: 'single', items: [{ payroll_item_id: items.salary }, ...taxes] });
  const worked = async (employee_id: number, date: string, hours: string, approve = true) => {
    const id = await made('time-worked', { employee_id, date, hours });
    if (approve) expect((await b.call('POST', `time-worked/${id}/approve`, {})).status).toBe(200);
  };
  return { ...b, made, table, items, alice, bob, carol, worked, accounts: { wages, taxExpense, federalOwed, ssOwed, retirementOwed, futaOwed, bank: b.account('1000') } };
}

export type Payroll = Awaited<ReturnType<typeof payrollCompany>>;

/** Net (debit − credit) of an account over the whole ledger. */
export const net = async (p: Payroll, accountId: number) =>
  (await query<{ net: string }>(p.company.id, sql`select coalesce(sum(debit - credit), 0)::numeric(14,2)::text as net from journal_lines where account_id = ${accountId}`))[0].net;

export const ytd = async (p: Payroll, employeeId: number) =>
  Object.fromEntries(
    (await query<{ item: number; amount: string; wages: string }>(p.company.id, sql`select payroll_item_id as item, amount::numeric(14,2)::text as amount, wages::numeric(14,2)::text as wages from payroll_ytd where employee_id = ${employeeId} and year = 2026`)).map((r) => [
      r.item,
      [r.amount, r.wages],
    ]),
  );
