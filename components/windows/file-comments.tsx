'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useList, useWrite } from '@/components/data/queries';
import { ModalDialog } from '@/components/base/modal-dialog';

type Comment = { id: number; body: string; created_at: number; userName: string | null };

/** A file's comments, newest last, and a box to add one. */
export function FileComments({ file, onClose }: { file: { id: number; display_name: string }; onClose: () => void }) {
  const t = useTranslations('files');
  const write = useWrite();
  const [body, setBody] = useState('');
  const comments = useList<Comment>('comments', { 'filter[file_id]': String(file.id), sort: 'created_at', expand: 'userName', 'per-page': '100' });
  return (
    <ModalDialog title={t('commentsOn', { name: file.display_name })} onClose={onClose} width="w-[440px]">
      <ul className="max-h-64 space-y-2 overflow-auto text-sm">
        {(comments.data?.items ?? []).map((c) => (
          <li key={c.id} className="rounded bg-slate-50 p-2">
            <span className="block text-xs text-slate-500">{c.userName}</span>
            {c.body}
          </li>
        ))}
      </ul>
      <form
        className="flex gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!body.trim()) return;
          await write('comments', { method: 'POST', body: { file_id: file.id, body } }, 'comments');
          setBody('');
        }}
      >
        <input aria-label={t('comment')} value={body} onChange={(e) => setBody(e.target.value)} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1" />
        <button type="submit" className="rounded bg-slate-800 px-3 py-1 text-white">
          {t('addComment')}
        </button>
      </form>
    </ModalDialog>
  );
}
