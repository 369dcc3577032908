import { addToDate, type IsoDate } from './dates';
import { divRound, monthlyInterest, monthlyRateFloat } from './rounding';
import type { Cents } from '@/lib/money';

export type LoanInput = {
  principal: Cents;
  /** Annual rate in millionths of a percent (lib/tools/rounding.ts parseRate). */
  rateMicro: bigint;
  /** Number of monthly payments. */
  months: number;
  /** The loan's date; the first payment falls a month later. */
  start: IsoDate;
};

export type LoanPayment = { n: number; date: IsoDate; payment: Cents; interest: Cents; principal: Cents; balance: Cents };

export type LoanSchedule = { payment: Cents; rows: LoanPayment[]; totalInterest: Cents; totalPaid: Cents };

/** The longest loan the calculator schedules: 50 years of monthly payments. */
export const MAX_LOAN_MONTHS = 600;

/**
 * The level monthly payment: P x r / (1 - (1 + r)^-n), rounded half-up to the cent (a float is
 * used only here, for the power, and its result is rounded); a loan without interest pays
 * P / n rounded half-up. Either way the last payment absorbs the rounding (see `amortize`).
 */
export function levelPayment(principal: Cents, rateMicro: bigint, months: number): Cents {
  if (rateMicro === 0n) return divRound(principal, BigInt(months));
  const r = monthlyRateFloat(rateMicro);
  return BigInt(Math.round((Number(principal) * r) / (1 - (1 + r) ** -months)));
}

/**
 * Loan Amortization [6]: every payment with its interest, principal and the balance after it.
 * Each month's interest is the balance x rate / 12, rounded half-up to the cent; the payment
 * pays it first and the rest reduces the balance. The last payment is the balance left plus its
 * interest, so the balance ends at exactly 0.00 whatever the rounding of the level payment (a
 * level payment that would overshoot earlier ends the loan then, with a smaller last payment).
 */
export function amortize(input: LoanInput): LoanSchedule {
  const { principal, rateMicro, months, start } = input;
  if (!Number.isInteger(months) || months < 1 || months > MAX_LOAN_MONTHS) throw new RangeError(`The term must be 1 to ${MAX_LOAN_MONTHS} months.`);
  if (principal <= 0n) throw new RangeError('The principal must be more than zero.');
  const payment = levelPayment(principal, rateMicro, months);
  const rows: LoanPayment[] = [];
  let balance = principal;
  for (let n = 1; n <= months && balance > 0n; n++) {
    const interest = monthlyInterest(balance, rateMicro);
    const last = n === months || payment >= balance + interest;
    const paid = last ? balance + interest : payment;
    const toPrincipal = paid - interest;
    balance -= toPrincipal;
    rows.push({ n, date: addToDate(start, n, 'months'), payment: paid, interest, principal: toPrincipal, balance });
  }
  const totalInterest = rows.reduce((s, r) => s + r.interest, 0n);
  return { payment, rows, totalInterest, totalPaid: principal + totalInterest };
}
