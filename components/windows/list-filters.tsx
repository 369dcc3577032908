'use client';

import { useTranslations } from 'next-intl';
import { useFieldLabel, useOptionLabel } from '@/components/data/field-label';
import { kindOf } from '@/components/data/kinds';
import { useResourceMeta } from '@/components/data/meta';

/** A list window's advanced search: a box or a choice for each of the resource's filters. */
export function AdvancedFilters({ collection, filters, onChange }: { collection: string; filters: Record<string, string>; onChange: (field: string, value: string) => void }) {
  const t = useTranslations('list');
  const label = useFieldLabel();
  const option = useOptionLabel(collection);
  const meta = useResourceMeta(collection);
  return (
    <div className="flex flex-wrap gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
      {(meta?.filter_fields ?? []).map((filter) => {
        const { name: field, label: fallback, label_keys } = filter;
        const change = (v: string) => onChange(field, v);
        const options = kindOf(filter.kind).filter === 'choice' ? (filter.options ?? { 1: t('yes'), 0: t('no') }) : null;
        return (
          <label key={field} className="text-xs">
            <span className="block text-slate-600">{label(field, fallback, label_keys)}</span>
            {/* A choice (a state, the list flags) is picked from its options; a checkbox's are Yes and No. */}
            {options ? (
              <select value={filters[field] ?? ''} onChange={(e) => change(e.target.value)} className="w-36 rounded border border-slate-300 px-2 py-1">
                <option value="">—</option>
                {Object.entries(options).map(([v, text]) => (
                  <option key={v} value={v}>
                    {option(filter, v, text)}
                  </option>
                ))}
              </select>
            ) : (
              <input value={filters[field] ?? ''} onChange={(e) => change(e.target.value)} className="w-32 rounded border border-slate-300 px-2 py-1" />
            )}
          </label>
        );
      })}
    </div>
  );
}
