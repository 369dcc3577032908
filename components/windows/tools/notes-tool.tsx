'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useList, useWrite } from '@/components/data/queries';
import { BUTTON, INPUT, PRIMARY } from './parts';

type Note = { id: number; display_name: string; body: string; updated_at: number };

/** How long typing pauses before a note is saved. */
const SAVE_AFTER_MS = 600;

/**
 * My Quick Notes: the user's notes (only theirs: the API filters by owner), newest first; a new
 * note in one click, each saved as one types (a pause of SAVE_AFTER_MS), deleted after a question.
 */
export default function NotesTool() {
  const t = useTranslations('tools.notes');
  const write = useWrite();
  // The notes through the shared cache (each save, new note and delete makes them stale); the one being edited is kept here.
  const [removed, setRemoved] = useState<number | null>(null);
  const notes = useList<Note>('quick-notes', { sort: '-updated_at' }, { view: 'all' }).data?.items.filter((n) => n.id !== removed);
  const [picked, setCurrent] = useState<Note | null>(null);
  const current = picked ?? notes?.[0] ?? null;
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Note | null>(null);

  const save = useCallback(async () => {
    const note = pending.current;
    if (!note) return;
    pending.current = null;
    setState('saving');
    try {
      await write(`quick-notes/${note.id}`, { method: 'PUT', body: { display_name: note.display_name, body: note.body } }, 'quick-notes');
      setState('saved');
    } catch {
      setState('failed');
    }
  }, [write]);
  // A note left mid-pause is saved on leaving it, and when the window closes.
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    void save();
  }, [save]);
  useEffect(() => flush, [flush]);

  const change = (patch: Partial<Note>) => {
    if (!current) return;
    const next = { ...current, ...patch };
    setCurrent(next);
    pending.current = next;
    setState('idle');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  };
  const add = async () => {
    flush();
    setCurrent(await write<Note>('quick-notes', { method: 'POST', body: { display_name: '', body: '' } }, 'quick-notes'));
  };
  const remove = async () => {
    if (!current || !window.confirm(t('confirmDelete'))) return;
    pending.current = null;
    if (timer.current) clearTimeout(timer.current);
    await write(`quick-notes/${current.id}`, { method: 'DELETE' }, 'quick-notes');
    setRemoved(current.id);
    setCurrent(null);
  };
  const pick = (note: Note) => {
    flush();
    setCurrent(note);
  };

  return (
    <div className="flex min-h-80 flex-col text-sm sm:flex-row">
      <nav aria-label={t('list')} className="border-b border-slate-200 p-2 sm:w-56 sm:shrink-0 sm:border-r sm:border-b-0">
        <button type="button" onClick={add} className={`${PRIMARY} mb-2 flex w-full items-center justify-center gap-1`}>
          <Plus aria-hidden className="size-4" /> {t('new')}
        </button>
        <ul className="max-h-40 space-y-0.5 overflow-auto sm:max-h-96">
          {(notes ?? []).map((n) => (
            <li key={n.id}>
              <button
                type="button"
                aria-current={current?.id === n.id}
                onClick={() => pick(n)}
                className={`w-full truncate rounded px-2 py-1 text-left ${current?.id === n.id ? 'bg-brand/10 font-medium text-slate-900' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {(current?.id === n.id ? current.display_name : n.display_name) || (current?.id === n.id ? current.body : n.body).split('\n')[0] || t('untitled')}
              </button>
            </li>
          ))}
        </ul>
        {notes && notes.length === 0 ? <p className="px-2 text-xs text-slate-500">{t('empty')}</p> : null}
      </nav>
      {current ? (
        <div className="flex flex-1 flex-col gap-2 p-3">
          <input aria-label={t('title')} placeholder={t('title')} className={`${INPUT} font-medium`} value={current.display_name} maxLength={256} onChange={(e) => change({ display_name: e.target.value })} />
          <textarea aria-label={t('body')} placeholder={t('body')} className={`${INPUT} min-h-60 flex-1`} value={current.body} maxLength={20_000} onChange={(e) => change({ body: e.target.value })} />
          <div className="flex items-center justify-between">
            <span role="status" className="text-xs text-slate-600">
              {state === 'saving' ? t('saving') : state === 'saved' ? t('saved') : state === 'failed' ? t('failed') : ''}
            </span>
            <button type="button" onClick={remove} className={`${BUTTON} flex items-center gap-1 text-red-700`}>
              <Trash2 aria-hidden className="size-4" /> {t('delete')}
            </button>
          </div>
        </div>
      ) : (
        <p className="flex-1 p-4 text-slate-600">{t('pick')}</p>
      )}
    </div>
  );
}
