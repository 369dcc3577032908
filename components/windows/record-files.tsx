'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useList, useWrite } from '@/components/data/queries';
import { useResourceMeta } from '@/components/data/meta';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useDesktop } from '@/components/base/desktop';
import { useFailureText } from '@/components/data/server-message';
import { asLocale, formatBytes, formatDate } from '@/lib/format';
import { FileThumbnail, previewable } from './file-thumbnail';
import { useUploads } from './file-uploads';
import { DropZone } from './drop-zone';

type LinkedFile = { id: number; display_name: string; date: number; extension: string; size: number; content_type: string; kind: string | null };

/**
 * A record's Files tab: the files linked to it (`filter[linked_to]` and `filter[record_id]`),
 * each opened, previewed or unlinked (the file stays in the Files window); files uploaded here
 * are linked to the record as they are kept. Where its collection's `/meta` names kinds of files
 * (`file_kinds`: an employee's documents), each is filed by kind, into the cabinets.
 */
export default function RecordFiles({ collection, id }: { collection: string; id: number }) {
  const t = useTranslations('files');
  const locale = asLocale(useLocale());
  const write = useWrite();
  const failure = useFailureText();
  const { open } = useDesktop();
  const [message, setMessage] = useState<string | null>(null);
  const list = useList<LinkedFile>('files', { 'filter[linked_to]': collection, 'filter[record_id]': String(id), sort: '-created_at', 'per-page': '100' });
  const uploads = useUploads({ linked_to: collection, record_id: id }, () => void list.refetch());
  const rows = list.data?.items ?? [];
  const kinds = useResourceMeta(collection)?.file_kinds ?? [];
  const change = async (file: LinkedFile, body: Record<string, unknown>) => {
    setMessage(null);
    try {
      await write(`files/${file.id}`, { method: 'PUT', body }, 'files');
    } catch (error) {
      setMessage(failure(error));
    }
  };
  const columns: TableColumn<LinkedFile>[] = [
    {
      id: 'name',
      header: t('name'),
      rowHeader: true,
      cell: (f) => (
        <span className="flex min-w-0 items-center gap-3">
          <FileThumbnail file={f} />
          <a href={`/api/v1/files/${f.id}/file`} target="_blank" rel="noreferrer" className="min-w-0 truncate text-sky-800 hover:underline">
            {f.display_name}
          </a>
        </span>
      ),
    },
    { id: 'date', header: t('date'), cell: (f) => <span className="whitespace-nowrap">{formatDate(f.date, locale)}</span> },
    { id: 'size', header: t('size'), numeric: true, cell: (f) => <span className="whitespace-nowrap">{formatBytes(f.size)}</span> },
    ...(kinds.length
      ? [
          {
            id: 'kind',
            header: t('kind'),
            cell: (f: LinkedFile) => (
              <select aria-label={t('kind')} value={f.kind ?? ''} onChange={(e) => void change(f, { kind: e.target.value || null })} className="rounded border border-slate-300 px-1 py-0.5 text-xs">
                <option value="">{t('kinds.none')}</option>
                {kinds.map((k) => (
                  <option key={k} value={k}>
                    {t.has(`kinds.${k}` as never) ? t(`kinds.${k}` as never) : k}
                  </option>
                ))}
              </select>
            ),
          },
        ]
      : []),
  ];
  const actions = (f: LinkedFile) => (
    <span className="flex gap-3 whitespace-nowrap">
      {previewable(f) ? (
        <button type="button" onClick={() => open('pdf', ['files', String(f.id), 'file'])} className="text-xs text-slate-600 hover:underline">
          {t('preview')}
        </button>
      ) : null}
      <button type="button" onClick={() => void change(f, { linked_to: null, record_id: null })} className="text-xs text-slate-600 hover:underline">
        {t('unlink')}
      </button>
    </span>
  );
  return (
    <section aria-label={t('filesTab')} className="space-y-2 p-3 text-sm" data-loaded={list.data ? 'true' : undefined}>
      <DropZone uploads={uploads} />
      {message ? (
        <p role="alert" className="rounded bg-red-50 px-2 py-1 text-red-700">
          {message}
        </p>
      ) : null}
      {list.data && !rows.length ? <p className="text-slate-500">{t('noLinked')}</p> : null}
      {rows.length ? <DataTable label={t('filesTab')} columns={columns} rows={rows} actions={{ header: t('actions'), cell: actions }} /> : null}
    </section>
  );
}
