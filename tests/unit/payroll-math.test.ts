import { describe, expect, it } from 'vitest';
import { annualisedWithholding, bracketTax, figurePaycheck, salaryShare, workingDays, type Bracket, type PayItem } from '@/lib/modules/payroll/calculate';
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

  it('taxes a bonus with the wages and pays a reimbursement back with the net, untaxed', () => {
    const check = figurePaycheck({
      payRate: 200_000n, // 20.00 an hour
      frequency: 'weekly',
      filingStatus: 'single',
      regularHours: 4_000n,
      overtimeHours: 0n,
      items: [item(1, 'hourly'), item(2, 'pre_tax_deduction', { rate: 50_000n }), item(3, 'withholding', { brackets }), item(4, 'withholding', { rate: 62_000n }), item(5, 'employer_tax', { rate: 60_000n })],
      extras: [
        { item: item(6, 'bonus'), amount: 20_000n },
        { item: item(7, 'reimbursement'), amount: 7_550n },
      ],
      ytd: new Map(),
    });
    // 40 × 20.00 = 800.00 + a 200.00 bonus: gross 1,000.00; 5 % pre-tax 50.00; taxable 950.00.
    // Brackets: 950.00 × 52 = 49,400.00 a year, 1,000.00 + 39,400.00 × 20 % = 8,880.00, / 52 =
    // 170.769... -> 170.77; flat 6.2 % of 950.00 = 58.90; employer 6 % = 57.00. The 75.50
    // reimbursement is in neither the gross nor the taxable wages: net 950.00 − 170.77 − 58.90 + 75.50.
    expect(check.amounts.map((a) => [a.item.id, a.amount, a.wages])).toEqual([
      [1, 80_000n, 0n],
      [6, 20_000n, 0n],
      [2, 5_000n, 0n],
      [3, 17_077n, 95_000n],
      [4, 5_890n, 95_000n],
      [5, 5_700n, 95_000n],
      [7, 7_550n, 0n],
    ]);
    expect([check.gross, check.taxable, check.net, check.employerTaxes, check.reimbursements]).toEqual([100_000n, 95_000n, 79_583n, 5_700n, 7_550n]);
    // A commission is wages too; without extras the paycheck is the hourly pay alone.
    const commission = figurePaycheck({ payRate: 200_000n, frequency: 'weekly', filingStatus: 'single', regularHours: 0n, overtimeHours: 0n, items: [item(1, 'hourly')], extras: [{ item: item(8, 'commission'), amount: 12_345n }], ytd: new Map() });
    expect([commission.gross, commission.taxable, commission.net]).toEqual([12_345n, 12_345n, 12_345n]);
  });

  it('prorates a salary by the working days (Monday to Friday) employed in the period', () => {
    // March 2026 starts on a Sunday: 22 working days; from Wednesday the 18th, 10.
    expect(workingDays('2026-03-01', '2026-03-31')).toBe(22n);
    expect(workingDays('2026-03-18', '2026-03-31')).toBe(10n);
    expect(workingDays('2026-03-14', '2026-03-15')).toBe(0n);
    expect(salaryShare('2026-03-01', '2026-03-31', '2020-01-06', null)).toBeUndefined();
    expect(salaryShare('2026-03-01', '2026-03-31', '2026-03-01', '2026-03-31')).toBeUndefined();
    const salaried = (payRate: bigint, frequency: 'monthly' | 'semimonthly' | 'weekly', share: ReturnType<typeof salaryShare>) =>
      figurePaycheck({ payRate, frequency, filingStatus: 'single', regularHours: 0n, overtimeHours: 0n, items: [item(1, 'salary')], salaryShare: share, ytd: new Map() }).gross;
    // Hired Wednesday 18 March, paid monthly 60,000.00 a year: 5,000.00 × 10 / 22 = 2,272.7272... -> 2,272.73.
    expect(salaried(600_000_000n, 'monthly', salaryShare('2026-03-01', '2026-03-31', '2026-03-18', null))).toBe(227_273n);
    // Terminated Friday 20 March, paid twice a month 55,000.00 a year, period 16 to 31 March (12
    // working days, 5 worked): 2,291.666... × 5 / 12 = 954.861... -> 954.86 (rounded once).
    expect(salaried(550_000_000n, 'semimonthly', salaryShare('2026-03-16', '2026-03-31', null, '2026-03-20'))).toBe(95_486n);
    // Hired Wednesday and gone Thursday of one week: 2 of 5 days of 4,000.00 = 1,600.00.
    expect(salaried(2_080_000_000n, 'weekly', salaryShare('2026-03-09', '2026-03-15', '2026-03-11', '2026-03-12'))).toBe(160_000n);
    // Hired after the period, or gone before it: nothing.
    expect(salaried(2_080_000_000n, 'weekly', salaryShare('2026-03-09', '2026-03-15', '2026-03-16', null))).toBe(0n);
    expect(salaried(2_080_000_000n, 'weekly', salaryShare('2026-03-09', '2026-03-15', null, '2026-03-06'))).toBe(0n);
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
