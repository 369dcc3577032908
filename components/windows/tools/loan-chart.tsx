'use client';

import { useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormats } from '@/components/data/formats';

const INK = 'var(--color-slate-600)';
const RULE = 'var(--color-slate-200)';

/** The balance left and the interest paid so far after each payment (numbers only for drawing; the table shows the exact figures). */
export default function LoanChart({ rows }: { rows: { n: number; balance: number; interest: number }[] }) {
  const t = useTranslations('tools.loan');
  const { money, compactMoney } = useFormats();
  return (
    <figure aria-label={t('chart')} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={RULE} />
          <XAxis dataKey="n" tick={{ fontSize: 11, fill: INK }} stroke={RULE} />
          <YAxis tickFormatter={(v: number) => compactMoney(v)} tick={{ fontSize: 11, fill: INK }} stroke={RULE} width={76} />
          <Tooltip formatter={(v) => money(Number(v).toFixed(2))} labelFormatter={(n) => `${t('paymentNumber')} ${n}`} contentStyle={{ background: 'var(--color-white)', borderColor: RULE }} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name) => <span style={{ color: INK }}>{name}</span>} />
          <Line dataKey="balance" name={t('balance')} stroke="var(--color-brand)" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line dataKey="interest" name={t('interestToDate')} stroke="var(--color-red-600)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
