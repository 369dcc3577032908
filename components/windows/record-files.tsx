'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useList, useWrite } from '@/components/data/queries';
import { ApiFailure } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { useServerMessage } from '@/components/data/server-message';
import { asLocale, formatBytes, formatDate } from '@/lib/format';
import { FileThumbnail, previewable } from './file-thumbnail';
import { useUploads } from './file-uploads';
import { DropZone } from './drop-zone';

type LinkedFile = { id: number; display_name: string; date: number; extension: string; size: number; content_type: string; kind: string | null };

/** An employee's documents by kind: the Yearly, Personnel and Permanent documents' cabinets (gems 20-22). */
const EMPLOYEE_KINDS = ['yearly', 'personnel', 'permanent'] as const;

/**
 * A record's Files tab: the files linked to it (`filter[linked_to]` and `filter[record_id]`),
 * each opened, previewed or unlinked (the file stays in the Files window); files uploaded here
 * are linked to the record as they are kept. An employee's are filed by kind, into the cabinets.
 */
export default function RecordFiles({ collection, id }: { collection: string; id: number }) {
  const t = useTranslations('files');
  const locale = asLocale(useLocale());
  const write = useWrite();
  const say = useServerMessage();
  const { open } = useDesktop();
  const [message, setMessage] = useState<string | null>(null);
  const list = useList<LinkedFile>('files', { 'filter[linked_to]': collection, 'filter[record_id]': String(id), sort: '-created_at', 'per-page': '100' });
  const uploads = useUploads({ linked_to: collection, record_id: id }, () => void list.refetch());
  const rows = list.data?.items ?? [];
  const change = async (file: LinkedFile, body: Record<string, unknown>) => {
    setMessage(null);
    try {
      await write(`files/${file.id}`, { method: 'PUT', body }, 'files');
    } catch (error) {
      setMessage(error instanceof ApiFailure && error.items[0] ? say(error.items[0]) : String(error));
    }
  };
  return (
    <section aria-label={t('filesTab')} className="space-y-2 p-3 text-sm" data-loaded={list.data ? 'true' : undefined}>
      <DropZone uploads={uploads} />
      {message ? (
        <p role="alert" className="rounded bg-red-50 px-2 py-1 text-red-700">
          {message}
        </p>
      ) : null}
      {list.data && !rows.length ? <p className="text-slate-500">{t('noLinked')}</p> : null}
      <ul className="divide-y divide-slate-100">
        {rows.map((f) => (
          <li key={f.id} className="flex items-center gap-3 py-1.5">
            <FileThumbnail file={f} />
            <a href={`/api/v1/files/${f.id}/file`} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-sky-800 hover:underline">
              {f.display_name}
            </a>
            <span className="whitespace-nowrap text-slate-500">{formatDate(f.date, locale)}</span>
            <span className="w-20 text-right whitespace-nowrap tabular-nums text-slate-500">{formatBytes(f.size)}</span>
            {previewable(f) ? (
              <button type="button" onClick={() => open('pdf', ['files', String(f.id), 'file'])} className="text-xs text-slate-600 hover:underline">
                {t('preview')}
              </button>
            ) : null}
            {collection === 'employees' ? (
              <select aria-label={t('kind')} value={f.kind ?? ''} onChange={(e) => void change(f, { kind: e.target.value || null })} className="rounded border border-slate-300 px-1 py-0.5 text-xs">
                <option value="">{t('kinds.none')}</option>
                {EMPLOYEE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </option>
                ))}
              </select>
            ) : null}
            <button type="button" onClick={() => void change(f, { linked_to: null, record_id: null })} className="text-xs text-slate-600 hover:underline">
              {t('unlink')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
