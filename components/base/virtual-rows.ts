'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';

/** From how many rows a table draws only those near the view (a list's page of 20 and a ledger's of 100 are drawn whole). */
export const VIRTUAL_FROM = 120;
/** A row's height before it is measured, and how many rows are drawn beyond each edge of the view. */
const ROW_PX = 34;
const OVERSCAN = 15;
/** What the server draws of a long table, and the first paint before its scroller is known: a screenful. */
const SCREEN = { width: 0, height: 900 };

/** The nearest element around `el` that scrolls vertically (a window's body). */
function scrollerOf(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The rows of a long table to draw (@tanstack/react-virtual): those in and near the view of the
 * element it scrolls in, with the height of those above and below kept as spacers, so the sticky
 * header, the scroll bar and the rows' places stay as if every row were drawn. Each row drawn is
 * measured (stacked rows are taller). Below `VIRTUAL_FROM` rows every row is drawn.
 */
export function useVirtualRows(count: number, body: RefObject<HTMLTableSectionElement | null>) {
  const enabled = count >= VIRTUAL_FROM;
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!enabled) return;
    const el = scrollerOf(body.current);
    // Where the rows start in what scrolls (the header and anything above the table): read after layout.
    const top = el && body.current ? body.current.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop : 0;
    setScroller(el);
    setMargin(top);
  }, [enabled, body]);
  // Its answers change as the view scrolls (it draws again itself): not memoized, as the compiler says.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count: enabled ? count : 0,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: margin,
    initialRect: SCREEN,
  });
  if (!enabled) return { indexes: Array.from({ length: count }, (_, i) => i), before: 0, after: 0, measure: undefined, reveal: (_i: number) => undefined };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    /** On each row drawn (with its `data-index`): its height measured. */
    measure: virtualizer.measureElement,
    /** Brings row `i` into the view (drawn) before it takes the focus. */
    reveal: (i: number) => virtualizer.scrollToIndex(i, { align: 'auto' }),
  };
}
