import { formatDate, formatMoney } from '@/lib/format';

/** Columns whose values are money (decimal strings) or unix dates, shown formatted. */
const MONEY = /^(balance|amount|cost|credit_limit|rate|debit|credit|total_amount|total_paid|balance_due|beginning_balance|ending_balance|accumulated_depreciation|book_value|salvage_value)$/;
const DATES = /(^date$|_date$|^since$|_since$|_at$|^birthdate$|^depreciated_through$)/;

/** A list cell as text: money with $, dates MM/DD/YYYY, flags Yes/No, related records by name. */
export function cellText(column: string, row: Record<string, unknown>, words: { yes: string; no: string; active: string; inactive: string }): string {
  const related = column.endsWith('_id') ? row[column.replace(/_id$/, '').replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] : undefined;
  if (related && typeof related === 'object') {
    const r = related as Record<string, unknown>;
    return String(r.display_name ?? r.number ?? r.title ?? `#${r.id}`);
  }
  const value = row[column];
  if (value === null || value === undefined) return '';
  if (column === 'status' && typeof row.status_label === 'string') return row.status_label;
  if (column === 'status' && (value === 1 || value === 0)) return value === 1 ? words.active : words.inactive;
  if (column === 'type' && typeof row.type_name === 'string') return row.type_name;
  if (MONEY.test(column) && typeof value === 'string') return formatMoney(value);
  if (DATES.test(column) && typeof value === 'number') return formatDate(value);
  if (typeof value === 'boolean' || column.startsWith('is_')) return value === true || value === 1 ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The relations a list asks for so that `x_id` columns can show names: those the resource can expand. */
export const expandsFor = (columns: string[], expandable: string[]) =>
  columns
    .filter((c) => c.endsWith('_id'))
    .map((c) => c.replace(/_id$/, '').replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()))
    .filter((name) => expandable.includes(name));
