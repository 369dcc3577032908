import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '@/lib/money';
import { addToDate, dayNumber, daysBetween } from '@/lib/tools/dates';
import { minimumsShort, payoffOrder, payoffPlan, type Debt } from '@/lib/tools/debt';
import { addDurations, decimalHours, formatDuration, parseClock, parseDuration, payFor, shiftMinutes, totalShiftMinutes } from '@/lib/tools/hours';
import { amortize, levelPayment } from '@/lib/tools/loan';
import { divRound, monthlyInterest, parseRate } from '@/lib/tools/rounding';

const rate = (text: string) => parseRate(text)!;

describe('rounding', () => {
  it('rounds half away from zero, exactly', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(7n, 3n)).toBe(2n);
  });
  it('reads rates of up to 6 decimals between 0 and 100', () => {
    expect(parseRate('6.5')).toBe(6_500_000n);
    expect(parseRate('0')).toBe(0n);
    expect(parseRate('100')).toBe(100_000_000n);
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('abc')).toBeNull();
    expect(parseRate('1.1234567')).toBeNull();
  });
  it("rounds a month's interest to the cent: 1,000.00 at 1% is 0.83 (0.8333...)", () => {
    expect(monthlyInterest(100_000n, rate('1'))).toBe(83n);
    // 0.005 rounds up: 600.00 at 0.01% = 0.005
    expect(monthlyInterest(60_000n, rate('0.01'))).toBe(1n);
  });
});

