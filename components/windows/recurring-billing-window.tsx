'use client';

import { useTranslations } from 'next-intl';
import { useFormats } from '@/components/data/formats';
import { useApi } from '@/components/data/queries';
import type { WindowState } from '@/lib/workspace/windows';
import FormWindow from './form-window';

type Preview = { next_date: string | null; occurrences: { date: string }[] };

/** A recurring schedule's form, with the dates of its next invoices under it (the schedule's `preview`). */
export default function RecurringBillingWindow({ window: w }: { window: WindowState }) {
  const t = useTranslations('recurrence');
  const formats = useFormats();
  const id = w.args[1];
  // Read again whenever the schedule changes (its save here, an invoice it issued).
  const preview = useApi<Preview>('recurring-billing', id && id !== 'new' ? `recurring-billing/${id}/preview` : null).data ?? null;
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
