'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormats } from '@/components/data/formats';
/** A monthly report as the API answers it (income vs expense, a balance by month). */
export type Monthly = { rows: { month: number; income?: string; expense?: string; net?: string; balance?: string }[]; totals?: Record<string, string> };

// The theme's colours (app/globals.css), so that the chart turns with the dark theme.
const COLOURS = { income: 'var(--color-emerald-600)', expense: 'var(--color-red-600)', net: 'var(--color-slate-800)', balance: 'var(--color-brand)' } as const;
const INK = 'var(--color-slate-600)';
const RULE = 'var(--color-slate-200)';

/**
 * A monthly report drawn with recharts (loaded only with this file): months on the axis in the
 * person's language, a money axis, a zero line; a negative net or balance is drawn below it.
 */
export default function MonthlyChart({ data }: { data: Monthly }) {
  const t = useTranslations('reports');
  const locale = useLocale();
  const { money: formatMoney, compactMoney } = useFormats();
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
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
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={RULE} />
          <XAxis dataKey="month" tick={{ fontSize: 11, fill: INK }} stroke={RULE} />
          <YAxis tickFormatter={(v: number) => compactMoney(v)} tick={{ fontSize: 11, fill: INK }} stroke={RULE} width={48} />
          <ReferenceLine y={0} stroke="var(--color-slate-500)" />
          <Tooltip formatter={(v) => formatMoney(Number(v).toFixed(2))} contentStyle={{ background: 'var(--color-white)', borderColor: RULE }} labelStyle={{ color: INK }} cursor={{ fill: RULE, opacity: 0.4 }} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name) => <span style={{ color: INK }}>{name}</span>} />
          {bars.map((k) => (
            <Bar key={k} dataKey={k} name={t(`columns.${k}`)} fill={COLOURS[k]} isAnimationActive={false} />
          ))}
          {hasNet ? <Line dataKey="net" name={t('columns.net')} stroke={COLOURS.net} strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} /> : null}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
