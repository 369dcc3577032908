import type { FieldDescription } from '@/lib/engine/describe';
import { formatDate, formatDecimal, formatMoney, type Locale } from '@/lib/format';
import { describeRule, type RecurrenceWords } from '@/lib/workspace/recurrence-parts';

/** What a cell needs of a field: its name and kind as `/meta` publishes them. */
export type CellField = Pick<FieldDescription, 'name' | 'kind' | 'options' | 'title_field' | 'expand' | 'empty'>;

/** The words and formats of the person's language; `option` translates a choice's label. */
export type CellWords = { yes: string; no: string; locale?: Locale; option?: (field: CellField, code: string, label: string) => string; recurrence?: RecurrenceWords; empty?: (code: string) => string };

/**
 * A list cell as text, from the field's kind alone: money and dates (and timestamps) in the
 * person's formats (lib/format.ts), flags Yes/No, a choice by its option's label, a reference by the title of the
 * record its relation carries (or the title itself, for a value relation).
 */
export function cellText(field: CellField, row: Record<string, unknown>, words: CellWords): string {
  const value = row[field.name];
  if (field.kind === 'ref') {
    const related = field.expand ? row[field.expand] : undefined;
    if (typeof related === 'string' && related) return related;
    if (related && typeof related === 'object' && field.title_field) {
      const title = (related as Record<string, unknown>)[field.title_field];
      if (title !== null && title !== undefined && title !== '') return String(title);
    }
    return value === null || value === undefined ? '' : `#${value}`;
  }
  if (value === null || value === undefined || (value === 0 && field.kind === 'datetime')) return field.empty && words.empty ? words.empty(field.empty) : '';
  switch (field.kind) {
    case 'money':
      return formatMoney(String(value), words.locale);
    case 'decimal':
      return formatDecimal(String(value), words.locale);
    case 'date':
    case 'datetime':
      return typeof value === 'number' ? formatDate(value, words.locale) : String(value);
    case 'recurrence':
      return words.recurrence ? describeRule(String(value), words.recurrence) : String(value);
    case 'flag':
      return value === true || value === 1 || value === '1' ? words.yes : words.no;
    case 'choice': {
      const label = (field.options as Record<string, string> | undefined)?.[String(value)];
      if (label === undefined) return String(value);
      return words.option ? words.option(field, String(value), label) : label;
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The relations a list asks for so that its reference columns show titles: those the resource can expand. */
export const expandsFor = (fields: CellField[], expandable: string[]) => [
  ...new Set(fields.flatMap((f) => (f.kind === 'ref' && f.expand && expandable.includes(f.expand) ? [f.expand] : []))),
];
