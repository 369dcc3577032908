'use client';

import { useTranslations } from 'next-intl';
import { RecordActionButtons, type useActionRunner } from '@/components/data/action-buttons';
import type { ResourceMeta } from '@/components/data/meta';
import { useDesktop } from '@/components/base/desktop';
import { useServiceOn } from '@/components/base/services';
import { isPdfView } from './pdf-viewer';

type Row = Record<string, unknown> & { id: number };

type Props = {
  collection: string;
  meta: ResourceMeta;
  row: Row;
  /** The person may change records of the collection; `changeable`: and this kind of record changes once made. */
  editable: boolean;
  changeable: boolean;
  /** Runs a row's plain call (bookmark, inactivate) and says how it went. */
  act: (path: string, method: string, done: string) => void;
  runner: ReturnType<typeof useActionRunner>;
  onAnnounce: (id: number) => void;
  onSecure: (id: number) => void;
  onView: (view: { id: number; view: string }) => void;
};

/** A list row's actions: open or edit, bookmark, (in)activate, announce, secure, e-mail, the journal, its files, views and declared actions. */
export function RowActions({ collection, meta, row, editable, changeable, act, runner, onAnnounce, onSecure, onView }: Props) {
  const t = useTranslations('list');
  const { open } = useDesktop();
  // The company's services (Settings, Configuration) show or hide these menu items.
  const serviceOn = useServiceOn();
  const f = meta.features;
  // A record with an e-mail address (a field of that kind) gets an E-mail link.
  const emailFields = meta.fields.filter((f) => f.kind === 'email').map((f) => f.name);
  return (
  <div className="flex flex-wrap gap-1 text-xs">
    <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={(e) => open('form', [collection, String(row.id)], { newCopy: e.altKey || e.ctrlKey })}>
      {changeable ? t('edit') : t('open')}
    </button>
    {f.bookmarks ? (
      <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => act(`${collection}/${row.id}/bookmark`, row.is_bookmarked ? 'DELETE' : 'POST', row.is_bookmarked ? t('unbookmarked') : t('bookmarked'))}>
        {row.is_bookmarked ? t('unbookmark') : t('bookmark')}
      </button>
    ) : null}
    {f.inactive && editable ? (
      row.status === f.inactive.inactive ? (
        <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => act(`${collection}/${row.id}/activate`, 'POST', t('activated'))}>
          {t('activate')}
        </button>
      ) : (
        <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => act(`${collection}/${row.id}/inactivate`, 'POST', t('inactivated'))}>
          {t('inactivate')}
        </button>
      )
    ) : null}
    {f.announce && serviceOn('service_announce') && editable ? (
      <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => onAnnounce(row.id)}>
        {t('announce')}
      </button>
    ) : null}
    {f.secure && serviceOn('service_secure_items') && editable ? (
      <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => onSecure(row.id)}>
        {t('secure')}
      </button>
    ) : null}
    {emailFields.map((field) =>
      typeof row[field] === 'string' && row[field] ? (
        <a key={field} className="rounded px-1.5 py-0.5 hover:bg-slate-200" href={`mailto:${row[field]}`}>
          {t('email')}
        </a>
      ) : null,
    )}
    {typeof row.journal_id === 'number' ? (
      <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => open('list', ['journal-view', `journal_id=${row.journal_id}`])}>
        {t('viewJournal')}
      </button>
    ) : null}
    {meta.file_views.map(({ name, needs }) =>
      !needs || (row[needs] !== null && row[needs] !== undefined) ? (
        <a key={name} className="rounded px-1.5 py-0.5 hover:bg-slate-200" href={`/api/v1/${collection}/${row.id}/${name}`} target="_blank" rel="noreferrer">
          {runner.titleOf(name)}
        </a>
      ) : null,
    )}
    {meta.form_links.map((link) =>
      Object.entries(link.when).every(([field, values]) => values.includes(row[field] ?? null)) ? (
        <button
          key={link.name}
          type="button"
          className="rounded px-1.5 py-0.5 hover:bg-slate-200"
          onClick={() => open('form', [link.collection, 'new', new URLSearchParams(Object.entries(link.fill).map(([field, from]) => [field, String(row[from] ?? '')])).toString()])}
        >
          {runner.titleOf(link.name)}
        </button>
      ) : null,
    )}
    {meta.views.map((view) => (
      <button key={view} type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => (isPdfView(view) ? open('pdf', [collection, String(row.id), view]) : onView({ id: row.id, view }))}>
        {runner.titleOf(view)}
      </button>
    ))}
    <RecordActionButtons actions={meta.actions} row={row} start={runner.start} titleOf={runner.titleOf} />
  </div>
  );
}
