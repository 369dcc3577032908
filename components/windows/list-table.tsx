'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { cellText } from '@/components/data/cell';
import { useCellWords } from '@/components/data/cell-words';
import { useFieldLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';

type Row = Record<string, unknown> & { id: number };

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
 * A list window's table: the resource's list columns (from `/meta`), drawn by kind, on the one
 * table of the windows (components/base/data-table.tsx), with sortable headers and each row's actions.
 */
export function ListTable({ collection, rows, sort, onSort, onOpen, actions }: Props) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  const meta = useResourceMeta(collection);
  const words = useCellWords(collection);
  if (!meta) return <div />;
  const columns: TableColumn<Row>[] = meta.column_fields.map((field) => ({
    id: field.name,
    header: label(field.name, field.label, field.label_keys),
    cell: (row) => cellText(field, row, words),
    sortable: meta.sort.includes(field.name),
  }));
  return <DataTable columns={columns} rows={rows} sort={sort} onSort={onSort} onOpen={onOpen} actions={{ header: t('actions'), cell: actions }} columnPx={COLUMN_PX} reservePx={ACTIONS_PX} redraw={[meta]} />;
}
