import type { FilingStatus, PayFrequency, PayrollItemKind } from '@/db/schema';
import { say, type Said } from '@/lib/engine/messages';
import { divideHalfUp, scaled, type Cents } from '@/lib/money';

/**
 * One employee's paycheck, figured from the pay setup, the hours and the year-to-date balances
 * (docs/decisions.md, Issue 40). Pure: money in cents, rates in ten-thousandths of a percent
 * (6.2000 % is 62000n), hours in hundredths. The order is the paycheck's: earnings make the
 * gross; pre-tax deductions come off it for the taxable wages; withholdings and employer taxes are
 * figured on the taxable wages (up to what is left of each annual wage base); after-tax
 * deductions come off last; the net is what is left.
 */

export const PERIODS_PER_YEAR: Record<PayFrequency, bigint> = { weekly: 52n, biweekly: 26n, semimonthly: 24n, monthly: 12n };

export type Bracket = { filingStatus: FilingStatus; over: Cents; upTo: Cents | null; rate: bigint };

export type PayItem = {
  id: number;
  name: string;
  kind: PayrollItemKind;
  /** A percentage (4 places, scaled by 10^4): a flat tax's or a percentage deduction's. */
  rate: bigint | null;
  /** Overtime's multiplier of the hourly rate (4 places, scaled by 10^4: 1.5 is 15000n). */
  multiplier: bigint | null;
  /** A deduction's amount per paycheck. */
  amount: Cents | null;
  /** A bracket withholding's table. */
  brackets: Bracket[] | null;
  /** What one withholding allowance takes off the annual wages, by the bracket table (0 where it has none). */
  allowanceAmount?: Cents;
  /** The annual wage base (a tax's) or limit (a deduction's). */
  wageBase: Cents | null;
  /** A bonus's or commission's: withheld at a bracket withholding's supplemental rate, where its table gives one. */
  supplemental?: boolean;
  /** A bracket withholding's flat supplemental rate (its table's), its yearly limit and the rate beyond it. */
  supplementalRate?: { rate: bigint; limit: Cents | null; overRate: bigint | null } | null;
  expenseAccountId: number | null;
  liabilityAccountId: number | null;
};

export type PayInput = {
  /** The hourly rate, or the annual salary (4 places, scaled by 10^4). */
  payRate: bigint;
  frequency: PayFrequency;
  filingStatus: FilingStatus;
  /** Withholding allowances claimed (the pay setup's): each takes the table's allowance amount off the annual wages. */
  allowances?: bigint;
  regularHours: bigint;
  overtimeHours: bigint;
  items: PayItem[];
  /** What the pay run's earnings lines give this employee: bonuses and commissions (wages), reimbursements (not wages). */
  extras?: { item: PayItem; amount: Cents }[];
  /** A salary's part of the period: the working days employed over the period's working days (none: the whole period). */
  salaryShare?: SalaryShare;
  /** Year-to-date before this run, by item: the amount and the wages figured on. */
  ytd: Map<number, { amount: Cents; wages: Cents }>;
  /** The supplemental wages (bonuses and commissions withheld at the supplemental rate) paid this year before this run. */
  supplementalYtd?: Cents;
};

export type PayAmount = { item: PayItem; hours: bigint; amount: Cents; wages: Cents };

export type Paycheck = { amounts: PayAmount[]; gross: Cents; taxable: Cents; net: Cents; employerTaxes: Cents; reimbursements: Cents };

export type SalaryShare = { worked: bigint; of: bigint };

/** Kinds that are wages: the gross, taxed. A reimbursement is paid with the net but is no wage. */
export const WAGE_KINDS: readonly PayrollItemKind[] = ['hourly', 'overtime', 'salary', 'bonus', 'commission'];
/** Kinds whose amount is given per employee on a pay run's earnings lines. */
export const GIVEN_KINDS: readonly PayrollItemKind[] = ['bonus', 'commission', 'reimbursement'];
/** Kinds taken off the pay. */
export const OFF_PAY_KINDS: readonly PayrollItemKind[] = ['pre_tax_deduction', 'after_tax_deduction', 'withholding'];

/** Gross and net of amounts by kind (a stub's, a run's): wages; wages plus reimbursements less what came off. */
export function grossAndNet(list: { kind: string; amount: Cents }[]): { gross: Cents; net: Cents } {
  const sum = (kinds: readonly string[]) => list.reduce((s, a) => s + (kinds.includes(a.kind) ? a.amount : 0n), 0n);
  const gross = sum(WAGE_KINDS);
  return { gross, net: gross + sum(['reimbursement']) - sum(OFF_PAY_KINDS) };
}

