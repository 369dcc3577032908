/**
 * The one module of display and input formats (spec section 9, by the person's language):
 * en dates MM/DD/YYYY and 1,500.50; es dates DD/MM/YYYY and 1.500,50. Money has 2 decimals and
 * the company's currency (`MoneyStyle`). Values reach it as the API sends them (unix seconds, decimal strings "1500.50") and
 * leave the parsers as the API takes them (YYYY-MM-DD, "1500.50"): formats never go to the API.
 */
export type Locale = 'en' | 'es';

const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

export const asLocale = (value: string | null | undefined): Locale => (value === 'es' ? 'es' : 'en');

const isoOfUnix = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

// Display needs only Intl: en-US writes 12/31/2026 and es-ES 31/12/2026 with two-digit parts.
// Typed dates are read by lib/typed-dates.ts (date-fns), which only forms load.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
function dateFormat(locale: Locale) {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(TAGS[locale], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dateFormats.set(locale, f);
  }
  return f;
}

/** "31/12/2026" (es) or "12/31/2026" (en) from YYYY-MM-DD; anything else as it is. */
export function formatIsoDate(iso: string, locale: Locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] ? dateFormat(locale).format(d) : iso;
}

/** A date or timestamp in unix seconds, by its UTC calendar day (dates are stored at UTC midnight). */
export function formatDate(unix: number | null | undefined, locale: Locale = 'en'): string {
  if (unix === null || unix === undefined) return '';
  return formatIsoDate(isoOfUnix(unix), locale);
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();
function instantFormat(locale: Locale, timeZone: string, withTime: boolean) {
  const key = `${locale} ${timeZone} ${withTime}`;
  let f = instantFormats.get(key);
  if (!f) instantFormats.set(key, (f = new Intl.DateTimeFormat(TAGS[locale], { year: 'numeric', month: '2-digit', day: '2-digit', ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}), timeZone })));
  return f;
}

/**
 * A moment (created, sent, read at: unix seconds) as the day it was in `timeZone`, the company's
 * (an e-mail sent at 5 pm in Los Angeles on the 30th was sent on the 30th, not on UTC's 1st);
 * `withTime` adds the hour there ("12/30/2026, 5:00 PM", "30/12/2026, 17:00").
 */
export function formatInstant(unix: number | null | undefined, locale: Locale, timeZone: string, withTime = false): string {
  if (unix === null || unix === undefined) return '';
  return instantFormat(locale, timeZone, withTime).format(new Date(unix * 1000));
}

/** Unix seconds as the YYYY-MM-DD the API takes. */
export const unixToIsoDate = (unix: number | null | undefined) => (unix === null || unix === undefined ? '' : isoOfUnix(unix));

/**
 * How a company shows its currency (its settings: currency, shown as, position). The code is the
 * company's ISO 4217 currency; `symbol` is Intl's symbol in the person's language (`$` in
 * English and `US$` in Spanish for USD, `€`, `CA$`: never ambiguous), `code` the code itself
 * (`USD`); `language` puts it where the language writes it ($1,250.00 in English, 1.250,00 US$
 * in Spanish), `before` and `after` put it there in every language. The separators stay the
 * person's language's. See docs/decisions.md "Currency display".
 */
export type MoneyStyle = { currency: string; display: 'symbol' | 'code'; position: 'language' | 'before' | 'after' };

