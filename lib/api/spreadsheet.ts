import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { open } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import Papa from 'papaparse';
import { ApiError, ValidationError } from '@/lib/engine/errors';
import { say } from '@/lib/engine/messages';
import { firstSheetRows } from '@/lib/api/xlsx-reader';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a file: its label and its field's kind. */
export type SheetColumn = { label: string; kind: string };
/** A list for a file: its columns, and its rows of cells (as the CSV writes them) a page at a time. */
export type SheetRows = { columns: SheetColumn[]; pages: AsyncIterable<unknown[][]> };

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
 * A list as an XLSX workbook of one sheet, written by exceljs's streaming writer a page at a time
 * (each row committed as it is added, text inline rather than in a shared table that would grow
 * with the file): a bold header row, then the rows, numbers as numbers and dates as dates with
 * their formats. Yields the file's bytes as they are made. A text cell is always text in XLSX
 * (exceljs writes a formula only when given one), so no formula escaping is needed.
 */
export async function* xlsxPieces({ columns, pages }: SheetRows, sheetName: string): AsyncGenerator<Uint8Array> {
  const out = new PassThrough();
  const made: Uint8Array[] = [];
  out.on('data', (chunk: Buffer) => made.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ width: Math.min(40, Math.max(12, c.label.length + 2)), style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {} }));
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  for await (const page of pages) {
    for (const row of page) sheet.addRow(row.map((value, i) => xlsxCell(columns[i].kind, value))).commit();
    yield* made.splice(0);
  }
  sheet.commit();
  await workbook.commit();
  yield* made.splice(0);
}

/** A file an import reads, on disk while the import runs (lib/api/multipart.ts). */
export type SheetFile = { name: string; type: string; path: string };

/** A row of a file: its number in the file (1 is the first, the header) and its cells (strings, numbers, dates or null). */
export type FileRow = { line: number; cells: unknown[] };

/** Text read before the CSV's delimiter and line ending are guessed, and the size of the pieces read. */
const CSV_PIECE = 64 * 1024;

/**
 * The records of a CSV given as pieces of text, read as papaparse reads a whole text (the
 * delimiter and line ending guessed on the first 64 KB; quotes as it takes them), each yielded
 * as soon as it is complete: only the text not parsed yet is held. A piece may end anywhere, even
 * inside a quoted field or between the two characters of a CRLF. Record n is the file's row n (a
 * line break inside quotes starts no row); a blank line is a record of one empty cell (the file's
 * last line break ends its last record, and starts none). A BOM at the start is dropped.
 */
export async function* csvRecords(pieces: AsyncIterable<string>): AsyncGenerator<string[]> {
  let text = '';
  let started = false;
  let config: { delimiter: string; newline: '\n' | '\r' | '\r\n' } | null = null;
  /** Parses what is read up to its last complete record (the rest kept), or at the end the rest too. */
  function* parse(end: boolean): Generator<string[]> {
    config ??= (({ delimiter, linebreak }) => ({ delimiter, newline: linebreak as '\n' }))(Papa.parse(text.slice(0, CSV_PIECE), { preview: 1 }).meta);
    const result = new Papa.Parser(config).parse(text, 0, true) as { data: string[][]; meta: { cursor: number } };
    text = text.slice(result.meta.cursor);
    yield* result.data;
    // A last record with no line break after it (one after the last line break is none).
    if (end && text) yield* new Papa.Parser(config).parse(text, 0, false).data as string[][];
  }
  let kept = 0;
  for await (const piece of pieces) {
    text += !started && piece.charCodeAt(0) === 0xfeff ? piece.slice(1) : piece;
    started ||= piece.length > 0;
    // Parsed once the first 64 KB are read (for the guesses), and then only when the text has at
    // least doubled what the last parse left: a quote never closed is not parsed again for each piece.
    if (text.length < CSV_PIECE || text.length < 2 * kept) continue;
    yield* parse(false);
    kept = text.length;
  }
  if (text) yield* parse(true);
}

/** Whether a file is XLSX: by its type, its name, or a ZIP's first bytes. */
async function isXlsx(file: SheetFile) {
  if (file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name)) return true;
  const handle = await open(file.path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32BE(0) === 0x504b0304;
  } finally {
    await handle.close();
  }
}

