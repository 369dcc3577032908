/**
 * The light or dark theme: the system's preference unless the person chose one in the account
 * menu, kept in this browser's local storage. Applied by a script at the top of the page, before
 * the first paint, so a dark page never flashes white.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_KEY = 'ws.theme';

/** Puts `dark` on <html> as the stored choice, or else the system, says. Self-contained: it is also sent as the page's script. */
export function applyTheme(key: string) {
  let choice: string | null = null;
  try {
    choice = localStorage.getItem(key);
  } catch {
    // Storage refused (private mode): the system's preference.
  }
  const dark = choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

/** The head's script: the theme now, and again when the system's preference changes. */
export const THEME_SCRIPT = `(() => { const apply = ${applyTheme.toString()}; const key = ${JSON.stringify(THEME_KEY)}; apply(key); matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(key)); })();`;

export function storedTheme(): Theme {
  try {
    const choice = localStorage.getItem(THEME_KEY);
    return THEMES.find((t) => t === choice) ?? 'system';
  } catch {
    return 'system';
  }
}

export function chooseTheme(theme: Theme) {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not kept beyond this page.
  }
  applyTheme(THEME_KEY);
}

/**
 * The workspace's script for the person's kept theme (their account's, lib/workspace/look-and-feel.ts):
 * written into this browser's storage and applied at once, so another browser shows the same.
 */
export const themeSyncScript = (mode: string) =>
  `(() => { const apply = ${applyTheme.toString()}; const key = ${JSON.stringify(THEME_KEY)}; const mode = ${JSON.stringify(mode)}; try { if (mode === 'light' || mode === 'dark') localStorage.setItem(key, mode); else localStorage.removeItem(key); } catch {} apply(key); })();`;
