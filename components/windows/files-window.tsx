'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFailureText } from '@/components/data/server-message';
import { useApi, useList, useWrite } from '@/components/data/queries';
import { apiFetch } from '@/components/base/api';
import { ModalDialog } from '@/components/base/modal-dialog';
import { formatBytes } from '@/lib/format';
import type { WindowState } from '@/lib/workspace/windows';
import { FileComments } from './file-comments';
import { FolderTree } from './folder-tree';
import { FileTable, type FileRow } from './file-table';
import { FileFilters, filterParams, NO_FILTERS, type FileFilterValues } from './file-filters';
import { useUploads } from './file-uploads';
import { DropZone } from './drop-zone';

type Folder = { id: number; display_name: string; extension: 'P' | 'D'; parent_id: number | null };

const PER_PAGE = 25;

/**
 * The Files window (gem 169, spec section 2): the drawers (P) and folders (D) as a tree; clicking
 * one loads its contents a page at a time (`filter[hierarchy_id]` and `page`). Files are uploaded
 * with a bar each, moved by dragging them onto a folder or with their Move menu, zipped and
 * deleted as a selection; filters by type, category, folder, status and date. A filing cabinet's
 * gem opens it on that cabinet's files.
 */
export default function FilesWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('files');
  const write = useWrite();
  const failure = useFailureText();
  const [open, setOpen] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<FileFilterValues>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [commentsOf, setCommentsOf] = useState<FileRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const tree = useApi<{ items: Folder[] }>('folders', 'folders/all?sort=display_name');
  const folders = tree.data?.items ?? [];
  const params: Record<string, string> = { page: String(page), 'per-page': String(PER_PAGE), sort: 'display_name', expand: 'commentsCount' };
  if (open !== null) params['filter[hierarchy_id]'] = String(open);
  // A filing cabinet's gem opens the files of one cabinet (`cabinet=payroll`: lib/modules/files/cabinets.ts).
  const cabinet = new URLSearchParams(w.args[1] ?? '').get('cabinet');
  if (cabinet) params['filter[cabinet]'] = cabinet;
  Object.assign(params, filterParams(filters));
  const list = useList<FileRow>('files', params, { keepPrevious: true });
  const rows = list.data?.items ?? [];
  const total = list.data?._meta.totalCount ?? 0;
  const uploads = useUploads({ hierarchy_id: open }, () => void list.refetch());

  const fail = (error: unknown) => setMessage(failure(error));
  const run = async (work: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      fail(error);
    }
  };
  const move = (fileId: number, folderId: number) => run(() => write(`files/${fileId}`, { method: 'PUT', body: { hierarchy_id: folderId } }, 'files'));
  const openFolder = (id: number | null) => {
    setOpen(id);
    setPage(1);
    setSelected(new Set());
  };
  const zip = () =>
    run(async () => {
      const answer = await apiFetch<{ filename: string; numFiles: number; url: string }>('files/zip', { method: 'POST', body: { files: [...selected] } });
      const link = document.createElement('a');
      link.href = `/api/v1/${answer.url}`;
      link.download = answer.filename;
      document.body.append(link);
      link.click();
      link.remove();
    });
  const removeSelected = () =>
    run(async () => {
      for (const id of selected) await write('files/remove', { method: 'POST', body: { id, type: 'file' } }, 'files', 'remove');
      setSelected(new Set());
      setConfirming(false);
    });

  return (
    <div className="flex min-h-[420px] flex-col text-sm sm:flex-row" data-loaded={list.data ? 'true' : undefined}>
      <FolderTree folders={folders} open={open} onOpen={openFolder} onMove={move} run={run} />

      <section className="min-w-0 flex-1 space-y-2 p-2">
        <DropZone uploads={uploads}>
          <button type="button" disabled={!selected.size} onClick={zip} className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 disabled:opacity-50">
            {t('zip', { n: selected.size })}
          </button>
          <button type="button" disabled={!selected.size} onClick={() => setConfirming(true)} className="rounded border border-red-300 px-3 py-1 text-red-700 hover:bg-red-50 disabled:opacity-50">
            {t('delete')}
          </button>
        </DropZone>

        <FileFilters filters={filters} onChange={(next) => (setFilters({ ...filters, ...next }), setPage(1))} folder={open} onFolder={openFolder} folders={folders} />

        {message ? (
          <p role="alert" className="rounded bg-red-50 px-2 py-1 text-red-700">
            {message}
          </p>
        ) : null}
        <div className="overflow-x-auto">
          <FileTable rows={rows} folders={folders} selected={selected} onSelect={setSelected} onMove={move} onComments={setCommentsOf} />
          {list.data && !rows.length ? <p className="p-2 text-slate-500">{t('empty')}</p> : null}
        </div>
        {total > PER_PAGE ? (
          <div className="flex items-center gap-2">
            <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)} className="rounded border px-2 disabled:opacity-50">
              ‹
            </button>
            <span>{t('page', { page, pages: Math.ceil(total / PER_PAGE) })}</span>
            <button type="button" disabled={page * PER_PAGE >= total} onClick={() => setPage(page + 1)} className="rounded border px-2 disabled:opacity-50">
              ›
            </button>
          </div>
        ) : null}
        <p className="text-xs text-slate-500">{t('count', { n: total, size: formatBytes(rows.reduce((sum, r) => sum + r.size, 0)) })}</p>
      </section>

      {confirming ? (
        <ModalDialog title={t('delete')} role="alertdialog" onClose={() => setConfirming(false)}>
          <p>{t('confirmDelete', { n: selected.size })}</p>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setConfirming(false)} className="rounded border border-slate-300 px-3 py-1">
              {t('cancel')}
            </button>
            <button type="button" onClick={removeSelected} className="rounded bg-red-700 px-3 py-1 text-white">
              {t('delete')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
      {commentsOf ? <FileComments file={commentsOf} onClose={() => setCommentsOf(null)} /> : null}
    </div>
  );
}
