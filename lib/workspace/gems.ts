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

/**
 * A gem's title and, for one that opens a window, its description (what the Add Gems window says
 * of it) are text of messages/en.json and es.json (`gems`, `gemDescriptions`, by id), written
 * only there: the declaration holds what no translation does.
 */
export type Gem = { id: number; section: number; window: GemWindow | null; figure?: GemFigure | null };

const list = (resource: string): GemWindow => ({ kind: 'list', resource });
const report = (name: string): GemWindow => ({ kind: 'report', report: name });
const tool = (name: ToolName): GemWindow => ({ kind: 'tool', tool: name });

/** Section codes of spec section 3 ("Gem"). */
export const GEM_SECTIONS: Record<number, string> = {
  2: 'accounting', 3: 'assets', 4: 'billing', 5: 'crm', 6: 'file', 7: 'job', 8: 'payable', 9: 'payroll', 10: 'report', 11: 'time', 12: 'tools',
};

export const GEMS: Gem[] = [
  // accounting
  { id: 58, section: 2, window: list('accounts'), figure: null },
  { id: 174, section: 2, window: list('journal-entries') },
  { id: 177, section: 2, window: list('checks'), figure: 'cash' },
  { id: 179, section: 2, window: null },
  { id: 48, section: 2, window: list('classifications') },
  { id: 29, section: 2, window: report('account-balance') },
  { id: 28, section: 2, window: report('income-vs-expense') },
  // assets
  { id: 38, section: 3, window: list('assets') },
  { id: 36, section: 3, window: null },
  // billing
  { id: 35, section: 4, window: list('invoices') },
  { id: 157, section: 4, window: list('invoices') },
  { id: 40, section: 4, window: list('estimates') },
  { id: 117, section: 4, window: list('ar-sales-receipts') },
  { id: 56, section: 4, window: list('credit-memos') },
  { id: 180, section: 4, window: list('payments') },
  { id: 136, section: 4, window: list('ar-services') },
  { id: 137, section: 4, window: list('processing') },
  { id: 42, section: 4, window: report('receivables-aging') },
  { id: 44, section: 4, window: report('open-receivables') },
  { id: 73, section: 4, window: report('top-customers') },
  { id: 200, section: 4, window: list('return-items') },
  { id: 206, section: 4, window: null },
  // crm
  { id: 34, section: 5, window: list('customers') },
  { id: 23, section: 5, window: list('clients') },
  { id: 209, section: 5, window: null },
  { id: 27, section: 5, window: list('client-resources') },
  { id: 145, section: 5, window: list('prospects') },
  { id: 146, section: 5, window: list('opportunities') },
  { id: 148, section: 5, window: list('other-contacts') },
  { id: 149, section: 5, window: list('private-contacts') },
  { id: 119, section: 5, window: list('email-blasts') },
  // files
  { id: 169, section: 6, window: null },
  { id: 128, section: 6, window: null },
  { id: 20, section: 6, window: null },
  { id: 21, section: 6, window: null },
  { id: 22, section: 6, window: null },
  { id: 166, section: 6, window: null },
  // jobs
  { id: 45, section: 7, window: list('jobs') },
  { id: 171, section: 7, window: list('work-orders') },
  { id: 150, section: 7, window: list('milestones') },
  { id: 144, section: 7, window: null },
  // payables
  { id: 18, section: 8, window: list('vendors') },
  { id: 140, section: 8, window: list('ap-bills') },
  { id: 24, section: 8, window: report('payables-aging') },
  { id: 30, section: 8, window: null },
  { id: 203, section: 8, window: null },
  { id: 205, section: 8, window: null },
  // payroll
  { id: 17, section: 9, window: list('employees') },
  { id: 129, section: 9, window: null },
  { id: 10, section: 9, window: null },
  { id: 11, section: 9, window: tool('payroll-links') },
  { id: 12, section: 9, window: null },
  { id: 153, section: 9, window: null },
  { id: 208, section: 9, window: null },
  // reports
  { id: 59, section: 10, window: report('balance-sheet') },
  { id: 187, section: 10, window: report('profit-and-loss') },
  { id: 186, section: 10, window: report('trial-balance') },
  { id: 31, section: 10, window: null },
  { id: 32, section: 10, window: null },
  { id: 33, section: 10, window: tool('goals') },
  // time
  { id: 143, section: 11, window: null },
  { id: 151, section: 11, window: null },
  { id: 5, section: 11, window: tool('hours') },
  { id: 192, section: 11, window: tool('dates') },
  // tools
  { id: 89, section: 12, window: list('users') },
  { id: 168, section: 12, window: { kind: 'settings' } },
  { id: 207, section: 12, window: list('company-logs'), figure: null },
  { id: 6, section: 12, window: tool('loan') },
  { id: 191, section: 12, window: tool('debt') },
  { id: 75, section: 12, window: tool('weather') },
  { id: 25, section: 12, window: tool('notes') },
  { id: 156, section: 12, window: null },
  { id: 14, section: 12, window: null },
  { id: 190, section: 12, window: null },
  { id: 104, section: 12, window: tool('history') },
  { id: 116, section: 12, window: list('websites') },
  { id: 194, section: 12, window: { kind: 'queue', queue: 'print' } },
  { id: 201, section: 12, window: list('emails') },
  { id: 304, section: 12, window: null },
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
