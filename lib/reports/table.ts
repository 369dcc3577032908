import type { ReportLabels } from '@/lib/reports/labels';

type Row = Record<string, unknown>;
/** A report as a table for a file: readable headers, cells, and the totals lines below. */
export type ReportTable = { header: string[]; rows: unknown[][]; totals: unknown[][]; grouped?: boolean };
// `grouped`: the first column names the rows' group (a statement's section, an account type).
type Result = { rows: Row[]; totals?: Record<string, unknown>; compare_totals?: Record<string, unknown>; columns?: { key: string; kind: string }[] };

const str = (v: unknown) => (v === null || v === undefined ? '' : v);

/** The columns each report shows in a file, in the person's language (never ids or type codes). */
export function reportTable(name: string, result: Result, l: ReportLabels): ReportTable {
  const { rows, totals = {}, compare_totals } = result;
  const accountName = (r: Row) => (typeof r.line === 'string' ? l.line(r.line) : str(r.name));
  // A report that names its columns (the receivables reports) is drawn from them, totals under their columns.
  if (result.columns) {
    const columns = result.columns;
    const totalsRow = columns.map((c, i) => (i === 0 ? l.totalLine : str(totals[c.key])));
    const extra = Object.entries(totals).filter(([k]) => !columns.some((c) => c.key === k));
    return {
      header: columns.map((c) => l.column(c.key)),
      rows: rows.map((r) => columns.map((c) => str(r[c.key]))),
      totals: [totalsRow, ...extra.map(([k, v]) => [l.total(k), ...columns.slice(1).map((_, i) => (i === columns.length - 2 ? v : ''))])],
    };
  }
  switch (name) {
    case 'trial-balance':
      return {
        header: [l.column('number'), l.column('account'), l.column('type'), l.column('debit'), l.column('credit')],
        rows: rows.map((r) => [str(r.number), str(r.name), l.type(r.type as number), r.debit, r.credit]),
        totals: [['', l.totalLine, '', totals.debit, totals.credit]],
      };
    case 'chart-of-accounts':
      return {
        header: [l.column('type'), l.column('number'), l.column('account'), l.column('balance')],
        rows: rows.map((r) => [l.type(r.type as number), str(r.number), str(r.name), r.balance]),
        totals: [],
        grouped: true,
      };
    case 'income-vs-expense':
      return {
        header: [l.column('month'), l.column('income'), l.column('expense'), l.column('net')],
        rows: rows.map((r) => [l.month(r.month as number), r.income, r.expense, r.net]),
        totals: [[l.totalLine, totals.income, totals.expense, totals.net]],
      };
    case 'account-balance':
      return { header: [l.column('month'), l.column('balance')], rows: rows.map((r) => [l.month(r.month as number), r.balance]), totals: [] };
    default: {
      // Statements: section, account, amount and, when compared, the other period's amount.
      const compared = compare_totals !== undefined;
      return {
        header: [l.column('section'), l.column('number'), l.column('account'), l.column('amount'), ...(compared ? [l.column('compare_amount')] : [])],
        rows: rows.map((r) => [l.section(String(r.section)), str(r.number), accountName(r), r.amount, ...(compared ? [str(r.compare_amount)] : [])]),
        totals: Object.entries(totals).map(([k, v]) => ['', '', l.total(k), v, ...(compared ? [str(compare_totals[k])] : [])]),
        grouped: true,
      };
    }
  }
}
