'use client';

import { addDays, addMonths, endOfWeek, isSameDay, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import type { Locale } from '@/lib/format';
import { dateOfIso, datePlaceholder, isoOfDate } from '@/lib/typed-dates';
import { useInputFormats } from './input-formats';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onChange: (text: string) => void };

/**
 * A date typed in the person's order (es 31/12/2026, en 12/31/2026, or ISO 2026-12-31 in
 * either) beside a button that opens a calendar. The value stays the typed text, which the
 * form reads with parseDate; a date picked in the calendar is written in the person's order.
 */
export function DateInput({ value, onChange, onBlur, className, ...rest }: Props) {
  const t = useTranslations('form');
  const formats = useInputFormats();
  const [open, setOpen] = useState(false);
  const iso = formats.parseDate(value);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="flex gap-1">
        <input {...rest} type="text" inputMode="numeric" autoComplete="off" placeholder={datePlaceholder(formats.locale)} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} className={`min-w-0 flex-1 ${className ?? ''}`} />
        <Popover.Trigger type="button" disabled={rest.disabled} aria-label={t('pickDate')} className="shrink-0 rounded-md border border-slate-300 px-2 text-slate-600 hover:bg-slate-100">
          <svg aria-hidden viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="2" y="3" width="12" height="11" rx="1.5" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
          </svg>
        </Popover.Trigger>
      </div>
      {/* Above windows and dialogs; Escape closes the calendar alone, not the window it opened in. */}
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={4} aria-label={t('pickDate')} onOpenAutoFocus={(e) => e.preventDefault()} onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()} className="z-[1000] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <Calendar
            locale={formats.locale}
            selected={iso ? dateOfIso(iso) : null}
            onPick={(day) => {
              onChange(formats.isoDate(isoOfDate(day)));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };
const MOVES: Record<string, (d: Date, weekStartsOn: 0 | 1) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
  Home: (d, weekStartsOn) => startOfWeek(d, { weekStartsOn }),
  End: (d, weekStartsOn) => endOfWeek(d, { weekStartsOn }),
};

/**
 * A month grid (weeks start on Monday in Spanish, Sunday in English). Arrows move a day or a
 * week, Page Up/Down a month, Home/End the week's ends; Enter or a click picks the focused day.
 */
function Calendar({ locale, selected, onPick }: { locale: Locale; selected: Date | null; onPick: (day: Date) => void }) {
  const t = useTranslations('form');
  const [focused, setFocused] = useState(() => selected ?? new Date(new Date().setHours(0, 0, 0, 0)));
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the day when it opens and when keys move it, not when the month buttons are clicked.
  const byKeyboard = useRef(true);
  const weekStartsOn = locale === 'es' ? 1 : 0;
  const first = startOfWeek(startOfMonth(focused), { weekStartsOn });
  const weeks = Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)));
  const tag = TAGS[locale];
  const title = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric' }).format(focused);
  const dayName = new Intl.DateTimeFormat(tag, { weekday: 'short' });
  const fullDate = new Intl.DateTimeFormat(tag, { dateStyle: 'full' });

  useEffect(() => {
    if (byKeyboard.current) grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    byKeyboard.current = false;
  }, [focused]);

  const keyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    byKeyboard.current = true;
    setFocused(move(focused, weekStartsOn));
  };

  return (
    <div className="w-64 text-sm">
      <div className="mb-1 flex items-center justify-between">
        <button type="button" aria-label={t('previousMonth')} onClick={() => setFocused(addMonths(focused, -1))} className="rounded px-2 py-0.5 hover:bg-slate-100">
          ‹
        </button>
        <span aria-live="polite" className="font-medium first-letter:uppercase">
          {title}
        </span>
        <button type="button" aria-label={t('nextMonth')} onClick={() => setFocused(addMonths(focused, 1))} className="rounded px-2 py-0.5 hover:bg-slate-100">
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={title} onKeyDown={keyDown} className="w-full border-collapse text-center">
        <thead>
          <tr>
            {weeks[0].map((day) => (
              <th key={day.getDay()} scope="col" className="py-1 text-xs font-normal text-slate-500">
                {dayName.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].getTime()}>
              {week.map((day) => {
                const isSelected = !!selected && isSameDay(day, selected);
                const isFocused = isSameDay(day, focused);
                return (
                  <td key={day.getTime()} role="gridcell" aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={fullDate.format(day)}
                      onClick={() => onPick(day)}
                      className={`size-8 rounded-md outline-offset-1 ${isSelected ? 'bg-brand text-white' : isSameMonth(day, focused) ? 'hover:bg-slate-100' : 'text-slate-400 hover:bg-slate-100'} ${isFocused ? 'outline-2 outline-brand' : ''}`}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
