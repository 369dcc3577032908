'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useList, useWrite } from '@/components/data/queries';
import { ApiFailure } from '@/components/base/api';
import { DataTable, type TableColumn } from '@/components/base/data-table';
import { fromCents, sumCents, toCents } from '@/lib/money';
import type { WindowState } from '@/lib/workspace/windows';
import { OwnListReportTabs } from './own-list-report-tabs';

type Entry = { id: number; date: number; hours: string; customer_id: number | null; item_id: number | null; is_billable: number; invoice_id: number | null; pay_run_id?: number | null };
type Named = { id: number; display_name: string };
/** A row of the grid: a customer, a service and whether it is billable; a cell per day. */
type Row = { key: string; customer_id: number | null; item_id: number | null; is_billable: number };
/** A day's cell as typed: the hours, and the entry it stands for (none: a new one); `locked`: several entries, billed or paid. */
type Cell = { id: number | null; hours: string; locked: boolean };

const DAY = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
/** The Monday of the week holding `iso`. */
const mondayOf = (iso: string) => isoOf(msOf(iso) - ((new Date(msOf(iso)).getUTCDay() + 6) % 7) * DAY);
const rowKey = (r: Pick<Row, 'customer_id' | 'item_id' | 'is_billable'>) => `${r.customer_id ?? ''}|${r.item_id ?? ''}|${r.is_billable}`;
/** Hours as typed (blank, "7.5", "7,5"), in hundredths; what is not hours counts as none. */
const hundredths = (text: string) => {
  try {
    return toCents(text.replace(',', '.').trim() || '0');
  } catch {
    return 0n;
  }
};

/** Arrow keys and Enter move between cells (left and right only from the ends of what is typed). */
function moveBetweenCells(e: React.KeyboardEvent<HTMLInputElement>, r: number, d: number) {
  const input = e.currentTarget;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  const to = e.key === 'ArrowUp' ? [r - 1, d] : e.key === 'ArrowDown' || e.key === 'Enter' ? [r + 1, d] : e.key === 'ArrowLeft' && atStart ? [r, d - 1] : e.key === 'ArrowRight' && atEnd ? [r, d + 1] : null;
  if (!to) return;
  const next = document.querySelector<HTMLInputElement>(`[data-cell="${to[0]}-${to[1]}"]`);
  if (next) {
    e.preventDefault();
    next.focus();
    next.select();
  }
}

/**
 * Time worked [143] as a week's timesheet: rows are a customer and service (billable or not),
 * columns the seven days, with totals by day and by row. Arrow keys and Enter move between
 * cells; Save writes the whole week at once (POST /time-worked/week), naming the cell a refusal
 * is about. Cells holding several entries of a day, billed time or time a pay run paid, are shown but not typed
 * over. The List tab is the collection's plain list; Summary, the time report (hours by employee,
 * customer or job: billable, billed, paid).
 */
export default function TimesheetWindow({ window }: { window: WindowState }) {
  const t = useTranslations('timesheet');
  return <OwnListReportTabs window={window} own={<WeekGrid />} report="time-summary" labels={[t('week'), t('list'), t('summary')]} />;
}

