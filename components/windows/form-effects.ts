'use client';

import { useEffect, type DependencyList, type RefObject } from 'react';
import { useDesktop } from '@/components/base/desktop';

/** While a form has unsaved changes, closing its window asks (`ask`) and leaving the page warns. */
export function useUnsavedGuard(windowId: string, dirty: boolean, ask: () => void) {
  const { guardClose } = useDesktop();
  useEffect(() => {
    if (!dirty) return;
    const unguard = guardClose(windowId, () => (ask(), false));
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => {
      unguard();
      window.removeEventListener('beforeunload', onUnload);
    };
    // The question asked is the same for the guard's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, guardClose, windowId]);
}

/**
 * The form's sticky footer: scrolled into view when it shows a refusal (`alerting`), where the
 * person looks on a long form, and its height kept in `--form-footer` on the form, for what stays
 * in view just above it (the lines' totals). Measured again when `deps` change (the form drawn anew).
 */
export function useFooterInView(footerRef: RefObject<HTMLElement | null>, alerting: boolean, deps: DependencyList) {
  useEffect(() => {
    if (alerting) footerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [alerting, footerRef]);
  useEffect(() => {
    const footer = footerRef.current;
    const owner = footer?.parentElement;
    if (!footer || !owner) return;
    const observer = new ResizeObserver(() => owner.style.setProperty('--form-footer', `${footer.offsetHeight}px`));
    observer.observe(footer);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** The window's title names its record by the record's title (a string or a number), once it has one. */
export function useCaption(windowId: string, caption: unknown) {
  const { setCaption } = useDesktop();
  useEffect(() => {
    if (typeof caption === 'string' || typeof caption === 'number') setCaption(windowId, String(caption));
  }, [caption, setCaption, windowId]);
}