const DAY = 86_400_000;
/** The working days (Monday to Friday) from one ISO date to another, both included (0 when `to` is before `from`). */
export function workingDays(from: string, to: string): bigint {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  let days = 0n;
  for (let t = start; t <= end; t += DAY) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return days;
}

/**
 * A salaried employee's part of a pay period (docs/decisions.md, "Issue 40: bonuses, commissions,
 * reimbursements, salary prorated"): the working days from the later of the period's start and the
 * hire date to the earlier of its end and the termination date, over the period's working days.
 * None where the employee was employed the whole period (or the period has no working day).
 */
export function salaryShare(periodStart: string, periodEnd: string, hired: string | null, terminated: string | null): SalaryShare | undefined {
  const from = hired && hired > periodStart ? hired : periodStart;
  const to = terminated && terminated < periodEnd ? terminated : periodEnd;
  if (from === periodStart && to === periodEnd) return undefined;
  const of = workingDays(periodStart, periodEnd);
  return of > 0n ? { worked: workingDays(from, to), of } : undefined;
}

/** What a paycheck cannot be figured for: the reason, for the line's field. */
export class PayError extends Error {
  constructor(
    readonly said: Said,
    readonly field: 'employee_id' | 'overtime_hours' | 'regular_hours',
  ) {
    super(said.message);
  }
}

const percentOf = (cents: Cents, rate: bigint) => divideHalfUp(cents * rate, 1_000_000n);
const min = (a: Cents, b: Cents) => (a < b ? a : b);
const max = (a: Cents, b: Cents) => (a > b ? a : b);

/** What is left of an annual wage base or limit after the year-to-date; no base: all of `wanted`. */
const underBase = (wanted: Cents, base: Cents | null, done: Cents) => (base === null ? wanted : min(wanted, max(0n, base - done)));

/**
 * A bracket table's tax on annual wages: each bracket's rate on the part of the wages between its
 * `over` and its `up_to`, summed exactly and rounded half-up to the cent once.
 */
export function bracketTax(annual: Cents, brackets: Bracket[]): Cents {
  let tax = 0n;
  for (const b of brackets) {
    const top = b.upTo === null ? annual : min(annual, b.upTo);
    if (top > b.over) tax += (top - b.over) * b.rate;
  }
  return divideHalfUp(tax, 1_000_000n);
}

/**
 * A bracket withholding for one paycheck, annualised by the pay frequency: the period's taxable
 * wages times the periods in a year, less the allowances (their count times the table's allowance
 * amount, never below 0), taxed by the table of the filing status, divided back by the periods
 * (half-up to the cent).
 */
export function annualisedWithholding(periodWages: Cents, frequency: PayFrequency, brackets: Bracket[], allowances: Cents = 0n): Cents {
  const periods = PERIODS_PER_YEAR[frequency];
  return divideHalfUp(bracketTax(max(0n, periodWages * periods - allowances), brackets), periods);
}

/**
 * The flat withholding on supplemental wages: the rate on the part of them up to the yearly limit
 * (counting those paid before this run), the rate beyond it on the rest; each part rounded
 * half-up to the cent.
 */
export function supplementalTax(wages: Cents, paidBefore: Cents, at: { rate: bigint; limit: Cents | null; overRate: bigint | null }): Cents {
  const under = at.limit === null ? wages : min(wages, max(0n, at.limit - paidBefore));
  return percentOf(under, at.rate) + percentOf(wages - under, at.overRate ?? at.rate);
}

