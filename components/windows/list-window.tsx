'use client';

import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { cellText, expandsFor } from '@/components/data/cell';
import { useCompanyFormats } from '@/components/data/company-formats';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { useResourceMeta } from '@/components/data/meta';
import { useList, useWrite, type Page } from '@/components/data/queries';
import { useDesk } from '@/components/base/desk';
import { useDesktop } from '@/components/base/desktop';
import { useToast } from '@/components/base/toast';
import type { WindowState } from '@/lib/workspace/windows';
import { useServiceOn } from '@/components/base/services';
import { AnnounceDialog } from './announce-dialog';
import { SecureDialog } from './secure-dialog';
import { ImportDialog } from './import-dialog';
import { HubTabs } from './hub-tabs';
import { ViewDialog } from './view-dialog';
import { isPdfView } from './pdf-viewer';
import { collectionActionsOf, RecordActionButtons, useActionRunner } from '@/components/data/action-buttons';
import { useCellWords } from '@/components/data/cell-words';

type Row = Record<string, unknown> & { id: number };
/**
 * Where the window is in the listing: the page number it shows, and the keyset cursor that
 * reaches that page (none for the first). Every move is by cursor, so the last page of a
 * million records comes as fast as the first.
 */
type Position = { page: number; cursor?: ['after' | 'before', string]; /** The short last page of an exact count. */ perPage?: number };
const FIRST: Position = { page: 1 };
type View = 'all' | 'bookmarks' | 'inactive';

