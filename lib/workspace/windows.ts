/**
 * The window manager as pure functions over its state (after daedalOS): a window's id is its
 * kind and record (`list:customers`, `form:customers:12`), so opening the same thing twice
 * focuses one window; alt- or ctrl-click opens another copy (`#2`). Each window belongs to the
 * dock tab it was opened on and shows only while that tab is shown (a window of another tab
 * waits in the tray, as a minimised one does), so one tab's windows never cover another's gems.
 */
export type WindowKind = 'list' | 'form' | 'gems' | 'report' | 'ledger' | 'settings' | 'missing' | 'pdf' | 'queue' | 'tool';

const KINDS: WindowKind[] = ['list', 'form', 'gems', 'report', 'ledger', 'settings', 'missing', 'pdf', 'queue', 'tool'];

/** The person's own settings a settings window opens on (`settings:<key>`), each with its title's key (`window.*`). */
export const OWN_SETTINGS = { 'look-and-feel': 'lookAndFeel', 'two-factor': 'twoFactor', password: 'changePassword' } as const;
export type OwnSetting = keyof typeof OWN_SETTINGS;
export const isOwnSetting = (key: string): key is OwnSetting => Object.hasOwn(OWN_SETTINGS, key);

export type WindowState = {
  id: string;
  kind: WindowKind;
  /** What it shows: a resource, a record id, a report name, an account and period (ledger), a gem id, a document's PDF (pdf: resource, id), a queue and its type (queue: print or email, resource), a tool (lib/engine/gems.ts TOOLS). */
  args: string[];
  minimized: boolean;
  x: number;
  y: number;
  /** The dock tab it was opened on. */
  tab: number;
};

/** The windows, the focused one and the dock tab shown. */
export type Desktop = { windows: WindowState[]; focused: string | null; tab: number };

export const EMPTY_DESKTOP: Desktop = { windows: [], focused: null, tab: 1 };

/** Shown now: not minimised and of the tab shown. */
export const isShown = (desktop: Desktop, w: WindowState) => !w.minimized && w.tab === desktop.tab;

const firstShown = (desktop: Desktop) => desktop.windows.find((w) => isShown(desktop, w))?.id ?? null;

/** Layer levels of the spec: 10 for every window, 100 for the focused one. */
export const LAYER = 10;
export const FOCUSED_LAYER = 100;

export const windowId = (kind: WindowKind, args: string[]) => [kind, ...args].join(':');

/**
 * Where `/new` and `/create` go (spec section 2 lists them, nothing more): the dashboard with its
 * Add gems chooser open, the one chooser of new things the workspace has (docs/decisions.md).
 */
export const NEW_THINGS_PATH = `/?${new URLSearchParams({ w: windowId('gems', ['1']) })}`;

export function parseWindowId(id: string): { kind: WindowKind; args: string[] } | null {
  const [kindAndArgs] = id.split('#');
  const [kind, ...args] = kindAndArgs.split(':');
  return (KINDS as string[]).includes(kind) ? { kind: kind as WindowKind, args } : null;
}

const cascade = (n: number) => ({ x: 40 + (n % 8) * 32, y: 24 + (n % 8) * 32 });

/** The first cascade step no shown window of the tab stands on, so a new window never hides one exactly. */
function freePlace(desktop: Desktop) {
  const taken = desktop.windows.filter((w) => isShown(desktop, w));
  for (let n = 0; n < 8; n++) {
    const place = cascade(n);
    if (!taken.some((w) => w.x === place.x && w.y === place.y)) return place;
  }
  return cascade(taken.length);
}

/**
 * Where a window `width` wide stands inside an `area` (the desktop between top bar and dock):
 * its place, moved left and up just enough to stay inside; its height follows (the frame's max
 * height is the room below its top), and at least its title bar and a few rows stay in view.
 */
export function placeWithin(place: { x: number; y: number }, width: number, area: { width: number; height: number }) {
  const leastShown = 160;
  return {
    x: Math.max(0, Math.min(Math.round(place.x), Math.round(area.width - width))),
    y: Math.max(0, Math.min(Math.round(place.y), Math.round(area.height - leastShown))),
  };
}

