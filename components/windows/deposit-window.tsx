'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable } from '@/components/base/data-table';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import { fromCents, sumCents, toCents } from '@/lib/money';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';
import type { CustomFieldProps } from './form-field';

/** Funds as the undeposited-funds report lists them (dates YYYY-MM-DD), or as a deposit's own (unix seconds). */
type Funds = { id: number; number: string; date: string | number; amount: string; received_from?: string | null };

/**
 * The funds a deposit takes: those waiting in Undeposited Funds and those already in this
 * deposit, each with a tick (the one table's row selection); the ticked total beside.
 */
function UndepositedFunds({ id, value, onChange, record }: CustomFieldProps) {
  const t = useTranslations('deposits');
  const tf = useTranslations('fields');
  const formats = useFormats();
  const ticked = useMemo(() => new Set(Array.isArray(value) ? (value as number[]) : []), [value]);
  // The payments waiting, read again whenever payments change (one received, another deposit made).
  const waiting = useApi<{ rows: Funds[] }>('payments', 'reports/undeposited-funds').data?.rows ?? null;
  const own = useMemo(() => (record?.payments as Funds[] | undefined) ?? [], [record]);

  if (!waiting) return <p className="text-sm text-slate-500">{t('loading')}</p>;
  const funds = [...own, ...waiting.filter((w) => !own.some((o) => o.id === w.id))];
  const total = sumCents(funds.filter((f) => ticked.has(f.id)).map((f) => toCents(f.amount)));
  const when = (date: string | number) => (typeof date === 'number' ? formats.date(date) : formats.isoDate(date));

  return (
    <div id={id} role="group" aria-label={t('funds')} className="rounded-md border border-slate-200">
      <p className="bg-slate-50 px-2 py-1 text-xs text-slate-600">{t('funds')}</p>
      <DataTable
        columns={[
          { id: 'date', header: tf('date'), cell: (f: Funds) => when(f.date) },
          { id: 'number', header: tf('number'), cell: (f: Funds) => f.number },
          { id: 'received_from', header: tf('received_from'), cell: (f: Funds) => f.received_from ?? '' },
          { id: 'amount', header: tf('amount'), cell: (f: Funds) => formats.money(f.amount), numeric: true },
        ]}
        rows={funds}
        selection={{ chosen: ticked, onChange: (next) => onChange([...next]), rowLabel: (f) => t('tick', { number: f.number }), allLabel: t('selectAll') }}
      />
      {funds.length === 0 ? <p className="px-2 py-2 text-sm text-slate-500">{t('none')}</p> : null}
      <p className="border-t border-slate-200 bg-slate-50 px-3 py-1.5 text-right text-xs" data-testid="deposited-total">
        {t('total', { count: ticked.size, amount: formats.money(fromCents(total)) })}
      </p>
    </div>
  );
}

const CUSTOM = {
  payment_ids: { component: UndepositedFunds, load: { expand: 'payments', value: (rows: unknown) => ((rows as Funds[] | undefined) ?? []).map((f) => f.id) } },
};

/** Make Deposits: the generic form, with the payments waiting in Undeposited Funds to tick. */
export default function DepositWindow({ window: w }: { window: WindowState }) {
  return <FormWindow window={w} custom={CUSTOM} />;
}
