import { cellValue, refTitle, type CellField } from '@/lib/engine/list-columns';
import { kindOf, type CellWords } from './kinds';

export { expandsFor, type CellField } from '@/lib/engine/list-columns';
export type { CellWords } from './kinds';

/**
 * A list cell as text, by its field's kind (components/data/kinds.tsx): money and dates (and
 * timestamps) in the person's formats, flags Yes/No, a choice by its option's label, a reference
 * by the title of the record its relation carries (or the title itself, for a value relation).
 */
export function cellText(field: CellField, row: Record<string, unknown>, words: CellWords): string {
  const value = cellValue(field, row);
  if (field.kind === 'ref') return refTitle(field, row);
  if (value === null || value === undefined || (value === 0 && field.kind === 'datetime')) return field.empty && words.empty ? words.empty(field.empty) : '';
  return kindOf(field.kind).text(value, field, words);
}