/** Opens a window, or focuses (and restores) the one already showing the same thing. */
export function openWindow(kind: WindowKind, args: string[], options: { newCopy?: boolean } = {}) {
  return (desktop: Desktop): Desktop => {
    let id = windowId(kind, args);
    const existing = desktop.windows.find((w) => w.id === id);
    if (existing && !options.newCopy) return restoreWindow(id)(desktop);
    if (existing) {
      let n = 2;
      while (desktop.windows.some((w) => w.id === `${id}#${n}`)) n++;
      id = `${id}#${n}`;
    }
    const window: WindowState = { id, kind, args, minimized: false, ...freePlace(desktop), tab: desktop.tab };
    return { ...desktop, windows: [...desktop.windows, window], focused: id };
  };
}

/** Closes a window; the first remaining shown window takes the focus. */
export const closeWindow = (id: string) => (desktop: Desktop): Desktop => {
  const next = { ...desktop, windows: desktop.windows.filter((w) => w.id !== id) };
  return { ...next, focused: desktop.focused === id ? firstShown(next) : desktop.focused };
};

export const focusWindow = (id: string) => (desktop: Desktop): Desktop =>
  desktop.windows.some((w) => w.id === id) ? { ...desktop, focused: id } : desktop;

/** Minimises a window to the tray; the focus moves to the first shown one. */
export const minimizeWindow = (id: string) => (desktop: Desktop): Desktop => {
  const next = { ...desktop, windows: desktop.windows.map((w) => (w.id === id ? { ...w, minimized: true } : w)) };
  return { ...next, focused: desktop.focused === id ? firstShown(next) : desktop.focused };
};

/** Brings a window back from the tray onto the tab shown, focused. */
export const restoreWindow = (id: string) => (desktop: Desktop): Desktop => ({
  ...desktop,
  windows: desktop.windows.map((w) => (w.id === id ? { ...w, minimized: false, tab: desktop.tab } : w)),
  focused: id,
});

/** Shows a dock tab: its windows come back, the others wait in the tray. */
export const showTab = (tab: number) => (desktop: Desktop): Desktop => {
  if (tab === desktop.tab) return desktop;
  const next = { ...desktop, tab };
  const focused = next.windows.find((w) => w.id === desktop.focused);
  return { ...next, focused: focused && isShown(next, focused) ? focused.id : firstShown(next) };
};

export const moveWindow = (id: string, x: number, y: number) => (desktop: Desktop): Desktop => ({
  ...desktop,
  windows: desktop.windows.map((w) => (w.id === id ? { ...w, x: Math.max(0, Math.round(x)), y: Math.max(0, Math.round(y)) } : w)),
});

/** Replaces one window by another in place (a new record's form becomes its edit form). */
export const replaceWindow = (id: string, kind: WindowKind, args: string[]) => (desktop: Desktop): Desktop => {
  const next = windowId(kind, args);
  return {
    ...desktop,
    windows: desktop.windows.map((w) => (w.id === id ? { ...w, id: next, kind, args } : w)),
    focused: desktop.focused === id ? next : desktop.focused,
  };
};

export const layerOf = (desktop: Desktop, id: string) => (desktop.focused === id ? FOCUSED_LAYER : LAYER);

/**
 * The URL's record of the open windows: `w=list:customers,form:customers:12`, minimised ones
 * marked `~`, those of another tab than the one shown followed by `@` and their tab.
 */
export function desktopToQuery(desktop: Desktop): string {
  return desktop.windows.map((w) => `${w.minimized ? '~' : ''}${w.id}${w.tab === desktop.tab ? '' : `@${w.tab}`}`).join(',');
}

/** The desktop a URL describes on `tab`; a window without `@` belongs to that tab. */
export function desktopFromQuery(query: string | null, positions: Record<string, { x: number; y: number }> = {}, tab = 1): Desktop {
  let desktop: Desktop = { ...EMPTY_DESKTOP, tab };
  for (const token of (query ?? '').split(',').filter(Boolean).slice(0, 20)) {
    const minimized = token.startsWith('~');
    const [id, tabText] = token.replace(/^~/, '').split('@');
    const parsed = parseWindowId(id);
    if (!parsed || desktop.windows.some((w) => w.id === id)) continue;
    const window: WindowState = { id, ...parsed, minimized, ...(positions[id] ?? freePlace(desktop)), tab: Number(tabText) || tab };
    desktop = { ...desktop, windows: [...desktop.windows, window], focused: isShown(desktop, window) ? id : desktop.focused };
  }
  return desktop;
}
