'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFormats } from '@/components/data/formats';

type Month = { month: number; net: string };

/**
 * The dashboard's small chart: net income per month as bars above or below a zero line, months
 * on the axis in the person's language, the largest amounts on the money axis. Plain SVG: the
 * dashboard's first load carries no chart library (the report window's chart is recharts).
 */
export function NetByMonth({ months }: { months: Month[] }) {
  const t = useTranslations('dashboard');
  const locale = useLocale();
  const { money } = useFormats();
  if (months.length === 0) return null;
  const name = new Intl.DateTimeFormat(locale, { month: 'narrow', timeZone: 'UTC' });
  const values = months.map((m) => Number(m.net));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const [width, height, left, foot] = [300, 110, 4, 14];
  const y = (v: number) => ((top - v) / span) * (height - foot);
  const step = (width - left) / months.length;
  return (
    <figure className="mt-3">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('netByMonth')} className="w-full">
        {months.map((m, i) => {
          const v = values[i];
          return (
            <g key={m.month}>
              <title>{`${name.format(new Date(Date.UTC(2000, m.month - 1, 1)))}: ${money(m.net)}`}</title>
              <rect x={left + i * step + step * 0.15} y={Math.min(y(v), y(0))} width={step * 0.7} height={Math.max(1, Math.abs(y(v) - y(0)))} className={v < 0 ? 'fill-red-600' : 'fill-emerald-600'} />
              <text x={left + i * step + step / 2} y={height - 2} textAnchor="middle" className="fill-slate-500 text-[9px]">
                {name.format(new Date(Date.UTC(2000, m.month - 1, 1)))}
              </text>
            </g>
          );
        })}
        <line x1={left} x2={width} y1={y(0)} y2={y(0)} className="stroke-slate-500" strokeWidth={1} />
      </svg>
      <figcaption className="flex justify-between text-[11px] text-slate-500 tabular-nums">
        <span>{t('netByMonth')}</span>
        <span>
          {money(String(bottom.toFixed(2)))} … {money(String(top.toFixed(2)))}
        </span>
      </figcaption>
    </figure>
  );
}
