'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useServerMessage } from '@/components/data/server-message';
import { useApi, useList, useWrite } from '@/components/data/queries';
import { ApiFailure, apiFetch } from '@/components/base/api';
import { ModalDialog } from '@/components/base/modal-dialog';
import { Archive, Folder } from 'lucide-react';
import { asLocale, formatBytes, formatDate } from '@/lib/format';
import type { WindowState } from '@/lib/workspace/windows';
import { FileComments } from './file-comments';
import { useUploads, type Upload } from './file-uploads';

type Folder = { id: number; display_name: string; extension: 'P' | 'D'; parent_id: number | null };
type FileRow = { id: number; display_name: string; date: number; extension: string; size: number; status: number; hierarchy_id: number | null; commentsCount: number };
type Type = { id: number; number: number; display_name: string };

const PER_PAGE = 25;

/**
 * The Files window (gem 169, spec section 2): the drawers (P) and folders (D) as a tree; clicking
 * one loads its contents a page at a time (`filter[hierarchy_id]` and `page`). Files are uploaded
 * with a bar each, moved by dragging them onto a folder or with their Move menu, zipped and
 * deleted as a selection; filters by type, category, folder, status and date.
 */
export default function FilesWindow(_props: { window: WindowState }) {
  const t = useTranslations('files');
  const locale = asLocale(useLocale());
  const write = useWrite();
  const say = useServerMessage();
  const [open, setOpen] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [extension, setExtension] = useState('');
  const [category, setCategory] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [commentsOf, setCommentsOf] = useState<FileRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [naming, setNaming] = useState<{ kind: 'drawer' | 'folder' | 'rename'; name: string } | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  const tree = useApi<{ items: Folder[] }>('folders', 'folders/all?sort=display_name');
  const folders = tree.data?.items ?? [];
  const categories = useApi<{ items: Type[] }>('types', 'types?realm=1').data?.items ?? [];
  const params: Record<string, string> = { page: String(page), 'per-page': String(PER_PAGE), sort: 'display_name', expand: 'commentsCount' };
  if (open !== null) params['filter[hierarchy_id]'] = String(open);
  if (q) params.q = q;
  if (status) params['filter[status]'] = status;
  if (from) params['filter[date_from]'] = from;
  if (to) params['filter[date_to]'] = to;
  if (extension) params['filter[extension]'] = extension;
  if (category) params['filter[category_id]'] = category;
  const list = useList<FileRow>('files', params, { keepPrevious: true });
  const rows = list.data?.items ?? [];
  const total = list.data?._meta.totalCount ?? 0;
  const uploads = useUploads(open, () => void list.refetch());

  const fail = (error: unknown) => setMessage(error instanceof ApiFailure && error.items[0] ? say(error.items[0]) : error instanceof Error ? error.message : String(error));
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
  const saveName = () =>
    run(async () => {
      if (!naming?.name.trim()) return;
      if (naming.kind === 'rename' && open !== null) await write(`folders/${open}`, { method: 'PUT', body: { display_name: naming.name } }, 'folders');
      else await write('folders', { method: 'POST', body: { display_name: naming.name, parent_id: naming.kind === 'folder' ? open : null } }, 'folders');
      setNaming(null);
    });
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

  const children = (parent: number | null) => folders.filter((f) => f.parent_id === parent);
  const branch = (parent: number | null, depth: number): React.ReactNode =>
    children(parent).map((f) => (
      <li key={f.id}>
        <button
          type="button"
          aria-current={open === f.id || undefined}
          data-folder={f.display_name}
          onClick={() => openFolder(f.id)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const id = Number(e.dataTransfer.getData('application/x-file-id'));
            if (id) void move(id, f.id);
          }}
          style={{ paddingLeft: `${0.5 + depth}rem` }}
          className={`flex w-full items-center gap-1 rounded py-1 pr-2 text-left ${open === f.id ? 'bg-sky-100 font-medium' : 'hover:bg-slate-100'}`}
        >
          {f.extension === 'P' ? <Archive aria-hidden="true" className="size-4 shrink-0 text-slate-500" /> : <Folder aria-hidden="true" className="size-4 shrink-0 text-slate-500" />}
          <span className="sr-only">{f.extension === 'P' ? t('drawer') : t('folder')}</span>
          {f.display_name}
        </button>
        <ul>{branch(f.id, depth + 1)}</ul>
      </li>
    ));

  const allChosen = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <div className="flex min-h-[420px] flex-col text-sm sm:flex-row" data-loaded={list.data ? 'true' : undefined}>
      <nav aria-label={t('tree')} className="shrink-0 border-b border-slate-200 p-2 sm:w-56 sm:border-r sm:border-b-0">
        <button type="button" onClick={() => openFolder(null)} aria-current={open === null || undefined} className={`w-full rounded px-2 py-1 text-left ${open === null ? 'bg-sky-100 font-medium' : 'hover:bg-slate-100'}`}>
          {t('allFiles')}
        </button>
        <ul>{branch(null, 0)}</ul>
        <div className="mt-2 flex flex-wrap gap-1">
          <button type="button" onClick={() => setNaming({ kind: 'drawer', name: '' })} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100">
            {t('newDrawer')}
          </button>
          {open !== null ? (
            <>
              <button type="button" onClick={() => setNaming({ kind: 'folder', name: '' })} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100">
                {t('newFolder')}
              </button>
              <button type="button" onClick={() => setNaming({ kind: 'rename', name: folders.find((f) => f.id === open)?.display_name ?? '' })} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100">
                {t('rename')}
              </button>
              <button
                type="button"
                onClick={() => run(async () => (await write('files/remove', { method: 'POST', body: { id: open, type: 'folder' } }, 'folders', 'remove'), openFolder(null)))}
                className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100"
              >
                {t('deleteFolder')}
              </button>
            </>
          ) : null}
        </div>
        {naming ? (
          <form
            className="mt-2 flex gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void saveName();
            }}
          >
            <input autoFocus aria-label={t(naming.kind === 'rename' ? 'rename' : naming.kind === 'drawer' ? 'newDrawer' : 'newFolder')} value={naming.name} onChange={(e) => setNaming({ ...naming, name: e.target.value })} className="min-w-0 flex-1 rounded border border-slate-300 px-1" />
            <button type="submit" className="rounded bg-slate-800 px-2 text-white">
              {t('save')}
            </button>
          </form>
        ) : null}
      </nav>

      <section className="min-w-0 flex-1 space-y-2 p-2">
        <div
          className="flex flex-wrap items-center gap-2 rounded border border-dashed border-slate-300 p-2"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            if (!e.dataTransfer.files.length) return;
            e.preventDefault();
            uploads.add([...e.dataTransfer.files]);
          }}
        >
          <button type="button" onClick={() => picker.current?.click()} className="rounded bg-slate-800 px-3 py-1 text-white">
            {t('upload')}
          </button>
          <input ref={picker} type="file" multiple aria-label={t('upload')} className="hidden" onChange={(e) => (uploads.add([...(e.target.files ?? [])]), (e.target.value = ''))} />
          <span className="text-slate-500">{t('dropHere')}</span>
          <button type="button" disabled={!selected.size} onClick={zip} className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 disabled:opacity-50">
            {t('zip', { n: selected.size })}
          </button>
          <button type="button" disabled={!selected.size} onClick={() => setConfirming(true)} className="rounded border border-red-300 px-3 py-1 text-red-700 hover:bg-red-50 disabled:opacity-50">
            {t('delete')}
          </button>
        </div>
        <UploadList uploads={uploads.items} onCancel={uploads.cancel} />

        <fieldset className="flex flex-wrap items-end gap-2">
          <legend className="sr-only">{t('filters')}</legend>
          <input type="search" aria-label={t('search')} placeholder={t('search')} value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1" />
          <label className="flex flex-col text-xs">
            {t('types')}
            <select value={extension} onChange={(e) => (setExtension(e.target.value), setPage(1))} className="rounded border border-slate-300 px-1 py-1 text-sm">
              <option value="">{t('any')}</option>
              {['pdf', 'png', 'jpg', 'gif', 'docx', 'xlsx', 'txt', 'csv'].map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            {t('categories')}
            <select value={category} onChange={(e) => (setCategory(e.target.value), setPage(1))} className="rounded border border-slate-300 px-1 py-1 text-sm">
              <option value="">{t('any')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id - 1_000_000}>
                  {c.display_name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            {t('folders')}
            <select value={open ?? ''} onChange={(e) => openFolder(e.target.value ? Number(e.target.value) : null)} className="rounded border border-slate-300 px-1 py-1 text-sm">
              <option value="">{t('any')}</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.display_name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-xs">
            {t('status')}
            <select value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))} className="rounded border border-slate-300 px-1 py-1 text-sm">
              <option value="">{t('any')}</option>
              <option value="1">{t('active')}</option>
              <option value="0">{t('inactive')}</option>
            </select>
          </label>
          <label className="flex flex-col text-xs">
            {t('from')}
            <input type="date" value={from} onChange={(e) => (setFrom(e.target.value), setPage(1))} className="rounded border border-slate-300 px-1 py-0.5 text-sm" />
          </label>
          <label className="flex flex-col text-xs">
            {t('to')}
            <input type="date" value={to} onChange={(e) => (setTo(e.target.value), setPage(1))} className="rounded border border-slate-300 px-1 py-0.5 text-sm" />
          </label>
        </fieldset>

        {message ? (
          <p role="alert" className="rounded bg-red-50 px-2 py-1 text-red-700">
            {message}
          </p>
        ) : null}
        <div className="overflow-x-auto">
          <table className="w-full">
            <thead className="text-left text-xs text-slate-500">
              <tr>
                <th className="w-6">
                  <input type="checkbox" aria-label={t('selectAll')} checked={allChosen} onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((r) => r.id)))} />
                </th>
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
                      onChange={() => setSelected((now) => (now.has(f.id) ? new Set([...now].filter((x) => x !== f.id)) : new Set([...now, f.id])))}
                    />
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
                    <select aria-label={t('moveFile', { name: f.display_name })} value={f.hierarchy_id ?? ''} onChange={(e) => e.target.value && void move(f.id, Number(e.target.value))} className="max-w-32 rounded border border-slate-200 text-xs">
                      <option value="">—</option>
                      {folders.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.display_name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button type="button" onClick={() => setCommentsOf(f)} className="text-xs whitespace-nowrap text-slate-600 hover:underline">
                      {t('comments', { n: f.commentsCount ?? 0 })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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

/** Each upload with its bar, its state and a Cancel while it runs. */
function UploadList({ uploads, onCancel }: { uploads: Upload[]; onCancel: (key: string) => void }) {
  const t = useTranslations('files');
  if (!uploads.length) return null;
  return (
    <ul aria-label={t('uploads')} className="space-y-1">
      {uploads.map((u) => (
        <li key={u.key} data-upload={u.name} data-state={u.state} className="flex items-center gap-2">
          <span className="w-40 truncate">{u.name}</span>
          <progress max={100} value={u.percent} aria-label={t('progress', { name: u.name })} className="h-2 flex-1" />
          <span className={`w-48 truncate text-xs ${u.state === 'failed' ? 'text-red-700' : 'text-slate-500'}`}>{u.state === 'failed' ? u.error : t(`state.${u.state}`)}</span>
          {u.state === 'sending' ? (
            <button type="button" onClick={() => onCancel(u.key)} className="text-xs text-slate-600 hover:underline">
              {t('cancel')}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
