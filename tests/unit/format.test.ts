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

describe('the initials colour', () => {
  /** WCAG contrast of white on an `hsl(h s% l%)` colour. */
  function contrastWithWhite(hsl: string): number {
    const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number);
    const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const lum = 0.2126 * f(0) + 0.7152 * f(8) + 0.0722 * f(4);
    return 1.05 / (lum + 0.05);
  }

  it('keeps white initials readable (4.5:1) at every hue a name can give', () => {
    for (let hue = 0; hue < 360; hue++) {
      const colour = colourOf('x').replace(/^hsl\(\d+/, `hsl(${hue}`);
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
