'use client';

import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useReducer, useRef, useState } from 'react';
import { tabOfPath } from '@/lib/workspace/dock';
import {
  closeWindow,
  desktopFromQuery,
  desktopToQuery,
  EMPTY_DESKTOP,
  focusWindow,
  minimizeWindow,
  moveWindow,
  openWindow,
  replaceWindow,
  restoreWindow,
  showTab,
  type Desktop,
  type WindowKind,
} from '@/lib/workspace/windows';

type Step = (desktop: Desktop) => Desktop;
type DesktopApi = {
  desktop: Desktop;
  open: (kind: WindowKind, args: string[], options?: { newCopy?: boolean }) => void;
  /** Closes a window, unless its close guard asks first (`force` skips the guard: the person chose to discard). */
  close: (id: string, options?: { force?: boolean }) => void;
  /** Lets a window veto its closing (answer false and ask the person); answers the unregister. */
  guardClose: (id: string, guard: () => boolean) => () => void;
  focus: (id: string) => void;
  minimize: (id: string) => void;
  restore: (id: string) => void;
  move: (id: string, x: number, y: number) => void;
  replace: (id: string, kind: WindowKind, args: string[]) => void;
  /** What a window shows beyond its kind (a record's title), set by the window once it knows. */
  captions: Record<string, string>;
  setCaption: (id: string, caption: string) => void;
};

const DesktopContext = createContext<DesktopApi | null>(null);

export function useDesktop(): DesktopApi {
  const api = useContext(DesktopContext);
  if (!api) throw new Error('useDesktop outside the workspace');
  return api;
}

const POSITIONS_KEY = 'ws.window-positions';

function readPositions(): Record<string, { x: number; y: number }> {
  try {
    return JSON.parse(localStorage.getItem(POSITIONS_KEY) ?? '{}');
  } catch {
    return {};
  }
}

/**
 * The open windows of the workspace. The URL (`?w=`) says which are open, so a reload or a
 * shared link opens them again; where each stood is kept in local storage.
 */
export function DesktopProvider({ children }: { children: React.ReactNode }) {
  // null until restored from the URL: nothing is written back before it was read.
  // A Desktop (not a step) is the one restored from the URL, taken only while there is none yet.
  const [state, dispatch] = useReducer((current: Desktop | null, step: Step | Desktop) => (typeof step === 'function' ? step(current ?? EMPTY_DESKTOP) : (current ?? step)), null);
  const desktop = state ?? EMPTY_DESKTOP;
  const [captions, setCaptions] = useState<Record<string, string>>({});
  const pathname = usePathname();
  const guards = useRef(new Map<string, () => boolean>());

  useEffect(() => {
    // Idempotent: React's development mode runs this effect twice, and the second run must not
    // replace the first one's windows (nor read a URL already rewritten).
    const restored = desktopFromQuery(new URLSearchParams(window.location.search).get('w'), readPositions(), tabOfPath(window.location.pathname));
    dispatch(restored);
  }, []);

  const restored = state !== null;
  useEffect(() => {
    if (restored) dispatch(showTab(tabOfPath(pathname)));
  }, [pathname, restored]);

  useEffect(() => {
    if (!state) return;
    const url = new URL(window.location.href);
    const query = desktopToQuery(state);
    if (query) url.searchParams.set('w', query);
    else url.searchParams.delete('w');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
    const positions = readPositions();
    for (const w of state.windows) positions[w.id] = { x: w.x, y: w.y };
    localStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  }, [state, pathname]);

  const setCaption = useCallback((id: string, caption: string) => setCaptions((all) => (all[id] === caption ? all : { ...all, [id]: caption })), []);
  const api: DesktopApi = {
    desktop,
    open: useCallback((kind, args, options) => dispatch(openWindow(kind, args, options)), []),
    close: useCallback((id, options) => {
      const guard = guards.current.get(id);
      if (!options?.force && guard && !guard()) return;
      dispatch(closeWindow(id));
    }, []),
    guardClose: useCallback((id, guard) => {
      guards.current.set(id, guard);
      return () => {
        if (guards.current.get(id) === guard) guards.current.delete(id);
      };
    }, []),
    focus: useCallback((id) => dispatch(focusWindow(id)), []),
    minimize: useCallback((id) => dispatch(minimizeWindow(id)), []),
    restore: useCallback((id) => dispatch(restoreWindow(id)), []),
    move: useCallback((id, x, y) => dispatch(moveWindow(id, x, y)), []),
    replace: useCallback((id, kind, args) => dispatch(replaceWindow(id, kind, args)), []),
    captions,
    setCaption,
  };
  return <DesktopContext.Provider value={api}>{children}</DesktopContext.Provider>;
}
