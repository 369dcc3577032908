'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { useDesktop } from '@/components/base/desktop';
import { presetPeriod } from '@/lib/workspace/periods';
import type { WindowState } from '@/lib/workspace/windows';

type Line = { id: number; date: number; journal_id: number; source: { collection: string; id: number }; number: string; description: string | null; debit: string | null; credit: string | null; balance: string };
type Ledger = { opening_balance: string; closing_balance: string; items: Line[]; _meta: { pageCount: number; currentPage: number } };
type Account = { display_name: string; number: string | null };


/**
 * "View ledger": an account's lines over a period (args: account id, from, to; this year to date
 * by default), the balance before it, each line's running balance; a line opens its entry.
 */
export default function LedgerWindow({ window: w }: { window: WindowState }) {
  const [accountId, argFrom, argTo] = w.args;
  const t = useTranslations('reports');
  const { open } = useDesktop();
  const { money: formatMoney, date: formatDate, today: todayIso } = useFormats();
  const zero = (v: string | null) => (v && v !== '0.00' ? formatMoney(v) : '');
  const [period, setPeriod] = useState(() => (argFrom && argTo ? { from: argFrom, to: argTo } : presetPeriod('year_to_date', todayIso())));
  const [page, setPage] = useState(1);
  // The account and its lines, read again whenever accounts change (a posting anywhere moves them).
  const accountRead = useApi<Account>('accounts', `accounts/${accountId}`);
  const ledgerRead = useApi<Ledger>('accounts', `accounts/${accountId}/ledger?from=${period.from}&to=${period.to}&page=${page}&per-page=100`, { keepPrevious: true });
  const account = accountRead.data ?? null;
  const ledger = ledgerRead.data ?? null;
  const error = (ledgerRead.error ?? accountRead.error)?.message ?? null;

  // The balance before the period is the first row; the closing balance, the table's foot.
  const columns: TableColumn<Line | { opening: true; id: 0 }>[] = [
    { id: 'date', header: t('columns.date'), cell: (l) => ('opening' in l ? <span className="text-slate-600">{t('ledger.opening')}</span> : <span className="whitespace-nowrap">{formatDate(l.date)}</span>) },
    {
      id: 'entry',
      header: t('columns.entry'),
      cell: (l) =>
        'opening' in l ? null : (
          <button type="button" onClick={() => open('form', [l.source.collection, String(l.source.id)])} className="text-sky-700 underline-offset-2 hover:underline" aria-label={t('ledger.open', { number: l.number })}>
            {l.number}
          </button>
        ),
    },
    { id: 'description', header: t('columns.description'), cell: (l) => ('opening' in l ? null : l.description) },
    { id: 'debit', header: t('columns.debit'), cell: (l) => ('opening' in l ? null : zero(l.debit)), numeric: true },
    { id: 'credit', header: t('columns.credit'), cell: (l) => ('opening' in l ? null : zero(l.credit)), numeric: true },
    { id: 'balance', header: t('columns.balance'), cell: (l) => ('opening' in l ? formatMoney(ledger!.opening_balance) : <span data-balance>{formatMoney(l.balance)}</span>), numeric: true },
  ];

  const dateInput = (key: 'from' | 'to') => (
    <label className="text-xs">
      <span className="block text-slate-600">{t(`params.${key}`)}</span>
      <input type="date" aria-label={t(`params.${key}`)} value={period[key]} onChange={(e) => (setPage(1), setPeriod({ ...period, [key]: e.target.value }))} className="rounded border border-slate-300 px-2 py-1" />
    </label>
  );

  return (
    <div className="space-y-3 p-4 text-sm" data-loaded={ledger ? 'true' : undefined}>
      <div className="flex flex-wrap items-end gap-3">
        <h3 className="mr-auto text-base font-semibold">{account ? [account.number, account.display_name].filter(Boolean).join(' · ') : '…'}</h3>
        {dateInput('from')}
        {dateInput('to')}
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {ledger ? (
        <DataTable
          label={account?.display_name}
          columns={columns}
          rows={[{ opening: true, id: 0 } as const, ...ledger.items]}
          onOpen={(line) => ('source' in line ? open('form', [line.source.collection, String(line.source.id)]) : undefined)}
          foot={{ date: t('ledger.closing'), balance: <span data-closing>{formatMoney(ledger.closing_balance)}</span> }}
        />
      ) : null}
      {ledger && ledger.items.length === 0 ? <p className="px-3 text-slate-500">{t('ledger.empty')}</p> : null}
      {ledger && ledger._meta.pageCount > 1 ? (
        <div className="flex items-center justify-end gap-2 text-xs">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">‹</button>
          <span>{page} / {ledger._meta.pageCount}</span>
          <button type="button" disabled={page >= ledger._meta.pageCount} onClick={() => setPage(page + 1)} className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40">›</button>
        </div>
      ) : null}
    </div>
  );
}