const PER_PAGE = 20;
/** Rows on the last page when the count is exact, so that it and the pages before it fall where page numbers put them. */
const lastPageSize = (meta: Page<Row>['_meta']) => (meta.totalCountEstimated || meta.totalCountCapped ? undefined : meta.totalCount % PER_PAGE || undefined);
/** Pages of PER_PAGE rows (the short last page is asked for with a smaller per-page, so the answer's own page count would not do). */
const pageCount = (meta: Page<Row>['_meta']) => Math.max(1, Math.ceil(meta.totalCount / PER_PAGE));
const features = tableFeatures({});
const columnHelper = createColumnHelper<typeof features, Row>();

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
  const toast = useToast();
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

  const write = useWrite();
  const act = async (path: string, method: string, done: string) => {
    try {
      await write(path, { method }, collection);
      toast({ kind: 'success', title: done });
    } catch (e) {
      toast({ kind: 'warning', title: (e as Error).message });
    }
  };

  const locale = useLocale();
  const company = useCompanyFormats();
  const words = useCellWords(collection);
  const columns = useMemo(
    () =>
      columnHelper.columns(
        (meta?.column_fields ?? []).map((field) =>
          columnHelper.accessor((row: Row) => cellText(field, row, words), { id: field.name, header: () => label(field.name, field.label, field.label_keys) }),
        ),
      ),
    // Drawn again when the language or the company's formats change: cells and headers hold translated words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [meta, t, locale, company],
  );
  const table = useTable({ features, columns, data: data?.items ?? [] });
  // A cell's text is made as it is drawn, not read from the table's cache of values: the table
  // keeps those per row, and a change of language must redraw every word.
  const fieldsById = new Map((meta?.column_fields ?? []).map((f) => [f.name, f]));
  const shown = (id: string, row: Row) => {
    const field = fieldsById.get(id);
    return field ? cellText(field, row, words) : '';
  };

  if (error && !data) return <p className="p-4 text-sm text-red-700">{error}</p>;
  if (!meta) return <p className="p-4 text-sm text-slate-500">{t('loading')}</p>;
  const { features: f } = meta;
  const editable = !f.read_only && meta.can.includes('edit');
  const addable = !f.read_only && meta.can.includes('create');

  const exportParams = new URLSearchParams({ sort, ...(q.trim() ? { q: q.trim() } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v).map(([f, v]) => [`filter[${f}]`, v])) });
  // A record made never to change (a queued e-mail) is opened to be viewed, not edited.
  const changeable = editable && !f.unchangeable;

  const toggleSort = (column: string) => {
    if (!meta.sort.includes(column)) return;
    setSort(sort === column ? `-${column}` : column);
    setPosition(FIRST);
  };

  // A record with an e-mail address (a field of that kind) gets an E-mail link.
  const emailFields = meta.fields.filter((f) => f.kind === 'email').map((f) => f.name);
  const rowActions = (row: Row) => (
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
        <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => setAnnouncing(row.id)}>
          {t('announce')}
        </button>
      ) : null}
      {f.secure && serviceOn('service_secure_items') && editable ? (
        <button type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => setSecuring(row.id)}>
          {t('secure')}
        </button>
      ) : null}
      {emailFields.map((f) =>
        typeof row[f] === 'string' && row[f] ? (
          <a key={f} className="rounded px-1.5 py-0.5 hover:bg-slate-200" href={`mailto:${row[f]}`}>
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
        <button key={view} type="button" className="rounded px-1.5 py-0.5 hover:bg-slate-200" onClick={() => (isPdfView(view) ? open('pdf', [collection, String(row.id), view]) : setViewing({ id: row.id, view }))}>
          {runner.titleOf(view)}
        </button>
      ))}
      <RecordActionButtons actions={meta.actions} row={row} start={runner.start} titleOf={runner.titleOf} />
    </div>
  );

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
          <button key={action.name} type="button" onClick={() => (action.window ? open('list', [action.window]) : runner.start(action))} className="rounded px-2 py-1 hover:bg-slate-100">
            {runner.titleOf(action.name)}
          </button>
        ))}
        {view === 'all' && !meta.features.singleton ? (
          // The list as shown (search, filters, sort), every page, as CSV: a plain link, signed in by the session cookie.
          <a href={`/api/v1/${collection}/export?${exportParams}`} download className="rounded px-2 py-1 hover:bg-slate-100">
            {t('export')}
          </a>
        ) : null}
        {view === 'all' && !meta.features.singleton ? (
          <a href={`/api/v1/${collection}/export?${exportParams}&format=xlsx`} download className="rounded px-2 py-1 hover:bg-slate-100">
            {t('exportXlsx')}
          </a>
        ) : null}
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
      {advanced ? (
        <div className="flex flex-wrap gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
          {meta.filter_fields.map((filter) => {
            const { name: field, label: fallback, label_keys } = filter;
            const change = (v: string) => (setFilters({ ...filters, [field]: v }), setPosition(FIRST));
            return (
              <label key={field} className="text-xs">
                <span className="block text-slate-600">{label(field, fallback, label_keys)}</span>
                {/* A choice (a state, the list flags) is picked from its options. */}
                {filter.kind === 'choice' && filter.options ? (
                  <select value={filters[field] ?? ''} onChange={(e) => change(e.target.value)} className="w-36 rounded border border-slate-300 px-2 py-1">
                    <option value="">—</option>
                    {Object.entries(filter.options).map(([v, text]) => (
                      <option key={v} value={v}>
                        {option(filter, v, text)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input value={filters[field] ?? ''} onChange={(e) => change(e.target.value)} className="w-32 rounded border border-slate-300 px-2 py-1" />
                )}
              </label>
            );
          })}
        </div>
      ) : null}
      <div className="min-h-0 flex-1 overflow-auto">
        <table className="w-full border-collapse">
          <thead className="sticky top-0 bg-slate-100 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = meta.sort.includes(header.column.id);
                  const state = sort === header.column.id ? 'ascending' : sort === `-${header.column.id}` ? 'descending' : undefined;
                  return (
                    <th key={header.id} aria-sort={state} className="px-3 py-2 font-medium whitespace-nowrap">
                      {sortable ? (
                        <button type="button" onClick={() => toggleSort(header.column.id)} className="hover:underline">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ''}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
                <th className="px-3 py-2 font-medium">{t('actions')}</th>
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.original.id} className="border-t border-slate-100 hover:bg-slate-50" onDoubleClick={() => open('form', [collection, String(row.original.id)])}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-1.5">
                    {shown(cell.column.id, row.original)}
                  </td>
                ))}
                <td className="px-3 py-1.5">{rowActions(row.original)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {data && data.items.length === 0 ? <p className="p-6 text-center text-slate-500">{t('noResults')}</p> : null}
      </div>
      {data ? (
        <footer className="flex items-center gap-2 border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600">
          <span>
            {data._meta.totalCountCapped
              ? t('totalMore', { count: data._meta.totalCount })
              : data._meta.totalCountEstimated
                ? t('totalAbout', { count: data._meta.totalCount })
                : t('total', { count: data._meta.totalCount })}
          </span>
          <nav aria-label={t('pages')} className="ml-auto flex items-center gap-1">
            <button type="button" aria-label={t('first')} disabled={!data._meta.prevCursor} onClick={() => setPosition(FIRST)} className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40">
              «
            </button>
            <button
              type="button"
              disabled={!data._meta.prevCursor}
              onClick={() => setPosition(position.page <= 2 ? FIRST : { page: position.page - 1, cursor: ['before', data._meta.prevCursor!] })}
              className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
            >
              ‹ {t('previous')}
            </button>
            <span>{t('page', { page: position.page, pages: Math.max(pageCount(data._meta), position.page) })}</span>
            <button
              type="button"
              disabled={!data._meta.nextCursor}
              onClick={() => setPosition({ page: position.page + 1, cursor: ['after', data._meta.nextCursor!] })}
              className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
            >
              {t('next')} ›
            </button>
            <button
              type="button"
              aria-label={t('last')}
              disabled={!data._meta.nextCursor}
              onClick={() => setPosition({ page: pageCount(data._meta), cursor: ['before', 'end'], perPage: lastPageSize(data._meta) })}
              className="rounded px-2 py-0.5 hover:bg-slate-100 disabled:opacity-40"
            >
              »
            </button>
          </nav>
        </footer>
      ) : null}
      {runner.dialog}
      {announcing ? <AnnounceDialog collection={collection} id={announcing} onClose={() => setAnnouncing(null)} /> : null}
      {securing ? <SecureDialog collection={collection} id={securing} onClose={() => setSecuring(null)} /> : null}
      {importing ? <ImportDialog collection={collection} terminology={meta.terminology} onClose={() => setImporting(false)} /> : null}
      {viewing ? <ViewDialog collection={collection} id={viewing.id} view={viewing.view} title={runner.titleOf(viewing.view)} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
