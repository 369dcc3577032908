import type { DeskWindow } from '@/lib/engine/module';

/** The default width of each kind of window; a collection's own (spec section 2) is its module's (`windows`). */
const BY_KIND: Record<string, number> = { list: 1000, form: 700, gems: 1190, report: 900, ledger: 900, settings: 690, missing: 500, pdf: 900, queue: 1000, tool: 900 };

/** A window's width: its collection's (`windows`, the desk's), else its kind's. */
export const windowWidth = (windows: Record<string, DeskWindow>, kind: string, entity?: string) =>
  (entity && Object.hasOwn(windows, entity) && windows[entity].width) || BY_KIND[kind] || 900;

/**
 * The window of its own a collection's list or form opens in (`windows`, the desk's), if any: none
 * for a list opened on one of the filters its declaration keeps for the generic list (`plainWhen`:
 * a batch's items, listed to decide each from its row, beside To Be Paid's approved ones).
 */
export function ownWindowOf(windows: Record<string, DeskWindow>, kind: string, args: string[]): string | undefined {
  if (kind !== 'list' && kind !== 'form') return undefined;
  const declared = Object.hasOwn(windows, args[0]) ? windows[args[0]] : undefined;
  if (kind === 'list' && declared?.plainWhen?.some((field) => new URLSearchParams(args[1] ?? '').has(field))) return undefined;
  return declared?.[kind];
}