function WeekGrid() {
  const t = useTranslations('timesheet');
  const formats = useFormats();
  const write = useWrite();
  const employees = useList<Named>('employees', { sort: 'display_name', 'per-page': '100' });
  const customers = useList<Named>('customers', { sort: 'display_name', 'per-page': '100' });
  const services = useList<Named>('ar-services', { sort: 'display_name', 'per-page': '100' });
  const [employee, setEmployee] = useState<number | null>(null);
  const [monday, setMonday] = useState(() => mondayOf(formats.today()));
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => isoOf(msOf(monday) + i * DAY)), [monday]);
  const chosen = employee ?? employees.data?.items[0]?.id ?? null;
  const entries = useList<Entry>(
    'time-worked',
    { 'filter[employee_id]': String(chosen ?? 0), 'filter[date_from]': days[0], 'filter[date_to]': days[6], 'per-page': '200' },
    { enabled: chosen !== null },
  );
  // What was typed since the week was read, by row and day; new rows added by the person.
  const [typed, setTyped] = useState<Record<string, Record<string, string>>>({});
  const [added, setAdded] = useState<Row[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  const { rows, stored } = useMemo(() => {
    const byRow = new Map<string, Row>();
    const cells = new Map<string, Entry[]>();
    for (const e of entries.data?.items ?? []) {
      const row = { key: rowKey(e), customer_id: e.customer_id, item_id: e.item_id, is_billable: e.is_billable };
      byRow.set(row.key, row);
      const at = `${row.key}@${isoOf(e.date * 1000)}`;
      cells.set(at, [...(cells.get(at) ?? []), e]);
    }
    for (const r of added) if (!byRow.has(r.key)) byRow.set(r.key, r);
    return { rows: [...byRow.values()], stored: cells };
  }, [entries.data, added]);

  const cellOf = (row: Row, day: string): Cell => {
    const here = stored.get(`${row.key}@${day}`) ?? [];
    const locked = here.length > 1 || here.some((e) => e.invoice_id !== null || (e.pay_run_id ?? null) !== null);
    const kept = fromCents(sumCents(here.map((e) => toCents(e.hours))));
    const typedHere = typed[row.key]?.[day];
    return { id: here.length === 1 ? here[0].id : null, hours: typedHere ?? (here.length ? formats.decimal(kept) : ''), locked };
  };
  const dayTotal = (day: string) => sumCents(rows.map((r) => hundredths(cellOf(r, day).hours)));
  const rowTotal = (row: Row) => sumCents(days.map((d) => hundredths(cellOf(row, d).hours)));
  const nameOf = (list: Named[] | undefined, id: number | null) => (id === null ? '—' : (list?.find((x) => x.id === id)?.display_name ?? `#${id}`));

  const type = (row: Row, day: string, value: string) => {
    setSaved(false);
    setTyped((all) => ({ ...all, [row.key]: { ...all[row.key], [day]: value } }));
  };
  const addRow = (row: Omit<Row, 'key'>) => setAdded((all) => [...all, { ...row, key: rowKey(row) }]);
  const save = async () => {
    if (chosen === null) return;
    const cells = rows.flatMap((row) =>
      days.flatMap((day) => {
        const typedHere = typed[row.key]?.[day];
        const cell = cellOf(row, day);
        if (typedHere === undefined || cell.locked) return [];
        return [{ id: cell.id, date: day, hours: typedHere.replace(',', '.').trim() || null, customer_id: row.customer_id, item_id: row.item_id, is_billable: row.is_billable }];
      }),
    );
    try {
      await write('time-worked/week', { method: 'POST', body: { employee_id: chosen, cells } }, 'time-worked', 'week');
      setTyped({});
      setAdded([]);
      setErrors([]);
      setSaved(true);
    } catch (error) {
      setErrors(error instanceof ApiFailure ? (error.items.length ? error.items.map((i) => i.message) : [error.message]) : [String(error)]);
    }
  };
  const shift = (weeks: number) => (setMonday(isoOf(msOf(monday) + weeks * 7 * DAY)), setTyped({}), setAdded([]), setErrors([]));

  // A row per customer and service; a cell per day (arrows and Enter move between cells), the row's total.
  const columns: TableColumn<{ id: number; row: Row }>[] = [
    {
      id: 'customer',
      header: t('customer'),
      cell: ({ row }) => (
        <>
          {nameOf(customers.data?.items, row.customer_id)}
          {row.is_billable ? <span className="ml-1 text-xs text-emerald-700">{t('billable')}</span> : null}
        </>
      ),
    },
    { id: 'service', header: t('service'), cell: ({ row }) => nameOf(services.data?.items, row.item_id) },
    ...days.map((day, d) => ({
      id: day,
      header: formats.isoDate(day),
      numeric: true,
      cell: ({ id: r, row }: { id: number; row: Row }) => {
        const cell = cellOf(row, day);
        return (
          <input
            data-cell={`${r}-${d}`}
            inputMode="decimal"
            aria-label={`${nameOf(customers.data?.items, row.customer_id)} ${day}`}
            value={cell.hours}
            readOnly={cell.locked}
            title={cell.locked ? t('locked') : undefined}
            onChange={(e) => type(row, day, e.target.value)}
            onKeyDown={(e) => moveBetweenCells(e, r, d)}
            className={`w-14 rounded border px-1 text-right tabular-nums ${cell.locked ? 'border-transparent bg-slate-100' : 'border-slate-300'}`}
          />
        );
      },
    })),
    { id: 'total', header: t('total'), numeric: true, cell: ({ id: r, row }) => <span className="font-mono" data-row-total={r}>{formats.decimal(fromCents(rowTotal(row)))}</span> },
  ];

  return (
    <div className="space-y-2 overflow-auto p-2" data-loaded={entries.data ? 'true' : undefined}>
      <WeekPicker employees={employees.data?.items ?? []} chosen={chosen} onEmployee={(id) => (setEmployee(id), setTyped({}), setAdded([]))} monday={monday} onShift={shift} />
      <DataTable
        label={t('week')}
        columns={columns}
        rows={rows.map((row, id) => ({ id, row }))}
        foot={{
          customer: t('total'),
          ...Object.fromEntries(days.map((day) => [day, <span key={day} className="font-mono" data-day-total={day}>{formats.decimal(fromCents(dayTotal(day)))}</span>])),
          total: (
            <span className="font-mono" data-week-total>
              {formats.decimal(fromCents(sumCents(days.map(dayTotal))))}
            </span>
          ),
        }}
      />
      <RowAdder customers={customers.data?.items ?? []} services={services.data?.items ?? []} onAdd={addRow} onSave={save} saving={chosen === null} />
      {saved ? <p role="status" className="text-emerald-700">{t('saved')}</p> : null}
      {errors.length ? (
        <ul role="alert" className="text-red-700">
          {errors.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The grid's employee and week: the week before and after. */
function WeekPicker({ employees, chosen, onEmployee, monday, onShift }: { employees: Named[]; chosen: number | null; onEmployee: (id: number) => void; monday: string; onShift: (weeks: number) => void }) {
  const t = useTranslations('timesheet');
  const formats = useFormats();
  return (
  <div className="flex flex-wrap items-center gap-2">
    <label className="flex items-center gap-1">
      {t('employee')}
      <select value={chosen ?? ''} onChange={(e) => onEmployee(Number(e.target.value))} className="rounded border border-slate-300 px-1 py-0.5">
        {employees.map((x) => (
          <option key={x.id} value={x.id}>
            {x.display_name}
          </option>
        ))}
      </select>
    </label>
    <button type="button" onClick={() => onShift(-1)} aria-label={t('previousWeek')} className="rounded border border-slate-300 px-2">
      ‹
    </button>
    <span aria-live="polite">{t('weekOf', { date: formats.isoDate(monday) })}</span>
    <button type="button" onClick={() => onShift(1)} aria-label={t('nextWeek')} className="rounded border border-slate-300 px-2">
      ›
    </button>
  </div>
  );
}

/** A new row of the grid (a customer, a service, billable or not), and Save week. */
function RowAdder({ customers, services, onAdd, onSave, saving }: { customers: Named[]; services: Named[]; onAdd: (row: Omit<Row, 'key'>) => void; onSave: () => void; saving: boolean }) {
  const t = useTranslations('timesheet');
  const [newRow, setNewRow] = useState<{ customer_id: string; item_id: string; is_billable: boolean }>({ customer_id: '', item_id: '', is_billable: true });
  // Time of no customer is never billable.
  const add = () => onAdd({ customer_id: newRow.customer_id ? Number(newRow.customer_id) : null, item_id: newRow.item_id ? Number(newRow.item_id) : null, is_billable: newRow.is_billable && newRow.customer_id ? 1 : 0 });
  return (
  <div className="flex flex-wrap items-center gap-2">
    <select aria-label={t('customer')} value={newRow.customer_id} onChange={(e) => setNewRow({ ...newRow, customer_id: e.target.value })} className="rounded border border-slate-300 px-1 py-0.5">
      <option value="">{t('noCustomer')}</option>
      {customers.map((x) => (
        <option key={x.id} value={x.id}>
          {x.display_name}
        </option>
      ))}
    </select>
    <select aria-label={t('service')} value={newRow.item_id} onChange={(e) => setNewRow({ ...newRow, item_id: e.target.value })} className="rounded border border-slate-300 px-1 py-0.5">
      <option value="">{t('noService')}</option>
      {services.map((x) => (
        <option key={x.id} value={x.id}>
          {x.display_name}
        </option>
      ))}
    </select>
    <label className="flex items-center gap-1">
      <input type="checkbox" checked={newRow.is_billable} onChange={(e) => setNewRow({ ...newRow, is_billable: e.target.checked })} />
      {t('billable')}
    </label>
    <button type="button" onClick={add} className="rounded border border-slate-300 px-2 py-0.5">
      {t('addRow')}
    </button>
    <button type="button" onClick={onSave} disabled={saving} className="ml-auto rounded bg-slate-800 px-3 py-1 text-white disabled:opacity-50">
      {t('save')}
    </button>
  </div>
  );
}
