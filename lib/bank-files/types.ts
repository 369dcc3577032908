/**
 * A bank's file as the statement import reads it, whatever its format: the accounts it holds,
 * each with its transactions. Amounts are decimal strings with two places, signed as the bank
 * signs them for the account holder: + money into the account, - out of it.
 */
export type StatementLine = {
  /** Where it stood in the file: a CSV's line number, an OFX transaction's position (1-based). */
  row: number;
  /** YYYY-MM-DD. */
  date: string;
  amount: string;
  description: string;
  checkNumber: string | null;
  /** The bank's own id of the transaction (OFX FITID). */
  fitid: string | null;
};

/** Why a line could not be read: a message code of messages/*.json (`errors`) and its params. */
export type StatementProblemReason = 'statementProblemOfxDate' | 'statementProblemOfxAmount' | 'statementProblemDate' | 'statementProblemAmount';

export type StatementProblem = { line: number; reason: StatementProblemReason; params: Record<string, string> };

export type StatementAccount = {
  /** The account number the file gives (OFX ACCTID), or null (a CSV names none). */
  accountNumber: string | null;
  currency: string | null;
  start: string | null;
  end: string | null;
  /** The bank's closing (ledger) balance, and its date. */
  closingBalance: string | null;
  lines: StatementLine[];
  /** Lines that could not be read. */
  problems: StatementProblem[];
};

/** What a file that cannot be read says: a message code of messages/*.json (`errors`), in the person's language. */
export type BankFileReason = 'bankFileNoColumn' | 'bankFileNoHeader' | 'bankFileIsOfx' | 'bankFileAmountColumns' | 'bankFileMisfit' | 'bankFileNoRows' | 'bankFileCurrencies' | 'ofxCutShort' | 'ofxNotOfx' | 'ofxNoElement' | 'ofxNoStatement';

/**
 * A file that cannot be read at all (truncated, not OFX, a mapping that does not fit): nothing of
 * it is imported. It says why by its message code and params (its `message` is the code, for logs).
 */
export class BankFileError extends Error {
  constructor(
    readonly reason: BankFileReason,
    readonly params: Record<string, string | number> = {},
    /** The import's field the problem is about (`file`, or a mapping field such as `date_column`). */
    readonly field: string = 'file',
  ) {
    super(`${reason} ${JSON.stringify(params)}`);
  }
}

/** Text of a file's bytes: UTF-8, or Windows-1252 where it is not valid UTF-8 (or `charset` names a single-byte set). */
export function decodeText(bytes: Uint8Array, charset?: string | null): string {
  const single = charset && /1252|8859|latin|ansi/i.test(charset);
  if (!single) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      // Not UTF-8: the Windows code page banks' older exports use.
    }
  }
  return new TextDecoder('windows-1252').decode(bytes);
}

/** A bank's amount as a two-place decimal string ("-1,234.5" -> "-1234.50", "12,5" with a decimal comma -> "12.50"), or null. */
export function decimalOf(raw: string, decimalComma = false): string | null {
  let s = raw.trim().replace(/[\s$€£]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  s = decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (!m[1] && !m[2])) return null;
  const fraction = (m[2] ?? '').padEnd(2, '0');
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return null;
  const whole = (m[1] || '0').replace(/^0+(?=\d)/, '');
  if (whole.length > 12) return null;
  const value = `${whole}.${fraction.slice(0, 2)}`;
  return negative && value !== '0.00' ? `-${value}` : value;
}

/** Whether a YYYY-MM-DD string is a real day. */
export function isDay(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
