'use client';

import { createColumnHelper, rowSelectionFeature, tableFeatures, useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { STACKED, stackedCell, useStacking } from './stacked-table';
import { useVirtualRows } from './virtual-rows';

type Row = { id: number };
const features = tableFeatures({ rowSelectionFeature });

/** A column of a table: its header and its cell, drawn as the table is (a cell's words follow the language). */
export type TableColumn<R extends Row> = {
  id: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Its header changes the sort (`onSort(id)`). */
  sortable?: boolean;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
  /** Its cells name their rows (`<th scope="row">`: a section of a grid of rights). */
  rowHeader?: boolean;
  /** Its cells centred (a grid's boxes). */
  centered?: boolean;
};

/** Rows chosen for an action that takes several (checks to print): the ids chosen, and who may be. */
export type TableSelection<R extends Row> = {
  chosen: ReadonlySet<number>;
  onChange: (chosen: Set<number>) => void;
  /** A row that may be chosen (all, where not given). */
  choosable?: (row: R) => boolean;
  /** The accessible names of the row's box and of the box choosing every row. */
  rowLabel: (row: R) => string;
  allLabel: string;
};

type Props<R extends Row> = {
  columns: TableColumn<R>[];
  rows: R[];
  /** The sort as the API takes it (`name`, `-id`). */
  sort?: string;
  onSort?: (column: string) => void;
  /** A double-click on a row. */
  onOpen?: (row: R) => void;
  /** Each row's actions, under their header. */
  actions?: { header: string; cell: (row: R) => ReactNode };
  selection?: TableSelection<R>;
  label?: string;
  /** The room a column needs at least, and what the actions take: narrower, rows stack. */
  columnPx?: number;
  reservePx?: number;
  /** What changes the table's content (its width is measured again). */
  redraw?: unknown[];
  /** Its name shown above it (a group's heading). */
  caption?: ReactNode;
  /** A totals row beneath, by column id (a column not named is blank). */
  foot?: Record<string, ReactNode>;
  /** Headers read by assistive technology alone (tables under one heading each, in a column of them). */
  quietHead?: boolean;
  /** What it says when it has no rows. */
  empty?: ReactNode;
  testId?: string;
  /** The test id of each row (`statement-line`). */
  rowTestId?: string;
};

/** A column's cells aligned by what they hold: figures right, a grid's boxes centred. */
const alignOf = (c: { numeric?: boolean; centered?: boolean }) => (c.numeric ? 'text-right tabular-nums' : c.centered ? 'text-center' : '');

const helper = createColumnHelper<typeof features, Row>();
const CHOOSE = '__choose';
const CHECKBOX = 'size-4';

/**
 * The one table of the windows, on @tanstack/react-table: headers (sortable where said), cells
 * drawn by their column, row selection where an action takes several records, each row's actions,
 * a sticky header. It never scrolls sideways: narrower than its columns need (a phone, a 600 px
 * window) each row stacks, its first column a heading and the others "label value" lines.
 * A long table (`VIRTUAL_FROM` rows) draws only the rows near the view. The keyboard: the arrow
 * keys move to the same cell's control (or the row) of the row above or below, Enter opens a row.
 */
export function DataTable<R extends Row>({ columns, rows, sort, onSort, onOpen, actions, selection, label, columnPx = 80, reservePx = 0, redraw = [], caption, foot, empty, testId, quietHead, rowTestId }: Props<R>) {
  const { box, stacked } = useStacking(columns.length, { columnPx, reservePx: reservePx + (selection ? 32 : 0) }, [rows, ...redraw]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const rowSelection: RowSelectionState = Object.fromEntries([...(selection?.chosen ?? [])].map((id) => [String(id), true]));
  const table = useTable({
    features,
    columns: helper.columns([...(selection ? [helper.display({ id: CHOOSE })] : []), ...columns.map((c) => helper.display({ id: c.id }))]),
    data: rows as Row[],
    getRowId: (row) => String(row.id),
    state: { rowSelection },
    enableRowSelection: (row) => !!selection && (selection.choosable?.(row.original as R) ?? true),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(new Set(Object.keys(next).filter((k) => next[k]).map(Number)));
    },
  });
  const model = table.getRowModel().rows;
  const body = useRef<HTMLTableSectionElement>(null);
  const virtual = useVirtualRows(model.length, body);
  const onKey = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const at = moveOf(e, body.current, model.length);
    if (at === null) return;
    e.preventDefault();
    if (at.open) onOpen?.(model[at.index].original as R);
    else {
      virtual.reveal(at.index);
      requestAnimationFrame(() => focusCell(body.current, at.index, at.column));
    }
  };
  const choosable = rows.filter((r) => selection?.choosable?.(r) ?? true);
  const all = choosable.length > 0 && choosable.every((r) => selection?.chosen.has(r.id));

  return (
    <div ref={box}>
      <table aria-label={label} data-testid={testId} className={stacked ? STACKED.table : 'w-full border-collapse'}>
        {caption ? <caption className="bg-slate-100 px-3 py-1 text-left font-semibold">{caption}</caption> : null}
        <TableHead quiet={quietHead} columns={columns} sort={sort} onSort={onSort} actions={actions?.header} stacked={stacked} choosing={selection ? { label: selection.allLabel, shown: choosable.length > 0, all, onAll: () => selection.onChange(new Set(all ? [] : choosable.map((r) => r.id))) } : undefined} />
        <tbody ref={body} className={stacked ? STACKED.body : undefined} onKeyDown={onKey}>
          {virtual.before ? <tr aria-hidden style={{ height: virtual.before, display: stacked ? 'block' : undefined }} /> : null}
          {virtual.indexes.map((index) => {
            const row = model[index];
            const original = row.original as R;
            return (
              <tr
                key={row.id}
                ref={virtual.measure}
                data-index={index}
                data-testid={rowTestId}
                tabIndex={onOpen && index === 0 ? 0 : -1}
                aria-selected={selection ? row.getIsSelected() : undefined}
                className={`border-t border-slate-100 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-500 ${stacked ? STACKED.row : ''}`}
                onDoubleClick={onOpen ? () => onOpen(original) : undefined}
              >
                {row.getAllCells().map((cell) => {
                  if (cell.column.id === CHOOSE)
                    return (
                      <td key={cell.id} className={stacked ? 'col-span-2 px-3' : 'px-3 py-1.5'}>
                        {row.getCanSelect() ? <input type="checkbox" aria-label={selection!.rowLabel(original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} className={CHECKBOX} /> : null}
                      </td>
                    );
                  const column = byId.get(cell.column.id)!;
                  const n = columns.indexOf(column);
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    // A cell is drawn from its column as the table is, not from the table's cache of values: a change of language redraws every word.
                    <Cell key={cell.id} scope={column.rowHeader ? 'row' : undefined} data-label={typeof column.header === 'string' ? column.header : undefined} className={`px-3 ${column.rowHeader ? 'text-left font-normal' : ''} ${stackedCell(stacked, n, `py-1.5 ${alignOf(column)}`)}`}>
                      {column.cell(original)}
                    </Cell>
                  );
                })}
                {actions ? <td className={`px-3 ${stacked ? STACKED.full : 'py-1.5'}`}>{actions.cell(original)}</td> : null}
              </tr>
            );
          })}
          {virtual.after ? <tr aria-hidden style={{ height: virtual.after, display: stacked ? 'block' : undefined }} /> : null}
          {rows.length === 0 && empty ? (
            <tr className={stacked ? 'block' : undefined}>
              <td colSpan={columns.length + (selection ? 1 : 0) + (actions ? 1 : 0)} className="px-3 py-2 text-slate-500">
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
        {foot ? (
          <tfoot className={stacked ? STACKED.body : undefined}>
            <tr className={`border-t border-slate-300 font-medium ${stacked ? STACKED.row : ''}`}>
              {selection ? <td className={stacked ? 'hidden' : undefined} /> : null}
              {/* Stacked, a column with nothing in the foot is left out, not shown as a label with no value. */}
              {columns.map((c, n) => (
                <td key={c.id} data-label={n > 0 && typeof c.header === 'string' ? c.header : undefined} className={stacked && foot[c.id] === undefined ? 'hidden' : `px-3 ${stackedCell(stacked, n, `py-1.5 ${alignOf(c)}`)}`}>
                  {foot[c.id]}
                </td>
              ))}
              {actions ? <td className={stacked ? 'hidden' : undefined} /> : null}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/**
 * What a key pressed in a table's body does: an arrow moves to row `index` (its control in the same
 * column), Enter on a row itself opens it; null for anything else, and for keys a control keeps
 * (typing in a field, a menu's button opening its menu).
 */
function moveOf(e: KeyboardEvent, body: HTMLElement | null, count: number): { index: number; column: number; open?: boolean } | null {
  const target = e.target as HTMLElement;
  const tr = target.closest<HTMLElement>('tr[data-index]');
  if (!body || !tr || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  const index = Number(tr.dataset.index);
  if (e.key === 'Enter') return target === tr ? { index, column: -1, open: true } : null;
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return null;
  if (target.closest('[aria-haspopup], select, textarea, input:not([type="checkbox"])')) return null;
  const next = index + (e.key === 'ArrowDown' ? 1 : -1);
  if (next < 0 || next >= count) return null;
  const cell = target.closest('td');
  return { index: next, column: cell ? [...tr.children].indexOf(cell) : -1 };
}

/** Focuses row `index`'s control in `column` (its first), or the row where the cell has none; a row not yet drawn (a long table scrolling to it) is waited for a few frames. */
function focusCell(body: HTMLElement | null, index: number, column: number, frames = 8) {
  const row = body?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
  if (!row && frames > 0) return void requestAnimationFrame(() => focusCell(body, index, column, frames - 1));
  const control = column >= 0 ? row?.children[column]?.querySelector<HTMLElement>('input, button, a[href], select, [tabindex]') : null;
  (control ?? row)?.focus();
}

/** The header row: the box choosing every row, the columns' headers (sortable where said), the actions' header. */
function TableHead<R extends Row>({ quiet, columns, sort, onSort, actions, stacked, choosing }: { quiet?: boolean; columns: TableColumn<R>[]; sort?: string; onSort?: (column: string) => void; actions?: string; stacked: boolean; choosing?: { label: string; shown: boolean; all: boolean; onAll: () => void } }) {
  return (
    <thead className={quiet ? 'sr-only' : `sticky top-0 bg-slate-100 text-left ${stacked ? 'block text-xs' : ''}`}>
      <tr className={stacked ? 'flex flex-wrap gap-x-3 px-3 py-1' : undefined}>
        {choosing ? (
          <th className={stacked ? 'font-medium' : 'w-8 px-3 py-2'}>
            {choosing.shown ? <input type="checkbox" aria-label={choosing.label} checked={choosing.all} onChange={choosing.onAll} className={CHECKBOX} /> : null}
          </th>
        ) : null}
        {columns.map((c) => {
          const state = sort === c.id ? 'ascending' : sort === `-${c.id}` ? 'descending' : undefined;
          return (
            <th key={c.id} aria-sort={state} className={stacked ? 'font-medium' : `px-3 py-2 font-medium whitespace-nowrap ${alignOf(c)}`}>
              {c.sortable && onSort ? (
                <button type="button" onClick={() => onSort(c.id)} className="hover:underline">
                  {c.header}
                  {state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}
                </button>
              ) : (
                c.header
              )}
            </th>
          );
        })}
        {actions !== undefined ? <th className={stacked ? 'sr-only' : 'px-3 py-2 font-medium'}>{actions}</th> : null}
      </tr>
    </thead>
  );
}
