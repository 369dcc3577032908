import type { Gem, GemFigure } from '@/lib/engine/gems';
import { DOCK } from './dock';

let declared: Gem[] | undefined;

/**
 * The gems are the modules' (`gems` of each `defineModule`, folded by `foldModules`). The browser
 * reads them from the desk; on the server, the readers below the modules (a new user's gems, the
 * gems a person places and their figures) may not import the modules' list, so the list declares
 * the fold here once, when it is loaded (lib/api/modules.ts), as it declares the default terms.
 */
export function declareGems(gems: Gem[]) {
  declared = gems;
}

/** Every gem of the app (lib/api/modules.ts must have been loaded). */
export function declaredGems(): Gem[] {
  if (!declared) throw new Error('The gems are declared by the modules: load lib/api/modules.ts first.');
  return declared;
}

/** The arguments of the list window a list gem opens: its collection, and the filters it opens with (a filing cabinet's). */
export const listArgs = (target: { resource: string; filter?: Record<string, string> }) => (target.filter ? [target.resource, new URLSearchParams(target.filter).toString()] : [target.resource]);

/** The gem that opens a list window of these arguments with filters (a filing cabinet), whose title the window takes. */
export const gemOfList = (gems: Gem[], args: string[]) =>
  args[1] ? gems.find((g) => g.window?.kind === 'list' && g.window.filter && listArgs(g.window).join(':') === args.slice(0, 2).join(':')) : undefined;

/** The gem of an id, or of one of its aliases, among `gems` (the fold: the desk's in the browser, `declaredGems()` on the server). */
export const gemById = (gems: Gem[], id: number) => gems.find((g) => g.id === id || !!g.aliases?.includes(id));

/**
 * Whether a gem is of use to someone who may see the collections `canSee` allows and read the
 * reports `canRead` does (a list gem needs its list, a report gem its report: lib/api/report-registry.ts).
 */
export const gemUsable = (gems: Gem[], id: number, canSee: (collection: string) => boolean, canRead: (report: string) => boolean) => {
  const target = gemById(gems, id)?.window;
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
 * dashboard's few, and on each area tab every gem of its section whose window exists, in the
 * fold's order.
 */
export function defaultGems(gems: Gem[]): { tabId: number; gemId: number; position: number }[] {
  const placed = DEFAULT_GEM_IDS.map((gemId, position) => ({ tabId: 1, gemId, position }));
  for (const { tabId, section } of DOCK) {
    if (section === null) continue;
    gems.filter((g) => g.section === section && g.window).forEach((g, position) => placed.push({ tabId, gemId: g.id, position }));
  }
  return placed;
}
