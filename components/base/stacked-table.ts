'use client';

import { useLayoutEffect, useState } from 'react';
import { useWidth } from './use-width';

/**
 * A table too narrow for its columns (a phone, a 600 px window) stacks each row rather than scroll
 * sideways: its first cell a heading, the others "label value" lines (the label is the cell's
 * `data-label`), the headers hidden but still read by assistive technology. The classes of each
 * part as stacked; a table adds its own padding.
 */
export const STACKED = {
  table: 'block w-full',
  head: 'sr-only',
  body: 'block',
  row: 'grid grid-cols-2 gap-x-4 py-1.5',
  /** The first cell: the row's heading. */
  heading: 'col-span-2 block font-medium',
  /** Any other cell: "label value", hidden when empty. */
  line: 'flex justify-between gap-2 empty:hidden before:text-slate-500 before:content-[attr(data-label)]',
  /** A cell that takes the row's whole width (its buttons). */
  full: 'col-span-2 pt-1',
} as const;

/** The classes of cell `n` of a row, stacked or not (`wide`: the cell's classes as a table row's). */
export const stackedCell = (stacked: boolean, n: number, wide: string) => (!stacked ? wide : n === 0 ? STACKED.heading : STACKED.line);

/**
 * Whether a table stacks: when its box is narrower than `columns` × `columnPx` plus `reservePx`,
 * or narrower than a width at which the table drawn in full came out wider than its box (long
 * words). `box` goes on the element around the table.
 */
export function useStacking(columns: number, { columnPx = 80, reservePx = 0 } = {}, redraw: unknown[] = []) {
  const [box, width] = useWidth<HTMLDivElement>();
  const [overflowAt, setOverflowAt] = useState(0);
  const stacked = width !== null && (width < columns * columnPx + reservePx || width <= overflowAt);
  useLayoutEffect(() => {
    const el = box.current;
    // Measured after layout, before paint: the one way to know the drawn table's width.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!stacked && el && width !== null && el.scrollWidth > el.clientWidth + 1) setOverflowAt(width);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `redraw`: what changes the table's content
  }, [box, stacked, width, ...redraw]);
  return { box, stacked };
}
