import { monthlyInterest } from './rounding';
import type { Cents } from '@/lib/money';

export type Debt = {
  name: string;
  balance: Cents;
  /** Annual rate in millionths of a percent (lib/tools/rounding.ts parseRate). */
  rateMicro: bigint;
  minimum: Cents;
};

export type Strategy = 'snowball' | 'avalanche';

export type DebtMonth = { month: number; payments: Cents[]; interest: Cents[]; balances: Cents[] };

export type DebtPlan = {
  strategy: Strategy;
  /** The debts' indexes in the order the extra money goes to them. */
  order: number[];
  /** Months until every debt is paid; null when the payments never pay them off. */
  months: number | null;
  totalInterest: Cents;
  /** The month each debt is paid off (by the input's index); null if never. */
  paidOffIn: (number | null)[];
  schedule: DebtMonth[];
};

/** The most months a plan runs before it is called never paid off: 100 years. */
export const MAX_DEBT_MONTHS = 1200;

/**
 * The order a strategy pays debts in: the snowball the smallest balance first (then the higher
 * rate), the avalanche the highest rate first (then the smaller balance); ties keep input order.
 */
export function payoffOrder(debts: Debt[], strategy: Strategy): number[] {
  const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
  return debts
    .map((_, i) => i)
    .sort((i, j) => {
      const [a, b] = [debts[i], debts[j]];
      const primary = strategy === 'snowball' ? cmp(a.balance, b.balance) : cmp(b.rateMicro, a.rateMicro);
      const secondary = strategy === 'snowball' ? cmp(b.rateMicro, a.rateMicro) : cmp(a.balance, b.balance);
      return primary || secondary || i - j;
    });
}

/** The debts whose minimum payment does not even cover their first month's interest. */
export const minimumsShort = (debts: Debt[]) => debts.map((d, i) => (d.minimum <= monthlyInterest(d.balance, d.rateMicro) && d.balance > 0n ? i : -1)).filter((i) => i >= 0);

/**
 * Debt Calculator [191]: each month every debt's interest is added (balance x rate / 12,
 * rounded half-up to the cent per debt and month), every debt gets its minimum (or what is
 * left of it), and the rest of the monthly budget (the minimums plus `extra`; a paid-off
 * debt's minimum rolls over) goes to the first unpaid debt in the strategy's order. When the
 * budget does not cover the month's interest nothing is ever paid off: `months` is null.
 */
export function payoffPlan(debts: Debt[], extra: Cents, strategy: Strategy): DebtPlan {
  const order = payoffOrder(debts, strategy);
  const budget = debts.reduce((s, d) => s + d.minimum, 0n) + extra;
  const balances = debts.map((d) => d.balance);
  const paidOffIn: (number | null)[] = debts.map((d) => (d.balance <= 0n ? 0 : null));
  const schedule: DebtMonth[] = [];
  let totalInterest = 0n;
  for (let month = 1; month <= MAX_DEBT_MONTHS && balances.some((b) => b > 0n); month++) {
    const interest = balances.map((b, i) => (b > 0n ? monthlyInterest(b, debts[i].rateMicro) : 0n));
    const monthInterest = interest.reduce((s, x) => s + x, 0n);
    if (budget <= monthInterest) return { strategy, order, months: null, totalInterest, paidOffIn, schedule };
    interest.forEach((x, i) => (balances[i] += x));
    totalInterest += monthInterest;
    const payments = debts.map(() => 0n);
    let left = budget;
    debts.forEach((d, i) => {
      const pay = [d.minimum, balances[i], left].reduce((a, b) => (a < b ? a : b));
      payments[i] += pay;
      balances[i] -= pay;
      left -= pay;
    });
    for (const i of order) {
      if (left <= 0n) break;
      const pay = left < balances[i] ? left : balances[i];
      payments[i] += pay;
      balances[i] -= pay;
      left -= pay;
    }
    balances.forEach((b, i) => {
      if (b === 0n && paidOffIn[i] === null) paidOffIn[i] = month;
    });
    schedule.push({ month, payments, interest, balances: [...balances] });
  }
  const done = balances.every((b) => b <= 0n);
  return { strategy, order, months: done ? schedule.length : null, totalInterest, paidOffIn, schedule };
}