/** A company's style until it chooses one: US dollars by symbol, where the language puts it. */
export const DEFAULT_MONEY: MoneyStyle = { currency: 'USD', display: 'symbol', position: 'language' };

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(locale: Locale, style: MoneyStyle) {
  const key = `${locale} ${style.currency} ${style.display}`;
  let f = moneyFormats.get(key);
  if (!f) {
    // Always 2 places, whatever the currency's own (money is kept to the cent). Grouping always:
    // es-ES would leave 4-digit amounts ungrouped ("1500,50"), unlike its larger ones.
    f = new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: style.currency, currencyDisplay: style.display, minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
    moneyFormats.set(key, f);
  }
  return f;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function numberFormat(locale: Locale) {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' })));
  return f;
}

/** A decimal string the formatters take exactly; Intl reads a string as a decimal, never a float. */
const exact = (value: string) => value.trim() as unknown as number;
const isDecimal = (value: string) => /^-?\d+(?:\.\d+)?$/.test(value.trim());

/** The amount with its currency moved before or after it (the sign stays first: -$1,250.00, -1.250,00 US$). */
function placed(parts: Intl.NumberFormatPart[], position: 'before' | 'after'): string {
  const currency = parts.find((p) => p.type === 'currency')?.value ?? '';
  const sign = parts.filter((p) => p.type === 'minusSign').map((p) => p.value).join('');
  const amount = parts.filter((p) => ['integer', 'group', 'decimal', 'fraction', 'compact'].includes(p.type)).map((p) => p.value).join('');
  if (position === 'after') return `${sign}${amount}\u00a0${currency}`;
  // A code or a symbol ending in a letter ("USD", "Fr") keeps a space from the digits; "$" and "US$" do not.
  return `${sign}${currency}${/\p{L}$/u.test(currency) ? '\u00a0' : ''}${amount}`;
}

/** "$1,250.00" (en) or "1.250,00 US$" (es) from the API's decimal string, exactly, in the company's style. */
export function formatMoney(value: string | null | undefined, locale: Locale = 'en', style: MoneyStyle = DEFAULT_MONEY): string {
  if (value === null || value === undefined || value === '') return '';
  if (!isDecimal(value)) return value;
  const f = moneyFormat(locale, style);
  return style.position === 'language' ? f.format(exact(value)) : placed(f.formatToParts(exact(value)), style.position);
}

/** "$1.3K" (en) or "1,3 mil US$" (es): a chart's axis figure (a number only drawn), in the company's style. */
export function formatCompactMoney(value: number, locale: Locale = 'en', style: MoneyStyle = DEFAULT_MONEY): string {
  const f = new Intl.NumberFormat(TAGS[locale], { style: 'currency', currency: style.currency, currencyDisplay: style.display, notation: 'compact', maximumFractionDigits: 1 });
  return style.position === 'language' ? f.format(value) : placed(f.formatToParts(value), style.position);
}

/** "1,250.00" (en) or "1.250,00" (es): an amount without its currency, as an input shows it. */
export function formatAmount(value: string | null | undefined, locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  return isDecimal(value) ? numberFormat(locale).format(exact(value)) : value;
}

const decimalFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * "8.25" (en) or "8,25" (es): an exact decimal of up to 4 places (a tax rate, a unit price),
 * at least 2 shown and the zeros past them dropped ("82.3750" is 82.375).
 */
export function formatDecimal(value: string | null | undefined, locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  let f = decimalFormats.get(locale);
  if (!f) decimalFormats.set(locale, (f = new Intl.NumberFormat(TAGS[locale], { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: 'always' })));
  return isDecimal(value) ? f.format(exact(value)) : value;
}

/** A count or limit (a message's "at most 256", "no less than 0.01") in the language's digits. */
export const formatNumber = (value: number, locale: Locale = 'en') => new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 20 }).format(value);

/**
 * What a person typed as an amount, as a plain decimal string ("1500.50"): '' for empty, null
 * for anything else. Spaces and "$" or "US$" are ignored, a leading "-" makes it negative.
 * en: "," groups thousands and "." is the decimal point (1,500.50).
 * es: "." groups thousands and "," is the decimal point (1.500,50). A lone "." is read as a
 * decimal point when one or two digits follow it ("1500.50", as a keypad types it) and as a
 * thousands separator when three do ("1.500" is 1500, as written in Spanish).
 * Groups must be of three digits: "1,5" in en or "1.50.0" is refused, never guessed.
 */
export function parseDecimal(text: string, locale: Locale = 'en'): string | null {
  let typed = text.replace(/US\$|[\s\u00a0\u202f$]/g, '');
  if (!typed) return '';
  const negative = typed.startsWith('-');
  if (negative) typed = typed.slice(1);
  let group = locale === 'es' ? '.' : ',';
  let point = locale === 'es' ? ',' : '.';
  if (locale === 'es' && !typed.includes(',') && /^\d+\.\d{1,2}$/.test(typed)) [group, point] = [',', '.'];
  const [whole, fraction, ...rest] = typed.split(point);
  if (rest.length || !whole) return null;
  const grouped = whole.includes(group);
  if (grouped && !new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole)) return null;
  const digits = grouped ? whole.split(group).join('') : whole;
  if (!/^\d+$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const plain = `${digits.replace(/^0+(?=\d)/, '')}${fraction !== undefined ? `.${fraction}` : ''}`;
  return negative && /[1-9]/.test(plain) ? `-${plain}` : plain;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(bytes: number): string {
  if (bytes === 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

/** Two-letter initials of a name ("Dana Admin" -> "DA"). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/**
 * A colour derived from a hash of a string, the same for the same name everywhere; dark enough
 * at every hue for white initials on it to read (WCAG AA, 4.5:1: yellow is the lightest hue).
 */
export function colourOf(text: string): string {
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return `hsl(${Math.abs(hash) % 360} 55% 28%)`;
}
