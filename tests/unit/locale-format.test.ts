import { describe, expect, it } from 'vitest';
import { decimal } from '@/lib/engine/fields';
import { formatAmount, formatDate, formatDecimal, formatInstant, formatNumber, formatIsoDate, formatMoney, parseDecimal } from '@/lib/format';
import { parseDate } from '@/lib/typed-dates';

const unix = Date.UTC(2026, 11, 31) / 1000;

describe('formats by the person’s language', () => {
  it('shows dates MM/DD/YYYY in English and DD/MM/YYYY in Spanish', () => {
    expect(formatDate(unix, 'en')).toBe('12/31/2026');
    expect(formatDate(unix, 'es')).toBe('31/12/2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 23, 59) / 1000, 'es')).toBe('05/01/2026');
    expect(formatIsoDate('2026-03-02', 'es')).toBe('02/03/2026');
    expect(formatDate(null, 'es')).toBe('');
  });

  it('shows a moment by the company’s clock: its day there, and its hour', () => {
    const sent = Date.UTC(2026, 6, 1, 0, 30) / 1000; // 5:30 pm on June 30 in Los Angeles
    expect(formatInstant(sent, 'en', 'America/Los_Angeles')).toBe('06/30/2026');
    expect(formatInstant(sent, 'en', 'America/Los_Angeles', true)).toMatch(/^06\/30\/2026, 5:30\sPM$/);
    expect(formatInstant(sent, 'es', 'Europe/Madrid', true)).toBe('01/07/2026, 2:30');
    expect(formatInstant(null, 'en', 'UTC')).toBe('');
  });

  it('shows money and amounts with the language’s separators, exactly', () => {
    expect(formatMoney('1500.50', 'es')).toBe('1.500,50\u00a0US$');
    expect(formatMoney('-1500.5', 'es')).toBe('-1.500,50\u00a0US$');
    expect(formatMoney('-1500.50', 'en')).toBe('-$1,500.50');
    expect(formatMoney('999999999999.99', 'es')).toBe('999.999.999.999,99\u00a0US$');
    expect(formatAmount('1500.5', 'es')).toBe('1.500,50');
    expect(formatAmount('0.05', 'en')).toBe('0.05');
    expect(formatAmount('-1234567.89', 'en')).toBe('-1,234,567.89');
    expect(formatMoney('', 'es')).toBe('');
    expect(formatMoney('n/a', 'es')).toBe('n/a');
    expect(formatNumber(0.01, 'es')).toBe('0,01');
    expect(formatNumber(256, 'en')).toBe('256');
  });
});

describe('reading what a person types', () => {
  it('reads Spanish amounts: comma decimals, dot thousands, a lone dot by its digits', () => {
    expect(parseDecimal('1.500,50', 'es')).toBe('1500.50');
    expect(parseDecimal('1500,5', 'es')).toBe('1500.5');
    expect(parseDecimal('1500.50', 'es')).toBe('1500.50');
    expect(parseDecimal('1500.5', 'es')).toBe('1500.5');
    expect(parseDecimal('1.500', 'es')).toBe('1500');
    expect(parseDecimal('1.234.567,89', 'es')).toBe('1234567.89');
    expect(parseDecimal('-1.500,50', 'es')).toBe('-1500.50');
    expect(parseDecimal(' 1.500,50 US$', 'es')).toBe('1500.50');
    expect(parseDecimal('0,05', 'es')).toBe('0.05');
  });

  it('reads English amounts: comma thousands, dot decimals', () => {
    expect(parseDecimal('1,500.50', 'en')).toBe('1500.50');
    expect(parseDecimal('$1,500.5', 'en')).toBe('1500.5');
    expect(parseDecimal('-1,234,567.89', 'en')).toBe('-1234567.89');
    expect(parseDecimal('1500', 'en')).toBe('1500');
    expect(parseDecimal('-0.00', 'en')).toBe('0.00');
    expect(parseDecimal('007.10', 'en')).toBe('7.10');
  });

  it('answers empty for nothing and refuses what it would have to guess', () => {
    for (const locale of ['en', 'es'] as const) {
      expect(parseDecimal('', locale)).toBe('');
      expect(parseDecimal('   ', locale)).toBe('');
      for (const garbage of ['abc', '12a', '1..5', '--5', '1,2,3', ',5', '1.5.5,5', '5-', '1 500,50 EUR']) expect(parseDecimal(garbage, locale), `${locale} ${garbage}`).toBeNull();
    }
    expect(parseDecimal('1,5', 'en')).toBeNull();
    expect(parseDecimal('1,50.00', 'en')).toBeNull();
    expect(parseDecimal('1.50,00', 'es')).toBeNull();
    expect(parseDecimal('1.500.5', 'es')).toBeNull();
  });

  it('reads dates in the language’s order, and ISO in either', () => {
    expect(parseDate('31/12/2026', 'es')).toBe('2026-12-31');
    expect(parseDate('1/2/2026', 'es')).toBe('2026-02-01');
    expect(parseDate('12/31/2026', 'en')).toBe('2026-12-31');
    expect(parseDate('1/2/2026', 'en')).toBe('2026-01-02');
    expect(parseDate('31-12-2026', 'es')).toBe('2026-12-31');
    expect(parseDate('2026-11-05', 'es')).toBe('2026-11-05');
    expect(parseDate('2026-11-05', 'en')).toBe('2026-11-05');
    expect(parseDate(' ', 'es')).toBe('');
  });

  it('refuses dates that do not exist or are not dates', () => {
    expect(parseDate('31/12/2026', 'en')).toBeNull();
    expect(parseDate('31/02/2026', 'es')).toBeNull();
    expect(parseDate('2026-02-30', 'en')).toBeNull();
    expect(parseDate('31/12/26', 'es')).toBeNull();
    expect(parseDate('mañana', 'es')).toBeNull();
    expect(parseDate('12/31/2026x', 'en')).toBeNull();
  });
});

describe('decimals of 4 places (tax rates, unit prices)', () => {
  it('show at least 2 places and the significant ones past them, in the language’s digits, exactly', () => {
    expect(formatDecimal('8.2500', 'en')).toBe('8.25');
    expect(formatDecimal('82.3750', 'es')).toBe('82,375');
    expect(formatDecimal('1234.5678', 'es')).toBe('1.234,5678');
    expect(formatDecimal('0.0001', 'en')).toBe('0.0001');
    expect(formatDecimal(null, 'en')).toBe('');
  });
});

describe('the decimal field', () => {
  const rate = decimal('Rate', { min: 0, max: 100 });
  it('keeps 4 places exactly and refuses more, or a value out of its range', () => {
    expect(rate.parse('8.25')).toBe('8.2500');
    expect(rate.parse(7)).toBe('7.0000');
    expect(rate.safeParse('1.00001').error?.issues[0].message).toBe('Rate must be a number with at most 4 decimal places.');
    expect(rate.safeParse('100.0001').error?.issues[0].message).toBe('Rate must be no greater than 100.');
    expect(rate.safeParse('-0.0001').error?.issues[0].message).toBe('Rate must be no less than 0.');
    expect(rate.parse('100')).toBe('100.0000');
  });
});
