'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { layerOf, type WindowState } from '@/lib/workspace/windows';
import { useDesktop } from './desktop';

type Title = { start: string; header: string; service?: string; icon?: string };

/**
 * A draggable window (spec "Windows"): start label, header name and service name in the title;
 * open in new window, minimise and close; Esc closes the focused one. Its width is the
 * entity's, 75vw below 960px and the whole width below 640px (app/globals.css `.ws-window`).
 */
export function WindowFrame({ window: w, title, width, children }: { window: WindowState; title: Title; width: number; children: React.ReactNode }) {
  const t = useTranslations('window');
  const { desktop, focus, close, minimize, move } = useDesktop();
  const frame = useRef<HTMLDivElement>(null);
  const focused = desktop.focused === w.id;

  useEffect(() => {
    if (!focused) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(w.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, close, w.id]);

  useEffect(() => {
    if (focused && frame.current && !frame.current.contains(document.activeElement)) frame.current.focus({ preventScroll: true });
  }, [focused]);

  const startDrag = (event: React.PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const start = { x: event.clientX, y: event.clientY, left: w.x, top: w.y };
    const onMove = (e: PointerEvent) => move(w.id, start.left + e.clientX - start.x, start.top + e.clientY - start.y);
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

  if (w.minimized) return null;
  return (
    <section
      ref={frame}
      role="dialog"
      aria-label={title.header}
      tabIndex={-1}
      data-window={w.id}
      data-focused={focused ? 'true' : 'false'}
      onPointerDownCapture={() => focused || focus(w.id)}
      className="ws-window absolute flex flex-col overflow-hidden rounded-lg bg-white shadow-2xl ring-1 ring-slate-300 outline-none"
      style={{ left: w.x, top: w.y, maxHeight: `calc(100% - ${w.y}px)`, zIndex: layerOf(desktop, w.id), ['--ws-width' as string]: `${width}px` }}
    >
      <header onPointerDown={startDrag} className={`flex cursor-move items-center gap-2 px-3 py-2 text-sm select-none ${focused ? 'bg-slate-800 text-white' : 'bg-slate-200 text-slate-700'}`}>
        {title.icon ? <span aria-hidden>{title.icon}</span> : null}
        <span className="opacity-70">{title.start}</span>
        <h2 className="font-semibold">{title.header}</h2>
        {title.service ? <span className="opacity-60">{title.service}</span> : null}
        <span className="ml-auto flex gap-1">
          <FrameButton label={t('openNew')} onClick={openElsewhere} path="M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />
          <FrameButton label={t('minimize')} onClick={() => minimize(w.id)} path="M5 19h14" />
          <FrameButton label={t('close')} onClick={() => close(w.id)} path="M6 6l12 12M18 6 6 18" />
        </span>
      </header>
      <div className="min-h-0 flex-1 overflow-auto">{children}</div>
    </section>
  );
}

function FrameButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <button type="button" title={label} aria-label={label} onClick={onClick} className="rounded p-1 hover:bg-white/20">
      <svg aria-hidden viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </button>
  );
}
