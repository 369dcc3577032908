import { describe, expect, it } from 'vitest';
import { accumulatedAfter, monthEnd, monthsThrough } from '@/lib/modules/books/depreciation';
import { fromSection9Code } from '@/lib/modules/books/account-types';
import { fromCents, splitCents, toCents } from '@/lib/money';

describe('money in cents', () => {
  it('reads and writes 2-place decimals exactly', () => {
    expect(toCents('1250.00')).toBe(125000n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('-3.05')).toBe(-305n);
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.005')).toThrow();
  });

  it('splits an amount into parts that add up to it', () => {
    expect(splitCents(100n, 3)).toEqual([34n, 33n, 33n]);
  });
});

describe('straight-line depreciation', () => {
  it('adds up to the depreciable amount exactly, however it divides', () => {
    const months = [1, 2, 3].map((k) => accumulatedAfter(100000n, 3, k) - accumulatedAfter(100000n, 3, k - 1));
    expect(months).toEqual([33333n, 33334n, 33333n]);
    expect(accumulatedAfter(100000n, 3, 10)).toBe(100000n);
  });

  it('counts months with the month of acquisition as the first', () => {
    expect(monthsThrough('2026-01-31', '2026-01-31')).toBe(1);
    expect(monthsThrough('2026-01-15', '2026-03-01')).toBe(3);
    expect(monthsThrough('2026-05-01', '2026-04-30')).toBe(0);
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
  });
});

describe('account type codes', () => {
  it('maps section 9’s numbering onto the stored one (section 3)', () => {
    expect(fromSection9Code(1)).toBe(1);
    expect(fromSection9Code(13)).toBe(12); // Revenue
    expect(fromSection9Code(17)).toBe(16); // Other Expense
    expect(fromSection9Code(12)).toBeNull();
  });
});
