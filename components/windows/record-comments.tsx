'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi, useList, useWrite } from '@/components/data/queries';
import { useFormats } from '@/components/data/formats';
import { useFailureText } from '@/components/data/server-message';

type Comment = { id: number; body: string; user_id: number | null; created_at: number; userName: string | null };

/**
 * A record's Comments tab (a task's): its comments, oldest first, each with its author and when,
 * by the person's own clock; a box to add one where the person may change the record (`canAdd`);
 * Delete on their own (an administrator's on any), as the server allows (lib/engine/comments.ts).
 */
export default function RecordComments({ comments, id, canAdd }: { comments: { collection: string; field: string }; id: number; canAdd: boolean }) {
  const t = useTranslations('recordComments');
  const formats = useFormats();
  const write = useWrite();
  const failure = useFailureText();
  const [body, setBody] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const me = useApi<{ id: number; is_admin: number }>('users', 'site/me').data;
  const list = useList<Comment>(comments.collection, { [`filter[${comments.field}]`]: String(id), sort: 'created_at', expand: 'userName', 'per-page': '100' });
  const rows = list.data?.items ?? [];
  const run = async (path: string, init: { method: string; body?: unknown }) => {
    setMessage(null);
    try {
      await write(path, init, comments.collection);
      return true;
    } catch (error) {
      setMessage(failure(error));
      return false;
    }
  };
  return (
    <section aria-label={t('list')} className="flex min-h-0 flex-1 flex-col gap-3 p-3 text-sm">
      {rows.length ? (
        <ul className="min-h-0 flex-1 space-y-2 overflow-auto">
          {rows.map((c) => {
            const when = formats.personInstant(c.created_at);
            return (
              <li key={c.id} className="rounded border border-slate-200 bg-slate-50 p-2">
                <div className="flex items-baseline gap-2 text-xs text-slate-600">
                  <span className="font-medium text-slate-800">{c.userName ?? t('someone')}</span>
                  <time dateTime={new Date(c.created_at * 1000).toISOString()}>{when}</time>
                  {me && (c.user_id === me.id || me.is_admin) ? (
                    <button type="button" aria-label={t('deleteOf', { time: when })} onClick={() => void run(`${comments.collection}/${c.id}`, { method: 'DELETE' })} className="ml-auto text-red-700 hover:underline">
                      {t('delete')}
                    </button>
                  ) : null}
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-600">{list.isPending ? '' : t('empty')}</p>
      )}
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      {canAdd ? (
        <form
          className="flex gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!body.trim()) return;
            if (await run(comments.collection, { method: 'POST', body: { [comments.field]: id, body } })) setBody('');
          }}
        >
          <textarea aria-label={t('label')} value={body} maxLength={4000} rows={2} onChange={(e) => setBody(e.target.value)} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1" />
          <button type="submit" className="self-end rounded bg-slate-800 px-3 py-1 text-white">
            {t('add')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
