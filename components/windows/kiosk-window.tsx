'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useApi, useWrite } from '@/components/data/queries';
import { ApiFailure } from '@/components/base/api';
import type { WindowState } from '@/lib/workspace/windows';
import { OwnListReportTabs } from './own-list-report-tabs';

/** An employee on the board: in since `clock_in` (unix seconds), or out (null). */
type OnBoard = { id: number; display_name: string; clock_in: number | null };
type Punch = { clock_in: number; clock_out: number | null; hours: string | null };

/**
 * Attendance [208] as a kiosk: the clock (each active employee as a large button saying whether
 * they are in, then Clock in or Clock out for the one chosen: POST attendance/clock-in or
 * clock-out, on the server's clock), the punches' list, and the day's attendance report. Made for
 * a shared screen and the keyboard: type to find a name, Tab to it, Enter or Space to choose it,
 * Tab to the button.
 */
export default function KioskWindow({ window }: { window: WindowState }) {
  const t = useTranslations('kiosk');
  return <OwnListReportTabs window={window} own={<Clock />} report="attendance" labels={[t('clock'), t('list'), t('report')]} />;
}

function Clock() {
  const t = useTranslations('kiosk');
  const formats = useFormats();
  const write = useWrite();
  const board = useApi<{ items: OnBoard[] }>('attendance', 'attendance/board', { refetchInterval: 30_000 });
  const [find, setFind] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const everyone = board.data?.items ?? [];
  const shown = everyone.filter((e) => e.display_name.toLowerCase().includes(find.trim().toLowerCase()));
  const person = everyone.find((e) => e.id === chosen) ?? null;
  const inNow = everyone.filter((e) => e.clock_in !== null).length;

  const punch = async (verb: 'clock-in' | 'clock-out') => {
    if (!person || busy) return;
    setBusy(true);
    try {
      const answer = await write<Punch>(`attendance/${verb}`, { method: 'POST', body: { employee_id: person.id } }, 'attendance', verb);
      const text =
        verb === 'clock-in'
          ? t('clockedIn', { name: person.display_name, at: formats.instant(answer.clock_in, true) })
          : t('clockedOut', { name: person.display_name, at: formats.instant(answer.clock_out, true), hours: formats.decimal(answer.hours) });
      setSaid({ ok: true, text });
      setChosen(null);
      setFind('');
      // Ready for the next person.
      search.current?.focus();
      await board.refetch();
    } catch (error) {
      setSaid({ ok: false, text: error instanceof ApiFailure ? (error.items[0]?.message ?? error.message) : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-auto p-3" data-loaded={board.data ? 'true' : undefined}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-48 flex-1 flex-col gap-1">
          <span className="font-medium">{t('find')}</span>
          <input ref={search} type="search" value={find} onChange={(e) => setFind(e.target.value)} className="rounded border border-slate-300 px-3 py-2 text-base" autoComplete="off" />
        </label>
        <p className="text-slate-600" data-testid="kiosk-in-now">
          {t('inNow', { count: inNow })}
        </p>
      </div>
      <ul aria-label={t('employees')} className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-2">
        {shown.map((e) => (
          <li key={e.id}>
            <button
              type="button"
              aria-pressed={chosen === e.id}
              onClick={() => (setChosen(e.id), setSaid(null))}
              className={`flex w-full flex-col items-start rounded-lg border-2 px-3 py-3 text-left text-base ${chosen === e.id ? 'border-sky-600 bg-sky-50' : 'border-slate-200 bg-white hover:border-slate-400'}`}
            >
              <span className="font-medium">{e.display_name}</span>
              <span className={`text-sm ${e.clock_in ? 'text-emerald-700' : 'text-slate-500'}`}>{e.clock_in ? t('inSince', { at: formats.instant(e.clock_in, true) }) : t('out')}</span>
            </button>
          </li>
        ))}
      </ul>
      {everyone.length > 0 && shown.length === 0 ? <p className="text-slate-600">{t('noneFound')}</p> : null}
      {board.data && everyone.length === 0 ? <p className="text-slate-600">{t('noEmployees')}</p> : null}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
        <p className="min-w-40 flex-1 text-base font-medium">{person ? person.display_name : t('chooseName')}</p>
        <button type="button" disabled={!person || person.clock_in !== null || busy} onClick={() => void punch('clock-in')} className="rounded-lg bg-emerald-700 px-8 py-4 text-lg font-semibold text-white disabled:opacity-40">
          {t('clockIn')}
        </button>
        <button type="button" disabled={!person || person.clock_in === null || busy} onClick={() => void punch('clock-out')} className="rounded-lg bg-slate-800 px-8 py-4 text-lg font-semibold text-white disabled:opacity-40">
          {t('clockOut')}
        </button>
      </div>
      <p role={said && !said.ok ? 'alert' : 'status'} className={said?.ok === false ? 'text-red-700' : 'text-emerald-800'}>
        {said?.text ?? ''}
      </p>
    </div>
  );
}
