import type { DeskWindow } from '@/lib/engine/module';

/** The default width of each kind of window; a collection's own (spec section 2) is its module's (`windows`). */
const BY_KIND: Record<string, number> = { list: 1000, form: 700, gems: 1190, report: 900, ledger: 900, settings: 690, missing: 500, pdf: 900, queue: 1000, tool: 900 };

/** A window's width: its collection's (`windows`, the desk's), else its kind's. */
export const windowWidth = (windows: Record<string, DeskWindow>, kind: string, entity?: string) =>
  (entity && Object.hasOwn(windows, entity) && windows[entity].width) || BY_KIND[kind] || 900;
