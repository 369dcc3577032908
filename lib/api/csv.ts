import Papa from 'papaparse';

/**
 * A cell a spreadsheet would run as a formula (= + - @, tab, CR first) is written as text
 * (OWASP's CSV injection advice); a plain number, a negative amount included, stays a number.
 */
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** Rows as CSV for a spreadsheet, formulae escaped; with `fields`, a header line first. */
export function toCsvText(rows: unknown[][], fields?: string[]): string {
  const options = { escapeFormulae: FORMULA, newline: '\n' };
  return fields ? Papa.unparse({ fields, data: rows }, options) : Papa.unparse(rows, options);
}
