import { describe, expect, it } from 'vitest';
import { colourOf, formatBytes, formatDate, formatMoney, initials, unixToIsoDate } from '@/lib/format';

describe('display formats', () => {
  it('shows dates as MM/DD/YYYY and edits them as YYYY-MM-DD', () => {
    const unix = Date.UTC(2026, 10, 23) / 1000;
    expect(formatDate(unix)).toBe('11/23/2026');
    expect(unixToIsoDate(unix)).toBe('2026-11-23');
    expect(formatDate(null)).toBe('');
  });

  it('shows money with $ and 2 decimals, exactly', () => {
    expect(formatMoney('1250.00')).toBe('$1,250.00');
    expect(formatMoney('-0.05')).toBe('-$0.05');
    expect(formatMoney('123456789012.99')).toBe('$123,456,789,012.99');
  });

  it('shows file sizes in base 1024', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 4)).toBe('1 TB');
  });

  it('derives two-letter initials and a stable colour from a name', () => {
    expect(initials('Dana Admin')).toBe('DA');
    expect(initials('cher')).toBe('C');
    expect(colourOf('Dana Admin')).toBe(colourOf('Dana Admin'));
    expect(colourOf('Dana Admin')).not.toBe(colourOf('Sam Staff'));
  });
});
