import { describe, expect, it } from 'vitest';
import { computeLines, divideHalfUp, lineAmount, scaled, type TaxRates } from '@/lib/modules/sales/lines';

// Tax 1: a group of state 6.25 % (tax 2) and county 2 % (tax 3); tax 4: 8.25 % alone.
const rates: TaxRates = (id) => ({ 1: [{ taxId: 2, rate: '6.2500' }, { taxId: 3, rate: '2.0000' }], 2: [{ taxId: 2, rate: '6.2500' }], 4: [{ taxId: 4, rate: '8.2500' }] })[id];

describe('sales line math', () => {
  it('multiplies quantity by rate exactly and rounds half-up to the cent', () => {
    expect(lineAmount(scaled('7', 4)!, scaled('12.995', 4)!)).toBe(9097n); // 90.965 -> 90.97
    expect(lineAmount(scaled('0.3333', 4)!, scaled('0.015', 4)!)).toBe(0n); // 0.0049995
    expect(lineAmount(scaled('1', 4)!, scaled('0.005', 4)!)).toBe(1n); // 0.005 -> 0.01
    expect(lineAmount(scaled('-1', 4)!, scaled('0.005', 4)!)).toBe(-1n); // away from zero
    expect(divideHalfUp(-15n, 10n)).toBe(-2n);
    expect(scaled('1.23456', 4)).toBeNull();
    expect(scaled('abc', 2)).toBeNull();
  });

  it('totals a service, a good, a discount and a two-tax group to the cent', () => {
    const t = computeLines(
      [
        { type: 'service', quantity: '3.5', rate: '120', is_taxable: 0 },
        { type: 'good', quantity: '7', rate: '12.995', is_taxable: 1 },
        { type: 'discount', percent: '10' },
        { type: 'tax' },
      ],
      1,
      rates,
    );
    expect(t.errors).toEqual([]);
    expect(t.lines.map((l) => l.amount)).toEqual(['420.00', '90.97', '-51.10', '6.76']);
    // The discount takes 51.10 x 90.97 / 510.97 = 9.10 off the taxable 90.97.
    expect(t.taxableBase).toBe('81.87');
    expect(t.taxes).toEqual([
      { taxId: 2, base: '81.87', amount: '5.12' }, // 5.116875
      { taxId: 3, base: '81.87', amount: '1.64' }, // 1.6374
    ]);
    expect([t.subtotal, t.taxAmount, t.totalAmount]).toEqual(['459.87', '6.76', '466.63']);
  });

  it('rounds each tax component once on the document, never per line', () => {
    const t = computeLines([{ type: 'good', quantity: 1, rate: '0.30', is_taxable: 1 }, { type: 'good', quantity: 1, rate: '0.30', is_taxable: 1 }], 4, rates);
    // Per line 0.02475 -> 0.02 twice (0.04); on the document 0.60 x 8.25 % = 0.0495 -> 0.05.
    expect(t.taxAmount).toBe('0.05');
    expect(t.totalAmount).toBe('0.65');
  });

  it('discounts only the lines since the last subtotal, or the subtotal right above it', () => {
    const t = computeLines(
      [
        { type: 'service', rate: '100' },
        { type: 'apply_subtotal' },
        { type: 'good', rate: '50', is_taxable: 1 },
        { type: 'discount', amount: '5' },
        { type: 'apply_subtotal' },
        { type: 'discount', percent: '10' },
      ],
      null,
      rates,
    );
    expect(t.lines.map((l) => l.amount)).toEqual(['100.00', '100.00', '50.00', '-5.00', '145.00', '-14.50']);
    expect(t.subtotal).toBe('130.50');
    // 50 taxable - 5 (all of the first discount's lines were taxable) - 14.50 x 45 / 145 = 4.50.
    expect(t.taxableBase).toBe('40.50');
    expect(t.taxAmount).toBe('0.00');
  });

  it('lets a tax line name its own tax, and posts a bank line untaxed', () => {
    const t = computeLines([{ type: 'good', rate: '100', is_taxable: 1 }, { type: 'bank_line', amount: '-20', account_id: 9 }, { type: 'tax', tax_id: 2 }], 4, rates);
    expect(t.taxes).toEqual([{ taxId: 2, base: '100.00', amount: '6.25' }]);
    expect([t.subtotal, t.totalAmount]).toEqual(['80.00', '86.25']);
  });

  it('refuses an over payment naming no payment and lines it cannot price (an inventory item or a time line without a price)', () => {
    const t = computeLines([{ type: 'over_payment', amount: '5' }, { type: 'inventory_item' }, { type: 'time_expense' }, { type: 'good' }, { type: 'bank_line', amount: '3' }, { type: 'tax' }], null, rates);
    expect(t.errors.map((e) => e.field)).toEqual(['lines.0.payment_id', 'lines.1.rate', 'lines.2.rate', 'lines.3.rate', 'lines.4.account_id', 'lines.5.tax_id']);
  });

  it('shows an over payment as a reduction that is neither in the subtotal nor taxed', () => {
    const t = computeLines([{ type: 'good', rate: '100', is_taxable: 1 }, { type: 'over_payment', amount: '30', payment_id: 7 }, { type: 'tax', tax_id: 2 }], 4, rates);
    expect(t.lines.map((l) => l.amount)).toEqual(['100.00', '-30.00', '6.25']);
    expect([t.subtotal, t.taxableBase, t.totalAmount]).toEqual(['100.00', '100.00', '106.25']);
    expect(computeLines([{ type: 'over_payment', amount: '0', payment_id: 7 }], null, rates).errors[0].field).toBe('lines.0.amount');
  });
});
