'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useDesktop } from '@/components/base/desktop';
import { DataTable, type TableColumn, type TableSelection } from '@/components/base/data-table';
import { cellText } from '@/components/data/cell';
import { useCellWords } from '@/components/data/cell-words';
import { useFieldLabel } from '@/components/data/field-label';
import { useResourceMeta, type ResourceMeta } from '@/components/data/meta';

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
  /** Rows chosen for an action started in a window of its own (checks to print). */
  selection?: TableSelection<Row>;
};

/** The room a column needs at least, and the row's actions (Open and its menu). */
const COLUMN_PX = 80;
const ACTIONS_PX = 140;

/**
 * A list window's table: the resource's list columns (from `/meta`), drawn by kind, on the one
 * table of the windows (components/base/data-table.tsx), with sortable headers and each row's actions.
 */
export function ListTable({ collection, rows, sort, onSort, onOpen, actions, selection }: Props) {
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
  return <DataTable columns={columns} rows={rows} sort={sort} onSort={onSort} onOpen={onOpen} actions={{ header: t('actions'), cell: actions }} selection={selection} columnPx={COLUMN_PX} reservePx={ACTIONS_PX} redraw={[meta]} />;
}

/**
 * Rows chosen in a list for a collection action started in a window of its own (checks ticked in
 * the Checks list for its Print): `startIn` opens that window with them chosen (`ids=1,2`), or with
 * none. A list offers the boxes only where such an action is.
 */
export function useChoice(meta: ResourceMeta | null | undefined) {
  const t = useTranslations('list');
  const { open } = useDesktop();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const choosing = !!meta?.actions.some((action) => action.scope === 'collection' && action.window);
  const name = (row: Row) => String((meta?.title_field && row[meta.title_field]) ?? row.id);
  return {
    selection: choosing ? { chosen, onChange: setChosen, rowLabel: (row: Row) => t('choose', { name: name(row) }), allLabel: t('chooseAll') } : undefined,
    startIn: (window: string) => open('list', chosen.size ? [window, new URLSearchParams({ ids: [...chosen].join(',') }).toString()] : [window]),
  };
}
