'use client';

import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/base/data-table';
import { useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { fromCents, toCents } from '@/lib/money';
import { minimumsShort, payoffPlan, type Debt, type Strategy } from '@/lib/tools/debt';
import { parseRate } from '@/lib/tools/rounding';
import { AddButton, Field, INPUT, patchRow, RowsTable, Section } from './parts';

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
        <RowsTable
          label={t('debts')}
          rows={rows}
          remove={{ label: t('remove'), onClick: (r) => setRows(rows.filter((x) => x.key !== r.key)) }}
          columns={(
            [
              ['name', 'name', null, ''],
              ['balance', 'balance', 'balance', ''],
              ['rate', 'rate', 'rateMicro', 'w-20'],
              ['minimum', 'minimum', 'minimum', ''],
            ] as const
          ).map(([field, label, check, width]) => ({
            id: field,
            header: t(label),
            cell: (r: Row, i: number) => (
              <input
                aria-label={`${t(label)} ${i + 1}`}
                inputMode={check ? 'decimal' : undefined}
                className={`${INPUT} ${width} ${check && parsed[i][check] === null ? 'border-red-500' : ''}`}
                value={r[field]}
                onChange={(e) => setRows(patchRow(rows, r.key, { [field]: e.target.value }))}
              />
            ),
          }))}
        />
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
          <DataTable
            testId="debt-compare"
            rows={plans.map((p, id) => ({ ...p, id }))}
            columns={[
              { id: 'strategy', header: t('strategy'), cell: (p) => <span className="font-medium">{t(`strategies.${p.strategy}`)}</span> },
              { id: 'months', header: t('months'), numeric: true, cell: (p) => (p.months === null ? t('never') : f.number(p.months)) },
              { id: 'interest', header: t('interest'), numeric: true, cell: (p) => (p.months === null ? '—' : money(p.totalInterest)) },
              { id: 'order', header: t('order'), cell: (p) => p.order.map((i) => parsed[i].name).join(' → ') },
            ]}
          />
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
                <DataTable
                  rows={plan.schedule.map((m) => ({ ...m, id: m.month }))}
                  columns={[
                    { id: 'month', header: t('month'), numeric: true, cell: (m) => <span className="text-slate-600">{m.month}</span> },
                    ...parsed.map((d, i) => ({ id: `debt-${i}`, header: d.name, numeric: true, cell: (m: { payments: (bigint | null)[] }) => (m.payments[i] ? money(m.payments[i]) : '') })),
                    { id: 'left', header: t('left'), numeric: true, cell: (m) => money(m.balances.reduce((a, b) => a + b, 0n)) },
                  ]}
                />
              </div>
            </>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
