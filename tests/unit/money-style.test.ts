import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatMoney, parseDecimal, type MoneyStyle } from '@/lib/format';
import { moneyStyleOf } from '@/lib/settings/company-settings';

const NB = '\u00a0';
const style = (display: MoneyStyle['display'], position: MoneyStyle['position'], currency = 'USD'): MoneyStyle => ({ currency, display, position });

describe('money in the company’s currency display (lib/format.ts formatMoney)', () => {
  it('by default is US dollars by symbol where the language puts it, as before the setting applied', () => {
    const byDefault = moneyStyleOf({ name: 'Co', settings: {} });
    expect(byDefault).toEqual({ currency: 'USD', display: 'symbol', position: 'language' });
    expect(formatMoney('1250.00', 'en', byDefault)).toBe('$1,250.00');
    expect(formatMoney('1250.00', 'es', byDefault)).toBe(`1.250,00${NB}US$`);
    expect(formatMoney('1250.00', 'en')).toBe('$1,250.00');
  });

  it('shows the symbol or the ISO code, where the language puts it', () => {
    expect(formatMoney('1250.00', 'en', style('code', 'language'))).toBe(`USD${NB}1,250.00`);
    expect(formatMoney('1250.00', 'es', style('code', 'language'))).toBe(`1.250,00${NB}USD`);
    expect(formatMoney('1250.00', 'en', style('symbol', 'language', 'EUR'))).toBe('€1,250.00');
    expect(formatMoney('1250.00', 'es', style('symbol', 'language', 'EUR'))).toBe(`1.250,00${NB}€`);
    // A symbol another currency shares is told apart: Canadian dollars are CA$ in the US.
    expect(formatMoney('1250.00', 'en', style('symbol', 'language', 'CAD'))).toBe('CA$1,250.00');
  });

  it('puts it before or after the amount in every language, the sign first and the separators the language’s', () => {
    expect(formatMoney('1250.00', 'es', style('symbol', 'before'))).toBe('US$1.250,00');
    expect(formatMoney('-1250.00', 'es', style('symbol', 'before', 'EUR'))).toBe('-€1.250,00');
    expect(formatMoney('1250.00', 'en', style('symbol', 'after'))).toBe(`1,250.00${NB}$`);
    expect(formatMoney('-1250.5', 'en', style('code', 'before'))).toBe(`-USD${NB}1,250.50`);
    expect(formatMoney('-1250.5', 'en', style('code', 'after'))).toBe(`-1,250.50${NB}USD`);
    expect(formatMoney('1250.00', 'es', style('code', 'before', 'MXN'))).toBe(`MXN${NB}1.250,00`);
  });

  it('keeps every amount to the cent, exactly, whatever the currency’s own places', () => {
    expect(formatMoney('999999999999.99', 'en', style('code', 'after'))).toBe(`999,999,999,999.99${NB}USD`);
    expect(formatMoney('1250.00', 'en', style('symbol', 'language', 'JPY'))).toBe('¥1,250.00');
    expect(formatMoney('n/a', 'en', style('code', 'after'))).toBe('n/a');
  });

  it('draws chart figures in the same style', () => {
    expect(formatCompactMoney(1250, 'en')).toBe('$1.3K');
    expect(formatCompactMoney(1250, 'en', style('code', 'after'))).toBe(`1.3K${NB}USD`);
  });

  it('is never what the API takes: typed amounts stay plain decimals', () => {
    expect(parseDecimal('1,250.00', 'en')).toBe('1250.00');
  });
});
