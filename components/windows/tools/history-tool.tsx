'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/base/data-table';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useApi, useList, withQuery } from '@/components/data/queries';
import { useCollections } from '@/components/base/collections';
import { useTerms } from '@/components/base/terms';
import { BUTTON, Field, INPUT } from './parts';

type Log = { id: number; userName?: string | null; summary: string; created_at: number };
type Page = { items: Log[]; _meta: { totalCount: number; pageCount: number; currentPage: number } };

const ACTIONS = ['create', 'update', 'delete', 'inactivate', 'activate', 'convert', 'reverse'] as const;
const PER_PAGE = 25;

/** Company History [104]: the company log (`company-logs`) filtered by who, kind of record, action, dates and words, a page at a time. */
export default function HistoryTool() {
  const t = useTranslations('tools.history');
  const f = useFormats();
  const terms = useTerms();
  const collections = useCollections();
  const [filters, setFilters] = useState({ user: '', collection: '', action: '', from: '', to: '', q: '' });
  const [page, setPage] = useState(1);
  // The people and the log's page through the shared cache: a write anywhere that logs makes the page stale.
  const users = useList<{ id: number; display_name: string }>('users', { sort: 'display_name' }, { view: 'all' }).data?.items ?? [];
  const params = new URLSearchParams({ page: String(page), 'per-page': String(PER_PAGE), sort: '-id', expand: 'userName' });
  if (filters.user) params.set('filter[user_id]', filters.user);
  if (filters.collection) params.set('filter[collection]', filters.collection);
  if (filters.action) params.set('filter[action]', filters.action);
  if (filters.from) params.set('filter[created_at_from]', filters.from);
  if (filters.to) params.set('filter[created_at_to]', filters.to);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  const log = useApi<Page>('company-logs', withQuery('company-logs', params), { keepPrevious: true });
  const data = log.data;
  const error = log.error?.message ?? null;
  const set = (patch: Partial<typeof filters>) => {
    setFilters({ ...filters, ...patch });
    setPage(1);
  };
  const kindName = (name: string) => (collections[name] ? terms.plural(collections[name].terminology, name) : name);

  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Field label={t('who')}>
          <select className={INPUT} value={filters.user} onChange={(e) => set({ user: e.target.value })}>
            <option value="">{t('anyone')}</option>
            {users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.display_name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('kind')}>
          <select className={INPUT} value={filters.collection} onChange={(e) => set({ collection: e.target.value })}>
            <option value="">{t('anyKind')}</option>
            {Object.keys(collections)
              .map((name) => [name, kindName(name)] as const)
              .sort((a, b) => a[1].localeCompare(b[1]))
              .map(([name, label]) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
          </select>
        </Field>
        <Field label={t('action')}>
          <select className={INPUT} value={filters.action} onChange={(e) => set({ action: e.target.value })}>
            <option value="">{t('anyAction')}</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`actions.${a}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('from')}>
          <input type="date" className={INPUT} value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field label={t('to')}>
          <input type="date" className={INPUT} value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </Field>
        <Field label={t('search')}>
          <input type="search" className={INPUT} value={filters.q} onChange={(e) => set({ q: e.target.value })} />
        </Field>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      <div className="overflow-x-auto">
        <DataTable
          testId="history"
          rows={data?.items ?? []}
          columns={[
            { id: 'when', header: t('when'), cell: (log) => <span className="whitespace-nowrap tabular-nums">{f.instant(log.created_at, true)}</span> },
            { id: 'who', header: t('who'), cell: (log) => log.userName ?? '—' },
            // The entry as a sentence in the reader's language (the server's `summary`): no ids, no field names.
            { id: 'what', header: t('what'), cell: (log) => log.summary },
          ]}
        />
        {data && data.items.length === 0 ? <p className="py-2 text-slate-600">{t('empty')}</p> : null}
      </div>
      {data && data._meta.pageCount > 1 ? (
        <nav aria-label={t('pages')} className="flex items-center gap-2">
          <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span className="text-slate-700">{t('pageOf', { page, pages: data._meta.pageCount, total: data._meta.totalCount })}</span>
          <button type="button" className={BUTTON} disabled={page >= data._meta.pageCount} onClick={() => setPage(page + 1)}>
            {t('next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
