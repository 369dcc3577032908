'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_PARTS, describeRule, FREQUENCIES, partsOf, ruleOf, WEEKDAYS, type Frequency, type RecurrenceParts, type RecurrenceWords, type Weekday } from '@/lib/workspace/recurrence-parts';

/** The recurrence's words in the person's language, for the editor and for list cells. */
export function useRecurrenceWords(): RecurrenceWords {
  const t = useTranslations('recurrence');
  return {
    every: (freq, interval) => t(`every.${freq}`, { n: interval }),
    weekday: (day) => t(`weekdays.${day}`),
    monthDay: (day) => (day === -1 ? t('lastDay') : t('dayN', { n: day })),
    month: (month) => t(`months.${month}`),
    on: t('on'),
  };
}

/**
 * The recurrence editor: how often, every how many, on which weekdays (weekly), on which day of
 * the month (monthly; 1 to 28 or the last day, so that no month is skipped) and month (yearly).
 * It writes the RRULE text the field holds; the schedule's start and until dates are fields of
 * their own (an empty until: indefinitely).
 */
export function RecurrenceInput({ id, value, onChange, invalid }: { id: string; value: string; onChange: (rule: string) => void; invalid?: boolean }) {
  const t = useTranslations('recurrence');
  const words = useRecurrenceWords();
  const known = partsOf(value);
  const parts = known ?? DEFAULT_PARTS;
  const set = (change: Partial<RecurrenceParts>) => onChange(ruleOf({ ...parts, ...change }));
  const box = `rounded-md border px-2 py-1.5 ${invalid ? 'border-red-500' : 'border-slate-300'}`;
  return (
    <fieldset id={id} className="space-y-2" aria-describedby={`${id}-summary`}>
      <legend className="sr-only">{t('legend')}</legend>
      {value && !known ? <p className="text-xs text-amber-700">{t('custom', { rule: value })}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          {t('everyLabel')}
          <input type="number" min={1} max={99} aria-label={t('interval')} value={parts.interval} onChange={(e) => set({ interval: Math.min(99, Math.max(1, Number(e.target.value) || 1)) })} className={`${box} w-16`} />
        </label>
        <select aria-label={t('frequency')} value={parts.freq} onChange={(e) => set({ freq: e.target.value as Frequency, monthDay: e.target.value === 'MONTHLY' || e.target.value === 'YEARLY' ? (parts.monthDay ?? 1) : null })} className={box}>
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`unit.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {parts.freq === 'WEEKLY' ? (
        <div role="group" aria-label={t('weekdaysLabel')} className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day: Weekday) => (
            <label key={day} className="flex items-center gap-1 text-sm">
              <input type="checkbox" checked={parts.byDay.includes(day)} onChange={(e) => set({ byDay: e.target.checked ? [...parts.byDay, day] : parts.byDay.filter((d) => d !== day) })} />
              {t(`weekdays.${day}`)}
            </label>
          ))}
        </div>
      ) : null}
      {parts.freq === 'YEARLY' ? (
        <select aria-label={t('monthLabel')} value={parts.month ?? ''} onChange={(e) => set({ month: e.target.value ? Number(e.target.value) : null })} className={box}>
          <option value="">{t('startMonth')}</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {t(`months.${i + 1}`)}
            </option>
          ))}
        </select>
      ) : null}
      {parts.freq === 'MONTHLY' || parts.freq === 'YEARLY' ? (
        <select aria-label={t('dayLabel')} value={parts.monthDay ?? 1} onChange={(e) => set({ monthDay: Number(e.target.value) })} className={box}>
          {Array.from({ length: 28 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {t('dayN', { n: i + 1 })}
            </option>
          ))}
          <option value={-1}>{t('lastDay')}</option>
        </select>
      ) : null}
      <p id={`${id}-summary`} className="text-xs text-slate-600">
        {describeRule(value || ruleOf(parts), words)}
      </p>
    </fieldset>
  );
}
