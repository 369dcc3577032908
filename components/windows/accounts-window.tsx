'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionRunner } from '@/components/data/action-buttons';
import { useFormats } from '@/components/data/formats';
import { useResourceMeta } from '@/components/data/meta';
import { useApi, useList } from '@/components/data/queries';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useDesktop } from '@/components/base/desktop';
import type { WindowState } from '@/lib/workspace/windows';
import { AnnounceDialog } from './announce-dialog';
import { DeleteDialog } from './delete-record';
import { RowActions, useRowCall } from './list-row-actions';
import { ViewDialog } from './view-dialog';

type Account = { account_id: number; number: string | null; name: string; type: number; balance: string };

type View = 'all' | 'bookmarks' | 'inactive';

const COLLECTION = 'accounts';

/**
 * The chart of accounts: active accounts grouped by type (the type's name in the person's
 * language), by number within it, each with its balance today; an account opens its ledger.
 * Its menu (spec section 2): all accounts, my bookmarks and inactive, view ledger (the journal's
 * lines), add account and the chart of accounts as a report; a search box (the chart is small:
 * searched here, by number or name). Each account has the list rows' menu (list-row-actions.tsx):
 * edit, announce, bookmark, inactivate, view ledger, transaction report, and delete, which the
 * books refuse for an account in use (the refusal said in the confirmation).
 */
export default function AccountsWindow(_props: { window: WindowState }) {
  const t = useTranslations('reports');
  const tl = useTranslations('list');
  const types = useTranslations('accountTypes');
  const { money: formatMoney } = useFormats();
  const { open } = useDesktop();
  const meta = useResourceMeta(COLLECTION);
  const runner = useActionRunner(COLLECTION);
  const [view, setView] = useState<View>('all');
  const [q, setQ] = useState('');
  const [announcing, setAnnouncing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<{ id: number; view: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // The chart with each account's balance: read again whenever accounts change (a posting moves their balances).
  const chart = useApi<{ rows: Account[] }>(COLLECTION, `reports/chart-of-accounts?view=${view === 'inactive' ? 'inactive' : 'all'}`);
  // The person's bookmarked accounts (the rows' bookmark and the My bookmarks view).
  const marked = useList<{ id: number }>(COLLECTION, { 'per-page': '200' }, { view: 'bookmarks' });
  const bookmarked = new Set((marked.data?.items ?? []).map((a) => a.id));
  const rows = chart.data?.rows ?? null;
  const error = chart.error?.message ?? null;

  const act = useRowCall(COLLECTION);
  const editable = !!meta && meta.can.includes('edit');

  const wanted = q.trim().toLocaleLowerCase();
  const columns: TableColumn<Account & { id: number }>[] = [
    { id: 'number', header: t('columns.number'), cell: (r) => <span className="text-slate-500">{r.number}</span> },
    {
      id: 'account',
      header: t('columns.account'),
      cell: (r) => (
        <button type="button" onClick={() => open('ledger', [String(r.id)])} className="text-left text-sky-800 underline-offset-2 hover:underline">
          {r.name}
        </button>
      ),
    },
    { id: 'balance', header: t('columns.balance'), cell: (r) => formatMoney(r.balance), numeric: true },
  ];
  const shown = (rows ?? []).map((r) => ({ ...r, id: r.account_id })).filter((r) => (view !== 'bookmarks' || bookmarked.has(r.id)) && (!wanted || r.name.toLocaleLowerCase().includes(wanted) || (r.number ?? '').toLocaleLowerCase().includes(wanted)));
  const groups = [...new Set(shown.map((r) => r.type))];
  const menu = 'rounded px-2 py-1 hover:bg-slate-100';
  return (
    <div className="space-y-3 p-4 text-sm" data-loaded={rows ? 'true' : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <nav className="flex flex-wrap gap-1" aria-label={tl('menu')}>
          {(['all', 'bookmarks', 'inactive'] as View[]).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`rounded px-2 py-1 ${view === v ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
              {v === 'all' ? t('chart_of_accounts.all') : tl(`views.${v}`)}
            </button>
          ))}
          <button type="button" onClick={() => open('list', ['journal-view'])} className={menu}>
            {t('chart_of_accounts.ledger')}
          </button>
          <button type="button" onClick={() => open('report', ['chart-of-accounts'])} className={menu}>
            {t('chart_of_accounts.report')}
          </button>
        </nav>
        <input type="search" aria-label={tl('search')} placeholder={tl('search')} value={q} onChange={(e) => setQ(e.target.value)} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 sm:max-w-64" />
        <button type="button" onClick={() => open('form', [COLLECTION, 'new'])} className="ml-auto rounded border border-slate-300 px-3 py-1 hover:bg-slate-100">
          {t('chart_of_accounts.add')}
        </button>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {rows && shown.length === 0 ? <p className="text-slate-500">{t('chart_of_accounts.empty')}</p> : null}
      {groups.map((type) => (
        <DataTable
          key={type}
          quietHead
          caption={types.has(String(type)) ? types(String(type)) : type}
          columns={columns}
          rows={shown.filter((r) => r.type === type)}
          onOpen={(r) => open('ledger', [String(r.id)])}
          actions={{
            header: '',
            cell: (r) =>
              meta ? (
                <RowActions
                  collection={COLLECTION}
                  meta={meta}
                  row={{ id: r.id, status: view === 'inactive' ? 0 : 1, is_bookmarked: bookmarked.has(r.id) ? 1 : 0 }}
                  editable={editable}
                  changeable={editable}
                  act={(path, method, done) => void act(path, method, done)}
                  runner={runner}
                  onAnnounce={setAnnouncing}
                  onSecure={() => undefined}
                  // View ledger opens the account's ledger window; the transaction report its view.
                  onView={(v) => (v.view === 'ledger' ? open('ledger', [String(v.id)]) : setViewing(v))}
                  onDelete={editable ? setDeleting : undefined}
                />
              ) : null,
          }}
        />
      ))}
      {runner.dialog}
      {announcing ? <AnnounceDialog collection={COLLECTION} id={announcing} onClose={() => setAnnouncing(null)} /> : null}
      {viewing ? <ViewDialog collection={COLLECTION} id={viewing.id} view={viewing.view} title={runner.titleOf(viewing.view)} onClose={() => setViewing(null)} /> : null}
      {deleting && meta ? <DeleteDialog meta={meta} id={deleting} readPath={`${COLLECTION}/${deleting}`} version={() => null} onDeleted={() => setDeleting(null)} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}
