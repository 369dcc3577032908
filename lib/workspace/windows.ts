/**
 * The window manager as pure functions over its state (after daedalOS): a window's id is its
 * kind and record (`list:customers`, `form:customers:12`), so opening the same thing twice
 * focuses one window; alt- or ctrl-click opens another copy (`#2`).
 */
export type WindowKind = 'list' | 'form' | 'gems' | 'report' | 'ledger' | 'settings' | 'missing';

export type WindowState = {
  id: string;
  kind: WindowKind;
  /** What it shows: a resource, a record id, a report name, an account and period (ledger), a gem id. */
  args: string[];
  minimized: boolean;
  x: number;
  y: number;
};

export type Desktop = { windows: WindowState[]; focused: string | null };

export const EMPTY_DESKTOP: Desktop = { windows: [], focused: null };

/** Layer levels of the spec: 10 for every window, 100 for the focused one. */
export const LAYER = 10;
export const FOCUSED_LAYER = 100;

export const windowId = (kind: WindowKind, args: string[]) => [kind, ...args].join(':');

export function parseWindowId(id: string): { kind: WindowKind; args: string[] } | null {
  const [kindAndArgs] = id.split('#');
  const [kind, ...args] = kindAndArgs.split(':');
  return ['list', 'form', 'gems', 'report', 'ledger', 'settings', 'missing'].includes(kind) ? { kind: kind as WindowKind, args } : null;
}

const cascade = (n: number) => ({ x: 40 + (n % 8) * 28, y: 24 + (n % 8) * 24 });

/** Opens a window, or focuses (and restores) the one already showing the same thing. */
export function openWindow(kind: WindowKind, args: string[], options: { newCopy?: boolean } = {}) {
  return (desktop: Desktop): Desktop => {
    let id = windowId(kind, args);
    const existing = desktop.windows.find((w) => w.id === id);
    if (existing && !options.newCopy) return focusWindow(id)(restoreWindow(id)(desktop));
    if (existing) {
      let n = 2;
      while (desktop.windows.some((w) => w.id === `${id}#${n}`)) n++;
      id = `${id}#${n}`;
    }
    const window: WindowState = { id, kind, args, minimized: false, ...cascade(desktop.windows.length) };
    return { windows: [...desktop.windows, window], focused: id };
  };
}

/** Closes a window; the first remaining visible window takes the focus. */
export const closeWindow = (id: string) => (desktop: Desktop): Desktop => {
  const windows = desktop.windows.filter((w) => w.id !== id);
  const focused = desktop.focused === id ? (windows.find((w) => !w.minimized)?.id ?? null) : desktop.focused;
  return { windows, focused };
};

export const focusWindow = (id: string) => (desktop: Desktop): Desktop =>
  desktop.windows.some((w) => w.id === id) ? { ...desktop, focused: id } : desktop;

/** Minimises a window to the tray; the focus moves to the first visible one. */
export const minimizeWindow = (id: string) => (desktop: Desktop): Desktop => {
  const windows = desktop.windows.map((w) => (w.id === id ? { ...w, minimized: true } : w));
  const focused = desktop.focused === id ? (windows.find((w) => !w.minimized)?.id ?? null) : desktop.focused;
  return { windows, focused };
};

export const restoreWindow = (id: string) => (desktop: Desktop): Desktop => ({
  windows: desktop.windows.map((w) => (w.id === id ? { ...w, minimized: false } : w)),
  focused: id,
});

export const moveWindow = (id: string, x: number, y: number) => (desktop: Desktop): Desktop => ({
  ...desktop,
  windows: desktop.windows.map((w) => (w.id === id ? { ...w, x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) } : w)),
});

/** Replaces one window by another in place (a new record's form becomes its edit form). */
export const replaceWindow = (id: string, kind: WindowKind, args: string[]) => (desktop: Desktop): Desktop => {
  const next = windowId(kind, args);
  return {
    windows: desktop.windows.map((w) => (w.id === id ? { ...w, id: next, kind, args } : w)),
    focused: desktop.focused === id ? next : desktop.focused,
  };
};

export const layerOf = (desktop: Desktop, id: string) => (desktop.focused === id ? FOCUSED_LAYER : LAYER);

/** The URL's record of the open windows: `w=list:customers,form:customers:12` (minimised ones marked `~`). */
export function desktopToQuery(desktop: Desktop): string {
  return desktop.windows.map((w) => `${w.minimized ? '~' : ''}${w.id}`).join(',');
}

export function desktopFromQuery(query: string | null, positions: Record<string, { x: number; y: number }> = {}): Desktop {
  let desktop = EMPTY_DESKTOP;
  for (const token of (query ?? '').split(',').filter(Boolean).slice(0, 20)) {
    const minimized = token.startsWith('~');
    const id = token.replace(/^~/, '');
    const parsed = parseWindowId(id);
    if (!parsed || desktop.windows.some((w) => w.id === id)) continue;
    const place = positions[id] ?? cascade(desktop.windows.length);
    desktop = { windows: [...desktop.windows, { id, ...parsed, minimized, x: place.x, y: place.y }], focused: minimized ? desktop.focused : id };
  }
  return desktop;
}
