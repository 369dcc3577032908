import { cellValue, refTitle, type CellField } from '@/lib/engine/list-columns';
import { formatDate, formatDecimal, formatInstant, formatMoney, type Locale, type MoneyStyle } from '@/lib/format';
import { describeRule, type RecurrenceWords } from '@/lib/workspace/recurrence-parts';

export { expandsFor, type CellField } from '@/lib/engine/list-columns';

/** The words and formats of the person's language; `option` translates a choice's label. */
/** `timeZone`: the company's (IANA), the day a moment (a datetime) is shown by; UTC without it. */
export type CellWords = { yes: string; no: string; locale?: Locale; money?: MoneyStyle; timeZone?: string; option?: (field: CellField, code: string, label: string) => string; recurrence?: RecurrenceWords; empty?: (code: string) => string };

/**
 * A list cell as text, from the field's kind alone: money and dates (and timestamps) in the
 * person's formats (lib/format.ts), flags Yes/No, a choice by its option's label, a reference by the title of the
 * record its relation carries (or the title itself, for a value relation).
 */
export function cellText(field: CellField, row: Record<string, unknown>, words: CellWords): string {
  const value = cellValue(field, row);
  if (field.kind === 'ref') return refTitle(field, row);
  if (value === null || value === undefined || (value === 0 && field.kind === 'datetime')) return field.empty && words.empty ? words.empty(field.empty) : '';
  switch (field.kind) {
    case 'money':
      return formatMoney(String(value), words.locale, words.money);
    case 'decimal':
      return formatDecimal(String(value), words.locale);
    case 'date':
      return typeof value === 'number' ? formatDate(value, words.locale) : String(value);
    case 'datetime':
      return typeof value === 'number' ? formatInstant(value, words.locale ?? 'en', words.timeZone ?? 'UTC') : String(value);
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
