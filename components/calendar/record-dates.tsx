'use client';

import type { EventChangeInfo, EventInput } from '@fullcalendar/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiFailure } from '@/components/base/api';
import { useToast } from '@/components/base/toast';
import { useApi, useWrite, withQuery } from '@/components/data/queries';
import { useServerMessage } from '@/components/data/server-message';

/** A job's days or a work order's due day, as `GET /events/record-dates` answers them. */
type RecordDate = { collection: 'jobs' | 'work-orders'; id: number; display_name: string; start: string; end: string };
type Answer = { items: RecordDate[] };

export const RECORD_KINDS = ['jobs', 'work-orders'] as const;
const COLORS: Record<RecordDate['collection'], string> = { jobs: '#0f766e', 'work-orders': '#b45309' };
const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY));

/**
 * Jobs and work orders on the calendar: all-day entries (a job from its start day to its end day,
 * a work order on its due day), each kind shown or hidden. Dragging one (or stretching a job)
 * saves that record's own dates with a PUT of it, so its own checks and rights decide; a refusal
 * puts it back and says why.
 */
export function useRecordDates(range: { from: string; to: string } | null) {
  const t = useTranslations('calendar');
  const write = useWrite();
  const toast = useToast();
  const say = useServerMessage();
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const answer = useApi<Answer>('events', range ? withQuery('events/record-dates', range) : null, { keepPrevious: true, reads: [...RECORD_KINDS] });

  const entries: EventInput[] = (answer.data?.items ?? [])
    .filter((r) => !hidden.has(r.collection))
    .map((r) => ({
      id: `${r.collection}:${r.id}`,
      title: r.display_name,
      start: r.start,
      end: nextDay(r.end),
      allDay: true,
      color: COLORS[r.collection],
      durationEditable: r.collection === 'jobs',
      extendedProps: { recordDate: r },
    }));

  async function moved(info: EventChangeInfo) {
    const r = info.event.extendedProps.recordDate as RecordDate;
    const start = dayOf(info.event.start!);
    const end = info.event.end ? dayOf(new Date(info.event.end.getTime() - DAY)) : start;
    const body = r.collection === 'jobs' ? { start_date: start, end_date: end } : { due_date: start };
    try {
      await write(`${r.collection}/${r.id}`, { method: 'PUT', body }, r.collection);
    } catch (error) {
      info.revert();
      const first = error instanceof ApiFailure ? error.items[0] : undefined;
      toast({ kind: 'error', title: t('notMoved'), detail: first ? say(first) : error instanceof Error ? error.message : undefined });
    }
  }

  const toggle = (kind: string, shown: boolean) => setHidden((h) => (shown ? new Set([...h].filter((k) => k !== kind)) : new Set([...h, kind])));
  return { entries, moved, isShown: (kind: string) => !hidden.has(kind), toggle, color: (kind: (typeof RECORD_KINDS)[number]) => COLORS[kind] };
}

/** The aside's switches of the jobs and the work orders. */
export function RecordToggles({ records }: { records: ReturnType<typeof useRecordDates> }) {
  const t = useTranslations('calendar');
  return RECORD_KINDS.map((kind) => (
    <li key={kind}>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={records.isShown(kind)} onChange={(e) => records.toggle(kind, e.target.checked)} />
        <span aria-hidden className="inline-block size-3 rounded-sm" style={{ background: records.color(kind) }} />
        {t(kind === 'jobs' ? 'jobs' : 'workOrders')}
      </label>
    </li>
  ));
}
