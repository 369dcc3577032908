'use client';

import { Archive, Folder } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useWrite } from '@/components/data/queries';

type FolderRow = { id: number; display_name: string; extension: 'P' | 'D'; parent_id: number | null };

type Props = {
  folders: FolderRow[];
  /** The folder open (null: all files). */
  open: number | null;
  onOpen: (id: number | null) => void;
  /** A file dropped on a folder moves there. */
  onMove: (fileId: number, folderId: number) => Promise<unknown>;
  /** Runs a change, showing its refusal in the window. */
  run: (work: () => Promise<unknown>) => Promise<unknown>;
};

/** The Files window's drawers (P) and folders (D) as a tree: open one, drop a file on it, add, rename or delete one. */
export function FolderTree({ folders, open, onOpen, onMove, run }: Props) {
  const t = useTranslations('files');
  const write = useWrite();
  const [naming, setNaming] = useState<{ kind: 'drawer' | 'folder' | 'rename'; name: string } | null>(null);
  const saveName = () =>
    run(async () => {
      if (!naming?.name.trim()) return;
      if (naming.kind === 'rename' && open !== null) await write(`folders/${open}`, { method: 'PUT', body: { display_name: naming.name } }, 'folders');
      else await write('folders', { method: 'POST', body: { display_name: naming.name, parent_id: naming.kind === 'folder' ? open : null } }, 'folders');
      setNaming(null);
    });

  const children = (parent: number | null) => folders.filter((f) => f.parent_id === parent);
  const branch = (parent: number | null, depth: number): React.ReactNode =>
    children(parent).map((f) => (
      <li key={f.id}>
        <button
          type="button"
          aria-current={open === f.id || undefined}
          data-folder={f.display_name}
          onClick={() => onOpen(f.id)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const id = Number(e.dataTransfer.getData('application/x-file-id'));
            if (id) void onMove(id, f.id);
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

  return (
    <nav aria-label={t('tree')} className="shrink-0 border-b border-slate-200 p-2 sm:w-56 sm:border-r sm:border-b-0">
      <button type="button" onClick={() => onOpen(null)} aria-current={open === null || undefined} className={`w-full rounded px-2 py-1 text-left ${open === null ? 'bg-sky-100 font-medium' : 'hover:bg-slate-100'}`}>
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
              onClick={() => run(async () => (await write('files/remove', { method: 'POST', body: { id: open, type: 'folder' } }, 'folders', 'remove'), onOpen(null)))}
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
  );
}
