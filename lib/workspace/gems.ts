import { DOCK } from './dock';

/**
 * The gems: the feature-area catalogue of spec section 2, each in a section (accounting 2 ...
 * tools 12) and opening a window. A gem whose feature does not exist yet opens a window that
 * says so (`window: null`), never a fake list.
 */
export type GemWindow = { kind: 'list'; resource: string } | { kind: 'report'; report: string } | { kind: 'settings' } | { kind: 'queue'; queue: 'print' | 'email' } | { kind: 'tool'; tool: ToolName };

/** The tools' own windows (components/windows/tools): calculators, notes, goals, weather, directions, the company's history. */
export const TOOLS = ['hours', 'loan', 'debt', 'dates', 'notes', 'goals', 'weather', 'directions', 'history', 'payroll-links'] as const;
export type ToolName = (typeof TOOLS)[number];

/**
 * The figure a gem shows (lib/modules/workspace/gem-figures.ts): how many records its list
 * holds, or the money in the bank accounts. A list's gem counts unless it says `figure: null`.
 */
export type GemFigure = 'count' | 'cash';

/** `description`: what the Add Gems window says of an available gem (translated in messages `gemDescriptions`). */
export type Gem = { id: number; title: string; section: number; window: GemWindow | null; description?: string; figure?: GemFigure | null };

const list = (resource: string): GemWindow => ({ kind: 'list', resource });
const report = (name: string): GemWindow => ({ kind: 'report', report: name });
const tool = (name: ToolName): GemWindow => ({ kind: 'tool', tool: name });

/** Section codes of spec section 3 ("Gem"). */
export const GEM_SECTIONS: Record<number, string> = {
  2: 'accounting', 3: 'assets', 4: 'billing', 5: 'crm', 6: 'file', 7: 'job', 8: 'payable', 9: 'payroll', 10: 'report', 11: 'time', 12: 'tools',
};

