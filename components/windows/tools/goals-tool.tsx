'use client';

import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useList } from '@/components/data/queries';
import { useDesktop } from '@/components/base/desktop';
import { Field, INPUT, PRIMARY } from './parts';

type Goal = { id: number; year: number; display_name: string; target: string; current: string; percent: number; notes: string | null };

/** Yearly Goal Tracker [33]: the company's goals of a year with a bar each; a goal opens its form, where its current value is updated. */
export default function GoalsTool() {
  const t = useTranslations('tools.goals');
  const f = useFormats();
  const { open } = useDesktop();
  const thisYear = Number(f.today().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const list = useList<Goal>('goals', { 'filter[year]': String(year), sort: 'display_name' }, { view: 'all' });
  const goals = list.isError ? [] : (list.data?.items ?? null);

  return (
    <div className="space-y-3 p-4 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('year')} className="w-28">
          <input type="number" className={INPUT} value={year} min={2000} max={2100} onChange={(e) => setYear(Number(e.target.value) || thisYear)} />
        </Field>
        <button type="button" className={`${PRIMARY} flex items-center gap-1`} onClick={() => open('form', ['goals', 'new'])}>
          <Plus aria-hidden className="size-4" /> {t('add')}
        </button>
      </div>
      {goals && goals.length === 0 ? <p className="text-slate-600">{t('empty', { year })}</p> : null}
      <ul className="space-y-3">
        {(goals ?? []).map((g) => (
          <li key={g.id}>
            <button type="button" onClick={() => open('form', ['goals', String(g.id)])} className="w-full rounded-lg p-2 text-left ring-1 ring-slate-200 hover:ring-brand focus:outline-2 focus:outline-brand">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{g.display_name}</span>
                <span className="text-slate-700 tabular-nums">
                  {t('progress', { current: f.decimal(g.current), target: f.decimal(g.target), percent: g.percent })}
                </span>
              </span>
              <span role="progressbar" aria-label={g.display_name} aria-valuenow={g.percent} aria-valuemin={0} aria-valuemax={100} className="mt-1 block h-3 overflow-hidden rounded-full bg-slate-200">
                <span className={`block h-full rounded-full ${g.percent >= 100 ? 'bg-emerald-600' : 'bg-brand'}`} style={{ width: `${Math.min(100, g.percent)}%` }} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
