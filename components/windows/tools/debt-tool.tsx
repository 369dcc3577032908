'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { fromCents, toCents } from '@/lib/money';
import { minimumsShort, payoffPlan, type Debt, type Strategy } from '@/lib/tools/debt';
import { parseRate } from '@/lib/tools/rounding';
import { AddButton, Field, INPUT, patchRow, RemoveButton, RowsTable, Section } from './parts';

type Row = { key: number; name: string; balance: string; rate: string; minimum: string };
let nextKey = 1;
const STRATEGIES: Strategy[] = ['snowball', 'avalanche'];

/** Debt Calculator [191]: several debts paid off by the snowball or the avalanche, with an extra monthly payment (lib/tools/debt.ts). */
export default function DebtTool() {
  const t = useTranslations('tools.debt');
  const f = useFormats();
  const [rows, setRows] = useState<Row[]>([
    { key: nextKey++, name: 'Visa', balance: '4500', rate: '22.9', minimum: '135' },
    { key: nextKey++, name: 'Car loan', balance: '9800', rate: '6.4', minimum: '310' },
    { key: nextKey++, name: 'Store card', balance: '850', rate: '26.99', minimum: '35' },
  ]);
  const [extra, setExtra] = useState('200');
  const [shown, setShown] = useState<Strategy>('avalanche');

  const cents = (text: string) => {
    const v = f.parseDecimal(text);
    return v && /^\d+(\.\d{1,2})?$/.test(v) ? toCents(v) : null;
  };
  const parsed = rows.map((r) => ({ name: r.name || '—', balance: cents(r.balance), rateMicro: parseRate(r.rate.replace(',', '.')), minimum: cents(r.minimum) }));
  const extraCents = extra.trim() ? cents(extra) : 0n;
  const valid = parsed.length > 0 && extraCents !== null && parsed.every((d) => d.balance !== null && d.rateMicro !== null && d.minimum !== null);
  const debts = valid ? (parsed as Debt[]) : null;
  // A few debts over at most 1,200 months: cheap enough to work out on every keystroke.
  const plans = debts ? STRATEGIES.map((s) => payoffPlan(debts, extraCents!, s)) : null;
  const short = debts ? minimumsShort(debts) : [];
  const money = (c: bigint) => f.money(fromCents(c));
  const plan = plans?.find((p) => p.strategy === shown);

  return (
    <div className="text-sm">
      <Section title={t('debts')}>
        <RowsTable className="w-full" headings={[{ label: t('name') }, { label: t('balance') }, { label: t('rate') }, { label: t('minimum') }]}>
              {rows.map((r, i) => {
                const set = (patch: Partial<Row>) => setRows(patchRow(rows, r.key, patch));
                const bad = (v: unknown) => (v === null ? 'border-red-500' : '');
                return (
                  <tr key={r.key}>
                    <td className="py-0.5 pr-2">
                      <input aria-label={`${t('name')} ${i + 1}`} className={INPUT} value={r.name} onChange={(e) => set({ name: e.target.value })} />
                    </td>
                    <td className="py-0.5 pr-2">
                      <input aria-label={`${t('balance')} ${i + 1}`} inputMode="decimal" className={`${INPUT} ${bad(parsed[i].balance)}`} value={r.balance} onChange={(e) => set({ balance: e.target.value })} />
                    </td>
                    <td className="py-0.5 pr-2">
                      <input aria-label={`${t('rate')} ${i + 1}`} inputMode="decimal" className={`${INPUT} w-20 ${bad(parsed[i].rateMicro)}`} value={r.rate} onChange={(e) => set({ rate: e.target.value })} />
                    </td>
                    <td className="py-0.5 pr-2">
                      <input aria-label={`${t('minimum')} ${i + 1}`} inputMode="decimal" className={`${INPUT} ${bad(parsed[i].minimum)}`} value={r.minimum} onChange={(e) => set({ minimum: e.target.value })} />
                    </td>
                    <td>
                      <RemoveButton label={t('remove')} onClick={() => setRows(rows.filter((x) => x.key !== r.key))} />
                    </td>
                  </tr>
                );
              })}
        </RowsTable>
        <div className="flex flex-wrap items-end gap-3">
          <AddButton label={t('add')} onClick={() => setRows([...rows, { key: nextKey++, name: '', balance: '', rate: '', minimum: '' }])} />
          <Field label={t('extra')} error={extraCents === null ? t('badAmount') : null} className="w-40">
            <input className={INPUT} inputMode="decimal" value={extra} onChange={(e) => setExtra(e.target.value)} />
          </Field>
        </div>
        {!valid ? <p role="alert" className="text-red-700">{t('invalid')}</p> : null}
        {short.map((i) => (
          <p key={i} role="alert" className="text-amber-800">
            {t('short', { name: parsed[i].name })}
          </p>
        ))}
      </Section>
      {plans ? (
        <Section title={t('compare')}>
          <table className="w-full text-left" data-testid="debt-compare">
            <thead className="text-xs text-slate-600">
              <tr>
                <th className="pr-2 font-medium">{t('strategy')}</th>
                <th className="pr-2 text-right font-medium">{t('months')}</th>
                <th className="pr-2 text-right font-medium">{t('interest')}</th>
                <th className="pr-2 font-medium">{t('order')}</th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.strategy} className="border-t border-slate-100">
                  <td className="py-1 pr-2 font-medium">{t(`strategies.${p.strategy}`)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{p.months === null ? t('never') : f.number(p.months)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{p.months === null ? '—' : money(p.totalInterest)}</td>
                  <td className="py-1 pr-2">{p.order.map((i) => parsed[i].name).join(' → ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs text-slate-600">{t('explain')}</p>
          {plan && plan.months !== null ? (
            <>
              <Field label={t('scheduleOf')} className="w-48">
                <select className={INPUT} value={shown} onChange={(e) => setShown(e.target.value as Strategy)}>
                  {STRATEGIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`strategies.${s}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="max-h-72 overflow-auto rounded ring-1 ring-slate-200">
                <table className="w-full text-right tabular-nums">
                  <thead className="sticky top-0 bg-slate-100 text-xs text-slate-700">
                    <tr>
                      <th className="px-2 py-1">{t('month')}</th>
                      {parsed.map((d, i) => (
                        <th key={i} className="px-2 py-1">
                          {d.name}
                        </th>
                      ))}
                      <th className="px-2 py-1">{t('left')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {plan.schedule.map((m) => (
                      <tr key={m.month} className="border-t border-slate-100">
                        <td className="px-2 py-0.5 text-slate-600">{m.month}</td>
                        {m.payments.map((p, i) => (
                          <td key={i} className="px-2 py-0.5">
                            {p ? money(p) : ''}
                          </td>
                        ))}
                        <td className="px-2 py-0.5">{money(m.balances.reduce((a, b) => a + b, 0n))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
