'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { RefInput } from '@/components/data/ref-input';
import { apiFetch } from '@/components/workspace/api';
import { useFormats } from '@/components/data/formats';
import type { WindowState } from '@/lib/workspace/windows';

type Row = { account_id: number | null; number: string | null; name: string; amount: string; section: string; debit?: string; credit?: string; compare_amount?: string };
type Report = { rows: Row[]; totals: Record<string, string> };
type Monthly = { rows: { month: number; income?: string; expense?: string; net?: string; balance?: string }[]; totals?: Record<string, string> };

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** A report's parameters when its window opens: this month, this year or today. */
function initialParams(name: string): Record<string, string> {
  if (name === 'profit-and-loss') return { from: monthStart(), to: today() };
  if (name === 'income-vs-expense' || name === 'account-balance') return { year: today().slice(0, 4) };
  return { date: today() };
}

/** The books' reports as windows: parameters, the table (or chart), and CSV export. */
export default function ReportWindow({ window: w }: { window: WindowState }) {
  const [name] = w.args;
  const t = useTranslations('reports');
  const [params, setParams] = useState<Record<string, string>>(() => initialParams(name));
  const [result, setResult] = useState<Report | Monthly | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams(params).toString();

  useEffect(() => {
    if (name === 'account-balance' && !params.account_id) return;
    apiFetch<Report | Monthly>(`reports/${name}?${query}`).then((r) => (setResult(r), setError(null)), (e: Error) => setError(e.message));
  }, [name, query, params.account_id]);

  const input = (key: string, type: 'date' | 'number') => (
    <label key={key} className="text-xs">
      <span className="block text-slate-600">{t(`params.${key}`)}</span>
      <input type={type} value={params[key] ?? ''} onChange={(e) => setParams({ ...params, [key]: e.target.value })} className="rounded border border-slate-300 px-2 py-1" />
    </label>
  );

  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        {Object.keys(params)
          .filter((k) => k !== 'account_id')
          .map((k) => input(k, k === 'year' ? 'number' : 'date'))}
        {name === 'account-balance' ? (
          <div className="w-64 text-xs">
            <span className="block text-slate-600">{t('params.account')}</span>
            <RefInput id={`${w.id}-account`} collection="accounts" value={params.account_id ? Number(params.account_id) : null} onChange={(v) => setParams({ ...params, account_id: v ? String(v) : '' })} />
          </div>
        ) : null}
        <a className="ml-auto rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=csv`}>
          {t('csv')}
        </a>
        <a className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=pdf`}>
          {t('pdf')}
        </a>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {result && 'rows' in result && result.rows.length && 'month' in result.rows[0] ? <MonthlyView data={result as Monthly} /> : result ? <AccountsView data={result as Report} /> : null}
    </div>
  );
}

function AccountsView({ data }: { data: Report }) {
  const t = useTranslations('reports');
  const { money: formatMoney } = useFormats();
  const sections = [...new Set(data.rows.map((r) => r.section))];
  const hasCompare = data.rows.some((r) => r.compare_amount !== undefined);
  return (
    <div className="space-y-3">
      {sections.map((section) => (
        <table key={section} className="w-full">
          <caption className="bg-slate-100 px-2 py-1 text-left font-semibold">{t.has(`sections.${section}`) ? t(`sections.${section}`) : section}</caption>
          <tbody>
            {data.rows
              .filter((r) => r.section === section)
              .map((r, i) => (
                <tr key={`${r.account_id}-${i}`} className="border-b border-slate-100">
                  <td className="w-20 px-2 py-1 text-slate-500">{r.number}</td>
                  <td className="px-2 py-1">{r.name}</td>
                  <td className="px-2 py-1 text-right tabular-nums">{formatMoney(r.amount)}</td>
                  {hasCompare ? <td className="px-2 py-1 text-right text-slate-500 tabular-nums">{formatMoney(r.compare_amount)}</td> : null}
                </tr>
              ))}
          </tbody>
        </table>
      ))}
      {data.rows.length === 0 ? <p className="text-slate-500">{t('empty')}</p> : null}
      <dl className="grid grid-cols-2 gap-x-4 border-t border-slate-300 pt-2">
        {Object.entries(data.totals).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{t.has(`totals.${k}`) ? t(`totals.${k}`) : k}</dt>
            <dd className="text-right tabular-nums" data-total={k}>
              {formatMoney(v)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Income against expense by month: two bars a month, drawn as SVG. */
function MonthlyView({ data }: { data: Monthly }) {
  const t = useTranslations('reports');
  const { money: formatMoney } = useFormats();
  const values = data.rows.flatMap((r) => [r.income, r.expense, r.balance].filter(Boolean).map((v) => Math.abs(Number(v))));
  const max = Math.max(1, ...values);
  return (
    <div className="space-y-2">
      <svg viewBox="0 0 480 160" className="w-full" role="img" aria-label={t('chart')}>
        {data.rows.map((r, i) => {
          const bars = r.balance !== undefined ? [{ v: r.balance, c: '#1f5fbf' }] : [{ v: r.income ?? '0', c: '#059669' }, { v: r.expense ?? '0', c: '#dc2626' }];
          return bars.map((b, j) => {
            const h = (Math.abs(Number(b.v)) / max) * 140;
            return <rect key={`${i}-${j}`} x={i * 40 + 6 + j * 14} y={150 - h} width={bars.length === 1 ? 28 : 13} height={h} fill={b.c} />;
          });
        })}
      </svg>
      <table className="w-full text-xs">
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.month} className="border-b border-slate-100">
              <td className="px-2 py-0.5">{r.month}</td>
              {r.balance !== undefined ? <td className="px-2 text-right tabular-nums">{formatMoney(r.balance)}</td> : null}
              {r.income !== undefined ? <td className="px-2 text-right text-emerald-700 tabular-nums">{formatMoney(r.income)}</td> : null}
              {r.expense !== undefined ? <td className="px-2 text-right text-red-700 tabular-nums">{formatMoney(r.expense)}</td> : null}
              {r.net !== undefined ? <td className="px-2 text-right tabular-nums">{formatMoney(r.net)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
