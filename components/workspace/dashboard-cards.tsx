'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useFormats } from '@/components/data/formats';
import { dismissSetupAction } from '@/lib/actions/workspace';
import type { DashboardSummary, SetupStep } from '@/lib/modules/workspace/dashboard';
import type { WindowKind } from '@/lib/workspace/windows';
import { useDesktop } from '@/components/base/desktop';
import { NetByMonth } from './net-by-month';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** Where each setup step takes the person. */
const STEP_WINDOWS: Record<SetupStep['key'], [WindowKind, string[]]> = {
  settings: ['settings', []],
  banks: ['list', ['accounts']],
  customer: ['form', ['customers', 'new']],
  user: ['form', ['users', 'new']],
};

/** The dashboard's live cards: cash, the year so far, what needs attention, and the setup checklist. */
export function DashboardCards({ summary }: { summary: DashboardSummary }) {
  const t = useTranslations('dashboard');
  const { open } = useDesktop();
  const { money: formatMoney } = useFormats();
  const { banks, year } = summary;
  const currentMonth = year?.months.findLast((m) => m.income !== '0.00' || m.expense !== '0.00')?.month ?? 0;
  // A count the person's role may not see comes as null and is left out.
  const attention = [
    { key: 'drafts', n: summary.attention.drafts, go: () => open('list', ['checks']) },
    { key: 'unreconciled', n: summary.attention.unreconciled, go: () => open('list', ['reconciliations']) },
    { key: 'waitingUsers', n: summary.attention.waitingUsers, go: () => open('list', ['users']) },
  ].flatMap((a) => (a.n !== null && a.n > 0 ? [{ ...a, n: a.n }] : []));

  return (
    <div className="grid gap-3 px-4 pt-4 sm:grid-cols-2 xl:grid-cols-3">
      {summary.setup ? <SetupChecklist steps={summary.setup} /> : null}
      {banks ? (
        <section aria-labelledby="card-cash" className={card}>
          <h2 id="card-cash" className="text-sm font-medium text-slate-500">
            {t('cash')}
          </h2>
          {banks.length === 0 ? <p className="mt-2 text-sm text-slate-500">{t('noBanks')}</p> : null}
          <ul className="mt-2 space-y-1">
            {banks.map((b) => (
              <li key={b.account_id}>
                <button type="button" onClick={() => open('list', ['checks'])} className="flex w-full items-baseline justify-between gap-3 rounded px-1 py-0.5 text-left hover:bg-slate-50">
                  <span className="truncate">{b.name}</span>
                  <span className={`font-semibold tabular-nums ${b.balance.startsWith('-') ? 'text-red-700' : ''}`}>{formatMoney(b.balance)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {year ? (
        <section aria-labelledby="card-year" className={card}>
          <h2 id="card-year" className="text-sm font-medium text-slate-500">
            {t('yearSoFar', { year: year.year })}
          </h2>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
            <dt>{t('income')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(year.income)}</dd>
            <dt>{t('expense')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(year.expense)}</dd>
            <dt className="font-semibold">{t('net')}</dt>
            <dd className={`text-right font-semibold tabular-nums ${year.net.startsWith('-') ? 'text-red-700' : 'text-emerald-700'}`}>{formatMoney(year.net)}</dd>
          </dl>
          <NetByMonth months={year.months.filter((m) => m.month <= currentMonth)} />
          <button type="button" onClick={() => open('report', ['income-vs-expense'])} className="mt-3 text-sm text-brand hover:underline">
            {t('openReport')}
          </button>
        </section>
      ) : null}
      <section aria-labelledby="card-attention" className={card}>
        <h2 id="card-attention" className="text-sm font-medium text-slate-500">
          {t('attention')}
        </h2>
        {attention.length === 0 ? <p className="mt-2 text-sm text-slate-500">{t('allClear')}</p> : null}
        <ul className="mt-2 space-y-1 text-sm">
          {attention.map((a) => (
            <li key={a.key}>
              <button type="button" onClick={a.go} className="w-full rounded px-1 py-0.5 text-left hover:bg-slate-50">
                {t(`attentionItems.${a.key}`, { n: a.n })}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A new company's first steps, each opening its window; an administrator may dismiss it. */
function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const t = useTranslations('dashboard');
  const { open } = useDesktop();
  const [pending, start] = useTransition();
  const done = steps.filter((s) => s.done).length;
  return (
    <section aria-labelledby="card-setup" className={`${card} sm:col-span-2 xl:col-span-3`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="card-setup" className="font-semibold">
          {t('setup.title')} <span className="text-sm font-normal text-slate-500">{t('setup.progress', { done, total: steps.length })}</span>
        </h2>
        <button type="button" disabled={pending} onClick={() => start(() => dismissSetupAction())} className="text-sm text-slate-500 hover:underline">
          {t('setup.dismiss')}
        </button>
      </div>
      <ol className="mt-2 grid gap-1 sm:grid-cols-2">
        {steps.map((s) => (
          <li key={s.key}>
            <button type="button" onClick={() => open(...STEP_WINDOWS[s.key])} className="flex w-full items-center gap-2 rounded px-1 py-1 text-left text-sm hover:bg-slate-50">
              <span aria-hidden className={`inline-flex size-5 items-center justify-center rounded-full text-xs ${s.done ? 'bg-emerald-600 text-white' : 'ring-1 ring-slate-300'}`}>
                {s.done ? '✓' : ''}
              </span>
              <span className={s.done ? 'text-slate-500 line-through' : ''}>{t(`setup.steps.${s.key}`)}</span>
              <span className="sr-only">{s.done ? t('setup.done') : t('setup.todo')}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