export const GEMS: Gem[] = [
  // accounting
  { id: 58, title: 'Chart of Accounts', section: 2, window: list('accounts'), figure: null, description: "Every account of the books, by number and type, with its balance; open one to see its ledger." },
  { id: 174, title: 'Journal Entries', section: 2, window: list('journal-entries'), description: "Post, reverse and void journal entries; every posting of the books is listed here." },
  { id: 177, title: 'Banking', section: 2, window: list('checks'), figure: 'cash', description: "Checks, deposits, transfers between accounts and bank reconciliations." },
  { id: 179, title: 'Credit Cards', section: 2, window: null },
  { id: 48, title: 'Classification', section: 2, window: list('classifications'), description: "Classes that tag postings by department, location or project, for reports." },
  { id: 29, title: 'Account Balance', section: 2, window: report('account-balance'), description: "The balance of every account on a date." },
  { id: 28, title: 'Income vs Expense', section: 2, window: report('income-vs-expense'), description: "Income and expense month by month for a year." },
  // assets
  { id: 38, title: 'Fixed Assets', section: 3, window: list('assets'), description: "Equipment and vehicles with their cost, life and monthly depreciation." },
  { id: 36, title: 'Inventory', section: 3, window: null },
  // billing
  { id: 35, title: 'Invoices', section: 4, window: list('invoices'), description: 'Bill your customers: invoices with their lines, taxes, approval and payments.' },
  { id: 157, title: 'Invoices (search)', section: 4, window: list('invoices'), description: 'Find an invoice by number, customer, memo or status.' },
  { id: 40, title: 'Estimates', section: 4, window: list('estimates'), description: 'Quotes for customers; convert one into an invoice when it is accepted.' },
  { id: 117, title: 'Sales Receipts', section: 4, window: list('ar-sales-receipts'), description: 'Sales paid on the spot, with the money in Undeposited Funds or a bank.' },
  { id: 56, title: 'Credit Memos', section: 4, window: list('credit-memos'), description: 'Credits owed to customers, applied later to their invoices.' },
  { id: 180, title: 'Funds Received', section: 4, window: list('payments'), description: 'Payments received from customers, applied to their invoices, and other funds received.' },
  { id: 136, title: 'Receivables Items', section: 4, window: list('ar-services'), description: 'What you sell (services, goods, other charges, discounts) with their income accounts, and the taxes, terms, messages, delivery and payment methods and rates of your invoices.' },
  { id: 137, title: 'Receivables Processing', section: 4, window: list('processing'), description: 'What waits to print or to be e-mailed, then estimates, invoices, payments, sales receipts, credit memos, return items and deposits in one place.' },
  { id: 42, title: 'Receivables by Aging Period', section: 4, window: report('receivables-aging'), description: 'What each customer owes, by days past due, on a date.' },
  { id: 44, title: 'Receivables Reports', section: 4, window: report('open-receivables'), description: 'Open invoices, customer statements and the other receivables reports.' },
  { id: 73, title: 'Top [Customers] report', section: 4, window: report('top-customers'), description: 'The customers you invoiced most in a period.' },
  { id: 200, title: 'Return Items', section: 4, window: list('return-items'), description: 'Goods customers sent back, credited to them.' },
  { id: 206, title: 'Sales Order', section: 4, window: null },
  // crm
  { id: 34, title: '[Customers]', section: 5, window: list('customers'), description: "The people and companies you sell to, with contacts and addresses." },
  { id: 23, title: 'Clients', section: 5, window: list('clients'), description: "Outside people with a login link to their own portal." },
  { id: 209, title: 'Pending Clients', section: 5, window: null },
  { id: 27, title: 'Client Resources', section: 5, window: list('client-resources'), description: 'Links the company keeps for its clients and staff: guides, forms, portals.' },
  { id: 145, title: '[Prospects]', section: 5, window: list('prospects'), description: "Possible customers; convert one to a customer when they buy." },
  { id: 146, title: 'Opportunities', section: 5, window: list('opportunities'), description: "Deals in progress, with stage, amount and expected close." },
  { id: 148, title: '[Other Contacts]', section: 5, window: list('other-contacts'), description: "Contacts of the company that are neither customers nor vendors." },
  { id: 149, title: '[Private Contacts]', section: 5, window: list('private-contacts'), description: "Your own contacts, seen only by you." },
  { id: 119, title: 'E-Mail Blaster', section: 5, window: list('email-blasts'), description: 'Send a template to all your active customers, prospects, vendors, employees or contacts at once, paced, each with a link to unsubscribe.' },
  // files
  { id: 169, title: 'Files (search)', section: 6, window: null },
  { id: 128, title: 'Upload Documents', section: 6, window: null },
  { id: 20, title: 'Yearly Documents', section: 6, window: null },
  { id: 21, title: 'Personnel Documents', section: 6, window: null },
  { id: 22, title: 'Permanent Documents', section: 6, window: null },
  { id: 166, title: 'Storage Report', section: 6, window: null },
  // jobs
  { id: 45, title: '[Jobs]', section: 7, window: list('jobs'), description: "Jobs for customers, with stages, dates and milestones." },
  { id: 171, title: '[Work Orders]', section: 7, window: list('work-orders'), description: "Work orders with their stage and due date." },
  { id: 150, title: 'Milestones', section: 7, window: list('milestones'), description: "Milestones of jobs and their due dates." },
  { id: 144, title: 'Tasks', section: 7, window: null },
  // payables
  { id: 18, title: '[Vendors]', section: 8, window: list('vendors'), description: "The companies you buy from, with terms and tax details." },
  { id: 140, title: 'Payables Processing', section: 8, window: list('ap-bills'), description: 'Bills from your vendors and their credits: enter them, pay them by check.' },
  { id: 24, title: 'Payables by Aging Period', section: 8, window: report('payables-aging'), description: 'What the company owes each vendor, by days past due, on a date.' },
  { id: 30, title: 'Payables Filing Cabinet', section: 8, window: null },
  { id: 203, title: '[Purchase Order]', section: 8, window: null },
  { id: 205, title: 'Receivings', section: 8, window: null },
  // payroll
  { id: 17, title: '[Employees]', section: 9, window: list('employees'), description: "Staff records: hire date, pay details and direct deposit." },
  { id: 129, title: 'Payroll Processing', section: 9, window: null },
  { id: 10, title: 'Payroll Reports', section: 9, window: null },
  { id: 11, title: 'Payroll Useful Links', section: 9, window: tool('payroll-links'), description: 'Public payroll links (IRS, SSA, state agencies) and the company’s own.' },
  { id: 12, title: 'Payroll Filing Cabinet', section: 9, window: null },
  { id: 153, title: 'Time Off', section: 9, window: null },
  { id: 208, title: 'Attendance', section: 9, window: null },
  // reports
  { id: 59, title: 'Balance Sheet', section: 10, window: report('balance-sheet'), description: "Assets, liabilities and equity on a date." },
  { id: 187, title: 'Profit and Loss', section: 10, window: report('profit-and-loss'), description: "Income less expenses for a period." },
  { id: 186, title: 'Reporting', section: 10, window: report('trial-balance'), description: "The trial balance and the other reports of the books." },
  { id: 31, title: 'Reports Filing Cabinet', section: 10, window: null },
  { id: 32, title: 'Reports PDFs for Last 3 Months', section: 10, window: null },
  { id: 33, title: 'Yearly Goal Tracker', section: 10, window: tool('goals'), description: 'The company’s goals for the year: target, where each stands, percent done.' },
  // time
  { id: 143, title: 'Time Worked', section: 11, window: null },
  { id: 151, title: 'Mileage & Expenses', section: 11, window: null },
  { id: 5, title: 'Hour Calculator', section: 11, window: tool('hours'), description: 'Add and subtract hours, total shifts with breaks, decimal hours and pay.' },
  { id: 192, title: 'Date Calculator', section: 11, window: tool('dates'), description: 'Days or business days between two dates; add days, weeks, months or years to a date.' },
  // tools
  { id: 89, title: 'Users', section: 12, window: list('users'), description: "Who may sign in to the company, and who administers it." },
  { id: 168, title: 'Configuration', section: 12, window: { kind: 'settings' }, description: "Company details, fiscal year and the names the app uses." },
  { id: 207, title: 'Company Logs', section: 12, window: list('company-logs'), figure: null, description: "Every change made in the company, by whom and when." },
  { id: 6, title: 'Loan Amortization', section: 12, window: tool('loan'), description: 'A loan’s monthly payment and every payment’s interest, principal and balance, with a chart.' },
  { id: 191, title: 'Debt Calculator', section: 12, window: tool('debt'), description: 'Pay off several debts: snowball or avalanche, with an extra payment, compared.' },
  { id: 75, title: 'Weather Forecast', section: 12, window: tool('weather'), description: 'The week’s forecast for a place; directions between two addresses.' },
  { id: 25, title: 'My Quick Notes', section: 12, window: tool('notes'), description: 'Your own notes, saved as you type; no one else sees them.' },
  { id: 156, title: 'Notepads (search)', section: 12, window: null },
  { id: 14, title: 'Upcoming Important Dates', section: 12, window: null },
  { id: 190, title: 'Important Dates', section: 12, window: null },
  { id: 104, title: 'Company History', section: 12, window: tool('history'), description: 'The company’s log of changes, filtered by person, kind of record, action and dates.' },
  { id: 116, title: 'My Websites', section: 12, window: list('websites'), description: 'Your own saved links; no one else sees them.' },
  { id: 194, title: 'Print Queue', section: 12, window: { kind: 'queue', queue: 'print' }, description: 'Documents waiting to print and to be e-mailed: tick several and print them as one PDF.' },
  { id: 201, title: 'Email Manager', section: 12, window: list('emails'), description: 'Compose e-mails from templates, send them now or at a time, and follow each message: Pending (Queued), Sent or Declined.' },
  { id: 304, title: 'Automated Tasks', section: 12, window: null },
];

