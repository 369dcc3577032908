import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper from 'unzipper';

/**
 * exceljs's streaming reader reads the archive in one pass of unzipper's `Parse` stream, which
 * under load sometimes ends before the last entries are delivered (exceljs issue 3064). exceljs
 * itself writes `xl/workbook.xml` last, so its files then fail with "Cannot read properties of
 * undefined (reading 'sheets')" — one of them failed CI this way. This reader opens the archive
 * by its central directory instead and hands exceljs's own part parsers the parts in the order
 * they depend on each other: the workbook's relationships, the workbook, shared strings, styles,
 * then the sheet, whose rows are still read from the file as they are consumed.
 */
type ReaderParts = {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(rows: Readable, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
};

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const READ = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' } as const;

/** The path of the workbook's first sheet, in the workbook's own order (the first tab); else the lowest-numbered sheet part. */
function firstSheetPath(reader: ReaderParts, paths: string[]): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  const path = target && `xl/${target.replace(/^\/?xl\//, '')}`;
  if (path && paths.includes(path)) return path;
  return paths.filter((p) => SHEET.test(p)).sort((a, b) => Number(SHEET.exec(a)![1]) - Number(SHEET.exec(b)![1]))[0];
}

/** The rows of an XLSX file's first sheet, each as exceljs reads it (its cells' values typed, dates as dates). */
export async function* firstSheetRows(file: string): AsyncGenerator<ExcelJS.Row> {
  const archive = await unzipper.Open.file(file);
  const part = (path: string) => archive.files.find((entry) => entry.path === path);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, READ) as unknown as ReaderParts;
  const rels = part('xl/_rels/workbook.xml.rels');
  const workbook = part('xl/workbook.xml');
  if (!rels || !workbook) throw new Error('An XLSX workbook needs xl/workbook.xml and its relationships.');
  await reader._parseRels(rels.stream());
  await reader._parseWorkbook(workbook.stream());
  const strings = part('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings.stream()));
  const styles = part('xl/styles.xml');
  if (styles) await reader._parseStyles(styles.stream());
  const path = firstSheetPath(reader, archive.files.map((entry) => entry.path));
  if (!path) return;
  const sheetEntry = part(path)!;
  const rows = sheetEntry.stream();
  try {
    for (const { value: sheet } of reader._parseWorksheet(rows, SHEET.exec(path)?.[1] ?? '1')) {
      for await (const row of sheet) yield row;
    }
  } finally {
    rows.destroy();
  }
}
