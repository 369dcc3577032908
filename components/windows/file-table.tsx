'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DragEvent } from 'react';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useDesktop } from '@/components/base/desktop';
import { asLocale, formatBytes, formatDate } from '@/lib/format';
import { FileThumbnail, previewable } from './file-thumbnail';

export type FileRow = { id: number; display_name: string; date: number; extension: string; size: number; status: number; hierarchy_id: number | null; commentsCount: number };

type Props = {
  rows: FileRow[];
  folders: { id: number; display_name: string }[];
  selected: Set<number>;
  onSelect: (next: Set<number> | ((now: Set<number>) => Set<number>)) => void;
  onMove: (fileId: number, folderId: number) => Promise<unknown>;
  onComments: (file: FileRow) => void;
};

/** The Files window's files on the one table: chosen by its row selection, dragged (by picture or name) onto a folder or moved with their menu, opened, commented. */
export function FileTable({ rows, folders, selected, onSelect, onMove, onComments }: Props) {
  const t = useTranslations('files');
  const locale = asLocale(useLocale());
  const { open } = useDesktop();
  // A file is dragged onto a folder by its picture or its name.
  const drag = (f: FileRow) => ({ draggable: true, onDragStart: (e: DragEvent) => e.dataTransfer.setData('application/x-file-id', String(f.id)) });
  const columns: TableColumn<FileRow>[] = [
    { id: 'thumbnail', header: '', cell: (f) => <span {...drag(f)}><FileThumbnail file={f} /></span> },
    {
      id: 'name',
      header: t('name'),
      cell: (f) => (
        <a {...drag(f)} href={`/api/v1/files/${f.id}/file`} target="_blank" rel="noreferrer" className="block max-w-64 truncate text-sky-800 hover:underline">
          {f.display_name}
        </a>
      ),
    },
    { id: 'date', header: t('date'), cell: (f) => <span className="whitespace-nowrap">{formatDate(f.date, locale)}</span> },
    { id: 'extension', header: t('extension'), cell: (f) => f.extension },
    { id: 'size', header: t('size'), cell: (f) => <span className="whitespace-nowrap">{formatBytes(f.size)}</span>, numeric: true },
    {
      id: 'move',
      header: t('move'),
      cell: (f) => (
        <select aria-label={t('moveFile', { name: f.display_name })} value={f.hierarchy_id ?? ''} onChange={(e) => e.target.value && void onMove(f.id, Number(e.target.value))} className="max-w-32 rounded border border-slate-200 text-xs">
          <option value="">—</option>
          {folders.map((x) => (
            <option key={x.id} value={x.id}>
              {x.display_name}
            </option>
          ))}
        </select>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      selection={{ chosen: selected, onChange: onSelect, rowLabel: (f) => t('select', { name: f.display_name }), allLabel: t('selectAll') }}
      actions={{
        header: '',
        cell: (f) => (
          <>
            {previewable(f) ? (
              <button type="button" onClick={() => open('pdf', ['files', String(f.id), 'file'])} className="mr-2 text-xs whitespace-nowrap text-slate-600 hover:underline">
                {t('preview')}
              </button>
            ) : null}
            <button type="button" onClick={() => onComments(f)} className="text-xs whitespace-nowrap text-slate-600 hover:underline">
              {t('comments', { n: f.commentsCount ?? 0 })}
            </button>
          </>
        ),
      }}
    />
  );
}
