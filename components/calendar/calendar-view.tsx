'use client';

import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { DateSelectInfo, EventChangeInfo, EventClickInfo, EventInput } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCompanyFormats } from '@/components/data/company-formats';
import { useApi, useList, useWrite, withQuery, type Page } from '@/components/data/queries';
import { useServerMessage } from '@/components/data/server-message';
import { ApiFailure } from '@/components/base/api';
import { useDesktop } from '@/components/base/desktop';
import { ModalDialog } from '@/components/base/modal-dialog';
import { useToast } from '@/components/base/toast';
import { momentOfReading, timeZoneName, wallClockOf, zoneShownTo } from '@/lib/time-zones';
import { RecordToggles, useRecordDates } from './record-dates';

/** An occurrence as `GET /events?from=&to=` answers it. */
type Occurrence = {
  id: number;
  display_name: string;
  starts_at: number;
  ends_at: number;
  all_day: number;
  rule: string | null;
  series_id: number | null;
  original_start: number | null;
  calendar_id: number;
  eventColor: { color: string } | null;
  calendar: { color: string | null } | null;
};
type Calendar = { id: number; display_name: string; kind: string; color: string | null };

/** A change waiting for the person to say which occurrences it takes. */
type Pending = { info: EventChangeInfo; record: Occurrence };

const SCOPES = ['this', 'following', 'all'] as const;

/*
 * FullCalendar shows a named zone only through a date library plugin; without one it reads every
 * time as UTC. So it is given UTC, and the times it shows are the shown zone's wall clock read
 * as if UTC (`shownAt`), and read back the same way (`momentShown`): no plugin, and summer time
 * decided as lib/time-zones.ts decides it.
 */
const shownAt = (zone: string, seconds: number) => new Date(`${wallClockOf(zone, seconds)}:00Z`);
const momentShown = (zone: string, d: Date | null) => (d ? momentOfReading(zone, Math.floor(d.getTime() / 1000)) : null);
/** A shown time as the zone's wall clock reads it (`YYYY-MM-DDTHH:MM`). */
const wallShown = (d: Date) => d.toISOString().slice(0, 16);

/** An occurrence of a recurring event (one of the series, or one changed on its own). */
const recurs = (o: Occurrence) => Boolean(o.rule || o.series_id);

/**
 * The Calendar (dock 13): month, week, day and agenda views of the company's calendars
 * (FullCalendar), in the person's own time zone where set (else the company's) and language,
 * the week starting on Sunday. Dragging or resizing an event moves it; one of a recurring event asks whether only
 * that occurrence, it and the following ones, or all of them change. A click opens the event's
 * form; choosing days opens a new one for them. Jobs and work orders show on their days, and move
 * there (./record-dates.tsx).
 */
