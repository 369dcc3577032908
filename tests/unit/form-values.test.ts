import { describe, expect, it } from 'vitest';
import { fieldErrors, prefillOf } from '@/components/data/form-values';

describe("a form's values", () => {
  it("puts a 422's messages under the form's fields: a line's under its set and by its path, a custom field's under its form name", () => {
    const items = [
      { field: 'customer_id', message: 'Customer is invalid.' },
      { field: 'customer_id', message: 'second message, not shown' },
      { field: 'lines.2.amount', message: 'Amount must be a number.' },
      { field: 'custom.12', message: 'Colour cannot be blank.' },
    ];
    expect(fieldErrors(items, (item) => item.message)).toEqual({
      fields: { customer_id: 'Customer is invalid.', lines: 'Amount must be a number.', custom_12: 'Colour cannot be blank.' },
      lines: { 'lines.2.amount': 'Amount must be a number.' },
    });
  });

  it("starts a new record with the fields it was opened with: blanks dropped, whole numbers as numbers", () => {
    expect(prefillOf('customer_id=4&memo=Net%2030&ref=&amount=12.50')).toEqual({ customer_id: 4, memo: 'Net 30', amount: '12.50' });
  });
});
