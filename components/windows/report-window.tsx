'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { DateInput } from '@/components/data/date-input';
import { useInputFormats } from '@/components/data/input-formats';
import { RefInput } from '@/components/data/ref-input';
import { apiFetch } from '@/components/workspace/api';
import { useFormats } from '@/components/data/formats';
import { withTimeout } from '@/components/workspace/chunk-boundary';
import { useDesktop } from '@/components/workspace/desktop';
import { useCanSee } from '@/components/workspace/collections';
import { comparePeriod, presetPeriod, PRESETS, type Comparison, type Period, type Preset } from '@/lib/workspace/periods';
import type { WindowState } from '@/lib/workspace/windows';
import { agingColumn } from '@/lib/reports/aging-columns';
import { reportReadable } from '@/lib/reports/sources';
import type { Monthly } from './monthly-chart';

type Row = { account_id: number | null; number: string | null; name: string; amount: string; section: string; compare_amount?: string; line?: string };
type TrialRow = { account_id: number; number: string | null; name: string; debit: string; credit: string };
type Report = { rows: Row[]; totals: Record<string, string>; compare_totals?: Record<string, string> };
type Trial = { rows: TrialRow[]; totals: Record<string, string> };
/** A report that names its columns (the receivables reports, lib/modules/sales/receivables-reports.ts). */
type Table = { columns: { key: string; kind: 'text' | 'money' | 'date' | 'integer' }[]; rows: Record<string, unknown>[]; totals: Record<string, string> };

// recharts is heavy: it loads only once a monthly report is on screen.
const MonthlyChart = dynamic(withTimeout(() => import('./monthly-chart')), { ssr: false, loading: () => <div className="h-56" /> });

const BY_YEAR = new Set(['income-vs-expense', 'account-balance']);
/** Reports that can stand beside another period (their code reads the monthly balances twice, no more). */
const COMPARABLE = new Set(['profit-and-loss', 'balance-sheet']);
/** Reports over a period (from, to); the others stand at its end. */
const RANGED = new Set(['profit-and-loss', 'top-customers', 'customer-statement']);
/** The receivables reports (gem 44 opens them), and the payables reports (gem 24): one window switches between those of a kind. */
const RECEIVABLES = ['open-receivables', 'receivables-aging', 'customer-statement', 'top-customers', 'undeposited-funds'];
const PAYABLES = ['payables-aging', 'open-payables'];

/** The API query of a report for a period (and comparison): balances stand at the period's end. */
function queryOf(name: string, period: Period, comparison: Comparison): Record<string, string> {
  const other = comparison !== 'none' && COMPARABLE.has(name) ? comparePeriod(period, comparison) : null;
  if (RANGED.has(name)) return { ...period, ...(other ? { compare_from: other.from, compare_to: other.to } : {}) };
  return { date: period.to, ...(other ? { compare_date: other.to } : {}) };
}

/**
 * A period's day typed in the person's order (es 31/12/2026) or picked in the calendar; the
 * period moves once the text is a date. A preset's new day replaces what was typed.
 */
function PeriodDate({ label, iso, onChange }: { label: string; iso: string; onChange: (iso: string) => void }) {
  const formats = useInputFormats();
  const [typed, setTyped] = useState<{ iso: string; text: string } | null>(null);
  const text = typed && typed.iso === iso ? typed.text : formats.isoDate(iso);
  const type = (value: string) => {
    const parsed = formats.parseDate(value);
    setTyped({ iso: parsed || iso, text: value });
    if (parsed && parsed !== iso) onChange(parsed);
  };
  return <DateInput aria-label={label} value={text} onChange={type} className="w-32 rounded border border-slate-300 px-2 py-1" />;
}

