'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';

/** Dropdowns show a filter box above this many options (spec section 5). */
export const FILTER_ABOVE = 9;

type Option = { value: string; label: string };

/**
 * A dropdown; with more than 9 options a filter box narrows it; none left says so. `filterable`
 * false (a cell of a line: a box above each line's type would double every row) leaves the
 * narrowing to the dropdown's own type-ahead.
 */
export function ChoiceInput({ id, label, value, options, onChange, invalid, filterable = true, className = 'w-full rounded-md border border-slate-300 px-2 py-1.5' }: { id: string; label?: string; value: string; options: Option[]; onChange: (v: string) => void; invalid?: boolean; filterable?: boolean; className?: string }) {
  const t = useTranslations('form');
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => options.filter((o) => o.label.toLowerCase().includes(filter.toLowerCase())), [options, filter]);
  return (
    <div className="space-y-1">
      {filterable && options.length > FILTER_ABOVE ? (
        <input aria-label={t('filterOptions')} placeholder={t('filterOptions')} value={filter} onChange={(e) => setFilter(e.target.value)} className="w-full rounded border border-slate-300 px-2 py-1 text-xs" />
      ) : null}
      {shown.length === 0 ? (
        <p className="text-xs text-slate-500">{t('noOptions')}</p>
      ) : (
        <select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid || undefined} className={`${className} bg-white`}>
          <option value="">—</option>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