describe('loan amortization', () => {
  it('pays 200,000.00 at 6.5% over 30 years at 1,264.14 a month and ends at exactly 0.00', () => {
    const s = amortize({ principal: toCents('200000'), rateMicro: rate('6.5'), months: 360, start: '2026-01-15' });
    expect(fromCents(s.payment)).toBe('1264.14');
    expect(s.rows).toHaveLength(360);
    expect(s.rows.at(-1)!.balance).toBe(0n);
    // every row adds up: payment = interest + principal, balances chain
    let balance = toCents('200000');
    for (const row of s.rows) {
      expect(row.payment).toBe(row.interest + row.principal);
      balance -= row.principal;
      expect(row.balance).toBe(balance);
    }
    expect(s.rows.reduce((a, r) => a + r.principal, 0n)).toBe(toCents('200000'));
    expect(s.totalPaid).toBe(s.rows.reduce((a, r) => a + r.payment, 0n));
    expect(s.totalPaid - s.totalInterest).toBe(toCents('200000'));
    // the first month: 200,000 x 6.5% / 12 = 1,083.33 interest
    expect(fromCents(s.rows[0].interest)).toBe('1083.33');
    expect(fromCents(s.rows[0].principal)).toBe('180.81');
    expect(s.rows[0].date).toBe('2026-02-15');
    // the last payment absorbs 360 months of rounding: the balance left plus its interest
    expect(fromCents(s.rows.at(-1)!.payment)).toBe('1259.56');
    expect(fromCents(s.totalInterest)).toBe('255085.82');
  });

  it('adjusts the last payment: 1,000.00 at 12% over 3 months', () => {
    const s = amortize({ principal: 100_000n, rateMicro: rate('12'), months: 3, start: '2026-01-31' });
    // 1000 x 0.01 / (1 - 1.01^-3) = 340.0221... -> 340.02
    expect(fromCents(s.payment)).toBe('340.02');
    expect(s.rows.map((r) => [fromCents(r.payment), fromCents(r.interest), fromCents(r.principal), fromCents(r.balance)])).toEqual([
      ['340.02', '10.00', '330.02', '669.98'],
      ['340.02', '6.70', '333.32', '336.66'],
      ['340.03', '3.37', '336.66', '0.00'],
    ]);
    expect(fromCents(s.totalInterest)).toBe('20.07');
    // month ends: Jan 31 -> Feb 28 -> Mar 31 -> Apr 30 (each from the start, no drift)
    expect(s.rows.map((r) => r.date)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('lends without interest: 1,000.00 over 3 months is 333.33, 333.33, 333.34', () => {
    const s = amortize({ principal: 100_000n, rateMicro: 0n, months: 3, start: '2026-01-01' });
    expect(s.rows.map((r) => fromCents(r.payment))).toEqual(['333.33', '333.33', '333.34']);
    expect(s.totalInterest).toBe(0n);
    expect(s.rows.at(-1)!.balance).toBe(0n);
    expect(levelPayment(100_000n, 0n, 3)).toBe(33_333n);
  });

  it('refuses a term or principal out of range', () => {
    expect(() => amortize({ principal: 100n, rateMicro: 0n, months: 0, start: '2026-01-01' })).toThrow(/term/);
    expect(() => amortize({ principal: 0n, rateMicro: 0n, months: 12, start: '2026-01-01' })).toThrow(/principal/);
  });
});

describe('debt payoff', () => {
  const debts: Debt[] = [
    { name: 'Card A', balance: toCents('5000'), rateMicro: rate('24'), minimum: toCents('150') },
    { name: 'Car', balance: toCents('8000'), rateMicro: rate('6'), minimum: toCents('250') },
    { name: 'Store', balance: toCents('900'), rateMicro: rate('18'), minimum: toCents('40') },
  ];

  it('orders the snowball by smallest balance and the avalanche by highest rate', () => {
    expect(payoffOrder(debts, 'snowball')).toEqual([2, 0, 1]);
    expect(payoffOrder(debts, 'avalanche')).toEqual([0, 2, 1]);
  });

  it('pays everything off under both strategies; the avalanche pays less interest, the snowball clears the small debt first', () => {
    const snowball = payoffPlan(debts, toCents('200'), 'snowball');
    const avalanche = payoffPlan(debts, toCents('200'), 'avalanche');
    for (const plan of [snowball, avalanche]) {
      expect(plan.months).not.toBeNull();
      expect(plan.schedule.at(-1)!.balances.every((b) => b === 0n)).toBe(true);
      // what was paid is what was owed plus the interest
      const paid = plan.schedule.reduce((s, m) => s + m.payments.reduce((a, b) => a + b, 0n), 0n);
      expect(paid).toBe(toCents('13900') + plan.totalInterest);
      // never more than the budget in a month
      for (const m of plan.schedule) expect(m.payments.reduce((a, b) => a + b, 0n) <= toCents('640')).toBe(true);
    }
    expect(avalanche.totalInterest < snowball.totalInterest).toBe(true);
    expect(snowball.paidOffIn[2]! < avalanche.paidOffIn[2]!).toBe(true);
    expect(avalanche.paidOffIn[0]! < snowball.paidOffIn[0]!).toBe(true);
  });

  it('more extra money pays off sooner', () => {
    expect(payoffPlan(debts, toCents('500'), 'avalanche').months! < payoffPlan(debts, 0n, 'avalanche').months!).toBe(true);
  });

  it('says when the payments never cover the interest', () => {
    const hopeless: Debt[] = [{ name: 'Loan', balance: toCents('10000'), rateMicro: rate('24'), minimum: toCents('150') }];
    expect(minimumsShort(hopeless)).toEqual([0]);
    const plan = payoffPlan(hopeless, toCents('50'), 'snowball');
    expect(plan.months).toBeNull();
    expect(plan.paidOffIn).toEqual([null]);
    // an extra payment large enough makes it payable
    expect(payoffPlan(hopeless, toCents('100'), 'snowball').months).not.toBeNull();
  });
});

describe('dates', () => {
  it('checks real dates', () => {
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2026-02-29')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
  });

  it('counts days across a leap day and backwards', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('counts business days across month ends and weekends', () => {
    // Fri 2026-01-30 to Mon 2026-02-02: only the Monday
    expect(daysBetween('2026-01-30', '2026-02-02', { businessDays: true })).toBe(1);
    // a whole leap-year February 2024 (Thu 1 to Thu 29), counted from Jan 31 (Wed): 21 weekdays
    expect(daysBetween('2024-01-31', '2024-02-29', { businessDays: true })).toBe(21);
    expect(daysBetween('2024-02-29', '2024-01-31', { businessDays: true })).toBe(-21);
    // a year of 2026 (starts Thursday): 261 weekdays
    expect(daysBetween('2025-12-31', '2026-12-31', { businessDays: true })).toBe(261);
    // a holiday on a weekday is not counted; one on a weekend changes nothing
    expect(daysBetween('2026-06-30', '2026-07-10', { businessDays: true, holidays: ['2026-07-03', '2026-07-04'] })).toBe(7);
  });

  it('adds days, weeks, business days, months and years with month-end rules', () => {
    expect(addToDate('2026-12-30', 3, 'days')).toBe('2027-01-02');
    expect(addToDate('2026-03-01', -1, 'days')).toBe('2026-02-28');
    expect(addToDate('2026-01-01', 2, 'weeks')).toBe('2026-01-15');
    expect(addToDate('2026-01-30', 1, 'business_days')).toBe('2026-02-02');
    expect(addToDate('2026-02-02', -1, 'business_days')).toBe('2026-01-30');
    expect(addToDate('2026-01-31', 1, 'months')).toBe('2026-02-28');
    expect(addToDate('2024-01-31', 1, 'months')).toBe('2024-02-29');
    expect(addToDate('2026-03-31', -1, 'months')).toBe('2026-02-28');
    expect(addToDate('2026-02-28', 1, 'months')).toBe('2026-03-28');
    expect(addToDate('2026-02-28', 1, 'months', { endOfMonth: true })).toBe('2026-03-31');
    expect(addToDate('2024-02-29', 1, 'years')).toBe('2025-02-28');
    expect(addToDate('2026-11-15', 3, 'months')).toBe('2027-02-15');
    expect(addToDate('2026-01-15', -13, 'months')).toBe('2024-12-15');
  });
});

describe('hours', () => {
  it('reads durations and clock times', () => {
    expect(parseDuration('7:45')).toBe(465);
    expect(parseDuration('-0:30')).toBe(-30);
    expect(parseDuration('7.75')).toBe(465);
    expect(parseDuration('7:60')).toBeNull();
    expect(parseClock('23:59')).toBe(1439);
    expect(parseClock('25:00')).toBeNull();
  });
  it('adds and subtracts h:mm', () => {
    expect(formatDuration(addDurations([{ minutes: 150 }, { minutes: 45, subtract: true }, { minutes: 20 }]))).toBe('2:05');
    expect(formatDuration(-65)).toBe('-1:05');
  });
  it('totals shifts with breaks, overnight ones included', () => {
    expect(shiftMinutes({ start: 9 * 60, end: 17 * 60 + 30, breakMinutes: 30 })).toBe(480);
    expect(shiftMinutes({ start: 22 * 60, end: 6 * 60 })).toBe(480);
    expect(totalShiftMinutes([{ start: 480, end: 720 }, { start: 780, end: 1010, breakMinutes: 10 }])).toBe(460);
  });
  it('gives decimal hours and pay, rounded half-up to the cent', () => {
    expect(decimalHours(470)).toBe('7.83');
    expect(decimalHours(465)).toBe('7.75');
    // 7:50 at 15.25/h = 119.4583... -> 119.46
    expect(fromCents(payFor(470, toCents('15.25')))).toBe('119.46');
    // 0:01 at 0.30/h = 0.005 -> 0.01
    expect(fromCents(payFor(1, 30n))).toBe('0.01');
  });
});
