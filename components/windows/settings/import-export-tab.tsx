'use client';

import { useTranslations } from 'next-intl';

/** Import and export: every record of the company as a zip of CSV files. */
export default function ImportExportTab() {
  const t = useTranslations('settings');
  return (
    <section aria-labelledby="export-data">
      <h3 id="export-data" className="font-medium">
        {t('exportData')}
      </h3>
      <p className="mt-1 text-slate-600">{t('exportDataHint')}</p>
      <a href="/api/v1/export" download className="mt-2 inline-block rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
        {t('exportDataButton')}
      </a>
    </section>
  );
}
