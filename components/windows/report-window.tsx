'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput } from '@/components/data/date-input';
import { useInputFormats } from '@/components/data/input-formats';
import { RefInput } from '@/components/data/ref-input';
import { useApi, useWrite } from '@/components/data/queries';
import { apiFetch } from '@/components/base/api';
import { useResourceMeta } from '@/components/data/meta';
import { useFailureText } from '@/components/data/server-message';
import { useCanSee } from '@/components/base/collections';
import { useFormats } from '@/components/data/formats';
import { withTimeout } from '@/components/base/chunk-boundary';
import { useDesktop } from '@/components/base/desktop';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { comparePeriod, presetPeriod, PRESETS, type Comparison, type Period, type Preset } from '@/lib/workspace/periods';
import type { WindowState } from '@/lib/workspace/windows';
import { agingColumn } from '@/lib/reports/aging-columns';
import type { Monthly } from './monthly-chart';

type Row = { account_id: number | null; number: string | null; name: string; amount: string; section: string; compare_amount?: string; line?: string };
type Report = { rows: Row[]; totals: Record<string, string>; compare_totals?: Record<string, string> };
type Column = { key: string; kind: string; label?: string; group?: true; compared?: true };
/** A report's answer: rows, totals and, for the reports whose columns depend on the company (aging periods), the columns. */
type Answer = { rows: Record<string, unknown>[]; totals?: Record<string, string>; compare_totals?: Record<string, string>; columns?: Column[] };
type Param = { name: string; kind: 'date' | 'year' | 'id' | 'choice'; required: boolean; default?: string; collection?: string; options?: string[]; /** A day the report counts from (an aging's), not a period's end. */ as_of?: boolean };
/** A report as `/meta` tells of it (lib/api/reports.ts describeReport): what it reads, its parameters and columns. */
type ReportMeta = { name: string; collection: string; params: Param[]; columns: Column[] | null; total_kinds?: Record<string, string> | null };

// recharts is heavy: it loads only once a monthly report is on screen.
const MonthlyChart = dynamic(withTimeout(() => import('./monthly-chart')), { ssr: false, loading: () => <div className="h-56" /> });

// The reports the user may read, asked once per page (they change with the role, on the next load).
const REPORTS_META = { queryKey: ['meta', 'reports'], queryFn: () => apiFetch<{ reports: ReportMeta[] }>('reports/meta').then((r) => r.reports), staleTime: Infinity, gcTime: Infinity };

/**
 * The API query of a report's declared parameters for a period (and comparison), a year, and the ids
 * and choices picked: balances stand at the period's end; a report counted as of a day (an aging)
 * stands at the day picked, today unless changed.
 */
