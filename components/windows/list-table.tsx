'use client';

import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { STACKED, stackedCell, useStacking } from '@/components/base/stacked-table';
import { cellText } from '@/components/data/cell';
import { useCellWords } from '@/components/data/cell-words';
import { useCompanyFormats } from '@/components/data/company-formats';
import { useFieldLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';

type Row = Record<string, unknown> & { id: number };
const features = tableFeatures({});
const columnHelper = createColumnHelper<typeof features, Row>();

type Props = {
  collection: string;
  rows: Row[];
  /** The sort as the API takes it (`name`, `-id`); a sortable column's header changes it. */
  sort: string;
  onSort: (column: string) => void;
  /** A double-click on a row. */
  onOpen: (row: Row) => void;
  actions: (row: Row) => ReactNode;
};

/** The room a column needs at least, and the row's actions (Open and its menu). */
const COLUMN_PX = 80;
const ACTIONS_PX = 140;

/**
 * A list window's table: the resource's list columns, drawn by kind, with sortable headers and each
 * row's actions. It never scrolls sideways: narrower than its columns need (a phone, a 600 px
 * window) each row stacks, its title first and the other columns as "label value" lines, and the
 * headers wrap as a line of sort buttons. Still a table to assistive technology.
 */
export function ListTable({ collection, rows, sort, onSort, onOpen, actions }: Props) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  const meta = useResourceMeta(collection);
  const locale = useLocale();
  const company = useCompanyFormats();
  const words = useCellWords(collection);
  const fields = meta?.column_fields ?? [];
  const { box, stacked } = useStacking(fields.length, { columnPx: COLUMN_PX, reservePx: ACTIONS_PX }, [rows, meta]);
  const columns = useMemo(
    () =>
      columnHelper.columns(
        (meta?.column_fields ?? []).map((field) =>
          columnHelper.accessor((row: Row) => cellText(field, row, words), { id: field.name, header: () => label(field.name, field.label, field.label_keys) }),
        ),
      ),
    // Drawn again when the language or the company's formats change: cells and headers hold translated words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [meta, t, locale, company],
  );
  // A cell's text is made as it is drawn, not read from the table's cache of values: the table
  // keeps those per row, and a change of language must redraw every word.
  const fieldsById = new Map((meta?.column_fields ?? []).map((f) => [f.name, f]));
  const shown = (id: string, row: Row) => {
    const field = fieldsById.get(id);
    return field ? cellText(field, row, words) : '';
  };
  const table = useTable({ features, columns, data: rows });
  const headerOf = (id: string) => {
    const field = fieldsById.get(id);
    return field ? label(field.name, field.label, field.label_keys) : id;
  };
  // The box is drawn from the first render: its width decides the layout before the table is.
  return (
    <div ref={box}>
      {meta ? (
        <table className={stacked ? STACKED.table : 'w-full border-collapse'}>
          <thead className={`sticky top-0 bg-slate-100 text-left ${stacked ? 'block text-xs' : ''}`}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className={stacked ? 'flex flex-wrap gap-x-3 px-3 py-1' : undefined}>
                {group.headers.map((header) => {
                  const sortable = meta.sort.includes(header.column.id);
                  const state = sort === header.column.id ? 'ascending' : sort === `-${header.column.id}` ? 'descending' : undefined;
                  return (
                    <th key={header.id} aria-sort={state} className={stacked ? 'font-medium' : 'px-3 py-2 font-medium whitespace-nowrap'}>
                      {sortable ? (
                        <button type="button" onClick={() => onSort(header.column.id)} className="hover:underline">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
                <th className={stacked ? 'sr-only' : 'px-3 py-2 font-medium'}>{t('actions')}</th>
              </tr>
            ))}
          </thead>
          <tbody className={stacked ? STACKED.body : undefined}>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.original.id} className={`border-t border-slate-100 hover:bg-slate-50 ${stacked ? STACKED.row : ''}`} onDoubleClick={() => onOpen(row.original)}>
                {row.getAllCells().map((cell, n) => (
                  <td key={cell.id} data-label={headerOf(cell.column.id)} className={`px-3 ${stackedCell(stacked, n, 'py-1.5')}`}>
                    {shown(cell.column.id, row.original)}
                  </td>
                ))}
                <td className={`px-3 ${stacked ? STACKED.full : 'py-1.5'}`}>{actions(row.original)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
