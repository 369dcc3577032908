'use client';

import { useTranslations } from 'next-intl';
import { useDesktop } from '@/components/base/desktop';

/** Terminology: the company's own words for the product's terms, edited in the terminology window (302). */
export default function TerminologyTab() {
  const t = useTranslations('settings');
  const { open } = useDesktop();
  return (
    <section aria-labelledby="terminology">
      <h3 id="terminology" className="font-medium">
        {t('terminology')}
      </h3>
      <p className="mt-1 text-slate-600">{t('terminologyHint')}</p>
      <button type="button" onClick={() => open('list', ['terminologies'])} className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100">
        {t('terminologyButton')}
      </button>
    </section>
  );
}
