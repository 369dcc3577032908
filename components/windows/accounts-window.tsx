'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import { useDesktop } from '@/components/base/desktop';
import type { WindowState } from '@/lib/workspace/windows';

type Account = { account_id: number; number: string | null; name: string; type: number; balance: string };

type View = 'all' | 'inactive';

/**
 * The chart of accounts: active accounts grouped by type (the type's name in the person's
 * language), by number within it, each with its balance today; an account opens its ledger.
 * Like other lists, a search box (the chart is small: searched here, by number or name) and
 * the inactive accounts as a view of their own.
 */
export default function AccountsWindow(_props: { window: WindowState }) {
  const t = useTranslations('reports');
  const tl = useTranslations('list');
  const types = useTranslations('accountTypes');
  const { money: formatMoney } = useFormats();
  const { open } = useDesktop();
  const [view, setView] = useState<View>('all');
  const [q, setQ] = useState('');
  // The chart with each account's balance: read again whenever accounts change (a posting moves their balances).
  const chart = useApi<{ rows: Account[] }>('accounts', `reports/chart-of-accounts?view=${view}`);
  const rows = chart.data?.rows ?? null;
  const error = chart.error?.message ?? null;

  const wanted = q.trim().toLocaleLowerCase();
  const shown = (rows ?? []).filter((r) => !wanted || r.name.toLocaleLowerCase().includes(wanted) || (r.number ?? '').toLocaleLowerCase().includes(wanted));
  const groups = [...new Set(shown.map((r) => r.type))];
  return (
    <div className="space-y-3 p-4 text-sm" data-loaded={rows ? 'true' : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {(['all', 'inactive'] as View[]).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} className={`rounded px-2 py-1 ${view === v ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}>
            {tl(`views.${v}`)}
          </button>
        ))}
        <input type="search" aria-label={tl('search')} placeholder={tl('search')} value={q} onChange={(e) => setQ(e.target.value)} className="min-w-0 flex-1 rounded border border-slate-300 px-2 py-1 sm:max-w-64" />
        <button type="button" onClick={() => open('form', ['accounts', 'new'])} className="ml-auto rounded border border-slate-300 px-3 py-1 hover:bg-slate-100">
          {t('chart_of_accounts.add')}
        </button>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {rows && shown.length === 0 ? <p className="text-slate-500">{t('chart_of_accounts.empty')}</p> : null}
      {groups.map((type) => (
        <table key={type} className="w-full">
          <caption className="bg-slate-100 px-2 py-1 text-left font-semibold">{types.has(String(type)) ? types(String(type)) : type}</caption>
          <thead className="sr-only">
            <tr>
              <th>{t('columns.number')}</th>
              <th>{t('columns.account')}</th>
              <th>{t('columns.balance')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {shown
              .filter((r) => r.type === type)
              .map((r) => (
                <tr key={r.account_id} className="cursor-pointer border-b border-slate-100 hover:bg-sky-50" onClick={() => open('ledger', [String(r.account_id)])}>
                  <td className="w-20 px-2 py-1 text-slate-500">{r.number}</td>
                  <td className="px-2 py-1">
                    <button type="button" className="text-left text-sky-800 underline-offset-2 hover:underline">
                      {r.name}
                    </button>
                  </td>
                  <td className="w-36 px-2 py-1 text-right tabular-nums">{formatMoney(r.balance)}</td>
                  <td className="w-16 px-2 py-1 text-right">
                    <button type="button" onClick={(e) => (e.stopPropagation(), open('form', ['accounts', String(r.account_id)]))} className="text-xs text-slate-500 hover:underline">
                      {t('chart_of_accounts.edit')}
                    </button>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
