/*
 * Reading banks' statement files (OFX 1.x and 2.x, QFX, CSV with a mapping): the small interface
 * the statement import stands on, so that a maintained parser can replace ours behind it.
 */
export { BankFileError, decimalOf, type StatementAccount, type StatementLine, type StatementProblem } from './types';
export { looksLikeOfx, parseOfx } from './ofx';
export { currencyOf, DATE_FORMAT_CHOICES, DATE_FORMATS, parseCsv, type CsvMapping, type DateFormat } from './csv';
