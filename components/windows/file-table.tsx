'use client';

import { useLocale, useTranslations } from 'next-intl';
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

/** The Files window's files: chosen by their boxes, dragged onto a folder or moved with their menu, opened, commented. */
export function FileTable({ rows, folders, selected, onSelect, onMove, onComments }: Props) {
  const t = useTranslations('files');
  const locale = asLocale(useLocale());
  const { open } = useDesktop();
  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <table className="w-full">
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th className="w-6">
            <input type="checkbox" aria-label={t('selectAll')} checked={allChosen} onChange={() => onSelect(allChosen ? new Set() : new Set(rows.map((r) => r.id)))} />
          </th>
          <th className="w-9" />
          <th>{t('name')}</th>
          <th className="px-2">{t('date')}</th>
          <th className="px-2">{t('extension')}</th>
          <th className="px-2 text-right">{t('size')}</th>
          <th className="px-2">{t('move')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.id} draggable onDragStart={(e) => e.dataTransfer.setData('application/x-file-id', String(f.id))} className="border-b border-slate-100 hover:bg-sky-50">
            <td>
              <input
                type="checkbox"
                aria-label={t('select', { name: f.display_name })}
                checked={selected.has(f.id)}
                onChange={() => onSelect((now) => (now.has(f.id) ? new Set([...now].filter((x) => x !== f.id)) : new Set([...now, f.id])))}
              />
            </td>
            <td className="py-1">
              <FileThumbnail file={f} />
            </td>
            <td className="max-w-64 truncate py-1">
              <a href={`/api/v1/files/${f.id}/file`} target="_blank" rel="noreferrer" className="text-sky-800 hover:underline">
                {f.display_name}
              </a>
            </td>
            <td className="px-2 whitespace-nowrap">{formatDate(f.date, locale)}</td>
            <td className="px-2">{f.extension}</td>
            <td className="px-2 text-right whitespace-nowrap tabular-nums">{formatBytes(f.size)}</td>
            <td className="px-2">
              <select aria-label={t('moveFile', { name: f.display_name })} value={f.hierarchy_id ?? ''} onChange={(e) => e.target.value && void onMove(f.id, Number(e.target.value))} className="max-w-32 rounded border border-slate-200 text-xs">
                <option value="">—</option>
                {folders.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.display_name}
                  </option>
                ))}
              </select>
            </td>
            <td>
              {previewable(f) ? (
                <button type="button" onClick={() => open('pdf', ['files', String(f.id), 'file'])} className="mr-2 text-xs whitespace-nowrap text-slate-600 hover:underline">
                  {t('preview')}
                </button>
              ) : null}
              <button type="button" onClick={() => onComments(f)} className="text-xs whitespace-nowrap text-slate-600 hover:underline">
                {t('comments', { n: f.commentsCount ?? 0 })}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
