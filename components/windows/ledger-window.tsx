'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
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
        <table className="w-full">
          <thead className="border-b border-slate-300 text-left text-xs text-slate-600">
            <tr>
              <th className="px-2 py-1">{t('columns.date')}</th>
              <th className="px-2 py-1">{t('columns.entry')}</th>
              <th className="px-2 py-1">{t('columns.description')}</th>
              <th className="px-2 py-1 text-right">{t('columns.debit')}</th>
              <th className="px-2 py-1 text-right">{t('columns.credit')}</th>
              <th className="px-2 py-1 text-right">{t('columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-100 text-slate-600">
              <td className="px-2 py-1" colSpan={5}>{t('ledger.opening')}</td>
              <td className="px-2 py-1 text-right tabular-nums">{formatMoney(ledger.opening_balance)}</td>
            </tr>
            {ledger.items.map((line) => (
              <tr key={line.id} className="cursor-pointer border-b border-slate-100 hover:bg-sky-50" onClick={() => open('form', [line.source.collection, String(line.source.id)])}>
                <td className="px-2 py-1 whitespace-nowrap">{formatDate(line.date)}</td>
                <td className="px-2 py-1">
                  <button type="button" className="text-sky-700 underline-offset-2 hover:underline" aria-label={t('ledger.open', { number: line.number })}>
                    {line.number}
                  </button>
                </td>
                <td className="px-2 py-1">{line.description}</td>
                <td className="px-2 py-1 text-right tabular-nums">{zero(line.debit)}</td>
                <td className="px-2 py-1 text-right tabular-nums">{zero(line.credit)}</td>
                <td className="px-2 py-1 text-right tabular-nums" data-balance>{formatMoney(line.balance)}</td>
              </tr>
            ))}
            {ledger.items.length === 0 ? (
              <tr>
                <td className="px-2 py-2 text-slate-500" colSpan={6}>{t('ledger.empty')}</td>
              </tr>
            ) : null}
            <tr className="border-t border-slate-300 font-semibold">
              <td className="px-2 py-1" colSpan={5}>{t('ledger.closing')}</td>
              <td className="px-2 py-1 text-right tabular-nums" data-closing>{formatMoney(ledger.closing_balance)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
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
