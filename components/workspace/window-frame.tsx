'use client';

import { ExternalLink, Minus, X, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isShown, layerOf, placeWithin, type WindowState } from '@/lib/workspace/windows';
import { useDesktop } from '@/components/base/desktop';

type Title = { start: string; header: string; caption?: string; icon?: React.ReactNode };

/** What a window's first focus goes to: a list's search box, else the first field of its form. */
const FIRST_FIELD = ['input[type="search"]', 'form input:not([type="hidden"]):not([disabled]):not([readonly]), form select:not([disabled]), form textarea:not([disabled])'];

function firstField(frame: HTMLElement): HTMLElement | null {
  for (const selector of FIRST_FIELD) {
    const field = frame.querySelector<HTMLElement>(selector);
    if (field) return field;
  }
  return null;
}

/**
 * Focuses a window shown afresh: its first field once its content has loaded (a window's
 * content comes after its frame), the frame itself until then.
 */
function useFirstFocus(frame: React.RefObject<HTMLElement | null>, focused: boolean, shown: boolean) {
  useEffect(() => {
    const el = frame.current;
    if (!focused || !shown || !el || el.contains(document.activeElement)) return;
    const field = firstField(el);
    if (field) return void field.focus({ preventScroll: true });
    el.focus({ preventScroll: true });
    // Wait for the content, unless the person has moved the focus meanwhile.
    const watch = new MutationObserver(() => {
      const found = firstField(el);
      if (!found) return;
      watch.disconnect();
      if (document.activeElement === el) found.focus({ preventScroll: true });
    });
    watch.observe(el, { childList: true, subtree: true });
    const stop = setTimeout(() => watch.disconnect(), 10_000);
    return () => {
      watch.disconnect();
      clearTimeout(stop);
    };
  }, [frame, focused, shown]);
}

/** The window's place kept inside the desktop area, also when the browser window is resized. */
function usePlaceWithin(frame: React.RefObject<HTMLElement | null>, place: { x: number; y: number }) {
  const [room, setRoom] = useState<{ width: number; area: { width: number; height: number } } | null>(null);
  useLayoutEffect(() => {
    const el = frame.current;
    const area = el?.parentElement;
    if (!el || !area) return;
    const measure = () => setRoom({ width: el.offsetWidth, area: { width: area.clientWidth, height: area.clientHeight } });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    observer.observe(area);
    return () => observer.disconnect();
  }, [frame]);
  const within = (p: { x: number; y: number }) => (room ? placeWithin(p, room.width, room.area) : p);
  return { at: within(place), within };
}

/**
 * A draggable window (spec "Windows"): start label, header name and caption (the record) in the
 * title; open in new window, minimise and close; Esc closes the focused one. Its width is the
 * entity's, 75vw below 960px and the whole width below 640px (app/globals.css `.ws-window`); it
 * stays inside the desktop area. Minimised or of another dock tab it is hidden, not unmounted,
 * so unsaved edits wait with it.
 */
export function WindowFrame({ window: w, title, width, children }: { window: WindowState; title: Title; width: number; children: React.ReactNode }) {
  const t = useTranslations('window');
  const { desktop, focus, close, minimize, move } = useDesktop();
  const frame = useRef<HTMLDivElement>(null);
  const focused = desktop.focused === w.id;
  const shown = isShown(desktop, w);
  const { at, within } = usePlaceWithin(frame, w);

  useEffect(() => {
    if (!focused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(w.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, close, w.id]);

  useFirstFocus(frame, focused, shown);

  const startDrag = (event: React.PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const start = { x: event.clientX, y: event.clientY, left: at.x, top: at.y };
    const onMove = (e: PointerEvent) => {
      const to = within({ x: start.left + e.clientX - start.x, y: start.top + e.clientY - start.y });
      move(w.id, to.x, to.y);
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    focus(w.id);
  };

  const openElsewhere = () => {
    const url = new URL(window.location.href);
    url.searchParams.set('w', w.id.split('#')[0]);
    window.open(url.toString(), '_blank', 'noopener');
  };

  return (
    <section
      ref={frame}
      hidden={!shown}
      role="dialog"
      // A record's form is named by its record too ("Customer Acme Corp"), so two forms differ.
      aria-label={title.caption ? `${title.header} ${title.caption}` : title.header}
      tabIndex={-1}
      data-window={w.id}
      data-focused={focused ? 'true' : 'false'}
      onPointerDownCapture={() => focused || focus(w.id)}
      className="ws-window absolute flex flex-col overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-slate-300 outline-none"
      style={{ left: at.x, top: at.y, maxHeight: `calc(100% - ${at.y}px)`, zIndex: layerOf(desktop, w.id), ['--ws-width' as string]: `${width}px` }}
    >
      <header onPointerDown={startDrag} className={`flex cursor-move items-center gap-2 px-3 py-2 text-sm select-none ${focused ? 'bg-slate-800 text-white' : 'bg-slate-200 text-slate-700'}`}>
        {title.icon}
        {title.start ? <span className="shrink-0 opacity-70">{title.start}</span> : null}
        <span className="flex min-w-0">
          <h2 className="shrink-0 font-semibold">{title.header}</h2>
          {title.caption ? <span className="truncate">: {title.caption}</span> : null}
        </span>
        <span className="ml-auto flex shrink-0 gap-1">
          <FrameButton label={t('openNew')} onClick={openElsewhere} icon={ExternalLink} />
          <FrameButton label={t('minimize')} onClick={() => minimize(w.id)} icon={Minus} />
          <FrameButton label={t('close')} onClick={() => close(w.id)} icon={X} />
        </span>
      </header>
      <div className="min-h-0 flex-1 overflow-auto">{children}</div>
    </section>
  );
}

function FrameButton({ label, onClick, icon: Icon }: { label: string; onClick: () => void; icon: LucideIcon }) {
  return (
    <button type="button" title={label} aria-label={label} onClick={onClick} className="rounded p-1 hover:bg-white/20">
      <Icon aria-hidden className="size-3.5" strokeWidth={2.5} />
    </button>
  );
}
