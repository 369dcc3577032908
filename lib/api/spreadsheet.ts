import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ApiError } from '@/lib/engine/errors';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A table for a file: its columns (label, field kind) and rows of cells as the CSV writes them. */
export type SheetTable = { columns: { label: string; kind: string }[]; rows: unknown[][] };

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FORMATS: Record<string, string> = { money: '#,##0.00', decimal: '0.0000', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' };

/** A CSV cell as XLSX holds it: amounts and whole numbers as numbers, dates and timestamps as dates (UTC). */
function xlsxCell(kind: string, value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value === '' ? null : value;
  if ((kind === 'money' || kind === 'decimal' || kind === 'integer') && NUMBER.test(value)) return Number(value);
  if (kind === 'date') {
    const m = DAY.exec(value);
    if (m) return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  }
  if (kind === 'datetime' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return value;
}

/**
 * A table as an XLSX workbook of one sheet: a bold header row, then the rows, numbers as numbers
 * and dates as dates with their formats. A text cell is always text in XLSX (exceljs writes a
 * formula only when given one), so no formula escaping is needed.
 */
export async function toXlsx(table: SheetTable, sheetName: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = table.columns.map((c) => ({ header: c.label, width: Math.min(40, Math.max(12, c.label.length + 2)), style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((value, i) => xlsxCell(table.columns[i].kind, value)));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A file read for an import: its header row (trimmed) and data rows (cells as strings, numbers, dates or null). */
export type ReadSheet = { header: string[]; rows: unknown[][] };

const isXlsx = (name: string, type: string, bytes: Uint8Array) =>
  type === XLSX_TYPE || /\.xlsx$/i.test(name) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);

/** An XLSX cell's value as an import takes it: rich text and formulas by their text and result, dates as dates. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  return null;
}

/**
 * Reads an uploaded CSV (UTF-8, a BOM allowed, any delimiter papaparse detects) or XLSX (its
 * first sheet): the first row is the header. Fully blank rows are left out; row numbers the
 * import reports are those of the file (`lines[i]`: the file's row of data row `i`).
 */
export async function readSheet(file: { name: string; type: string; bytes: Uint8Array }): Promise<ReadSheet & { lines: number[] }> {
  let all: unknown[][];
  if (isXlsx(file.name, file.type, file.bytes)) {
    const workbook = new ExcelJS.Workbook();
    try {
      // exceljs's types want a Node Buffer of its own declaration; a view of the same bytes is one.
      await workbook.xlsx.load(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) as never);
    } catch {
      throw new ApiError(422, 'The file is not a readable XLSX workbook.');
    }
    const sheet = workbook.worksheets[0];
    all = [];
    sheet?.eachRow({ includeEmpty: true }, (row, number) => {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
      all[number - 1] = values;
    });
    for (let i = 0; i < all.length; i++) all[i] ??= [];
  } else {
    let text = new TextDecoder('utf-8').decode(file.bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    all = Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
  }
  const header = (all[0] ?? []).map((h) => (h === null || h === undefined ? '' : String(h).trim()));
  const rows: unknown[][] = [];
  const lines: number[] = [];
  for (let i = 1; i < all.length; i++) {
    const row = all[i];
    if (!row.some((v) => v !== null && v !== undefined && String(v).trim() !== '')) continue;
    rows.push(row);
    lines.push(i + 1);
  }
  return { header, rows, lines };
}
