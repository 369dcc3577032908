import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { firstSheetRows } from '@/lib/api/xlsx-reader';

const dir = mkdtempSync(path.join(os.tmpdir(), 'xlsx-reader-'));

/** A workbook of two tabs, "Customers" first though exceljs writes it as sheet2, and the other tab's rows. */
async function twoTabs(file: string) {
  const workbook = new ExcelJS.Workbook();
  const other = workbook.addWorksheet('Other');
  other.addRow(['not', 'this']);
  const customers = workbook.addWorksheet('Customers');
  customers.addRow(['Name', 'Since', 'Limit']);
  customers.addRow(['Hana Núñez', new Date(Date.UTC(2024, 1, 3)), 1500.25]);
  customers.addRow(['Ito', new Date(Date.UTC(2025, 11, 31)), 0]);
  // The tabs' order (exceljs keeps it in orderNo, which its types leave out).
  Object.assign(other, { orderNo: 1 });
  Object.assign(customers, { orderNo: 0 });
  writeFileSync(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
}

async function rowsOf(file: string) {
  const rows: unknown[] = [];
  for await (const row of firstSheetRows(file)) rows.push((row.values as unknown[]).slice(1));
  return rows;
}

const expected = [
  ['Name', 'Since', 'Limit'],
  ['Hana Núñez', new Date(Date.UTC(2024, 1, 3)), 1500.25],
  ['Ito', new Date(Date.UTC(2025, 11, 31)), 0],
];

describe('reading an XLSX file’s first tab (firstSheetRows)', () => {
  it('reads the workbook’s first tab, its strings, dates and numbers typed', async () => {
    const file = path.join(dir, 'tabs.xlsx');
    await twoTabs(file);
    expect(await rowsOf(file)).toEqual(expected);
  });

  it('reads the same whatever order the archive holds its parts in (exceljs writes the workbook part last)', async () => {
    const file = path.join(dir, 'tabs.xlsx');
    await twoTabs(file);
    const parts = unzipSync(new Uint8Array(readFileSync(file)));
    for (const order of [Object.keys(parts), Object.keys(parts).reverse()]) {
      const reordered = path.join(dir, `reordered-${order[0].replace(/\W/g, '')}.xlsx`);
      writeFileSync(reordered, zipSync(Object.fromEntries(order.map((name) => [name, parts[name]]))));
      expect(await rowsOf(reordered)).toEqual(expected);
    }
  });

  it('reads the file many times at once, every read whole (the one-pass reader lost the last parts under load)', async () => {
    const file = path.join(dir, 'tabs.xlsx');
    await twoTabs(file);
    const reads = await Promise.all(Array.from({ length: 24 }, () => rowsOf(file)));
    for (const rows of reads) expect(rows).toEqual(expected);
  });
});
