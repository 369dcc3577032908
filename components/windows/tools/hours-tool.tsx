'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { fromCents, toCents } from '@/lib/money';
import { addDurations, decimalHours, formatDuration, parseClock, parseDuration, payFor, shiftMinutes } from '@/lib/tools/hours';
import { AddButton, Field, Figure, INPUT, patchRow, RemoveButton, RowsTable, Section } from './parts';

type Entry = { key: number; text: string; subtract: boolean };
type ShiftRow = { key: number; start: string; end: string; breakText: string };

let nextKey = 1;

/** Hour Calculator [5]: h:mm added and subtracted, shifts with breaks totalled, decimal hours and pay (lib/tools/hours.ts). */
export default function HoursTool() {
  const t = useTranslations('tools.hours');
  const f = useFormats();
  const [entries, setEntries] = useState<Entry[]>([{ key: nextKey++, text: '2:30', subtract: false }, { key: nextKey++, text: '1:45', subtract: false }]);
  const [shifts, setShifts] = useState<ShiftRow[]>([{ key: nextKey++, start: '09:00', end: '17:30', breakText: '0:30' }]);
  const [rate, setRate] = useState('');

  const parsed = entries.map((e) => parseDuration(e.text));
  const sum = parsed.every((m) => m !== null) ? addDurations(entries.map((e, i) => ({ minutes: parsed[i]!, subtract: e.subtract }))) : null;
  const shiftTotals = shifts.map((s) => {
    const [start, end, pause] = [parseClock(s.start), parseClock(s.end), s.breakText.trim() ? parseDuration(s.breakText) : 0];
    return start === null || end === null || pause === null || pause < 0 ? null : shiftMinutes({ start, end, breakMinutes: pause });
  });
  const worked = shiftTotals.every((m) => m !== null) ? shiftTotals.reduce<number>((a, m) => a + m!, 0) : null;
  const rateText = f.parseDecimal(rate);
  const rateCents = rateText && /^\d+(\.\d{1,2})?$/.test(rateText) ? toCents(rateText) : null;

  return (
    <div className="text-sm">
      <Section title={t('addTimes')}>
        <ul className="space-y-1">
          {entries.map((e, i) => (
            <li key={e.key} className="flex items-center gap-2">
              <select aria-label={t('operation')} className={`${INPUT} w-16`} value={e.subtract ? '-' : '+'} onChange={(ev) => setEntries(patchRow(entries, e.key, { subtract: ev.target.value === '-' }))}>
                <option value="+">+</option>
                <option value="-">−</option>
              </select>
              <input aria-label={t('time', { n: i + 1 })} aria-invalid={parsed[i] === null} className={`${INPUT} w-28 ${parsed[i] === null ? 'border-red-500' : ''}`} value={e.text} onChange={(ev) => setEntries(patchRow(entries, e.key, { text: ev.target.value }))} />
              <RemoveButton label={t('remove')} onClick={() => setEntries(entries.filter((x) => x.key !== e.key))} />
            </li>
          ))}
        </ul>
        <AddButton label={t('addTime')} onClick={() => setEntries([...entries, { key: nextKey++, text: '', subtract: false }])} />
        <p className="text-xs text-slate-600">{t('format')}</p>
        {sum !== null ? (
          <div className="grid grid-cols-2 gap-3">
            <Figure label={t('total')} value={formatDuration(sum)} testId="hours-sum" />
            <Figure label={t('decimal')} value={f.decimal(decimalHours(sum))} />
          </div>
        ) : (
          <p role="alert" className="text-red-700">{t('badTime')}</p>
        )}
      </Section>
      <Section title={t('shifts')}>
        <RowsTable
          label={t('shifts')}
          rows={shifts}
          remove={{ label: t('remove'), onClick: (s) => setShifts(shifts.filter((x) => x.key !== s.key)) }}
          columns={[
            ...(
              [
                ['start', 'start', 'time', ''],
                ['end', 'end', 'time', ''],
                ['breakText', 'break', 'text', 'w-20'],
              ] as const
            ).map(([field, label, type, width]) => ({
              id: field,
              header: t(label),
              cell: (s: ShiftRow, i: number) => (
                <input type={type} aria-label={`${t(label)} ${i + 1}`} className={`${INPUT} ${width}`} value={s[field]} onChange={(e) => setShifts(patchRow(shifts, s.key, { [field]: e.target.value }))} />
              ),
            })),
            { id: 'worked', header: t('worked'), numeric: true, cell: (_s: ShiftRow, i: number) => (shiftTotals[i] === null ? '—' : formatDuration(shiftTotals[i]!)) },
          ]}
        />
        <AddButton label={t('addShift')} onClick={() => setShifts([...shifts, { key: nextKey++, start: '', end: '', breakText: '' }])} />
        <Field label={t('rate')} className="w-40">
          <input className={INPUT} inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        </Field>
        {worked !== null ? (
          <div className="grid grid-cols-3 gap-3">
            <Figure label={t('total')} value={formatDuration(worked)} testId="shifts-total" />
            <Figure label={t('decimal')} value={f.decimal(decimalHours(worked))} />
            <Figure label={t('pay')} value={rateCents !== null ? f.money(fromCents(payFor(worked, rateCents))) : '—'} testId="shifts-pay" />
          </div>
        ) : null}
        <p className="text-xs text-slate-600">{t('payRounding')}</p>
      </Section>
    </div>
  );
}
