'use client';

import { createColumnHelper, rowSelectionFeature, tableFeatures, useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { STACKED, stackedCell, useStacking } from './stacked-table';

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
};

const helper = createColumnHelper<typeof features, Row>();
const CHOOSE = '__choose';
const CHECKBOX = 'size-4';

/**
 * The one table of the windows, on @tanstack/react-table: headers (sortable where said), cells
 * drawn by their column, row selection where an action takes several records, each row's actions,
 * a sticky header. It never scrolls sideways: narrower than its columns need (a phone, a 600 px
 * window) each row stacks, its first column a heading and the others "label value" lines.
 */
export function DataTable<R extends Row>({ columns, rows, sort, onSort, onOpen, actions, selection, label, columnPx = 80, reservePx = 0, redraw = [] }: Props<R>) {
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
  const choosable = rows.filter((r) => selection?.choosable?.(r) ?? true);
  const all = choosable.length > 0 && choosable.every((r) => selection?.chosen.has(r.id));

  return (
    <div ref={box}>
      <table aria-label={label} className={stacked ? STACKED.table : 'w-full border-collapse'}>
        <thead className={`sticky top-0 bg-slate-100 text-left ${stacked ? 'block text-xs' : ''}`}>
          <tr className={stacked ? 'flex flex-wrap gap-x-3 px-3 py-1' : undefined}>
            {selection ? (
              <th className={stacked ? 'font-medium' : 'w-8 px-3 py-2'}>
                {choosable.length ? <input type="checkbox" aria-label={selection.allLabel} checked={all} onChange={() => selection.onChange(new Set(all ? [] : choosable.map((r) => r.id)))} className={CHECKBOX} /> : null}
              </th>
            ) : null}
            {columns.map((c) => {
              const state = sort === c.id ? 'ascending' : sort === `-${c.id}` ? 'descending' : undefined;
              return (
                <th key={c.id} aria-sort={state} className={stacked ? 'font-medium' : `px-3 py-2 font-medium whitespace-nowrap ${c.numeric ? 'text-right' : ''}`}>
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
            {actions ? <th className={stacked ? 'sr-only' : 'px-3 py-2 font-medium'}>{actions.header}</th> : null}
          </tr>
        </thead>
        <tbody className={stacked ? STACKED.body : undefined}>
          {table.getRowModel().rows.map((row) => {
            const original = row.original as R;
            return (
              <tr key={row.id} aria-selected={selection ? row.getIsSelected() : undefined} className={`border-t border-slate-100 hover:bg-slate-50 ${stacked ? STACKED.row : ''}`} onDoubleClick={onOpen ? () => onOpen(original) : undefined}>
                {row.getAllCells().map((cell) => {
                  if (cell.column.id === CHOOSE)
                    return (
                      <td key={cell.id} className={stacked ? 'col-span-2 px-3' : 'px-3 py-1.5'}>
                        {row.getCanSelect() ? <input type="checkbox" aria-label={selection!.rowLabel(original)} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} className={CHECKBOX} /> : null}
                      </td>
                    );
                  const column = byId.get(cell.column.id)!;
                  const n = columns.indexOf(column);
                  return (
                    // A cell is drawn from its column as the table is, not from the table's cache of values: a change of language redraws every word.
                    <td key={cell.id} data-label={typeof column.header === 'string' ? column.header : undefined} className={`px-3 ${stackedCell(stacked, n, `py-1.5 ${column.numeric ? 'text-right tabular-nums' : ''}`)}`}>
                      {column.cell(original)}
                    </td>
                  );
                })}
                {actions ? <td className={`px-3 ${stacked ? STACKED.full : 'py-1.5'}`}>{actions.cell(original)}</td> : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
