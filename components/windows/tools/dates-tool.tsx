'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { addToDate, dayNumber, daysBetween, type DateUnit } from '@/lib/tools/dates';
import { Field, Figure, INPUT, Section } from './parts';

const UNITS: DateUnit[] = ['days', 'business_days', 'weeks', 'months', 'years'];

/** Date Calculator [192]: days (or business days) between two dates, and a date moved by an amount (lib/tools/dates.ts). */
export default function DatesTool() {
  const t = useTranslations('tools.dates');
  const tc = useTranslations('tools');
  const f = useFormats();
  // Dates count from the company's today, as everywhere in the workspace.
  const [from, setFrom] = useState(f.today);
  const [to, setTo] = useState(() => addToDate(f.today(), 30, 'days'));
  const [business, setBusiness] = useState(false);
  const [base, setBase] = useState(f.today);
  const [sign, setSign] = useState<1 | -1>(1);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<DateUnit>('months');
  const [endOfMonth, setEndOfMonth] = useState(false);

  const valid = dayNumber(from) !== null && dayNumber(to) !== null;
  const between = valid ? daysBetween(from, to, { businessDays: business }) : null;
  const n = /^\d{1,5}$/.test(amount) ? Number(amount) : null;
  const moved = dayNumber(base) !== null && n !== null ? addToDate(base, sign * n, unit, { endOfMonth }) : null;
  const weekday = (iso: string) => new Intl.DateTimeFormat(f.locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  return (
    <div className="text-sm">
      <Section title={t('between')}>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('from')} error={dayNumber(from) === null ? tc('badDate') : null}>
            <input type="date" className={INPUT} value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field>
          <Field label={t('to')} error={dayNumber(to) === null ? tc('badDate') : null}>
            <input type="date" className={INPUT} value={to} onChange={(e) => setTo(e.target.value)} />
          </Field>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={business} onChange={(e) => setBusiness(e.target.checked)} /> {t('businessOnly')}
        </label>
        {between !== null ? (
          <div className="grid grid-cols-2 gap-3">
            <Figure label={business ? t('businessDays') : t('days')} value={f.number(between)} testId="days-between" />
            {!business ? <Figure label={t('weeksAndDays')} value={t('weeksDays', { weeks: Math.trunc(between / 7), days: Math.abs(between % 7) })} /> : null}
          </div>
        ) : null}
        <p className="text-xs text-slate-600">{t('counting')}</p>
      </Section>
      <Section title={t('add')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label={t('date')} error={dayNumber(base) === null ? tc('badDate') : null}>
            <input type="date" className={INPUT} value={base} onChange={(e) => setBase(e.target.value)} />
          </Field>
          <Field label={t('operation')}>
            <select className={INPUT} value={sign} onChange={(e) => setSign(Number(e.target.value) as 1 | -1)}>
              <option value={1}>{t('plus')}</option>
              <option value={-1}>{t('minus')}</option>
            </select>
          </Field>
          <Field label={t('amount')} error={n === null ? t('badAmount') : null}>
            <input className={INPUT} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <Field label={t('unit')}>
            <select className={INPUT} value={unit} onChange={(e) => setUnit(e.target.value as DateUnit)}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`units.${u}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={endOfMonth} onChange={(e) => setEndOfMonth(e.target.checked)} /> {t('endOfMonth')}
        </label>
        {moved ? <Figure label={t('result')} value={`${f.isoDate(moved)} (${weekday(moved)})`} testId="date-result" /> : null}
        <p className="text-xs text-slate-600">{t('monthRule')}</p>
      </Section>
    </div>
  );
}