/**
 * The most an XLSX file of an import may unpack to, all its parts together: a sheet of several
 * hundred thousand rows. An XLSX is a ZIP, and a small one can unpack to gigabytes.
 */
export const XLSX_MAX_UNPACKED = 256 * 1024 * 1024;

/**
 * Whether a ZIP file unpacks to at most `max` bytes, counted by unpacking it (the sizes its
 * headers declare may lie), stopping as soon as it passes `max`. Throws when it is not a ZIP
 * that can be unpacked.
 */
async function unpacksWithin(file: string, max: number): Promise<boolean> {
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, data) => {
      if (error) failure = error;
      total += data?.length ?? 0;
      if (total > max) entry.terminate();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const input = createReadStream(file);
  try {
    for await (const chunk of input) {
      unzip.push(chunk as Buffer);
      if (failure) throw failure;
      if (total > max) return false;
    }
    unzip.push(new Uint8Array(0), true);
  } finally {
    input.destroy();
  }
  if (failure) throw failure;
  return total <= max;
}

/** An XLSX cell's value as an import takes it: rich text and formulas by their text and result, dates as dates. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  return null;
}

/** A CSV file's rows (UTF-8), read in pieces. */
async function* csvRows(file: string): AsyncGenerator<FileRow> {
  let line = 0;
  for await (const cells of csvRecords(createReadStream(file, { encoding: 'utf8', highWaterMark: CSV_PIECE }))) yield { line: ++line, cells };
}

/** An XLSX file's rows of its first sheet (the workbook's first tab), a row at a time (see xlsx-reader.ts). */
async function* xlsxRows(file: string): AsyncGenerator<FileRow> {
  for await (const row of firstSheetRows(file)) yield { line: row.number, cells: (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue) };
}

/** A file opened for an import: its header row (trimmed), the number of its data rows, and those rows read again in chunks. */
export type OpenSheet = { header: string[]; total: number; chunks(size: number): AsyncGenerator<{ rows: unknown[][]; lines: number[] }> };

const isBlank = (cells: unknown[]) => !cells.some((v) => v !== null && v !== undefined && String(v).trim() !== '');

/**
 * Opens an uploaded CSV (UTF-8, a BOM allowed, any delimiter papaparse detects) or XLSX (its
 * first sheet) for an import, reading it through once to count its rows; `chunks` reads it again
 * and yields its data rows `size` at a time, so that only a chunk's rows are held. The first row
 * is the header; fully blank rows are left out; `lines[i]` is the file's row number of `rows[i]`,
 * which the import reports. 422 when an XLSX cannot be read, or would unpack to more than
 * XLSX_MAX_UNPACKED.
 */
export async function openSheet(file: SheetFile): Promise<OpenSheet> {
  const xlsx = await isXlsx(file);
  const rows = () => (xlsx ? xlsxRows(file.path) : csvRows(file.path));
  let header: string[] = [];
  let total = 0;
  try {
    if (xlsx && !(await unpacksWithin(file.path, XLSX_MAX_UNPACKED))) throw ValidationError.field('file', say('xlsxUnpacksTooLarge', { max: `${XLSX_MAX_UNPACKED / 1024 / 1024} MB` }));
    for await (const { line, cells } of rows()) {
      if (line === 1) header = cells.map((h) => (h === null || h === undefined ? '' : String(h).trim()));
      else if (!isBlank(cells)) total++;
    }
  } catch (error) {
    if (xlsx && !(error instanceof ValidationError)) throw new ApiError(422, 'The file is not a readable XLSX workbook.');
    throw error;
  }
  return {
    header,
    total,
    async *chunks(size: number) {
      let chunk: { rows: unknown[][]; lines: number[] } = { rows: [], lines: [] };
      for await (const { line, cells } of rows()) {
        if (line === 1 || isBlank(cells)) continue;
        chunk.rows.push(cells);
        chunk.lines.push(line);
        if (chunk.rows.length === size) {
          yield chunk;
          chunk = { rows: [], lines: [] };
        }
      }
      if (chunk.rows.length) yield chunk;
    },
  };
}