export const gemById = (id: number) => GEMS.find((g) => g.id === id);

/**
 * Whether a gem is of use to someone who may see the collections `canSee` allows and read the
 * reports `canRead` does (a list gem needs its list, a report gem its report: lib/api/report-registry.ts).
 */
export const gemUsable = (id: number, canSee: (collection: string) => boolean, canRead: (report: string) => boolean) => {
  const target = gemById(id)?.window;
  if (target?.kind === 'list') return canSee(target.resource);
  if (target?.kind === 'report') return canRead(target.report);
  return true;
};

export function gemFigure(gem: Gem): GemFigure | null {
  if (gem.figure !== undefined) return gem.figure;
  return gem.window?.kind === 'list' ? 'count' : null;
}

/** The dashboard's gems for a new user: the windows a bookkeeper opens most. */
export const DEFAULT_GEM_IDS = [177, 174, 34, 18, 187, 59];

/**
 * The gems a new user finds on each tab (a person may then add, remove and reorder them): the
 * dashboard's few, and on each area tab every gem of its section whose window exists.
 */
export function defaultGems(): { tabId: number; gemId: number; position: number }[] {
  const placed = DEFAULT_GEM_IDS.map((gemId, position) => ({ tabId: 1, gemId, position }));
  for (const { tabId, section } of DOCK) {
    if (section === null) continue;
    GEMS.filter((g) => g.section === section && g.window).forEach((g, position) => placed.push({ tabId, gemId: g.id, position }));
  }
  return placed;
}
