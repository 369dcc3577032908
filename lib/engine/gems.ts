/**
 * Gems: the feature-area catalogue of spec section 2, each gem in a section (accounting 2 ...
 * tools 12) and opening a window. The module whose dock area shows a section declares that
 * section's gems (`gems` of defineModule); `foldModules` gathers them. A gem whose feature does not
 * exist yet opens a window that says so (`window: null`), never a fake list.
 */

/** The section codes of spec section 3 ("Gem"), by the spec's name of each. */
export const GEM_SECTIONS = { accounting: 2, assets: 3, billing: 4, crm: 5, file: 6, job: 7, payable: 8, payroll: 9, report: 10, time: 11, tools: 12 } as const;
export type GemSection = keyof typeof GEM_SECTIONS;

/** The tools' own windows (components/windows/tools): calculators, notes, goals, weather, directions, the company's history. */
export const TOOLS = ['hours', 'loan', 'debt', 'dates', 'notes', 'goals', 'weather', 'directions', 'history', 'payroll-links'] as const;
export type ToolName = (typeof TOOLS)[number];

/**
 * The window a gem opens: a collection's list (with the filters it opens with: a filing cabinet is
 * the files' list of one `cabinet`), a report, the settings, a queue or a tool.
 */
export type GemWindow = { kind: 'list'; resource: string; filter?: Record<string, string> } | { kind: 'report'; report: string } | { kind: 'settings' } | { kind: 'queue'; queue: 'print' | 'email' } | { kind: 'tool'; tool: ToolName };

/** The windows a gem may open, spelt shortly for the modules' declarations. */
export const opens = {
  /** A list, or a part of it: `filter` as the list's `filter[field]=` values (Pending Clients: `{ status: '11,15' }`). */
  list: (resource: string, filter?: Record<string, string>): GemWindow => (filter ? { kind: 'list', resource, filter } : { kind: 'list', resource }),
  report: (report: string): GemWindow => ({ kind: 'report', report }),
  tool: (tool: ToolName): GemWindow => ({ kind: 'tool', tool }),
  settings: (): GemWindow => ({ kind: 'settings' }),
  queue: (queue: 'print' | 'email'): GemWindow => ({ kind: 'queue', queue }),
};

/**
 * The figure a gem shows (lib/modules/workspace/gem-figures.ts): how many records its list
 * holds, or the money in the bank accounts. A list's gem counts unless it says `figure: null`.
 */
export type GemFigure = 'count' | 'cash';

/**
 * A gem as a module declares it, in its section's list. Its title and, for one that opens a
 * window, its description (what the Add Gems window says of it) are text of messages/en.json and
 * es.json (`gems`, `gemDescriptions`, by id), written only there: the declaration holds what no
 * translation does.
 */
export type GemDeclaration = {
  id: number;
  window: GemWindow | null;
  figure?: GemFigure | null;
  /** Other ids the catalogue gives the same gem ("23, 76 and 210 Clients"): found by them, placed and offered as `id` alone. */
  aliases?: number[];
};

/** A gem of the fold: its declaration and the code of its section. */
export type Gem = GemDeclaration & { section: number };
