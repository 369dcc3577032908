'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useList, useWrite } from '@/components/data/queries';
import { DataTable } from '@/components/base/data-table';
import type { WindowState } from '@/lib/workspace/windows';

type Notepad = { id: number; display_name: string; body: string; version: number };
type Version = { id: number; number: number; display_name: string; body: string; created_at: number; userName: string | null };

/**
 * Notepads (gem 156) with their versions (screen -51): every save keeps a version; a version is
 * viewed, compared line by line with the text now, and restored as the newest.
 */
export default function NotepadsWindow(_props: { window: WindowState }) {
  const t = useTranslations('notepads');
  const write = useWrite();
  const pads = useList<Notepad>('notepads', { sort: 'display_name', 'per-page': '100' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ display_name: string; body: string } | null>(null);
  const [viewing, setViewing] = useState<Version | null>(null);
  const pad = pads.data?.items.find((p) => p.id === chosen) ?? null;
  const versions = useList<Version>('notepad-version', { 'filter[notepad_id]': String(chosen ?? 0), sort: '-number', expand: 'userName', 'per-page': '50' }, { enabled: chosen !== null });
  const shown = draft ?? (pad ? { display_name: pad.display_name, body: pad.body } : null);

  const save = async () => {
    if (!shown) return;
    const saved = await write<Notepad>(chosen ? `notepads/${chosen}` : 'notepads', { method: chosen ? 'PUT' : 'POST', body: shown }, 'notepads');
    setChosen(saved.id);
    setDraft(null);
  };
  const restore = async (v: Version) => {
    await write(`notepads/${chosen}/restore`, { method: 'POST', body: { version: v.number } }, 'notepads', 'restore');
    setViewing(null);
    setDraft(null);
  };

  return (
    <div className="flex min-h-[380px] flex-col text-sm sm:flex-row" data-loaded={pads.data ? 'true' : undefined}>
      <nav aria-label={t('list')} className="shrink-0 space-y-1 border-b border-slate-200 p-2 sm:w-48 sm:border-r sm:border-b-0">
        <button type="button" onClick={() => (setChosen(null), setDraft({ display_name: '', body: '' }))} className="w-full rounded bg-slate-800 px-2 py-1 text-white">
          {t('new')}
        </button>
        {(pads.data?.items ?? []).map((p) => (
          <button key={p.id} type="button" aria-current={chosen === p.id || undefined} onClick={() => (setChosen(p.id), setDraft(null), setViewing(null))} className={`block w-full rounded px-2 py-1 text-left ${chosen === p.id ? 'bg-sky-100' : 'hover:bg-slate-100'}`}>
            {p.display_name}
          </button>
        ))}
      </nav>
      {shown ? (
        <section className="min-w-0 flex-1 space-y-2 p-2">
          <input aria-label={t('name')} value={shown.display_name} onChange={(e) => setDraft({ ...shown, display_name: e.target.value })} className="w-full rounded border border-slate-300 px-2 py-1 font-medium" />
          <textarea aria-label={t('text')} value={shown.body} onChange={(e) => setDraft({ ...shown, body: e.target.value })} rows={8} className="w-full rounded border border-slate-300 p-2 font-mono" />
          <button type="button" onClick={save} disabled={!draft} className="rounded bg-slate-800 px-3 py-1 text-white disabled:opacity-50">
            {t('save')}
          </button>
          {chosen ? (
            <div className="space-y-1">
              <h3 className="font-medium">{t('versions')}</h3>
              <div className="max-h-40 overflow-auto">
                <DataTable
                  label={t('versions')}
                  rows={versions.data?.items ?? []}
                  columns={[
                    { id: 'number', header: t('version'), rowHeader: true, cell: (v) => `v${v.number}` },
                    { id: 'user', header: t('by'), cell: (v) => <span className="text-slate-600">{v.userName}</span> },
                  ]}
                  actions={{
                    header: t('actions'),
                    cell: (v) => (
                      <span className="flex gap-2">
                        <button type="button" onClick={() => setViewing(v)} className="text-sky-800 hover:underline">
                          {t('compare')}
                        </button>
                        {v.number !== pad?.version ? (
                          <button type="button" onClick={() => restore(v)} className="text-sky-800 hover:underline" aria-label={t('restoreVersion', { n: v.number })}>
                            {t('restore')}
                          </button>
                        ) : (
                          <span className="text-xs text-slate-500">{t('current')}</span>
                        )}
                      </span>
                    ),
                  }}
                />
              </div>
              {viewing && pad ? <Compare older={viewing.body} now={pad.body} label={t('comparing', { n: viewing.number })} /> : null}
            </div>
          ) : null}
        </section>
      ) : (
        <p className="p-4 text-slate-500">{t('choose')}</p>
      )}
    </div>
  );
}

/** A version beside the text now, line by line: lines only in the version struck, lines only now underlined. */
function Compare({ older, now, label }: { older: string; now: string; label: string }) {
  const before = older.split('\n');
  const after = now.split('\n');
  const kept = new Set(after);
  const had = new Set(before);
  return (
    <figure className="rounded border border-slate-200 p-2">
      <figcaption className="text-xs text-slate-500">{label}</figcaption>
      <div className="grid grid-cols-2 gap-2 font-mono text-xs whitespace-pre-wrap">
        <div data-side="version">
          {before.map((line, i) => (
            <div key={i} className={kept.has(line) ? '' : 'bg-red-50 line-through'}>
              {line || ' '}
            </div>
          ))}
        </div>
        <div data-side="now">
          {after.map((line, i) => (
            <div key={i} className={had.has(line) ? '' : 'bg-green-50 underline'}>
              {line || ' '}
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
