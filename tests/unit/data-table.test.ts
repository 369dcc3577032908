import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { VIRTUAL_FROM } from '@/components/base/virtual-rows';

/**
 * The windows' one table (issue 36, item 3): a long table draws the rows of a screenful and keeps
 * the height of the others as spacers; a short one draws every row. Drawn as the browser first
 * receives it (before any scroller is measured: a screenful).
 */
type Check = { id: number; number: number; payee: string };
const rowsOf = (n: number): Check[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, number: 1001 + i, payee: `Payee ${i + 1}` }));
const columns: TableColumn<Check>[] = [
  { id: 'number', header: 'Number', cell: (r) => r.number },
  { id: 'payee', header: 'Payee', cell: (r) => r.payee },
];

function draw(rows: Check[], chosen: number[] = []) {
  return renderToStaticMarkup(
    createElement(DataTable<Check>, {
      columns,
      rows,
      label: 'Checks',
      onOpen: () => undefined,
      selection: { chosen: new Set(chosen), onChange: () => undefined, rowLabel: (r) => `Choose ${r.number}`, allLabel: 'Choose all' },
    }),
  );
}

const drawnRows = (html: string) => [...html.matchAll(/data-index="(\d+)"/g)].map((m) => Number(m[1]));
const spacers = (html: string) => [...html.matchAll(/<tr aria-hidden="true" style="height:(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));

describe('the one table of the windows', () => {
  it('draws every row of a short table, each reachable by the keyboard, with its box and a sticky header', () => {
    const html = draw(rowsOf(20), [3]);
    expect(drawnRows(html)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(spacers(html)).toEqual([]);
    expect(html).toContain('sticky top-0');
    expect(html).toMatch(/aria-label="Choose 1003"[^>]*checked=""/);
    // The first row is the table's one tab stop (Enter opens it; the arrow keys move from it).
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });

  it('draws only a screenful of a long table and keeps the height of the rest, so the scroll bar and the header stay as if all were drawn', () => {
    const n = 1000;
    const html = draw(rowsOf(n), [1, 999]);
    const drawn = drawnRows(html);
    expect(n).toBeGreaterThanOrEqual(VIRTUAL_FROM);
    expect(drawn[0]).toBe(0);
    expect(drawn.length).toBeGreaterThan(20);
    expect(drawn.length).toBeLessThan(60);
    // The rows not drawn are one spacer's height below (34 px each until measured).
    expect(spacers(html)).toEqual([(n - drawn.length) * 34]);
    expect(html).toContain('sticky top-0');
    // Choosing every row chooses those not drawn too: the header's box reads every row.
    expect(html).toMatch(/aria-label="Choose 1001"[^>]*checked=""/);
    expect(html).not.toContain('Choose 1999');
    const all = renderToStaticMarkup(
      createElement(DataTable<Check>, { columns, rows: rowsOf(n), selection: { chosen: new Set(rowsOf(n).map((r) => r.id)), onChange: () => undefined, rowLabel: (r) => `Choose ${r.number}`, allLabel: 'Choose all' } }),
    );
    expect(all).toMatch(/aria-label="Choose all"[^>]*checked=""/);
  });
});
