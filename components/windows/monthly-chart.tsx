'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormats } from '@/components/data/formats';
import type { Monthly } from './report-window';

const COLOURS = { income: '#059669', expense: '#dc2626', net: '#1e3a8a', balance: '#1f5fbf' } as const;

/**
 * A monthly report drawn with recharts (loaded only with this file): months on the axis in the
 * person's language, a money axis, a zero line; a negative net or balance is drawn below it.
 */
export default function MonthlyChart({ data }: { data: Monthly }) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const { money: formatMoney } = useFormats();
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
  // Numbers only for drawing: every figure shown as text keeps the API's exact decimal string.
  const points = data.rows.map((r) => ({
    month: month.format(new Date(Date.UTC(2000, r.month - 1, 1))),
    ...Object.fromEntries((['income', 'expense', 'net', 'balance'] as const).filter((k) => r[k] !== undefined).map((k) => [k, Number(r[k])])),
  }));
  const bars = (['income', 'expense', 'balance'] as const).filter((k) => data.rows[0]?.[k] !== undefined);
  const hasNet = data.rows[0]?.net !== undefined;
  return (
    <figure aria-label={t('chart')} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={(v: number) => compact.format(v)} tick={{ fontSize: 11 }} width={48} />
          <ReferenceLine y={0} stroke="#475569" />
          <Tooltip formatter={(v) => formatMoney(Number(v).toFixed(2))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {bars.map((k) => (
            <Bar key={k} dataKey={k} name={t(`columns.${k}`)} fill={COLOURS[k]} isAnimationActive={false} />
          ))}
          {hasNet ? <Line dataKey="net" name={t('columns.net')} stroke={COLOURS.net} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} /> : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
