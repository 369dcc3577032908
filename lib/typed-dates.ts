import { format, isValid, parse } from 'date-fns';
import type { Locale } from './format';

/**
 * Dates as a person types them, and the local-midnight Dates a calendar counts with (date-fns).
 * Apart from lib/format.ts so that only forms load date-fns: display needs Intl alone.
 */

/** How a date is typed: the display order, with or without leading zeros. */
const TYPED_PATTERNS: Record<Locale, string> = { en: 'M/d/yyyy', es: 'd/M/yyyy' };

/** The placeholder a date field shows: the order a person types. */
export const datePlaceholder = (locale: Locale) => (locale === 'es' ? 'DD/MM/AAAA' : 'MM/DD/YYYY');

/** A calendar date (YYYY-MM-DD) as a local-midnight Date, the form date-fns formats and counts with. */
export function dateOfIso(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const d = new Date(+m[1], +m[2] - 1, +m[3]);
  return d.getMonth() === +m[2] - 1 && d.getDate() === +m[3] ? d : null;
}

export const isoOfDate = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * A typed date as YYYY-MM-DD: the locale's order (es 31/12/2026, en 12/31/2026; leading zeros
 * optional, "-" or "." also separate) or ISO 2026-12-31 in either language. '' for empty, null
 * for anything that is not a real date (31/02/2026, two-digit years, words).
 */
export function parseDate(text: string, locale: Locale = 'en'): string | null {
  const typed = text.trim();
  if (!typed) return '';
  if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(typed)) {
    const [y, m, d] = typed.split('-');
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return dateOfIso(iso) ? iso : null;
  }
  if (!/^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/.test(typed)) return null;
  const parsed = parse(typed.replace(/[.-]/g, '/'), TYPED_PATTERNS[locale], new Date(2000, 0, 1));
  return isValid(parsed) ? isoOfDate(parsed) : null;
}
