import type { ReportColumn, ReportTotals } from '@/lib/engine/reports';
import type { ReportLabels } from '@/lib/reports/labels';

type Row = Record<string, unknown>;
/** A report as a table for a file: readable headers, cells, and the totals lines below. */
export type ReportTable = { header: string[]; kinds: ReportColumn['kind'][]; rows: unknown[][]; totals: unknown[][]; grouped?: boolean };
// `grouped`: the first column names the rows' group (a statement's section, an account type).
/** What a report answers: its rows, its totals and, beside another period, the other's totals. */
export type ReportAnswer = { rows: Row[]; totals?: Record<string, unknown>; compare_totals?: Record<string, unknown> };

const str = (v: unknown) => (v === null || v === undefined ? '' : v);

/** A cell in the person's language, by its column's kind (never ids or type codes). */
function cell(column: ReportColumn, row: Row, l: ReportLabels): unknown {
  const v = row[column.key];
  switch (column.kind) {
    case 'month':
      return l.month(v as number);
    case 'account-type':
      return l.type(v as number);
    case 'section':
      return l.section(String(v));
    case 'word':
      return v === null || v === undefined ? '' : l.word(String(v));
    case 'account':
      return typeof row.line === 'string' ? l.line(row.line) : str(v);
    default:
      return str(v);
  }
}

/** The columns a report shows in a file, filled from its answer (see ReportTotals for the lines under them). */
export function reportTable(declared: ReportColumn[], answer: ReportAnswer, l: ReportLabels, layout: ReportTotals = {}): ReportTable {
  const { rows, totals = {}, compare_totals } = answer;
  const columns = declared.filter((c) => !c.compared || compare_totals !== undefined);
  const label = layout.label ?? columns[0].key;
  const value = layout.value ?? columns[columns.length - 1].key;
  const keys = new Set(columns.map((c) => c.key));
  const totalsRow = Object.keys(totals).some((k) => keys.has(k)) ? [columns.map((c) => (c.key === label ? l.totalLine : str(totals[c.key])))] : [];
  const lines = layout.lines === false ? [] : Object.entries(totals).filter(([k]) => !keys.has(k));
  return {
    header: columns.map((c) => l.column(c.label ?? c.key)),
    kinds: columns.map((c) => c.kind),
    rows: rows.map((r) => columns.map((c) => cell(c, r, l))),
    totals: [...totalsRow, ...lines.map(([k, v]) => columns.map((c) => (c.key === label ? l.total(k) : c.key === value ? v : c.compared ? str(compare_totals?.[k]) : '')))],
    grouped: columns[0].group,
  };
}