export function figurePaycheck(input: PayInput): Paycheck {
  const amounts: PayAmount[] = [];
  const ytdOf = (item: PayItem) => input.ytd.get(item.id) ?? { amount: 0n, wages: 0n };
  const of = (kind: PayrollItemKind) => input.items.filter((i) => i.kind === kind);
  const periods = PERIODS_PER_YEAR[input.frequency];

  // Earnings.
  const hourly = of('hourly')[0];
  const overtime = of('overtime')[0];
  const salary = of('salary')[0];
  if (hourly && input.regularHours > 0n) amounts.push({ item: hourly, hours: input.regularHours, amount: divideHalfUp(input.regularHours * input.payRate, 10_000n), wages: 0n });
  if (input.overtimeHours > 0n) {
    if (!overtime || !hourly) throw new PayError(say('payNoOvertimeItem'), 'overtime_hours');
    amounts.push({ item: overtime, hours: input.overtimeHours, amount: divideHalfUp(input.overtimeHours * input.payRate * (overtime.multiplier ?? 10_000n), 100_000_000n), wages: 0n });
  }
  if (salary) {
    // The period's salary (annual / periods), or its share of it, rounded once to the cent.
    const share = input.salaryShare ?? { worked: 1n, of: 1n };
    const amount = divideHalfUp(input.payRate * share.worked, 100n * periods * share.of);
    if (amount > 0n) amounts.push({ item: salary, hours: input.regularHours, amount, wages: 0n });
  }
  const extras = input.extras ?? [];
  for (const e of extras) if (e.amount > 0n && WAGE_KINDS.includes(e.item.kind)) amounts.push({ item: e.item, hours: 0n, amount: e.amount, wages: 0n });
  const gross = amounts.reduce((sum, a) => sum + a.amount, 0n);

  // A deduction: its amount, or its percentage of the gross; never past its annual limit, nor past what is left.
  let left = gross;
  const deduct = (item: PayItem) => {
    const wanted = item.amount ?? (item.rate !== null ? percentOf(gross, item.rate) : 0n);
    const amount = min(underBase(wanted, item.wageBase, ytdOf(item).amount), left);
    if (amount <= 0n) return;
    left -= amount;
    amounts.push({ item, hours: 0n, amount, wages: 0n });
  };
  of('pre_tax_deduction').forEach(deduct);
  const taxable = left;

  // The bonuses and commissions withheld at the supplemental rate (docs/decisions.md, "Issue 40: supplemental-rate withholding").
  const supplementalPaid = extras.reduce((sum, e) => sum + (e.amount > 0n && e.item.supplemental && (e.item.kind === 'bonus' || e.item.kind === 'commission') ? e.amount : 0n), 0n);

  // Taxes on the taxable wages, up to what is left of each wage base this year.
  const tax = (item: PayItem) => {
    const wages = underBase(taxable, item.wageBase, ytdOf(item).wages);
    if (item.brackets) {
      const brackets = item.brackets.filter((b) => b.filingStatus === input.filingStatus);
      if (!brackets.length) throw new PayError(say('payTaxTableNoBrackets', { item: item.name, status: input.filingStatus }), 'employee_id');
      const allowances = (input.allowances ?? 0n) * (item.allowanceAmount ?? 0n);
      // Supplemental wages at the flat rate, the rest (pre-tax deductions off the regular wages first) by the brackets.
      const supplemental = item.supplementalRate ? min(supplementalPaid, wages) : 0n;
      const flat = supplemental > 0n ? supplementalTax(supplemental, input.supplementalYtd ?? 0n, item.supplementalRate!) : 0n;
      return { item, hours: 0n, amount: annualisedWithholding(wages - supplemental, input.frequency, brackets, allowances) + flat, wages };
    }
    return { item, hours: 0n, amount: percentOf(wages, item.rate ?? 0n), wages };
  };
  for (const item of of('withholding')) {
    const figured = tax(item);
    amounts.push(figured);
    left -= figured.amount;
  }
  if (left < 0n) throw new PayError(say('payWithholdingsOverPay'), 'employee_id');
  of('after_tax_deduction').forEach(deduct);
  let employerTaxes = 0n;
  for (const item of of('employer_tax')) {
    const figured = tax(item);
    amounts.push(figured);
    employerTaxes += figured.amount;
  }
  // Reimbursements are paid back with the net, after the taxes: no wage, nothing withheld from them.
  let reimbursements = 0n;
  for (const e of extras) {
    if (e.amount <= 0n || e.item.kind !== 'reimbursement') continue;
    amounts.push({ item: e.item, hours: 0n, amount: e.amount, wages: 0n });
    reimbursements += e.amount;
  }
  return { amounts, gross, taxable, net: left + reimbursements, employerTaxes, reimbursements };
}

/** One employee's pay stub of a run (runs.ts `stubsOf`): current and year-to-date, item by item. */
export type Stub = {
  employee_id: number;
  employee: string;
  regular_hours: string;
  overtime_hours: string;
  gross: string;
  net: string;
  ytd_gross: string;
  ytd_net: string;
  items: { payroll_item_id: number; name: string; kind: string; hours: string; current: string; wages: string; ytd: string }[];
};

/** A numeric column's text scaled to 4 places (a rate, a multiplier, a pay rate); none is null. */
export const fourPlaces = (text: string | null | undefined) => scaled(text, 4);