function queryOf(params: Param[], period: Period, comparison: Comparison, values: Record<string, string>, day: string): Record<string, string> {
  const other = comparison !== 'none' ? comparePeriod(period, comparison) : null;
  const query: Record<string, string> = {};
  for (const p of params) {
    const value = p.as_of ? day : ({ date: period.to, from: period.from, to: period.to, compare_date: other?.to, compare_from: other?.from, compare_to: other?.to } as Record<string, string | undefined>)[p.name];
    const picked = p.kind === 'date' ? value : values[p.name];
    if (picked) query[p.name] = picked;
  }
  return query;
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

/**
 * A report as a window, drawn from what `/meta` declares of it: a period (presets or custom) for its
 * dates, a comparison where it takes one, a year, the records and choices it asks for, the other
 * reports of what it reads; then its table (or statement, or monthly chart) and exports.
 */
export default function ReportWindow({ window: w }: { window: WindowState }) {
  const [name] = w.args;
  const t = useTranslations('reports');
  // Periods count from today where the company is, not where the browser is.
  const { today: todayIso } = useFormats();
  const [preset, setPreset] = useState<Preset | 'custom'>('this_month');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('this_month', todayIso()));
  const [comparison, setComparison] = useState<Comparison>('none');
  const [day, setDay] = useState(() => todayIso());
  const [values, setValues] = useState<Record<string, string>>(() => ({ year: todayIso().slice(0, 4) }));
  const { replace, open } = useDesktop();
  const canSee = useCanSee();
  const [filed, setFiled] = useState<Filed | null>(null);
  const described = useQuery(REPORTS_META);
  const all = described.data ?? null;
  const meta = all?.find((r) => r.name === name);
  const params = meta?.params ?? [];
  const has = (param: string) => params.some((p) => p.name === param);
  const asOf = params.find((p) => p.as_of);
  const dated = (has('date') && !asOf) || has('from');
  const query = new URLSearchParams(queryOf(params, period, comparison, values, day)).toString();
  const missing = params.find((p) => p.kind === 'id' && p.required && !values[p.name]);

  // Read again whenever what it reads changes (an entry posted in another window), the last answer shown meanwhile.
  const answer = useApi<Answer>(meta?.collection ?? name, meta && !missing ? `reports/${name}?${query}` : null, { keepPrevious: true });
  const result = meta && !missing ? (answer.data ?? null) : null;
  const error = (described.error ?? answer.error)?.message ?? null;

  const choosePreset = (value: string) => {
    setPreset(value as Preset | 'custom');
    if (value !== 'custom') setPeriod(presetPeriod(value as Preset, todayIso()));
  };
  const label = (param: string) => (t.has(`params.${param}`) ? t(`params.${param}`) : param);
  const dateInput = (key: 'from' | 'to') => (
    <label key={key} className="text-xs">
      <span className="block text-slate-600">{t(`params.${key}`)}</span>
      <PeriodDate label={t(`params.${key}`)} iso={period[key]} onChange={(iso) => (setPreset('custom'), setPeriod({ ...period, [key]: iso }))} />
    </label>
  );
  const select = (text: string, value: string, options: [string, string][], onChange: (v: string) => void) => (
    <label className="text-xs">
      <span className="block text-slate-600">{text}</span>
      <select aria-label={text} value={value} onChange={(e) => onChange(e.target.value)} className="rounded border border-slate-300 bg-white px-2 py-1">
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
  const set = (param: string, value: string | undefined) => setValues(({ [param]: _, ...rest }) => (value ? { ...rest, [param]: value } : rest));
  // The other reports the person may read of the same records (the receivables', the payables').
  const kin = (all ?? []).filter((r) => r.collection === meta?.collection);
  const columns = result?.columns ?? meta?.columns ?? [];

  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        {kin.length > 1 ? select(t('params.report'), name, kin.map((r) => [r.name, t(`names.${r.name}`)]), (r) => replace(w.id, 'report', [r])) : null}
        {dated ? (
          <>
            {select(t('period.label'), preset, [...PRESETS, 'custom'].map((p) => [p, t(`period.presets.${p}`)]), choosePreset)}
            {dateInput('from')}
            {dateInput('to')}
            {has('compare_date') || has('compare_from')
              ? select(t('compare.label'), comparison, (['none', 'previous_period', 'previous_year'] as const).map((c) => [c, t(`compare.${c}`)]), (v) => setComparison(v as Comparison))
              : null}
          </>
        ) : null}
        {asOf ? (
          <label className="text-xs">
            <span className="block text-slate-600">{t('params.as_of')}</span>
            <PeriodDate label={t('params.as_of')} iso={day} onChange={setDay} />
          </label>
        ) : null}
        {params.map((p) =>
          p.kind === 'year' ? (
            <label key={p.name} className="text-xs">
              <span className="block text-slate-600">{label(p.name)}</span>
              <input type="number" aria-label={label(p.name)} value={values[p.name] ?? ''} onChange={(e) => set(p.name, e.target.value)} className="w-24 rounded border border-slate-300 px-2 py-1" />
            </label>
          ) : p.kind === 'id' ? (
            <div key={p.name} className="w-64 text-xs">
              <span className="block text-slate-600">{label(p.name.replace(/_id$/, ''))}</span>
              <RefInput id={`${w.id}-${p.name}`} collection={p.collection!} value={values[p.name] ? Number(values[p.name]) : null} onChange={(v) => set(p.name, v ? String(v) : undefined)} />
            </div>
          ) : p.kind === 'choice' ? (
            <span key={p.name}>{select(label(p.name), values[p.name] ?? p.default ?? '', p.options!.map((o) => [o, t.has(`choices.${o}`) ? t(`choices.${o}`) : o]), (v) => set(p.name, v))}</span>
          ) : null,
        )}
        <a className="ml-auto rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=csv`} download>
          {t('csv')}
        </a>
        <a className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=xlsx`} download>
          {t('xlsx')}
        </a>
        <a className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100" href={`/api/v1/reports/${name}?${query}&format=pdf`} download>
          {t('pdf')}
        </a>
        {canSee('files') && meta && !missing ? <FileReport path={`reports/${name}/file?${query}`} onDone={setFiled} /> : null}
      </div>
      {filed ? (
        <p role={filed.ok ? 'status' : 'alert'} className={filed.ok ? 'text-emerald-800' : 'text-red-700'}>
          {filed.text}{' '}
          {filed.ok ? (
            <button type="button" onClick={() => open('list', ['files', 'cabinet=reports'])} className="text-sky-800 underline">
              {t('openCabinet')}
            </button>
          ) : null}
        </p>
      ) : null}
      {error ? <p role="alert" className="text-red-700">{error}</p> : null}
      {missing ? <p className="text-slate-500">{t('pick', { what: label(missing.name.replace(/_id$/, '')).toLowerCase() })}</p> : null}
      {!result ? null : columns[0]?.kind === 'section' ? (
        <StatementView data={result as unknown as Report} period={period} />
      ) : columns.some((c) => c.kind === 'month') ? (
        <MonthlyView data={result as unknown as Monthly} columns={columns} />
      ) : (
        <TableView data={result} columns={columns} period={period} totalKinds={meta?.total_kinds ?? null} />
      )}
    </div>
  );
}

type Filed = { ok: boolean; text: string };

/**
 * Saves the report as shown (its parameters) as a PDF into the Reports filing cabinet (POST
 * reports/{name}/file: lib/api/reports.ts), for a person who may add files; says where it went.
 */
function FileReport({ path, onDone }: { path: string; onDone: (filed: Filed) => void }) {
  const t = useTranslations('reports');
  const files = useResourceMeta('files');
  const write = useWrite();
  const failure = useFailureText();
  const [busy, setBusy] = useState(false);
  if (!files?.can.includes('create')) return null;
  const save = async () => {
    setBusy(true);
    try {
      const file = await write<{ display_name: string }>(path, { method: 'POST' }, 'files');
      onDone({ ok: true, text: t('filed', { name: file.display_name }) });
    } catch (error) {
      onDone({ ok: false, text: failure(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" disabled={busy} onClick={save} className="rounded border border-slate-300 px-3 py-1 hover:bg-slate-100 disabled:opacity-50">
      {busy ? t('filing') : t('fileIt')}
    </button>
  );
}

/** The room a report's column needs at least, beside the others. */
const COLUMN_PX = 96;

/** A report as a table of its columns: cells by kind (an account's amount opens its ledger), its totals under their columns and the others below. */
function TableView({ data, columns, period, totalKinds }: { data: Answer; columns: Column[]; period: Period; totalKinds: Record<string, string> | null }) {
  const { money: formatMoney, decimal: formatDecimal, isoDate } = useFormats();
  const t = useTranslations('reports');
  const types = useTranslations('accountTypes');
  const totals = data.totals ?? {};
  const cell = (c: Column, r: Record<string, unknown>) => {
    const v = r[c.key];
    if (v === null || v === undefined) return '';
    if (c.kind === 'money') return typeof r.account_id === 'number' ? <Drill accountId={r.account_id} amount={String(v)} period={period} /> : formatMoney(String(v));
    if (c.kind === 'decimal') return formatDecimal(String(v));
    if (c.kind === 'date') return isoDate(String(v));
    if (c.kind === 'account-type') return types.has(String(v)) ? types(String(v)) : '';
    if (c.kind === 'word') return t.has(`words.${String(v)}`) ? t(`words.${String(v)}`) : String(v);
    return String(v);
  };
  const numeric = (kind: string) => kind === 'money' || kind === 'decimal' || kind === 'integer';
  // A total is an amount, shown as money, unless it is a count, a quantity (hours) or words ("1 MB": the storage report's).
  const total = (v: unknown, kind?: string) => (typeof v !== 'string' || !/^-?\d+(\.\d+)?$/.test(v) || kind === 'integer' ? String(v) : kind === 'decimal' ? formatDecimal(v) : formatMoney(v));
  const extra = Object.entries(totals).filter(([k]) => !columns.some((c) => c.key === k));
  const columnLabel = (key: string) => {
    if (t.has(`columns.${key}`)) return t(`columns.${key}`);
    const aging = agingColumn(key);
    return aging ? t(`columns.${aging.message}`, aging.params) : key;
  };
  type Row = { id: number; r: Record<string, unknown> };
  // Totals with no column of their own (a difference), each on a line of its own beneath.
  type Extra = { id: number; k: string; v: unknown };
  const shown: TableColumn<Row>[] = columns.map((c) => ({ id: c.key, header: columnLabel(c.label ?? c.key), cell: ({ r }: Row) => cell(c, r), numeric: numeric(c.kind) }));
  const foot = data.totals
    ? Object.fromEntries(columns.flatMap((c, i) => (i === 0 || totals[c.key] !== undefined ? [[c.key, <span key={c.key} data-total={c.key}>{i === 0 ? t('total') : total(totals[c.key], c.kind)}</span>]] : [])))
    : undefined;
  return (
    <>
      {/* Stacked where the columns cannot fit, or where long words made the table wider than its box. */}
      <DataTable columns={shown} rows={data.rows.map((r, id) => ({ id, r }))} columnPx={COLUMN_PX} redraw={[data]} empty={t('empty')} foot={foot} />
      {extra.length ? (
        <DataTable
          quietHead
          columns={[
            { id: 'total', header: t('total'), rowHeader: true, cell: ({ k }: Extra) => (t.has(`totals.${k}`) ? t(`totals.${k}`) : k) },
            { id: 'amount', header: t('columns.amount'), numeric: true, cell: ({ k, v }: Extra) => <span data-total={k}>{total(v, totalKinds?.[k])}</span> },
          ]}
          rows={extra.map(([k, v], id) => ({ id, k, v }))}
        />
      ) : null}
    </>
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

/** A statement (balance sheet, profit and loss): sections of accounts, totals, an optional comparison column. */
function StatementView({ data, period }: { data: Report; period: Period }) {
  const { money: formatMoney } = useFormats();
  const t = useTranslations('reports');
  const sections = [...new Set(data.rows.map((r) => r.section))];
  const compared = data.compare_totals !== undefined;
  type Line = Report['rows'][number] & { id: number };
  const compare: TableColumn<Line>[] = compared ? [{ id: 'compare', header: t('columns.compare_amount'), numeric: true, cell: (r) => <span className="text-slate-500">{formatMoney(r.compare_amount)}</span> }] : [];
  const columns: TableColumn<Line>[] = [
    { id: 'number', header: t('columns.number'), cell: (r) => <span className="text-slate-500">{r.number}</span> },
    { id: 'account', header: t('columns.account'), cell: (r) => (r.line && t.has(`lines.${r.line}`) ? t(`lines.${r.line}`) : r.name) },
    { id: 'amount', header: t('columns.amount'), numeric: true, cell: (r) => (r.account_id === null ? formatMoney(r.amount) : <Drill accountId={r.account_id} amount={r.amount} period={period} />) },
    ...compare,
  ];
  type Total = { id: number; key: string; amount: string };
  const totals: TableColumn<Total>[] = [
    { id: 'total', header: t('total'), rowHeader: true, cell: ({ key }) => <span className="font-medium">{t.has(`totals.${key}`) ? t(`totals.${key}`) : key}</span> },
    { id: 'amount', header: t('columns.amount'), numeric: true, cell: ({ key, amount }) => <span data-total={key}>{formatMoney(amount)}</span> },
    ...(compared ? [{ id: 'compare', header: t('columns.compare_amount'), numeric: true, cell: ({ key }: Total) => <span className="text-slate-500">{formatMoney(data.compare_totals?.[key])}</span> }] : []),
  ];
  return (
    <div className="space-y-3">
      {compared ? (
        <div className="flex justify-end gap-2 text-xs text-slate-600">
          <span className="w-32 text-right">{t('columns.amount')}</span>
          <span className="w-32 text-right">{t('columns.compare_amount')}</span>
        </div>
      ) : null}
      {sections.map((section) => (
        <DataTable
          key={section}
          quietHead
          caption={t.has(`sections.${section}`) ? t(`sections.${section}`) : section}
          columns={columns}
          rows={data.rows.filter((r) => r.section === section).map((r, id) => ({ ...r, id }))}
        />
      ))}
      {data.rows.length === 0 ? <p className="text-slate-500">{t('empty')}</p> : null}
      <div className="border-t border-slate-300">
        <DataTable quietHead columns={totals} rows={Object.entries(data.totals).map(([key, amount], id) => ({ id, key, amount }))} />
      </div>
    </div>
  );
}

/** A monthly report: the chart, then the figures by month (month names in the person's language). */
function MonthlyView({ data, columns }: { data: Monthly; columns: Column[] }) {
  const { money: formatMoney } = useFormats();
  const t = useTranslations('reports');
  const locale = useLocale();
  const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const keys = columns.filter((c) => c.kind === 'money').map((c) => c.key as 'balance' | 'income' | 'expense' | 'net');
  return (
    <div className="space-y-2">
      <MonthlyChart data={data} />
      <DataTable
        columns={[
          { id: 'month', header: t('columns.month'), cell: (r: Monthly['rows'][number]) => <span className="capitalize">{month.format(new Date(Date.UTC(2000, r.month - 1, 1)))}</span> },
          ...keys.map((k) => ({ id: k, header: t(`columns.${k}`), numeric: true, cell: (r: Monthly['rows'][number]) => formatMoney(r[k]) })),
        ]}
        rows={data.rows.map((r) => ({ ...r, id: r.month }))}
      />
    </div>
  );
}
