/**
 * The gems: the feature-area catalogue of spec section 2, each in a section (accounting 2 ...
 * tools 12) and opening a window. A gem whose feature does not exist yet opens a window that
 * says so (`window: null`), never a fake list.
 */
export type GemWindow = { kind: 'list'; resource: string } | { kind: 'report'; report: string } | { kind: 'settings' };

export type Gem = { id: number; title: string; section: number; window: GemWindow | null };

const list = (resource: string): GemWindow => ({ kind: 'list', resource });
const report = (name: string): GemWindow => ({ kind: 'report', report: name });

/** Section codes of spec section 3 ("Gem"). */
export const GEM_SECTIONS: Record<number, string> = {
  2: 'accounting', 3: 'assets', 4: 'billing', 5: 'crm', 6: 'file', 7: 'job', 8: 'payable', 9: 'payroll', 10: 'report', 11: 'time', 12: 'tools',
};

export const GEMS: Gem[] = [
  // accounting
  { id: 58, title: 'Chart of Accounts', section: 2, window: list('accounts') },
  { id: 174, title: 'Journal Entries', section: 2, window: list('journal-entries') },
  { id: 177, title: 'Banking', section: 2, window: list('checks') },
  { id: 179, title: 'Credit Cards', section: 2, window: null },
  { id: 48, title: 'Classification', section: 2, window: list('classifications') },
  { id: 29, title: 'Account Balance', section: 2, window: report('account-balance') },
  { id: 28, title: 'Income vs Expense', section: 2, window: report('income-vs-expense') },
  // assets
  { id: 38, title: 'Fixed Assets', section: 3, window: list('assets') },
  { id: 36, title: 'Inventory', section: 3, window: null },
  // billing
  { id: 35, title: 'Invoices', section: 4, window: null },
  { id: 157, title: 'Invoices (search)', section: 4, window: null },
  { id: 40, title: 'Estimates', section: 4, window: null },
  { id: 117, title: 'Sales Receipts', section: 4, window: null },
  { id: 56, title: 'Credit Memos', section: 4, window: null },
  { id: 180, title: 'Funds Received', section: 4, window: null },
  { id: 136, title: 'Receivables Items', section: 4, window: null },
  { id: 137, title: 'Receivables Processing', section: 4, window: null },
  { id: 42, title: 'Receivables by Aging Period', section: 4, window: null },
  { id: 44, title: 'Receivables Reports', section: 4, window: null },
  { id: 73, title: 'Top [Customers] report', section: 4, window: null },
  { id: 200, title: 'Return Items', section: 4, window: null },
  { id: 206, title: 'Sales Order', section: 4, window: null },
  // crm
  { id: 34, title: '[Customers]', section: 5, window: list('customers') },
  { id: 23, title: 'Clients', section: 5, window: list('clients') },
  { id: 209, title: 'Pending Clients', section: 5, window: null },
  { id: 27, title: 'Client Resources', section: 5, window: null },
  { id: 145, title: '[Prospects]', section: 5, window: list('prospects') },
  { id: 146, title: 'Opportunities', section: 5, window: list('opportunities') },
  { id: 148, title: '[Other Contacts]', section: 5, window: list('other-contacts') },
  { id: 149, title: '[Private Contacts]', section: 5, window: list('private-contacts') },
  { id: 119, title: 'E-Mail Blaster', section: 5, window: null },
  // files
  { id: 169, title: 'Files (search)', section: 6, window: null },
  { id: 128, title: 'Upload Documents', section: 6, window: null },
  { id: 20, title: 'Yearly Documents', section: 6, window: null },
  { id: 21, title: 'Personnel Documents', section: 6, window: null },
  { id: 22, title: 'Permanent Documents', section: 6, window: null },
  { id: 166, title: 'Storage Report', section: 6, window: null },
  // jobs
  { id: 45, title: '[Jobs]', section: 7, window: list('jobs') },
  { id: 171, title: '[Work Orders]', section: 7, window: list('work-orders') },
  { id: 150, title: 'Milestones', section: 7, window: list('milestones') },
  { id: 144, title: 'Tasks', section: 7, window: null },
  // payables
  { id: 18, title: '[Vendors]', section: 8, window: list('vendors') },
  { id: 140, title: 'Payables Processing', section: 8, window: null },
  { id: 24, title: 'Payables by Aging Period', section: 8, window: null },
  { id: 30, title: 'Payables Filing Cabinet', section: 8, window: null },
  { id: 203, title: '[Purchase Order]', section: 8, window: null },
  { id: 205, title: 'Receivings', section: 8, window: null },
  // payroll
  { id: 17, title: '[Employees]', section: 9, window: list('employees') },
  { id: 129, title: 'Payroll Processing', section: 9, window: null },
  { id: 10, title: 'Payroll Reports', section: 9, window: null },
  { id: 11, title: 'Payroll Useful Links', section: 9, window: null },
  { id: 12, title: 'Payroll Filing Cabinet', section: 9, window: null },
  { id: 153, title: 'Time Off', section: 9, window: null },
  { id: 208, title: 'Attendance', section: 9, window: null },
  // reports
  { id: 59, title: 'Balance Sheet', section: 10, window: report('balance-sheet') },
  { id: 187, title: 'Profit and Loss', section: 10, window: report('profit-and-loss') },
  { id: 186, title: 'Reporting', section: 10, window: report('trial-balance') },
  { id: 31, title: 'Reports Filing Cabinet', section: 10, window: null },
  { id: 32, title: 'Reports PDFs for Last 3 Months', section: 10, window: null },
  { id: 33, title: 'Yearly Goal Tracker', section: 10, window: null },
  // time
  { id: 143, title: 'Time Worked', section: 11, window: null },
  { id: 151, title: 'Mileage & Expenses', section: 11, window: null },
  { id: 5, title: 'Hour Calculator', section: 11, window: null },
  { id: 192, title: 'Date Calculator', section: 11, window: null },
  // tools
  { id: 89, title: 'Users', section: 12, window: list('users') },
  { id: 168, title: 'Configuration', section: 12, window: { kind: 'settings' } },
  { id: 207, title: 'Company Logs', section: 12, window: list('company-logs') },
  { id: 6, title: 'Loan Amortization', section: 12, window: null },
  { id: 191, title: 'Debt Calculator', section: 12, window: null },
  { id: 75, title: 'Weather Forecast', section: 12, window: null },
  { id: 25, title: 'My Quick Notes', section: 12, window: null },
  { id: 156, title: 'Notepads (search)', section: 12, window: null },
  { id: 14, title: 'Upcoming Important Dates', section: 12, window: null },
  { id: 190, title: 'Important Dates', section: 12, window: null },
  { id: 104, title: 'Company History', section: 12, window: null },
  { id: 116, title: 'My Websites', section: 12, window: null },
  { id: 194, title: 'Print Queue', section: 12, window: null },
  { id: 201, title: 'Email Manager', section: 12, window: null },
  { id: 304, title: 'Automated Tasks', section: 12, window: null },
];

export const gemById = (id: number) => GEMS.find((g) => g.id === id);
