'use client';

import { useTranslations } from 'next-intl';

/** Up to this many chosen labels show; the rest are counted (spec section 5). */
export const SHOWN_LABELS = 4;

/** A multi-select: a list of checkboxes and a summary of what is chosen. */
export function MultiSelect({ options, value, onChange }: { options: { value: number; label: string }[]; value: number[]; onChange: (v: number[]) => void }) {
  const t = useTranslations('form');
  const chosen = options.filter((o) => value.includes(o.value));
  return (
    <div>
      <p className="mb-1 min-h-5 text-sm text-slate-700" data-testid="multi-select-summary">
        {chosen.slice(0, SHOWN_LABELS).map((o) => o.label).join(', ')}
        {chosen.length > SHOWN_LABELS ? ` ${t('andMore', { count: chosen.length - SHOWN_LABELS })}` : ''}
      </p>
      {options.length === 0 ? <p className="text-xs text-slate-500">{t('noOptions')}</p> : null}
      <ul className="max-h-48 overflow-auto rounded border border-slate-200">
        {options.map((o) => (
          <li key={o.value}>
            <label className="flex items-center gap-2 px-2 py-1 text-sm hover:bg-slate-50">
              <input type="checkbox" checked={value.includes(o.value)} onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))} />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
