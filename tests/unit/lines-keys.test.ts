import { describe, expect, it } from 'vitest';
import { drawOrder } from '@/components/data/form-values';
import { addLine, emptyLine, focusAfterRemove, isBlankLine, onEnter, removeLine } from '@/components/data/lines';
import { amountIsComputed } from '@/lib/modules/sales/lines';

/**
 * The keyboard over a form's lines (issue 36): Tab never adds a line (it walks on to the totals
 * and Save); Enter on the last line adds one only after a line that is not blank; the focus goes
 * to the new line, and after a removal to the next line or the Add line button.
 */
const fields = [
  { name: 'type', kind: 'choice' },
  { name: 'item_id', kind: 'ref' },
  { name: 'description', kind: 'text' },
  { name: 'is_taxable', kind: 'flag' },
] as const;
const blank = emptyLine([...fields]);
const typed = { ...blank, type: 'service', description: 'Design' };

describe('the lines of a form', () => {
  it('starts a line empty: refs null, flags off, the rest empty text; such a line is blank', () => {
    expect(blank).toEqual({ type: '', item_id: null, description: '', is_taxable: 0 });
    expect(isBlankLine(blank)).toBe(true);
    expect(isBlankLine({ ...blank, is_taxable: 1 })).toBe(false);
    expect(isBlankLine(typed)).toBe(false);
  });

  it('Enter on the last line adds a line and goes to it, only when that line is not blank', () => {
    expect(onEnter([typed], 0)).toEqual({ add: true, focus: { row: 1 } });
    // A blank last line adds nothing: Enter there is the form's, which saves (the blank line is not sent).
    expect(onEnter([typed, blank], 1)).toBe('save');
    // Above the last line Enter goes down a line.
    expect(onEnter([typed, typed], 0)).toEqual({ add: false, focus: { row: 1 } });
    expect(addLine([typed], [...fields])).toEqual([typed, blank]);
  });

  it('after a removal the focus goes to the next line, or to Add line where the last was removed', () => {
    expect(focusAfterRemove(0, 3)).toEqual({ row: 0 });
    expect(focusAfterRemove(1, 3)).toEqual({ row: 1 });
    expect(focusAfterRemove(2, 3)).toBe('add');
    expect(focusAfterRemove(0, 1)).toBe('add');
    expect(removeLine([typed, blank, typed], 1)).toEqual([typed, typed]);
  });

  it('draws (and tabs through) the header before the lines, whatever the order of the input', () => {
    const form = [{ name: 'memo', kind: 'textarea' }, { name: 'lines', kind: 'lines' }, { name: 'date', kind: 'date' }] as const;
    const { header, sections } = drawOrder([...form], (f) => f.kind === 'lines');
    expect(header.map((f) => f.name)).toEqual(['memo', 'date']);
    expect(sections.map((f) => f.name)).toEqual(['lines']);
  });

  it('shows a sales line’s amount as computed where quantity x rate, a percent, a tax or a subtotal make it', () => {
    expect(amountIsComputed({ type: 'service', quantity: '2', rate: '95' })).toBe(true);
    expect(amountIsComputed({ type: 'service', amount: '95' })).toBe(false);
    expect(amountIsComputed({ type: 'discount', percent: '10' })).toBe(true);
    expect(amountIsComputed({ type: 'discount', amount: '5' })).toBe(false);
    expect(amountIsComputed({ type: 'tax' })).toBe(true);
    expect(amountIsComputed({ type: 'bank_line', amount: '5' })).toBe(false);
  });
});