/** The books' reports as windows: a period (presets or custom), the table or chart, and exports. */
export default function ReportWindow({ window: w }: { window: WindowState }) {
  const [name] = w.args;
  const t = useTranslations('reports');
  // Periods count from today where the company is, not where the browser is.
  const { today: todayIso } = useFormats();
  const [preset, setPreset] = useState<Preset | 'custom'>('this_month');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('this_month', todayIso()));
  const [comparison, setComparison] = useState<Comparison>('none');
  const [yearly, setYearly] = useState<{ year: string; account_id?: string }>(() => ({ year: todayIso().slice(0, 4) }));
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [result, setResult] = useState<Report | Trial | Monthly | Table | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { replace } = useDesktop();
  // The other reports of the kind the person may read (lib/reports/sources.ts).
  const canSee = useCanSee();
  const byYear = BY_YEAR.has(name);
  const perCustomer = name === 'customer-statement';
  const query = new URLSearchParams(byYear ? (yearly as Record<string, string>) : { ...queryOf(name, period, comparison), ...(perCustomer && customerId ? { customer_id: String(customerId) } : {}) }).toString();
  const waiting = (name === 'account-balance' && !yearly.account_id) || (perCustomer && !customerId);

  useEffect(() => {
    if (waiting) return setResult(null);
    apiFetch<Report | Trial | Monthly | Table>(`reports/${name}?${query}`).then((r) => (setResult(r), setError(null)), (e: Error) => setError(e.message));
  }, [name, query, waiting]);

  const choosePreset = (value: string) => {
    setPreset(value as Preset | 'custom');
    if (value !== 'custom') setPeriod(presetPeriod(value as Preset, todayIso()));
  };
  const dateInput = (key: 'from' | 'to') => (
    <label key={key} className="text-xs">
      <span className="block text-slate-600">{t(`params.${key}`)}</span>
      <PeriodDate label={t(`params.${key}`)} iso={period[key]} onChange={(iso) => (setPreset('custom'), setPeriod({ ...period, [key]: iso }))} />
    </label>
  );
  const select = (label: string, value: string, options: [string, string][], onChange: (v: string) => void) => (
    <label className="text-xs">
      <span className="block text-slate-600">{label}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className="rounded border border-slate-300 bg-white px-2 py-1">
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        {[RECEIVABLES, PAYABLES].map((group) => (group.includes(name) ? <span key={group[0]}>{select(t('params.report'), name, group.filter((r) => r === name || reportReadable(r, canSee)).map((r) => [r, t(`names.${r}`)]), (r) => replace(w.id, 'report', [r]))}</span> : null))}
        {byYear ? (
          <label className="text-xs">
            <span className="block text-slate-600">{t('params.year')}</span>
            <input type="number" aria-label={t('params.year')} value={yearly.year} onChange={(e) => setYearly({ ...yearly, year: e.target.value })} className="w-24 rounded border border-slate-300 px-2 py-1" />
          </label>
        ) : (
          <>
            {select(t('period.label'), preset, [...PRESETS, 'custom'].map((p) => [p, t(`period.presets.${p}`)]), choosePreset)}
            {dateInput('from')}
            {dateInput('to')}
            {COMPARABLE.has(name)
              ? select(t('compare.label'), comparison, (['none', 'previous_period', 'previous_year'] as const).map((c) => [c, t(`compare.${c}`)]), (v) => setComparison(v as Comparison))
              : null}
          </>
        )}
        {name === 'account-balance' ? (
          <div className="w-64 text-xs">
            <span className="block text-slate-600">{t('params.account')}</span>
            <RefInput id={`${w.id}-account`} collection="accounts" value={yearly.account_id ? Number(yearly.account_id) : null} onChange={(v) => setYearly({ ...yearly, account_id: v ? String(v) : undefined })} />
          </div>
        ) : null}
        {perCustomer ? (
          <div className="w-64 text-xs">
            <span className="block text-slate-600">{t('params.customer')}</span>
            <RefInput id={`${w.id}-customer`} collection="customers" value={customerId} onChange={setCustomerId} />
          </div>
        ) : null}
        <a className="ml-auto rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=csv`} download>
          {t('csv')}
        </a>
        <a className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=pdf`} download>
          {t('pdf')}
        </a>
      </div>
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {perCustomer && !customerId ? <p className="text-slate-500">{t('pickCustomer')}</p> : null}
      {!result ? null : 'columns' in result ? (
        <TableView data={result} />
      ) : byYear ? (
        <MonthlyView data={result as Monthly} />
      ) : name === 'trial-balance' ? (
        <TrialView data={result as Trial} period={period} />
      ) : (
        <StatementView data={result as Report} period={period} />
      )}
    </div>
  );
}

/** A report that names its columns: a plain table, its totals under their columns. */
function TableView({ data }: { data: Table }) {
  const { money: formatMoney, isoDate } = useFormats();
  const t = useTranslations('reports');
  const cell = (kind: Table['columns'][number]['kind'], v: unknown) => (v === null || v === undefined ? '' : kind === 'money' ? formatMoney(String(v)) : kind === 'date' ? isoDate(String(v)) : String(v));
  const numeric = (kind: string) => kind === 'money' || kind === 'integer';
  const extra = Object.entries(data.totals).filter(([k]) => !data.columns.some((c) => c.key === k));
  const columnLabel = (key: string) => {
    if (t.has(`columns.${key}`)) return t(`columns.${key}`);
    const aging = agingColumn(key);
    return aging ? t(`columns.${aging.message}`, aging.params) : key;
  };
  return (
    <table className="w-full">
      <thead className="border-b border-slate-300 text-left text-xs text-slate-600">
        <tr>
          {data.columns.map((c) => (
            <th key={c.key} className={`px-2 py-1 ${numeric(c.kind) ? 'text-right' : ''}`}>{columnLabel(c.key)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((r, i) => (
          <tr key={i} className="border-b border-slate-100">
            {data.columns.map((c) => (
              <td key={c.key} className={`px-2 py-1 ${numeric(c.kind) ? 'text-right tabular-nums' : ''}`}>{cell(c.kind, r[c.key])}</td>
            ))}
          </tr>
        ))}
        {data.rows.length === 0 ? (
          <tr>
            <td colSpan={data.columns.length} className="px-2 py-2 text-slate-500">{t('empty')}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot className="border-t-2 border-slate-400 font-semibold">
        <tr>
          {data.columns.map((c, i) => (
            <td key={c.key} className={`px-2 py-1 ${numeric(c.kind) ? 'text-right tabular-nums' : ''}`} data-total={c.key}>
              {i === 0 ? t('total') : data.totals[c.key] !== undefined ? formatMoney(data.totals[c.key]) : ''}
            </td>
          ))}
        </tr>
        {extra.map(([k, v]) => (
          <tr key={k}>
            <td className="px-2 py-1" colSpan={data.columns.length - 1}>{t.has(`totals.${k}`) ? t(`totals.${k}`) : k}</td>
            <td className="px-2 py-1 text-right tabular-nums" data-total={k}>{formatMoney(v)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** An amount that opens its account's ledger for the report's period (drill-down). */
function Drill({ accountId, amount, period }: { accountId: number | null; amount: string | undefined; period: Period }) {
  const { money: formatMoney } = useFormats();
  const { open } = useDesktop();
  if (!amount || amount === '0.00' || accountId === null) return <>{amount && amount !== '0.00' ? formatMoney(amount) : ''}</>;
  return (
    <button type="button" onClick={() => open('ledger', [String(accountId), period.from, period.to])} className="tabular-nums text-sky-800 underline-offset-2 hover:underline">
      {formatMoney(amount)}
    </button>
  );
}

/** The trial balance: one table, Account / Debit / Credit, and the totals that must agree. */
function TrialView({ data, period }: { data: Trial; period: Period }) {
  const { money: formatMoney } = useFormats();
  const t = useTranslations('reports');
  return (
    <table className="w-full">
      <thead className="border-b border-slate-300 text-left text-xs text-slate-600">
        <tr>
          <th className="w-20 px-2 py-1">{t('columns.number')}</th>
          <th className="px-2 py-1">{t('columns.account')}</th>
          <th className="w-36 px-2 py-1 text-right">{t('columns.debit')}</th>
          <th className="w-36 px-2 py-1 text-right">{t('columns.credit')}</th>
        </tr>
      </thead>
      <tbody>
        {data.rows.map((r) => (
          <tr key={r.account_id} className="border-b border-slate-100">
            <td className="px-2 py-1 text-slate-500">{r.number}</td>
            <td className="px-2 py-1">{r.name}</td>
            <td className="px-2 py-1 text-right">
              <Drill accountId={r.account_id} amount={r.debit} period={period} />
            </td>
            <td className="px-2 py-1 text-right">
              <Drill accountId={r.account_id} amount={r.credit} period={period} />
            </td>
          </tr>
        ))}
        {data.rows.length === 0 ? (
          <tr>
            <td colSpan={4} className="px-2 py-2 text-slate-500">{t('empty')}</td>
          </tr>
        ) : null}
      </tbody>
      <tfoot className="border-t-2 border-slate-400 font-semibold">
        <tr>
          <td className="px-2 py-1" colSpan={2}>{t('total')}</td>
          <td className="px-2 py-1 text-right tabular-nums" data-total="debit">{formatMoney(data.totals.debit)}</td>
          <td className="px-2 py-1 text-right tabular-nums" data-total="credit">{formatMoney(data.totals.credit)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A statement (balance sheet, profit and loss): sections of accounts, totals, an optional comparison column. */
function StatementView({ data, period }: { data: Report; period: Period }) {
  const { money: formatMoney } = useFormats();
  const t = useTranslations('reports');
  const sections = [...new Set(data.rows.map((r) => r.section))];
  const compared = data.compare_totals !== undefined;
  return (
    <div className="space-y-3">
      {compared ? (
        <div className="flex justify-end gap-2 text-xs text-slate-600">
          <span className="w-32 text-right">{t('columns.amount')}</span>
          <span className="w-32 text-right">{t('columns.compare_amount')}</span>
        </div>
      ) : null}
      {sections.map((section) => (
        <table key={section} className="w-full">
          <caption className="bg-slate-100 px-2 py-1 text-left font-semibold">{t.has(`sections.${section}`) ? t(`sections.${section}`) : section}</caption>
          <tbody>
            {data.rows
              .filter((r) => r.section === section)
              .map((r, i) => (
                <tr key={`${r.account_id}-${i}`} className="border-b border-slate-100">
                  <td className="w-20 px-2 py-1 text-slate-500">{r.number}</td>
                  <td className="px-2 py-1">{r.line && t.has(`lines.${r.line}`) ? t(`lines.${r.line}`) : r.name}</td>
                  <td className="w-32 px-2 py-1 text-right tabular-nums">
                    {r.account_id === null ? formatMoney(r.amount) : <Drill accountId={r.account_id} amount={r.amount} period={period} />}
                  </td>
                  {compared ? <td className="w-32 px-2 py-1 text-right text-slate-500 tabular-nums">{formatMoney(r.compare_amount)}</td> : null}
                </tr>
              ))}
          </tbody>
        </table>
      ))}
      {data.rows.length === 0 ? <p className="text-slate-500">{t('empty')}</p> : null}
      <table className="w-full border-t border-slate-300">
        <tbody>
          {Object.entries(data.totals).map(([k, v]) => (
            <tr key={k}>
              <th className="px-2 py-0.5 text-left font-medium">{t.has(`totals.${k}`) ? t(`totals.${k}`) : k}</th>
              <td className="w-32 px-2 text-right tabular-nums" data-total={k}>
                {formatMoney(v)}
              </td>
              {compared ? <td className="w-32 px-2 text-right text-slate-500 tabular-nums">{formatMoney(data.compare_totals?.[k])}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A monthly report: the chart, then the figures by month (month names in the person's language). */
function MonthlyView({ data }: { data: Monthly }) {
  const { money: formatMoney } = useFormats();
  const t = useTranslations('reports');
  const locale = useLocale();
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const keys = (['balance', 'income', 'expense', 'net'] as const).filter((k) => data.rows[0]?.[k] !== undefined);
  return (
    <div className="space-y-2">
      <MonthlyChart data={data} />
      <table className="w-full text-xs">
        <thead className="border-b border-slate-300 text-left text-slate-600">
          <tr>
            <th className="px-2 py-0.5">{t('columns.month')}</th>
            {keys.map((k) => (
              <th key={k} className="px-2 py-0.5 text-right">{t(`columns.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.month} className="border-b border-slate-100">
              <td className="px-2 py-0.5 capitalize">{month.format(new Date(Date.UTC(2000, r.month - 1, 1)))}</td>
              {keys.map((k) => (
                <td key={k} className="px-2 text-right tabular-nums">{formatMoney(r[k])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