export function CalendarView() {
  const t = useTranslations('calendar');
  const locale = useLocale();
  const formats = useCompanyFormats();
  // Shown on the person's clock (their own zone where set); the event form reads the company's.
  const zone = zoneShownTo(formats.timeZone, formats.personZone);
  const formZone = timeZoneName(formats.timeZone);
  const { open } = useDesktop();
  const write = useWrite();
  const toast = useToast();
  const say = useServerMessage();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [hidden, setHidden] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const calendars = useList<Calendar>('calendars', { 'per-page': '100', sort: 'display_name' });
  const occurrences = useApi<Page<Occurrence>>('events', range ? withQuery('events', { ...range, expand: 'eventColor,calendar' }) : null, { keepPrevious: true });
  const records = useRecordDates(range);

  const shown: EventInput[] = (occurrences.data?.items ?? [])
    .filter((o) => !hidden.has(o.calendar_id))
    .map((o) => ({
      id: `${o.id}:${o.original_start ?? ''}`,
      title: o.display_name,
      start: shownAt(zone, o.starts_at),
      end: shownAt(zone, o.ends_at),
      allDay: o.all_day === 1,
      color: o.eventColor?.color ?? o.calendar?.color ?? undefined,
      extendedProps: { record: o },
    }));

  async function save(info: EventChangeInfo, record: Occurrence, scope?: (typeof SCOPES)[number]) {
    const times = { starts_at: momentShown(zone, info.event.start), ends_at: momentShown(zone, info.event.end ?? info.event.start) };
    try {
      if (scope) await write(`events/${record.series_id ?? record.id}/change-occurrence`, { method: 'POST', body: { original_start: record.original_start, scope, ...times } }, 'events', 'change-occurrence');
      else await write(`events/${record.id}`, { method: 'PUT', body: times }, 'events');
    } catch (error) {
      info.revert();
      const first = error instanceof ApiFailure ? error.items[0] : undefined;
      toast({ kind: 'error', title: t('notMoved'), detail: first ? say(first) : error instanceof Error ? error.message : undefined });
    }
  }

  function changed(info: EventChangeInfo) {
    if (info.event.extendedProps.recordDate) return void records.moved(info);
    const record = info.event.extendedProps.record as Occurrence;
    if (recurs(record)) setPending({ info, record });
    else void save(info, record);
  }

  function clicked(info: EventClickInfo) {
    const { recordDate } = info.event.extendedProps;
    if (recordDate) return open('form', [recordDate.collection, String(recordDate.id)]);
    const record = info.event.extendedProps.record as Occurrence;
    open('form', ['events', String(record.id)]);
  }

  function selected(info: DateSelectInfo) {
    const first = calendars.data?.items[0];
    // A time chosen on the person's clock, as the form reads it (the company's); days stay days.
    const forForm = (d: Date) => (info.allDay ? wallShown(d) : wallClockOf(formZone, momentShown(zone, d)!));
    const prefill = new URLSearchParams({ starts_at: forForm(info.start), ends_at: forForm(info.end), all_day: info.allDay ? '1' : '0', ...(first ? { calendar_id: String(first.id) } : {}) });
    open('form', ['events', 'new', prefill.toString()]);
    info.view.calendar.unselect();
  }

  return (
    <main className="flex flex-col gap-3 p-3 md:flex-row">
      <aside className="shrink-0 space-y-2 md:w-48" aria-label={t('calendars')}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="rounded-md bg-[var(--accent,#2563eb)] px-3 py-1.5 text-sm text-white" onClick={() => open('form', ['events', 'new'])}>
            {t('newEvent')}
          </button>
          <button type="button" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm" onClick={() => open('list', ['calendars'])}>
            {t('calendars')}
          </button>
          <button type="button" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm" onClick={() => open('list', ['reminder'])}>
            {t('reminders')}
          </button>
        </div>
        <ul className="space-y-1 text-sm">
          {(calendars.data?.items ?? []).map((c) => (
            <li key={c.id}>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={!hidden.has(c.id)} onChange={(e) => setHidden((h) => (e.target.checked ? new Set([...h].filter((id) => id !== c.id)) : new Set([...h, c.id])))} />
                <span aria-hidden className="inline-block size-3 rounded-sm" style={{ background: c.color ?? '#94a3b8' }} />
                {c.display_name}
              </label>
            </li>
          ))}
          <RecordToggles records={records} />
        </ul>
      </aside>
      <section className="min-w-0 flex-1" aria-label={t('title')}>
        <FullCalendar
          plugins={[classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          headerToolbar={{ start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }}
          locale={locale === 'es' ? esLocale : undefined}
          firstDay={0}
          timeZone="UTC"
          height="auto"
          editable
          selectable
          events={[...shown, ...records.entries]}
          datesSet={(info) => {
            const day = (d: Date) => wallShown(d).slice(0, 10);
            const to = day(new Date(info.end.getTime() - 1));
            setRange((r) => (r && r.from === day(info.start) && r.to === to ? r : { from: day(info.start), to }));
          }}
          eventDrop={changed}
          eventResize={changed}
          eventClick={clicked}
          select={selected}
        />
      </section>
      {pending ? (
        <ModalDialog
          title={t('whichTitle')}
          role="alertdialog"
          onClose={() => {
            pending.info.revert();
            setPending(null);
          }}
        >
          <p className="text-sm text-slate-600">{t('whichBody', { title: pending.record.display_name })}</p>
          <div className="flex flex-col gap-2">
            {SCOPES.map((scope) => (
              <button
                key={scope}
                type="button"
                className="rounded-md border border-slate-300 px-3 py-1.5 text-left text-sm hover:bg-slate-50"
                onClick={() => {
                  void save(pending.info, pending.record, scope);
                  setPending(null);
                }}
              >
                {t(`scope.${scope}`)}
              </button>
            ))}
          </div>
        </ModalDialog>
      ) : null}
    </main>
  );
}
