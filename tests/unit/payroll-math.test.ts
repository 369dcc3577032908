import { describe, expect, it } from 'vitest';
import { annualisedWithholding, bracketTax, figurePaycheck, type Bracket, type PayItem } from '@/lib/modules/payroll/calculate';
import { entryHash, splitNet } from '@/lib/modules/payroll/nacha';
import { toCents } from '@/lib/money';

const brackets: Bracket[] = [
  { filingStatus: 'single', over: 0n, upTo: 1_000_000n, rate: 100_000n },
  { filingStatus: 'single', over: 1_000_000n, upTo: null, rate: 200_000n },
];

const item = (id: number, kind: PayItem['kind'], more: Partial<PayItem> = {}): PayItem => ({
  id,
  name: kind,
  kind,
  rate: null,
  multiplier: null,
  amount: null,
  brackets: null,
  wageBase: null,
  expenseAccountId: 1,
  liabilityAccountId: 2,
  ...more,
});

describe('payroll math', () => {
  it('takes the allowances off the annual wages before the brackets, never below nothing', () => {
    // 300.00 a week is 15,600.00 a year, less 2 × 1,000.00 = 13,600.00: 1,000.00 + 720.00 = 1,720.00, / 52 = 33.0769 -> 33.08
    expect(annualisedWithholding(30_000n, 'weekly', brackets, 200_000n)).toBe(3_308n);
    // Allowances beyond the wages leave nothing to tax.
    expect(annualisedWithholding(30_000n, 'weekly', brackets, 2_000_000n)).toBe(0n);
    // Through a paycheck: 3 allowances of the table's 1,000.00; the flat tax beside it is not moved by them.
    const check = figurePaycheck({
      payRate: 300_000n,
      frequency: 'weekly',
      filingStatus: 'single',
      allowances: 3n,
      regularHours: 1_000n,
      overtimeHours: 0n,
      items: [item(1, 'hourly'), item(2, 'withholding', { brackets, allowanceAmount: 100_000n }), item(3, 'withholding', { rate: 62_000n })],
      ytd: new Map(),
    });
    // 15,600.00 − 3,000.00 = 12,600.00: 1,000.00 + 520.00 = 1,520.00, / 52 = 29.2307 -> 29.23; 6.2 % of 300.00 = 18.60.
    expect(check.amounts.map((a) => a.amount)).toEqual([30_000n, 2_923n, 1_860n]);
    expect(check.net).toBe(25_217n);
  });

  it('taxes each bracket on its part of the wages, rounding once', () => {
    // 10 % of 10,000.00 + 20 % of 2,345.67 = 1,000.00 + 469.134 -> 1,469.13
    expect(bracketTax(1_234_567n, brackets)).toBe(146_913n);
    expect(bracketTax(0n, brackets)).toBe(0n);
    // 300.00 a week is 15,600.00 a year: 1,000.00 + 1,120.00 = 2,120.00, / 52 = 40.769... -> 40.77
    expect(annualisedWithholding(30_000n, 'weekly', brackets)).toBe(4_077n);
  });

  it('stops a tax at its wage base and a deduction at its annual limit, from the year to date', () => {
    const items = [item(1, 'salary'), item(2, 'pre_tax_deduction', { amount: 50_000n, wageBase: 100_000n }), item(3, 'employer_tax', { rate: 60_000n, wageBase: 700_000n })];
    const check = figurePaycheck({
      payRate: 520_000_000n, // 52,000.00 a year, weekly: 1,000.00
      frequency: 'weekly',
      filingStatus: 'single',
      regularHours: 0n,
      overtimeHours: 0n,
      items,
      ytd: new Map([
        [2, { amount: 80_000n, wages: 0n }],
        [3, { amount: 0n, wages: 650_000n }],
      ]),
    });
    // Deduction: 500.00 wanted, 200.00 left of its 1,000.00 limit; taxable 800.00; the tax has 500.00 of its base left: 6 % = 30.00.
    expect(check.amounts.map((a) => [a.item.id, a.amount, a.wages])).toEqual([
      [1, 100_000n, 0n],
      [2, 20_000n, 0n],
      [3, 3_000n, 50_000n],
    ]);
    expect([check.gross, check.taxable, check.net, check.employerTaxes]).toEqual([100_000n, 80_000n, 80_000n, 3_000n]);
  });

  it('splits a net pay over direct deposit accounts: fixed, then percentages, then the rest', () => {
    expect(splitNet(100_000n, [{ amount: '150.00', percent: null }, { amount: null, percent: '10.00' }, { amount: null, percent: null }], toCents)).toEqual([15_000n, 8_500n, 76_500n]);
    expect(splitNet(10_000n, [{ amount: '150.00', percent: null }], toCents)).toEqual([10_000n]);
    expect(entryHash(['021000021', '011000015', '999999999'])).toBe('0103200002');
  });
});
