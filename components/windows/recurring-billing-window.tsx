'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { useFormats } from '@/components/data/formats';
import { useChanges } from '@/components/data/meta';
import { apiFetch } from '@/components/workspace/api';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';

type Preview = { next_date: string | null; occurrences: { date: string }[] };

/** A recurring schedule's form, with the dates of its next invoices under it (the schedule's `preview`). */
export default function RecurringBillingWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('recurrence');
  const formats = useFormats();
  const id = w.args[1];
  const [preview, setPreview] = useState<Preview | null>(null);
  const load = useCallback(() => {
    if (id && id !== 'new') apiFetch<Preview>(`recurring-billing/${id}/preview`).then(setPreview, () => setPreview(null));
  }, [id]);
  useEffect(load, [load]);
  useChanges('recurring-billing', load);
  return (
    <div className="flex h-full flex-col">
      <div className="min-h-0 flex-1">
        <FormWindow window={w} />
      </div>
      {preview ? (
        <section aria-label={t('preview')} className="border-t border-slate-200 px-4 py-2 text-sm">
          <h3 className="font-medium">{t('preview')}</h3>
          {preview.occurrences.length ? (
            <ol className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-slate-700">
              {preview.occurrences.map(({ date }) => (
                <li key={date}>{formats.isoDate(date)}</li>
              ))}
            </ol>
          ) : (
            <p className="text-slate-600">{t('noneAhead')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
