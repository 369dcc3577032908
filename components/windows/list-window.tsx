'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { expandsFor } from '@/components/data/cell';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { useList } from '@/components/data/queries';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import type { WindowState } from '@/lib/workspace/windows';
import { useServiceOn } from '@/components/base/services';
import { AnnounceDialog } from './announce-dialog';
import { SecureDialog } from './secure-dialog';
import { ImportDialog } from './import-dialog';
import { HubTabs } from './hub-tabs';
import { ViewDialog } from './view-dialog';
import { AdvancedFilters } from './list-filters';
import { FIRST, ListPager, PER_PAGE, type Position } from './list-pager';
import { RowActions, useRowCall } from './list-row-actions';
import { ListTable, useChoice } from './list-table';
import { collectionActionsOf, useActionRunner } from '@/components/data/action-buttons';

type Row = Record<string, unknown> & { id: number };
type View = 'all' | 'bookmarks' | 'inactive';

/**
 * The generic list window of a resource: its columns, the menus All / My bookmarks / Inactive,
 * search and advanced search (its filters), sort by column, paging on the server (so 10,000
 * rows are as quick as 10), and the row actions the resource has.
 */
export default function ListWindow({ window: w }: { window: WindowState }) {
  const [collection, preset] = w.args;
  const t = useTranslations('list');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const meta = useResourceMeta(collection);
  const { open } = useDesktop();
  const [view, setView] = useState<View>('all');
  const [q, setQ] = useState('');
  // The filters its area starts its list with (the journal's standing entries), then those it was opened with.
  const starting = useDesk().windows[collection]?.filters;
  const [filters, setFilters] = useState<Record<string, string>>(() => ({ ...starting, ...Object.fromEntries(new URLSearchParams(preset ?? '')) }));
  const [advanced, setAdvanced] = useState(false);
  const [sort, setSort] = useState('-id');
  const [position, setPosition] = useState<Position>(FIRST);
  const [announcing, setAnnouncing] = useState<number | null>(null);
  const [securing, setSecuring] = useState<number | null>(null);
  const [viewing, setViewing] = useState<{ id: number; view: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const choice = useChoice(meta);
  const runner = useActionRunner(collection);
  // The company's services (Settings, Configuration) show or hide these menu items.
  const serviceOn = useServiceOn();

  // The search waits until typing rests.
  const [searched, setSearched] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(q), q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [q]);
  const params = new URLSearchParams({ 'per-page': String(position.perPage ?? PER_PAGE), sort });
  if (position.cursor) params.set(...position.cursor);
  if (searched.trim()) params.set('q', searched.trim());
  for (const [field, value] of Object.entries(filters)) if (value) params.set(`filter[${field}]`, value);
  const expand = meta ? expandsFor(meta.column_fields, meta.expand) : [];
  if (expand.length) params.set('expand', expand.join(','));
  // The page shown stays while the next one is read (no blank list between pages).
  const list = useList<Row>(collection, params, { enabled: !!meta, view: view === 'all' ? undefined : view, keepPrevious: true });
  const data = list.data ?? null;
  const error = list.error?.message ?? null;

  const act = useRowCall(collection);

  if (error && !data) return <p className="p-4 text-sm text-red-700">{error}</p>;
  if (!meta) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  const { features: f } = meta;
  const editable = !f.read_only && meta.can.includes('edit');
  const addable = !f.read_only && meta.can.includes('create');

  // A record made never to change (a queued e-mail) is opened to be viewed, not edited.
  const changeable = editable && !f.unchangeable;


  const toggleSort = (column: string) => {
    if (!meta.sort.includes(column)) return;
    setSort(sort === column ? `-${column}` : column);
    setPosition(FIRST);
  };

  return (
    <div className="relative flex h-full flex-col text-sm">
      <HubTabs window={w} collection={collection} />
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
        <nav className="flex gap-1" aria-label={t('menu')}>
          {(['all', ...(f.bookmarks ? ['bookmarks'] : []), ...(f.inactive && serviceOn('service_inactive_views') ? ['inactive'] : [])] as View[]).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => (setView(v), setPosition(FIRST))} className={`rounded px-2 py-1 ${view === v ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
              {t(`views.${v}`)}
            </button>
          ))}
        </nav>
        {meta.searchable ? (
          <input type="search" aria-label={t('search')} placeholder={t('search')} value={q} onChange={(e) => (setQ(e.target.value), setPosition(FIRST))} className="ml-auto w-48 rounded border border-slate-300 px-2 py-1" />
        ) : (
          <span className="ml-auto" />
        )}
        {meta.filter.length ? (
          <button type="button" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)} className="rounded px-2 py-1 hover:bg-slate-100">
            {t('advancedSearch')}
          </button>
        ) : null}
        {meta.filter_fields
          .filter((filter) => starting?.[filter.name] !== undefined && filter.options)
          .map((filter) => (
            // A filter the list starts with is changed in sight, not only in the advanced search.
            <label key={filter.name} className="flex items-center gap-1 text-xs text-slate-600">
              {label(filter.name, filter.label, filter.label_keys)}
              <select value={filters[filter.name] ?? ''} onChange={(e) => (setFilters({ ...filters, [filter.name]: e.target.value }), setPosition(FIRST))} className="rounded border border-slate-300 px-1 py-1 text-sm text-slate-900">
                {Object.entries(filter.options!).map(([v, text]) => (
                  <option key={v} value={v}>
                    {option(filter, v, text)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        {collectionActionsOf(meta.actions).map((action) => (
          // An action on records chosen in a list of their own (checks to print) is started there.
          <button key={action.name} type="button" onClick={() => (action.window ? choice.startIn(action.window) : runner.start(action))} className="rounded px-2 py-1 hover:bg-slate-100">
            {runner.titleOf(action.name)}
          </button>
        ))}
        {view === 'all' && !meta.features.singleton ? <ExportLinks collection={collection} sort={sort} q={q} filters={filters} /> : null}
        {addable && !meta.features.singleton && !meta.fields.some((field) => field.kind === 'file') ? (
          // Import: records made from a CSV or XLSX file, for those who may add them.
          <button type="button" onClick={() => setImporting(true)} className="rounded px-2 py-1 hover:bg-slate-100">
            {t('import')}
          </button>
        ) : null}
        {addable ? (
          <button type="button" onClick={(e) => open('form', [collection, 'new'], { newCopy: e.altKey || e.ctrlKey })} className="rounded bg-brand px-3 py-1 text-white">
            {t('add')}
          </button>
        ) : null}
      </div>
      {advanced ? <AdvancedFilters collection={collection} filters={filters} onChange={(field, v) => (setFilters({ ...filters, [field]: v }), setPosition(FIRST))} /> : null}
      <div className="min-h-0 flex-1 overflow-auto">
        <ListTable
          collection={collection}
          rows={data?.items ?? []}
          sort={sort}
          onSort={toggleSort}
          onOpen={(row) => open('form', [collection, String(row.id)])}
          selection={choice.selection}
          actions={(row) => <RowActions collection={collection} meta={meta} row={row} editable={editable} changeable={changeable} act={act} runner={runner} onAnnounce={setAnnouncing} onSecure={setSecuring} onView={setViewing} />}
        />
        {data && data.items.length === 0 ? <p className="p-6 text-center text-slate-500">{t('noResults')}</p> : null}
      </div>
      {data ? <ListPager meta={data._meta} position={position} onMove={setPosition} /> : null}
      {runner.dialog}
      {announcing ? <AnnounceDialog collection={collection} id={announcing} onClose={() => setAnnouncing(null)} /> : null}
      {securing ? <SecureDialog collection={collection} id={securing} onClose={() => setSecuring(null)} /> : null}
      {importing ? <ImportDialog collection={collection} terminology={meta.terminology} onClose={() => setImporting(false)} /> : null}
      {viewing ? <ViewDialog collection={collection} id={viewing.id} view={viewing.view} title={runner.titleOf(viewing.view)} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

/** The list as shown (search, filters, sort), every page, as CSV or XLSX: plain links, signed in by the session cookie. */
function ExportLinks({ collection, sort, q, filters }: { collection: string; sort: string; q: string; filters: Record<string, string> }) {
  const t = useTranslations('list');
  const params = new URLSearchParams({ sort, ...(q.trim() ? { q: q.trim() } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v).map(([f, v]) => [`filter[${f}]`, v])) });
  return (['csv', 'xlsx'] as const).map((format) => (
    <a key={format} href={`/api/v1/${collection}/export?${params}${format === 'xlsx' ? '&format=xlsx' : ''}`} download className="rounded px-2 py-1 hover:bg-slate-100">
      {t(format === 'xlsx' ? 'exportXlsx' : 'export')}
    </a>
  ));
}
