/**
 * The collection whose records each report reads, and so whose view right it needs: a person
 * who may not open the chart of accounts may not read the books' reports either, nor the aging
 * of invoices without the invoices. The server refuses the report (403) and the workspace hides
 * its gems and its entry in a report window's switcher, as it hides a list the person cannot see.
 * Shared by the API (lib/api/reports.ts, whose report table is typed by these names) and the windows.
 */
export const REPORT_SOURCES = {
  'trial-balance': 'accounts',
  'balance-sheet': 'accounts',
  'chart-of-accounts': 'accounts',
  'profit-and-loss': 'accounts',
  'income-vs-expense': 'accounts',
  'account-balance': 'accounts',
  'receivables-aging': 'invoices',
  'open-receivables': 'invoices',
  'top-customers': 'invoices',
  'customer-statement': 'invoices',
  'payables-aging': 'ap-bills',
  'open-payables': 'ap-bills',
  'undeposited-funds': 'bank-deposits',
} as const;

export type ReportName = keyof typeof REPORT_SOURCES;

export const isReport = (name: string): name is ReportName => Object.hasOwn(REPORT_SOURCES, name);

/** Whether someone who may see the collections `canSee` allows may read a report (one not listed here reads nothing of theirs). */
export const reportReadable = (name: string, canSee: (collection: string) => boolean) => !isReport(name) || canSee(REPORT_SOURCES[name]);
