import Papa from 'papaparse';
import { BankFileError, decimalOf, decodeText, isDay, type StatementAccount, type StatementLine, type StatementProblem } from './types';

export const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'MM/DD/YY', 'DD/MM/YY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** The formats as a choice's options (each shown as itself). */
export const DATE_FORMAT_CHOICES: Record<DateFormat, string> = { 'YYYY-MM-DD': 'YYYY-MM-DD', 'MM/DD/YYYY': 'MM/DD/YYYY', 'DD/MM/YYYY': 'DD/MM/YYYY', 'DD.MM.YYYY': 'DD.MM.YYYY', 'MM/DD/YY': 'MM/DD/YY', 'DD/MM/YY': 'DD/MM/YY' };

/**
 * How a bank's CSV is read. Columns are named by their header (as the last skipped row gives it,
 * letter case aside) or by their position from 1. One amount column, signed as `sign` says, or a
 * debit (money out) and a credit (money in) column.
 */
export type CsvMapping = {
  skip_rows: number;
  date_column: string;
  date_format: DateFormat;
  description_column: string;
  amount_column?: string | null;
  debit_column?: string | null;
  credit_column?: string | null;
  check_column?: string | null;
  /** `deposit_positive`: a positive amount is money in (most banks); `withdrawal_positive`: a card's export, a charge positive. */
  sign: 'deposit_positive' | 'withdrawal_positive';
  decimal_comma?: boolean;
};

function dayOf(raw: string, format: DateFormat): string | null {
  const parts = raw.trim().split(/[-/.\s]/);
  if (parts.length < 3) return null;
  const [a, b, c] = parts;
  const year = (y: string) => (y.length === 2 ? `20${y}` : y);
  const pad = (s: string) => s.padStart(2, '0');
  const byFormat: Record<DateFormat, () => [string, string, string]> = {
    'YYYY-MM-DD': () => [a, b, c],
    'MM/DD/YYYY': () => [c, a, b],
    'DD/MM/YYYY': () => [c, b, a],
    'DD.MM.YYYY': () => [c, b, a],
    'MM/DD/YY': () => [year(c), a, b],
    'DD/MM/YY': () => [year(c), b, a],
  };
  const [y, m, d] = byFormat[format]();
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || !/^\d{1,2}$/.test(d)) return null;
  const day = `${y}-${pad(m)}-${pad(d)}`;
  return isDay(day) ? day : null;
}

/** Signs that name one currency ($ is many countries' and names none). */
const SIGNS: Record<string, string> = { '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₽': 'RUB', '₺': 'TRY', '₪': 'ILS' };

/** An amount cell's currency, where it gives one ("EUR 12,50", "12.50 GBP", "€12.50"), and the amount without it. */
export function currencyOf(raw: string): { amount: string; currency: string | null } {
  const coded = /^([A-Z]{3})\s*(.*)$/.exec(raw) ?? /^(.*?)\s*([A-Z]{3})$/.exec(raw);
  if (coded) {
    const [code, amount] = /^[A-Z]{3}$/.test(coded[1]) ? [coded[1], coded[2]] : [coded[2], coded[1]];
    return { amount, currency: code };
  }
  const sign = [...raw].find((ch) => ch in SIGNS);
  return { amount: raw, currency: sign ? SIGNS[sign] : null };
}

/** Where a named column is: a position from 1, or a header of the row before the data. */
function columnIndex(name: string | null | undefined, header: string[] | undefined, field: string): number | null {
  if (!name) return null;
  if (/^\d+$/.test(name.trim())) return Number(name) - 1;
  const at = header?.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase()) ?? -1;
  if (at < 0) throw header ? new BankFileError('bankFileNoColumn', { name, columns: header.join(', ') }, field) : new BankFileError('bankFileNoHeader', { name }, field);
  return at;
}

/**
 * A bank's CSV read with `mapping`: one statement (a CSV names no account, currency or balance).
 * Rows whose date or amount cannot be read are problems; a mapping under which no row, or fewer
 * than half of them, can be read does not fit the file and throws BankFileError.
 */
export function parseCsv(bytes: Uint8Array, mapping: CsvMapping): StatementAccount {
  const text = decodeText(bytes);
  if (/^\s*(<\?xml|<OFX|OFXHEADER)/i.test(text)) throw new BankFileError('bankFileIsOfx');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const rows = parsed.data;
  const header = mapping.skip_rows > 0 ? rows[mapping.skip_rows - 1] : undefined;
  const at = {
    date: columnIndex(mapping.date_column, header, 'date_column')!,
    description: columnIndex(mapping.description_column, header, 'description_column')!,
    amount: columnIndex(mapping.amount_column, header, 'amount_column'),
    debit: columnIndex(mapping.debit_column, header, 'debit_column'),
    credit: columnIndex(mapping.credit_column, header, 'credit_column'),
    check: columnIndex(mapping.check_column, header, 'check_column'),
  };
  if (at.amount === null && (at.debit === null || at.credit === null)) throw new BankFileError('bankFileAmountColumns', {}, 'amount_column');
  const problems: StatementProblem[] = [];
  const lines: StatementLine[] = [];
  const currencies = new Set<string>();
  const data = rows.slice(mapping.skip_rows);
  data.forEach((cells, i) => {
    const row = mapping.skip_rows + i + 1;
    const cell = (n: number | null) => {
      const raw = n === null ? '' : (cells[n] ?? '').trim();
      if (n === null || n === at.date || n === at.description || n === at.check) return raw;
      // An amount may say its currency: a code before or after it, or a sign that names one.
      const { amount, currency } = currencyOf(raw);
      if (currency) currencies.add(currency);
      return amount;
    };
    const date = dayOf(cell(at.date), mapping.date_format);
    if (!date) return problems.push({ line: row, reason: 'statementProblemDate', params: { row: String(row), value: cell(at.date), format: mapping.date_format } });
    let amount: string | null;
    if (at.amount !== null) {
      amount = decimalOf(cell(at.amount), mapping.decimal_comma);
      if (amount && mapping.sign === 'withdrawal_positive') amount = amount.startsWith('-') ? amount.slice(1) : amount === '0.00' ? amount : `-${amount}`;
    } else {
      const out = cell(at.debit) ? decimalOf(cell(at.debit), mapping.decimal_comma) : '0.00';
      const into = cell(at.credit) ? decimalOf(cell(at.credit), mapping.decimal_comma) : '0.00';
      amount = out === null || into === null || (out === '0.00' && into === '0.00') ? null : out !== '0.00' ? `-${out.replace(/^-/, '')}` : into.replace(/^-/, '');
    }
    if (!amount) return problems.push({ line: row, reason: 'statementProblemAmount', params: { row: String(row) } });
    lines.push({ row, date, amount, description: cell(at.description).slice(0, 500), checkNumber: cell(at.check) || null, fitid: null });
  });
  if (!lines.length || problems.length > data.length / 2) {
    if (!problems.length) throw new BankFileError('bankFileNoRows', {}, 'date_format');
    throw new BankFileError('bankFileMisfit', { unread: problems.length, rows: data.length, line: problems[0].line }, 'date_format');
  }
  if (currencies.size > 1) throw new BankFileError('bankFileCurrencies', { currencies: [...currencies].sort().join(', ') }, 'amount_column');
  const days = lines.map((l) => l.date).sort();
  return { accountNumber: null, currency: currencies.size ? [...currencies][0] : null, start: days[0], end: days[days.length - 1], closingBalance: null, lines, problems };
}
